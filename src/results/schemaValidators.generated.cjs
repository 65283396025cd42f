// Generated from src/results/types.ts by `npm run build:schema`; change the types, not this file.
"use strict";
exports.validateRunResults = validate21;
const schema6 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://tunegate.dev/schema/results-1.json","title":"tunegate results.json, schemaVersion 1","description":"Written by `tunegate compare` (models and suites) or `tunegate paired` (two score files, `inputs` instead of `models`) to <out>/results.json.","$comment":"Generated from src/results/types.ts by `npm run build:schema`; change the types, not this file.","$ref":"#/definitions/AnyRunResults","definitions":{"AnyRunResults":{"description":"Any results.json: a `compare` run or a `paired` run (the paired one has `inputs`, never `models`).","type":"object","if":{"type":"object","properties":{"inputs":true},"required":["inputs"]},"then":{"$ref":"#/definitions/PairedResults"},"else":{"$ref":"#/definitions/RunResults"}},"RunResults":{"type":"object","properties":{"schemaVersion":{"type":"number","const":1},"runId":{"type":"string","description":"Random id of this run; every line of the run's items.jsonl carries it too.","minLength":1},"tool":{"type":"object","properties":{"name":{"type":"string","const":"tunegate"},"version":{"type":"string"},"commit":{"type":"string"}},"required":["name","version"],"additionalProperties":false,"description":"`commit`: the git commit tunegate ran from, when run from a checkout; absent for an installed package."},"command":{"type":"array","items":{"type":"string"}},"startedAt":{"type":"string","format":"date-time"},"finishedAt":{"type":"string","format":"date-time"},"environment":{"$ref":"#/definitions/ModelEnvironment"},"settings":{"$ref":"#/definitions/RunSettings"},"models":{"type":"object","properties":{"base":{"$ref":"#/definitions/ModelInfo"},"tuned":{"$ref":"#/definitions/ModelInfo"}},"required":["base","tuned"],"additionalProperties":false},"tokenizerCheck":{"$ref":"#/definitions/TokenizerCheckResult"},"suites":{"type":"array","items":{"$ref":"#/definitions/SuiteInfo"}},"metrics":{"type":"array","items":{"$ref":"#/definitions/MetricResult"}},"skippedItems":{"type":"array","items":{"$ref":"#/definitions/SkippedItem"}},"verdict":{"$ref":"#/definitions/OverallVerdict"},"exitCode":{"type":"number","enum":[0,1,2]},"reason":{"type":"string","description":"One sentence: why the run got its verdict.","minLength":1},"warnings":{"type":"array","items":{"type":"string"},"description":"Things that did not stop the run but weaken or slow it (a model without a KV cache, refusal patterns that timed out); one sentence each."},"advice":{"type":"array","items":{"type":"string"},"description":"Facts about how a model was exported that nothing in the run could change (a model without a KV cache, and the extra work it cost); one sentence each, shown after the verdict; absent when there are none."},"timings":{"$ref":"#/definitions/Timings"},"refusalClassifier":{"$ref":"#/definitions/RefusalClassifierCheck","description":"The refusal patterns' measured agreement with people; present when the refusal family was requested."},"divergence":{"$ref":"#/definitions/DivergenceResults","description":"The divergence family's per-position distribution (KL tails, same top-1, Δp); present when it ran on records that hold them."},"noiseBound":{"$ref":"#/definitions/NoiseBound","description":"The first noise bound a family measured (capability's when it ran), by which its near ties were judged."},"noiseBounds":{"type":"object","properties":{"capability":{"$ref":"#/definitions/NoiseBound"},"generation":{"$ref":"#/definitions/NoiseBound"},"refusal":{"$ref":"#/definitions/NoiseBound"},"divergence":{"$ref":"#/definitions/NoiseBound"}},"additionalProperties":false,"description":"Every family's noise bound, by family (capability: log-likelihoods; refusal: greedy top-2 logit gaps); absent when none was measured.","patternProperties":{"^x-[a-z][a-z0-9_]*$":{"$ref":"#/definitions/NoiseBound"}}},"holmFamily":{"$ref":"#/definitions/HolmFamily","description":"Present when this run was one of several candidates judged against one base: the Holm family they shared."},"partial":{"$ref":"#/definitions/PartialRun","description":"Present when some requested item did not run (--max-items, --time-budget, Ctrl-C): the run cannot pass."},"scoringOrder":{"$ref":"#/definitions/ScoringOrder","description":"The order items were scored in, so what a partial run scored is a known sample; absent in runs made before it was recorded."},"scoring":{"$ref":"#/definitions/RunScoring","description":"The system prompt and refusal patterns the run scored with; absent in runs written before it was recorded."},"sequential":{"type":"object","properties":{"capability":{"$ref":"#/definitions/SequentialFamily"},"generation":{"$ref":"#/definitions/SequentialFamily"},"refusal":{"$ref":"#/definitions/SequentialFamily"},"divergence":{"$ref":"#/definitions/SequentialFamily"}},"additionalProperties":false,"description":"Present with `--sequential`: per family that ran, the look it stopped at (a complete sequential test, not a partial run).","patternProperties":{"^x-[a-z][a-z0-9_]*$":{"$ref":"#/definitions/SequentialFamily"}}},"labels":{"$ref":"#/definitions/LabelsUsed","description":"Present when the run was judged with people's labels (`compare --labels`, `report --labels`): the labels the gate above read (docs/concepts/labels-and-ppi.md#what-the-gate-read)."},"classifierOnly":{"$ref":"#/definitions/ClassifierOnlyGate","description":"Present with `labels`: the gate without them, as the classifier alone gave it. `verdict`, `exitCode` and `reason` above are the gate with the labels, the one CI reads."}},"required":["command","environment","exitCode","finishedAt","metrics","models","reason","runId","schemaVersion","settings","skippedItems","startedAt","suites","timings","tokenizerCheck","tool","verdict","warnings"],"additionalProperties":false,"description":"results.json of a `compare` run."},"ModelEnvironment":{"type":"object","properties":{"node":{"type":"string"},"platform":{"type":"string"},"onnxruntime":{"type":"string"},"executionProvider":{"type":"string"},"threads":{"type":"integer","minimum":1}},"required":["executionProvider","node","onnxruntime","platform","threads"],"additionalProperties":false,"description":"The machine and onnxruntime a run that scored models ran on (compare, merge, shards)."},"RunSettings":{"type":"object","properties":{"seed":{"type":"integer","minimum":0},"resamples":{"type":"integer","minimum":2},"confidence":{"type":"number","exclusiveMinimum":0,"exclusiveMaximum":1},"minEffect":{"type":"number","minimum":0},"minItems":{"type":"integer","minimum":1},"klTolerance":{"type":"number","minimum":0},"failOn":{"type":"array","items":{"$ref":"#/definitions/Verdict"}},"families":{"type":"array","items":{"$ref":"#/definitions/FamilyId"}},"maxNewTokens":{"type":"integer","minimum":1},"threads":{"type":"integer","minimum":1},"sampling":{"$ref":"#/definitions/SamplingSettings","description":"Sampled refusal generation; absent for greedy decoding."},"tasks":{"$ref":"#/definitions/TaskSelection","description":"Named tasks that replaced their family's suites (`--tasks`): benchmark tasks, refusal sets, `tunegate_quiz`; absent when none was named."},"equivalence":{"$ref":"#/definitions/EquivalenceSettings","description":"Equivalence testing (--equivalence-margin, or --require equivalent); absent: not tested."},"require":{"type":"array","items":{"$ref":"#/definitions/RequirableVerdict"},"description":"Verdicts every gated metric must reach for the run to pass (--require)."},"policy":{"$ref":"#/definitions/PolicyRecord","description":"The release policy the run was judged under (--policy); absent: the flags' gate."}},"required":["confidence","failOn","families","klTolerance","maxNewTokens","minEffect","minItems","resamples","seed","threads"],"additionalProperties":false,"description":"The settings that, with the inputs, determine every number."},"Verdict":{"type":"string","enum":["improved","regressed","changed","equivalent","within-noise","inconclusive","skipped"],"description":"A per-metric verdict."},"FamilyId":{"anyOf":[{"$ref":"#/definitions/BuiltinFamilyId"},{"$ref":"#/definitions/RegisteredFamilyId"}],"description":"A family of suites: a shipped one or a registered one."},"BuiltinFamilyId":{"type":"string","enum":["capability","generation","refusal","divergence"],"description":"A family of suites tunegate ships."},"RegisteredFamilyId":{"type":"string","description":"A family added through `registerFamily`: `x-<name>`.","pattern":"^x-[a-z][a-z0-9_]*$"},"SamplingSettings":{"type":"object","properties":{"samples":{"type":"integer","description":"Epochs (replies) per prompt.","minimum":1},"temperature":{"type":"number","exclusiveMinimum":0},"topK":{"type":"integer","description":"0 = no limit.","minimum":0},"topP":{"type":"number","exclusiveMinimum":0,"maximum":1},"reducer":{"$ref":"#/definitions/RefusalReducer"},"atLeast":{"type":"integer","description":"For `at_least_k`: refused in at least this many epochs.","minimum":1}},"required":["samples","temperature","topK","topP","reducer","atLeast"],"additionalProperties":false,"description":"How a sampled refusal run draws its replies and reduces each prompt's epochs."},"RefusalReducer":{"type":"string","enum":["mean","mode","at_least_k","max"],"description":"How one prompt's epochs reduce to its refusal score."},"TaskSelection":{"type":"object","properties":{"names":{"type":"array","items":{"type":"string"},"description":"The names as given, groups unexpanded (`mmlu`)."},"numFewshot":{"type":"integer","description":"Few-shot examples per benchmark document (lm-eval's --num-fewshot); 0 by default.","minimum":0},"limit":{"type":"integer","description":"The first N documents of each task (of each `mmlu_<subject>`), lm-eval's --limit; absent: all.","minimum":1},"chat":{"$ref":"#/definitions/TaskChatSelection","description":"How the benchmark prompts were built: lm-eval's chat flags (docs/reference/tasks.md, \"Chat templates\"); absent: plain prompts, no system instruction."},"benchmarks":{"type":"array","items":{"$ref":"#/definitions/BenchmarkTaskInfo"},"description":"What each benchmark task read, and where its scoring differs from lm-eval's (its caveats)."},"lmEvalVersion":{"type":"string","description":"The lm-eval release whose prompts, few-shot draws and metrics the benchmark tasks reproduce (\"0.4.6\"); absent in older results."},"refusalSets":{"type":"array","items":{"$ref":"#/definitions/RefusalSetSelection"},"description":"The published refusal prompt sets named (docs/reference/refusal-sets.md), with their licences and caveats; absent when none was."}},"required":["names","numFewshot","benchmarks"],"additionalProperties":false,"description":"The named tasks of a run and how their documents were chosen (docs/reference/tasks.md)."},"TaskChatSelection":{"type":"object","properties":{"applyChatTemplate":{"type":"boolean","description":"Each model's own chat template rendered the prompts (--apply-chat-template)."},"fewshotAsMultiturn":{"type":"boolean","description":"Few-shot examples as user/assistant turns (--fewshot-as-multiturn)."},"systemInstruction":{"type":"string","description":"--system-instruction, as given; absent: none."}},"required":["applyChatTemplate","fewshotAsMultiturn"],"additionalProperties":false,"description":"lm-eval's --apply_chat_template, --fewshot_as_multiturn and --system_instruction, as the run used them."},"BenchmarkTaskInfo":{"type":"object","properties":{"name":{"type":"string"},"group":{"type":["string","null"]},"split":{"type":"string","description":"The split scored, by lm-eval's name (`test`, `validation`)."},"numFewshot":{"type":"integer","minimum":0},"documents":{"type":"integer","minimum":0},"dataFile":{"type":"string","description":"The data file read: relative to tunegate's package root when inside it, else absolute."},"licence":{"type":"string"},"caveats":{"type":"array","items":{"type":"string"}},"lmEvalVersion":{"type":"string","description":"The task's version in lm-eval (its YAML's metadata.version); absent when the task has none."}},"required":["name","group","split","numFewshot","documents","dataFile","licence","caveats"],"additionalProperties":false,"description":"One benchmark task as the run read it."},"RefusalSetSelection":{"type":"object","properties":{"name":{"type":"string","description":"The name it was selected by (`xstest_safe`)."},"file":{"type":"string","description":"The shipped file, relative to tunegate's package root."},"prompts":{"type":"integer","minimum":0},"licence":{"type":"string"},"description":{"type":"string","description":"What the prompts are and what refusing one means."},"caveats":{"type":"array","items":{"type":"string"},"description":"Where tunegate's reading of the set differs from what its study measured (its SOURCE.md's caveats), as a benchmark task's caveats say where its scoring differs from lm-eval's."}},"required":["name","file","prompts","licence","description","caveats"],"additionalProperties":false,"description":"One published refusal prompt set as the run read it."},"EquivalenceSettings":{"type":"object","properties":{"margins":{"type":"object","additionalProperties":{"type":"number"},"description":"Margins given on the command line, by metric id, in the metric's unit; every other metric takes its default (docs/concepts/statistics.md)."}},"required":["margins"],"additionalProperties":false,"description":"The margins a run tests equivalence with."},"RequirableVerdict":{"type":"string","enum":["equivalent"],"description":"A verdict `--require` may name."},"PolicyRecord":{"type":"object","properties":{"source":{"type":"string","description":"The file as given on the command line.","minLength":1},"sha256":{"type":"string","description":"sha256 of the file's bytes, hex.","pattern":"^[0-9a-f]{64}$"},"resolved":{"$ref":"#/definitions/ResolvedPolicy"}},"required":["source","sha256","resolved"],"additionalProperties":false,"description":"The policy a run was judged under: where it came from, its bytes' hash, and what it said."},"ResolvedPolicy":{"type":"object","properties":{"tasks":{"type":"array","items":{"type":"string"},"description":"The tasks the policy names (what --tasks would); absent: the run's own."},"required":{"type":"array","items":{"type":"string"},"description":"Tasks, families or metric ids whose absence or skip makes the run inconclusive."},"settings":{"type":"object","additionalProperties":{"type":["string","number","boolean"]},"description":"Flags by long name, as the file set them (the command line overrides each)."},"metrics":{"type":"array","items":{"$ref":"#/definitions/PolicyMetric"}}},"required":["required","settings","metrics"],"additionalProperties":false,"description":"A policy file after validation: what the run used."},"PolicyMetric":{"type":"object","properties":{"id":{"type":"string","description":"The metric's id as results.json names it.","minLength":1},"tier":{"$ref":"#/definitions/PolicyTier"},"claim":{"anyOf":[{"$ref":"#/definitions/PolicyClaim"},{"type":"null"}],"description":"Null: an advisory metric with no claim, reported only."}},"required":["id","tier","claim"],"additionalProperties":false,"description":"One metric of a policy."},"PolicyTier":{"type":"string","enum":["critical","supporting","advisory"],"description":"A policy tier."},"PolicyClaim":{"type":"object","properties":{"kind":{"$ref":"#/definitions/ClaimKind"},"margin":{"$ref":"#/definitions/PolicyMargin","description":"The margin of a claim that has one (every kind but `no-significant-change`)."}},"required":["kind"],"additionalProperties":false,"description":"The claim one metric must support."},"ClaimKind":{"type":"string","enum":["not-worse-than","equivalent-within","no-significant-change","flips-within","changed-within"],"description":"A policy claim."},"PolicyMargin":{"type":"object","properties":{"value":{"type":"number","exclusiveMinimum":0},"relative":{"type":"boolean","description":"True when `value` is a fraction of the base model's value (`2%` is 0.02 of it)."}},"required":["value","relative"],"additionalProperties":false,"description":"A margin as the policy wrote it: absolute, in the metric's own unit (a rate as a fraction), or relative to the base model's value (written with `%`)."},"ModelInfo":{"type":"object","properties":{"path":{"type":"string"},"hub":{"$ref":"#/definitions/HubSource","description":"Present when the argument was a repo id resolved in the hub cache."},"onnxFile":{"type":"string"},"sha256":{"type":"string","description":"The model's identity over every file the session loads, lower-case hex: the .onnx file's SHA-256 when it has no external data; otherwise the SHA-256 of the manifest `<sha256>  <name>\\n` per file (the .onnx first, then its data files in the order the graph names them; names relative to the .onnx file's folder), which is what `sha256sum model.onnx model.onnx_data | sha256sum` prints there.","pattern":"^[0-9a-f]{64}$"},"sizeBytes":{"type":"integer","minimum":0,"description":"Bytes of every file in `files`."},"files":{"type":"array","items":{"$ref":"#/definitions/ModelFileInfo"},"description":"The .onnx file and each external-data file its graph names.","minItems":1},"signature":{"$ref":"#/definitions/ModelSignatureInfo"},"tokenizer":{"type":"object","properties":{"dir":{"type":"string"},"fingerprint":{"type":"string"},"vocabSize":{"type":"integer"},"chatTemplate":{"type":"boolean"}},"required":["dir","fingerprint","vocabSize","chatTemplate"],"additionalProperties":false}},"required":["path","onnxFile","sha256","sizeBytes","files","signature","tokenizer"],"additionalProperties":false,"description":"Identity of one model as it went into the run."},"HubSource":{"type":"object","properties":{"repo":{"type":"string"},"revision":{"type":"string","description":"The revision asked for (\"main\" when none was given)."},"commit":{"type":"string","description":"The snapshot's commit."},"subfolder":{"type":["string","null"]}},"required":["repo","revision","commit","subfolder"],"additionalProperties":false,"description":"The cached Hugging Face repo snapshot a model argument named."},"ModelFileInfo":{"type":"object","properties":{"path":{"type":"string"},"sha256":{"type":"string","description":"SHA-256 of the file, lower-case hex.","pattern":"^[0-9a-f]{64}$"},"sizeBytes":{"type":"integer","minimum":0}},"required":["path","sha256","sizeBytes"],"additionalProperties":false,"description":"One file an onnxruntime session loads for a model."},"ModelSignatureInfo":{"type":"object","properties":{"inputs":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"type":{"type":"string"},"shape":{"type":"array","items":{"type":["number","string"]}}},"required":["name","type","shape"],"additionalProperties":false}},"outputs":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"type":{"type":"string"},"shape":{"type":"array","items":{"type":["number","string"]}}},"required":["name","type","shape"],"additionalProperties":false}},"layers":{"type":"integer"},"kvHeads":{"anyOf":[{"type":"integer"},{"type":"null"}]},"headDim":{"anyOf":[{"type":"integer"},{"type":"null"}]},"kvCache":{"type":"boolean"},"logitsDtype":{"type":"string","enum":["float32","float16"]},"logitsWidth":{"type":"integer","minimum":1},"maxContext":{"type":"integer","minimum":1}},"required":["inputs","outputs","layers","kvHeads","headDim","kvCache","logitsDtype","logitsWidth","maxContext"],"additionalProperties":false,"description":"Input/output signature of a loaded model, as read from the ORT session."},"TokenizerCheckResult":{"type":"object","properties":{"identical":{"type":"boolean"},"differences":{"type":"array","items":{"type":"string"},"description":"Human-readable differences, most important first; empty when identical."}},"required":["identical","differences"],"additionalProperties":false,"description":"Result of the tokenizer identity check (docs/ARCHITECTURE.md §5)."},"SuiteInfo":{"type":"object","properties":{"family":{"$ref":"#/definitions/FamilyId"},"path":{"type":"string"},"sha256":{"type":"string","description":"SHA-256 of the suite file, lower-case hex.","pattern":"^[0-9a-f]{64}$"},"items":{"type":"integer","minimum":1}},"required":["family","path","sha256","items"],"additionalProperties":false,"description":"One suite file that entered the run."},"MetricResult":{"type":"object","properties":{"id":{"$ref":"#/definitions/ReportedMetricId"},"family":{"$ref":"#/definitions/RecordFamily"},"label":{"type":"string","description":"Short human label, e.g. \"Accuracy\"."},"direction":{"$ref":"#/definitions/Direction"},"gated":{"type":"boolean","description":"Whether the metric takes part in the gate (Holm correction, exit code)."},"base":{"type":["number","null"],"description":"Base value (for pairwise divergence metrics: base against itself)."},"tuned":{"type":["number","null"],"description":"Tuned value (for pairwise divergence metrics: tuned against base)."},"delta":{"type":["number","null"],"description":"tuned − base."},"ci":{"anyOf":[{"$ref":"#/definitions/Interval"},{"type":"null"}],"description":"Bootstrap CI of Δ at `ciLevel`, the level the verdict uses: the metric's Holm level for gated metrics, the run's confidence otherwise. Null when skipped or n < 2."},"ciLevel":{"type":"number","description":"Level of `ci`, in (0, 1).","exclusiveMinimum":0,"exclusiveMaximum":1},"ciUnadjusted":{"anyOf":[{"$ref":"#/definitions/Interval"},{"type":"null"}],"description":"The CI at `ciUnadjustedLevel` (the run's confidence), without Holm adjustment."},"ciUnadjustedLevel":{"type":"number","description":"Level of `ciUnadjusted`: the run's confidence.","exclusiveMinimum":0,"exclusiveMaximum":1},"ciMethod":{"$ref":"#/definitions/IntervalMethod","description":"How both CIs are formed."},"se":{"type":["number","null"],"description":"SD of the bootstrap replicates of Δ; for ciMethod `cluster-t`, the cluster-robust (CR2) standard error the interval uses."},"p":{"type":["number","null"],"description":"Two-sided bootstrap p-value for \"no change\": Δ = 0, or |Δ| ≤ tolerance when there is one.","minimum":0,"maximum":1},"pAdjusted":{"type":["number","null"],"description":"Holm-adjusted p (equals p for ungated metrics).","minimum":0,"maximum":1},"mde":{"type":["number","null"],"description":"Minimum detectable |Δ| at 80 % power and this n, at the level of `ci`; null when not estimable (SE 0: identical outputs or no discordant pairs) or when there is no bootstrap."},"n":{"type":"integer","minimum":0,"description":"Number of items (documents for divergence) that entered the metric."},"tokens":{"type":"integer","minimum":0,"description":"Number of tokens, divergence only."},"clusters":{"type":"integer","description":"Number of clusters resampled as units, when the items carry clusters (score metrics only).","minimum":1},"unit":{"$ref":"#/definitions/MetricUnit","description":"Display unit; only score metrics carry it (built-in metrics have a fixed one)."},"tolerance":{"type":"number","description":"Tolerance around the no-change value for non-directional metrics.","minimum":0},"verdict":{"$ref":"#/definitions/Verdict"},"reason":{"type":"string","description":"One sentence explaining the verdict from the numbers beside it.","minLength":1},"equivalence":{"$ref":"#/definitions/EquivalenceTest","description":"The equivalence test, when the run tests equivalence and the metric has a margin and an interval."},"claim":{"$ref":"#/definitions/ClaimResult","description":"The policy's claim on this metric, judged (--policy); absent without a policy or a policy entry."},"baseInterval":{"$ref":"#/definitions/Interval","description":"Wilson intervals of single-model rates (binary metrics)."},"tunedInterval":{"$ref":"#/definitions/Interval"},"mcnemar":{"$ref":"#/definitions/McNemarResult"},"distribution":{"$ref":"#/definitions/DistributionSummary","description":"Per-token distribution of the tuned-vs-base value (divergence.kl)."},"histogram":{"$ref":"#/definitions/BootstrapHistogram"},"byTag":{"type":"array","items":{"$ref":"#/definitions/TagResult"}},"corrected":{"$ref":"#/definitions/CorrectedMetric","description":"The metric re-judged with people's labels of a sample of its replies (`--labels`, prediction-powered inference; docs/concepts/labels-and-ppi.md). When present the gate reads its verdict; the fields above stay the classifier-only estimate, judged as without labels."}},"required":["id","family","label","direction","gated","base","tuned","delta","ci","ciLevel","ciUnadjusted","ciUnadjustedLevel","ciMethod","se","p","pAdjusted","mde","n","verdict","reason","byTag"],"additionalProperties":false,"description":"One metric's paired comparison. Numbers are null only when `verdict` is `skipped`."},"ReportedMetricId":{"anyOf":[{"$ref":"#/definitions/MetricId"},{"$ref":"#/definitions/TaskMetricId"},{"$ref":"#/definitions/ScoreMetricId"},{"$ref":"#/definitions/RegisteredMetricId"}],"description":"Any metric results.json may hold: a built-in one, a benchmark task's, a registered family's, or a score metric of a `paired` run."},"MetricId":{"type":"string","enum":["capability.acc","capability.acc_norm","capability.flip_rate","capability.changed_rate","capability.lost_rate","refusal.over_refusal","refusal.harmful_refusal","divergence.kl","divergence.reverse_kl","divergence.top1_agreement","divergence.nll_ratio"],"description":"A metric id, `<family>.<name>`."},"TaskMetricId":{"type":"string","description":"A benchmark task's metric, e.g. `task.arc_challenge.acc_norm`, `task.mmlu.acc`, `task.gsm8k.exact_match.strict-match` (lm-eval's `exact_match,strict-match`: the comma becomes a dot, since flags list metric ids with commas) or `task.ifeval.prompt_level_strict_acc`; the tasks a run scores decide which exist, so they are not in METRIC_IDS.","pattern":"^task\\.[A-Za-z0-9_-]+\\.(acc|acc_norm|mc2|exact_match\\.[A-Za-z0-9_-]+|(prompt|inst)_level_(strict|loose)_acc)$"},"ScoreMetricId":{"type":"string","description":"A metric read from a score file; its name is open-ended, so it is not in METRIC_IDS.","pattern":"^score\\..+$"},"RegisteredMetricId":{"type":"string","description":"A metric of a registered family: `x-<family>.<name>`.","pattern":"^x-[a-z][a-z0-9_]*\\.[a-z0-9_]+$"},"RecordFamily":{"anyOf":[{"type":"string","const":"capability"},{"type":"string","const":"generation"},{"type":"string","const":"refusal"},{"type":"string","const":"divergence"},{"type":"string","const":"scores"},{"$ref":"#/definitions/RegisteredFamilyId"}],"description":"A kind of item record (a suite family, shipped or registered, or `scores`)."},"Direction":{"type":"string","enum":["higher-better","lower-better","none"],"description":"Which way is good for a metric."},"Interval":{"type":"array","items":{"type":"number"},"minItems":2,"maxItems":2,"description":"A closed interval [lo, hi]; lo ≤ hi is checked when the run folder is read."},"IntervalMethod":{"type":"string","enum":["percentile","studentized","smoothed-studentized","cluster-t","adjusted-wald"],"description":"An interval method."},"MetricUnit":{"type":"string","enum":["rate","nats","ratio","bits","score"],"description":"A display unit."},"EquivalenceTest":{"type":"object","properties":{"margin":{"type":"number","description":"Half-width of the region around Δ = 0 that counts as \"the same\", in the metric's unit.","exclusiveMinimum":0},"ci":{"$ref":"#/definitions/Interval","description":"The interval of Δ at `ciLevel`."},"ciLevel":{"type":"number","description":"1 − 2α_E.","exclusiveMinimum":0,"exclusiveMaximum":1},"shown":{"type":"boolean","description":"Whether `ci` lies strictly inside ±margin (with `unboundedTail`, its upper end scaled by 1/(1 − unseenShare) too)."},"unboundedTail":{"type":"object","properties":{"unseenShare":{"type":"number","description":"The share of a lognormal's mean beyond the sample's largest carrier."},"itemsNeeded":{"type":"number","description":"About how many items in all would bound it; absent when fewer than 2 items carry any."}},"required":["unseenShare"],"additionalProperties":false,"description":"Present when the sample cannot bound the metric's tail (KL: too few documents carry it, or they spread too far; docs/concepts/statistics.md): equivalence then needs the upper end divided by 1 − unseenShare inside the margin, and is never shown below 2 carrying items."}},"required":["margin","ci","ciLevel","shown"],"additionalProperties":false,"description":"Two one-sided tests of |Δ| ≥ margin (Schuirmann 1987) at α_E, read off one interval: the equal-tailed interval of Δ at level 1 − 2α_E, by the metric's interval method. Equivalence is shown when it lies strictly inside (−margin, margin). α_E is α/m for a gated metric (m the Holm family's size: a union bound over the equivalence claims) and α for an exploratory one (docs/concepts/statistics.md)."},"ClaimResult":{"type":"object","properties":{"kind":{"$ref":"#/definitions/ClaimKind"},"tier":{"$ref":"#/definitions/PolicyTier"},"margin":{"type":["number","null"],"description":"The absolute margin tested, in the metric's unit (a relative margin resolved against the base value); null for `no-significant-change`."},"ci":{"anyOf":[{"$ref":"#/definitions/Interval"},{"type":"null"}],"description":"The interval the claim was read from (one-sided bounds at α_k are its ends at 1 − 2α_k); null without a bootstrap."},"ciLevel":{"type":"number","description":"Level of `ci`.","exclusiveMinimum":0,"exclusiveMaximum":1},"p":{"type":["number","null"],"description":"p of the claim's null (for a margin claim: that the change is beyond the margin).","minimum":0,"maximum":1},"pAdjusted":{"type":["number","null"],"description":"Holm-adjusted over the run's critical and supporting claims (equals p for advisory ones).","minimum":0,"maximum":1},"verdict":{"$ref":"#/definitions/ClaimVerdict"},"reason":{"type":"string","description":"One sentence a release manager reads without a glossary.","minLength":1},"itemsNeeded":{"type":"integer","minimum":0,"description":"For a claim not shown: about how many items in all would show it at 80 % power."}},"required":["kind","tier","margin","ci","ciLevel","p","pAdjusted","verdict","reason"],"additionalProperties":false,"description":"One metric's claim, judged: the test, its Holm level, and the outcome in a release manager's words."},"ClaimVerdict":{"type":"string","enum":["pass","fail","not-shown","reported","skipped"],"description":"A claim's outcome."},"McNemarResult":{"type":"object","properties":{"baseOnly":{"type":"integer","minimum":0,"description":"Items where only base has the outcome (base 1, tuned 0)."},"tunedOnly":{"type":"integer","minimum":0,"description":"Items where only tuned has the outcome (base 0, tuned 1)."},"pMidP":{"type":"number","description":"Two-sided mid-p value.","minimum":0,"maximum":1}},"required":["baseOnly","tunedOnly","pMidP"],"additionalProperties":false,"description":"Exact mid-p McNemar test on the discordant pairs of a binary paired metric."},"DistributionSummary":{"type":"object","properties":{"mean":{"type":"number"},"median":{"type":"number"},"p90":{"type":"number"},"p99":{"type":"number"},"p999":{"type":"number"},"max":{"type":"number"}},"required":["mean","median","p90","p99","p999","max"],"additionalProperties":false,"description":"Percentiles of a per-token distribution (divergence.kl), natural-log units."},"BootstrapHistogram":{"type":"object","properties":{"edges":{"type":"array","items":{"type":"number"},"description":"Bin edges, length = counts.length + 1 (checked when the run folder is read)."},"counts":{"type":"array","items":{"type":"integer","minimum":0}}},"required":["edges","counts"],"additionalProperties":false,"description":"Histogram of the bootstrap replicates of Δ, for the report's distribution chart."},"TagResult":{"type":"object","properties":{"tag":{"type":"string"},"n":{"type":"integer","minimum":0},"base":{"type":"number"},"tuned":{"type":"number"},"delta":{"type":"number"},"ci":{"anyOf":[{"$ref":"#/definitions/Interval"},{"type":"null"}],"description":"Bootstrap CI of Δ at `ciLevel` (the run's confidence), by the metric's method; null when n < 2."},"ciLevel":{"type":"number","description":"Level of `ci`.","exclusiveMinimum":0,"exclusiveMaximum":1},"verdict":{"$ref":"#/definitions/Verdict"}},"required":["tag","n","base","tuned","delta","ci","ciLevel","verdict"],"additionalProperties":false,"description":"One tag's exploratory (never gated) paired result."},"CorrectedMetric":{"type":"object","properties":{"method":{"type":"string","const":"ppi"},"base":{"type":"number"},"tuned":{"type":"number"},"delta":{"type":"number"},"ci":{"$ref":"#/definitions/Interval","description":"Normal (CLT) interval of Δ at `ciLevel`: the Holm level of the run with labels."},"ciLevel":{"type":"number","exclusiveMinimum":0,"exclusiveMaximum":1},"ciUnadjusted":{"$ref":"#/definitions/Interval","description":"The interval at the run's confidence."},"se":{"type":"number","minimum":0},"p":{"type":"number","minimum":0,"maximum":1},"pAdjusted":{"type":"number","minimum":0,"maximum":1},"mde":{"type":["number","null"]},"lambda":{"type":"number","description":"The power-tuning weight λ (PPI++).","minimum":0,"maximum":1},"labels":{"type":"object","properties":{"base":{"type":"integer","minimum":0},"tuned":{"type":"integer","minimum":0}},"required":["base","tuned"],"additionalProperties":false,"description":"Labelled replies used, per model."},"strataWithoutLabels":{"type":"array","items":{"type":"string"},"description":"Design strata with replies but no label: their replies count by the classifier alone."},"agreement":{"$ref":"#/definitions/LabelAgreement","description":"How often the classifier's decision matched people's label on this run's labelled replies: on all of them, and on those whose decision differs between base and tuned on the item (the replies that make Δ). Absent in a results.json written before it was recorded."},"equivalence":{"$ref":"#/definitions/EquivalenceTest","description":"The equivalence test on the corrected interval, when the run tests equivalence: with labels the gate reads this one, never the classifier-only test (docs/concepts/labels-and-ppi.md)."},"verdict":{"$ref":"#/definitions/Verdict"},"reason":{"type":"string","minLength":1}},"required":["method","base","tuned","delta","ci","ciLevel","ciUnadjusted","se","p","pAdjusted","mde","lambda","labels","strataWithoutLabels","verdict","reason"],"additionalProperties":false,"description":"A refusal metric estimated from the classifier on every reply plus people's labels on a designed sample (PPI++)."},"LabelAgreement":{"type":"object","properties":{"all":{"$ref":"#/definitions/AgreementCount"},"flips":{"$ref":"#/definitions/AgreementCount","description":"Labelled replies whose classifier decision differs between base and tuned on their item."}},"required":["all","flips"],"additionalProperties":false,"description":"The classifier against the labels of the run's own replies: overall and on the replies that make Δ."},"AgreementCount":{"type":"object","properties":{"n":{"type":"integer","minimum":0},"agreed":{"type":"integer","minimum":0}},"required":["n","agreed"],"additionalProperties":false,"description":"Labelled replies, and how many of them the classifier decided as people did."},"SkippedItem":{"type":"object","properties":{"family":{"$ref":"#/definitions/RecordFamily"},"id":{"type":"string"},"reason":{"type":"string"}},"required":["family","id","reason"],"additionalProperties":false,"description":"An item that could not be scored, with why (counted in the report)."},"OverallVerdict":{"type":"string","enum":["pass","regressed","inconclusive"],"description":"A whole-run verdict."},"Timings":{"type":"object","properties":{"totalMs":{"type":"number","minimum":0},"loadMs":{"type":"number","minimum":0,"description":"Opening both models (files, tokenizers, hashes, sessions); suites are read before and not counted."},"statsMs":{"type":"number","minimum":0,"description":"Bootstrap, Holm and verdicts over every family."},"families":{"type":"object","properties":{"capability":{"type":"object","properties":{"baseMs":{"type":"number","minimum":0},"tunedMs":{"type":"number","minimum":0}},"required":["baseMs","tunedMs"],"additionalProperties":false},"generation":{"type":"object","properties":{"baseMs":{"type":"number","minimum":0},"tunedMs":{"type":"number","minimum":0}},"required":["baseMs","tunedMs"],"additionalProperties":false},"refusal":{"type":"object","properties":{"baseMs":{"type":"number","minimum":0},"tunedMs":{"type":"number","minimum":0}},"required":["baseMs","tunedMs"],"additionalProperties":false},"divergence":{"type":"object","properties":{"baseMs":{"type":"number","minimum":0},"tunedMs":{"type":"number","minimum":0}},"required":["baseMs","tunedMs"],"additionalProperties":false}},"additionalProperties":false,"description":"Per family: wall-clock time spent waiting on each model's forward passes.","patternProperties":{"^x-[a-z][a-z0-9_]*$":{"type":"object","properties":{"baseMs":{"type":"number","minimum":0},"tunedMs":{"type":"number","minimum":0}},"required":["baseMs","tunedMs"],"additionalProperties":false}}},"cache":{"$ref":"#/definitions/CacheUse","description":"The result cache's part in the run (docs/ARCHITECTURE.md §10); absent with --no-cache. Kept under timings because a resumed run and an uninterrupted one differ here and nowhere else."},"peakRssBytes":{"type":"number","description":"Peak resident set size of the tunegate process over the run, bytes (getrusage); absent in runs written before it was recorded."},"oneModelResident":{"type":"boolean","description":"True when base and tuned were resident one at a time (--memory low, or automatically); absent when both were."}},"required":["totalMs","loadMs","statsMs","families"],"additionalProperties":false,"description":"Wall-clock timings in milliseconds."},"CacheUse":{"type":"object","properties":{"dir":{"type":"string"},"families":{"type":"object","properties":{"capability":{"type":"object","properties":{"base":{"$ref":"#/definitions/CacheCounts"},"tuned":{"$ref":"#/definitions/CacheCounts"},"pair":{"$ref":"#/definitions/CacheCounts"}},"additionalProperties":false},"generation":{"type":"object","properties":{"base":{"$ref":"#/definitions/CacheCounts"},"tuned":{"$ref":"#/definitions/CacheCounts"},"pair":{"$ref":"#/definitions/CacheCounts"}},"additionalProperties":false},"refusal":{"type":"object","properties":{"base":{"$ref":"#/definitions/CacheCounts"},"tuned":{"$ref":"#/definitions/CacheCounts"},"pair":{"$ref":"#/definitions/CacheCounts"}},"additionalProperties":false},"divergence":{"type":"object","properties":{"base":{"$ref":"#/definitions/CacheCounts"},"tuned":{"$ref":"#/definitions/CacheCounts"},"pair":{"$ref":"#/definitions/CacheCounts"}},"additionalProperties":false}},"additionalProperties":false,"patternProperties":{"^x-[a-z][a-z0-9_]*$":{"type":"object","properties":{"base":{"$ref":"#/definitions/CacheCounts"},"tuned":{"$ref":"#/definitions/CacheCounts"},"pair":{"$ref":"#/definitions/CacheCounts"}},"additionalProperties":false}}}},"required":["dir","families"],"additionalProperties":false,"description":"Where the result cache was and, per family and role, how many items it served."},"CacheCounts":{"type":"object","properties":{"cached":{"type":"integer","minimum":0},"scored":{"type":"integer","minimum":0}},"required":["cached","scored"],"additionalProperties":false,"description":"Items of one family and role served from the cache, and items scored (and written to it) in this run."},"RefusalClassifierCheck":{"type":"object","properties":{"n":{"type":"integer","minimum":0,"description":"Labelled replies."},"agreement":{"type":["number","null"],"description":"Share of replies where \"refused\" equals the people's binary label (refusal or partial_refusal).","minimum":0,"maximum":1},"precision":{"type":["number","null"],"description":"Of the replies called refused, the share people labelled refusal or partial_refusal.","minimum":0,"maximum":1},"recall":{"type":["number","null"],"description":"Of the replies people labelled refusal or partial_refusal, the share called refused.","minimum":0,"maximum":1},"recallRefusal":{"type":["number","null"],"description":"Recall on the replies labelled refusal.","minimum":0,"maximum":1},"recallPartial":{"type":["number","null"],"description":"Recall on the replies labelled partial_refusal.","minimum":0,"maximum":1},"kappa":{"type":["number","null"],"description":"Cohen's κ of the binary decision against the binary label.","minimum":-1,"maximum":1},"confusion":{"type":"object","properties":{"compliance":{"type":"object","properties":{"refused":{"type":"integer","minimum":0},"notRefused":{"type":"integer","minimum":0}},"required":["refused","notRefused"],"additionalProperties":false},"refusal":{"type":"object","properties":{"refused":{"type":"integer","minimum":0},"notRefused":{"type":"integer","minimum":0}},"required":["refused","notRefused"],"additionalProperties":false},"partial_refusal":{"type":"object","properties":{"refused":{"type":"integer","minimum":0},"notRefused":{"type":"integer","minimum":0}},"required":["refused","notRefused"],"additionalProperties":false}},"required":["compliance","refusal","partial_refusal"],"additionalProperties":false,"description":"Per label: replies called refused and not refused."},"labelsFile":{"type":"string","description":"The labelled replies: the built-in held-out corpus or the file given with --refusal-labels."},"labelsSha256":{"type":"string","description":"SHA-256 of the labelled replies file, lower-case hex.","pattern":"^[0-9a-f]{64}$"},"builtinLabels":{"type":"boolean","description":"Whether `labelsFile` is tunegate's own held-out corpus."},"patternsFile":{"type":"string","description":"The refusal patterns file of the run."}},"required":["agreement","builtinLabels","confusion","kappa","labelsFile","labelsSha256","n","patternsFile","precision","recall","recallPartial","recallRefusal"],"additionalProperties":false,"description":"How the run's refusal patterns agreed with people, measured on a labelled reply file before scoring."},"DivergenceResults":{"type":"object","properties":{"distribution":{"$ref":"#/definitions/DivergenceDistribution"}},"required":["distribution"],"additionalProperties":false,"description":"What the divergence family measured beside its metrics; absent when it did not run, or read records without the per-position values."},"DivergenceDistribution":{"type":"object","properties":{"positions":{"type":"integer","minimum":0,"description":"Predicted positions pooled (every document's tokens − 1)."},"documents":{"type":"integer","minimum":0,"description":"Documents with at least one predicted position."},"kl":{"$ref":"#/definitions/DivergenceTail","description":"KL(P_base ‖ P_tuned) per position: llama.cpp's \"KLD\"."},"reverse_kl":{"$ref":"#/definitions/DivergenceTail","description":"KL(P_tuned ‖ P_base) per position."},"same_top1":{"type":"number","description":"Share of positions where both models' argmax (first on ties) is the same token: llama.cpp's \"Same top p\", as a fraction."},"dp_mean":{"type":"number","description":"Mean of Δp = P_tuned(next) − P_base(next), the probability of the text's next token: llama.cpp's \"Mean Δp\", as a fraction."},"dp_rms":{"type":"number","description":"√(mean Δp²): llama.cpp's \"RMS Δp\", as a fraction."}},"required":["positions","documents","kl","reverse_kl","same_top1","dp_mean","dp_rms"],"additionalProperties":false,"description":"The per-position distribution of the divergence family, pooled over documents."},"DivergenceTail":{"type":"object","properties":{"mean":{"type":"number","description":"Σ over positions / positions: the pooled mean, as llama.cpp's \"Mean KLD\"."},"median":{"type":"number"},"p90":{"type":"number"},"p95":{"type":"number"},"p99":{"type":"number"},"p99_9":{"type":"number"},"max":{"type":"number"}},"required":["mean","median","p90","p95","p99","p99_9","max"],"additionalProperties":false,"description":"One per-position quantity over every predicted position of every scored document, nats. Percentiles are llama.cpp's (`llama-perplexity --kl-divergence`): the type-7 quantile of the sorted values, x[⌊h⌋] + (h − ⌊h⌋)(x[⌊h⌋+1] − x[⌊h⌋]) with h = (N − 1)·q; the median is q = 0.5."},"NoiseBound":{"type":"object","properties":{"nats":{"type":"number","description":"The bound in nats: 2 × an upper 95 % confidence bound of the largest per-item spread (at least 2 × spreadNats; docs/concepts/lossless-changes.md), at least the float32 resolution of the log-likelihoods seen."},"spreadNats":{"type":"number","description":"Largest |batched − single| log-likelihood of any choice, nats."},"items":{"type":"integer","minimum":0,"description":"Items the self-check scored per model."},"method":{"type":"string","enum":["batched-vs-single","batched-vs-single-first-step"],"description":"batched-vs-single: capability's choice log-likelihoods; batched-vs-single-first-step: refusal's first greedy step, its top-2 logit gap."}},"required":["nats","spreadNats","items","method"],"additionalProperties":false,"description":"How far numerical noise can move a capability margin, measured on the models of the run: the same items scored in one batch and one at a time (docs/concepts/lossless-changes.md)."},"HolmFamily":{"type":"object","properties":{"candidates":{"type":"integer","description":"Candidates compared with the base in the same run.","minimum":2},"size":{"type":"integer","minimum":0,"description":"Hypotheses Holm adjusted for: the gated metrics with an interval, over every candidate."}},"required":["candidates","size"],"additionalProperties":false,"description":"The Holm family of a candidate judged together with others (`compare BASE T1 T2 …`): the gated metrics of every candidate are adjusted together, so `pAdjusted` and each gated metric's `ciLevel` hold the family-wise error over candidates × metrics."},"PartialRun":{"type":"object","properties":{"causes":{"type":"array","items":{"$ref":"#/definitions/PartialCause"},"description":"What stopped the run short, in the order it happened.","minItems":1},"maxItems":{"type":"integer","minimum":0,"description":"--max-items, when given."},"timeBudgetMs":{"type":"number","minimum":0,"description":"--time-budget in milliseconds, when given."},"families":{"type":"array","items":{"$ref":"#/definitions/PartialFamily"},"description":"Every requested family that has a suite and was not skipped as a whole, in run order."}},"required":["causes","families"],"additionalProperties":false,"description":"Why a compare run is partial and how far each family got; absent when every item ran."},"PartialCause":{"type":"string","enum":["max-items","time-budget","interrupted"],"description":"A cause of a partial run."},"PartialFamily":{"type":"object","properties":{"family":{"$ref":"#/definitions/FamilyId"},"completed":{"type":"integer","minimum":0,"description":"Items of the suite that were run (scored by both models, or skipped with a reason)."},"total":{"type":"integer","minimum":0,"description":"Items in the family's suite."},"notRun":{"type":"integer","minimum":0,"description":"Items that did not run: the last `total − completed` of the run's scoring order (`scoringOrder`)."},"notRunIds":{"type":"array","items":{"type":"string"},"description":"Ids of the items that did not run, in suite order: all of them up to 100, else the first 100 of them in suite order."}},"required":["family","completed","total","notRun","notRunIds"],"additionalProperties":false,"description":"How much of one requested family a partial run scored."},"ScoringOrder":{"type":"object","properties":{"method":{"type":"string","const":"stratified-random"},"seed":{"type":"integer","minimum":0,"description":"The run's --seed, which the order is drawn from."}},"required":["method","seed"],"additionalProperties":false,"description":"The order a run scored each family's items in. `stratified-random`: items are grouped by their family's strata (their tags, outermost first; refusal: whether the prompt should be answered, then its tags), ordered within a group by sha256 of (seed, family, id), and groups are interleaved so every prefix holds each within one item of its share: what a partial run scored is a stratified random sample of the suite."},"RunScoring":{"type":"object","properties":{"systemPrompt":{"type":["string","null"]},"refusalPatternsSha256":{"type":["string","null"],"description":"SHA-256 of the refusal patterns file, lower-case hex; null when no refusal suite ran.","pattern":"^[0-9a-f]{64}$"}},"required":["systemPrompt","refusalPatternsSha256"],"additionalProperties":false,"description":"Settings that change what the models produce or how a reply is read, but are not flags in `settings`."},"SequentialFamily":{"type":"object","properties":{"looks":{"type":"integer","description":"Looks the family's plan had (fewer than `--looks` when looks fell on the same chunk boundary).","minimum":1},"stoppedAt":{"type":"integer","description":"The look at which the family stopped, 1-based; `looks` when it ran to the end.","minimum":1},"itemsUsed":{"type":"integer","description":"Items of the scoring order the verdict rests on (a prefix).","minimum":1},"confidence":{"type":"number","description":"The confidence the family was judged at at that look: 1 − its boundary-adjusted level (its metrics' intervals are at this level, Holm-adjusted)."}},"required":["looks","stoppedAt","itemsUsed","confidence"],"additionalProperties":false,"description":"One family of a `--sequential` run (docs/concepts/statistics.md#sequential): looks taken after growing prefixes of the scoring order, with Lan–DeMets error-spending boundaries (Hwang–Shih–DeCani, γ = −1)."},"LabelsUsed":{"type":"object","properties":{"file":{"type":"string","description":"The labels file as given on the command line."},"count":{"type":"integer","minimum":0,"description":"Filled labels read from it."},"draw":{"type":"object","properties":{"seed":{"type":"number"},"n":{"type":"number"},"items":{"type":"string"}},"required":["seed","n","items"],"additionalProperties":false,"description":"The draw the labels belong to (`tunegate label`'s seed and size, and the hash of the replies it chose)."}},"required":["file","count"],"additionalProperties":false,"description":"The labels a run was judged with."},"ClassifierOnlyGate":{"type":"object","properties":{"verdict":{"$ref":"#/definitions/OverallVerdict"},"exitCode":{"type":"number","enum":[0,1,2]},"reason":{"type":"string","minLength":1}},"required":["verdict","exitCode","reason"],"additionalProperties":false,"description":"The overall gate of a run judged without labels."},"PairedResults":{"type":"object","properties":{"schemaVersion":{"type":"number","const":1},"runId":{"type":"string","description":"Random id of this run; every line of the run's items.jsonl carries it too.","minLength":1},"tool":{"type":"object","properties":{"name":{"type":"string","const":"tunegate"},"version":{"type":"string"},"commit":{"type":"string"}},"required":["name","version"],"additionalProperties":false,"description":"`commit`: the git commit tunegate ran from, when run from a checkout; absent for an installed package."},"command":{"type":"array","items":{"type":"string"}},"startedAt":{"type":"string","format":"date-time"},"finishedAt":{"type":"string","format":"date-time"},"environment":{"$ref":"#/definitions/HostEnvironment"},"settings":{"$ref":"#/definitions/PairedSettings"},"inputs":{"type":"object","properties":{"base":{"$ref":"#/definitions/ScoreSource"},"tuned":{"$ref":"#/definitions/ScoreSource"},"paired":{"type":"integer","description":"Items present in both files.","minimum":1},"baseOnly":{"type":"integer","minimum":0,"description":"Items present in one file only (listed in skippedItems)."},"tunedOnly":{"type":"integer","minimum":0}},"required":["base","tuned","paired","baseOnly","tunedOnly"],"additionalProperties":false,"description":"The two score files (one file twice when it holds both sides) and how their items paired."},"metrics":{"type":"array","items":{"$ref":"#/definitions/MetricResult"}},"skippedItems":{"type":"array","items":{"$ref":"#/definitions/SkippedItem"}},"verdict":{"$ref":"#/definitions/OverallVerdict"},"exitCode":{"type":"number","enum":[0,1,2]},"reason":{"type":"string","description":"One sentence: why the run got its verdict.","minLength":1},"warnings":{"type":"array","items":{"type":"string"},"description":"Things that did not stop the run but weaken it; one sentence each (as for compare)."},"timings":{"type":"object","properties":{"totalMs":{"type":"number","minimum":0},"readMs":{"type":"number","minimum":0},"statsMs":{"type":"number","minimum":0}},"required":["totalMs","readMs","statsMs"],"additionalProperties":false},"missing":{"$ref":"#/definitions/OneSidedScores","description":"Items or scores one side holds and the other lacks; absent when every item of both files paired whole."},"partial":{"$ref":"#/definitions/PartialRun","description":"A re-judged compare run's own `partial` record, carried from its results.json; absent when it ran whole."}},"required":["command","environment","exitCode","finishedAt","inputs","metrics","reason","runId","schemaVersion","settings","skippedItems","startedAt","timings","tool","verdict","warnings"],"additionalProperties":false,"description":"results.json of a `paired` run: no models, two score files instead (docs/ARCHITECTURE.md §11)."},"HostEnvironment":{"type":"object","properties":{"node":{"type":"string"},"platform":{"type":"string"}},"required":["node","platform"],"additionalProperties":false,"description":"The machine a run ran on: Node and the platform (`paired`, which loads no model)."},"PairedSettings":{"type":"object","properties":{"seed":{"type":"integer","minimum":0},"resamples":{"type":"integer","minimum":2},"confidence":{"type":"number","exclusiveMinimum":0,"exclusiveMaximum":1},"minEffect":{"type":"number","minimum":0},"minItems":{"type":"integer","minimum":1},"klTolerance":{"type":"number","description":"Tolerance of divergence.kl when a compare run's items are re-judged.","minimum":0},"failOn":{"type":"array","items":{"$ref":"#/definitions/Verdict"}},"tolerances":{"type":"object","additionalProperties":{"type":"number","minimum":0},"description":"`--tolerance NAME=X` by metric name."},"policy":{"$ref":"#/definitions/PolicyRecord","description":"The release policy the run was judged under (--policy); absent: the flags' gate."}},"required":["confidence","failOn","klTolerance","minEffect","minItems","resamples","seed","tolerances"],"additionalProperties":false,"description":"The settings of a `paired` run: the statistics' settings and the per-metric tolerances."},"ScoreSource":{"type":"object","properties":{"path":{"type":"string"},"format":{"$ref":"#/definitions/ScoreFormat"},"sha256":{"type":"string","description":"SHA-256 of the file as read (before any decompression), lower-case hex.","pattern":"^[0-9a-f]{64}$"},"sizeBytes":{"type":"integer","minimum":0},"items":{"type":"integer","minimum":0,"description":"Items the file holds."},"metrics":{"type":"array","items":{"type":"string"},"description":"Metric names the file holds, in the order they first appear."},"tasks":{"type":"array","items":{"type":"string"},"description":"The harness tasks the file's items belong to, sorted; absent when the file does not say."}},"required":["path","format","sha256","sizeBytes","items","metrics"],"additionalProperties":false,"description":"One per-item score file a `paired` run read."},"ScoreFormat":{"type":"string","enum":["tunegate","jsonl","lm-eval","inspect"],"description":"A score file format."},"OneSidedScores":{"type":"object","properties":{"baseOnly":{"type":"integer","minimum":0,"description":"Items the base side scored and the tuned side did not (absent, errored, unscored)."},"tunedOnly":{"type":"integer","minimum":0,"description":"Items the tuned side scored and the base side did not."},"scores":{"type":"integer","minimum":0,"description":"Scores of items both sides hold that one side lacks (one per item and metric)."},"allowed":{"type":["string","null"],"description":"The `--allow-missing` reason that let the common items be judged; null when none was given (the run is inconclusive)."}},"required":["baseOnly","tunedOnly","scores","allowed"],"additionalProperties":false,"description":"A comparison over part of the items: what one side scored and the other did not (docs/ARCHITECTURE.md §11)."}}};
const schema7 = {"description":"Any results.json: a `compare` run or a `paired` run (the paired one has `inputs`, never `models`).","type":"object","if":{"type":"object","properties":{"inputs":true},"required":["inputs"]},"then":{"$ref":"#/definitions/PairedResults"},"else":{"$ref":"#/definitions/RunResults"}};
const schema8 = {"type":"object","properties":{"schemaVersion":{"type":"number","const":1},"runId":{"type":"string","description":"Random id of this run; every line of the run's items.jsonl carries it too.","minLength":1},"tool":{"type":"object","properties":{"name":{"type":"string","const":"tunegate"},"version":{"type":"string"},"commit":{"type":"string"}},"required":["name","version"],"additionalProperties":false,"description":"`commit`: the git commit tunegate ran from, when run from a checkout; absent for an installed package."},"command":{"type":"array","items":{"type":"string"}},"startedAt":{"type":"string","format":"date-time"},"finishedAt":{"type":"string","format":"date-time"},"environment":{"$ref":"#/definitions/HostEnvironment"},"settings":{"$ref":"#/definitions/PairedSettings"},"inputs":{"type":"object","properties":{"base":{"$ref":"#/definitions/ScoreSource"},"tuned":{"$ref":"#/definitions/ScoreSource"},"paired":{"type":"integer","description":"Items present in both files.","minimum":1},"baseOnly":{"type":"integer","minimum":0,"description":"Items present in one file only (listed in skippedItems)."},"tunedOnly":{"type":"integer","minimum":0}},"required":["base","tuned","paired","baseOnly","tunedOnly"],"additionalProperties":false,"description":"The two score files (one file twice when it holds both sides) and how their items paired."},"metrics":{"type":"array","items":{"$ref":"#/definitions/MetricResult"}},"skippedItems":{"type":"array","items":{"$ref":"#/definitions/SkippedItem"}},"verdict":{"$ref":"#/definitions/OverallVerdict"},"exitCode":{"type":"number","enum":[0,1,2]},"reason":{"type":"string","description":"One sentence: why the run got its verdict.","minLength":1},"warnings":{"type":"array","items":{"type":"string"},"description":"Things that did not stop the run but weaken it; one sentence each (as for compare)."},"timings":{"type":"object","properties":{"totalMs":{"type":"number","minimum":0},"readMs":{"type":"number","minimum":0},"statsMs":{"type":"number","minimum":0}},"required":["totalMs","readMs","statsMs"],"additionalProperties":false},"missing":{"$ref":"#/definitions/OneSidedScores","description":"Items or scores one side holds and the other lacks; absent when every item of both files paired whole."},"partial":{"$ref":"#/definitions/PartialRun","description":"A re-judged compare run's own `partial` record, carried from its results.json; absent when it ran whole."}},"required":["command","environment","exitCode","finishedAt","inputs","metrics","reason","runId","schemaVersion","settings","skippedItems","startedAt","timings","tool","verdict","warnings"],"additionalProperties":false,"description":"results.json of a `paired` run: no models, two score files instead (docs/ARCHITECTURE.md §11)."};
const func2 = Object.prototype.hasOwnProperty;
const func3 = require("ajv/dist/runtime/ucs2length").default;
const schema9 = {"type":"object","properties":{"node":{"type":"string"},"platform":{"type":"string"}},"required":["node","platform"],"additionalProperties":false,"description":"The machine a run ran on: Node and the platform (`paired`, which loads no model)."};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema9.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema9.required,parentSchema:schema9,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((key0 === "node") || (key0 === "platform"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema9,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.node !== undefined){
let data0 = data.node;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/node",schemaPath:"#/properties/node/type",keyword:"type",params:{type: "string"},schema:schema9.properties.node.type,parentSchema:schema9.properties.node,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.platform !== undefined){
let data1 = data.platform;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/platform",schemaPath:"#/properties/platform/type",keyword:"type",params:{type: "string"},schema:schema9.properties.platform.type,parentSchema:schema9.properties.platform,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema9.type,parentSchema:schema9,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}

const schema10 = {"type":"object","properties":{"seed":{"type":"integer","minimum":0},"resamples":{"type":"integer","minimum":2},"confidence":{"type":"number","exclusiveMinimum":0,"exclusiveMaximum":1},"minEffect":{"type":"number","minimum":0},"minItems":{"type":"integer","minimum":1},"klTolerance":{"type":"number","description":"Tolerance of divergence.kl when a compare run's items are re-judged.","minimum":0},"failOn":{"type":"array","items":{"$ref":"#/definitions/Verdict"}},"tolerances":{"type":"object","additionalProperties":{"type":"number","minimum":0},"description":"`--tolerance NAME=X` by metric name."},"policy":{"$ref":"#/definitions/PolicyRecord","description":"The release policy the run was judged under (--policy); absent: the flags' gate."}},"required":["confidence","failOn","klTolerance","minEffect","minItems","resamples","seed","tolerances"],"additionalProperties":false,"description":"The settings of a `paired` run: the statistics' settings and the per-metric tolerances."};
const schema11 = {"type":"string","enum":["improved","regressed","changed","equivalent","within-noise","inconclusive","skipped"],"description":"A per-metric verdict."};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((((((data === "improved") || (data === "regressed")) || (data === "changed")) || (data === "equivalent")) || (data === "within-noise")) || (data === "inconclusive")) || (data === "skipped"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema11.enum},schema:schema11.enum,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}

const schema12 = {"type":"object","properties":{"source":{"type":"string","description":"The file as given on the command line.","minLength":1},"sha256":{"type":"string","description":"sha256 of the file's bytes, hex.","pattern":"^[0-9a-f]{64}$"},"resolved":{"$ref":"#/definitions/ResolvedPolicy"}},"required":["source","sha256","resolved"],"additionalProperties":false,"description":"The policy a run was judged under: where it came from, its bytes' hash, and what it said."};
const pattern0 = new RegExp("^[0-9a-f]{64}$", "u");
const schema13 = {"type":"object","properties":{"tasks":{"type":"array","items":{"type":"string"},"description":"The tasks the policy names (what --tasks would); absent: the run's own."},"required":{"type":"array","items":{"type":"string"},"description":"Tasks, families or metric ids whose absence or skip makes the run inconclusive."},"settings":{"type":"object","additionalProperties":{"type":["string","number","boolean"]},"description":"Flags by long name, as the file set them (the command line overrides each)."},"metrics":{"type":"array","items":{"$ref":"#/definitions/PolicyMetric"}}},"required":["required","settings","metrics"],"additionalProperties":false,"description":"A policy file after validation: what the run used."};
const schema14 = {"type":"object","properties":{"id":{"type":"string","description":"The metric's id as results.json names it.","minLength":1},"tier":{"$ref":"#/definitions/PolicyTier"},"claim":{"anyOf":[{"$ref":"#/definitions/PolicyClaim"},{"type":"null"}],"description":"Null: an advisory metric with no claim, reported only."}},"required":["id","tier","claim"],"additionalProperties":false,"description":"One metric of a policy."};
const schema15 = {"type":"string","enum":["critical","supporting","advisory"],"description":"A policy tier."};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},schema:schema15.type,parentSchema:schema15,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((data === "critical") || (data === "supporting")) || (data === "advisory"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema15.enum},schema:schema15.enum,parentSchema:schema15,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}

const schema16 = {"type":"object","properties":{"kind":{"$ref":"#/definitions/ClaimKind"},"margin":{"$ref":"#/definitions/PolicyMargin","description":"The margin of a claim that has one (every kind but `no-significant-change`)."}},"required":["kind"],"additionalProperties":false,"description":"The claim one metric must support."};
const schema17 = {"type":"string","enum":["not-worse-than","equivalent-within","no-significant-change","flips-within","changed-within"],"description":"A policy claim."};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},schema:schema17.type,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((((data === "not-worse-than") || (data === "equivalent-within")) || (data === "no-significant-change")) || (data === "flips-within")) || (data === "changed-within"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema17.enum},schema:schema17.enum,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}

const schema18 = {"type":"object","properties":{"value":{"type":"number","exclusiveMinimum":0},"relative":{"type":"boolean","description":"True when `value` is a fraction of the base model's value (`2%` is 0.02 of it)."}},"required":["value","relative"],"additionalProperties":false,"description":"A margin as the policy wrote it: absolute, in the metric's own unit (a rate as a fraction), or relative to the base model's value (written with `%`)."};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema18.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema18.required,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((key0 === "value") || (key0 === "relative"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.value !== undefined){
let data0 = data.value;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 <= 0 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},schema:0,parentSchema:schema18.properties.value,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "number"},schema:schema18.properties.value.type,parentSchema:schema18.properties.value,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.relative !== undefined){
let data1 = data.relative;
if(typeof data1 !== "boolean"){
const err4 = {instancePath:instancePath+"/relative",schemaPath:"#/properties/relative/type",keyword:"type",params:{type: "boolean"},schema:schema18.properties.relative.type,parentSchema:schema18.properties.relative,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema18.type,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}


function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema16.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema16.required,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((key0 === "kind") || (key0 === "margin"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.kind !== undefined){
if(!(validate35(data.kind, {instancePath:instancePath+"/kind",parentData:data,parentDataProperty:"kind",rootData}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
}
if(data.margin !== undefined){
if(!(validate37(data.margin, {instancePath:instancePath+"/margin",parentData:data,parentDataProperty:"margin",rootData}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema16.type,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}


function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema14.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema14.required,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(((key0 === "id") || (key0 === "tier")) || (key0 === "claim"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(func3(data0) < 1){
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},schema:1,parentSchema:schema14.properties.id,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},schema:schema14.properties.id.type,parentSchema:schema14.properties.id,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.tier !== undefined){
if(!(validate32(data.tier, {instancePath:instancePath+"/tier",parentData:data,parentDataProperty:"tier",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data.claim !== undefined){
let data2 = data.claim;
const _errs6 = errors;
let valid1 = false;
const _errs7 = errors;
if(!(validate34(data2, {instancePath:instancePath+"/claim",parentData:data,parentDataProperty:"claim",rootData}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs8 = errors;
if(data2 !== null){
const err4 = {instancePath:instancePath+"/claim",schemaPath:"#/properties/claim/anyOf/1/type",keyword:"type",params:{type: "null"},schema:schema14.properties.claim.anyOf[1].type,parentSchema:schema14.properties.claim.anyOf[1],data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err5 = {instancePath:instancePath+"/claim",schemaPath:"#/properties/claim/anyOf",keyword:"anyOf",params:{},schema:schema14.properties.claim.anyOf,parentSchema:schema14.properties.claim,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema14.type,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}


function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema13.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema13.required,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((((key0 === "tasks") || (key0 === "required")) || (key0 === "settings")) || (key0 === "metrics"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.tasks !== undefined){
let data0 = data.tasks;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/tasks/" + i0,schemaPath:"#/properties/tasks/items/type",keyword:"type",params:{type: "string"},schema:schema13.properties.tasks.items.type,parentSchema:schema13.properties.tasks.items,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath:instancePath+"/tasks",schemaPath:"#/properties/tasks/type",keyword:"type",params:{type: "array"},schema:schema13.properties.tasks.type,parentSchema:schema13.properties.tasks,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.required !== undefined){
let data2 = data.required;
if(Array.isArray(data2)){
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/required/" + i1,schemaPath:"#/properties/required/items/type",keyword:"type",params:{type: "string"},schema:schema13.properties.required.items.type,parentSchema:schema13.properties.required.items,data:data3};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/required",schemaPath:"#/properties/required/type",keyword:"type",params:{type: "array"},schema:schema13.properties.required.type,parentSchema:schema13.properties.required,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.settings !== undefined){
let data4 = data.settings;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
let data5 = data4[key1];
if(((typeof data5 !== "string") && (!((typeof data5 == "number") && (isFinite(data5))))) && (typeof data5 !== "boolean")){
const err6 = {instancePath:instancePath+"/settings/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/settings/additionalProperties/type",keyword:"type",params:{type: schema13.properties.settings.additionalProperties.type},schema:schema13.properties.settings.additionalProperties.type,parentSchema:schema13.properties.settings.additionalProperties,data:data5};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/type",keyword:"type",params:{type: "object"},schema:schema13.properties.settings.type,parentSchema:schema13.properties.settings,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.metrics !== undefined){
let data6 = data.metrics;
if(Array.isArray(data6)){
const len2 = data6.length;
for(let i2=0; i2<len2; i2++){
if(!(validate31(data6[i2], {instancePath:instancePath+"/metrics/" + i2,parentData:data6,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath:instancePath+"/metrics",schemaPath:"#/properties/metrics/type",keyword:"type",params:{type: "array"},schema:schema13.properties.metrics.type,parentSchema:schema13.properties.metrics,data:data6};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema13.type,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}


function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema12.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(((key0 === "source") || (key0 === "sha256")) || (key0 === "resolved"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.source !== undefined){
let data0 = data.source;
if(typeof data0 === "string"){
if(func3(data0) < 1){
const err2 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/minLength",keyword:"minLength",params:{limit: 1},schema:1,parentSchema:schema12.properties.source,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},schema:schema12.properties.source.type,parentSchema:schema12.properties.source,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.sha256 !== undefined){
let data1 = data.sha256;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err4 = {instancePath:instancePath+"/sha256",schemaPath:"#/properties/sha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},schema:"^[0-9a-f]{64}$",parentSchema:schema12.properties.sha256,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/sha256",schemaPath:"#/properties/sha256/type",keyword:"type",params:{type: "string"},schema:schema12.properties.sha256.type,parentSchema:schema12.properties.sha256,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.resolved !== undefined){
if(!(validate30(data.resolved, {instancePath:instancePath+"/resolved",parentData:data,parentDataProperty:"resolved",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema12.type,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}


function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema10.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema10.required,parentSchema:schema10,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(func2.call(schema10.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema10,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.seed !== undefined){
let data0 = data.seed;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/seed",schemaPath:"#/properties/seed/type",keyword:"type",params:{type: "integer"},schema:schema10.properties.seed.type,parentSchema:schema10.properties.seed,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/seed",schemaPath:"#/properties/seed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema10.properties.seed,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.resamples !== undefined){
let data1 = data.resamples;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/resamples",schemaPath:"#/properties/resamples/type",keyword:"type",params:{type: "integer"},schema:schema10.properties.resamples.type,parentSchema:schema10.properties.resamples,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 2 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/resamples",schemaPath:"#/properties/resamples/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},schema:2,parentSchema:schema10.properties.resamples,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.confidence !== undefined){
let data2 = data.confidence;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 >= 1 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/confidence",schemaPath:"#/properties/confidence/exclusiveMaximum",keyword:"exclusiveMaximum",params:{comparison: "<", limit: 1},schema:1,parentSchema:schema10.properties.confidence,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2 <= 0 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/confidence",schemaPath:"#/properties/confidence/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},schema:0,parentSchema:schema10.properties.confidence,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/confidence",schemaPath:"#/properties/confidence/type",keyword:"type",params:{type: "number"},schema:schema10.properties.confidence.type,parentSchema:schema10.properties.confidence,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.minEffect !== undefined){
let data3 = data.minEffect;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/minEffect",schemaPath:"#/properties/minEffect/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema10.properties.minEffect,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/minEffect",schemaPath:"#/properties/minEffect/type",keyword:"type",params:{type: "number"},schema:schema10.properties.minEffect.type,parentSchema:schema10.properties.minEffect,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.minItems !== undefined){
let data4 = data.minItems;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err11 = {instancePath:instancePath+"/minItems",schemaPath:"#/properties/minItems/type",keyword:"type",params:{type: "integer"},schema:schema10.properties.minItems.type,parentSchema:schema10.properties.minItems,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
const err12 = {instancePath:instancePath+"/minItems",schemaPath:"#/properties/minItems/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},schema:1,parentSchema:schema10.properties.minItems,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.klTolerance !== undefined){
let data5 = data.klTolerance;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err13 = {instancePath:instancePath+"/klTolerance",schemaPath:"#/properties/klTolerance/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema10.properties.klTolerance,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/klTolerance",schemaPath:"#/properties/klTolerance/type",keyword:"type",params:{type: "number"},schema:schema10.properties.klTolerance.type,parentSchema:schema10.properties.klTolerance,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.failOn !== undefined){
let data6 = data.failOn;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
if(!(validate27(data6[i0], {instancePath:instancePath+"/failOn/" + i0,parentData:data6,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath:instancePath+"/failOn",schemaPath:"#/properties/failOn/type",keyword:"type",params:{type: "array"},schema:schema10.properties.failOn.type,parentSchema:schema10.properties.failOn,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.tolerances !== undefined){
let data8 = data.tolerances;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key1 in data8){
let data9 = data8[key1];
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err16 = {instancePath:instancePath+"/tolerances/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/tolerances/additionalProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema10.properties.tolerances.additionalProperties,data:data9};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/tolerances/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/tolerances/additionalProperties/type",keyword:"type",params:{type: "number"},schema:schema10.properties.tolerances.additionalProperties.type,parentSchema:schema10.properties.tolerances.additionalProperties,data:data9};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/tolerances",schemaPath:"#/properties/tolerances/type",keyword:"type",params:{type: "object"},schema:schema10.properties.tolerances.type,parentSchema:schema10.properties.tolerances,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.policy !== undefined){
if(!(validate29(data.policy, {instancePath:instancePath+"/policy",parentData:data,parentDataProperty:"policy",rootData}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema10.type,parentSchema:schema10,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}

const schema19 = {"type":"object","properties":{"path":{"type":"string"},"format":{"$ref":"#/definitions/ScoreFormat"},"sha256":{"type":"string","description":"SHA-256 of the file as read (before any decompression), lower-case hex.","pattern":"^[0-9a-f]{64}$"},"sizeBytes":{"type":"integer","minimum":0},"items":{"type":"integer","minimum":0,"description":"Items the file holds."},"metrics":{"type":"array","items":{"type":"string"},"description":"Metric names the file holds, in the order they first appear."},"tasks":{"type":"array","items":{"type":"string"},"description":"The harness tasks the file's items belong to, sorted; absent when the file does not say."}},"required":["path","format","sha256","sizeBytes","items","metrics"],"additionalProperties":false,"description":"One per-item score file a `paired` run read."};
const schema20 = {"type":"string","enum":["tunegate","jsonl","lm-eval","inspect"],"description":"A score file format."};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},schema:schema20.type,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((data === "tunegate") || (data === "jsonl")) || (data === "lm-eval")) || (data === "inspect"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema20.enum},schema:schema20.enum,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}


function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema19.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema19.required,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(((((((key0 === "path") || (key0 === "format")) || (key0 === "sha256")) || (key0 === "sizeBytes")) || (key0 === "items")) || (key0 === "metrics")) || (key0 === "tasks"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.path !== undefined){
let data0 = data.path;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},schema:schema19.properties.path.type,parentSchema:schema19.properties.path,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.format !== undefined){
if(!(validate45(data.format, {instancePath:instancePath+"/format",parentData:data,parentDataProperty:"format",rootData}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
}
if(data.sha256 !== undefined){
let data2 = data.sha256;
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err3 = {instancePath:instancePath+"/sha256",schemaPath:"#/properties/sha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},schema:"^[0-9a-f]{64}$",parentSchema:schema19.properties.sha256,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/sha256",schemaPath:"#/properties/sha256/type",keyword:"type",params:{type: "string"},schema:schema19.properties.sha256.type,parentSchema:schema19.properties.sha256,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.sizeBytes !== undefined){
let data3 = data.sizeBytes;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err5 = {instancePath:instancePath+"/sizeBytes",schemaPath:"#/properties/sizeBytes/type",keyword:"type",params:{type: "integer"},schema:schema19.properties.sizeBytes.type,parentSchema:schema19.properties.sizeBytes,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err6 = {instancePath:instancePath+"/sizeBytes",schemaPath:"#/properties/sizeBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema19.properties.sizeBytes,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.items !== undefined){
let data4 = data.items;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err7 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "integer"},schema:schema19.properties.items.type,parentSchema:schema19.properties.items,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err8 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema19.properties.items,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.metrics !== undefined){
let data5 = data.metrics;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(typeof data6 !== "string"){
const err9 = {instancePath:instancePath+"/metrics/" + i0,schemaPath:"#/properties/metrics/items/type",keyword:"type",params:{type: "string"},schema:schema19.properties.metrics.items.type,parentSchema:schema19.properties.metrics.items,data:data6};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/metrics",schemaPath:"#/properties/metrics/type",keyword:"type",params:{type: "array"},schema:schema19.properties.metrics.type,parentSchema:schema19.properties.metrics,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.tasks !== undefined){
let data7 = data.tasks;
if(Array.isArray(data7)){
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(typeof data8 !== "string"){
const err11 = {instancePath:instancePath+"/tasks/" + i1,schemaPath:"#/properties/tasks/items/type",keyword:"type",params:{type: "string"},schema:schema19.properties.tasks.items.type,parentSchema:schema19.properties.tasks.items,data:data8};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/tasks",schemaPath:"#/properties/tasks/type",keyword:"type",params:{type: "array"},schema:schema19.properties.tasks.type,parentSchema:schema19.properties.tasks,data:data7};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema19.type,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}

const schema21 = {"type":"object","properties":{"id":{"$ref":"#/definitions/ReportedMetricId"},"family":{"$ref":"#/definitions/RecordFamily"},"label":{"type":"string","description":"Short human label, e.g. \"Accuracy\"."},"direction":{"$ref":"#/definitions/Direction"},"gated":{"type":"boolean","description":"Whether the metric takes part in the gate (Holm correction, exit code)."},"base":{"type":["number","null"],"description":"Base value (for pairwise divergence metrics: base against itself)."},"tuned":{"type":["number","null"],"description":"Tuned value (for pairwise divergence metrics: tuned against base)."},"delta":{"type":["number","null"],"description":"tuned − base."},"ci":{"anyOf":[{"$ref":"#/definitions/Interval"},{"type":"null"}],"description":"Bootstrap CI of Δ at `ciLevel`, the level the verdict uses: the metric's Holm level for gated metrics, the run's confidence otherwise. Null when skipped or n < 2."},"ciLevel":{"type":"number","description":"Level of `ci`, in (0, 1).","exclusiveMinimum":0,"exclusiveMaximum":1},"ciUnadjusted":{"anyOf":[{"$ref":"#/definitions/Interval"},{"type":"null"}],"description":"The CI at `ciUnadjustedLevel` (the run's confidence), without Holm adjustment."},"ciUnadjustedLevel":{"type":"number","description":"Level of `ciUnadjusted`: the run's confidence.","exclusiveMinimum":0,"exclusiveMaximum":1},"ciMethod":{"$ref":"#/definitions/IntervalMethod","description":"How both CIs are formed."},"se":{"type":["number","null"],"description":"SD of the bootstrap replicates of Δ; for ciMethod `cluster-t`, the cluster-robust (CR2) standard error the interval uses."},"p":{"type":["number","null"],"description":"Two-sided bootstrap p-value for \"no change\": Δ = 0, or |Δ| ≤ tolerance when there is one.","minimum":0,"maximum":1},"pAdjusted":{"type":["number","null"],"description":"Holm-adjusted p (equals p for ungated metrics).","minimum":0,"maximum":1},"mde":{"type":["number","null"],"description":"Minimum detectable |Δ| at 80 % power and this n, at the level of `ci`; null when not estimable (SE 0: identical outputs or no discordant pairs) or when there is no bootstrap."},"n":{"type":"integer","minimum":0,"description":"Number of items (documents for divergence) that entered the metric."},"tokens":{"type":"integer","minimum":0,"description":"Number of tokens, divergence only."},"clusters":{"type":"integer","description":"Number of clusters resampled as units, when the items carry clusters (score metrics only).","minimum":1},"unit":{"$ref":"#/definitions/MetricUnit","description":"Display unit; only score metrics carry it (built-in metrics have a fixed one)."},"tolerance":{"type":"number","description":"Tolerance around the no-change value for non-directional metrics.","minimum":0},"verdict":{"$ref":"#/definitions/Verdict"},"reason":{"type":"string","description":"One sentence explaining the verdict from the numbers beside it.","minLength":1},"equivalence":{"$ref":"#/definitions/EquivalenceTest","description":"The equivalence test, when the run tests equivalence and the metric has a margin and an interval."},"claim":{"$ref":"#/definitions/ClaimResult","description":"The policy's claim on this metric, judged (--policy); absent without a policy or a policy entry."},"baseInterval":{"$ref":"#/definitions/Interval","description":"Wilson intervals of single-model rates (binary metrics)."},"tunedInterval":{"$ref":"#/definitions/Interval"},"mcnemar":{"$ref":"#/definitions/McNemarResult"},"distribution":{"$ref":"#/definitions/DistributionSummary","description":"Per-token distribution of the tuned-vs-base value (divergence.kl)."},"histogram":{"$ref":"#/definitions/BootstrapHistogram"},"byTag":{"type":"array","items":{"$ref":"#/definitions/TagResult"}},"corrected":{"$ref":"#/definitions/CorrectedMetric","description":"The metric re-judged with people's labels of a sample of its replies (`--labels`, prediction-powered inference; docs/concepts/labels-and-ppi.md). When present the gate reads its verdict; the fields above stay the classifier-only estimate, judged as without labels."}},"required":["id","family","label","direction","gated","base","tuned","delta","ci","ciLevel","ciUnadjusted","ciUnadjustedLevel","ciMethod","se","p","pAdjusted","mde","n","verdict","reason","byTag"],"additionalProperties":false,"description":"One metric's paired comparison. Numbers are null only when `verdict` is `skipped`."};
const schema22 = {"anyOf":[{"$ref":"#/definitions/MetricId"},{"$ref":"#/definitions/TaskMetricId"},{"$ref":"#/definitions/ScoreMetricId"},{"$ref":"#/definitions/RegisteredMetricId"}],"description":"Any metric results.json may hold: a built-in one, a benchmark task's, a registered family's, or a score metric of a `paired` run."};
const schema23 = {"type":"string","enum":["capability.acc","capability.acc_norm","capability.flip_rate","capability.changed_rate","capability.lost_rate","refusal.over_refusal","refusal.harmful_refusal","divergence.kl","divergence.reverse_kl","divergence.top1_agreement","divergence.nll_ratio"],"description":"A metric id, `<family>.<name>`."};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},schema:schema23.type,parentSchema:schema23,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((((((((((data === "capability.acc") || (data === "capability.acc_norm")) || (data === "capability.flip_rate")) || (data === "capability.changed_rate")) || (data === "capability.lost_rate")) || (data === "refusal.over_refusal")) || (data === "refusal.harmful_refusal")) || (data === "divergence.kl")) || (data === "divergence.reverse_kl")) || (data === "divergence.top1_agreement")) || (data === "divergence.nll_ratio"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema23.enum},schema:schema23.enum,parentSchema:schema23,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate51.errors = vErrors;
return errors === 0;
}

const schema24 = {"type":"string","description":"A benchmark task's metric, e.g. `task.arc_challenge.acc_norm`, `task.mmlu.acc`, `task.gsm8k.exact_match.strict-match` (lm-eval's `exact_match,strict-match`: the comma becomes a dot, since flags list metric ids with commas) or `task.ifeval.prompt_level_strict_acc`; the tasks a run scores decide which exist, so they are not in METRIC_IDS.","pattern":"^task\\.[A-Za-z0-9_-]+\\.(acc|acc_norm|mc2|exact_match\\.[A-Za-z0-9_-]+|(prompt|inst)_level_(strict|loose)_acc)$"};
const pattern2 = new RegExp("^task\\.[A-Za-z0-9_-]+\\.(acc|acc_norm|mc2|exact_match\\.[A-Za-z0-9_-]+|(prompt|inst)_level_(strict|loose)_acc)$", "u");

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(!pattern2.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^task\\.[A-Za-z0-9_-]+\\.(acc|acc_norm|mc2|exact_match\\.[A-Za-z0-9_-]+|(prompt|inst)_level_(strict|loose)_acc)$"},schema:"^task\\.[A-Za-z0-9_-]+\\.(acc|acc_norm|mc2|exact_match\\.[A-Za-z0-9_-]+|(prompt|inst)_level_(strict|loose)_acc)$",parentSchema:schema24,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},schema:schema24.type,parentSchema:schema24,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}

const schema25 = {"type":"string","description":"A metric read from a score file; its name is open-ended, so it is not in METRIC_IDS.","pattern":"^score\\..+$"};
const pattern3 = new RegExp("^score\\..+$", "u");

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(!pattern3.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^score\\..+$"},schema:"^score\\..+$",parentSchema:schema25,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},schema:schema25.type,parentSchema:schema25,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate55.errors = vErrors;
return errors === 0;
}

const schema26 = {"type":"string","description":"A metric of a registered family: `x-<family>.<name>`.","pattern":"^x-[a-z][a-z0-9_]*\\.[a-z0-9_]+$"};
const pattern4 = new RegExp("^x-[a-z][a-z0-9_]*\\.[a-z0-9_]+$", "u");

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(!pattern4.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^x-[a-z][a-z0-9_]*\\.[a-z0-9_]+$"},schema:"^x-[a-z][a-z0-9_]*\\.[a-z0-9_]+$",parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},schema:schema26.type,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate57.errors = vErrors;
return errors === 0;
}


function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate51(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate53(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(!(validate55(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(!(validate57(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
}
}
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},schema:schema22.anyOf,parentSchema:schema22,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate50.errors = vErrors;
return errors === 0;
}

const schema27 = {"anyOf":[{"type":"string","const":"capability"},{"type":"string","const":"generation"},{"type":"string","const":"refusal"},{"type":"string","const":"divergence"},{"type":"string","const":"scores"},{"$ref":"#/definitions/RegisteredFamilyId"}],"description":"A kind of item record (a suite family, shipped or registered, or `scores`)."};
const schema28 = {"type":"string","description":"A family added through `registerFamily`: `x-<name>`.","pattern":"^x-[a-z][a-z0-9_]*$"};
const pattern5 = new RegExp("^x-[a-z][a-z0-9_]*$", "u");

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(!pattern5.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^x-[a-z][a-z0-9_]*$"},schema:"^x-[a-z][a-z0-9_]*$",parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},schema:schema28.type,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}


function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},schema:schema27.anyOf[0].type,parentSchema:schema27.anyOf[0],data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if("capability" !== data){
const err1 = {instancePath,schemaPath:"#/anyOf/0/const",keyword:"const",params:{allowedValue: "capability"},schema:"capability",parentSchema:schema27.anyOf[0],data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(typeof data !== "string"){
const err2 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},schema:schema27.anyOf[1].type,parentSchema:schema27.anyOf[1],data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("generation" !== data){
const err3 = {instancePath,schemaPath:"#/anyOf/1/const",keyword:"const",params:{allowedValue: "generation"},schema:"generation",parentSchema:schema27.anyOf[1],data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs5 = errors;
if(typeof data !== "string"){
const err4 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "string"},schema:schema27.anyOf[2].type,parentSchema:schema27.anyOf[2],data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("refusal" !== data){
const err5 = {instancePath,schemaPath:"#/anyOf/2/const",keyword:"const",params:{allowedValue: "refusal"},schema:"refusal",parentSchema:schema27.anyOf[2],data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs7 = errors;
if(typeof data !== "string"){
const err6 = {instancePath,schemaPath:"#/anyOf/3/type",keyword:"type",params:{type: "string"},schema:schema27.anyOf[3].type,parentSchema:schema27.anyOf[3],data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("divergence" !== data){
const err7 = {instancePath,schemaPath:"#/anyOf/3/const",keyword:"const",params:{allowedValue: "divergence"},schema:"divergence",parentSchema:schema27.anyOf[3],data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs9 = errors;
if(typeof data !== "string"){
const err8 = {instancePath,schemaPath:"#/anyOf/4/type",keyword:"type",params:{type: "string"},schema:schema27.anyOf[4].type,parentSchema:schema27.anyOf[4],data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if("scores" !== data){
const err9 = {instancePath,schemaPath:"#/anyOf/4/const",keyword:"const",params:{allowedValue: "scores"},schema:"scores",parentSchema:schema27.anyOf[4],data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs11 = errors;
if(!(validate61(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
var _valid0 = _errs11 === errors;
valid0 = valid0 || _valid0;
}
}
}
}
}
if(!valid0){
const err10 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},schema:schema27.anyOf,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate60.errors = vErrors;
return errors === 0;
}

const schema29 = {"type":"string","enum":["higher-better","lower-better","none"],"description":"Which way is good for a metric."};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},schema:schema29.type,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((data === "higher-better") || (data === "lower-better")) || (data === "none"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema29.enum},schema:schema29.enum,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate64.errors = vErrors;
return errors === 0;
}

const schema30 = {"type":"array","items":{"type":"number"},"minItems":2,"maxItems":2,"description":"A closed interval [lo, hi]; lo ≤ hi is checked when the run folder is read."};

function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
if(data.length > 2){
const err0 = {instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 2},schema:2,parentSchema:schema30,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.length < 2){
const err1 = {instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 2},schema:2,parentSchema:schema30,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "number"},schema:schema30.items.type,parentSchema:schema30.items,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},schema:schema30.type,parentSchema:schema30,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate66.errors = vErrors;
return errors === 0;
}

const schema31 = {"type":"string","enum":["percentile","studentized","smoothed-studentized","cluster-t","adjusted-wald"],"description":"An interval method."};

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},schema:schema31.type,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((((data === "percentile") || (data === "studentized")) || (data === "smoothed-studentized")) || (data === "cluster-t")) || (data === "adjusted-wald"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema31.enum},schema:schema31.enum,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate69.errors = vErrors;
return errors === 0;
}

const schema32 = {"type":"string","enum":["rate","nats","ratio","bits","score"],"description":"A display unit."};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},schema:schema32.type,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((((data === "rate") || (data === "nats")) || (data === "ratio")) || (data === "bits")) || (data === "score"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema32.enum},schema:schema32.enum,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate71.errors = vErrors;
return errors === 0;
}

const schema33 = {"type":"object","properties":{"margin":{"type":"number","description":"Half-width of the region around Δ = 0 that counts as \"the same\", in the metric's unit.","exclusiveMinimum":0},"ci":{"$ref":"#/definitions/Interval","description":"The interval of Δ at `ciLevel`."},"ciLevel":{"type":"number","description":"1 − 2α_E.","exclusiveMinimum":0,"exclusiveMaximum":1},"shown":{"type":"boolean","description":"Whether `ci` lies strictly inside ±margin (with `unboundedTail`, its upper end scaled by 1/(1 − unseenShare) too)."},"unboundedTail":{"type":"object","properties":{"unseenShare":{"type":"number","description":"The share of a lognormal's mean beyond the sample's largest carrier."},"itemsNeeded":{"type":"number","description":"About how many items in all would bound it; absent when fewer than 2 items carry any."}},"required":["unseenShare"],"additionalProperties":false,"description":"Present when the sample cannot bound the metric's tail (KL: too few documents carry it, or they spread too far; docs/concepts/statistics.md): equivalence then needs the upper end divided by 1 − unseenShare inside the margin, and is never shown below 2 carrying items."}},"required":["margin","ci","ciLevel","shown"],"additionalProperties":false,"description":"Two one-sided tests of |Δ| ≥ margin (Schuirmann 1987) at α_E, read off one interval: the equal-tailed interval of Δ at level 1 − 2α_E, by the metric's interval method. Equivalence is shown when it lies strictly inside (−margin, margin). α_E is α/m for a gated metric (m the Holm family's size: a union bound over the equivalence claims) and α for an exploratory one (docs/concepts/statistics.md)."};

function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema33.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema33.required,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(((((key0 === "margin") || (key0 === "ci")) || (key0 === "ciLevel")) || (key0 === "shown")) || (key0 === "unboundedTail"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.margin !== undefined){
let data0 = data.margin;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 <= 0 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/margin",schemaPath:"#/properties/margin/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},schema:0,parentSchema:schema33.properties.margin,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/margin",schemaPath:"#/properties/margin/type",keyword:"type",params:{type: "number"},schema:schema33.properties.margin.type,parentSchema:schema33.properties.margin,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.ci !== undefined){
if(!(validate66(data.ci, {instancePath:instancePath+"/ci",parentData:data,parentDataProperty:"ci",rootData}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
errors = vErrors.length;
}
}
if(data.ciLevel !== undefined){
let data2 = data.ciLevel;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 >= 1 || isNaN(data2)){
const err4 = {instancePath:instancePath+"/ciLevel",schemaPath:"#/properties/ciLevel/exclusiveMaximum",keyword:"exclusiveMaximum",params:{comparison: "<", limit: 1},schema:1,parentSchema:schema33.properties.ciLevel,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2 <= 0 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/ciLevel",schemaPath:"#/properties/ciLevel/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},schema:0,parentSchema:schema33.properties.ciLevel,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/ciLevel",schemaPath:"#/properties/ciLevel/type",keyword:"type",params:{type: "number"},schema:schema33.properties.ciLevel.type,parentSchema:schema33.properties.ciLevel,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.shown !== undefined){
let data3 = data.shown;
if(typeof data3 !== "boolean"){
const err7 = {instancePath:instancePath+"/shown",schemaPath:"#/properties/shown/type",keyword:"type",params:{type: "boolean"},schema:schema33.properties.shown.type,parentSchema:schema33.properties.shown,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.unboundedTail !== undefined){
let data4 = data.unboundedTail;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const prop1 of schema33.properties.unboundedTail.required){
if(data4[prop1] === undefined){
const err8 = {instancePath:instancePath+"/unboundedTail",schemaPath:"#/properties/unboundedTail/required",keyword:"required",params:{missingProperty: prop1},schema:schema33.properties.unboundedTail.required,parentSchema:schema33.properties.unboundedTail,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
for(const key1 in data4){
if(!((key1 === "unseenShare") || (key1 === "itemsNeeded"))){
const err9 = {instancePath:instancePath+"/unboundedTail",schemaPath:"#/properties/unboundedTail/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},schema:false,parentSchema:schema33.properties.unboundedTail,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data4.unseenShare !== undefined){
let data5 = data4.unseenShare;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err10 = {instancePath:instancePath+"/unboundedTail/unseenShare",schemaPath:"#/properties/unboundedTail/properties/unseenShare/type",keyword:"type",params:{type: "number"},schema:schema33.properties.unboundedTail.properties.unseenShare.type,parentSchema:schema33.properties.unboundedTail.properties.unseenShare,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data4.itemsNeeded !== undefined){
let data6 = data4.itemsNeeded;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err11 = {instancePath:instancePath+"/unboundedTail/itemsNeeded",schemaPath:"#/properties/unboundedTail/properties/itemsNeeded/type",keyword:"type",params:{type: "number"},schema:schema33.properties.unboundedTail.properties.itemsNeeded.type,parentSchema:schema33.properties.unboundedTail.properties.itemsNeeded,data:data6};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/unboundedTail",schemaPath:"#/properties/unboundedTail/type",keyword:"type",params:{type: "object"},schema:schema33.properties.unboundedTail.type,parentSchema:schema33.properties.unboundedTail,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema33.type,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate74.errors = vErrors;
return errors === 0;
}

const schema34 = {"type":"object","properties":{"kind":{"$ref":"#/definitions/ClaimKind"},"tier":{"$ref":"#/definitions/PolicyTier"},"margin":{"type":["number","null"],"description":"The absolute margin tested, in the metric's unit (a relative margin resolved against the base value); null for `no-significant-change`."},"ci":{"anyOf":[{"$ref":"#/definitions/Interval"},{"type":"null"}],"description":"The interval the claim was read from (one-sided bounds at α_k are its ends at 1 − 2α_k); null without a bootstrap."},"ciLevel":{"type":"number","description":"Level of `ci`.","exclusiveMinimum":0,"exclusiveMaximum":1},"p":{"type":["number","null"],"description":"p of the claim's null (for a margin claim: that the change is beyond the margin).","minimum":0,"maximum":1},"pAdjusted":{"type":["number","null"],"description":"Holm-adjusted over the run's critical and supporting claims (equals p for advisory ones).","minimum":0,"maximum":1},"verdict":{"$ref":"#/definitions/ClaimVerdict"},"reason":{"type":"string","description":"One sentence a release manager reads without a glossary.","minLength":1},"itemsNeeded":{"type":"integer","minimum":0,"description":"For a claim not shown: about how many items in all would show it at 80 % power."}},"required":["kind","tier","margin","ci","ciLevel","p","pAdjusted","verdict","reason"],"additionalProperties":false,"description":"One metric's claim, judged: the test, its Holm level, and the outcome in a release manager's words."};
const schema35 = {"type":"string","enum":["pass","fail","not-shown","reported","skipped"],"description":"A claim's outcome."};

function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},schema:schema35.type,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((((data === "pass") || (data === "fail")) || (data === "not-shown")) || (data === "reported")) || (data === "skipped"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema35.enum},schema:schema35.enum,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate81.errors = vErrors;
return errors === 0;
}


function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema34.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema34.required,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(func2.call(schema34.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.kind !== undefined){
if(!(validate35(data.kind, {instancePath:instancePath+"/kind",parentData:data,parentDataProperty:"kind",rootData}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
}
if(data.tier !== undefined){
if(!(validate32(data.tier, {instancePath:instancePath+"/tier",parentData:data,parentDataProperty:"tier",rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data.margin !== undefined){
let data2 = data.margin;
if((!((typeof data2 == "number") && (isFinite(data2)))) && (data2 !== null)){
const err2 = {instancePath:instancePath+"/margin",schemaPath:"#/properties/margin/type",keyword:"type",params:{type: schema34.properties.margin.type},schema:schema34.properties.margin.type,parentSchema:schema34.properties.margin,data:data2};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.ci !== undefined){
let data3 = data.ci;
const _errs7 = errors;
let valid1 = false;
const _errs8 = errors;
if(!(validate66(data3, {instancePath:instancePath+"/ci",parentData:data,parentDataProperty:"ci",rootData}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
errors = vErrors.length;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs9 = errors;
if(data3 !== null){
const err3 = {instancePath:instancePath+"/ci",schemaPath:"#/properties/ci/anyOf/1/type",keyword:"type",params:{type: "null"},schema:schema34.properties.ci.anyOf[1].type,parentSchema:schema34.properties.ci.anyOf[1],data:data3};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err4 = {instancePath:instancePath+"/ci",schemaPath:"#/properties/ci/anyOf",keyword:"anyOf",params:{},schema:schema34.properties.ci.anyOf,parentSchema:schema34.properties.ci,data:data3};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
if(data.ciLevel !== undefined){
let data4 = data.ciLevel;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 >= 1 || isNaN(data4)){
const err5 = {instancePath:instancePath+"/ciLevel",schemaPath:"#/properties/ciLevel/exclusiveMaximum",keyword:"exclusiveMaximum",params:{comparison: "<", limit: 1},schema:1,parentSchema:schema34.properties.ciLevel,data:data4};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data4 <= 0 || isNaN(data4)){
const err6 = {instancePath:instancePath+"/ciLevel",schemaPath:"#/properties/ciLevel/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},schema:0,parentSchema:schema34.properties.ciLevel,data:data4};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/ciLevel",schemaPath:"#/properties/ciLevel/type",keyword:"type",params:{type: "number"},schema:schema34.properties.ciLevel.type,parentSchema:schema34.properties.ciLevel,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.p !== undefined){
let data5 = data.p;
if((!((typeof data5 == "number") && (isFinite(data5)))) && (data5 !== null)){
const err8 = {instancePath:instancePath+"/p",schemaPath:"#/properties/p/type",keyword:"type",params:{type: schema34.properties.p.type},schema:schema34.properties.p.type,parentSchema:schema34.properties.p,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 1 || isNaN(data5)){
const err9 = {instancePath:instancePath+"/p",schemaPath:"#/properties/p/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},schema:1,parentSchema:schema34.properties.p,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err10 = {instancePath:instancePath+"/p",schemaPath:"#/properties/p/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema34.properties.p,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.pAdjusted !== undefined){
let data6 = data.pAdjusted;
if((!((typeof data6 == "number") && (isFinite(data6)))) && (data6 !== null)){
const err11 = {instancePath:instancePath+"/pAdjusted",schemaPath:"#/properties/pAdjusted/type",keyword:"type",params:{type: schema34.properties.pAdjusted.type},schema:schema34.properties.pAdjusted.type,parentSchema:schema34.properties.pAdjusted,data:data6};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 1 || isNaN(data6)){
const err12 = {instancePath:instancePath+"/pAdjusted",schemaPath:"#/properties/pAdjusted/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},schema:1,parentSchema:schema34.properties.pAdjusted,data:data6};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err13 = {instancePath:instancePath+"/pAdjusted",schemaPath:"#/properties/pAdjusted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema34.properties.pAdjusted,data:data6};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.verdict !== undefined){
if(!(validate81(data.verdict, {instancePath:instancePath+"/verdict",parentData:data,parentDataProperty:"verdict",rootData}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
if(data.reason !== undefined){
let data8 = data.reason;
if(typeof data8 === "string"){
if(func3(data8) < 1){
const err14 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},schema:1,parentSchema:schema34.properties.reason,data:data8};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},schema:schema34.properties.reason.type,parentSchema:schema34.properties.reason,data:data8};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.itemsNeeded !== undefined){
let data9 = data.itemsNeeded;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err16 = {instancePath:instancePath+"/itemsNeeded",schemaPath:"#/properties/itemsNeeded/type",keyword:"type",params:{type: "integer"},schema:schema34.properties.itemsNeeded.type,parentSchema:schema34.properties.itemsNeeded,data:data9};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err17 = {instancePath:instancePath+"/itemsNeeded",schemaPath:"#/properties/itemsNeeded/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema34.properties.itemsNeeded,data:data9};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema34.type,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate77.errors = vErrors;
return errors === 0;
}

const schema36 = {"type":"object","properties":{"baseOnly":{"type":"integer","minimum":0,"description":"Items where only base has the outcome (base 1, tuned 0)."},"tunedOnly":{"type":"integer","minimum":0,"description":"Items where only tuned has the outcome (base 0, tuned 1)."},"pMidP":{"type":"number","description":"Two-sided mid-p value.","minimum":0,"maximum":1}},"required":["baseOnly","tunedOnly","pMidP"],"additionalProperties":false,"description":"Exact mid-p McNemar test on the discordant pairs of a binary paired metric."};

function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema36.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema36.required,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(((key0 === "baseOnly") || (key0 === "tunedOnly")) || (key0 === "pMidP"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.baseOnly !== undefined){
let data0 = data.baseOnly;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/baseOnly",schemaPath:"#/properties/baseOnly/type",keyword:"type",params:{type: "integer"},schema:schema36.properties.baseOnly.type,parentSchema:schema36.properties.baseOnly,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/baseOnly",schemaPath:"#/properties/baseOnly/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema36.properties.baseOnly,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.tunedOnly !== undefined){
let data1 = data.tunedOnly;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/tunedOnly",schemaPath:"#/properties/tunedOnly/type",keyword:"type",params:{type: "integer"},schema:schema36.properties.tunedOnly.type,parentSchema:schema36.properties.tunedOnly,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/tunedOnly",schemaPath:"#/properties/tunedOnly/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema36.properties.tunedOnly,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.pMidP !== undefined){
let data2 = data.pMidP;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/pMidP",schemaPath:"#/properties/pMidP/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},schema:1,parentSchema:schema36.properties.pMidP,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/pMidP",schemaPath:"#/properties/pMidP/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema36.properties.pMidP,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/pMidP",schemaPath:"#/properties/pMidP/type",keyword:"type",params:{type: "number"},schema:schema36.properties.pMidP.type,parentSchema:schema36.properties.pMidP,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema36.type,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate86.errors = vErrors;
return errors === 0;
}

const schema37 = {"type":"object","properties":{"mean":{"type":"number"},"median":{"type":"number"},"p90":{"type":"number"},"p99":{"type":"number"},"p999":{"type":"number"},"max":{"type":"number"}},"required":["mean","median","p90","p99","p999","max"],"additionalProperties":false,"description":"Percentiles of a per-token distribution (divergence.kl), natural-log units."};

function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema37.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema37.required,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((((((key0 === "mean") || (key0 === "median")) || (key0 === "p90")) || (key0 === "p99")) || (key0 === "p999")) || (key0 === "max"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.mean !== undefined){
let data0 = data.mean;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/mean",schemaPath:"#/properties/mean/type",keyword:"type",params:{type: "number"},schema:schema37.properties.mean.type,parentSchema:schema37.properties.mean,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.median !== undefined){
let data1 = data.median;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/median",schemaPath:"#/properties/median/type",keyword:"type",params:{type: "number"},schema:schema37.properties.median.type,parentSchema:schema37.properties.median,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.p90 !== undefined){
let data2 = data.p90;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/p90",schemaPath:"#/properties/p90/type",keyword:"type",params:{type: "number"},schema:schema37.properties.p90.type,parentSchema:schema37.properties.p90,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.p99 !== undefined){
let data3 = data.p99;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err5 = {instancePath:instancePath+"/p99",schemaPath:"#/properties/p99/type",keyword:"type",params:{type: "number"},schema:schema37.properties.p99.type,parentSchema:schema37.properties.p99,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.p999 !== undefined){
let data4 = data.p999;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err6 = {instancePath:instancePath+"/p999",schemaPath:"#/properties/p999/type",keyword:"type",params:{type: "number"},schema:schema37.properties.p999.type,parentSchema:schema37.properties.p999,data:data4};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.max !== undefined){
let data5 = data.max;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err7 = {instancePath:instancePath+"/max",schemaPath:"#/properties/max/type",keyword:"type",params:{type: "number"},schema:schema37.properties.max.type,parentSchema:schema37.properties.max,data:data5};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema37.type,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate88.errors = vErrors;
return errors === 0;
}

const schema38 = {"type":"object","properties":{"edges":{"type":"array","items":{"type":"number"},"description":"Bin edges, length = counts.length + 1 (checked when the run folder is read)."},"counts":{"type":"array","items":{"type":"integer","minimum":0}}},"required":["edges","counts"],"additionalProperties":false,"description":"Histogram of the bootstrap replicates of Δ, for the report's distribution chart."};

function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema38.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema38.required,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((key0 === "edges") || (key0 === "counts"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.edges !== undefined){
let data0 = data.edges;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err2 = {instancePath:instancePath+"/edges/" + i0,schemaPath:"#/properties/edges/items/type",keyword:"type",params:{type: "number"},schema:schema38.properties.edges.items.type,parentSchema:schema38.properties.edges.items,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath:instancePath+"/edges",schemaPath:"#/properties/edges/type",keyword:"type",params:{type: "array"},schema:schema38.properties.edges.type,parentSchema:schema38.properties.edges,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.counts !== undefined){
let data2 = data.counts;
if(Array.isArray(data2)){
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err4 = {instancePath:instancePath+"/counts/" + i1,schemaPath:"#/properties/counts/items/type",keyword:"type",params:{type: "integer"},schema:schema38.properties.counts.items.type,parentSchema:schema38.properties.counts.items,data:data3};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err5 = {instancePath:instancePath+"/counts/" + i1,schemaPath:"#/properties/counts/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema38.properties.counts.items,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
else {
const err6 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/type",keyword:"type",params:{type: "array"},schema:schema38.properties.counts.type,parentSchema:schema38.properties.counts,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema38.type,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate90.errors = vErrors;
return errors === 0;
}

const schema39 = {"type":"object","properties":{"tag":{"type":"string"},"n":{"type":"integer","minimum":0},"base":{"type":"number"},"tuned":{"type":"number"},"delta":{"type":"number"},"ci":{"anyOf":[{"$ref":"#/definitions/Interval"},{"type":"null"}],"description":"Bootstrap CI of Δ at `ciLevel` (the run's confidence), by the metric's method; null when n < 2."},"ciLevel":{"type":"number","description":"Level of `ci`.","exclusiveMinimum":0,"exclusiveMaximum":1},"verdict":{"$ref":"#/definitions/Verdict"}},"required":["tag","n","base","tuned","delta","ci","ciLevel","verdict"],"additionalProperties":false,"description":"One tag's exploratory (never gated) paired result."};

function validate92(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema39.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema39.required,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((((((((key0 === "tag") || (key0 === "n")) || (key0 === "base")) || (key0 === "tuned")) || (key0 === "delta")) || (key0 === "ci")) || (key0 === "ciLevel")) || (key0 === "verdict"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.tag !== undefined){
let data0 = data.tag;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/tag",schemaPath:"#/properties/tag/type",keyword:"type",params:{type: "string"},schema:schema39.properties.tag.type,parentSchema:schema39.properties.tag,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.n !== undefined){
let data1 = data.n;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/n",schemaPath:"#/properties/n/type",keyword:"type",params:{type: "integer"},schema:schema39.properties.n.type,parentSchema:schema39.properties.n,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/n",schemaPath:"#/properties/n/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema39.properties.n,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.base !== undefined){
let data2 = data.base;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/base",schemaPath:"#/properties/base/type",keyword:"type",params:{type: "number"},schema:schema39.properties.base.type,parentSchema:schema39.properties.base,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.tuned !== undefined){
let data3 = data.tuned;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err6 = {instancePath:instancePath+"/tuned",schemaPath:"#/properties/tuned/type",keyword:"type",params:{type: "number"},schema:schema39.properties.tuned.type,parentSchema:schema39.properties.tuned,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.delta !== undefined){
let data4 = data.delta;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err7 = {instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "number"},schema:schema39.properties.delta.type,parentSchema:schema39.properties.delta,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.ci !== undefined){
let data5 = data.ci;
const _errs13 = errors;
let valid1 = false;
const _errs14 = errors;
if(!(validate66(data5, {instancePath:instancePath+"/ci",parentData:data,parentDataProperty:"ci",rootData}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
errors = vErrors.length;
}
var _valid0 = _errs14 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs15 = errors;
if(data5 !== null){
const err8 = {instancePath:instancePath+"/ci",schemaPath:"#/properties/ci/anyOf/1/type",keyword:"type",params:{type: "null"},schema:schema39.properties.ci.anyOf[1].type,parentSchema:schema39.properties.ci.anyOf[1],data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err9 = {instancePath:instancePath+"/ci",schemaPath:"#/properties/ci/anyOf",keyword:"anyOf",params:{},schema:schema39.properties.ci.anyOf,parentSchema:schema39.properties.ci,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.ciLevel !== undefined){
let data6 = data.ciLevel;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 >= 1 || isNaN(data6)){
const err10 = {instancePath:instancePath+"/ciLevel",schemaPath:"#/properties/ciLevel/exclusiveMaximum",keyword:"exclusiveMaximum",params:{comparison: "<", limit: 1},schema:1,parentSchema:schema39.properties.ciLevel,data:data6};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data6 <= 0 || isNaN(data6)){
const err11 = {instancePath:instancePath+"/ciLevel",schemaPath:"#/properties/ciLevel/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},schema:0,parentSchema:schema39.properties.ciLevel,data:data6};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/ciLevel",schemaPath:"#/properties/ciLevel/type",keyword:"type",params:{type: "number"},schema:schema39.properties.ciLevel.type,parentSchema:schema39.properties.ciLevel,data:data6};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.verdict !== undefined){
if(!(validate27(data.verdict, {instancePath:instancePath+"/verdict",parentData:data,parentDataProperty:"verdict",rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema39.type,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate92.errors = vErrors;
return errors === 0;
}

const schema40 = {"type":"object","properties":{"method":{"type":"string","const":"ppi"},"base":{"type":"number"},"tuned":{"type":"number"},"delta":{"type":"number"},"ci":{"$ref":"#/definitions/Interval","description":"Normal (CLT) interval of Δ at `ciLevel`: the Holm level of the run with labels."},"ciLevel":{"type":"number","exclusiveMinimum":0,"exclusiveMaximum":1},"ciUnadjusted":{"$ref":"#/definitions/Interval","description":"The interval at the run's confidence."},"se":{"type":"number","minimum":0},"p":{"type":"number","minimum":0,"maximum":1},"pAdjusted":{"type":"number","minimum":0,"maximum":1},"mde":{"type":["number","null"]},"lambda":{"type":"number","description":"The power-tuning weight λ (PPI++).","minimum":0,"maximum":1},"labels":{"type":"object","properties":{"base":{"type":"integer","minimum":0},"tuned":{"type":"integer","minimum":0}},"required":["base","tuned"],"additionalProperties":false,"description":"Labelled replies used, per model."},"strataWithoutLabels":{"type":"array","items":{"type":"string"},"description":"Design strata with replies but no label: their replies count by the classifier alone."},"agreement":{"$ref":"#/definitions/LabelAgreement","description":"How often the classifier's decision matched people's label on this run's labelled replies: on all of them, and on those whose decision differs between base and tuned on the item (the replies that make Δ). Absent in a results.json written before it was recorded."},"equivalence":{"$ref":"#/definitions/EquivalenceTest","description":"The equivalence test on the corrected interval, when the run tests equivalence: with labels the gate reads this one, never the classifier-only test (docs/concepts/labels-and-ppi.md)."},"verdict":{"$ref":"#/definitions/Verdict"},"reason":{"type":"string","minLength":1}},"required":["method","base","tuned","delta","ci","ciLevel","ciUnadjusted","se","p","pAdjusted","mde","lambda","labels","strataWithoutLabels","verdict","reason"],"additionalProperties":false,"description":"A refusal metric estimated from the classifier on every reply plus people's labels on a designed sample (PPI++)."};
const schema41 = {"type":"object","properties":{"all":{"$ref":"#/definitions/AgreementCount"},"flips":{"$ref":"#/definitions/AgreementCount","description":"Labelled replies whose classifier decision differs between base and tuned on their item."}},"required":["all","flips"],"additionalProperties":false,"description":"The classifier against the labels of the run's own replies: overall and on the replies that make Δ."};
const schema42 = {"type":"object","properties":{"n":{"type":"integer","minimum":0},"agreed":{"type":"integer","minimum":0}},"required":["n","agreed"],"additionalProperties":false,"description":"Labelled replies, and how many of them the classifier decided as people did."};

function validate100(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema42.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema42.required,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((key0 === "n") || (key0 === "agreed"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.n !== undefined){
let data0 = data.n;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/n",schemaPath:"#/properties/n/type",keyword:"type",params:{type: "integer"},schema:schema42.properties.n.type,parentSchema:schema42.properties.n,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/n",schemaPath:"#/properties/n/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema42.properties.n,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.agreed !== undefined){
let data1 = data.agreed;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/agreed",schemaPath:"#/properties/agreed/type",keyword:"type",params:{type: "integer"},schema:schema42.properties.agreed.type,parentSchema:schema42.properties.agreed,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/agreed",schemaPath:"#/properties/agreed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema42.properties.agreed,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema42.type,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate100.errors = vErrors;
return errors === 0;
}


function validate99(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema41.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema41.required,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((key0 === "all") || (key0 === "flips"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.all !== undefined){
if(!(validate100(data.all, {instancePath:instancePath+"/all",parentData:data,parentDataProperty:"all",rootData}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
errors = vErrors.length;
}
}
if(data.flips !== undefined){
if(!(validate100(data.flips, {instancePath:instancePath+"/flips",parentData:data,parentDataProperty:"flips",rootData}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema41.type,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate99.errors = vErrors;
return errors === 0;
}


function validate96(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema40.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema40.required,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(func2.call(schema40.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.method !== undefined){
let data0 = data.method;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},schema:schema40.properties.method.type,parentSchema:schema40.properties.method,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("ppi" !== data0){
const err3 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/const",keyword:"const",params:{allowedValue: "ppi"},schema:"ppi",parentSchema:schema40.properties.method,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.base !== undefined){
let data1 = data.base;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/base",schemaPath:"#/properties/base/type",keyword:"type",params:{type: "number"},schema:schema40.properties.base.type,parentSchema:schema40.properties.base,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.tuned !== undefined){
let data2 = data.tuned;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/tuned",schemaPath:"#/properties/tuned/type",keyword:"type",params:{type: "number"},schema:schema40.properties.tuned.type,parentSchema:schema40.properties.tuned,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.delta !== undefined){
let data3 = data.delta;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err6 = {instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "number"},schema:schema40.properties.delta.type,parentSchema:schema40.properties.delta,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.ci !== undefined){
if(!(validate66(data.ci, {instancePath:instancePath+"/ci",parentData:data,parentDataProperty:"ci",rootData}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
errors = vErrors.length;
}
}
if(data.ciLevel !== undefined){
let data5 = data.ciLevel;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 >= 1 || isNaN(data5)){
const err7 = {instancePath:instancePath+"/ciLevel",schemaPath:"#/properties/ciLevel/exclusiveMaximum",keyword:"exclusiveMaximum",params:{comparison: "<", limit: 1},schema:1,parentSchema:schema40.properties.ciLevel,data:data5};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data5 <= 0 || isNaN(data5)){
const err8 = {instancePath:instancePath+"/ciLevel",schemaPath:"#/properties/ciLevel/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},schema:0,parentSchema:schema40.properties.ciLevel,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/ciLevel",schemaPath:"#/properties/ciLevel/type",keyword:"type",params:{type: "number"},schema:schema40.properties.ciLevel.type,parentSchema:schema40.properties.ciLevel,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.ciUnadjusted !== undefined){
if(!(validate66(data.ciUnadjusted, {instancePath:instancePath+"/ciUnadjusted",parentData:data,parentDataProperty:"ciUnadjusted",rootData}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
errors = vErrors.length;
}
}
if(data.se !== undefined){
let data7 = data.se;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err10 = {instancePath:instancePath+"/se",schemaPath:"#/properties/se/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema40.properties.se,data:data7};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/se",schemaPath:"#/properties/se/type",keyword:"type",params:{type: "number"},schema:schema40.properties.se.type,parentSchema:schema40.properties.se,data:data7};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.p !== undefined){
let data8 = data.p;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 1 || isNaN(data8)){
const err12 = {instancePath:instancePath+"/p",schemaPath:"#/properties/p/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},schema:1,parentSchema:schema40.properties.p,data:data8};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err13 = {instancePath:instancePath+"/p",schemaPath:"#/properties/p/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema40.properties.p,data:data8};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/p",schemaPath:"#/properties/p/type",keyword:"type",params:{type: "number"},schema:schema40.properties.p.type,parentSchema:schema40.properties.p,data:data8};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.pAdjusted !== undefined){
let data9 = data.pAdjusted;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 1 || isNaN(data9)){
const err15 = {instancePath:instancePath+"/pAdjusted",schemaPath:"#/properties/pAdjusted/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},schema:1,parentSchema:schema40.properties.pAdjusted,data:data9};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err16 = {instancePath:instancePath+"/pAdjusted",schemaPath:"#/properties/pAdjusted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema40.properties.pAdjusted,data:data9};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/pAdjusted",schemaPath:"#/properties/pAdjusted/type",keyword:"type",params:{type: "number"},schema:schema40.properties.pAdjusted.type,parentSchema:schema40.properties.pAdjusted,data:data9};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.mde !== undefined){
let data10 = data.mde;
if((!((typeof data10 == "number") && (isFinite(data10)))) && (data10 !== null)){
const err18 = {instancePath:instancePath+"/mde",schemaPath:"#/properties/mde/type",keyword:"type",params:{type: schema40.properties.mde.type},schema:schema40.properties.mde.type,parentSchema:schema40.properties.mde,data:data10};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.lambda !== undefined){
let data11 = data.lambda;
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 1 || isNaN(data11)){
const err19 = {instancePath:instancePath+"/lambda",schemaPath:"#/properties/lambda/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},schema:1,parentSchema:schema40.properties.lambda,data:data11};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err20 = {instancePath:instancePath+"/lambda",schemaPath:"#/properties/lambda/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema40.properties.lambda,data:data11};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/lambda",schemaPath:"#/properties/lambda/type",keyword:"type",params:{type: "number"},schema:schema40.properties.lambda.type,parentSchema:schema40.properties.lambda,data:data11};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.labels !== undefined){
let data12 = data.labels;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
for(const prop1 of schema40.properties.labels.required){
if(data12[prop1] === undefined){
const err22 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/required",keyword:"required",params:{missingProperty: prop1},schema:schema40.properties.labels.required,parentSchema:schema40.properties.labels,data:data12};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
for(const key1 in data12){
if(!((key1 === "base") || (key1 === "tuned"))){
const err23 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},schema:false,parentSchema:schema40.properties.labels,data:data12};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data12.base !== undefined){
let data13 = data12.base;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err24 = {instancePath:instancePath+"/labels/base",schemaPath:"#/properties/labels/properties/base/type",keyword:"type",params:{type: "integer"},schema:schema40.properties.labels.properties.base.type,parentSchema:schema40.properties.labels.properties.base,data:data13};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err25 = {instancePath:instancePath+"/labels/base",schemaPath:"#/properties/labels/properties/base/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema40.properties.labels.properties.base,data:data13};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
if(data12.tuned !== undefined){
let data14 = data12.tuned;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err26 = {instancePath:instancePath+"/labels/tuned",schemaPath:"#/properties/labels/properties/tuned/type",keyword:"type",params:{type: "integer"},schema:schema40.properties.labels.properties.tuned.type,parentSchema:schema40.properties.labels.properties.tuned,data:data14};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err27 = {instancePath:instancePath+"/labels/tuned",schemaPath:"#/properties/labels/properties/tuned/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema40.properties.labels.properties.tuned,data:data14};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
}
else {
const err28 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/type",keyword:"type",params:{type: "object"},schema:schema40.properties.labels.type,parentSchema:schema40.properties.labels,data:data12};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.strataWithoutLabels !== undefined){
let data15 = data.strataWithoutLabels;
if(Array.isArray(data15)){
const len0 = data15.length;
for(let i0=0; i0<len0; i0++){
let data16 = data15[i0];
if(typeof data16 !== "string"){
const err29 = {instancePath:instancePath+"/strataWithoutLabels/" + i0,schemaPath:"#/properties/strataWithoutLabels/items/type",keyword:"type",params:{type: "string"},schema:schema40.properties.strataWithoutLabels.items.type,parentSchema:schema40.properties.strataWithoutLabels.items,data:data16};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/strataWithoutLabels",schemaPath:"#/properties/strataWithoutLabels/type",keyword:"type",params:{type: "array"},schema:schema40.properties.strataWithoutLabels.type,parentSchema:schema40.properties.strataWithoutLabels,data:data15};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.agreement !== undefined){
if(!(validate99(data.agreement, {instancePath:instancePath+"/agreement",parentData:data,parentDataProperty:"agreement",rootData}))){
vErrors = vErrors === null ? validate99.errors : vErrors.concat(validate99.errors);
errors = vErrors.length;
}
}
if(data.equivalence !== undefined){
if(!(validate74(data.equivalence, {instancePath:instancePath+"/equivalence",parentData:data,parentDataProperty:"equivalence",rootData}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
}
if(data.verdict !== undefined){
if(!(validate27(data.verdict, {instancePath:instancePath+"/verdict",parentData:data,parentDataProperty:"verdict",rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
if(data.reason !== undefined){
let data20 = data.reason;
if(typeof data20 === "string"){
if(func3(data20) < 1){
const err31 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},schema:1,parentSchema:schema40.properties.reason,data:data20};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},schema:schema40.properties.reason.type,parentSchema:schema40.properties.reason,data:data20};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema40.type,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate96.errors = vErrors;
return errors === 0;
}


function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema21.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema21.required,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(func2.call(schema21.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.id !== undefined){
if(!(validate50(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
}
if(data.family !== undefined){
if(!(validate60(data.family, {instancePath:instancePath+"/family",parentData:data,parentDataProperty:"family",rootData}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
}
if(data.label !== undefined){
let data2 = data.label;
if(typeof data2 !== "string"){
const err2 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},schema:schema21.properties.label.type,parentSchema:schema21.properties.label,data:data2};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.direction !== undefined){
if(!(validate64(data.direction, {instancePath:instancePath+"/direction",parentData:data,parentDataProperty:"direction",rootData}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
if(data.gated !== undefined){
let data4 = data.gated;
if(typeof data4 !== "boolean"){
const err3 = {instancePath:instancePath+"/gated",schemaPath:"#/properties/gated/type",keyword:"type",params:{type: "boolean"},schema:schema21.properties.gated.type,parentSchema:schema21.properties.gated,data:data4};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.base !== undefined){
let data5 = data.base;
if((!((typeof data5 == "number") && (isFinite(data5)))) && (data5 !== null)){
const err4 = {instancePath:instancePath+"/base",schemaPath:"#/properties/base/type",keyword:"type",params:{type: schema21.properties.base.type},schema:schema21.properties.base.type,parentSchema:schema21.properties.base,data:data5};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.tuned !== undefined){
let data6 = data.tuned;
if((!((typeof data6 == "number") && (isFinite(data6)))) && (data6 !== null)){
const err5 = {instancePath:instancePath+"/tuned",schemaPath:"#/properties/tuned/type",keyword:"type",params:{type: schema21.properties.tuned.type},schema:schema21.properties.tuned.type,parentSchema:schema21.properties.tuned,data:data6};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.delta !== undefined){
let data7 = data.delta;
if((!((typeof data7 == "number") && (isFinite(data7)))) && (data7 !== null)){
const err6 = {instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: schema21.properties.delta.type},schema:schema21.properties.delta.type,parentSchema:schema21.properties.delta,data:data7};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.ci !== undefined){
let data8 = data.ci;
const _errs16 = errors;
let valid1 = false;
const _errs17 = errors;
if(!(validate66(data8, {instancePath:instancePath+"/ci",parentData:data,parentDataProperty:"ci",rootData}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
errors = vErrors.length;
}
var _valid0 = _errs17 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs18 = errors;
if(data8 !== null){
const err7 = {instancePath:instancePath+"/ci",schemaPath:"#/properties/ci/anyOf/1/type",keyword:"type",params:{type: "null"},schema:schema21.properties.ci.anyOf[1].type,parentSchema:schema21.properties.ci.anyOf[1],data:data8};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err8 = {instancePath:instancePath+"/ci",schemaPath:"#/properties/ci/anyOf",keyword:"anyOf",params:{},schema:schema21.properties.ci.anyOf,parentSchema:schema21.properties.ci,data:data8};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
if(data.ciLevel !== undefined){
let data9 = data.ciLevel;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 >= 1 || isNaN(data9)){
const err9 = {instancePath:instancePath+"/ciLevel",schemaPath:"#/properties/ciLevel/exclusiveMaximum",keyword:"exclusiveMaximum",params:{comparison: "<", limit: 1},schema:1,parentSchema:schema21.properties.ciLevel,data:data9};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data9 <= 0 || isNaN(data9)){
const err10 = {instancePath:instancePath+"/ciLevel",schemaPath:"#/properties/ciLevel/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},schema:0,parentSchema:schema21.properties.ciLevel,data:data9};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/ciLevel",schemaPath:"#/properties/ciLevel/type",keyword:"type",params:{type: "number"},schema:schema21.properties.ciLevel.type,parentSchema:schema21.properties.ciLevel,data:data9};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.ciUnadjusted !== undefined){
let data10 = data.ciUnadjusted;
const _errs23 = errors;
let valid2 = false;
const _errs24 = errors;
if(!(validate66(data10, {instancePath:instancePath+"/ciUnadjusted",parentData:data,parentDataProperty:"ciUnadjusted",rootData}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
errors = vErrors.length;
}
var _valid1 = _errs24 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs25 = errors;
if(data10 !== null){
const err12 = {instancePath:instancePath+"/ciUnadjusted",schemaPath:"#/properties/ciUnadjusted/anyOf/1/type",keyword:"type",params:{type: "null"},schema:schema21.properties.ciUnadjusted.anyOf[1].type,parentSchema:schema21.properties.ciUnadjusted.anyOf[1],data:data10};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid1 = _errs25 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err13 = {instancePath:instancePath+"/ciUnadjusted",schemaPath:"#/properties/ciUnadjusted/anyOf",keyword:"anyOf",params:{},schema:schema21.properties.ciUnadjusted.anyOf,parentSchema:schema21.properties.ciUnadjusted,data:data10};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
}
}
if(data.ciUnadjustedLevel !== undefined){
let data11 = data.ciUnadjustedLevel;
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 >= 1 || isNaN(data11)){
const err14 = {instancePath:instancePath+"/ciUnadjustedLevel",schemaPath:"#/properties/ciUnadjustedLevel/exclusiveMaximum",keyword:"exclusiveMaximum",params:{comparison: "<", limit: 1},schema:1,parentSchema:schema21.properties.ciUnadjustedLevel,data:data11};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data11 <= 0 || isNaN(data11)){
const err15 = {instancePath:instancePath+"/ciUnadjustedLevel",schemaPath:"#/properties/ciUnadjustedLevel/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},schema:0,parentSchema:schema21.properties.ciUnadjustedLevel,data:data11};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/ciUnadjustedLevel",schemaPath:"#/properties/ciUnadjustedLevel/type",keyword:"type",params:{type: "number"},schema:schema21.properties.ciUnadjustedLevel.type,parentSchema:schema21.properties.ciUnadjustedLevel,data:data11};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.ciMethod !== undefined){
if(!(validate69(data.ciMethod, {instancePath:instancePath+"/ciMethod",parentData:data,parentDataProperty:"ciMethod",rootData}))){
vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
errors = vErrors.length;
}
}
if(data.se !== undefined){
let data13 = data.se;
if((!((typeof data13 == "number") && (isFinite(data13)))) && (data13 !== null)){
const err17 = {instancePath:instancePath+"/se",schemaPath:"#/properties/se/type",keyword:"type",params:{type: schema21.properties.se.type},schema:schema21.properties.se.type,parentSchema:schema21.properties.se,data:data13};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.p !== undefined){
let data14 = data.p;
if((!((typeof data14 == "number") && (isFinite(data14)))) && (data14 !== null)){
const err18 = {instancePath:instancePath+"/p",schemaPath:"#/properties/p/type",keyword:"type",params:{type: schema21.properties.p.type},schema:schema21.properties.p.type,parentSchema:schema21.properties.p,data:data14};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 1 || isNaN(data14)){
const err19 = {instancePath:instancePath+"/p",schemaPath:"#/properties/p/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},schema:1,parentSchema:schema21.properties.p,data:data14};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err20 = {instancePath:instancePath+"/p",schemaPath:"#/properties/p/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema21.properties.p,data:data14};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data.pAdjusted !== undefined){
let data15 = data.pAdjusted;
if((!((typeof data15 == "number") && (isFinite(data15)))) && (data15 !== null)){
const err21 = {instancePath:instancePath+"/pAdjusted",schemaPath:"#/properties/pAdjusted/type",keyword:"type",params:{type: schema21.properties.pAdjusted.type},schema:schema21.properties.pAdjusted.type,parentSchema:schema21.properties.pAdjusted,data:data15};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 1 || isNaN(data15)){
const err22 = {instancePath:instancePath+"/pAdjusted",schemaPath:"#/properties/pAdjusted/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},schema:1,parentSchema:schema21.properties.pAdjusted,data:data15};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data15 < 0 || isNaN(data15)){
const err23 = {instancePath:instancePath+"/pAdjusted",schemaPath:"#/properties/pAdjusted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema21.properties.pAdjusted,data:data15};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
if(data.mde !== undefined){
let data16 = data.mde;
if((!((typeof data16 == "number") && (isFinite(data16)))) && (data16 !== null)){
const err24 = {instancePath:instancePath+"/mde",schemaPath:"#/properties/mde/type",keyword:"type",params:{type: schema21.properties.mde.type},schema:schema21.properties.mde.type,parentSchema:schema21.properties.mde,data:data16};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.n !== undefined){
let data17 = data.n;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err25 = {instancePath:instancePath+"/n",schemaPath:"#/properties/n/type",keyword:"type",params:{type: "integer"},schema:schema21.properties.n.type,parentSchema:schema21.properties.n,data:data17};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err26 = {instancePath:instancePath+"/n",schemaPath:"#/properties/n/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema21.properties.n,data:data17};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data.tokens !== undefined){
let data18 = data.tokens;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err27 = {instancePath:instancePath+"/tokens",schemaPath:"#/properties/tokens/type",keyword:"type",params:{type: "integer"},schema:schema21.properties.tokens.type,parentSchema:schema21.properties.tokens,data:data18};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
const err28 = {instancePath:instancePath+"/tokens",schemaPath:"#/properties/tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema21.properties.tokens,data:data18};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data.clusters !== undefined){
let data19 = data.clusters;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err29 = {instancePath:instancePath+"/clusters",schemaPath:"#/properties/clusters/type",keyword:"type",params:{type: "integer"},schema:schema21.properties.clusters.type,parentSchema:schema21.properties.clusters,data:data19};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 1 || isNaN(data19)){
const err30 = {instancePath:instancePath+"/clusters",schemaPath:"#/properties/clusters/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},schema:1,parentSchema:schema21.properties.clusters,data:data19};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
if(data.unit !== undefined){
if(!(validate71(data.unit, {instancePath:instancePath+"/unit",parentData:data,parentDataProperty:"unit",rootData}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
}
if(data.tolerance !== undefined){
let data21 = data.tolerance;
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 0 || isNaN(data21)){
const err31 = {instancePath:instancePath+"/tolerance",schemaPath:"#/properties/tolerance/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema21.properties.tolerance,data:data21};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/tolerance",schemaPath:"#/properties/tolerance/type",keyword:"type",params:{type: "number"},schema:schema21.properties.tolerance.type,parentSchema:schema21.properties.tolerance,data:data21};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.verdict !== undefined){
if(!(validate27(data.verdict, {instancePath:instancePath+"/verdict",parentData:data,parentDataProperty:"verdict",rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
if(data.reason !== undefined){
let data23 = data.reason;
if(typeof data23 === "string"){
if(func3(data23) < 1){
const err33 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},schema:1,parentSchema:schema21.properties.reason,data:data23};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},schema:schema21.properties.reason.type,parentSchema:schema21.properties.reason,data:data23};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.equivalence !== undefined){
if(!(validate74(data.equivalence, {instancePath:instancePath+"/equivalence",parentData:data,parentDataProperty:"equivalence",rootData}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
}
if(data.claim !== undefined){
if(!(validate77(data.claim, {instancePath:instancePath+"/claim",parentData:data,parentDataProperty:"claim",rootData}))){
vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
errors = vErrors.length;
}
}
if(data.baseInterval !== undefined){
if(!(validate66(data.baseInterval, {instancePath:instancePath+"/baseInterval",parentData:data,parentDataProperty:"baseInterval",rootData}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
errors = vErrors.length;
}
}
if(data.tunedInterval !== undefined){
if(!(validate66(data.tunedInterval, {instancePath:instancePath+"/tunedInterval",parentData:data,parentDataProperty:"tunedInterval",rootData}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
errors = vErrors.length;
}
}
if(data.mcnemar !== undefined){
if(!(validate86(data.mcnemar, {instancePath:instancePath+"/mcnemar",parentData:data,parentDataProperty:"mcnemar",rootData}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
}
if(data.distribution !== undefined){
if(!(validate88(data.distribution, {instancePath:instancePath+"/distribution",parentData:data,parentDataProperty:"distribution",rootData}))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
errors = vErrors.length;
}
}
if(data.histogram !== undefined){
if(!(validate90(data.histogram, {instancePath:instancePath+"/histogram",parentData:data,parentDataProperty:"histogram",rootData}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
errors = vErrors.length;
}
}
if(data.byTag !== undefined){
let data31 = data.byTag;
if(Array.isArray(data31)){
const len0 = data31.length;
for(let i0=0; i0<len0; i0++){
if(!(validate92(data31[i0], {instancePath:instancePath+"/byTag/" + i0,parentData:data31,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
}
}
else {
const err35 = {instancePath:instancePath+"/byTag",schemaPath:"#/properties/byTag/type",keyword:"type",params:{type: "array"},schema:schema21.properties.byTag.type,parentSchema:schema21.properties.byTag,data:data31};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.corrected !== undefined){
if(!(validate96(data.corrected, {instancePath:instancePath+"/corrected",parentData:data,parentDataProperty:"corrected",rootData}))){
vErrors = vErrors === null ? validate96.errors : vErrors.concat(validate96.errors);
errors = vErrors.length;
}
}
}
else {
const err36 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema21.type,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
validate49.errors = vErrors;
return errors === 0;
}

const schema43 = {"type":"object","properties":{"family":{"$ref":"#/definitions/RecordFamily"},"id":{"type":"string"},"reason":{"type":"string"}},"required":["family","id","reason"],"additionalProperties":false,"description":"An item that could not be scored, with why (counted in the report)."};

function validate108(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema43.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema43.required,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(((key0 === "family") || (key0 === "id")) || (key0 === "reason"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.family !== undefined){
if(!(validate60(data.family, {instancePath:instancePath+"/family",parentData:data,parentDataProperty:"family",rootData}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},schema:schema43.properties.id.type,parentSchema:schema43.properties.id,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.reason !== undefined){
let data2 = data.reason;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},schema:schema43.properties.reason.type,parentSchema:schema43.properties.reason,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema43.type,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate108.errors = vErrors;
return errors === 0;
}

const schema44 = {"type":"string","enum":["pass","regressed","inconclusive"],"description":"A whole-run verdict."};

function validate111(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},schema:schema44.type,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((data === "pass") || (data === "regressed")) || (data === "inconclusive"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema44.enum},schema:schema44.enum,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate111.errors = vErrors;
return errors === 0;
}

const schema45 = {"type":"object","properties":{"baseOnly":{"type":"integer","minimum":0,"description":"Items the base side scored and the tuned side did not (absent, errored, unscored)."},"tunedOnly":{"type":"integer","minimum":0,"description":"Items the tuned side scored and the base side did not."},"scores":{"type":"integer","minimum":0,"description":"Scores of items both sides hold that one side lacks (one per item and metric)."},"allowed":{"type":["string","null"],"description":"The `--allow-missing` reason that let the common items be judged; null when none was given (the run is inconclusive)."}},"required":["baseOnly","tunedOnly","scores","allowed"],"additionalProperties":false,"description":"A comparison over part of the items: what one side scored and the other did not (docs/ARCHITECTURE.md §11)."};

function validate113(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema45.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema45.required,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((((key0 === "baseOnly") || (key0 === "tunedOnly")) || (key0 === "scores")) || (key0 === "allowed"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.baseOnly !== undefined){
let data0 = data.baseOnly;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/baseOnly",schemaPath:"#/properties/baseOnly/type",keyword:"type",params:{type: "integer"},schema:schema45.properties.baseOnly.type,parentSchema:schema45.properties.baseOnly,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/baseOnly",schemaPath:"#/properties/baseOnly/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema45.properties.baseOnly,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.tunedOnly !== undefined){
let data1 = data.tunedOnly;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/tunedOnly",schemaPath:"#/properties/tunedOnly/type",keyword:"type",params:{type: "integer"},schema:schema45.properties.tunedOnly.type,parentSchema:schema45.properties.tunedOnly,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/tunedOnly",schemaPath:"#/properties/tunedOnly/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema45.properties.tunedOnly,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.scores !== undefined){
let data2 = data.scores;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/scores",schemaPath:"#/properties/scores/type",keyword:"type",params:{type: "integer"},schema:schema45.properties.scores.type,parentSchema:schema45.properties.scores,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/scores",schemaPath:"#/properties/scores/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema45.properties.scores,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.allowed !== undefined){
let data3 = data.allowed;
if((typeof data3 !== "string") && (data3 !== null)){
const err8 = {instancePath:instancePath+"/allowed",schemaPath:"#/properties/allowed/type",keyword:"type",params:{type: schema45.properties.allowed.type},schema:schema45.properties.allowed.type,parentSchema:schema45.properties.allowed,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema45.type,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate113.errors = vErrors;
return errors === 0;
}

const schema46 = {"type":"object","properties":{"causes":{"type":"array","items":{"$ref":"#/definitions/PartialCause"},"description":"What stopped the run short, in the order it happened.","minItems":1},"maxItems":{"type":"integer","minimum":0,"description":"--max-items, when given."},"timeBudgetMs":{"type":"number","minimum":0,"description":"--time-budget in milliseconds, when given."},"families":{"type":"array","items":{"$ref":"#/definitions/PartialFamily"},"description":"Every requested family that has a suite and was not skipped as a whole, in run order."}},"required":["causes","families"],"additionalProperties":false,"description":"Why a compare run is partial and how far each family got; absent when every item ran."};
const schema47 = {"type":"string","enum":["max-items","time-budget","interrupted"],"description":"A cause of a partial run."};

function validate116(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},schema:schema47.type,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((data === "max-items") || (data === "time-budget")) || (data === "interrupted"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema47.enum},schema:schema47.enum,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate116.errors = vErrors;
return errors === 0;
}

const schema48 = {"type":"object","properties":{"family":{"$ref":"#/definitions/FamilyId"},"completed":{"type":"integer","minimum":0,"description":"Items of the suite that were run (scored by both models, or skipped with a reason)."},"total":{"type":"integer","minimum":0,"description":"Items in the family's suite."},"notRun":{"type":"integer","minimum":0,"description":"Items that did not run: the last `total − completed` of the run's scoring order (`scoringOrder`)."},"notRunIds":{"type":"array","items":{"type":"string"},"description":"Ids of the items that did not run, in suite order: all of them up to 100, else the first 100 of them in suite order."}},"required":["family","completed","total","notRun","notRunIds"],"additionalProperties":false,"description":"How much of one requested family a partial run scored."};
const schema49 = {"anyOf":[{"$ref":"#/definitions/BuiltinFamilyId"},{"$ref":"#/definitions/RegisteredFamilyId"}],"description":"A family of suites: a shipped one or a registered one."};
const schema50 = {"type":"string","enum":["capability","generation","refusal","divergence"],"description":"A family of suites tunegate ships."};

function validate120(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},schema:schema50.type,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((data === "capability") || (data === "generation")) || (data === "refusal")) || (data === "divergence"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema50.enum},schema:schema50.enum,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate120.errors = vErrors;
return errors === 0;
}


function validate119(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate120(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate120.errors : vErrors.concat(validate120.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate61(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},schema:schema49.anyOf,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate119.errors = vErrors;
return errors === 0;
}


function validate118(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema48.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema48.required,parentSchema:schema48,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(((((key0 === "family") || (key0 === "completed")) || (key0 === "total")) || (key0 === "notRun")) || (key0 === "notRunIds"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema48,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.family !== undefined){
if(!(validate119(data.family, {instancePath:instancePath+"/family",parentData:data,parentDataProperty:"family",rootData}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
}
if(data.completed !== undefined){
let data1 = data.completed;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err2 = {instancePath:instancePath+"/completed",schemaPath:"#/properties/completed/type",keyword:"type",params:{type: "integer"},schema:schema48.properties.completed.type,parentSchema:schema48.properties.completed,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/completed",schemaPath:"#/properties/completed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema48.properties.completed,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.total !== undefined){
let data2 = data.total;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/type",keyword:"type",params:{type: "integer"},schema:schema48.properties.total.type,parentSchema:schema48.properties.total,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema48.properties.total,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.notRun !== undefined){
let data3 = data.notRun;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err6 = {instancePath:instancePath+"/notRun",schemaPath:"#/properties/notRun/type",keyword:"type",params:{type: "integer"},schema:schema48.properties.notRun.type,parentSchema:schema48.properties.notRun,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err7 = {instancePath:instancePath+"/notRun",schemaPath:"#/properties/notRun/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema48.properties.notRun,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.notRunIds !== undefined){
let data4 = data.notRunIds;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/notRunIds/" + i0,schemaPath:"#/properties/notRunIds/items/type",keyword:"type",params:{type: "string"},schema:schema48.properties.notRunIds.items.type,parentSchema:schema48.properties.notRunIds.items,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/notRunIds",schemaPath:"#/properties/notRunIds/type",keyword:"type",params:{type: "array"},schema:schema48.properties.notRunIds.type,parentSchema:schema48.properties.notRunIds,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema48.type,parentSchema:schema48,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate118.errors = vErrors;
return errors === 0;
}


function validate115(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema46.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((((key0 === "causes") || (key0 === "maxItems")) || (key0 === "timeBudgetMs")) || (key0 === "families"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.causes !== undefined){
let data0 = data.causes;
if(Array.isArray(data0)){
if(data0.length < 1){
const err2 = {instancePath:instancePath+"/causes",schemaPath:"#/properties/causes/minItems",keyword:"minItems",params:{limit: 1},schema:1,parentSchema:schema46.properties.causes,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate116(data0[i0], {instancePath:instancePath+"/causes/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/causes",schemaPath:"#/properties/causes/type",keyword:"type",params:{type: "array"},schema:schema46.properties.causes.type,parentSchema:schema46.properties.causes,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.maxItems !== undefined){
let data2 = data.maxItems;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/maxItems",schemaPath:"#/properties/maxItems/type",keyword:"type",params:{type: "integer"},schema:schema46.properties.maxItems.type,parentSchema:schema46.properties.maxItems,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/maxItems",schemaPath:"#/properties/maxItems/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema46.properties.maxItems,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.timeBudgetMs !== undefined){
let data3 = data.timeBudgetMs;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err6 = {instancePath:instancePath+"/timeBudgetMs",schemaPath:"#/properties/timeBudgetMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema46.properties.timeBudgetMs,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/timeBudgetMs",schemaPath:"#/properties/timeBudgetMs/type",keyword:"type",params:{type: "number"},schema:schema46.properties.timeBudgetMs.type,parentSchema:schema46.properties.timeBudgetMs,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.families !== undefined){
let data4 = data.families;
if(Array.isArray(data4)){
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
if(!(validate118(data4[i1], {instancePath:instancePath+"/families/" + i1,parentData:data4,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate118.errors : vErrors.concat(validate118.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath:instancePath+"/families",schemaPath:"#/properties/families/type",keyword:"type",params:{type: "array"},schema:schema46.properties.families.type,parentSchema:schema46.properties.families,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema46.type,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate115.errors = vErrors;
return errors === 0;
}


function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema8.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema8.required,parentSchema:schema8,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(func2.call(schema8.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema8,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data0 = data.schemaVersion;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "number"},schema:schema8.properties.schemaVersion.type,parentSchema:schema8.properties.schemaVersion,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(1 !== data0){
const err3 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},schema:1,parentSchema:schema8.properties.schemaVersion,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.runId !== undefined){
let data1 = data.runId;
if(typeof data1 === "string"){
if(func3(data1) < 1){
const err4 = {instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/minLength",keyword:"minLength",params:{limit: 1},schema:1,parentSchema:schema8.properties.runId,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/type",keyword:"type",params:{type: "string"},schema:schema8.properties.runId.type,parentSchema:schema8.properties.runId,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.tool !== undefined){
let data2 = data.tool;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const prop1 of schema8.properties.tool.required){
if(data2[prop1] === undefined){
const err6 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/required",keyword:"required",params:{missingProperty: prop1},schema:schema8.properties.tool.required,parentSchema:schema8.properties.tool,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
for(const key1 in data2){
if(!(((key1 === "name") || (key1 === "version")) || (key1 === "commit"))){
const err7 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},schema:false,parentSchema:schema8.properties.tool,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.name !== undefined){
let data3 = data2.name;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/tool/name",schemaPath:"#/properties/tool/properties/name/type",keyword:"type",params:{type: "string"},schema:schema8.properties.tool.properties.name.type,parentSchema:schema8.properties.tool.properties.name,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if("tunegate" !== data3){
const err9 = {instancePath:instancePath+"/tool/name",schemaPath:"#/properties/tool/properties/name/const",keyword:"const",params:{allowedValue: "tunegate"},schema:"tunegate",parentSchema:schema8.properties.tool.properties.name,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.version !== undefined){
let data4 = data2.version;
if(typeof data4 !== "string"){
const err10 = {instancePath:instancePath+"/tool/version",schemaPath:"#/properties/tool/properties/version/type",keyword:"type",params:{type: "string"},schema:schema8.properties.tool.properties.version.type,parentSchema:schema8.properties.tool.properties.version,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.commit !== undefined){
let data5 = data2.commit;
if(typeof data5 !== "string"){
const err11 = {instancePath:instancePath+"/tool/commit",schemaPath:"#/properties/tool/properties/commit/type",keyword:"type",params:{type: "string"},schema:schema8.properties.tool.properties.commit.type,parentSchema:schema8.properties.tool.properties.commit,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/type",keyword:"type",params:{type: "object"},schema:schema8.properties.tool.type,parentSchema:schema8.properties.tool,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.command !== undefined){
let data6 = data.command;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(typeof data7 !== "string"){
const err13 = {instancePath:instancePath+"/command/" + i0,schemaPath:"#/properties/command/items/type",keyword:"type",params:{type: "string"},schema:schema8.properties.command.items.type,parentSchema:schema8.properties.command.items,data:data7};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "array"},schema:schema8.properties.command.type,parentSchema:schema8.properties.command,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.startedAt !== undefined){
let data8 = data.startedAt;
if(!(typeof data8 === "string")){
const err15 = {instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/type",keyword:"type",params:{type: "string"},schema:schema8.properties.startedAt.type,parentSchema:schema8.properties.startedAt,data:data8};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.finishedAt !== undefined){
let data9 = data.finishedAt;
if(!(typeof data9 === "string")){
const err16 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/type",keyword:"type",params:{type: "string"},schema:schema8.properties.finishedAt.type,parentSchema:schema8.properties.finishedAt,data:data9};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.environment !== undefined){
if(!(validate24(data.environment, {instancePath:instancePath+"/environment",parentData:data,parentDataProperty:"environment",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
if(data.settings !== undefined){
if(!(validate26(data.settings, {instancePath:instancePath+"/settings",parentData:data,parentDataProperty:"settings",rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
if(data.inputs !== undefined){
let data12 = data.inputs;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
for(const prop2 of schema8.properties.inputs.required){
if(data12[prop2] === undefined){
const err17 = {instancePath:instancePath+"/inputs",schemaPath:"#/properties/inputs/required",keyword:"required",params:{missingProperty: prop2},schema:schema8.properties.inputs.required,parentSchema:schema8.properties.inputs,data:data12};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
for(const key2 in data12){
if(!(((((key2 === "base") || (key2 === "tuned")) || (key2 === "paired")) || (key2 === "baseOnly")) || (key2 === "tunedOnly"))){
const err18 = {instancePath:instancePath+"/inputs",schemaPath:"#/properties/inputs/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},schema:false,parentSchema:schema8.properties.inputs,data:data12};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data12.base !== undefined){
if(!(validate44(data12.base, {instancePath:instancePath+"/inputs/base",parentData:data12,parentDataProperty:"base",rootData}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
if(data12.tuned !== undefined){
if(!(validate44(data12.tuned, {instancePath:instancePath+"/inputs/tuned",parentData:data12,parentDataProperty:"tuned",rootData}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
if(data12.paired !== undefined){
let data15 = data12.paired;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err19 = {instancePath:instancePath+"/inputs/paired",schemaPath:"#/properties/inputs/properties/paired/type",keyword:"type",params:{type: "integer"},schema:schema8.properties.inputs.properties.paired.type,parentSchema:schema8.properties.inputs.properties.paired,data:data15};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 1 || isNaN(data15)){
const err20 = {instancePath:instancePath+"/inputs/paired",schemaPath:"#/properties/inputs/properties/paired/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},schema:1,parentSchema:schema8.properties.inputs.properties.paired,data:data15};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data12.baseOnly !== undefined){
let data16 = data12.baseOnly;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err21 = {instancePath:instancePath+"/inputs/baseOnly",schemaPath:"#/properties/inputs/properties/baseOnly/type",keyword:"type",params:{type: "integer"},schema:schema8.properties.inputs.properties.baseOnly.type,parentSchema:schema8.properties.inputs.properties.baseOnly,data:data16};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
const err22 = {instancePath:instancePath+"/inputs/baseOnly",schemaPath:"#/properties/inputs/properties/baseOnly/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema8.properties.inputs.properties.baseOnly,data:data16};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data12.tunedOnly !== undefined){
let data17 = data12.tunedOnly;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err23 = {instancePath:instancePath+"/inputs/tunedOnly",schemaPath:"#/properties/inputs/properties/tunedOnly/type",keyword:"type",params:{type: "integer"},schema:schema8.properties.inputs.properties.tunedOnly.type,parentSchema:schema8.properties.inputs.properties.tunedOnly,data:data17};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err24 = {instancePath:instancePath+"/inputs/tunedOnly",schemaPath:"#/properties/inputs/properties/tunedOnly/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema8.properties.inputs.properties.tunedOnly,data:data17};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
}
else {
const err25 = {instancePath:instancePath+"/inputs",schemaPath:"#/properties/inputs/type",keyword:"type",params:{type: "object"},schema:schema8.properties.inputs.type,parentSchema:schema8.properties.inputs,data:data12};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.metrics !== undefined){
let data18 = data.metrics;
if(Array.isArray(data18)){
const len1 = data18.length;
for(let i1=0; i1<len1; i1++){
if(!(validate49(data18[i1], {instancePath:instancePath+"/metrics/" + i1,parentData:data18,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
}
}
else {
const err26 = {instancePath:instancePath+"/metrics",schemaPath:"#/properties/metrics/type",keyword:"type",params:{type: "array"},schema:schema8.properties.metrics.type,parentSchema:schema8.properties.metrics,data:data18};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.skippedItems !== undefined){
let data20 = data.skippedItems;
if(Array.isArray(data20)){
const len2 = data20.length;
for(let i2=0; i2<len2; i2++){
if(!(validate108(data20[i2], {instancePath:instancePath+"/skippedItems/" + i2,parentData:data20,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
}
}
else {
const err27 = {instancePath:instancePath+"/skippedItems",schemaPath:"#/properties/skippedItems/type",keyword:"type",params:{type: "array"},schema:schema8.properties.skippedItems.type,parentSchema:schema8.properties.skippedItems,data:data20};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.verdict !== undefined){
if(!(validate111(data.verdict, {instancePath:instancePath+"/verdict",parentData:data,parentDataProperty:"verdict",rootData}))){
vErrors = vErrors === null ? validate111.errors : vErrors.concat(validate111.errors);
errors = vErrors.length;
}
}
if(data.exitCode !== undefined){
let data23 = data.exitCode;
if(!((typeof data23 == "number") && (isFinite(data23)))){
const err28 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/type",keyword:"type",params:{type: "number"},schema:schema8.properties.exitCode.type,parentSchema:schema8.properties.exitCode,data:data23};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!(((data23 === 0) || (data23 === 1)) || (data23 === 2))){
const err29 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/enum",keyword:"enum",params:{allowedValues: schema8.properties.exitCode.enum},schema:schema8.properties.exitCode.enum,parentSchema:schema8.properties.exitCode,data:data23};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.reason !== undefined){
let data24 = data.reason;
if(typeof data24 === "string"){
if(func3(data24) < 1){
const err30 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},schema:1,parentSchema:schema8.properties.reason,data:data24};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},schema:schema8.properties.reason.type,parentSchema:schema8.properties.reason,data:data24};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.warnings !== undefined){
let data25 = data.warnings;
if(Array.isArray(data25)){
const len3 = data25.length;
for(let i3=0; i3<len3; i3++){
let data26 = data25[i3];
if(typeof data26 !== "string"){
const err32 = {instancePath:instancePath+"/warnings/" + i3,schemaPath:"#/properties/warnings/items/type",keyword:"type",params:{type: "string"},schema:schema8.properties.warnings.items.type,parentSchema:schema8.properties.warnings.items,data:data26};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/warnings",schemaPath:"#/properties/warnings/type",keyword:"type",params:{type: "array"},schema:schema8.properties.warnings.type,parentSchema:schema8.properties.warnings,data:data25};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.timings !== undefined){
let data27 = data.timings;
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
for(const prop3 of schema8.properties.timings.required){
if(data27[prop3] === undefined){
const err34 = {instancePath:instancePath+"/timings",schemaPath:"#/properties/timings/required",keyword:"required",params:{missingProperty: prop3},schema:schema8.properties.timings.required,parentSchema:schema8.properties.timings,data:data27};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
for(const key3 in data27){
if(!(((key3 === "totalMs") || (key3 === "readMs")) || (key3 === "statsMs"))){
const err35 = {instancePath:instancePath+"/timings",schemaPath:"#/properties/timings/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},schema:false,parentSchema:schema8.properties.timings,data:data27};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data27.totalMs !== undefined){
let data28 = data27.totalMs;
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 < 0 || isNaN(data28)){
const err36 = {instancePath:instancePath+"/timings/totalMs",schemaPath:"#/properties/timings/properties/totalMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema8.properties.timings.properties.totalMs,data:data28};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/timings/totalMs",schemaPath:"#/properties/timings/properties/totalMs/type",keyword:"type",params:{type: "number"},schema:schema8.properties.timings.properties.totalMs.type,parentSchema:schema8.properties.timings.properties.totalMs,data:data28};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data27.readMs !== undefined){
let data29 = data27.readMs;
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 < 0 || isNaN(data29)){
const err38 = {instancePath:instancePath+"/timings/readMs",schemaPath:"#/properties/timings/properties/readMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema8.properties.timings.properties.readMs,data:data29};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/timings/readMs",schemaPath:"#/properties/timings/properties/readMs/type",keyword:"type",params:{type: "number"},schema:schema8.properties.timings.properties.readMs.type,parentSchema:schema8.properties.timings.properties.readMs,data:data29};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data27.statsMs !== undefined){
let data30 = data27.statsMs;
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 < 0 || isNaN(data30)){
const err40 = {instancePath:instancePath+"/timings/statsMs",schemaPath:"#/properties/timings/properties/statsMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema8.properties.timings.properties.statsMs,data:data30};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/timings/statsMs",schemaPath:"#/properties/timings/properties/statsMs/type",keyword:"type",params:{type: "number"},schema:schema8.properties.timings.properties.statsMs.type,parentSchema:schema8.properties.timings.properties.statsMs,data:data30};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/timings",schemaPath:"#/properties/timings/type",keyword:"type",params:{type: "object"},schema:schema8.properties.timings.type,parentSchema:schema8.properties.timings,data:data27};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.missing !== undefined){
if(!(validate113(data.missing, {instancePath:instancePath+"/missing",parentData:data,parentDataProperty:"missing",rootData}))){
vErrors = vErrors === null ? validate113.errors : vErrors.concat(validate113.errors);
errors = vErrors.length;
}
}
if(data.partial !== undefined){
if(!(validate115(data.partial, {instancePath:instancePath+"/partial",parentData:data,parentDataProperty:"partial",rootData}))){
vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
errors = vErrors.length;
}
}
}
else {
const err43 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema8.type,parentSchema:schema8,data};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}

const schema51 = {"type":"object","properties":{"schemaVersion":{"type":"number","const":1},"runId":{"type":"string","description":"Random id of this run; every line of the run's items.jsonl carries it too.","minLength":1},"tool":{"type":"object","properties":{"name":{"type":"string","const":"tunegate"},"version":{"type":"string"},"commit":{"type":"string"}},"required":["name","version"],"additionalProperties":false,"description":"`commit`: the git commit tunegate ran from, when run from a checkout; absent for an installed package."},"command":{"type":"array","items":{"type":"string"}},"startedAt":{"type":"string","format":"date-time"},"finishedAt":{"type":"string","format":"date-time"},"environment":{"$ref":"#/definitions/ModelEnvironment"},"settings":{"$ref":"#/definitions/RunSettings"},"models":{"type":"object","properties":{"base":{"$ref":"#/definitions/ModelInfo"},"tuned":{"$ref":"#/definitions/ModelInfo"}},"required":["base","tuned"],"additionalProperties":false},"tokenizerCheck":{"$ref":"#/definitions/TokenizerCheckResult"},"suites":{"type":"array","items":{"$ref":"#/definitions/SuiteInfo"}},"metrics":{"type":"array","items":{"$ref":"#/definitions/MetricResult"}},"skippedItems":{"type":"array","items":{"$ref":"#/definitions/SkippedItem"}},"verdict":{"$ref":"#/definitions/OverallVerdict"},"exitCode":{"type":"number","enum":[0,1,2]},"reason":{"type":"string","description":"One sentence: why the run got its verdict.","minLength":1},"warnings":{"type":"array","items":{"type":"string"},"description":"Things that did not stop the run but weaken or slow it (a model without a KV cache, refusal patterns that timed out); one sentence each."},"advice":{"type":"array","items":{"type":"string"},"description":"Facts about how a model was exported that nothing in the run could change (a model without a KV cache, and the extra work it cost); one sentence each, shown after the verdict; absent when there are none."},"timings":{"$ref":"#/definitions/Timings"},"refusalClassifier":{"$ref":"#/definitions/RefusalClassifierCheck","description":"The refusal patterns' measured agreement with people; present when the refusal family was requested."},"divergence":{"$ref":"#/definitions/DivergenceResults","description":"The divergence family's per-position distribution (KL tails, same top-1, Δp); present when it ran on records that hold them."},"noiseBound":{"$ref":"#/definitions/NoiseBound","description":"The first noise bound a family measured (capability's when it ran), by which its near ties were judged."},"noiseBounds":{"type":"object","properties":{"capability":{"$ref":"#/definitions/NoiseBound"},"generation":{"$ref":"#/definitions/NoiseBound"},"refusal":{"$ref":"#/definitions/NoiseBound"},"divergence":{"$ref":"#/definitions/NoiseBound"}},"additionalProperties":false,"description":"Every family's noise bound, by family (capability: log-likelihoods; refusal: greedy top-2 logit gaps); absent when none was measured.","patternProperties":{"^x-[a-z][a-z0-9_]*$":{"$ref":"#/definitions/NoiseBound"}}},"holmFamily":{"$ref":"#/definitions/HolmFamily","description":"Present when this run was one of several candidates judged against one base: the Holm family they shared."},"partial":{"$ref":"#/definitions/PartialRun","description":"Present when some requested item did not run (--max-items, --time-budget, Ctrl-C): the run cannot pass."},"scoringOrder":{"$ref":"#/definitions/ScoringOrder","description":"The order items were scored in, so what a partial run scored is a known sample; absent in runs made before it was recorded."},"scoring":{"$ref":"#/definitions/RunScoring","description":"The system prompt and refusal patterns the run scored with; absent in runs written before it was recorded."},"sequential":{"type":"object","properties":{"capability":{"$ref":"#/definitions/SequentialFamily"},"generation":{"$ref":"#/definitions/SequentialFamily"},"refusal":{"$ref":"#/definitions/SequentialFamily"},"divergence":{"$ref":"#/definitions/SequentialFamily"}},"additionalProperties":false,"description":"Present with `--sequential`: per family that ran, the look it stopped at (a complete sequential test, not a partial run).","patternProperties":{"^x-[a-z][a-z0-9_]*$":{"$ref":"#/definitions/SequentialFamily"}}},"labels":{"$ref":"#/definitions/LabelsUsed","description":"Present when the run was judged with people's labels (`compare --labels`, `report --labels`): the labels the gate above read (docs/concepts/labels-and-ppi.md#what-the-gate-read)."},"classifierOnly":{"$ref":"#/definitions/ClassifierOnlyGate","description":"Present with `labels`: the gate without them, as the classifier alone gave it. `verdict`, `exitCode` and `reason` above are the gate with the labels, the one CI reads."}},"required":["command","environment","exitCode","finishedAt","metrics","models","reason","runId","schemaVersion","settings","skippedItems","startedAt","suites","timings","tokenizerCheck","tool","verdict","warnings"],"additionalProperties":false,"description":"results.json of a `compare` run."};
const schema52 = {"type":"object","properties":{"node":{"type":"string"},"platform":{"type":"string"},"onnxruntime":{"type":"string"},"executionProvider":{"type":"string"},"threads":{"type":"integer","minimum":1}},"required":["executionProvider","node","onnxruntime","platform","threads"],"additionalProperties":false,"description":"The machine and onnxruntime a run that scored models ran on (compare, merge, shards)."};

function validate128(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema52.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema52.required,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(((((key0 === "node") || (key0 === "platform")) || (key0 === "onnxruntime")) || (key0 === "executionProvider")) || (key0 === "threads"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.node !== undefined){
let data0 = data.node;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/node",schemaPath:"#/properties/node/type",keyword:"type",params:{type: "string"},schema:schema52.properties.node.type,parentSchema:schema52.properties.node,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.platform !== undefined){
let data1 = data.platform;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/platform",schemaPath:"#/properties/platform/type",keyword:"type",params:{type: "string"},schema:schema52.properties.platform.type,parentSchema:schema52.properties.platform,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.onnxruntime !== undefined){
let data2 = data.onnxruntime;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/onnxruntime",schemaPath:"#/properties/onnxruntime/type",keyword:"type",params:{type: "string"},schema:schema52.properties.onnxruntime.type,parentSchema:schema52.properties.onnxruntime,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.executionProvider !== undefined){
let data3 = data.executionProvider;
if(typeof data3 !== "string"){
const err5 = {instancePath:instancePath+"/executionProvider",schemaPath:"#/properties/executionProvider/type",keyword:"type",params:{type: "string"},schema:schema52.properties.executionProvider.type,parentSchema:schema52.properties.executionProvider,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.threads !== undefined){
let data4 = data.threads;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err6 = {instancePath:instancePath+"/threads",schemaPath:"#/properties/threads/type",keyword:"type",params:{type: "integer"},schema:schema52.properties.threads.type,parentSchema:schema52.properties.threads,data:data4};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
const err7 = {instancePath:instancePath+"/threads",schemaPath:"#/properties/threads/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},schema:1,parentSchema:schema52.properties.threads,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema52.type,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate128.errors = vErrors;
return errors === 0;
}

const schema53 = {"type":"object","properties":{"seed":{"type":"integer","minimum":0},"resamples":{"type":"integer","minimum":2},"confidence":{"type":"number","exclusiveMinimum":0,"exclusiveMaximum":1},"minEffect":{"type":"number","minimum":0},"minItems":{"type":"integer","minimum":1},"klTolerance":{"type":"number","minimum":0},"failOn":{"type":"array","items":{"$ref":"#/definitions/Verdict"}},"families":{"type":"array","items":{"$ref":"#/definitions/FamilyId"}},"maxNewTokens":{"type":"integer","minimum":1},"threads":{"type":"integer","minimum":1},"sampling":{"$ref":"#/definitions/SamplingSettings","description":"Sampled refusal generation; absent for greedy decoding."},"tasks":{"$ref":"#/definitions/TaskSelection","description":"Named tasks that replaced their family's suites (`--tasks`): benchmark tasks, refusal sets, `tunegate_quiz`; absent when none was named."},"equivalence":{"$ref":"#/definitions/EquivalenceSettings","description":"Equivalence testing (--equivalence-margin, or --require equivalent); absent: not tested."},"require":{"type":"array","items":{"$ref":"#/definitions/RequirableVerdict"},"description":"Verdicts every gated metric must reach for the run to pass (--require)."},"policy":{"$ref":"#/definitions/PolicyRecord","description":"The release policy the run was judged under (--policy); absent: the flags' gate."}},"required":["confidence","failOn","families","klTolerance","maxNewTokens","minEffect","minItems","resamples","seed","threads"],"additionalProperties":false,"description":"The settings that, with the inputs, determine every number."};
const schema54 = {"type":"object","properties":{"samples":{"type":"integer","description":"Epochs (replies) per prompt.","minimum":1},"temperature":{"type":"number","exclusiveMinimum":0},"topK":{"type":"integer","description":"0 = no limit.","minimum":0},"topP":{"type":"number","exclusiveMinimum":0,"maximum":1},"reducer":{"$ref":"#/definitions/RefusalReducer"},"atLeast":{"type":"integer","description":"For `at_least_k`: refused in at least this many epochs.","minimum":1}},"required":["samples","temperature","topK","topP","reducer","atLeast"],"additionalProperties":false,"description":"How a sampled refusal run draws its replies and reduces each prompt's epochs."};
const schema55 = {"type":"string","enum":["mean","mode","at_least_k","max"],"description":"How one prompt's epochs reduce to its refusal score."};

function validate134(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},schema:schema55.type,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((data === "mean") || (data === "mode")) || (data === "at_least_k")) || (data === "max"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema55.enum},schema:schema55.enum,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate134.errors = vErrors;
return errors === 0;
}


function validate133(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema54.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((((((key0 === "samples") || (key0 === "temperature")) || (key0 === "topK")) || (key0 === "topP")) || (key0 === "reducer")) || (key0 === "atLeast"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.samples !== undefined){
let data0 = data.samples;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/samples",schemaPath:"#/properties/samples/type",keyword:"type",params:{type: "integer"},schema:schema54.properties.samples.type,parentSchema:schema54.properties.samples,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/samples",schemaPath:"#/properties/samples/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},schema:1,parentSchema:schema54.properties.samples,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.temperature !== undefined){
let data1 = data.temperature;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 <= 0 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},schema:0,parentSchema:schema54.properties.temperature,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/type",keyword:"type",params:{type: "number"},schema:schema54.properties.temperature.type,parentSchema:schema54.properties.temperature,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.topK !== undefined){
let data2 = data.topK;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/topK",schemaPath:"#/properties/topK/type",keyword:"type",params:{type: "integer"},schema:schema54.properties.topK.type,parentSchema:schema54.properties.topK,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/topK",schemaPath:"#/properties/topK/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema54.properties.topK,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.topP !== undefined){
let data3 = data.topP;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/topP",schemaPath:"#/properties/topP/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},schema:1,parentSchema:schema54.properties.topP,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3 <= 0 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/topP",schemaPath:"#/properties/topP/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},schema:0,parentSchema:schema54.properties.topP,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/topP",schemaPath:"#/properties/topP/type",keyword:"type",params:{type: "number"},schema:schema54.properties.topP.type,parentSchema:schema54.properties.topP,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.reducer !== undefined){
if(!(validate134(data.reducer, {instancePath:instancePath+"/reducer",parentData:data,parentDataProperty:"reducer",rootData}))){
vErrors = vErrors === null ? validate134.errors : vErrors.concat(validate134.errors);
errors = vErrors.length;
}
}
if(data.atLeast !== undefined){
let data5 = data.atLeast;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err11 = {instancePath:instancePath+"/atLeast",schemaPath:"#/properties/atLeast/type",keyword:"type",params:{type: "integer"},schema:schema54.properties.atLeast.type,parentSchema:schema54.properties.atLeast,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
const err12 = {instancePath:instancePath+"/atLeast",schemaPath:"#/properties/atLeast/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},schema:1,parentSchema:schema54.properties.atLeast,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema54.type,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate133.errors = vErrors;
return errors === 0;
}

const schema56 = {"type":"object","properties":{"names":{"type":"array","items":{"type":"string"},"description":"The names as given, groups unexpanded (`mmlu`)."},"numFewshot":{"type":"integer","description":"Few-shot examples per benchmark document (lm-eval's --num-fewshot); 0 by default.","minimum":0},"limit":{"type":"integer","description":"The first N documents of each task (of each `mmlu_<subject>`), lm-eval's --limit; absent: all.","minimum":1},"chat":{"$ref":"#/definitions/TaskChatSelection","description":"How the benchmark prompts were built: lm-eval's chat flags (docs/reference/tasks.md, \"Chat templates\"); absent: plain prompts, no system instruction."},"benchmarks":{"type":"array","items":{"$ref":"#/definitions/BenchmarkTaskInfo"},"description":"What each benchmark task read, and where its scoring differs from lm-eval's (its caveats)."},"lmEvalVersion":{"type":"string","description":"The lm-eval release whose prompts, few-shot draws and metrics the benchmark tasks reproduce (\"0.4.6\"); absent in older results."},"refusalSets":{"type":"array","items":{"$ref":"#/definitions/RefusalSetSelection"},"description":"The published refusal prompt sets named (docs/reference/refusal-sets.md), with their licences and caveats; absent when none was."}},"required":["names","numFewshot","benchmarks"],"additionalProperties":false,"description":"The named tasks of a run and how their documents were chosen (docs/reference/tasks.md)."};
const schema57 = {"type":"object","properties":{"applyChatTemplate":{"type":"boolean","description":"Each model's own chat template rendered the prompts (--apply-chat-template)."},"fewshotAsMultiturn":{"type":"boolean","description":"Few-shot examples as user/assistant turns (--fewshot-as-multiturn)."},"systemInstruction":{"type":"string","description":"--system-instruction, as given; absent: none."}},"required":["applyChatTemplate","fewshotAsMultiturn"],"additionalProperties":false,"description":"lm-eval's --apply_chat_template, --fewshot_as_multiturn and --system_instruction, as the run used them."};

function validate138(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema57.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema57.required,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(((key0 === "applyChatTemplate") || (key0 === "fewshotAsMultiturn")) || (key0 === "systemInstruction"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.applyChatTemplate !== undefined){
let data0 = data.applyChatTemplate;
if(typeof data0 !== "boolean"){
const err2 = {instancePath:instancePath+"/applyChatTemplate",schemaPath:"#/properties/applyChatTemplate/type",keyword:"type",params:{type: "boolean"},schema:schema57.properties.applyChatTemplate.type,parentSchema:schema57.properties.applyChatTemplate,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.fewshotAsMultiturn !== undefined){
let data1 = data.fewshotAsMultiturn;
if(typeof data1 !== "boolean"){
const err3 = {instancePath:instancePath+"/fewshotAsMultiturn",schemaPath:"#/properties/fewshotAsMultiturn/type",keyword:"type",params:{type: "boolean"},schema:schema57.properties.fewshotAsMultiturn.type,parentSchema:schema57.properties.fewshotAsMultiturn,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.systemInstruction !== undefined){
let data2 = data.systemInstruction;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/systemInstruction",schemaPath:"#/properties/systemInstruction/type",keyword:"type",params:{type: "string"},schema:schema57.properties.systemInstruction.type,parentSchema:schema57.properties.systemInstruction,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema57.type,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate138.errors = vErrors;
return errors === 0;
}

const schema58 = {"type":"object","properties":{"name":{"type":"string"},"group":{"type":["string","null"]},"split":{"type":"string","description":"The split scored, by lm-eval's name (`test`, `validation`)."},"numFewshot":{"type":"integer","minimum":0},"documents":{"type":"integer","minimum":0},"dataFile":{"type":"string","description":"The data file read: relative to tunegate's package root when inside it, else absolute."},"licence":{"type":"string"},"caveats":{"type":"array","items":{"type":"string"}},"lmEvalVersion":{"type":"string","description":"The task's version in lm-eval (its YAML's metadata.version); absent when the task has none."}},"required":["name","group","split","numFewshot","documents","dataFile","licence","caveats"],"additionalProperties":false,"description":"One benchmark task as the run read it."};

function validate140(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema58.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema58.required,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(func2.call(schema58.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},schema:schema58.properties.name.type,parentSchema:schema58.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.group !== undefined){
let data1 = data.group;
if((typeof data1 !== "string") && (data1 !== null)){
const err3 = {instancePath:instancePath+"/group",schemaPath:"#/properties/group/type",keyword:"type",params:{type: schema58.properties.group.type},schema:schema58.properties.group.type,parentSchema:schema58.properties.group,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.split !== undefined){
let data2 = data.split;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/split",schemaPath:"#/properties/split/type",keyword:"type",params:{type: "string"},schema:schema58.properties.split.type,parentSchema:schema58.properties.split,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.numFewshot !== undefined){
let data3 = data.numFewshot;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err5 = {instancePath:instancePath+"/numFewshot",schemaPath:"#/properties/numFewshot/type",keyword:"type",params:{type: "integer"},schema:schema58.properties.numFewshot.type,parentSchema:schema58.properties.numFewshot,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err6 = {instancePath:instancePath+"/numFewshot",schemaPath:"#/properties/numFewshot/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema58.properties.numFewshot,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.documents !== undefined){
let data4 = data.documents;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err7 = {instancePath:instancePath+"/documents",schemaPath:"#/properties/documents/type",keyword:"type",params:{type: "integer"},schema:schema58.properties.documents.type,parentSchema:schema58.properties.documents,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err8 = {instancePath:instancePath+"/documents",schemaPath:"#/properties/documents/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema58.properties.documents,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.dataFile !== undefined){
let data5 = data.dataFile;
if(typeof data5 !== "string"){
const err9 = {instancePath:instancePath+"/dataFile",schemaPath:"#/properties/dataFile/type",keyword:"type",params:{type: "string"},schema:schema58.properties.dataFile.type,parentSchema:schema58.properties.dataFile,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.licence !== undefined){
let data6 = data.licence;
if(typeof data6 !== "string"){
const err10 = {instancePath:instancePath+"/licence",schemaPath:"#/properties/licence/type",keyword:"type",params:{type: "string"},schema:schema58.properties.licence.type,parentSchema:schema58.properties.licence,data:data6};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.caveats !== undefined){
let data7 = data.caveats;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(typeof data8 !== "string"){
const err11 = {instancePath:instancePath+"/caveats/" + i0,schemaPath:"#/properties/caveats/items/type",keyword:"type",params:{type: "string"},schema:schema58.properties.caveats.items.type,parentSchema:schema58.properties.caveats.items,data:data8};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/caveats",schemaPath:"#/properties/caveats/type",keyword:"type",params:{type: "array"},schema:schema58.properties.caveats.type,parentSchema:schema58.properties.caveats,data:data7};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.lmEvalVersion !== undefined){
let data9 = data.lmEvalVersion;
if(typeof data9 !== "string"){
const err13 = {instancePath:instancePath+"/lmEvalVersion",schemaPath:"#/properties/lmEvalVersion/type",keyword:"type",params:{type: "string"},schema:schema58.properties.lmEvalVersion.type,parentSchema:schema58.properties.lmEvalVersion,data:data9};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema58.type,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate140.errors = vErrors;
return errors === 0;
}

const schema59 = {"type":"object","properties":{"name":{"type":"string","description":"The name it was selected by (`xstest_safe`)."},"file":{"type":"string","description":"The shipped file, relative to tunegate's package root."},"prompts":{"type":"integer","minimum":0},"licence":{"type":"string"},"description":{"type":"string","description":"What the prompts are and what refusing one means."},"caveats":{"type":"array","items":{"type":"string"},"description":"Where tunegate's reading of the set differs from what its study measured (its SOURCE.md's caveats), as a benchmark task's caveats say where its scoring differs from lm-eval's."}},"required":["name","file","prompts","licence","description","caveats"],"additionalProperties":false,"description":"One published refusal prompt set as the run read it."};

function validate142(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema59.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema59.required,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((((((key0 === "name") || (key0 === "file")) || (key0 === "prompts")) || (key0 === "licence")) || (key0 === "description")) || (key0 === "caveats"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},schema:schema59.properties.name.type,parentSchema:schema59.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.file !== undefined){
let data1 = data.file;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},schema:schema59.properties.file.type,parentSchema:schema59.properties.file,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.prompts !== undefined){
let data2 = data.prompts;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/prompts",schemaPath:"#/properties/prompts/type",keyword:"type",params:{type: "integer"},schema:schema59.properties.prompts.type,parentSchema:schema59.properties.prompts,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/prompts",schemaPath:"#/properties/prompts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema59.properties.prompts,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.licence !== undefined){
let data3 = data.licence;
if(typeof data3 !== "string"){
const err6 = {instancePath:instancePath+"/licence",schemaPath:"#/properties/licence/type",keyword:"type",params:{type: "string"},schema:schema59.properties.licence.type,parentSchema:schema59.properties.licence,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.description !== undefined){
let data4 = data.description;
if(typeof data4 !== "string"){
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},schema:schema59.properties.description.type,parentSchema:schema59.properties.description,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.caveats !== undefined){
let data5 = data.caveats;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(typeof data6 !== "string"){
const err8 = {instancePath:instancePath+"/caveats/" + i0,schemaPath:"#/properties/caveats/items/type",keyword:"type",params:{type: "string"},schema:schema59.properties.caveats.items.type,parentSchema:schema59.properties.caveats.items,data:data6};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/caveats",schemaPath:"#/properties/caveats/type",keyword:"type",params:{type: "array"},schema:schema59.properties.caveats.type,parentSchema:schema59.properties.caveats,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema59.type,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate142.errors = vErrors;
return errors === 0;
}


function validate137(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema56.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema56.required,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(((((((key0 === "names") || (key0 === "numFewshot")) || (key0 === "limit")) || (key0 === "chat")) || (key0 === "benchmarks")) || (key0 === "lmEvalVersion")) || (key0 === "refusalSets"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.names !== undefined){
let data0 = data.names;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/names/" + i0,schemaPath:"#/properties/names/items/type",keyword:"type",params:{type: "string"},schema:schema56.properties.names.items.type,parentSchema:schema56.properties.names.items,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath:instancePath+"/names",schemaPath:"#/properties/names/type",keyword:"type",params:{type: "array"},schema:schema56.properties.names.type,parentSchema:schema56.properties.names,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.numFewshot !== undefined){
let data2 = data.numFewshot;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/numFewshot",schemaPath:"#/properties/numFewshot/type",keyword:"type",params:{type: "integer"},schema:schema56.properties.numFewshot.type,parentSchema:schema56.properties.numFewshot,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/numFewshot",schemaPath:"#/properties/numFewshot/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema56.properties.numFewshot,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.limit !== undefined){
let data3 = data.limit;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err6 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},schema:schema56.properties.limit.type,parentSchema:schema56.properties.limit,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
const err7 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},schema:1,parentSchema:schema56.properties.limit,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.chat !== undefined){
if(!(validate138(data.chat, {instancePath:instancePath+"/chat",parentData:data,parentDataProperty:"chat",rootData}))){
vErrors = vErrors === null ? validate138.errors : vErrors.concat(validate138.errors);
errors = vErrors.length;
}
}
if(data.benchmarks !== undefined){
let data5 = data.benchmarks;
if(Array.isArray(data5)){
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
if(!(validate140(data5[i1], {instancePath:instancePath+"/benchmarks/" + i1,parentData:data5,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate140.errors : vErrors.concat(validate140.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath:instancePath+"/benchmarks",schemaPath:"#/properties/benchmarks/type",keyword:"type",params:{type: "array"},schema:schema56.properties.benchmarks.type,parentSchema:schema56.properties.benchmarks,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.lmEvalVersion !== undefined){
let data7 = data.lmEvalVersion;
if(typeof data7 !== "string"){
const err9 = {instancePath:instancePath+"/lmEvalVersion",schemaPath:"#/properties/lmEvalVersion/type",keyword:"type",params:{type: "string"},schema:schema56.properties.lmEvalVersion.type,parentSchema:schema56.properties.lmEvalVersion,data:data7};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.refusalSets !== undefined){
let data8 = data.refusalSets;
if(Array.isArray(data8)){
const len2 = data8.length;
for(let i2=0; i2<len2; i2++){
if(!(validate142(data8[i2], {instancePath:instancePath+"/refusalSets/" + i2,parentData:data8,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate142.errors : vErrors.concat(validate142.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/refusalSets",schemaPath:"#/properties/refusalSets/type",keyword:"type",params:{type: "array"},schema:schema56.properties.refusalSets.type,parentSchema:schema56.properties.refusalSets,data:data8};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema56.type,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate137.errors = vErrors;
return errors === 0;
}

const schema60 = {"type":"object","properties":{"margins":{"type":"object","additionalProperties":{"type":"number"},"description":"Margins given on the command line, by metric id, in the metric's unit; every other metric takes its default (docs/concepts/statistics.md)."}},"required":["margins"],"additionalProperties":false,"description":"The margins a run tests equivalence with."};

function validate145(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema60.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema60.required,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(key0 === "margins")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.margins !== undefined){
let data0 = data.margins;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
let data1 = data0[key1];
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err2 = {instancePath:instancePath+"/margins/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/margins/additionalProperties/type",keyword:"type",params:{type: "number"},schema:schema60.properties.margins.additionalProperties.type,parentSchema:schema60.properties.margins.additionalProperties,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath:instancePath+"/margins",schemaPath:"#/properties/margins/type",keyword:"type",params:{type: "object"},schema:schema60.properties.margins.type,parentSchema:schema60.properties.margins,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema60.type,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate145.errors = vErrors;
return errors === 0;
}

const schema61 = {"type":"string","enum":["equivalent"],"description":"A verdict `--require` may name."};

function validate147(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},schema:schema61.type,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(data === "equivalent")){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema61.enum},schema:schema61.enum,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate147.errors = vErrors;
return errors === 0;
}


function validate130(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema53.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(func2.call(schema53.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.seed !== undefined){
let data0 = data.seed;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/seed",schemaPath:"#/properties/seed/type",keyword:"type",params:{type: "integer"},schema:schema53.properties.seed.type,parentSchema:schema53.properties.seed,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/seed",schemaPath:"#/properties/seed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema53.properties.seed,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.resamples !== undefined){
let data1 = data.resamples;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/resamples",schemaPath:"#/properties/resamples/type",keyword:"type",params:{type: "integer"},schema:schema53.properties.resamples.type,parentSchema:schema53.properties.resamples,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 2 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/resamples",schemaPath:"#/properties/resamples/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},schema:2,parentSchema:schema53.properties.resamples,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.confidence !== undefined){
let data2 = data.confidence;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 >= 1 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/confidence",schemaPath:"#/properties/confidence/exclusiveMaximum",keyword:"exclusiveMaximum",params:{comparison: "<", limit: 1},schema:1,parentSchema:schema53.properties.confidence,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2 <= 0 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/confidence",schemaPath:"#/properties/confidence/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},schema:0,parentSchema:schema53.properties.confidence,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/confidence",schemaPath:"#/properties/confidence/type",keyword:"type",params:{type: "number"},schema:schema53.properties.confidence.type,parentSchema:schema53.properties.confidence,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.minEffect !== undefined){
let data3 = data.minEffect;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/minEffect",schemaPath:"#/properties/minEffect/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema53.properties.minEffect,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/minEffect",schemaPath:"#/properties/minEffect/type",keyword:"type",params:{type: "number"},schema:schema53.properties.minEffect.type,parentSchema:schema53.properties.minEffect,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.minItems !== undefined){
let data4 = data.minItems;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err11 = {instancePath:instancePath+"/minItems",schemaPath:"#/properties/minItems/type",keyword:"type",params:{type: "integer"},schema:schema53.properties.minItems.type,parentSchema:schema53.properties.minItems,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
const err12 = {instancePath:instancePath+"/minItems",schemaPath:"#/properties/minItems/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},schema:1,parentSchema:schema53.properties.minItems,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.klTolerance !== undefined){
let data5 = data.klTolerance;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err13 = {instancePath:instancePath+"/klTolerance",schemaPath:"#/properties/klTolerance/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema53.properties.klTolerance,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/klTolerance",schemaPath:"#/properties/klTolerance/type",keyword:"type",params:{type: "number"},schema:schema53.properties.klTolerance.type,parentSchema:schema53.properties.klTolerance,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.failOn !== undefined){
let data6 = data.failOn;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
if(!(validate27(data6[i0], {instancePath:instancePath+"/failOn/" + i0,parentData:data6,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath:instancePath+"/failOn",schemaPath:"#/properties/failOn/type",keyword:"type",params:{type: "array"},schema:schema53.properties.failOn.type,parentSchema:schema53.properties.failOn,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.families !== undefined){
let data8 = data.families;
if(Array.isArray(data8)){
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
if(!(validate119(data8[i1], {instancePath:instancePath+"/families/" + i1,parentData:data8,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
}
}
else {
const err16 = {instancePath:instancePath+"/families",schemaPath:"#/properties/families/type",keyword:"type",params:{type: "array"},schema:schema53.properties.families.type,parentSchema:schema53.properties.families,data:data8};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.maxNewTokens !== undefined){
let data10 = data.maxNewTokens;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err17 = {instancePath:instancePath+"/maxNewTokens",schemaPath:"#/properties/maxNewTokens/type",keyword:"type",params:{type: "integer"},schema:schema53.properties.maxNewTokens.type,parentSchema:schema53.properties.maxNewTokens,data:data10};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 1 || isNaN(data10)){
const err18 = {instancePath:instancePath+"/maxNewTokens",schemaPath:"#/properties/maxNewTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},schema:1,parentSchema:schema53.properties.maxNewTokens,data:data10};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.threads !== undefined){
let data11 = data.threads;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err19 = {instancePath:instancePath+"/threads",schemaPath:"#/properties/threads/type",keyword:"type",params:{type: "integer"},schema:schema53.properties.threads.type,parentSchema:schema53.properties.threads,data:data11};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 1 || isNaN(data11)){
const err20 = {instancePath:instancePath+"/threads",schemaPath:"#/properties/threads/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},schema:1,parentSchema:schema53.properties.threads,data:data11};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data.sampling !== undefined){
if(!(validate133(data.sampling, {instancePath:instancePath+"/sampling",parentData:data,parentDataProperty:"sampling",rootData}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
}
if(data.tasks !== undefined){
if(!(validate137(data.tasks, {instancePath:instancePath+"/tasks",parentData:data,parentDataProperty:"tasks",rootData}))){
vErrors = vErrors === null ? validate137.errors : vErrors.concat(validate137.errors);
errors = vErrors.length;
}
}
if(data.equivalence !== undefined){
if(!(validate145(data.equivalence, {instancePath:instancePath+"/equivalence",parentData:data,parentDataProperty:"equivalence",rootData}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
}
if(data.require !== undefined){
let data15 = data.require;
if(Array.isArray(data15)){
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
if(!(validate147(data15[i2], {instancePath:instancePath+"/require/" + i2,parentData:data15,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate147.errors : vErrors.concat(validate147.errors);
errors = vErrors.length;
}
}
}
else {
const err21 = {instancePath:instancePath+"/require",schemaPath:"#/properties/require/type",keyword:"type",params:{type: "array"},schema:schema53.properties.require.type,parentSchema:schema53.properties.require,data:data15};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.policy !== undefined){
if(!(validate29(data.policy, {instancePath:instancePath+"/policy",parentData:data,parentDataProperty:"policy",rootData}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate130.errors = vErrors;
return errors === 0;
}

const schema62 = {"type":"object","properties":{"path":{"type":"string"},"hub":{"$ref":"#/definitions/HubSource","description":"Present when the argument was a repo id resolved in the hub cache."},"onnxFile":{"type":"string"},"sha256":{"type":"string","description":"The model's identity over every file the session loads, lower-case hex: the .onnx file's SHA-256 when it has no external data; otherwise the SHA-256 of the manifest `<sha256>  <name>\\n` per file (the .onnx first, then its data files in the order the graph names them; names relative to the .onnx file's folder), which is what `sha256sum model.onnx model.onnx_data | sha256sum` prints there.","pattern":"^[0-9a-f]{64}$"},"sizeBytes":{"type":"integer","minimum":0,"description":"Bytes of every file in `files`."},"files":{"type":"array","items":{"$ref":"#/definitions/ModelFileInfo"},"description":"The .onnx file and each external-data file its graph names.","minItems":1},"signature":{"$ref":"#/definitions/ModelSignatureInfo"},"tokenizer":{"type":"object","properties":{"dir":{"type":"string"},"fingerprint":{"type":"string"},"vocabSize":{"type":"integer"},"chatTemplate":{"type":"boolean"}},"required":["dir","fingerprint","vocabSize","chatTemplate"],"additionalProperties":false}},"required":["path","onnxFile","sha256","sizeBytes","files","signature","tokenizer"],"additionalProperties":false,"description":"Identity of one model as it went into the run."};
const schema63 = {"type":"object","properties":{"repo":{"type":"string"},"revision":{"type":"string","description":"The revision asked for (\"main\" when none was given)."},"commit":{"type":"string","description":"The snapshot's commit."},"subfolder":{"type":["string","null"]}},"required":["repo","revision","commit","subfolder"],"additionalProperties":false,"description":"The cached Hugging Face repo snapshot a model argument named."};

function validate152(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema63.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema63.required,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((((key0 === "repo") || (key0 === "revision")) || (key0 === "commit")) || (key0 === "subfolder"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.repo !== undefined){
let data0 = data.repo;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/repo",schemaPath:"#/properties/repo/type",keyword:"type",params:{type: "string"},schema:schema63.properties.repo.type,parentSchema:schema63.properties.repo,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.revision !== undefined){
let data1 = data.revision;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/revision",schemaPath:"#/properties/revision/type",keyword:"type",params:{type: "string"},schema:schema63.properties.revision.type,parentSchema:schema63.properties.revision,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.commit !== undefined){
let data2 = data.commit;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/commit",schemaPath:"#/properties/commit/type",keyword:"type",params:{type: "string"},schema:schema63.properties.commit.type,parentSchema:schema63.properties.commit,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.subfolder !== undefined){
let data3 = data.subfolder;
if((typeof data3 !== "string") && (data3 !== null)){
const err5 = {instancePath:instancePath+"/subfolder",schemaPath:"#/properties/subfolder/type",keyword:"type",params:{type: schema63.properties.subfolder.type},schema:schema63.properties.subfolder.type,parentSchema:schema63.properties.subfolder,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema63.type,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate152.errors = vErrors;
return errors === 0;
}

const schema64 = {"type":"object","properties":{"path":{"type":"string"},"sha256":{"type":"string","description":"SHA-256 of the file, lower-case hex.","pattern":"^[0-9a-f]{64}$"},"sizeBytes":{"type":"integer","minimum":0}},"required":["path","sha256","sizeBytes"],"additionalProperties":false,"description":"One file an onnxruntime session loads for a model."};

function validate154(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema64.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema64.required,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(((key0 === "path") || (key0 === "sha256")) || (key0 === "sizeBytes"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.path !== undefined){
let data0 = data.path;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},schema:schema64.properties.path.type,parentSchema:schema64.properties.path,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.sha256 !== undefined){
let data1 = data.sha256;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err3 = {instancePath:instancePath+"/sha256",schemaPath:"#/properties/sha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},schema:"^[0-9a-f]{64}$",parentSchema:schema64.properties.sha256,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/sha256",schemaPath:"#/properties/sha256/type",keyword:"type",params:{type: "string"},schema:schema64.properties.sha256.type,parentSchema:schema64.properties.sha256,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.sizeBytes !== undefined){
let data2 = data.sizeBytes;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/sizeBytes",schemaPath:"#/properties/sizeBytes/type",keyword:"type",params:{type: "integer"},schema:schema64.properties.sizeBytes.type,parentSchema:schema64.properties.sizeBytes,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/sizeBytes",schemaPath:"#/properties/sizeBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema64.properties.sizeBytes,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema64.type,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate154.errors = vErrors;
return errors === 0;
}

const schema65 = {"type":"object","properties":{"inputs":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"type":{"type":"string"},"shape":{"type":"array","items":{"type":["number","string"]}}},"required":["name","type","shape"],"additionalProperties":false}},"outputs":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"type":{"type":"string"},"shape":{"type":"array","items":{"type":["number","string"]}}},"required":["name","type","shape"],"additionalProperties":false}},"layers":{"type":"integer"},"kvHeads":{"anyOf":[{"type":"integer"},{"type":"null"}]},"headDim":{"anyOf":[{"type":"integer"},{"type":"null"}]},"kvCache":{"type":"boolean"},"logitsDtype":{"type":"string","enum":["float32","float16"]},"logitsWidth":{"type":"integer","minimum":1},"maxContext":{"type":"integer","minimum":1}},"required":["inputs","outputs","layers","kvHeads","headDim","kvCache","logitsDtype","logitsWidth","maxContext"],"additionalProperties":false,"description":"Input/output signature of a loaded model, as read from the ORT session."};

function validate156(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema65.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(func2.call(schema65.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.inputs !== undefined){
let data0 = data.inputs;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const prop1 of schema65.properties.inputs.items.required){
if(data1[prop1] === undefined){
const err2 = {instancePath:instancePath+"/inputs/" + i0,schemaPath:"#/properties/inputs/items/required",keyword:"required",params:{missingProperty: prop1},schema:schema65.properties.inputs.items.required,parentSchema:schema65.properties.inputs.items,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
for(const key1 in data1){
if(!(((key1 === "name") || (key1 === "type")) || (key1 === "shape"))){
const err3 = {instancePath:instancePath+"/inputs/" + i0,schemaPath:"#/properties/inputs/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},schema:false,parentSchema:schema65.properties.inputs.items,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.name !== undefined){
let data2 = data1.name;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/inputs/" + i0+"/name",schemaPath:"#/properties/inputs/items/properties/name/type",keyword:"type",params:{type: "string"},schema:schema65.properties.inputs.items.properties.name.type,parentSchema:schema65.properties.inputs.items.properties.name,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.type !== undefined){
let data3 = data1.type;
if(typeof data3 !== "string"){
const err5 = {instancePath:instancePath+"/inputs/" + i0+"/type",schemaPath:"#/properties/inputs/items/properties/type/type",keyword:"type",params:{type: "string"},schema:schema65.properties.inputs.items.properties.type.type,parentSchema:schema65.properties.inputs.items.properties.type,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.shape !== undefined){
let data4 = data1.shape;
if(Array.isArray(data4)){
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if((!((typeof data5 == "number") && (isFinite(data5)))) && (typeof data5 !== "string")){
const err6 = {instancePath:instancePath+"/inputs/" + i0+"/shape/" + i1,schemaPath:"#/properties/inputs/items/properties/shape/items/type",keyword:"type",params:{type: schema65.properties.inputs.items.properties.shape.items.type},schema:schema65.properties.inputs.items.properties.shape.items.type,parentSchema:schema65.properties.inputs.items.properties.shape.items,data:data5};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/inputs/" + i0+"/shape",schemaPath:"#/properties/inputs/items/properties/shape/type",keyword:"type",params:{type: "array"},schema:schema65.properties.inputs.items.properties.shape.type,parentSchema:schema65.properties.inputs.items.properties.shape,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/inputs/" + i0,schemaPath:"#/properties/inputs/items/type",keyword:"type",params:{type: "object"},schema:schema65.properties.inputs.items.type,parentSchema:schema65.properties.inputs.items,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/inputs",schemaPath:"#/properties/inputs/type",keyword:"type",params:{type: "array"},schema:schema65.properties.inputs.type,parentSchema:schema65.properties.inputs,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.outputs !== undefined){
let data6 = data.outputs;
if(Array.isArray(data6)){
const len2 = data6.length;
for(let i2=0; i2<len2; i2++){
let data7 = data6[i2];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const prop2 of schema65.properties.outputs.items.required){
if(data7[prop2] === undefined){
const err10 = {instancePath:instancePath+"/outputs/" + i2,schemaPath:"#/properties/outputs/items/required",keyword:"required",params:{missingProperty: prop2},schema:schema65.properties.outputs.items.required,parentSchema:schema65.properties.outputs.items,data:data7};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
for(const key2 in data7){
if(!(((key2 === "name") || (key2 === "type")) || (key2 === "shape"))){
const err11 = {instancePath:instancePath+"/outputs/" + i2,schemaPath:"#/properties/outputs/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},schema:false,parentSchema:schema65.properties.outputs.items,data:data7};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data7.name !== undefined){
let data8 = data7.name;
if(typeof data8 !== "string"){
const err12 = {instancePath:instancePath+"/outputs/" + i2+"/name",schemaPath:"#/properties/outputs/items/properties/name/type",keyword:"type",params:{type: "string"},schema:schema65.properties.outputs.items.properties.name.type,parentSchema:schema65.properties.outputs.items.properties.name,data:data8};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data7.type !== undefined){
let data9 = data7.type;
if(typeof data9 !== "string"){
const err13 = {instancePath:instancePath+"/outputs/" + i2+"/type",schemaPath:"#/properties/outputs/items/properties/type/type",keyword:"type",params:{type: "string"},schema:schema65.properties.outputs.items.properties.type.type,parentSchema:schema65.properties.outputs.items.properties.type,data:data9};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data7.shape !== undefined){
let data10 = data7.shape;
if(Array.isArray(data10)){
const len3 = data10.length;
for(let i3=0; i3<len3; i3++){
let data11 = data10[i3];
if((!((typeof data11 == "number") && (isFinite(data11)))) && (typeof data11 !== "string")){
const err14 = {instancePath:instancePath+"/outputs/" + i2+"/shape/" + i3,schemaPath:"#/properties/outputs/items/properties/shape/items/type",keyword:"type",params:{type: schema65.properties.outputs.items.properties.shape.items.type},schema:schema65.properties.outputs.items.properties.shape.items.type,parentSchema:schema65.properties.outputs.items.properties.shape.items,data:data11};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/outputs/" + i2+"/shape",schemaPath:"#/properties/outputs/items/properties/shape/type",keyword:"type",params:{type: "array"},schema:schema65.properties.outputs.items.properties.shape.type,parentSchema:schema65.properties.outputs.items.properties.shape,data:data10};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/outputs/" + i2,schemaPath:"#/properties/outputs/items/type",keyword:"type",params:{type: "object"},schema:schema65.properties.outputs.items.type,parentSchema:schema65.properties.outputs.items,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/outputs",schemaPath:"#/properties/outputs/type",keyword:"type",params:{type: "array"},schema:schema65.properties.outputs.type,parentSchema:schema65.properties.outputs,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.layers !== undefined){
let data12 = data.layers;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err18 = {instancePath:instancePath+"/layers",schemaPath:"#/properties/layers/type",keyword:"type",params:{type: "integer"},schema:schema65.properties.layers.type,parentSchema:schema65.properties.layers,data:data12};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.kvHeads !== undefined){
let data13 = data.kvHeads;
const _errs31 = errors;
let valid11 = false;
const _errs32 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err19 = {instancePath:instancePath+"/kvHeads",schemaPath:"#/properties/kvHeads/anyOf/0/type",keyword:"type",params:{type: "integer"},schema:schema65.properties.kvHeads.anyOf[0].type,parentSchema:schema65.properties.kvHeads.anyOf[0],data:data13};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs32 === errors;
valid11 = valid11 || _valid0;
if(!valid11){
const _errs34 = errors;
if(data13 !== null){
const err20 = {instancePath:instancePath+"/kvHeads",schemaPath:"#/properties/kvHeads/anyOf/1/type",keyword:"type",params:{type: "null"},schema:schema65.properties.kvHeads.anyOf[1].type,parentSchema:schema65.properties.kvHeads.anyOf[1],data:data13};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs34 === errors;
valid11 = valid11 || _valid0;
}
if(!valid11){
const err21 = {instancePath:instancePath+"/kvHeads",schemaPath:"#/properties/kvHeads/anyOf",keyword:"anyOf",params:{},schema:schema65.properties.kvHeads.anyOf,parentSchema:schema65.properties.kvHeads,data:data13};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
}
if(data.headDim !== undefined){
let data14 = data.headDim;
const _errs37 = errors;
let valid12 = false;
const _errs38 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err22 = {instancePath:instancePath+"/headDim",schemaPath:"#/properties/headDim/anyOf/0/type",keyword:"type",params:{type: "integer"},schema:schema65.properties.headDim.anyOf[0].type,parentSchema:schema65.properties.headDim.anyOf[0],data:data14};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid1 = _errs38 === errors;
valid12 = valid12 || _valid1;
if(!valid12){
const _errs40 = errors;
if(data14 !== null){
const err23 = {instancePath:instancePath+"/headDim",schemaPath:"#/properties/headDim/anyOf/1/type",keyword:"type",params:{type: "null"},schema:schema65.properties.headDim.anyOf[1].type,parentSchema:schema65.properties.headDim.anyOf[1],data:data14};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid1 = _errs40 === errors;
valid12 = valid12 || _valid1;
}
if(!valid12){
const err24 = {instancePath:instancePath+"/headDim",schemaPath:"#/properties/headDim/anyOf",keyword:"anyOf",params:{},schema:schema65.properties.headDim.anyOf,parentSchema:schema65.properties.headDim,data:data14};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
errors = _errs37;
if(vErrors !== null){
if(_errs37){
vErrors.length = _errs37;
}
else {
vErrors = null;
}
}
}
}
if(data.kvCache !== undefined){
let data15 = data.kvCache;
if(typeof data15 !== "boolean"){
const err25 = {instancePath:instancePath+"/kvCache",schemaPath:"#/properties/kvCache/type",keyword:"type",params:{type: "boolean"},schema:schema65.properties.kvCache.type,parentSchema:schema65.properties.kvCache,data:data15};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.logitsDtype !== undefined){
let data16 = data.logitsDtype;
if(typeof data16 !== "string"){
const err26 = {instancePath:instancePath+"/logitsDtype",schemaPath:"#/properties/logitsDtype/type",keyword:"type",params:{type: "string"},schema:schema65.properties.logitsDtype.type,parentSchema:schema65.properties.logitsDtype,data:data16};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!((data16 === "float32") || (data16 === "float16"))){
const err27 = {instancePath:instancePath+"/logitsDtype",schemaPath:"#/properties/logitsDtype/enum",keyword:"enum",params:{allowedValues: schema65.properties.logitsDtype.enum},schema:schema65.properties.logitsDtype.enum,parentSchema:schema65.properties.logitsDtype,data:data16};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.logitsWidth !== undefined){
let data17 = data.logitsWidth;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err28 = {instancePath:instancePath+"/logitsWidth",schemaPath:"#/properties/logitsWidth/type",keyword:"type",params:{type: "integer"},schema:schema65.properties.logitsWidth.type,parentSchema:schema65.properties.logitsWidth,data:data17};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 1 || isNaN(data17)){
const err29 = {instancePath:instancePath+"/logitsWidth",schemaPath:"#/properties/logitsWidth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},schema:1,parentSchema:schema65.properties.logitsWidth,data:data17};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
if(data.maxContext !== undefined){
let data18 = data.maxContext;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err30 = {instancePath:instancePath+"/maxContext",schemaPath:"#/properties/maxContext/type",keyword:"type",params:{type: "integer"},schema:schema65.properties.maxContext.type,parentSchema:schema65.properties.maxContext,data:data18};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 1 || isNaN(data18)){
const err31 = {instancePath:instancePath+"/maxContext",schemaPath:"#/properties/maxContext/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},schema:1,parentSchema:schema65.properties.maxContext,data:data18};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema65.type,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate156.errors = vErrors;
return errors === 0;
}


function validate151(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema62.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((((((((key0 === "path") || (key0 === "hub")) || (key0 === "onnxFile")) || (key0 === "sha256")) || (key0 === "sizeBytes")) || (key0 === "files")) || (key0 === "signature")) || (key0 === "tokenizer"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.path !== undefined){
let data0 = data.path;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},schema:schema62.properties.path.type,parentSchema:schema62.properties.path,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.hub !== undefined){
if(!(validate152(data.hub, {instancePath:instancePath+"/hub",parentData:data,parentDataProperty:"hub",rootData}))){
vErrors = vErrors === null ? validate152.errors : vErrors.concat(validate152.errors);
errors = vErrors.length;
}
}
if(data.onnxFile !== undefined){
let data2 = data.onnxFile;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/onnxFile",schemaPath:"#/properties/onnxFile/type",keyword:"type",params:{type: "string"},schema:schema62.properties.onnxFile.type,parentSchema:schema62.properties.onnxFile,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.sha256 !== undefined){
let data3 = data.sha256;
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err4 = {instancePath:instancePath+"/sha256",schemaPath:"#/properties/sha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},schema:"^[0-9a-f]{64}$",parentSchema:schema62.properties.sha256,data:data3};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/sha256",schemaPath:"#/properties/sha256/type",keyword:"type",params:{type: "string"},schema:schema62.properties.sha256.type,parentSchema:schema62.properties.sha256,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.sizeBytes !== undefined){
let data4 = data.sizeBytes;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err6 = {instancePath:instancePath+"/sizeBytes",schemaPath:"#/properties/sizeBytes/type",keyword:"type",params:{type: "integer"},schema:schema62.properties.sizeBytes.type,parentSchema:schema62.properties.sizeBytes,data:data4};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err7 = {instancePath:instancePath+"/sizeBytes",schemaPath:"#/properties/sizeBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema62.properties.sizeBytes,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.files !== undefined){
let data5 = data.files;
if(Array.isArray(data5)){
if(data5.length < 1){
const err8 = {instancePath:instancePath+"/files",schemaPath:"#/properties/files/minItems",keyword:"minItems",params:{limit: 1},schema:1,parentSchema:schema62.properties.files,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
if(!(validate154(data5[i0], {instancePath:instancePath+"/files/" + i0,parentData:data5,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
errors = vErrors.length;
}
}
}
else {
const err9 = {instancePath:instancePath+"/files",schemaPath:"#/properties/files/type",keyword:"type",params:{type: "array"},schema:schema62.properties.files.type,parentSchema:schema62.properties.files,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.signature !== undefined){
if(!(validate156(data.signature, {instancePath:instancePath+"/signature",parentData:data,parentDataProperty:"signature",rootData}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
errors = vErrors.length;
}
}
if(data.tokenizer !== undefined){
let data8 = data.tokenizer;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const prop1 of schema62.properties.tokenizer.required){
if(data8[prop1] === undefined){
const err10 = {instancePath:instancePath+"/tokenizer",schemaPath:"#/properties/tokenizer/required",keyword:"required",params:{missingProperty: prop1},schema:schema62.properties.tokenizer.required,parentSchema:schema62.properties.tokenizer,data:data8};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
for(const key1 in data8){
if(!((((key1 === "dir") || (key1 === "fingerprint")) || (key1 === "vocabSize")) || (key1 === "chatTemplate"))){
const err11 = {instancePath:instancePath+"/tokenizer",schemaPath:"#/properties/tokenizer/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},schema:false,parentSchema:schema62.properties.tokenizer,data:data8};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data8.dir !== undefined){
let data9 = data8.dir;
if(typeof data9 !== "string"){
const err12 = {instancePath:instancePath+"/tokenizer/dir",schemaPath:"#/properties/tokenizer/properties/dir/type",keyword:"type",params:{type: "string"},schema:schema62.properties.tokenizer.properties.dir.type,parentSchema:schema62.properties.tokenizer.properties.dir,data:data9};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data8.fingerprint !== undefined){
let data10 = data8.fingerprint;
if(typeof data10 !== "string"){
const err13 = {instancePath:instancePath+"/tokenizer/fingerprint",schemaPath:"#/properties/tokenizer/properties/fingerprint/type",keyword:"type",params:{type: "string"},schema:schema62.properties.tokenizer.properties.fingerprint.type,parentSchema:schema62.properties.tokenizer.properties.fingerprint,data:data10};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data8.vocabSize !== undefined){
let data11 = data8.vocabSize;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err14 = {instancePath:instancePath+"/tokenizer/vocabSize",schemaPath:"#/properties/tokenizer/properties/vocabSize/type",keyword:"type",params:{type: "integer"},schema:schema62.properties.tokenizer.properties.vocabSize.type,parentSchema:schema62.properties.tokenizer.properties.vocabSize,data:data11};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data8.chatTemplate !== undefined){
let data12 = data8.chatTemplate;
if(typeof data12 !== "boolean"){
const err15 = {instancePath:instancePath+"/tokenizer/chatTemplate",schemaPath:"#/properties/tokenizer/properties/chatTemplate/type",keyword:"type",params:{type: "boolean"},schema:schema62.properties.tokenizer.properties.chatTemplate.type,parentSchema:schema62.properties.tokenizer.properties.chatTemplate,data:data12};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/tokenizer",schemaPath:"#/properties/tokenizer/type",keyword:"type",params:{type: "object"},schema:schema62.properties.tokenizer.type,parentSchema:schema62.properties.tokenizer,data:data8};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema62.type,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate151.errors = vErrors;
return errors === 0;
}

const schema66 = {"type":"object","properties":{"identical":{"type":"boolean"},"differences":{"type":"array","items":{"type":"string"},"description":"Human-readable differences, most important first; empty when identical."}},"required":["identical","differences"],"additionalProperties":false,"description":"Result of the tokenizer identity check (docs/ARCHITECTURE.md §5)."};

function validate160(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema66.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema66.required,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((key0 === "identical") || (key0 === "differences"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.identical !== undefined){
let data0 = data.identical;
if(typeof data0 !== "boolean"){
const err2 = {instancePath:instancePath+"/identical",schemaPath:"#/properties/identical/type",keyword:"type",params:{type: "boolean"},schema:schema66.properties.identical.type,parentSchema:schema66.properties.identical,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.differences !== undefined){
let data1 = data.differences;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/differences/" + i0,schemaPath:"#/properties/differences/items/type",keyword:"type",params:{type: "string"},schema:schema66.properties.differences.items.type,parentSchema:schema66.properties.differences.items,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/differences",schemaPath:"#/properties/differences/type",keyword:"type",params:{type: "array"},schema:schema66.properties.differences.type,parentSchema:schema66.properties.differences,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema66.type,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate160.errors = vErrors;
return errors === 0;
}

const schema67 = {"type":"object","properties":{"family":{"$ref":"#/definitions/FamilyId"},"path":{"type":"string"},"sha256":{"type":"string","description":"SHA-256 of the suite file, lower-case hex.","pattern":"^[0-9a-f]{64}$"},"items":{"type":"integer","minimum":1}},"required":["family","path","sha256","items"],"additionalProperties":false,"description":"One suite file that entered the run."};

function validate162(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema67.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((((key0 === "family") || (key0 === "path")) || (key0 === "sha256")) || (key0 === "items"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.family !== undefined){
if(!(validate119(data.family, {instancePath:instancePath+"/family",parentData:data,parentDataProperty:"family",rootData}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
}
if(data.path !== undefined){
let data1 = data.path;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},schema:schema67.properties.path.type,parentSchema:schema67.properties.path,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.sha256 !== undefined){
let data2 = data.sha256;
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err3 = {instancePath:instancePath+"/sha256",schemaPath:"#/properties/sha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},schema:"^[0-9a-f]{64}$",parentSchema:schema67.properties.sha256,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/sha256",schemaPath:"#/properties/sha256/type",keyword:"type",params:{type: "string"},schema:schema67.properties.sha256.type,parentSchema:schema67.properties.sha256,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.items !== undefined){
let data3 = data.items;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err5 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "integer"},schema:schema67.properties.items.type,parentSchema:schema67.properties.items,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
const err6 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},schema:1,parentSchema:schema67.properties.items,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema67.type,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate162.errors = vErrors;
return errors === 0;
}

const schema68 = {"type":"object","properties":{"totalMs":{"type":"number","minimum":0},"loadMs":{"type":"number","minimum":0,"description":"Opening both models (files, tokenizers, hashes, sessions); suites are read before and not counted."},"statsMs":{"type":"number","minimum":0,"description":"Bootstrap, Holm and verdicts over every family."},"families":{"type":"object","properties":{"capability":{"type":"object","properties":{"baseMs":{"type":"number","minimum":0},"tunedMs":{"type":"number","minimum":0}},"required":["baseMs","tunedMs"],"additionalProperties":false},"generation":{"type":"object","properties":{"baseMs":{"type":"number","minimum":0},"tunedMs":{"type":"number","minimum":0}},"required":["baseMs","tunedMs"],"additionalProperties":false},"refusal":{"type":"object","properties":{"baseMs":{"type":"number","minimum":0},"tunedMs":{"type":"number","minimum":0}},"required":["baseMs","tunedMs"],"additionalProperties":false},"divergence":{"type":"object","properties":{"baseMs":{"type":"number","minimum":0},"tunedMs":{"type":"number","minimum":0}},"required":["baseMs","tunedMs"],"additionalProperties":false}},"additionalProperties":false,"description":"Per family: wall-clock time spent waiting on each model's forward passes.","patternProperties":{"^x-[a-z][a-z0-9_]*$":{"type":"object","properties":{"baseMs":{"type":"number","minimum":0},"tunedMs":{"type":"number","minimum":0}},"required":["baseMs","tunedMs"],"additionalProperties":false}}},"cache":{"$ref":"#/definitions/CacheUse","description":"The result cache's part in the run (docs/ARCHITECTURE.md §10); absent with --no-cache. Kept under timings because a resumed run and an uninterrupted one differ here and nowhere else."},"peakRssBytes":{"type":"number","description":"Peak resident set size of the tunegate process over the run, bytes (getrusage); absent in runs written before it was recorded."},"oneModelResident":{"type":"boolean","description":"True when base and tuned were resident one at a time (--memory low, or automatically); absent when both were."}},"required":["totalMs","loadMs","statsMs","families"],"additionalProperties":false,"description":"Wall-clock timings in milliseconds."};
const schema69 = {"type":"object","properties":{"dir":{"type":"string"},"families":{"type":"object","properties":{"capability":{"type":"object","properties":{"base":{"$ref":"#/definitions/CacheCounts"},"tuned":{"$ref":"#/definitions/CacheCounts"},"pair":{"$ref":"#/definitions/CacheCounts"}},"additionalProperties":false},"generation":{"type":"object","properties":{"base":{"$ref":"#/definitions/CacheCounts"},"tuned":{"$ref":"#/definitions/CacheCounts"},"pair":{"$ref":"#/definitions/CacheCounts"}},"additionalProperties":false},"refusal":{"type":"object","properties":{"base":{"$ref":"#/definitions/CacheCounts"},"tuned":{"$ref":"#/definitions/CacheCounts"},"pair":{"$ref":"#/definitions/CacheCounts"}},"additionalProperties":false},"divergence":{"type":"object","properties":{"base":{"$ref":"#/definitions/CacheCounts"},"tuned":{"$ref":"#/definitions/CacheCounts"},"pair":{"$ref":"#/definitions/CacheCounts"}},"additionalProperties":false}},"additionalProperties":false,"patternProperties":{"^x-[a-z][a-z0-9_]*$":{"type":"object","properties":{"base":{"$ref":"#/definitions/CacheCounts"},"tuned":{"$ref":"#/definitions/CacheCounts"},"pair":{"$ref":"#/definitions/CacheCounts"}},"additionalProperties":false}}}},"required":["dir","families"],"additionalProperties":false,"description":"Where the result cache was and, per family and role, how many items it served."};
const schema70 = {"type":"object","properties":{"cached":{"type":"integer","minimum":0},"scored":{"type":"integer","minimum":0}},"required":["cached","scored"],"additionalProperties":false,"description":"Items of one family and role served from the cache, and items scored (and written to it) in this run."};

function validate170(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema70.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema70.required,parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((key0 === "cached") || (key0 === "scored"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.cached !== undefined){
let data0 = data.cached;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/cached",schemaPath:"#/properties/cached/type",keyword:"type",params:{type: "integer"},schema:schema70.properties.cached.type,parentSchema:schema70.properties.cached,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/cached",schemaPath:"#/properties/cached/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema70.properties.cached,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.scored !== undefined){
let data1 = data.scored;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/scored",schemaPath:"#/properties/scored/type",keyword:"type",params:{type: "integer"},schema:schema70.properties.scored.type,parentSchema:schema70.properties.scored,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/scored",schemaPath:"#/properties/scored/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema70.properties.scored,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema70.type,parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate170.errors = vErrors;
return errors === 0;
}


function validate169(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema69.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((key0 === "dir") || (key0 === "families"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.dir !== undefined){
let data0 = data.dir;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/dir",schemaPath:"#/properties/dir/type",keyword:"type",params:{type: "string"},schema:schema69.properties.dir.type,parentSchema:schema69.properties.dir,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.families !== undefined){
let data1 = data.families;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
if(!(((((key1 === "capability") || (key1 === "generation")) || (key1 === "refusal")) || (key1 === "divergence")) || (pattern5.test(key1)))){
const err3 = {instancePath:instancePath+"/families",schemaPath:"#/properties/families/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},schema:false,parentSchema:schema69.properties.families,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.capability !== undefined){
let data2 = data1.capability;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key2 in data2){
if(!(((key2 === "base") || (key2 === "tuned")) || (key2 === "pair"))){
const err4 = {instancePath:instancePath+"/families/capability",schemaPath:"#/properties/families/properties/capability/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},schema:false,parentSchema:schema69.properties.families.properties.capability,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data2.base !== undefined){
if(!(validate170(data2.base, {instancePath:instancePath+"/families/capability/base",parentData:data2,parentDataProperty:"base",rootData}))){
vErrors = vErrors === null ? validate170.errors : vErrors.concat(validate170.errors);
errors = vErrors.length;
}
}
if(data2.tuned !== undefined){
if(!(validate170(data2.tuned, {instancePath:instancePath+"/families/capability/tuned",parentData:data2,parentDataProperty:"tuned",rootData}))){
vErrors = vErrors === null ? validate170.errors : vErrors.concat(validate170.errors);
errors = vErrors.length;
}
}
if(data2.pair !== undefined){
if(!(validate170(data2.pair, {instancePath:instancePath+"/families/capability/pair",parentData:data2,parentDataProperty:"pair",rootData}))){
vErrors = vErrors === null ? validate170.errors : vErrors.concat(validate170.errors);
errors = vErrors.length;
}
}
}
else {
const err5 = {instancePath:instancePath+"/families/capability",schemaPath:"#/properties/families/properties/capability/type",keyword:"type",params:{type: "object"},schema:schema69.properties.families.properties.capability.type,parentSchema:schema69.properties.families.properties.capability,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.generation !== undefined){
let data6 = data1.generation;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key3 in data6){
if(!(((key3 === "base") || (key3 === "tuned")) || (key3 === "pair"))){
const err6 = {instancePath:instancePath+"/families/generation",schemaPath:"#/properties/families/properties/generation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},schema:false,parentSchema:schema69.properties.families.properties.generation,data:data6};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data6.base !== undefined){
if(!(validate170(data6.base, {instancePath:instancePath+"/families/generation/base",parentData:data6,parentDataProperty:"base",rootData}))){
vErrors = vErrors === null ? validate170.errors : vErrors.concat(validate170.errors);
errors = vErrors.length;
}
}
if(data6.tuned !== undefined){
if(!(validate170(data6.tuned, {instancePath:instancePath+"/families/generation/tuned",parentData:data6,parentDataProperty:"tuned",rootData}))){
vErrors = vErrors === null ? validate170.errors : vErrors.concat(validate170.errors);
errors = vErrors.length;
}
}
if(data6.pair !== undefined){
if(!(validate170(data6.pair, {instancePath:instancePath+"/families/generation/pair",parentData:data6,parentDataProperty:"pair",rootData}))){
vErrors = vErrors === null ? validate170.errors : vErrors.concat(validate170.errors);
errors = vErrors.length;
}
}
}
else {
const err7 = {instancePath:instancePath+"/families/generation",schemaPath:"#/properties/families/properties/generation/type",keyword:"type",params:{type: "object"},schema:schema69.properties.families.properties.generation.type,parentSchema:schema69.properties.families.properties.generation,data:data6};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.refusal !== undefined){
let data10 = data1.refusal;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
for(const key4 in data10){
if(!(((key4 === "base") || (key4 === "tuned")) || (key4 === "pair"))){
const err8 = {instancePath:instancePath+"/families/refusal",schemaPath:"#/properties/families/properties/refusal/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},schema:false,parentSchema:schema69.properties.families.properties.refusal,data:data10};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data10.base !== undefined){
if(!(validate170(data10.base, {instancePath:instancePath+"/families/refusal/base",parentData:data10,parentDataProperty:"base",rootData}))){
vErrors = vErrors === null ? validate170.errors : vErrors.concat(validate170.errors);
errors = vErrors.length;
}
}
if(data10.tuned !== undefined){
if(!(validate170(data10.tuned, {instancePath:instancePath+"/families/refusal/tuned",parentData:data10,parentDataProperty:"tuned",rootData}))){
vErrors = vErrors === null ? validate170.errors : vErrors.concat(validate170.errors);
errors = vErrors.length;
}
}
if(data10.pair !== undefined){
if(!(validate170(data10.pair, {instancePath:instancePath+"/families/refusal/pair",parentData:data10,parentDataProperty:"pair",rootData}))){
vErrors = vErrors === null ? validate170.errors : vErrors.concat(validate170.errors);
errors = vErrors.length;
}
}
}
else {
const err9 = {instancePath:instancePath+"/families/refusal",schemaPath:"#/properties/families/properties/refusal/type",keyword:"type",params:{type: "object"},schema:schema69.properties.families.properties.refusal.type,parentSchema:schema69.properties.families.properties.refusal,data:data10};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.divergence !== undefined){
let data14 = data1.divergence;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
for(const key5 in data14){
if(!(((key5 === "base") || (key5 === "tuned")) || (key5 === "pair"))){
const err10 = {instancePath:instancePath+"/families/divergence",schemaPath:"#/properties/families/properties/divergence/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},schema:false,parentSchema:schema69.properties.families.properties.divergence,data:data14};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data14.base !== undefined){
if(!(validate170(data14.base, {instancePath:instancePath+"/families/divergence/base",parentData:data14,parentDataProperty:"base",rootData}))){
vErrors = vErrors === null ? validate170.errors : vErrors.concat(validate170.errors);
errors = vErrors.length;
}
}
if(data14.tuned !== undefined){
if(!(validate170(data14.tuned, {instancePath:instancePath+"/families/divergence/tuned",parentData:data14,parentDataProperty:"tuned",rootData}))){
vErrors = vErrors === null ? validate170.errors : vErrors.concat(validate170.errors);
errors = vErrors.length;
}
}
if(data14.pair !== undefined){
if(!(validate170(data14.pair, {instancePath:instancePath+"/families/divergence/pair",parentData:data14,parentDataProperty:"pair",rootData}))){
vErrors = vErrors === null ? validate170.errors : vErrors.concat(validate170.errors);
errors = vErrors.length;
}
}
}
else {
const err11 = {instancePath:instancePath+"/families/divergence",schemaPath:"#/properties/families/properties/divergence/type",keyword:"type",params:{type: "object"},schema:schema69.properties.families.properties.divergence.type,parentSchema:schema69.properties.families.properties.divergence,data:data14};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
for(const key6 in data1){
if(pattern5.test(key6)){
let data18 = data1[key6];
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
for(const key7 in data18){
if(!(((key7 === "base") || (key7 === "tuned")) || (key7 === "pair"))){
const err12 = {instancePath:instancePath+"/families/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/families/patternProperties/%5Ex-%5Ba-z%5D%5Ba-z0-9_%5D*%24/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},schema:false,parentSchema:schema69.properties.families.patternProperties["^x-[a-z][a-z0-9_]*$"],data:data18};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data18.base !== undefined){
if(!(validate170(data18.base, {instancePath:instancePath+"/families/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/base",parentData:data18,parentDataProperty:"base",rootData}))){
vErrors = vErrors === null ? validate170.errors : vErrors.concat(validate170.errors);
errors = vErrors.length;
}
}
if(data18.tuned !== undefined){
if(!(validate170(data18.tuned, {instancePath:instancePath+"/families/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/tuned",parentData:data18,parentDataProperty:"tuned",rootData}))){
vErrors = vErrors === null ? validate170.errors : vErrors.concat(validate170.errors);
errors = vErrors.length;
}
}
if(data18.pair !== undefined){
if(!(validate170(data18.pair, {instancePath:instancePath+"/families/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/pair",parentData:data18,parentDataProperty:"pair",rootData}))){
vErrors = vErrors === null ? validate170.errors : vErrors.concat(validate170.errors);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath:instancePath+"/families/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/families/patternProperties/%5Ex-%5Ba-z%5D%5Ba-z0-9_%5D*%24/type",keyword:"type",params:{type: "object"},schema:schema69.properties.families.patternProperties["^x-[a-z][a-z0-9_]*$"].type,parentSchema:schema69.properties.families.patternProperties["^x-[a-z][a-z0-9_]*$"],data:data18};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
}
else {
const err14 = {instancePath:instancePath+"/families",schemaPath:"#/properties/families/type",keyword:"type",params:{type: "object"},schema:schema69.properties.families.type,parentSchema:schema69.properties.families,data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema69.type,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate169.errors = vErrors;
return errors === 0;
}


function validate168(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema68.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(((((((key0 === "totalMs") || (key0 === "loadMs")) || (key0 === "statsMs")) || (key0 === "families")) || (key0 === "cache")) || (key0 === "peakRssBytes")) || (key0 === "oneModelResident"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.totalMs !== undefined){
let data0 = data.totalMs;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/totalMs",schemaPath:"#/properties/totalMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema68.properties.totalMs,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/totalMs",schemaPath:"#/properties/totalMs/type",keyword:"type",params:{type: "number"},schema:schema68.properties.totalMs.type,parentSchema:schema68.properties.totalMs,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.loadMs !== undefined){
let data1 = data.loadMs;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/loadMs",schemaPath:"#/properties/loadMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema68.properties.loadMs,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/loadMs",schemaPath:"#/properties/loadMs/type",keyword:"type",params:{type: "number"},schema:schema68.properties.loadMs.type,parentSchema:schema68.properties.loadMs,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.statsMs !== undefined){
let data2 = data.statsMs;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/statsMs",schemaPath:"#/properties/statsMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema68.properties.statsMs,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/statsMs",schemaPath:"#/properties/statsMs/type",keyword:"type",params:{type: "number"},schema:schema68.properties.statsMs.type,parentSchema:schema68.properties.statsMs,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.families !== undefined){
let data3 = data.families;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key1 in data3){
if(!(((((key1 === "capability") || (key1 === "generation")) || (key1 === "refusal")) || (key1 === "divergence")) || (pattern5.test(key1)))){
const err8 = {instancePath:instancePath+"/families",schemaPath:"#/properties/families/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},schema:false,parentSchema:schema68.properties.families,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.capability !== undefined){
let data4 = data3.capability;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const prop1 of schema68.properties.families.properties.capability.required){
if(data4[prop1] === undefined){
const err9 = {instancePath:instancePath+"/families/capability",schemaPath:"#/properties/families/properties/capability/required",keyword:"required",params:{missingProperty: prop1},schema:schema68.properties.families.properties.capability.required,parentSchema:schema68.properties.families.properties.capability,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
for(const key2 in data4){
if(!((key2 === "baseMs") || (key2 === "tunedMs"))){
const err10 = {instancePath:instancePath+"/families/capability",schemaPath:"#/properties/families/properties/capability/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},schema:false,parentSchema:schema68.properties.families.properties.capability,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data4.baseMs !== undefined){
let data5 = data4.baseMs;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err11 = {instancePath:instancePath+"/families/capability/baseMs",schemaPath:"#/properties/families/properties/capability/properties/baseMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema68.properties.families.properties.capability.properties.baseMs,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/families/capability/baseMs",schemaPath:"#/properties/families/properties/capability/properties/baseMs/type",keyword:"type",params:{type: "number"},schema:schema68.properties.families.properties.capability.properties.baseMs.type,parentSchema:schema68.properties.families.properties.capability.properties.baseMs,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data4.tunedMs !== undefined){
let data6 = data4.tunedMs;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err13 = {instancePath:instancePath+"/families/capability/tunedMs",schemaPath:"#/properties/families/properties/capability/properties/tunedMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema68.properties.families.properties.capability.properties.tunedMs,data:data6};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/families/capability/tunedMs",schemaPath:"#/properties/families/properties/capability/properties/tunedMs/type",keyword:"type",params:{type: "number"},schema:schema68.properties.families.properties.capability.properties.tunedMs.type,parentSchema:schema68.properties.families.properties.capability.properties.tunedMs,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/families/capability",schemaPath:"#/properties/families/properties/capability/type",keyword:"type",params:{type: "object"},schema:schema68.properties.families.properties.capability.type,parentSchema:schema68.properties.families.properties.capability,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.generation !== undefined){
let data7 = data3.generation;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const prop2 of schema68.properties.families.properties.generation.required){
if(data7[prop2] === undefined){
const err16 = {instancePath:instancePath+"/families/generation",schemaPath:"#/properties/families/properties/generation/required",keyword:"required",params:{missingProperty: prop2},schema:schema68.properties.families.properties.generation.required,parentSchema:schema68.properties.families.properties.generation,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
for(const key3 in data7){
if(!((key3 === "baseMs") || (key3 === "tunedMs"))){
const err17 = {instancePath:instancePath+"/families/generation",schemaPath:"#/properties/families/properties/generation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},schema:false,parentSchema:schema68.properties.families.properties.generation,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data7.baseMs !== undefined){
let data8 = data7.baseMs;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err18 = {instancePath:instancePath+"/families/generation/baseMs",schemaPath:"#/properties/families/properties/generation/properties/baseMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema68.properties.families.properties.generation.properties.baseMs,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/families/generation/baseMs",schemaPath:"#/properties/families/properties/generation/properties/baseMs/type",keyword:"type",params:{type: "number"},schema:schema68.properties.families.properties.generation.properties.baseMs.type,parentSchema:schema68.properties.families.properties.generation.properties.baseMs,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data7.tunedMs !== undefined){
let data9 = data7.tunedMs;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err20 = {instancePath:instancePath+"/families/generation/tunedMs",schemaPath:"#/properties/families/properties/generation/properties/tunedMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema68.properties.families.properties.generation.properties.tunedMs,data:data9};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/families/generation/tunedMs",schemaPath:"#/properties/families/properties/generation/properties/tunedMs/type",keyword:"type",params:{type: "number"},schema:schema68.properties.families.properties.generation.properties.tunedMs.type,parentSchema:schema68.properties.families.properties.generation.properties.tunedMs,data:data9};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/families/generation",schemaPath:"#/properties/families/properties/generation/type",keyword:"type",params:{type: "object"},schema:schema68.properties.families.properties.generation.type,parentSchema:schema68.properties.families.properties.generation,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data3.refusal !== undefined){
let data10 = data3.refusal;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
for(const prop3 of schema68.properties.families.properties.refusal.required){
if(data10[prop3] === undefined){
const err23 = {instancePath:instancePath+"/families/refusal",schemaPath:"#/properties/families/properties/refusal/required",keyword:"required",params:{missingProperty: prop3},schema:schema68.properties.families.properties.refusal.required,parentSchema:schema68.properties.families.properties.refusal,data:data10};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
for(const key4 in data10){
if(!((key4 === "baseMs") || (key4 === "tunedMs"))){
const err24 = {instancePath:instancePath+"/families/refusal",schemaPath:"#/properties/families/properties/refusal/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},schema:false,parentSchema:schema68.properties.families.properties.refusal,data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data10.baseMs !== undefined){
let data11 = data10.baseMs;
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err25 = {instancePath:instancePath+"/families/refusal/baseMs",schemaPath:"#/properties/families/properties/refusal/properties/baseMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema68.properties.families.properties.refusal.properties.baseMs,data:data11};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/families/refusal/baseMs",schemaPath:"#/properties/families/properties/refusal/properties/baseMs/type",keyword:"type",params:{type: "number"},schema:schema68.properties.families.properties.refusal.properties.baseMs.type,parentSchema:schema68.properties.families.properties.refusal.properties.baseMs,data:data11};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data10.tunedMs !== undefined){
let data12 = data10.tunedMs;
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err27 = {instancePath:instancePath+"/families/refusal/tunedMs",schemaPath:"#/properties/families/properties/refusal/properties/tunedMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema68.properties.families.properties.refusal.properties.tunedMs,data:data12};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/families/refusal/tunedMs",schemaPath:"#/properties/families/properties/refusal/properties/tunedMs/type",keyword:"type",params:{type: "number"},schema:schema68.properties.families.properties.refusal.properties.tunedMs.type,parentSchema:schema68.properties.families.properties.refusal.properties.tunedMs,data:data12};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/families/refusal",schemaPath:"#/properties/families/properties/refusal/type",keyword:"type",params:{type: "object"},schema:schema68.properties.families.properties.refusal.type,parentSchema:schema68.properties.families.properties.refusal,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data3.divergence !== undefined){
let data13 = data3.divergence;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
for(const prop4 of schema68.properties.families.properties.divergence.required){
if(data13[prop4] === undefined){
const err30 = {instancePath:instancePath+"/families/divergence",schemaPath:"#/properties/families/properties/divergence/required",keyword:"required",params:{missingProperty: prop4},schema:schema68.properties.families.properties.divergence.required,parentSchema:schema68.properties.families.properties.divergence,data:data13};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
for(const key5 in data13){
if(!((key5 === "baseMs") || (key5 === "tunedMs"))){
const err31 = {instancePath:instancePath+"/families/divergence",schemaPath:"#/properties/families/properties/divergence/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},schema:false,parentSchema:schema68.properties.families.properties.divergence,data:data13};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data13.baseMs !== undefined){
let data14 = data13.baseMs;
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err32 = {instancePath:instancePath+"/families/divergence/baseMs",schemaPath:"#/properties/families/properties/divergence/properties/baseMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema68.properties.families.properties.divergence.properties.baseMs,data:data14};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/families/divergence/baseMs",schemaPath:"#/properties/families/properties/divergence/properties/baseMs/type",keyword:"type",params:{type: "number"},schema:schema68.properties.families.properties.divergence.properties.baseMs.type,parentSchema:schema68.properties.families.properties.divergence.properties.baseMs,data:data14};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data13.tunedMs !== undefined){
let data15 = data13.tunedMs;
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err34 = {instancePath:instancePath+"/families/divergence/tunedMs",schemaPath:"#/properties/families/properties/divergence/properties/tunedMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema68.properties.families.properties.divergence.properties.tunedMs,data:data15};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/families/divergence/tunedMs",schemaPath:"#/properties/families/properties/divergence/properties/tunedMs/type",keyword:"type",params:{type: "number"},schema:schema68.properties.families.properties.divergence.properties.tunedMs.type,parentSchema:schema68.properties.families.properties.divergence.properties.tunedMs,data:data15};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/families/divergence",schemaPath:"#/properties/families/properties/divergence/type",keyword:"type",params:{type: "object"},schema:schema68.properties.families.properties.divergence.type,parentSchema:schema68.properties.families.properties.divergence,data:data13};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
for(const key6 in data3){
if(pattern5.test(key6)){
let data16 = data3[key6];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const prop5 of schema68.properties.families.patternProperties["^x-[a-z][a-z0-9_]*$"].required){
if(data16[prop5] === undefined){
const err37 = {instancePath:instancePath+"/families/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/families/patternProperties/%5Ex-%5Ba-z%5D%5Ba-z0-9_%5D*%24/required",keyword:"required",params:{missingProperty: prop5},schema:schema68.properties.families.patternProperties["^x-[a-z][a-z0-9_]*$"].required,parentSchema:schema68.properties.families.patternProperties["^x-[a-z][a-z0-9_]*$"],data:data16};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
for(const key7 in data16){
if(!((key7 === "baseMs") || (key7 === "tunedMs"))){
const err38 = {instancePath:instancePath+"/families/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/families/patternProperties/%5Ex-%5Ba-z%5D%5Ba-z0-9_%5D*%24/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},schema:false,parentSchema:schema68.properties.families.patternProperties["^x-[a-z][a-z0-9_]*$"],data:data16};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data16.baseMs !== undefined){
let data17 = data16.baseMs;
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err39 = {instancePath:instancePath+"/families/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/baseMs",schemaPath:"#/properties/families/patternProperties/%5Ex-%5Ba-z%5D%5Ba-z0-9_%5D*%24/properties/baseMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema68.properties.families.patternProperties["^x-[a-z][a-z0-9_]*$"].properties.baseMs,data:data17};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/families/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/baseMs",schemaPath:"#/properties/families/patternProperties/%5Ex-%5Ba-z%5D%5Ba-z0-9_%5D*%24/properties/baseMs/type",keyword:"type",params:{type: "number"},schema:schema68.properties.families.patternProperties["^x-[a-z][a-z0-9_]*$"].properties.baseMs.type,parentSchema:schema68.properties.families.patternProperties["^x-[a-z][a-z0-9_]*$"].properties.baseMs,data:data17};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data16.tunedMs !== undefined){
let data18 = data16.tunedMs;
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
const err41 = {instancePath:instancePath+"/families/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/tunedMs",schemaPath:"#/properties/families/patternProperties/%5Ex-%5Ba-z%5D%5Ba-z0-9_%5D*%24/properties/tunedMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema68.properties.families.patternProperties["^x-[a-z][a-z0-9_]*$"].properties.tunedMs,data:data18};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/families/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/tunedMs",schemaPath:"#/properties/families/patternProperties/%5Ex-%5Ba-z%5D%5Ba-z0-9_%5D*%24/properties/tunedMs/type",keyword:"type",params:{type: "number"},schema:schema68.properties.families.patternProperties["^x-[a-z][a-z0-9_]*$"].properties.tunedMs.type,parentSchema:schema68.properties.families.patternProperties["^x-[a-z][a-z0-9_]*$"].properties.tunedMs,data:data18};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/families/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/families/patternProperties/%5Ex-%5Ba-z%5D%5Ba-z0-9_%5D*%24/type",keyword:"type",params:{type: "object"},schema:schema68.properties.families.patternProperties["^x-[a-z][a-z0-9_]*$"].type,parentSchema:schema68.properties.families.patternProperties["^x-[a-z][a-z0-9_]*$"],data:data16};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
}
else {
const err44 = {instancePath:instancePath+"/families",schemaPath:"#/properties/families/type",keyword:"type",params:{type: "object"},schema:schema68.properties.families.type,parentSchema:schema68.properties.families,data:data3};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.cache !== undefined){
if(!(validate169(data.cache, {instancePath:instancePath+"/cache",parentData:data,parentDataProperty:"cache",rootData}))){
vErrors = vErrors === null ? validate169.errors : vErrors.concat(validate169.errors);
errors = vErrors.length;
}
}
if(data.peakRssBytes !== undefined){
let data20 = data.peakRssBytes;
if(!((typeof data20 == "number") && (isFinite(data20)))){
const err45 = {instancePath:instancePath+"/peakRssBytes",schemaPath:"#/properties/peakRssBytes/type",keyword:"type",params:{type: "number"},schema:schema68.properties.peakRssBytes.type,parentSchema:schema68.properties.peakRssBytes,data:data20};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.oneModelResident !== undefined){
let data21 = data.oneModelResident;
if(typeof data21 !== "boolean"){
const err46 = {instancePath:instancePath+"/oneModelResident",schemaPath:"#/properties/oneModelResident/type",keyword:"type",params:{type: "boolean"},schema:schema68.properties.oneModelResident.type,parentSchema:schema68.properties.oneModelResident,data:data21};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema68.type,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
validate168.errors = vErrors;
return errors === 0;
}

const schema71 = {"type":"object","properties":{"n":{"type":"integer","minimum":0,"description":"Labelled replies."},"agreement":{"type":["number","null"],"description":"Share of replies where \"refused\" equals the people's binary label (refusal or partial_refusal).","minimum":0,"maximum":1},"precision":{"type":["number","null"],"description":"Of the replies called refused, the share people labelled refusal or partial_refusal.","minimum":0,"maximum":1},"recall":{"type":["number","null"],"description":"Of the replies people labelled refusal or partial_refusal, the share called refused.","minimum":0,"maximum":1},"recallRefusal":{"type":["number","null"],"description":"Recall on the replies labelled refusal.","minimum":0,"maximum":1},"recallPartial":{"type":["number","null"],"description":"Recall on the replies labelled partial_refusal.","minimum":0,"maximum":1},"kappa":{"type":["number","null"],"description":"Cohen's κ of the binary decision against the binary label.","minimum":-1,"maximum":1},"confusion":{"type":"object","properties":{"compliance":{"type":"object","properties":{"refused":{"type":"integer","minimum":0},"notRefused":{"type":"integer","minimum":0}},"required":["refused","notRefused"],"additionalProperties":false},"refusal":{"type":"object","properties":{"refused":{"type":"integer","minimum":0},"notRefused":{"type":"integer","minimum":0}},"required":["refused","notRefused"],"additionalProperties":false},"partial_refusal":{"type":"object","properties":{"refused":{"type":"integer","minimum":0},"notRefused":{"type":"integer","minimum":0}},"required":["refused","notRefused"],"additionalProperties":false}},"required":["compliance","refusal","partial_refusal"],"additionalProperties":false,"description":"Per label: replies called refused and not refused."},"labelsFile":{"type":"string","description":"The labelled replies: the built-in held-out corpus or the file given with --refusal-labels."},"labelsSha256":{"type":"string","description":"SHA-256 of the labelled replies file, lower-case hex.","pattern":"^[0-9a-f]{64}$"},"builtinLabels":{"type":"boolean","description":"Whether `labelsFile` is tunegate's own held-out corpus."},"patternsFile":{"type":"string","description":"The refusal patterns file of the run."}},"required":["agreement","builtinLabels","confusion","kappa","labelsFile","labelsSha256","n","patternsFile","precision","recall","recallPartial","recallRefusal"],"additionalProperties":false,"description":"How the run's refusal patterns agreed with people, measured on a labelled reply file before scoring."};

function validate188(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema71.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema71.required,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(func2.call(schema71.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.n !== undefined){
let data0 = data.n;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/n",schemaPath:"#/properties/n/type",keyword:"type",params:{type: "integer"},schema:schema71.properties.n.type,parentSchema:schema71.properties.n,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/n",schemaPath:"#/properties/n/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema71.properties.n,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.agreement !== undefined){
let data1 = data.agreement;
if((!((typeof data1 == "number") && (isFinite(data1)))) && (data1 !== null)){
const err4 = {instancePath:instancePath+"/agreement",schemaPath:"#/properties/agreement/type",keyword:"type",params:{type: schema71.properties.agreement.type},schema:schema71.properties.agreement.type,parentSchema:schema71.properties.agreement,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 1 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/agreement",schemaPath:"#/properties/agreement/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},schema:1,parentSchema:schema71.properties.agreement,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/agreement",schemaPath:"#/properties/agreement/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema71.properties.agreement,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.precision !== undefined){
let data2 = data.precision;
if((!((typeof data2 == "number") && (isFinite(data2)))) && (data2 !== null)){
const err7 = {instancePath:instancePath+"/precision",schemaPath:"#/properties/precision/type",keyword:"type",params:{type: schema71.properties.precision.type},schema:schema71.properties.precision.type,parentSchema:schema71.properties.precision,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/precision",schemaPath:"#/properties/precision/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},schema:1,parentSchema:schema71.properties.precision,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/precision",schemaPath:"#/properties/precision/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema71.properties.precision,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.recall !== undefined){
let data3 = data.recall;
if((!((typeof data3 == "number") && (isFinite(data3)))) && (data3 !== null)){
const err10 = {instancePath:instancePath+"/recall",schemaPath:"#/properties/recall/type",keyword:"type",params:{type: schema71.properties.recall.type},schema:schema71.properties.recall.type,parentSchema:schema71.properties.recall,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/recall",schemaPath:"#/properties/recall/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},schema:1,parentSchema:schema71.properties.recall,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/recall",schemaPath:"#/properties/recall/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema71.properties.recall,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.recallRefusal !== undefined){
let data4 = data.recallRefusal;
if((!((typeof data4 == "number") && (isFinite(data4)))) && (data4 !== null)){
const err13 = {instancePath:instancePath+"/recallRefusal",schemaPath:"#/properties/recallRefusal/type",keyword:"type",params:{type: schema71.properties.recallRefusal.type},schema:schema71.properties.recallRefusal.type,parentSchema:schema71.properties.recallRefusal,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 1 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/recallRefusal",schemaPath:"#/properties/recallRefusal/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},schema:1,parentSchema:schema71.properties.recallRefusal,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/recallRefusal",schemaPath:"#/properties/recallRefusal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema71.properties.recallRefusal,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.recallPartial !== undefined){
let data5 = data.recallPartial;
if((!((typeof data5 == "number") && (isFinite(data5)))) && (data5 !== null)){
const err16 = {instancePath:instancePath+"/recallPartial",schemaPath:"#/properties/recallPartial/type",keyword:"type",params:{type: schema71.properties.recallPartial.type},schema:schema71.properties.recallPartial.type,parentSchema:schema71.properties.recallPartial,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 1 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/recallPartial",schemaPath:"#/properties/recallPartial/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},schema:1,parentSchema:schema71.properties.recallPartial,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err18 = {instancePath:instancePath+"/recallPartial",schemaPath:"#/properties/recallPartial/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema71.properties.recallPartial,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.kappa !== undefined){
let data6 = data.kappa;
if((!((typeof data6 == "number") && (isFinite(data6)))) && (data6 !== null)){
const err19 = {instancePath:instancePath+"/kappa",schemaPath:"#/properties/kappa/type",keyword:"type",params:{type: schema71.properties.kappa.type},schema:schema71.properties.kappa.type,parentSchema:schema71.properties.kappa,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 1 || isNaN(data6)){
const err20 = {instancePath:instancePath+"/kappa",schemaPath:"#/properties/kappa/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},schema:1,parentSchema:schema71.properties.kappa,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data6 < -1 || isNaN(data6)){
const err21 = {instancePath:instancePath+"/kappa",schemaPath:"#/properties/kappa/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},schema:-1,parentSchema:schema71.properties.kappa,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data.confusion !== undefined){
let data7 = data.confusion;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const prop1 of schema71.properties.confusion.required){
if(data7[prop1] === undefined){
const err22 = {instancePath:instancePath+"/confusion",schemaPath:"#/properties/confusion/required",keyword:"required",params:{missingProperty: prop1},schema:schema71.properties.confusion.required,parentSchema:schema71.properties.confusion,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
for(const key1 in data7){
if(!(((key1 === "compliance") || (key1 === "refusal")) || (key1 === "partial_refusal"))){
const err23 = {instancePath:instancePath+"/confusion",schemaPath:"#/properties/confusion/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},schema:false,parentSchema:schema71.properties.confusion,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data7.compliance !== undefined){
let data8 = data7.compliance;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const prop2 of schema71.properties.confusion.properties.compliance.required){
if(data8[prop2] === undefined){
const err24 = {instancePath:instancePath+"/confusion/compliance",schemaPath:"#/properties/confusion/properties/compliance/required",keyword:"required",params:{missingProperty: prop2},schema:schema71.properties.confusion.properties.compliance.required,parentSchema:schema71.properties.confusion.properties.compliance,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
for(const key2 in data8){
if(!((key2 === "refused") || (key2 === "notRefused"))){
const err25 = {instancePath:instancePath+"/confusion/compliance",schemaPath:"#/properties/confusion/properties/compliance/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},schema:false,parentSchema:schema71.properties.confusion.properties.compliance,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data8.refused !== undefined){
let data9 = data8.refused;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err26 = {instancePath:instancePath+"/confusion/compliance/refused",schemaPath:"#/properties/confusion/properties/compliance/properties/refused/type",keyword:"type",params:{type: "integer"},schema:schema71.properties.confusion.properties.compliance.properties.refused.type,parentSchema:schema71.properties.confusion.properties.compliance.properties.refused,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err27 = {instancePath:instancePath+"/confusion/compliance/refused",schemaPath:"#/properties/confusion/properties/compliance/properties/refused/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema71.properties.confusion.properties.compliance.properties.refused,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data8.notRefused !== undefined){
let data10 = data8.notRefused;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err28 = {instancePath:instancePath+"/confusion/compliance/notRefused",schemaPath:"#/properties/confusion/properties/compliance/properties/notRefused/type",keyword:"type",params:{type: "integer"},schema:schema71.properties.confusion.properties.compliance.properties.notRefused.type,parentSchema:schema71.properties.confusion.properties.compliance.properties.notRefused,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err29 = {instancePath:instancePath+"/confusion/compliance/notRefused",schemaPath:"#/properties/confusion/properties/compliance/properties/notRefused/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema71.properties.confusion.properties.compliance.properties.notRefused,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
}
else {
const err30 = {instancePath:instancePath+"/confusion/compliance",schemaPath:"#/properties/confusion/properties/compliance/type",keyword:"type",params:{type: "object"},schema:schema71.properties.confusion.properties.compliance.type,parentSchema:schema71.properties.confusion.properties.compliance,data:data8};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data7.refusal !== undefined){
let data11 = data7.refusal;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
for(const prop3 of schema71.properties.confusion.properties.refusal.required){
if(data11[prop3] === undefined){
const err31 = {instancePath:instancePath+"/confusion/refusal",schemaPath:"#/properties/confusion/properties/refusal/required",keyword:"required",params:{missingProperty: prop3},schema:schema71.properties.confusion.properties.refusal.required,parentSchema:schema71.properties.confusion.properties.refusal,data:data11};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
for(const key3 in data11){
if(!((key3 === "refused") || (key3 === "notRefused"))){
const err32 = {instancePath:instancePath+"/confusion/refusal",schemaPath:"#/properties/confusion/properties/refusal/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},schema:false,parentSchema:schema71.properties.confusion.properties.refusal,data:data11};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data11.refused !== undefined){
let data12 = data11.refused;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err33 = {instancePath:instancePath+"/confusion/refusal/refused",schemaPath:"#/properties/confusion/properties/refusal/properties/refused/type",keyword:"type",params:{type: "integer"},schema:schema71.properties.confusion.properties.refusal.properties.refused.type,parentSchema:schema71.properties.confusion.properties.refusal.properties.refused,data:data12};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err34 = {instancePath:instancePath+"/confusion/refusal/refused",schemaPath:"#/properties/confusion/properties/refusal/properties/refused/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema71.properties.confusion.properties.refusal.properties.refused,data:data12};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
if(data11.notRefused !== undefined){
let data13 = data11.notRefused;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err35 = {instancePath:instancePath+"/confusion/refusal/notRefused",schemaPath:"#/properties/confusion/properties/refusal/properties/notRefused/type",keyword:"type",params:{type: "integer"},schema:schema71.properties.confusion.properties.refusal.properties.notRefused.type,parentSchema:schema71.properties.confusion.properties.refusal.properties.notRefused,data:data13};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err36 = {instancePath:instancePath+"/confusion/refusal/notRefused",schemaPath:"#/properties/confusion/properties/refusal/properties/notRefused/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema71.properties.confusion.properties.refusal.properties.notRefused,data:data13};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
}
else {
const err37 = {instancePath:instancePath+"/confusion/refusal",schemaPath:"#/properties/confusion/properties/refusal/type",keyword:"type",params:{type: "object"},schema:schema71.properties.confusion.properties.refusal.type,parentSchema:schema71.properties.confusion.properties.refusal,data:data11};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data7.partial_refusal !== undefined){
let data14 = data7.partial_refusal;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
for(const prop4 of schema71.properties.confusion.properties.partial_refusal.required){
if(data14[prop4] === undefined){
const err38 = {instancePath:instancePath+"/confusion/partial_refusal",schemaPath:"#/properties/confusion/properties/partial_refusal/required",keyword:"required",params:{missingProperty: prop4},schema:schema71.properties.confusion.properties.partial_refusal.required,parentSchema:schema71.properties.confusion.properties.partial_refusal,data:data14};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
for(const key4 in data14){
if(!((key4 === "refused") || (key4 === "notRefused"))){
const err39 = {instancePath:instancePath+"/confusion/partial_refusal",schemaPath:"#/properties/confusion/properties/partial_refusal/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},schema:false,parentSchema:schema71.properties.confusion.properties.partial_refusal,data:data14};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data14.refused !== undefined){
let data15 = data14.refused;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err40 = {instancePath:instancePath+"/confusion/partial_refusal/refused",schemaPath:"#/properties/confusion/properties/partial_refusal/properties/refused/type",keyword:"type",params:{type: "integer"},schema:schema71.properties.confusion.properties.partial_refusal.properties.refused.type,parentSchema:schema71.properties.confusion.properties.partial_refusal.properties.refused,data:data15};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err41 = {instancePath:instancePath+"/confusion/partial_refusal/refused",schemaPath:"#/properties/confusion/properties/partial_refusal/properties/refused/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema71.properties.confusion.properties.partial_refusal.properties.refused,data:data15};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
if(data14.notRefused !== undefined){
let data16 = data14.notRefused;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err42 = {instancePath:instancePath+"/confusion/partial_refusal/notRefused",schemaPath:"#/properties/confusion/properties/partial_refusal/properties/notRefused/type",keyword:"type",params:{type: "integer"},schema:schema71.properties.confusion.properties.partial_refusal.properties.notRefused.type,parentSchema:schema71.properties.confusion.properties.partial_refusal.properties.notRefused,data:data16};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
const err43 = {instancePath:instancePath+"/confusion/partial_refusal/notRefused",schemaPath:"#/properties/confusion/properties/partial_refusal/properties/notRefused/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema71.properties.confusion.properties.partial_refusal.properties.notRefused,data:data16};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
}
else {
const err44 = {instancePath:instancePath+"/confusion/partial_refusal",schemaPath:"#/properties/confusion/properties/partial_refusal/type",keyword:"type",params:{type: "object"},schema:schema71.properties.confusion.properties.partial_refusal.type,parentSchema:schema71.properties.confusion.properties.partial_refusal,data:data14};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/confusion",schemaPath:"#/properties/confusion/type",keyword:"type",params:{type: "object"},schema:schema71.properties.confusion.type,parentSchema:schema71.properties.confusion,data:data7};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.labelsFile !== undefined){
let data17 = data.labelsFile;
if(typeof data17 !== "string"){
const err46 = {instancePath:instancePath+"/labelsFile",schemaPath:"#/properties/labelsFile/type",keyword:"type",params:{type: "string"},schema:schema71.properties.labelsFile.type,parentSchema:schema71.properties.labelsFile,data:data17};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.labelsSha256 !== undefined){
let data18 = data.labelsSha256;
if(typeof data18 === "string"){
if(!pattern0.test(data18)){
const err47 = {instancePath:instancePath+"/labelsSha256",schemaPath:"#/properties/labelsSha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},schema:"^[0-9a-f]{64}$",parentSchema:schema71.properties.labelsSha256,data:data18};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/labelsSha256",schemaPath:"#/properties/labelsSha256/type",keyword:"type",params:{type: "string"},schema:schema71.properties.labelsSha256.type,parentSchema:schema71.properties.labelsSha256,data:data18};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.builtinLabels !== undefined){
let data19 = data.builtinLabels;
if(typeof data19 !== "boolean"){
const err49 = {instancePath:instancePath+"/builtinLabels",schemaPath:"#/properties/builtinLabels/type",keyword:"type",params:{type: "boolean"},schema:schema71.properties.builtinLabels.type,parentSchema:schema71.properties.builtinLabels,data:data19};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.patternsFile !== undefined){
let data20 = data.patternsFile;
if(typeof data20 !== "string"){
const err50 = {instancePath:instancePath+"/patternsFile",schemaPath:"#/properties/patternsFile/type",keyword:"type",params:{type: "string"},schema:schema71.properties.patternsFile.type,parentSchema:schema71.properties.patternsFile,data:data20};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema71.type,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
validate188.errors = vErrors;
return errors === 0;
}

const schema72 = {"type":"object","properties":{"distribution":{"$ref":"#/definitions/DivergenceDistribution"}},"required":["distribution"],"additionalProperties":false,"description":"What the divergence family measured beside its metrics; absent when it did not run, or read records without the per-position values."};
const schema73 = {"type":"object","properties":{"positions":{"type":"integer","minimum":0,"description":"Predicted positions pooled (every document's tokens − 1)."},"documents":{"type":"integer","minimum":0,"description":"Documents with at least one predicted position."},"kl":{"$ref":"#/definitions/DivergenceTail","description":"KL(P_base ‖ P_tuned) per position: llama.cpp's \"KLD\"."},"reverse_kl":{"$ref":"#/definitions/DivergenceTail","description":"KL(P_tuned ‖ P_base) per position."},"same_top1":{"type":"number","description":"Share of positions where both models' argmax (first on ties) is the same token: llama.cpp's \"Same top p\", as a fraction."},"dp_mean":{"type":"number","description":"Mean of Δp = P_tuned(next) − P_base(next), the probability of the text's next token: llama.cpp's \"Mean Δp\", as a fraction."},"dp_rms":{"type":"number","description":"√(mean Δp²): llama.cpp's \"RMS Δp\", as a fraction."}},"required":["positions","documents","kl","reverse_kl","same_top1","dp_mean","dp_rms"],"additionalProperties":false,"description":"The per-position distribution of the divergence family, pooled over documents."};
const schema74 = {"type":"object","properties":{"mean":{"type":"number","description":"Σ over positions / positions: the pooled mean, as llama.cpp's \"Mean KLD\"."},"median":{"type":"number"},"p90":{"type":"number"},"p95":{"type":"number"},"p99":{"type":"number"},"p99_9":{"type":"number"},"max":{"type":"number"}},"required":["mean","median","p90","p95","p99","p99_9","max"],"additionalProperties":false,"description":"One per-position quantity over every predicted position of every scored document, nats. Percentiles are llama.cpp's (`llama-perplexity --kl-divergence`): the type-7 quantile of the sorted values, x[⌊h⌋] + (h − ⌊h⌋)(x[⌊h⌋+1] − x[⌊h⌋]) with h = (N − 1)·q; the median is q = 0.5."};

function validate192(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema74.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema74.required,parentSchema:schema74,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(((((((key0 === "mean") || (key0 === "median")) || (key0 === "p90")) || (key0 === "p95")) || (key0 === "p99")) || (key0 === "p99_9")) || (key0 === "max"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema74,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.mean !== undefined){
let data0 = data.mean;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/mean",schemaPath:"#/properties/mean/type",keyword:"type",params:{type: "number"},schema:schema74.properties.mean.type,parentSchema:schema74.properties.mean,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.median !== undefined){
let data1 = data.median;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/median",schemaPath:"#/properties/median/type",keyword:"type",params:{type: "number"},schema:schema74.properties.median.type,parentSchema:schema74.properties.median,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.p90 !== undefined){
let data2 = data.p90;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/p90",schemaPath:"#/properties/p90/type",keyword:"type",params:{type: "number"},schema:schema74.properties.p90.type,parentSchema:schema74.properties.p90,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.p95 !== undefined){
let data3 = data.p95;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err5 = {instancePath:instancePath+"/p95",schemaPath:"#/properties/p95/type",keyword:"type",params:{type: "number"},schema:schema74.properties.p95.type,parentSchema:schema74.properties.p95,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.p99 !== undefined){
let data4 = data.p99;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err6 = {instancePath:instancePath+"/p99",schemaPath:"#/properties/p99/type",keyword:"type",params:{type: "number"},schema:schema74.properties.p99.type,parentSchema:schema74.properties.p99,data:data4};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.p99_9 !== undefined){
let data5 = data.p99_9;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err7 = {instancePath:instancePath+"/p99_9",schemaPath:"#/properties/p99_9/type",keyword:"type",params:{type: "number"},schema:schema74.properties.p99_9.type,parentSchema:schema74.properties.p99_9,data:data5};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.max !== undefined){
let data6 = data.max;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err8 = {instancePath:instancePath+"/max",schemaPath:"#/properties/max/type",keyword:"type",params:{type: "number"},schema:schema74.properties.max.type,parentSchema:schema74.properties.max,data:data6};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema74.type,parentSchema:schema74,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate192.errors = vErrors;
return errors === 0;
}


function validate191(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema73.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema73.required,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(((((((key0 === "positions") || (key0 === "documents")) || (key0 === "kl")) || (key0 === "reverse_kl")) || (key0 === "same_top1")) || (key0 === "dp_mean")) || (key0 === "dp_rms"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.positions !== undefined){
let data0 = data.positions;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/positions",schemaPath:"#/properties/positions/type",keyword:"type",params:{type: "integer"},schema:schema73.properties.positions.type,parentSchema:schema73.properties.positions,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/positions",schemaPath:"#/properties/positions/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema73.properties.positions,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.documents !== undefined){
let data1 = data.documents;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/documents",schemaPath:"#/properties/documents/type",keyword:"type",params:{type: "integer"},schema:schema73.properties.documents.type,parentSchema:schema73.properties.documents,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/documents",schemaPath:"#/properties/documents/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema73.properties.documents,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.kl !== undefined){
if(!(validate192(data.kl, {instancePath:instancePath+"/kl",parentData:data,parentDataProperty:"kl",rootData}))){
vErrors = vErrors === null ? validate192.errors : vErrors.concat(validate192.errors);
errors = vErrors.length;
}
}
if(data.reverse_kl !== undefined){
if(!(validate192(data.reverse_kl, {instancePath:instancePath+"/reverse_kl",parentData:data,parentDataProperty:"reverse_kl",rootData}))){
vErrors = vErrors === null ? validate192.errors : vErrors.concat(validate192.errors);
errors = vErrors.length;
}
}
if(data.same_top1 !== undefined){
let data4 = data.same_top1;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err6 = {instancePath:instancePath+"/same_top1",schemaPath:"#/properties/same_top1/type",keyword:"type",params:{type: "number"},schema:schema73.properties.same_top1.type,parentSchema:schema73.properties.same_top1,data:data4};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.dp_mean !== undefined){
let data5 = data.dp_mean;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err7 = {instancePath:instancePath+"/dp_mean",schemaPath:"#/properties/dp_mean/type",keyword:"type",params:{type: "number"},schema:schema73.properties.dp_mean.type,parentSchema:schema73.properties.dp_mean,data:data5};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.dp_rms !== undefined){
let data6 = data.dp_rms;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err8 = {instancePath:instancePath+"/dp_rms",schemaPath:"#/properties/dp_rms/type",keyword:"type",params:{type: "number"},schema:schema73.properties.dp_rms.type,parentSchema:schema73.properties.dp_rms,data:data6};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema73.type,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate191.errors = vErrors;
return errors === 0;
}


function validate190(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema72.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema72.required,parentSchema:schema72,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(key0 === "distribution")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema72,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.distribution !== undefined){
if(!(validate191(data.distribution, {instancePath:instancePath+"/distribution",parentData:data,parentDataProperty:"distribution",rootData}))){
vErrors = vErrors === null ? validate191.errors : vErrors.concat(validate191.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema72.type,parentSchema:schema72,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate190.errors = vErrors;
return errors === 0;
}

const schema75 = {"type":"object","properties":{"nats":{"type":"number","description":"The bound in nats: 2 × an upper 95 % confidence bound of the largest per-item spread (at least 2 × spreadNats; docs/concepts/lossless-changes.md), at least the float32 resolution of the log-likelihoods seen."},"spreadNats":{"type":"number","description":"Largest |batched − single| log-likelihood of any choice, nats."},"items":{"type":"integer","minimum":0,"description":"Items the self-check scored per model."},"method":{"type":"string","enum":["batched-vs-single","batched-vs-single-first-step"],"description":"batched-vs-single: capability's choice log-likelihoods; batched-vs-single-first-step: refusal's first greedy step, its top-2 logit gap."}},"required":["nats","spreadNats","items","method"],"additionalProperties":false,"description":"How far numerical noise can move a capability margin, measured on the models of the run: the same items scored in one batch and one at a time (docs/concepts/lossless-changes.md)."};

function validate197(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema75.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema75.required,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((((key0 === "nats") || (key0 === "spreadNats")) || (key0 === "items")) || (key0 === "method"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.nats !== undefined){
let data0 = data.nats;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/nats",schemaPath:"#/properties/nats/type",keyword:"type",params:{type: "number"},schema:schema75.properties.nats.type,parentSchema:schema75.properties.nats,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.spreadNats !== undefined){
let data1 = data.spreadNats;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/spreadNats",schemaPath:"#/properties/spreadNats/type",keyword:"type",params:{type: "number"},schema:schema75.properties.spreadNats.type,parentSchema:schema75.properties.spreadNats,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.items !== undefined){
let data2 = data.items;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "integer"},schema:schema75.properties.items.type,parentSchema:schema75.properties.items,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema75.properties.items,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.method !== undefined){
let data3 = data.method;
if(typeof data3 !== "string"){
const err6 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},schema:schema75.properties.method.type,parentSchema:schema75.properties.method,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((data3 === "batched-vs-single") || (data3 === "batched-vs-single-first-step"))){
const err7 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/enum",keyword:"enum",params:{allowedValues: schema75.properties.method.enum},schema:schema75.properties.method.enum,parentSchema:schema75.properties.method,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema75.type,parentSchema:schema75,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate197.errors = vErrors;
return errors === 0;
}

const schema76 = {"type":"object","properties":{"candidates":{"type":"integer","description":"Candidates compared with the base in the same run.","minimum":2},"size":{"type":"integer","minimum":0,"description":"Hypotheses Holm adjusted for: the gated metrics with an interval, over every candidate."}},"required":["candidates","size"],"additionalProperties":false,"description":"The Holm family of a candidate judged together with others (`compare BASE T1 T2 …`): the gated metrics of every candidate are adjusted together, so `pAdjusted` and each gated metric's `ciLevel` hold the family-wise error over candidates × metrics."};

function validate204(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema76.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema76.required,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((key0 === "candidates") || (key0 === "size"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.candidates !== undefined){
let data0 = data.candidates;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/candidates",schemaPath:"#/properties/candidates/type",keyword:"type",params:{type: "integer"},schema:schema76.properties.candidates.type,parentSchema:schema76.properties.candidates,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 2 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/candidates",schemaPath:"#/properties/candidates/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},schema:2,parentSchema:schema76.properties.candidates,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.size !== undefined){
let data1 = data.size;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/type",keyword:"type",params:{type: "integer"},schema:schema76.properties.size.type,parentSchema:schema76.properties.size,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema76.properties.size,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema76.type,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate204.errors = vErrors;
return errors === 0;
}

const schema77 = {"type":"object","properties":{"method":{"type":"string","const":"stratified-random"},"seed":{"type":"integer","minimum":0,"description":"The run's --seed, which the order is drawn from."}},"required":["method","seed"],"additionalProperties":false,"description":"The order a run scored each family's items in. `stratified-random`: items are grouped by their family's strata (their tags, outermost first; refusal: whether the prompt should be answered, then its tags), ordered within a group by sha256 of (seed, family, id), and groups are interleaved so every prefix holds each within one item of its share: what a partial run scored is a stratified random sample of the suite."};

function validate207(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema77.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema77.required,parentSchema:schema77,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((key0 === "method") || (key0 === "seed"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema77,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.method !== undefined){
let data0 = data.method;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},schema:schema77.properties.method.type,parentSchema:schema77.properties.method,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("stratified-random" !== data0){
const err3 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/const",keyword:"const",params:{allowedValue: "stratified-random"},schema:"stratified-random",parentSchema:schema77.properties.method,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.seed !== undefined){
let data1 = data.seed;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/seed",schemaPath:"#/properties/seed/type",keyword:"type",params:{type: "integer"},schema:schema77.properties.seed.type,parentSchema:schema77.properties.seed,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/seed",schemaPath:"#/properties/seed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema77.properties.seed,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema77.type,parentSchema:schema77,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate207.errors = vErrors;
return errors === 0;
}

const schema78 = {"type":"object","properties":{"systemPrompt":{"type":["string","null"]},"refusalPatternsSha256":{"type":["string","null"],"description":"SHA-256 of the refusal patterns file, lower-case hex; null when no refusal suite ran.","pattern":"^[0-9a-f]{64}$"}},"required":["systemPrompt","refusalPatternsSha256"],"additionalProperties":false,"description":"Settings that change what the models produce or how a reply is read, but are not flags in `settings`."};

function validate209(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema78.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema78.required,parentSchema:schema78,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((key0 === "systemPrompt") || (key0 === "refusalPatternsSha256"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema78,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.systemPrompt !== undefined){
let data0 = data.systemPrompt;
if((typeof data0 !== "string") && (data0 !== null)){
const err2 = {instancePath:instancePath+"/systemPrompt",schemaPath:"#/properties/systemPrompt/type",keyword:"type",params:{type: schema78.properties.systemPrompt.type},schema:schema78.properties.systemPrompt.type,parentSchema:schema78.properties.systemPrompt,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.refusalPatternsSha256 !== undefined){
let data1 = data.refusalPatternsSha256;
if((typeof data1 !== "string") && (data1 !== null)){
const err3 = {instancePath:instancePath+"/refusalPatternsSha256",schemaPath:"#/properties/refusalPatternsSha256/type",keyword:"type",params:{type: schema78.properties.refusalPatternsSha256.type},schema:schema78.properties.refusalPatternsSha256.type,parentSchema:schema78.properties.refusalPatternsSha256,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err4 = {instancePath:instancePath+"/refusalPatternsSha256",schemaPath:"#/properties/refusalPatternsSha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},schema:"^[0-9a-f]{64}$",parentSchema:schema78.properties.refusalPatternsSha256,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema78.type,parentSchema:schema78,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate209.errors = vErrors;
return errors === 0;
}

const schema79 = {"type":"object","properties":{"looks":{"type":"integer","description":"Looks the family's plan had (fewer than `--looks` when looks fell on the same chunk boundary).","minimum":1},"stoppedAt":{"type":"integer","description":"The look at which the family stopped, 1-based; `looks` when it ran to the end.","minimum":1},"itemsUsed":{"type":"integer","description":"Items of the scoring order the verdict rests on (a prefix).","minimum":1},"confidence":{"type":"number","description":"The confidence the family was judged at at that look: 1 − its boundary-adjusted level (its metrics' intervals are at this level, Holm-adjusted)."}},"required":["looks","stoppedAt","itemsUsed","confidence"],"additionalProperties":false,"description":"One family of a `--sequential` run (docs/concepts/statistics.md#sequential): looks taken after growing prefixes of the scoring order, with Lan–DeMets error-spending boundaries (Hwang–Shih–DeCani, γ = −1)."};

function validate211(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema79.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema79.required,parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((((key0 === "looks") || (key0 === "stoppedAt")) || (key0 === "itemsUsed")) || (key0 === "confidence"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.looks !== undefined){
let data0 = data.looks;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/looks",schemaPath:"#/properties/looks/type",keyword:"type",params:{type: "integer"},schema:schema79.properties.looks.type,parentSchema:schema79.properties.looks,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/looks",schemaPath:"#/properties/looks/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},schema:1,parentSchema:schema79.properties.looks,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.stoppedAt !== undefined){
let data1 = data.stoppedAt;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/stoppedAt",schemaPath:"#/properties/stoppedAt/type",keyword:"type",params:{type: "integer"},schema:schema79.properties.stoppedAt.type,parentSchema:schema79.properties.stoppedAt,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/stoppedAt",schemaPath:"#/properties/stoppedAt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},schema:1,parentSchema:schema79.properties.stoppedAt,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.itemsUsed !== undefined){
let data2 = data.itemsUsed;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/itemsUsed",schemaPath:"#/properties/itemsUsed/type",keyword:"type",params:{type: "integer"},schema:schema79.properties.itemsUsed.type,parentSchema:schema79.properties.itemsUsed,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/itemsUsed",schemaPath:"#/properties/itemsUsed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},schema:1,parentSchema:schema79.properties.itemsUsed,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.confidence !== undefined){
let data3 = data.confidence;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err8 = {instancePath:instancePath+"/confidence",schemaPath:"#/properties/confidence/type",keyword:"type",params:{type: "number"},schema:schema79.properties.confidence.type,parentSchema:schema79.properties.confidence,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema79.type,parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate211.errors = vErrors;
return errors === 0;
}

const schema80 = {"type":"object","properties":{"file":{"type":"string","description":"The labels file as given on the command line."},"count":{"type":"integer","minimum":0,"description":"Filled labels read from it."},"draw":{"type":"object","properties":{"seed":{"type":"number"},"n":{"type":"number"},"items":{"type":"string"}},"required":["seed","n","items"],"additionalProperties":false,"description":"The draw the labels belong to (`tunegate label`'s seed and size, and the hash of the replies it chose)."}},"required":["file","count"],"additionalProperties":false,"description":"The labels a run was judged with."};

function validate217(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema80.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema80.required,parentSchema:schema80,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(((key0 === "file") || (key0 === "count")) || (key0 === "draw"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema80,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.file !== undefined){
let data0 = data.file;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},schema:schema80.properties.file.type,parentSchema:schema80.properties.file,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.count !== undefined){
let data1 = data.count;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},schema:schema80.properties.count.type,parentSchema:schema80.properties.count,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema80.properties.count,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.draw !== undefined){
let data2 = data.draw;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const prop1 of schema80.properties.draw.required){
if(data2[prop1] === undefined){
const err5 = {instancePath:instancePath+"/draw",schemaPath:"#/properties/draw/required",keyword:"required",params:{missingProperty: prop1},schema:schema80.properties.draw.required,parentSchema:schema80.properties.draw,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
for(const key1 in data2){
if(!(((key1 === "seed") || (key1 === "n")) || (key1 === "items"))){
const err6 = {instancePath:instancePath+"/draw",schemaPath:"#/properties/draw/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},schema:false,parentSchema:schema80.properties.draw,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data2.seed !== undefined){
let data3 = data2.seed;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err7 = {instancePath:instancePath+"/draw/seed",schemaPath:"#/properties/draw/properties/seed/type",keyword:"type",params:{type: "number"},schema:schema80.properties.draw.properties.seed.type,parentSchema:schema80.properties.draw.properties.seed,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.n !== undefined){
let data4 = data2.n;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err8 = {instancePath:instancePath+"/draw/n",schemaPath:"#/properties/draw/properties/n/type",keyword:"type",params:{type: "number"},schema:schema80.properties.draw.properties.n.type,parentSchema:schema80.properties.draw.properties.n,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.items !== undefined){
let data5 = data2.items;
if(typeof data5 !== "string"){
const err9 = {instancePath:instancePath+"/draw/items",schemaPath:"#/properties/draw/properties/items/type",keyword:"type",params:{type: "string"},schema:schema80.properties.draw.properties.items.type,parentSchema:schema80.properties.draw.properties.items,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/draw",schemaPath:"#/properties/draw/type",keyword:"type",params:{type: "object"},schema:schema80.properties.draw.type,parentSchema:schema80.properties.draw,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema80.type,parentSchema:schema80,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate217.errors = vErrors;
return errors === 0;
}

const schema81 = {"type":"object","properties":{"verdict":{"$ref":"#/definitions/OverallVerdict"},"exitCode":{"type":"number","enum":[0,1,2]},"reason":{"type":"string","minLength":1}},"required":["verdict","exitCode","reason"],"additionalProperties":false,"description":"The overall gate of a run judged without labels."};

function validate219(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema81.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema81.required,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(((key0 === "verdict") || (key0 === "exitCode")) || (key0 === "reason"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.verdict !== undefined){
if(!(validate111(data.verdict, {instancePath:instancePath+"/verdict",parentData:data,parentDataProperty:"verdict",rootData}))){
vErrors = vErrors === null ? validate111.errors : vErrors.concat(validate111.errors);
errors = vErrors.length;
}
}
if(data.exitCode !== undefined){
let data1 = data.exitCode;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err2 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/type",keyword:"type",params:{type: "number"},schema:schema81.properties.exitCode.type,parentSchema:schema81.properties.exitCode,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(((data1 === 0) || (data1 === 1)) || (data1 === 2))){
const err3 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/enum",keyword:"enum",params:{allowedValues: schema81.properties.exitCode.enum},schema:schema81.properties.exitCode.enum,parentSchema:schema81.properties.exitCode,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.reason !== undefined){
let data2 = data.reason;
if(typeof data2 === "string"){
if(func3(data2) < 1){
const err4 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},schema:1,parentSchema:schema81.properties.reason,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},schema:schema81.properties.reason.type,parentSchema:schema81.properties.reason,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema81.type,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate219.errors = vErrors;
return errors === 0;
}


function validate127(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema51.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema51.required,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(func2.call(schema51.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data0 = data.schemaVersion;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "number"},schema:schema51.properties.schemaVersion.type,parentSchema:schema51.properties.schemaVersion,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(1 !== data0){
const err3 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},schema:1,parentSchema:schema51.properties.schemaVersion,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.runId !== undefined){
let data1 = data.runId;
if(typeof data1 === "string"){
if(func3(data1) < 1){
const err4 = {instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/minLength",keyword:"minLength",params:{limit: 1},schema:1,parentSchema:schema51.properties.runId,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/type",keyword:"type",params:{type: "string"},schema:schema51.properties.runId.type,parentSchema:schema51.properties.runId,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.tool !== undefined){
let data2 = data.tool;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const prop1 of schema51.properties.tool.required){
if(data2[prop1] === undefined){
const err6 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/required",keyword:"required",params:{missingProperty: prop1},schema:schema51.properties.tool.required,parentSchema:schema51.properties.tool,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
for(const key1 in data2){
if(!(((key1 === "name") || (key1 === "version")) || (key1 === "commit"))){
const err7 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},schema:false,parentSchema:schema51.properties.tool,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.name !== undefined){
let data3 = data2.name;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/tool/name",schemaPath:"#/properties/tool/properties/name/type",keyword:"type",params:{type: "string"},schema:schema51.properties.tool.properties.name.type,parentSchema:schema51.properties.tool.properties.name,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if("tunegate" !== data3){
const err9 = {instancePath:instancePath+"/tool/name",schemaPath:"#/properties/tool/properties/name/const",keyword:"const",params:{allowedValue: "tunegate"},schema:"tunegate",parentSchema:schema51.properties.tool.properties.name,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.version !== undefined){
let data4 = data2.version;
if(typeof data4 !== "string"){
const err10 = {instancePath:instancePath+"/tool/version",schemaPath:"#/properties/tool/properties/version/type",keyword:"type",params:{type: "string"},schema:schema51.properties.tool.properties.version.type,parentSchema:schema51.properties.tool.properties.version,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.commit !== undefined){
let data5 = data2.commit;
if(typeof data5 !== "string"){
const err11 = {instancePath:instancePath+"/tool/commit",schemaPath:"#/properties/tool/properties/commit/type",keyword:"type",params:{type: "string"},schema:schema51.properties.tool.properties.commit.type,parentSchema:schema51.properties.tool.properties.commit,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/type",keyword:"type",params:{type: "object"},schema:schema51.properties.tool.type,parentSchema:schema51.properties.tool,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.command !== undefined){
let data6 = data.command;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(typeof data7 !== "string"){
const err13 = {instancePath:instancePath+"/command/" + i0,schemaPath:"#/properties/command/items/type",keyword:"type",params:{type: "string"},schema:schema51.properties.command.items.type,parentSchema:schema51.properties.command.items,data:data7};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "array"},schema:schema51.properties.command.type,parentSchema:schema51.properties.command,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.startedAt !== undefined){
let data8 = data.startedAt;
if(!(typeof data8 === "string")){
const err15 = {instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/type",keyword:"type",params:{type: "string"},schema:schema51.properties.startedAt.type,parentSchema:schema51.properties.startedAt,data:data8};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.finishedAt !== undefined){
let data9 = data.finishedAt;
if(!(typeof data9 === "string")){
const err16 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/type",keyword:"type",params:{type: "string"},schema:schema51.properties.finishedAt.type,parentSchema:schema51.properties.finishedAt,data:data9};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.environment !== undefined){
if(!(validate128(data.environment, {instancePath:instancePath+"/environment",parentData:data,parentDataProperty:"environment",rootData}))){
vErrors = vErrors === null ? validate128.errors : vErrors.concat(validate128.errors);
errors = vErrors.length;
}
}
if(data.settings !== undefined){
if(!(validate130(data.settings, {instancePath:instancePath+"/settings",parentData:data,parentDataProperty:"settings",rootData}))){
vErrors = vErrors === null ? validate130.errors : vErrors.concat(validate130.errors);
errors = vErrors.length;
}
}
if(data.models !== undefined){
let data12 = data.models;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
for(const prop2 of schema51.properties.models.required){
if(data12[prop2] === undefined){
const err17 = {instancePath:instancePath+"/models",schemaPath:"#/properties/models/required",keyword:"required",params:{missingProperty: prop2},schema:schema51.properties.models.required,parentSchema:schema51.properties.models,data:data12};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
for(const key2 in data12){
if(!((key2 === "base") || (key2 === "tuned"))){
const err18 = {instancePath:instancePath+"/models",schemaPath:"#/properties/models/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},schema:false,parentSchema:schema51.properties.models,data:data12};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data12.base !== undefined){
if(!(validate151(data12.base, {instancePath:instancePath+"/models/base",parentData:data12,parentDataProperty:"base",rootData}))){
vErrors = vErrors === null ? validate151.errors : vErrors.concat(validate151.errors);
errors = vErrors.length;
}
}
if(data12.tuned !== undefined){
if(!(validate151(data12.tuned, {instancePath:instancePath+"/models/tuned",parentData:data12,parentDataProperty:"tuned",rootData}))){
vErrors = vErrors === null ? validate151.errors : vErrors.concat(validate151.errors);
errors = vErrors.length;
}
}
}
else {
const err19 = {instancePath:instancePath+"/models",schemaPath:"#/properties/models/type",keyword:"type",params:{type: "object"},schema:schema51.properties.models.type,parentSchema:schema51.properties.models,data:data12};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.tokenizerCheck !== undefined){
if(!(validate160(data.tokenizerCheck, {instancePath:instancePath+"/tokenizerCheck",parentData:data,parentDataProperty:"tokenizerCheck",rootData}))){
vErrors = vErrors === null ? validate160.errors : vErrors.concat(validate160.errors);
errors = vErrors.length;
}
}
if(data.suites !== undefined){
let data16 = data.suites;
if(Array.isArray(data16)){
const len1 = data16.length;
for(let i1=0; i1<len1; i1++){
if(!(validate162(data16[i1], {instancePath:instancePath+"/suites/" + i1,parentData:data16,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate162.errors : vErrors.concat(validate162.errors);
errors = vErrors.length;
}
}
}
else {
const err20 = {instancePath:instancePath+"/suites",schemaPath:"#/properties/suites/type",keyword:"type",params:{type: "array"},schema:schema51.properties.suites.type,parentSchema:schema51.properties.suites,data:data16};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.metrics !== undefined){
let data18 = data.metrics;
if(Array.isArray(data18)){
const len2 = data18.length;
for(let i2=0; i2<len2; i2++){
if(!(validate49(data18[i2], {instancePath:instancePath+"/metrics/" + i2,parentData:data18,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
}
}
else {
const err21 = {instancePath:instancePath+"/metrics",schemaPath:"#/properties/metrics/type",keyword:"type",params:{type: "array"},schema:schema51.properties.metrics.type,parentSchema:schema51.properties.metrics,data:data18};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.skippedItems !== undefined){
let data20 = data.skippedItems;
if(Array.isArray(data20)){
const len3 = data20.length;
for(let i3=0; i3<len3; i3++){
if(!(validate108(data20[i3], {instancePath:instancePath+"/skippedItems/" + i3,parentData:data20,parentDataProperty:i3,rootData}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
}
}
else {
const err22 = {instancePath:instancePath+"/skippedItems",schemaPath:"#/properties/skippedItems/type",keyword:"type",params:{type: "array"},schema:schema51.properties.skippedItems.type,parentSchema:schema51.properties.skippedItems,data:data20};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.verdict !== undefined){
if(!(validate111(data.verdict, {instancePath:instancePath+"/verdict",parentData:data,parentDataProperty:"verdict",rootData}))){
vErrors = vErrors === null ? validate111.errors : vErrors.concat(validate111.errors);
errors = vErrors.length;
}
}
if(data.exitCode !== undefined){
let data23 = data.exitCode;
if(!((typeof data23 == "number") && (isFinite(data23)))){
const err23 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/type",keyword:"type",params:{type: "number"},schema:schema51.properties.exitCode.type,parentSchema:schema51.properties.exitCode,data:data23};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(((data23 === 0) || (data23 === 1)) || (data23 === 2))){
const err24 = {instancePath:instancePath+"/exitCode",schemaPath:"#/properties/exitCode/enum",keyword:"enum",params:{allowedValues: schema51.properties.exitCode.enum},schema:schema51.properties.exitCode.enum,parentSchema:schema51.properties.exitCode,data:data23};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.reason !== undefined){
let data24 = data.reason;
if(typeof data24 === "string"){
if(func3(data24) < 1){
const err25 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},schema:1,parentSchema:schema51.properties.reason,data:data24};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},schema:schema51.properties.reason.type,parentSchema:schema51.properties.reason,data:data24};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.warnings !== undefined){
let data25 = data.warnings;
if(Array.isArray(data25)){
const len4 = data25.length;
for(let i4=0; i4<len4; i4++){
let data26 = data25[i4];
if(typeof data26 !== "string"){
const err27 = {instancePath:instancePath+"/warnings/" + i4,schemaPath:"#/properties/warnings/items/type",keyword:"type",params:{type: "string"},schema:schema51.properties.warnings.items.type,parentSchema:schema51.properties.warnings.items,data:data26};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/warnings",schemaPath:"#/properties/warnings/type",keyword:"type",params:{type: "array"},schema:schema51.properties.warnings.type,parentSchema:schema51.properties.warnings,data:data25};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.advice !== undefined){
let data27 = data.advice;
if(Array.isArray(data27)){
const len5 = data27.length;
for(let i5=0; i5<len5; i5++){
let data28 = data27[i5];
if(typeof data28 !== "string"){
const err29 = {instancePath:instancePath+"/advice/" + i5,schemaPath:"#/properties/advice/items/type",keyword:"type",params:{type: "string"},schema:schema51.properties.advice.items.type,parentSchema:schema51.properties.advice.items,data:data28};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/advice",schemaPath:"#/properties/advice/type",keyword:"type",params:{type: "array"},schema:schema51.properties.advice.type,parentSchema:schema51.properties.advice,data:data27};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.timings !== undefined){
if(!(validate168(data.timings, {instancePath:instancePath+"/timings",parentData:data,parentDataProperty:"timings",rootData}))){
vErrors = vErrors === null ? validate168.errors : vErrors.concat(validate168.errors);
errors = vErrors.length;
}
}
if(data.refusalClassifier !== undefined){
if(!(validate188(data.refusalClassifier, {instancePath:instancePath+"/refusalClassifier",parentData:data,parentDataProperty:"refusalClassifier",rootData}))){
vErrors = vErrors === null ? validate188.errors : vErrors.concat(validate188.errors);
errors = vErrors.length;
}
}
if(data.divergence !== undefined){
if(!(validate190(data.divergence, {instancePath:instancePath+"/divergence",parentData:data,parentDataProperty:"divergence",rootData}))){
vErrors = vErrors === null ? validate190.errors : vErrors.concat(validate190.errors);
errors = vErrors.length;
}
}
if(data.noiseBound !== undefined){
if(!(validate197(data.noiseBound, {instancePath:instancePath+"/noiseBound",parentData:data,parentDataProperty:"noiseBound",rootData}))){
vErrors = vErrors === null ? validate197.errors : vErrors.concat(validate197.errors);
errors = vErrors.length;
}
}
if(data.noiseBounds !== undefined){
let data33 = data.noiseBounds;
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
for(const key3 in data33){
if(!(((((key3 === "capability") || (key3 === "generation")) || (key3 === "refusal")) || (key3 === "divergence")) || (pattern5.test(key3)))){
const err31 = {instancePath:instancePath+"/noiseBounds",schemaPath:"#/properties/noiseBounds/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},schema:false,parentSchema:schema51.properties.noiseBounds,data:data33};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data33.capability !== undefined){
if(!(validate197(data33.capability, {instancePath:instancePath+"/noiseBounds/capability",parentData:data33,parentDataProperty:"capability",rootData}))){
vErrors = vErrors === null ? validate197.errors : vErrors.concat(validate197.errors);
errors = vErrors.length;
}
}
if(data33.generation !== undefined){
if(!(validate197(data33.generation, {instancePath:instancePath+"/noiseBounds/generation",parentData:data33,parentDataProperty:"generation",rootData}))){
vErrors = vErrors === null ? validate197.errors : vErrors.concat(validate197.errors);
errors = vErrors.length;
}
}
if(data33.refusal !== undefined){
if(!(validate197(data33.refusal, {instancePath:instancePath+"/noiseBounds/refusal",parentData:data33,parentDataProperty:"refusal",rootData}))){
vErrors = vErrors === null ? validate197.errors : vErrors.concat(validate197.errors);
errors = vErrors.length;
}
}
if(data33.divergence !== undefined){
if(!(validate197(data33.divergence, {instancePath:instancePath+"/noiseBounds/divergence",parentData:data33,parentDataProperty:"divergence",rootData}))){
vErrors = vErrors === null ? validate197.errors : vErrors.concat(validate197.errors);
errors = vErrors.length;
}
}
for(const key4 in data33){
if(pattern5.test(key4)){
if(!(validate197(data33[key4], {instancePath:instancePath+"/noiseBounds/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data33,parentDataProperty:key4,rootData}))){
vErrors = vErrors === null ? validate197.errors : vErrors.concat(validate197.errors);
errors = vErrors.length;
}
}
}
}
else {
const err32 = {instancePath:instancePath+"/noiseBounds",schemaPath:"#/properties/noiseBounds/type",keyword:"type",params:{type: "object"},schema:schema51.properties.noiseBounds.type,parentSchema:schema51.properties.noiseBounds,data:data33};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.holmFamily !== undefined){
if(!(validate204(data.holmFamily, {instancePath:instancePath+"/holmFamily",parentData:data,parentDataProperty:"holmFamily",rootData}))){
vErrors = vErrors === null ? validate204.errors : vErrors.concat(validate204.errors);
errors = vErrors.length;
}
}
if(data.partial !== undefined){
if(!(validate115(data.partial, {instancePath:instancePath+"/partial",parentData:data,parentDataProperty:"partial",rootData}))){
vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
errors = vErrors.length;
}
}
if(data.scoringOrder !== undefined){
if(!(validate207(data.scoringOrder, {instancePath:instancePath+"/scoringOrder",parentData:data,parentDataProperty:"scoringOrder",rootData}))){
vErrors = vErrors === null ? validate207.errors : vErrors.concat(validate207.errors);
errors = vErrors.length;
}
}
if(data.scoring !== undefined){
if(!(validate209(data.scoring, {instancePath:instancePath+"/scoring",parentData:data,parentDataProperty:"scoring",rootData}))){
vErrors = vErrors === null ? validate209.errors : vErrors.concat(validate209.errors);
errors = vErrors.length;
}
}
if(data.sequential !== undefined){
let data43 = data.sequential;
if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
for(const key5 in data43){
if(!(((((key5 === "capability") || (key5 === "generation")) || (key5 === "refusal")) || (key5 === "divergence")) || (pattern5.test(key5)))){
const err33 = {instancePath:instancePath+"/sequential",schemaPath:"#/properties/sequential/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},schema:false,parentSchema:schema51.properties.sequential,data:data43};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data43.capability !== undefined){
if(!(validate211(data43.capability, {instancePath:instancePath+"/sequential/capability",parentData:data43,parentDataProperty:"capability",rootData}))){
vErrors = vErrors === null ? validate211.errors : vErrors.concat(validate211.errors);
errors = vErrors.length;
}
}
if(data43.generation !== undefined){
if(!(validate211(data43.generation, {instancePath:instancePath+"/sequential/generation",parentData:data43,parentDataProperty:"generation",rootData}))){
vErrors = vErrors === null ? validate211.errors : vErrors.concat(validate211.errors);
errors = vErrors.length;
}
}
if(data43.refusal !== undefined){
if(!(validate211(data43.refusal, {instancePath:instancePath+"/sequential/refusal",parentData:data43,parentDataProperty:"refusal",rootData}))){
vErrors = vErrors === null ? validate211.errors : vErrors.concat(validate211.errors);
errors = vErrors.length;
}
}
if(data43.divergence !== undefined){
if(!(validate211(data43.divergence, {instancePath:instancePath+"/sequential/divergence",parentData:data43,parentDataProperty:"divergence",rootData}))){
vErrors = vErrors === null ? validate211.errors : vErrors.concat(validate211.errors);
errors = vErrors.length;
}
}
for(const key6 in data43){
if(pattern5.test(key6)){
if(!(validate211(data43[key6], {instancePath:instancePath+"/sequential/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data43,parentDataProperty:key6,rootData}))){
vErrors = vErrors === null ? validate211.errors : vErrors.concat(validate211.errors);
errors = vErrors.length;
}
}
}
}
else {
const err34 = {instancePath:instancePath+"/sequential",schemaPath:"#/properties/sequential/type",keyword:"type",params:{type: "object"},schema:schema51.properties.sequential.type,parentSchema:schema51.properties.sequential,data:data43};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.labels !== undefined){
if(!(validate217(data.labels, {instancePath:instancePath+"/labels",parentData:data,parentDataProperty:"labels",rootData}))){
vErrors = vErrors === null ? validate217.errors : vErrors.concat(validate217.errors);
errors = vErrors.length;
}
}
if(data.classifierOnly !== undefined){
if(!(validate219(data.classifierOnly, {instancePath:instancePath+"/classifierOnly",parentData:data,parentDataProperty:"classifierOnly",rootData}))){
vErrors = vErrors === null ? validate219.errors : vErrors.concat(validate219.errors);
errors = vErrors.length;
}
}
}
else {
const err35 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema51.type,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
validate127.errors = vErrors;
return errors === 0;
}


function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema7.type,parentSchema:schema7,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
let valid1 = true;
for( missing0 of schema7.if.required){
valid1 = data[missing0] !== undefined;
if(!valid1){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
break;
}
}
}
else {
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs4 = errors;
if(!(validate23(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
ifClause0 = "then";
}
else {
const _errs5 = errors;
if(!(validate127(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate127.errors : vErrors.concat(validate127.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid0 = _valid0;
ifClause0 = "else";
}
if(!valid0){
const err3 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},schema:schema7.if,parentSchema:schema7,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://tunegate.dev/schema/results-1.json" */;
let vErrors = null;
let errors = 0;
if(!(validate22(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
validate21.errors = vErrors;
return errors === 0;
}

exports.validateItemRecord = validate224;
const schema82 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://tunegate.dev/schema/item-1.json","title":"tunegate items.jsonl line, schemaVersion 1","description":"One line of <out>/items.jsonl, written by `tunegate compare` or `tunegate paired`: one scored item (one document for divergence, both sides' scores of one item for a paired run).","$comment":"Generated from src/results/types.ts by `npm run build:schema`; change the types, not this file.","$ref":"#/definitions/ItemRecord","definitions":{"ItemRecord":{"type":"object","properties":{"family":{"anyOf":[{"enum":["capability","generation","refusal","divergence","scores"]},{"$ref":"#/definitions/RegisteredFamilyId"}]}},"required":["family"],"allOf":[{"if":{"properties":{"family":{"type":"string","const":"capability"}},"required":["family"]},"then":{"$ref":"#/definitions/CapabilityItemRecord"}},{"if":{"properties":{"family":{"type":"string","const":"generation"}},"required":["family"]},"then":{"$ref":"#/definitions/GenerationItemRecord"}},{"if":{"properties":{"family":{"type":"string","const":"refusal"}},"required":["family"]},"then":{"$ref":"#/definitions/RefusalItemRecord"}},{"if":{"properties":{"family":{"type":"string","const":"divergence"}},"required":["family"]},"then":{"$ref":"#/definitions/DivergenceItemRecord"}},{"if":{"properties":{"family":{"type":"string","const":"scores"}},"required":["family"]},"then":{"$ref":"#/definitions/ScoreItemRecord"}},{"if":{"properties":{"family":{"$ref":"#/definitions/RegisteredFamilyId"}},"required":["family"]},"then":{"$ref":"#/definitions/RegisteredItemRecord"}}],"description":"One line of items.jsonl; `family` says which record it is."},"CapabilityItemRecord":{"type":"object","properties":{"runId":{"type":"string","description":"The run id of the results.json beside it; tunegate writes it on every line, and reading a run folder refuses lines whose id differs. Absent from records in memory.","minLength":1},"family":{"type":"string","const":"capability"},"id":{"type":"string"},"tags":{"type":"array","items":{"type":"string"}},"context":{"type":"string"},"choices":{"type":"array","items":{"type":"string"}},"answer":{"type":"integer","minimum":0,"description":"Index of the correct choice."},"task":{"type":"string","description":"A benchmark document: its lm-evaluation-harness task name (`mmlu_<subject>` for MMLU); absent for suite items. `context` is then the exact prompt (few-shot block included) and `choices` are without the target delimiter (docs/reference/tasks.md).","minLength":1},"group":{"type":["string","null"],"description":"The group a benchmark task is pooled into (`mmlu`), or null."},"doc_id":{"type":"integer","minimum":0,"description":"0-based index of the document in the task's split, as lm-eval's samples number it."},"base":{"$ref":"#/definitions/CapabilitySide"},"tuned":{"$ref":"#/definitions/CapabilitySide"},"flipped":{"type":"boolean","description":"Correctness (acc) differs between base and tuned."},"nearTie":{"type":"boolean","description":"Both models' margins (chosen minus runner-up log-likelihood) lie within the run's noise bound (results.json `noiseBound`), so floating-point noise alone could swap the choice. Absent when no bound was measured."},"nearTieNorm":{"type":"boolean","description":"The same for the length-normalised decision (acc_norm): both models' per-byte margins lie within what the bound lets them move. Absent when no bound was measured."}},"required":["family","id","tags","context","choices","answer","base","tuned","flipped"],"additionalProperties":false,"description":"items.jsonl line, capability family."},"CapabilitySide":{"type":"object","properties":{"logliks":{"type":"array","items":{"type":"number"},"description":"Sum of log P(continuation token) per choice, nats."},"tokenCounts":{"type":"array","items":{"type":"integer","minimum":0},"description":"Continuation token counts per choice."},"predicted":{"type":"integer","minimum":0,"description":"Index of the choice with the highest log-likelihood."},"predictedNorm":{"type":"integer","minimum":0,"description":"Index of the choice with the highest length-normalised log-likelihood."},"correct":{"type":"boolean"},"correctNorm":{"type":"boolean"},"correctLoglik":{"type":"number","description":"Log-likelihood of the correct choice, nats."},"correctIsGreedy":{"type":"boolean","description":"Whether the correct choice is the greedy continuation of the context."},"truncatedTokens":{"type":"integer","minimum":0,"description":"Benchmark documents only: context tokens cut from the left so the longest choice fits the model's context, as lm-eval cuts them (docs/reference/tasks.md); absent when nothing was cut."},"mc2":{"type":"number","description":"truthfulqa_mc2 only: the probability mass on the true choices, Σ_true exp(loglik) / Σ_all exp(loglik), in [0, 1] (lm-evaluation-harness's `process_results_mc2`, computed with the largest loglik factored out).","minimum":0,"maximum":1}},"required":["logliks","tokenCounts","predicted","predictedNorm","correct","correctNorm","correctLoglik","correctIsGreedy"],"additionalProperties":false,"description":"One model's view of a capability item."},"GenerationItemRecord":{"type":"object","properties":{"runId":{"type":"string","description":"The run id of the results.json beside it; tunegate writes it on every line, and reading a run folder refuses lines whose id differs. Absent from records in memory.","minLength":1},"family":{"type":"string","const":"generation"},"id":{"type":"string","description":"`<task>/<doc_id>`, lm-eval's sample key."},"tags":{"type":"array","items":{"type":"string"}},"task":{"type":"string","description":"lm-eval task name.","minLength":1},"group":{"type":["string","null"],"description":"The group a task is pooled into (`bbh_cot_fewshot`), or null."},"doc_id":{"type":"integer","minimum":0,"description":"0-based index of the document in the task's split, as lm-eval's samples number it."},"prompt":{"$ref":"#/definitions/GenerationPrompt"},"until":{"type":"array","items":{"type":"string"},"description":"generation_kwargs.until, the model's EOS string not included."},"maxGenToks":{"type":"integer","minimum":0,"description":"generation_kwargs.max_gen_toks."},"gatedMetric":{"type":"string","description":"The lm-eval metric that gates this task (docs/reference/tasks.md)."},"base":{"$ref":"#/definitions/GenerationSide"},"tuned":{"$ref":"#/definitions/GenerationSide"},"flipped":{"type":"boolean","description":"The gated metric's value differs between base and tuned."}},"required":["family","id","tags","task","group","doc_id","prompt","until","maxGenToks","gatedMetric","base","tuned","flipped"],"additionalProperties":false,"description":"items.jsonl line, generation family."},"GenerationPrompt":{"anyOf":[{"type":"object","properties":{"kind":{"type":"string","const":"text"},"text":{"type":"string"}},"required":["kind","text"],"additionalProperties":false},{"type":"object","properties":{"kind":{"type":"string","const":"chat"},"messages":{"type":"array","items":{"$ref":"#/definitions/GenerationChatTurn"}}},"required":["kind","messages"],"additionalProperties":false}],"description":"The task's prompt before a model renders it: one string, or chat turns the model's template renders."},"GenerationChatTurn":{"type":"object","properties":{"role":{"type":"string","enum":["system","user","assistant"]},"content":{"type":"string"}},"required":["role","content"],"additionalProperties":false,"description":"One chat turn of a chat-templated prompt."},"GenerationSide":{"type":"object","properties":{"renderedPrompt":{"type":"string","description":"The prompt exactly as this model read it (its chat template applied), after any left truncation."},"promptTokens":{"type":"integer","minimum":0,"description":"Tokens of `renderedPrompt`."},"truncatedTokens":{"type":"integer","minimum":0,"description":"Tokens cut from the prompt's left so that `max_gen_toks` fit the model's context, as lm-eval cuts them; 0 when none."},"reply":{"type":"string","description":"The reply as scored: generated tokens decoded without special tokens, cut before the first `until` string."},"generatedTokens":{"type":"integer","minimum":0,"description":"Tokens generated (the EOS token not counted)."},"stop":{"$ref":"#/definitions/GenerationStop"},"filtered":{"type":"object","additionalProperties":{"type":"string"},"description":"What each of the task's filters extracted from the reply, by filter name (exact-match tasks); {} for IFEval."},"metrics":{"type":"object","additionalProperties":{"anyOf":[{"type":"number"},{"type":"array","items":{"type":"number"}}]},"description":"Each metric as lm-eval names it ('exact_match,strict-match', 'prompt_level_strict_acc'): 0 or 1, or for IFEval's inst_level_* one 0 or 1 per instruction, in instruction_id_list order."}},"required":["renderedPrompt","promptTokens","truncatedTokens","reply","generatedTokens","stop","filtered","metrics"],"additionalProperties":false,"description":"One model's answer to a generation item, and its scores."},"GenerationStop":{"type":"string","enum":["eos","until","max_gen_toks"],"description":"Why a reply ended: the model's EOS, one of the task's `until` strings, or `max_gen_toks`."},"RefusalItemRecord":{"type":"object","properties":{"runId":{"type":"string","description":"The run id of the results.json beside it; tunegate writes it on every line, and reading a run folder refuses lines whose id differs. Absent from records in memory.","minLength":1},"family":{"type":"string","const":"refusal"},"id":{"type":"string"},"tags":{"type":"array","items":{"type":"string"}},"prompt":{"type":"string"},"shouldAnswer":{"type":"boolean"},"base":{"$ref":"#/definitions/RefusalSide"},"tuned":{"$ref":"#/definitions/RefusalSide"},"flipped":{"type":"boolean"},"nearTie":{"type":"boolean","description":"Greedy runs: the two replies diverged at a step where both models' top-2 logit gaps lay within the run's refusal noise bound (results.json `noiseBounds.refusal`), so floating-point noise alone could have sent them apart. Absent when no bound was measured."}},"required":["family","id","tags","prompt","shouldAnswer","base","tuned","flipped"],"additionalProperties":false,"description":"items.jsonl line, refusal family."},"RefusalSide":{"type":"object","properties":{"renderedPrompt":{"type":"string"},"text":{"type":"string"},"generatedTokens":{"type":"integer","minimum":0},"stoppedAtEos":{"type":"boolean"},"refused":{"type":"boolean"},"match":{"anyOf":[{"$ref":"#/definitions/RefusalMatch"},{"type":"null"}]},"refusalScore":{"type":"number","description":"Sampled runs only: the prompt's reduced refusal score (the refused share of its epochs for `mean`, else 0 or 1). `refused` is then score ≥ 0.5, and text/match are those of the first epoch that agrees with it.","minimum":0,"maximum":1},"epochs":{"type":"array","items":{"$ref":"#/definitions/RefusalEpoch"},"description":"Sampled runs only: every epoch's reply, in epoch order."},"patternTimeouts":{"type":"array","items":{"type":"string"},"description":"Ids of refusal patterns that ran out of time on this reply (each counted as no match); absent when none did."},"closeCalls":{"type":"array","items":{"$ref":"#/definitions/RefusalCloseCall"},"description":"Greedy runs only: the steps of this reply whose top-2 logit gap was small, in step order (absent in runs written before they were recorded)."}},"required":["renderedPrompt","text","generatedTokens","stoppedAtEos","refused","match"],"additionalProperties":false,"description":"One model's view of a refusal item."},"RefusalMatch":{"type":"object","properties":{"patternId":{"type":"string"},"start":{"type":"integer","minimum":0,"description":"UTF-16 offsets into `text`."},"end":{"type":"integer","minimum":0}},"required":["patternId","start","end"],"additionalProperties":false,"description":"Where a refusal pattern matched in a generation."},"RefusalEpoch":{"type":"object","properties":{"text":{"type":"string"},"generatedTokens":{"type":"integer","minimum":0},"stoppedAtEos":{"type":"boolean"},"refused":{"type":"boolean"},"match":{"anyOf":[{"$ref":"#/definitions/RefusalMatch"},{"type":"null"}]},"patternTimeouts":{"type":"array","items":{"type":"string"},"description":"Ids of refusal patterns that ran out of time on this reply (each counted as no match); absent when none did."}},"required":["text","generatedTokens","stoppedAtEos","refused","match"],"additionalProperties":false,"description":"One sampled reply of one prompt."},"RefusalCloseCall":{"type":"object","properties":{"step":{"type":"integer","minimum":0,"description":"Step index (0: the first generated token)."},"gapNats":{"type":"number","description":"The chosen logit minus the runner-up's, nats."},"token":{"type":"integer","description":"Token chosen at this step; −1 when it was an EOS id (the reply stopped here).","minimum":-1},"prefix":{"type":"string","description":"FNV-1a hash (8 hex digits) of the token ids generated before this step: equal on both sides when the replies agree up to here.","pattern":"^[0-9a-f]{8}$"}},"required":["step","gapNats","token","prefix"],"additionalProperties":false,"description":"A greedy step whose top-2 logit gap was small (at most CLOSE_CALL_NATS): where a lossless change could have sent the reply another way. Two replies diverged at a near tie when both record the step with the same prefix and different tokens, each gap within the noise bound."},"DivergenceItemRecord":{"type":"object","properties":{"runId":{"type":"string","description":"The run id of the results.json beside it; tunegate writes it on every line, and reading a run folder refuses lines whose id differs. Absent from records in memory.","minLength":1},"family":{"type":"string","const":"divergence"},"id":{"type":"string"},"tags":{"type":"array","items":{"type":"string"}},"tokenCount":{"type":"integer","minimum":0,"description":"Predicted positions scored."},"klSum":{"type":"number","description":"Σ KL(P_base‖P_tuned) over positions, nats."},"reverseKlSum":{"type":"number","description":"Σ KL(P_tuned‖P_base) over positions, nats; absent in records written before it was recorded."},"top1Agree":{"type":"integer","minimum":0,"description":"Positions where both argmaxes agree."},"baseNllSum":{"type":"number","description":"Σ −log P(actual next token), nats, per model."},"tunedNllSum":{"type":"number"},"dpSum":{"type":"number","description":"Σ Δp and Σ Δp² over positions, Δp = P_tuned(next token) − P_base(next token) (llama.cpp's \"Δp\"); absent in records written before they were recorded."},"dpSquaredSum":{"type":"number"},"tokens":{"type":"array","items":{"type":"string"}},"tokenKl":{"type":"array","items":{"type":"number"},"description":"KL per predicted position (index i scores tokens[i + 1]), rounded to 9 significant digits (4 in runs written before)."},"tokenReverseKl":{"type":"array","items":{"type":"number"},"description":"Reverse KL per predicted position, as tokenKl; absent in records written before it was recorded."},"baseTop1":{"type":"array","items":{"type":"string"},"description":"Decoded argmax token of each model per predicted position."},"tunedTop1":{"type":"array","items":{"type":"string"}}},"required":["family","id","tags","tokenCount","klSum","top1Agree","baseNllSum","tunedNllSum","tokens","tokenKl","baseTop1","tunedTop1"],"additionalProperties":false,"description":"items.jsonl line, divergence family (one document)."},"ScoreItemRecord":{"type":"object","properties":{"runId":{"type":"string","description":"The run id of the results.json beside it; tunegate writes it on every line, and reading a run folder refuses lines whose id differs. Absent from records in memory.","minLength":1},"family":{"type":"string","const":"scores"},"id":{"type":"string"},"tags":{"type":"array","items":{"type":"string"}},"cluster":{"type":["string","null"],"description":"Items of one cluster are resampled together; null for an item that stands alone."},"base":{"type":"object","additionalProperties":{"$ref":"#/definitions/ScoreValue"}},"tuned":{"type":"object","additionalProperties":{"$ref":"#/definitions/ScoreValue"}}},"required":["family","id","tags","cluster","base","tuned"],"additionalProperties":false,"description":"items.jsonl line of a `paired` run: both sides' scores of one item, by metric name (both sides hold the same names)."},"ScoreValue":{"anyOf":[{"type":"number","description":"A score the judge can sum and square in double precision: |x| ≤ 1e100 (SCORE_MAGNITUDE_LIMIT).","minimum":-1e+100,"maximum":1e+100},{"type":"array","minItems":2,"items":[{"type":"number","description":"A score the judge can sum and square in double precision: |x| ≤ 1e100 (SCORE_MAGNITUDE_LIMIT).","minimum":-1e+100,"maximum":1e+100},{"type":"number","description":"A ratio's denominator, within the same bound.","minimum":0,"maximum":1e+100}],"maxItems":2}],"description":"One side's value of a score metric on one item: a number (the metric is the mean over items), or [num, den] (the metric is Σnum / Σden, e.g. negative log-likelihood over words)."},"RegisteredItemRecord":{"type":"object","properties":{"runId":{"type":"string","description":"The run id of the results.json beside it; tunegate writes it on every line, and reading a run folder refuses lines whose id differs. Absent from records in memory.","minLength":1},"family":{"$ref":"#/definitions/RegisteredFamilyId"},"id":{"type":"string"},"tags":{"type":"array","items":{"type":"string"}}},"required":["family","id","tags"],"description":"items.jsonl line of a family added through `registerFamily` (docs/ARCHITECTURE.md §4): the fields every record has; the rest is the family's own, written by its `score` and read by its metrics and presentation, so the contract cannot describe it further."},"RegisteredFamilyId":{"type":"string","description":"A family added through `registerFamily`: `x-<name>`.","pattern":"^x-[a-z][a-z0-9_]*$"}}};
const schema83 = {"type":"object","properties":{"family":{"anyOf":[{"enum":["capability","generation","refusal","divergence","scores"]},{"$ref":"#/definitions/RegisteredFamilyId"}]}},"required":["family"],"allOf":[{"if":{"properties":{"family":{"type":"string","const":"capability"}},"required":["family"]},"then":{"$ref":"#/definitions/CapabilityItemRecord"}},{"if":{"properties":{"family":{"type":"string","const":"generation"}},"required":["family"]},"then":{"$ref":"#/definitions/GenerationItemRecord"}},{"if":{"properties":{"family":{"type":"string","const":"refusal"}},"required":["family"]},"then":{"$ref":"#/definitions/RefusalItemRecord"}},{"if":{"properties":{"family":{"type":"string","const":"divergence"}},"required":["family"]},"then":{"$ref":"#/definitions/DivergenceItemRecord"}},{"if":{"properties":{"family":{"type":"string","const":"scores"}},"required":["family"]},"then":{"$ref":"#/definitions/ScoreItemRecord"}},{"if":{"properties":{"family":{"$ref":"#/definitions/RegisteredFamilyId"}},"required":["family"]},"then":{"$ref":"#/definitions/RegisteredItemRecord"}}],"description":"One line of items.jsonl; `family` says which record it is."};
const schema84 = {"type":"object","properties":{"runId":{"type":"string","description":"The run id of the results.json beside it; tunegate writes it on every line, and reading a run folder refuses lines whose id differs. Absent from records in memory.","minLength":1},"family":{"type":"string","const":"capability"},"id":{"type":"string"},"tags":{"type":"array","items":{"type":"string"}},"context":{"type":"string"},"choices":{"type":"array","items":{"type":"string"}},"answer":{"type":"integer","minimum":0,"description":"Index of the correct choice."},"task":{"type":"string","description":"A benchmark document: its lm-evaluation-harness task name (`mmlu_<subject>` for MMLU); absent for suite items. `context` is then the exact prompt (few-shot block included) and `choices` are without the target delimiter (docs/reference/tasks.md).","minLength":1},"group":{"type":["string","null"],"description":"The group a benchmark task is pooled into (`mmlu`), or null."},"doc_id":{"type":"integer","minimum":0,"description":"0-based index of the document in the task's split, as lm-eval's samples number it."},"base":{"$ref":"#/definitions/CapabilitySide"},"tuned":{"$ref":"#/definitions/CapabilitySide"},"flipped":{"type":"boolean","description":"Correctness (acc) differs between base and tuned."},"nearTie":{"type":"boolean","description":"Both models' margins (chosen minus runner-up log-likelihood) lie within the run's noise bound (results.json `noiseBound`), so floating-point noise alone could swap the choice. Absent when no bound was measured."},"nearTieNorm":{"type":"boolean","description":"The same for the length-normalised decision (acc_norm): both models' per-byte margins lie within what the bound lets them move. Absent when no bound was measured."}},"required":["family","id","tags","context","choices","answer","base","tuned","flipped"],"additionalProperties":false,"description":"items.jsonl line, capability family."};
const schema85 = {"type":"object","properties":{"logliks":{"type":"array","items":{"type":"number"},"description":"Sum of log P(continuation token) per choice, nats."},"tokenCounts":{"type":"array","items":{"type":"integer","minimum":0},"description":"Continuation token counts per choice."},"predicted":{"type":"integer","minimum":0,"description":"Index of the choice with the highest log-likelihood."},"predictedNorm":{"type":"integer","minimum":0,"description":"Index of the choice with the highest length-normalised log-likelihood."},"correct":{"type":"boolean"},"correctNorm":{"type":"boolean"},"correctLoglik":{"type":"number","description":"Log-likelihood of the correct choice, nats."},"correctIsGreedy":{"type":"boolean","description":"Whether the correct choice is the greedy continuation of the context."},"truncatedTokens":{"type":"integer","minimum":0,"description":"Benchmark documents only: context tokens cut from the left so the longest choice fits the model's context, as lm-eval cuts them (docs/reference/tasks.md); absent when nothing was cut."},"mc2":{"type":"number","description":"truthfulqa_mc2 only: the probability mass on the true choices, Σ_true exp(loglik) / Σ_all exp(loglik), in [0, 1] (lm-evaluation-harness's `process_results_mc2`, computed with the largest loglik factored out).","minimum":0,"maximum":1}},"required":["logliks","tokenCounts","predicted","predictedNorm","correct","correctNorm","correctLoglik","correctIsGreedy"],"additionalProperties":false,"description":"One model's view of a capability item."};

function validate227(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema85.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema85.required,parentSchema:schema85,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(func2.call(schema85.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema85,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.logliks !== undefined){
let data0 = data.logliks;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err2 = {instancePath:instancePath+"/logliks/" + i0,schemaPath:"#/properties/logliks/items/type",keyword:"type",params:{type: "number"},schema:schema85.properties.logliks.items.type,parentSchema:schema85.properties.logliks.items,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath:instancePath+"/logliks",schemaPath:"#/properties/logliks/type",keyword:"type",params:{type: "array"},schema:schema85.properties.logliks.type,parentSchema:schema85.properties.logliks,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.tokenCounts !== undefined){
let data2 = data.tokenCounts;
if(Array.isArray(data2)){
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err4 = {instancePath:instancePath+"/tokenCounts/" + i1,schemaPath:"#/properties/tokenCounts/items/type",keyword:"type",params:{type: "integer"},schema:schema85.properties.tokenCounts.items.type,parentSchema:schema85.properties.tokenCounts.items,data:data3};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err5 = {instancePath:instancePath+"/tokenCounts/" + i1,schemaPath:"#/properties/tokenCounts/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema85.properties.tokenCounts.items,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
else {
const err6 = {instancePath:instancePath+"/tokenCounts",schemaPath:"#/properties/tokenCounts/type",keyword:"type",params:{type: "array"},schema:schema85.properties.tokenCounts.type,parentSchema:schema85.properties.tokenCounts,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.predicted !== undefined){
let data4 = data.predicted;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err7 = {instancePath:instancePath+"/predicted",schemaPath:"#/properties/predicted/type",keyword:"type",params:{type: "integer"},schema:schema85.properties.predicted.type,parentSchema:schema85.properties.predicted,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err8 = {instancePath:instancePath+"/predicted",schemaPath:"#/properties/predicted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema85.properties.predicted,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.predictedNorm !== undefined){
let data5 = data.predictedNorm;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err9 = {instancePath:instancePath+"/predictedNorm",schemaPath:"#/properties/predictedNorm/type",keyword:"type",params:{type: "integer"},schema:schema85.properties.predictedNorm.type,parentSchema:schema85.properties.predictedNorm,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err10 = {instancePath:instancePath+"/predictedNorm",schemaPath:"#/properties/predictedNorm/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema85.properties.predictedNorm,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.correct !== undefined){
let data6 = data.correct;
if(typeof data6 !== "boolean"){
const err11 = {instancePath:instancePath+"/correct",schemaPath:"#/properties/correct/type",keyword:"type",params:{type: "boolean"},schema:schema85.properties.correct.type,parentSchema:schema85.properties.correct,data:data6};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.correctNorm !== undefined){
let data7 = data.correctNorm;
if(typeof data7 !== "boolean"){
const err12 = {instancePath:instancePath+"/correctNorm",schemaPath:"#/properties/correctNorm/type",keyword:"type",params:{type: "boolean"},schema:schema85.properties.correctNorm.type,parentSchema:schema85.properties.correctNorm,data:data7};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.correctLoglik !== undefined){
let data8 = data.correctLoglik;
if(!((typeof data8 == "number") && (isFinite(data8)))){
const err13 = {instancePath:instancePath+"/correctLoglik",schemaPath:"#/properties/correctLoglik/type",keyword:"type",params:{type: "number"},schema:schema85.properties.correctLoglik.type,parentSchema:schema85.properties.correctLoglik,data:data8};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.correctIsGreedy !== undefined){
let data9 = data.correctIsGreedy;
if(typeof data9 !== "boolean"){
const err14 = {instancePath:instancePath+"/correctIsGreedy",schemaPath:"#/properties/correctIsGreedy/type",keyword:"type",params:{type: "boolean"},schema:schema85.properties.correctIsGreedy.type,parentSchema:schema85.properties.correctIsGreedy,data:data9};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.truncatedTokens !== undefined){
let data10 = data.truncatedTokens;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err15 = {instancePath:instancePath+"/truncatedTokens",schemaPath:"#/properties/truncatedTokens/type",keyword:"type",params:{type: "integer"},schema:schema85.properties.truncatedTokens.type,parentSchema:schema85.properties.truncatedTokens,data:data10};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err16 = {instancePath:instancePath+"/truncatedTokens",schemaPath:"#/properties/truncatedTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema85.properties.truncatedTokens,data:data10};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data.mc2 !== undefined){
let data11 = data.mc2;
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 1 || isNaN(data11)){
const err17 = {instancePath:instancePath+"/mc2",schemaPath:"#/properties/mc2/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},schema:1,parentSchema:schema85.properties.mc2,data:data11};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err18 = {instancePath:instancePath+"/mc2",schemaPath:"#/properties/mc2/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema85.properties.mc2,data:data11};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/mc2",schemaPath:"#/properties/mc2/type",keyword:"type",params:{type: "number"},schema:schema85.properties.mc2.type,parentSchema:schema85.properties.mc2,data:data11};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema85.type,parentSchema:schema85,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate227.errors = vErrors;
return errors === 0;
}


function validate226(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema84.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema84.required,parentSchema:schema84,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(func2.call(schema84.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema84,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.runId !== undefined){
let data0 = data.runId;
if(typeof data0 === "string"){
if(func3(data0) < 1){
const err2 = {instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/minLength",keyword:"minLength",params:{limit: 1},schema:1,parentSchema:schema84.properties.runId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/type",keyword:"type",params:{type: "string"},schema:schema84.properties.runId.type,parentSchema:schema84.properties.runId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.family !== undefined){
let data1 = data.family;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/family",schemaPath:"#/properties/family/type",keyword:"type",params:{type: "string"},schema:schema84.properties.family.type,parentSchema:schema84.properties.family,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("capability" !== data1){
const err5 = {instancePath:instancePath+"/family",schemaPath:"#/properties/family/const",keyword:"const",params:{allowedValue: "capability"},schema:"capability",parentSchema:schema84.properties.family,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.id !== undefined){
let data2 = data.id;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},schema:schema84.properties.id.type,parentSchema:schema84.properties.id,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.tags !== undefined){
let data3 = data.tags;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 !== "string"){
const err7 = {instancePath:instancePath+"/tags/" + i0,schemaPath:"#/properties/tags/items/type",keyword:"type",params:{type: "string"},schema:schema84.properties.tags.items.type,parentSchema:schema84.properties.tags.items,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},schema:schema84.properties.tags.type,parentSchema:schema84.properties.tags,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.context !== undefined){
let data5 = data.context;
if(typeof data5 !== "string"){
const err9 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/type",keyword:"type",params:{type: "string"},schema:schema84.properties.context.type,parentSchema:schema84.properties.context,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.choices !== undefined){
let data6 = data.choices;
if(Array.isArray(data6)){
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
let data7 = data6[i1];
if(typeof data7 !== "string"){
const err10 = {instancePath:instancePath+"/choices/" + i1,schemaPath:"#/properties/choices/items/type",keyword:"type",params:{type: "string"},schema:schema84.properties.choices.items.type,parentSchema:schema84.properties.choices.items,data:data7};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/choices",schemaPath:"#/properties/choices/type",keyword:"type",params:{type: "array"},schema:schema84.properties.choices.type,parentSchema:schema84.properties.choices,data:data6};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.answer !== undefined){
let data8 = data.answer;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err12 = {instancePath:instancePath+"/answer",schemaPath:"#/properties/answer/type",keyword:"type",params:{type: "integer"},schema:schema84.properties.answer.type,parentSchema:schema84.properties.answer,data:data8};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err13 = {instancePath:instancePath+"/answer",schemaPath:"#/properties/answer/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema84.properties.answer,data:data8};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.task !== undefined){
let data9 = data.task;
if(typeof data9 === "string"){
if(func3(data9) < 1){
const err14 = {instancePath:instancePath+"/task",schemaPath:"#/properties/task/minLength",keyword:"minLength",params:{limit: 1},schema:1,parentSchema:schema84.properties.task,data:data9};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/task",schemaPath:"#/properties/task/type",keyword:"type",params:{type: "string"},schema:schema84.properties.task.type,parentSchema:schema84.properties.task,data:data9};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.group !== undefined){
let data10 = data.group;
if((typeof data10 !== "string") && (data10 !== null)){
const err16 = {instancePath:instancePath+"/group",schemaPath:"#/properties/group/type",keyword:"type",params:{type: schema84.properties.group.type},schema:schema84.properties.group.type,parentSchema:schema84.properties.group,data:data10};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.doc_id !== undefined){
let data11 = data.doc_id;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err17 = {instancePath:instancePath+"/doc_id",schemaPath:"#/properties/doc_id/type",keyword:"type",params:{type: "integer"},schema:schema84.properties.doc_id.type,parentSchema:schema84.properties.doc_id,data:data11};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err18 = {instancePath:instancePath+"/doc_id",schemaPath:"#/properties/doc_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema84.properties.doc_id,data:data11};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.base !== undefined){
if(!(validate227(data.base, {instancePath:instancePath+"/base",parentData:data,parentDataProperty:"base",rootData}))){
vErrors = vErrors === null ? validate227.errors : vErrors.concat(validate227.errors);
errors = vErrors.length;
}
}
if(data.tuned !== undefined){
if(!(validate227(data.tuned, {instancePath:instancePath+"/tuned",parentData:data,parentDataProperty:"tuned",rootData}))){
vErrors = vErrors === null ? validate227.errors : vErrors.concat(validate227.errors);
errors = vErrors.length;
}
}
if(data.flipped !== undefined){
let data14 = data.flipped;
if(typeof data14 !== "boolean"){
const err19 = {instancePath:instancePath+"/flipped",schemaPath:"#/properties/flipped/type",keyword:"type",params:{type: "boolean"},schema:schema84.properties.flipped.type,parentSchema:schema84.properties.flipped,data:data14};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.nearTie !== undefined){
let data15 = data.nearTie;
if(typeof data15 !== "boolean"){
const err20 = {instancePath:instancePath+"/nearTie",schemaPath:"#/properties/nearTie/type",keyword:"type",params:{type: "boolean"},schema:schema84.properties.nearTie.type,parentSchema:schema84.properties.nearTie,data:data15};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.nearTieNorm !== undefined){
let data16 = data.nearTieNorm;
if(typeof data16 !== "boolean"){
const err21 = {instancePath:instancePath+"/nearTieNorm",schemaPath:"#/properties/nearTieNorm/type",keyword:"type",params:{type: "boolean"},schema:schema84.properties.nearTieNorm.type,parentSchema:schema84.properties.nearTieNorm,data:data16};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema84.type,parentSchema:schema84,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate226.errors = vErrors;
return errors === 0;
}

const schema86 = {"type":"object","properties":{"runId":{"type":"string","description":"The run id of the results.json beside it; tunegate writes it on every line, and reading a run folder refuses lines whose id differs. Absent from records in memory.","minLength":1},"family":{"type":"string","const":"generation"},"id":{"type":"string","description":"`<task>/<doc_id>`, lm-eval's sample key."},"tags":{"type":"array","items":{"type":"string"}},"task":{"type":"string","description":"lm-eval task name.","minLength":1},"group":{"type":["string","null"],"description":"The group a task is pooled into (`bbh_cot_fewshot`), or null."},"doc_id":{"type":"integer","minimum":0,"description":"0-based index of the document in the task's split, as lm-eval's samples number it."},"prompt":{"$ref":"#/definitions/GenerationPrompt"},"until":{"type":"array","items":{"type":"string"},"description":"generation_kwargs.until, the model's EOS string not included."},"maxGenToks":{"type":"integer","minimum":0,"description":"generation_kwargs.max_gen_toks."},"gatedMetric":{"type":"string","description":"The lm-eval metric that gates this task (docs/reference/tasks.md)."},"base":{"$ref":"#/definitions/GenerationSide"},"tuned":{"$ref":"#/definitions/GenerationSide"},"flipped":{"type":"boolean","description":"The gated metric's value differs between base and tuned."}},"required":["family","id","tags","task","group","doc_id","prompt","until","maxGenToks","gatedMetric","base","tuned","flipped"],"additionalProperties":false,"description":"items.jsonl line, generation family."};
const schema87 = {"anyOf":[{"type":"object","properties":{"kind":{"type":"string","const":"text"},"text":{"type":"string"}},"required":["kind","text"],"additionalProperties":false},{"type":"object","properties":{"kind":{"type":"string","const":"chat"},"messages":{"type":"array","items":{"$ref":"#/definitions/GenerationChatTurn"}}},"required":["kind","messages"],"additionalProperties":false}],"description":"The task's prompt before a model renders it: one string, or chat turns the model's template renders."};
const schema88 = {"type":"object","properties":{"role":{"type":"string","enum":["system","user","assistant"]},"content":{"type":"string"}},"required":["role","content"],"additionalProperties":false,"description":"One chat turn of a chat-templated prompt."};

function validate233(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema88.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema88.required,parentSchema:schema88,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((key0 === "role") || (key0 === "content"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema88,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.role !== undefined){
let data0 = data.role;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},schema:schema88.properties.role.type,parentSchema:schema88.properties.role,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(((data0 === "system") || (data0 === "user")) || (data0 === "assistant"))){
const err3 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema88.properties.role.enum},schema:schema88.properties.role.enum,parentSchema:schema88.properties.role,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.content !== undefined){
let data1 = data.content;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},schema:schema88.properties.content.type,parentSchema:schema88.properties.content,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema88.type,parentSchema:schema88,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate233.errors = vErrors;
return errors === 0;
}


function validate232(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema87.anyOf[0].required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: prop0},schema:schema87.anyOf[0].required,parentSchema:schema87.anyOf[0],data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((key0 === "kind") || (key0 === "text"))){
const err1 = {instancePath,schemaPath:"#/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema87.anyOf[0],data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.kind !== undefined){
let data0 = data.kind;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/kind",schemaPath:"#/anyOf/0/properties/kind/type",keyword:"type",params:{type: "string"},schema:schema87.anyOf[0].properties.kind.type,parentSchema:schema87.anyOf[0].properties.kind,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("text" !== data0){
const err3 = {instancePath:instancePath+"/kind",schemaPath:"#/anyOf/0/properties/kind/const",keyword:"const",params:{allowedValue: "text"},schema:"text",parentSchema:schema87.anyOf[0].properties.kind,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.text !== undefined){
let data1 = data.text;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/text",schemaPath:"#/anyOf/0/properties/text/type",keyword:"type",params:{type: "string"},schema:schema87.anyOf[0].properties.text.type,parentSchema:schema87.anyOf[0].properties.text,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "object"},schema:schema87.anyOf[0].type,parentSchema:schema87.anyOf[0],data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop1 of schema87.anyOf[1].required){
if(data[prop1] === undefined){
const err6 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: prop1},schema:schema87.anyOf[1].required,parentSchema:schema87.anyOf[1],data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
for(const key1 in data){
if(!((key1 === "kind") || (key1 === "messages"))){
const err7 = {instancePath,schemaPath:"#/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},schema:false,parentSchema:schema87.anyOf[1],data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.kind !== undefined){
let data2 = data.kind;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/kind",schemaPath:"#/anyOf/1/properties/kind/type",keyword:"type",params:{type: "string"},schema:schema87.anyOf[1].properties.kind.type,parentSchema:schema87.anyOf[1].properties.kind,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if("chat" !== data2){
const err9 = {instancePath:instancePath+"/kind",schemaPath:"#/anyOf/1/properties/kind/const",keyword:"const",params:{allowedValue: "chat"},schema:"chat",parentSchema:schema87.anyOf[1].properties.kind,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.messages !== undefined){
let data3 = data.messages;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate233(data3[i0], {instancePath:instancePath+"/messages/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate233.errors : vErrors.concat(validate233.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/messages",schemaPath:"#/anyOf/1/properties/messages/type",keyword:"type",params:{type: "array"},schema:schema87.anyOf[1].properties.messages.type,parentSchema:schema87.anyOf[1].properties.messages,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"},schema:schema87.anyOf[1].type,parentSchema:schema87.anyOf[1],data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err12 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},schema:schema87.anyOf,parentSchema:schema87,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate232.errors = vErrors;
return errors === 0;
}

const schema89 = {"type":"object","properties":{"renderedPrompt":{"type":"string","description":"The prompt exactly as this model read it (its chat template applied), after any left truncation."},"promptTokens":{"type":"integer","minimum":0,"description":"Tokens of `renderedPrompt`."},"truncatedTokens":{"type":"integer","minimum":0,"description":"Tokens cut from the prompt's left so that `max_gen_toks` fit the model's context, as lm-eval cuts them; 0 when none."},"reply":{"type":"string","description":"The reply as scored: generated tokens decoded without special tokens, cut before the first `until` string."},"generatedTokens":{"type":"integer","minimum":0,"description":"Tokens generated (the EOS token not counted)."},"stop":{"$ref":"#/definitions/GenerationStop"},"filtered":{"type":"object","additionalProperties":{"type":"string"},"description":"What each of the task's filters extracted from the reply, by filter name (exact-match tasks); {} for IFEval."},"metrics":{"type":"object","additionalProperties":{"anyOf":[{"type":"number"},{"type":"array","items":{"type":"number"}}]},"description":"Each metric as lm-eval names it ('exact_match,strict-match', 'prompt_level_strict_acc'): 0 or 1, or for IFEval's inst_level_* one 0 or 1 per instruction, in instruction_id_list order."}},"required":["renderedPrompt","promptTokens","truncatedTokens","reply","generatedTokens","stop","filtered","metrics"],"additionalProperties":false,"description":"One model's answer to a generation item, and its scores."};
const schema90 = {"type":"string","enum":["eos","until","max_gen_toks"],"description":"Why a reply ended: the model's EOS, one of the task's `until` strings, or `max_gen_toks`."};

function validate237(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},schema:schema90.type,parentSchema:schema90,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((data === "eos") || (data === "until")) || (data === "max_gen_toks"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema90.enum},schema:schema90.enum,parentSchema:schema90,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate237.errors = vErrors;
return errors === 0;
}


function validate236(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema89.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema89.required,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((((((((key0 === "renderedPrompt") || (key0 === "promptTokens")) || (key0 === "truncatedTokens")) || (key0 === "reply")) || (key0 === "generatedTokens")) || (key0 === "stop")) || (key0 === "filtered")) || (key0 === "metrics"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.renderedPrompt !== undefined){
let data0 = data.renderedPrompt;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/renderedPrompt",schemaPath:"#/properties/renderedPrompt/type",keyword:"type",params:{type: "string"},schema:schema89.properties.renderedPrompt.type,parentSchema:schema89.properties.renderedPrompt,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.promptTokens !== undefined){
let data1 = data.promptTokens;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/promptTokens",schemaPath:"#/properties/promptTokens/type",keyword:"type",params:{type: "integer"},schema:schema89.properties.promptTokens.type,parentSchema:schema89.properties.promptTokens,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/promptTokens",schemaPath:"#/properties/promptTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema89.properties.promptTokens,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.truncatedTokens !== undefined){
let data2 = data.truncatedTokens;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/truncatedTokens",schemaPath:"#/properties/truncatedTokens/type",keyword:"type",params:{type: "integer"},schema:schema89.properties.truncatedTokens.type,parentSchema:schema89.properties.truncatedTokens,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/truncatedTokens",schemaPath:"#/properties/truncatedTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema89.properties.truncatedTokens,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.reply !== undefined){
let data3 = data.reply;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/reply",schemaPath:"#/properties/reply/type",keyword:"type",params:{type: "string"},schema:schema89.properties.reply.type,parentSchema:schema89.properties.reply,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.generatedTokens !== undefined){
let data4 = data.generatedTokens;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err8 = {instancePath:instancePath+"/generatedTokens",schemaPath:"#/properties/generatedTokens/type",keyword:"type",params:{type: "integer"},schema:schema89.properties.generatedTokens.type,parentSchema:schema89.properties.generatedTokens,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err9 = {instancePath:instancePath+"/generatedTokens",schemaPath:"#/properties/generatedTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema89.properties.generatedTokens,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.stop !== undefined){
if(!(validate237(data.stop, {instancePath:instancePath+"/stop",parentData:data,parentDataProperty:"stop",rootData}))){
vErrors = vErrors === null ? validate237.errors : vErrors.concat(validate237.errors);
errors = vErrors.length;
}
}
if(data.filtered !== undefined){
let data6 = data.filtered;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key1 in data6){
let data7 = data6[key1];
if(typeof data7 !== "string"){
const err10 = {instancePath:instancePath+"/filtered/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/filtered/additionalProperties/type",keyword:"type",params:{type: "string"},schema:schema89.properties.filtered.additionalProperties.type,parentSchema:schema89.properties.filtered.additionalProperties,data:data7};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/filtered",schemaPath:"#/properties/filtered/type",keyword:"type",params:{type: "object"},schema:schema89.properties.filtered.type,parentSchema:schema89.properties.filtered,data:data6};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.metrics !== undefined){
let data8 = data.metrics;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key2 in data8){
let data9 = data8[key2];
const _errs22 = errors;
let valid3 = false;
const _errs23 = errors;
if(!((typeof data9 == "number") && (isFinite(data9)))){
const err12 = {instancePath:instancePath+"/metrics/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/metrics/additionalProperties/anyOf/0/type",keyword:"type",params:{type: "number"},schema:schema89.properties.metrics.additionalProperties.anyOf[0].type,parentSchema:schema89.properties.metrics.additionalProperties.anyOf[0],data:data9};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs25 = errors;
if(Array.isArray(data9)){
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
if(!((typeof data10 == "number") && (isFinite(data10)))){
const err13 = {instancePath:instancePath+"/metrics/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/properties/metrics/additionalProperties/anyOf/1/items/type",keyword:"type",params:{type: "number"},schema:schema89.properties.metrics.additionalProperties.anyOf[1].items.type,parentSchema:schema89.properties.metrics.additionalProperties.anyOf[1].items,data:data10};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/metrics/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/metrics/additionalProperties/anyOf/1/type",keyword:"type",params:{type: "array"},schema:schema89.properties.metrics.additionalProperties.anyOf[1].type,parentSchema:schema89.properties.metrics.additionalProperties.anyOf[1],data:data9};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs25 === errors;
valid3 = valid3 || _valid0;
}
if(!valid3){
const err15 = {instancePath:instancePath+"/metrics/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/metrics/additionalProperties/anyOf",keyword:"anyOf",params:{},schema:schema89.properties.metrics.additionalProperties.anyOf,parentSchema:schema89.properties.metrics.additionalProperties,data:data9};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err16 = {instancePath:instancePath+"/metrics",schemaPath:"#/properties/metrics/type",keyword:"type",params:{type: "object"},schema:schema89.properties.metrics.type,parentSchema:schema89.properties.metrics,data:data8};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema89.type,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate236.errors = vErrors;
return errors === 0;
}


function validate231(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema86.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema86.required,parentSchema:schema86,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(func2.call(schema86.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema86,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.runId !== undefined){
let data0 = data.runId;
if(typeof data0 === "string"){
if(func3(data0) < 1){
const err2 = {instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/minLength",keyword:"minLength",params:{limit: 1},schema:1,parentSchema:schema86.properties.runId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/type",keyword:"type",params:{type: "string"},schema:schema86.properties.runId.type,parentSchema:schema86.properties.runId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.family !== undefined){
let data1 = data.family;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/family",schemaPath:"#/properties/family/type",keyword:"type",params:{type: "string"},schema:schema86.properties.family.type,parentSchema:schema86.properties.family,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("generation" !== data1){
const err5 = {instancePath:instancePath+"/family",schemaPath:"#/properties/family/const",keyword:"const",params:{allowedValue: "generation"},schema:"generation",parentSchema:schema86.properties.family,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.id !== undefined){
let data2 = data.id;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},schema:schema86.properties.id.type,parentSchema:schema86.properties.id,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.tags !== undefined){
let data3 = data.tags;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 !== "string"){
const err7 = {instancePath:instancePath+"/tags/" + i0,schemaPath:"#/properties/tags/items/type",keyword:"type",params:{type: "string"},schema:schema86.properties.tags.items.type,parentSchema:schema86.properties.tags.items,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},schema:schema86.properties.tags.type,parentSchema:schema86.properties.tags,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.task !== undefined){
let data5 = data.task;
if(typeof data5 === "string"){
if(func3(data5) < 1){
const err9 = {instancePath:instancePath+"/task",schemaPath:"#/properties/task/minLength",keyword:"minLength",params:{limit: 1},schema:1,parentSchema:schema86.properties.task,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/task",schemaPath:"#/properties/task/type",keyword:"type",params:{type: "string"},schema:schema86.properties.task.type,parentSchema:schema86.properties.task,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.group !== undefined){
let data6 = data.group;
if((typeof data6 !== "string") && (data6 !== null)){
const err11 = {instancePath:instancePath+"/group",schemaPath:"#/properties/group/type",keyword:"type",params:{type: schema86.properties.group.type},schema:schema86.properties.group.type,parentSchema:schema86.properties.group,data:data6};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.doc_id !== undefined){
let data7 = data.doc_id;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err12 = {instancePath:instancePath+"/doc_id",schemaPath:"#/properties/doc_id/type",keyword:"type",params:{type: "integer"},schema:schema86.properties.doc_id.type,parentSchema:schema86.properties.doc_id,data:data7};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err13 = {instancePath:instancePath+"/doc_id",schemaPath:"#/properties/doc_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema86.properties.doc_id,data:data7};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.prompt !== undefined){
if(!(validate232(data.prompt, {instancePath:instancePath+"/prompt",parentData:data,parentDataProperty:"prompt",rootData}))){
vErrors = vErrors === null ? validate232.errors : vErrors.concat(validate232.errors);
errors = vErrors.length;
}
}
if(data.until !== undefined){
let data9 = data.until;
if(Array.isArray(data9)){
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
if(typeof data10 !== "string"){
const err14 = {instancePath:instancePath+"/until/" + i1,schemaPath:"#/properties/until/items/type",keyword:"type",params:{type: "string"},schema:schema86.properties.until.items.type,parentSchema:schema86.properties.until.items,data:data10};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/until",schemaPath:"#/properties/until/type",keyword:"type",params:{type: "array"},schema:schema86.properties.until.type,parentSchema:schema86.properties.until,data:data9};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.maxGenToks !== undefined){
let data11 = data.maxGenToks;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err16 = {instancePath:instancePath+"/maxGenToks",schemaPath:"#/properties/maxGenToks/type",keyword:"type",params:{type: "integer"},schema:schema86.properties.maxGenToks.type,parentSchema:schema86.properties.maxGenToks,data:data11};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err17 = {instancePath:instancePath+"/maxGenToks",schemaPath:"#/properties/maxGenToks/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema86.properties.maxGenToks,data:data11};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.gatedMetric !== undefined){
let data12 = data.gatedMetric;
if(typeof data12 !== "string"){
const err18 = {instancePath:instancePath+"/gatedMetric",schemaPath:"#/properties/gatedMetric/type",keyword:"type",params:{type: "string"},schema:schema86.properties.gatedMetric.type,parentSchema:schema86.properties.gatedMetric,data:data12};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.base !== undefined){
if(!(validate236(data.base, {instancePath:instancePath+"/base",parentData:data,parentDataProperty:"base",rootData}))){
vErrors = vErrors === null ? validate236.errors : vErrors.concat(validate236.errors);
errors = vErrors.length;
}
}
if(data.tuned !== undefined){
if(!(validate236(data.tuned, {instancePath:instancePath+"/tuned",parentData:data,parentDataProperty:"tuned",rootData}))){
vErrors = vErrors === null ? validate236.errors : vErrors.concat(validate236.errors);
errors = vErrors.length;
}
}
if(data.flipped !== undefined){
let data15 = data.flipped;
if(typeof data15 !== "boolean"){
const err19 = {instancePath:instancePath+"/flipped",schemaPath:"#/properties/flipped/type",keyword:"type",params:{type: "boolean"},schema:schema86.properties.flipped.type,parentSchema:schema86.properties.flipped,data:data15};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema86.type,parentSchema:schema86,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate231.errors = vErrors;
return errors === 0;
}

const schema91 = {"type":"object","properties":{"runId":{"type":"string","description":"The run id of the results.json beside it; tunegate writes it on every line, and reading a run folder refuses lines whose id differs. Absent from records in memory.","minLength":1},"family":{"type":"string","const":"refusal"},"id":{"type":"string"},"tags":{"type":"array","items":{"type":"string"}},"prompt":{"type":"string"},"shouldAnswer":{"type":"boolean"},"base":{"$ref":"#/definitions/RefusalSide"},"tuned":{"$ref":"#/definitions/RefusalSide"},"flipped":{"type":"boolean"},"nearTie":{"type":"boolean","description":"Greedy runs: the two replies diverged at a step where both models' top-2 logit gaps lay within the run's refusal noise bound (results.json `noiseBounds.refusal`), so floating-point noise alone could have sent them apart. Absent when no bound was measured."}},"required":["family","id","tags","prompt","shouldAnswer","base","tuned","flipped"],"additionalProperties":false,"description":"items.jsonl line, refusal family."};
const schema92 = {"type":"object","properties":{"renderedPrompt":{"type":"string"},"text":{"type":"string"},"generatedTokens":{"type":"integer","minimum":0},"stoppedAtEos":{"type":"boolean"},"refused":{"type":"boolean"},"match":{"anyOf":[{"$ref":"#/definitions/RefusalMatch"},{"type":"null"}]},"refusalScore":{"type":"number","description":"Sampled runs only: the prompt's reduced refusal score (the refused share of its epochs for `mean`, else 0 or 1). `refused` is then score ≥ 0.5, and text/match are those of the first epoch that agrees with it.","minimum":0,"maximum":1},"epochs":{"type":"array","items":{"$ref":"#/definitions/RefusalEpoch"},"description":"Sampled runs only: every epoch's reply, in epoch order."},"patternTimeouts":{"type":"array","items":{"type":"string"},"description":"Ids of refusal patterns that ran out of time on this reply (each counted as no match); absent when none did."},"closeCalls":{"type":"array","items":{"$ref":"#/definitions/RefusalCloseCall"},"description":"Greedy runs only: the steps of this reply whose top-2 logit gap was small, in step order (absent in runs written before they were recorded)."}},"required":["renderedPrompt","text","generatedTokens","stoppedAtEos","refused","match"],"additionalProperties":false,"description":"One model's view of a refusal item."};
const schema93 = {"type":"object","properties":{"patternId":{"type":"string"},"start":{"type":"integer","minimum":0,"description":"UTF-16 offsets into `text`."},"end":{"type":"integer","minimum":0}},"required":["patternId","start","end"],"additionalProperties":false,"description":"Where a refusal pattern matched in a generation."};

function validate244(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema93.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema93.required,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(((key0 === "patternId") || (key0 === "start")) || (key0 === "end"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.patternId !== undefined){
let data0 = data.patternId;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/patternId",schemaPath:"#/properties/patternId/type",keyword:"type",params:{type: "string"},schema:schema93.properties.patternId.type,parentSchema:schema93.properties.patternId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.start !== undefined){
let data1 = data.start;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/start",schemaPath:"#/properties/start/type",keyword:"type",params:{type: "integer"},schema:schema93.properties.start.type,parentSchema:schema93.properties.start,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/start",schemaPath:"#/properties/start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema93.properties.start,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.end !== undefined){
let data2 = data.end;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/type",keyword:"type",params:{type: "integer"},schema:schema93.properties.end.type,parentSchema:schema93.properties.end,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema93.properties.end,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema93.type,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate244.errors = vErrors;
return errors === 0;
}

const schema94 = {"type":"object","properties":{"text":{"type":"string"},"generatedTokens":{"type":"integer","minimum":0},"stoppedAtEos":{"type":"boolean"},"refused":{"type":"boolean"},"match":{"anyOf":[{"$ref":"#/definitions/RefusalMatch"},{"type":"null"}]},"patternTimeouts":{"type":"array","items":{"type":"string"},"description":"Ids of refusal patterns that ran out of time on this reply (each counted as no match); absent when none did."}},"required":["text","generatedTokens","stoppedAtEos","refused","match"],"additionalProperties":false,"description":"One sampled reply of one prompt."};

function validate246(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema94.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema94.required,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((((((key0 === "text") || (key0 === "generatedTokens")) || (key0 === "stoppedAtEos")) || (key0 === "refused")) || (key0 === "match")) || (key0 === "patternTimeouts"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.text !== undefined){
let data0 = data.text;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},schema:schema94.properties.text.type,parentSchema:schema94.properties.text,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.generatedTokens !== undefined){
let data1 = data.generatedTokens;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/generatedTokens",schemaPath:"#/properties/generatedTokens/type",keyword:"type",params:{type: "integer"},schema:schema94.properties.generatedTokens.type,parentSchema:schema94.properties.generatedTokens,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/generatedTokens",schemaPath:"#/properties/generatedTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema94.properties.generatedTokens,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.stoppedAtEos !== undefined){
let data2 = data.stoppedAtEos;
if(typeof data2 !== "boolean"){
const err5 = {instancePath:instancePath+"/stoppedAtEos",schemaPath:"#/properties/stoppedAtEos/type",keyword:"type",params:{type: "boolean"},schema:schema94.properties.stoppedAtEos.type,parentSchema:schema94.properties.stoppedAtEos,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.refused !== undefined){
let data3 = data.refused;
if(typeof data3 !== "boolean"){
const err6 = {instancePath:instancePath+"/refused",schemaPath:"#/properties/refused/type",keyword:"type",params:{type: "boolean"},schema:schema94.properties.refused.type,parentSchema:schema94.properties.refused,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.match !== undefined){
let data4 = data.match;
const _errs11 = errors;
let valid1 = false;
const _errs12 = errors;
if(!(validate244(data4, {instancePath:instancePath+"/match",parentData:data,parentDataProperty:"match",rootData}))){
vErrors = vErrors === null ? validate244.errors : vErrors.concat(validate244.errors);
errors = vErrors.length;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs13 = errors;
if(data4 !== null){
const err7 = {instancePath:instancePath+"/match",schemaPath:"#/properties/match/anyOf/1/type",keyword:"type",params:{type: "null"},schema:schema94.properties.match.anyOf[1].type,parentSchema:schema94.properties.match.anyOf[1],data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err8 = {instancePath:instancePath+"/match",schemaPath:"#/properties/match/anyOf",keyword:"anyOf",params:{},schema:schema94.properties.match.anyOf,parentSchema:schema94.properties.match,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
}
if(data.patternTimeouts !== undefined){
let data5 = data.patternTimeouts;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(typeof data6 !== "string"){
const err9 = {instancePath:instancePath+"/patternTimeouts/" + i0,schemaPath:"#/properties/patternTimeouts/items/type",keyword:"type",params:{type: "string"},schema:schema94.properties.patternTimeouts.items.type,parentSchema:schema94.properties.patternTimeouts.items,data:data6};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/patternTimeouts",schemaPath:"#/properties/patternTimeouts/type",keyword:"type",params:{type: "array"},schema:schema94.properties.patternTimeouts.type,parentSchema:schema94.properties.patternTimeouts,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema94.type,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate246.errors = vErrors;
return errors === 0;
}

const schema95 = {"type":"object","properties":{"step":{"type":"integer","minimum":0,"description":"Step index (0: the first generated token)."},"gapNats":{"type":"number","description":"The chosen logit minus the runner-up's, nats."},"token":{"type":"integer","description":"Token chosen at this step; −1 when it was an EOS id (the reply stopped here).","minimum":-1},"prefix":{"type":"string","description":"FNV-1a hash (8 hex digits) of the token ids generated before this step: equal on both sides when the replies agree up to here.","pattern":"^[0-9a-f]{8}$"}},"required":["step","gapNats","token","prefix"],"additionalProperties":false,"description":"A greedy step whose top-2 logit gap was small (at most CLOSE_CALL_NATS): where a lossless change could have sent the reply another way. Two replies diverged at a near tie when both record the step with the same prefix and different tokens, each gap within the noise bound."};
const pattern19 = new RegExp("^[0-9a-f]{8}$", "u");

function validate249(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema95.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema95.required,parentSchema:schema95,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((((key0 === "step") || (key0 === "gapNats")) || (key0 === "token")) || (key0 === "prefix"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema95,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.step !== undefined){
let data0 = data.step;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/step",schemaPath:"#/properties/step/type",keyword:"type",params:{type: "integer"},schema:schema95.properties.step.type,parentSchema:schema95.properties.step,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/step",schemaPath:"#/properties/step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema95.properties.step,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.gapNats !== undefined){
let data1 = data.gapNats;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/gapNats",schemaPath:"#/properties/gapNats/type",keyword:"type",params:{type: "number"},schema:schema95.properties.gapNats.type,parentSchema:schema95.properties.gapNats,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.token !== undefined){
let data2 = data.token;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/type",keyword:"type",params:{type: "integer"},schema:schema95.properties.token.type,parentSchema:schema95.properties.token,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < -1 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},schema:-1,parentSchema:schema95.properties.token,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.prefix !== undefined){
let data3 = data.prefix;
if(typeof data3 === "string"){
if(!pattern19.test(data3)){
const err7 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}$"},schema:"^[0-9a-f]{8}$",parentSchema:schema95.properties.prefix,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/type",keyword:"type",params:{type: "string"},schema:schema95.properties.prefix.type,parentSchema:schema95.properties.prefix,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema95.type,parentSchema:schema95,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate249.errors = vErrors;
return errors === 0;
}


function validate243(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema92.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema92.required,parentSchema:schema92,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(func2.call(schema92.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema92,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.renderedPrompt !== undefined){
let data0 = data.renderedPrompt;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/renderedPrompt",schemaPath:"#/properties/renderedPrompt/type",keyword:"type",params:{type: "string"},schema:schema92.properties.renderedPrompt.type,parentSchema:schema92.properties.renderedPrompt,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.text !== undefined){
let data1 = data.text;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},schema:schema92.properties.text.type,parentSchema:schema92.properties.text,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.generatedTokens !== undefined){
let data2 = data.generatedTokens;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/generatedTokens",schemaPath:"#/properties/generatedTokens/type",keyword:"type",params:{type: "integer"},schema:schema92.properties.generatedTokens.type,parentSchema:schema92.properties.generatedTokens,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/generatedTokens",schemaPath:"#/properties/generatedTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema92.properties.generatedTokens,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.stoppedAtEos !== undefined){
let data3 = data.stoppedAtEos;
if(typeof data3 !== "boolean"){
const err6 = {instancePath:instancePath+"/stoppedAtEos",schemaPath:"#/properties/stoppedAtEos/type",keyword:"type",params:{type: "boolean"},schema:schema92.properties.stoppedAtEos.type,parentSchema:schema92.properties.stoppedAtEos,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.refused !== undefined){
let data4 = data.refused;
if(typeof data4 !== "boolean"){
const err7 = {instancePath:instancePath+"/refused",schemaPath:"#/properties/refused/type",keyword:"type",params:{type: "boolean"},schema:schema92.properties.refused.type,parentSchema:schema92.properties.refused,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.match !== undefined){
let data5 = data.match;
const _errs13 = errors;
let valid1 = false;
const _errs14 = errors;
if(!(validate244(data5, {instancePath:instancePath+"/match",parentData:data,parentDataProperty:"match",rootData}))){
vErrors = vErrors === null ? validate244.errors : vErrors.concat(validate244.errors);
errors = vErrors.length;
}
var _valid0 = _errs14 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs15 = errors;
if(data5 !== null){
const err8 = {instancePath:instancePath+"/match",schemaPath:"#/properties/match/anyOf/1/type",keyword:"type",params:{type: "null"},schema:schema92.properties.match.anyOf[1].type,parentSchema:schema92.properties.match.anyOf[1],data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err9 = {instancePath:instancePath+"/match",schemaPath:"#/properties/match/anyOf",keyword:"anyOf",params:{},schema:schema92.properties.match.anyOf,parentSchema:schema92.properties.match,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.refusalScore !== undefined){
let data6 = data.refusalScore;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 1 || isNaN(data6)){
const err10 = {instancePath:instancePath+"/refusalScore",schemaPath:"#/properties/refusalScore/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},schema:1,parentSchema:schema92.properties.refusalScore,data:data6};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err11 = {instancePath:instancePath+"/refusalScore",schemaPath:"#/properties/refusalScore/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema92.properties.refusalScore,data:data6};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/refusalScore",schemaPath:"#/properties/refusalScore/type",keyword:"type",params:{type: "number"},schema:schema92.properties.refusalScore.type,parentSchema:schema92.properties.refusalScore,data:data6};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.epochs !== undefined){
let data7 = data.epochs;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
if(!(validate246(data7[i0], {instancePath:instancePath+"/epochs/" + i0,parentData:data7,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate246.errors : vErrors.concat(validate246.errors);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath:instancePath+"/epochs",schemaPath:"#/properties/epochs/type",keyword:"type",params:{type: "array"},schema:schema92.properties.epochs.type,parentSchema:schema92.properties.epochs,data:data7};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.patternTimeouts !== undefined){
let data9 = data.patternTimeouts;
if(Array.isArray(data9)){
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
if(typeof data10 !== "string"){
const err14 = {instancePath:instancePath+"/patternTimeouts/" + i1,schemaPath:"#/properties/patternTimeouts/items/type",keyword:"type",params:{type: "string"},schema:schema92.properties.patternTimeouts.items.type,parentSchema:schema92.properties.patternTimeouts.items,data:data10};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/patternTimeouts",schemaPath:"#/properties/patternTimeouts/type",keyword:"type",params:{type: "array"},schema:schema92.properties.patternTimeouts.type,parentSchema:schema92.properties.patternTimeouts,data:data9};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.closeCalls !== undefined){
let data11 = data.closeCalls;
if(Array.isArray(data11)){
const len2 = data11.length;
for(let i2=0; i2<len2; i2++){
if(!(validate249(data11[i2], {instancePath:instancePath+"/closeCalls/" + i2,parentData:data11,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate249.errors : vErrors.concat(validate249.errors);
errors = vErrors.length;
}
}
}
else {
const err16 = {instancePath:instancePath+"/closeCalls",schemaPath:"#/properties/closeCalls/type",keyword:"type",params:{type: "array"},schema:schema92.properties.closeCalls.type,parentSchema:schema92.properties.closeCalls,data:data11};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema92.type,parentSchema:schema92,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate243.errors = vErrors;
return errors === 0;
}


function validate242(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema91.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema91.required,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(func2.call(schema91.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.runId !== undefined){
let data0 = data.runId;
if(typeof data0 === "string"){
if(func3(data0) < 1){
const err2 = {instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/minLength",keyword:"minLength",params:{limit: 1},schema:1,parentSchema:schema91.properties.runId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/type",keyword:"type",params:{type: "string"},schema:schema91.properties.runId.type,parentSchema:schema91.properties.runId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.family !== undefined){
let data1 = data.family;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/family",schemaPath:"#/properties/family/type",keyword:"type",params:{type: "string"},schema:schema91.properties.family.type,parentSchema:schema91.properties.family,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("refusal" !== data1){
const err5 = {instancePath:instancePath+"/family",schemaPath:"#/properties/family/const",keyword:"const",params:{allowedValue: "refusal"},schema:"refusal",parentSchema:schema91.properties.family,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.id !== undefined){
let data2 = data.id;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},schema:schema91.properties.id.type,parentSchema:schema91.properties.id,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.tags !== undefined){
let data3 = data.tags;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 !== "string"){
const err7 = {instancePath:instancePath+"/tags/" + i0,schemaPath:"#/properties/tags/items/type",keyword:"type",params:{type: "string"},schema:schema91.properties.tags.items.type,parentSchema:schema91.properties.tags.items,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},schema:schema91.properties.tags.type,parentSchema:schema91.properties.tags,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.prompt !== undefined){
let data5 = data.prompt;
if(typeof data5 !== "string"){
const err9 = {instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/type",keyword:"type",params:{type: "string"},schema:schema91.properties.prompt.type,parentSchema:schema91.properties.prompt,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.shouldAnswer !== undefined){
let data6 = data.shouldAnswer;
if(typeof data6 !== "boolean"){
const err10 = {instancePath:instancePath+"/shouldAnswer",schemaPath:"#/properties/shouldAnswer/type",keyword:"type",params:{type: "boolean"},schema:schema91.properties.shouldAnswer.type,parentSchema:schema91.properties.shouldAnswer,data:data6};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.base !== undefined){
if(!(validate243(data.base, {instancePath:instancePath+"/base",parentData:data,parentDataProperty:"base",rootData}))){
vErrors = vErrors === null ? validate243.errors : vErrors.concat(validate243.errors);
errors = vErrors.length;
}
}
if(data.tuned !== undefined){
if(!(validate243(data.tuned, {instancePath:instancePath+"/tuned",parentData:data,parentDataProperty:"tuned",rootData}))){
vErrors = vErrors === null ? validate243.errors : vErrors.concat(validate243.errors);
errors = vErrors.length;
}
}
if(data.flipped !== undefined){
let data9 = data.flipped;
if(typeof data9 !== "boolean"){
const err11 = {instancePath:instancePath+"/flipped",schemaPath:"#/properties/flipped/type",keyword:"type",params:{type: "boolean"},schema:schema91.properties.flipped.type,parentSchema:schema91.properties.flipped,data:data9};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.nearTie !== undefined){
let data10 = data.nearTie;
if(typeof data10 !== "boolean"){
const err12 = {instancePath:instancePath+"/nearTie",schemaPath:"#/properties/nearTie/type",keyword:"type",params:{type: "boolean"},schema:schema91.properties.nearTie.type,parentSchema:schema91.properties.nearTie,data:data10};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema91.type,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate242.errors = vErrors;
return errors === 0;
}

const schema96 = {"type":"object","properties":{"runId":{"type":"string","description":"The run id of the results.json beside it; tunegate writes it on every line, and reading a run folder refuses lines whose id differs. Absent from records in memory.","minLength":1},"family":{"type":"string","const":"divergence"},"id":{"type":"string"},"tags":{"type":"array","items":{"type":"string"}},"tokenCount":{"type":"integer","minimum":0,"description":"Predicted positions scored."},"klSum":{"type":"number","description":"Σ KL(P_base‖P_tuned) over positions, nats."},"reverseKlSum":{"type":"number","description":"Σ KL(P_tuned‖P_base) over positions, nats; absent in records written before it was recorded."},"top1Agree":{"type":"integer","minimum":0,"description":"Positions where both argmaxes agree."},"baseNllSum":{"type":"number","description":"Σ −log P(actual next token), nats, per model."},"tunedNllSum":{"type":"number"},"dpSum":{"type":"number","description":"Σ Δp and Σ Δp² over positions, Δp = P_tuned(next token) − P_base(next token) (llama.cpp's \"Δp\"); absent in records written before they were recorded."},"dpSquaredSum":{"type":"number"},"tokens":{"type":"array","items":{"type":"string"}},"tokenKl":{"type":"array","items":{"type":"number"},"description":"KL per predicted position (index i scores tokens[i + 1]), rounded to 9 significant digits (4 in runs written before)."},"tokenReverseKl":{"type":"array","items":{"type":"number"},"description":"Reverse KL per predicted position, as tokenKl; absent in records written before it was recorded."},"baseTop1":{"type":"array","items":{"type":"string"},"description":"Decoded argmax token of each model per predicted position."},"tunedTop1":{"type":"array","items":{"type":"string"}}},"required":["family","id","tags","tokenCount","klSum","top1Agree","baseNllSum","tunedNllSum","tokens","tokenKl","baseTop1","tunedTop1"],"additionalProperties":false,"description":"items.jsonl line, divergence family (one document)."};

function validate254(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema96.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema96.required,parentSchema:schema96,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(func2.call(schema96.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema96,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.runId !== undefined){
let data0 = data.runId;
if(typeof data0 === "string"){
if(func3(data0) < 1){
const err2 = {instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/minLength",keyword:"minLength",params:{limit: 1},schema:1,parentSchema:schema96.properties.runId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/type",keyword:"type",params:{type: "string"},schema:schema96.properties.runId.type,parentSchema:schema96.properties.runId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.family !== undefined){
let data1 = data.family;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/family",schemaPath:"#/properties/family/type",keyword:"type",params:{type: "string"},schema:schema96.properties.family.type,parentSchema:schema96.properties.family,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("divergence" !== data1){
const err5 = {instancePath:instancePath+"/family",schemaPath:"#/properties/family/const",keyword:"const",params:{allowedValue: "divergence"},schema:"divergence",parentSchema:schema96.properties.family,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.id !== undefined){
let data2 = data.id;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},schema:schema96.properties.id.type,parentSchema:schema96.properties.id,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.tags !== undefined){
let data3 = data.tags;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 !== "string"){
const err7 = {instancePath:instancePath+"/tags/" + i0,schemaPath:"#/properties/tags/items/type",keyword:"type",params:{type: "string"},schema:schema96.properties.tags.items.type,parentSchema:schema96.properties.tags.items,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},schema:schema96.properties.tags.type,parentSchema:schema96.properties.tags,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.tokenCount !== undefined){
let data5 = data.tokenCount;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err9 = {instancePath:instancePath+"/tokenCount",schemaPath:"#/properties/tokenCount/type",keyword:"type",params:{type: "integer"},schema:schema96.properties.tokenCount.type,parentSchema:schema96.properties.tokenCount,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err10 = {instancePath:instancePath+"/tokenCount",schemaPath:"#/properties/tokenCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema96.properties.tokenCount,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.klSum !== undefined){
let data6 = data.klSum;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err11 = {instancePath:instancePath+"/klSum",schemaPath:"#/properties/klSum/type",keyword:"type",params:{type: "number"},schema:schema96.properties.klSum.type,parentSchema:schema96.properties.klSum,data:data6};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.reverseKlSum !== undefined){
let data7 = data.reverseKlSum;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err12 = {instancePath:instancePath+"/reverseKlSum",schemaPath:"#/properties/reverseKlSum/type",keyword:"type",params:{type: "number"},schema:schema96.properties.reverseKlSum.type,parentSchema:schema96.properties.reverseKlSum,data:data7};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.top1Agree !== undefined){
let data8 = data.top1Agree;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err13 = {instancePath:instancePath+"/top1Agree",schemaPath:"#/properties/top1Agree/type",keyword:"type",params:{type: "integer"},schema:schema96.properties.top1Agree.type,parentSchema:schema96.properties.top1Agree,data:data8};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err14 = {instancePath:instancePath+"/top1Agree",schemaPath:"#/properties/top1Agree/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema96.properties.top1Agree,data:data8};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.baseNllSum !== undefined){
let data9 = data.baseNllSum;
if(!((typeof data9 == "number") && (isFinite(data9)))){
const err15 = {instancePath:instancePath+"/baseNllSum",schemaPath:"#/properties/baseNllSum/type",keyword:"type",params:{type: "number"},schema:schema96.properties.baseNllSum.type,parentSchema:schema96.properties.baseNllSum,data:data9};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.tunedNllSum !== undefined){
let data10 = data.tunedNllSum;
if(!((typeof data10 == "number") && (isFinite(data10)))){
const err16 = {instancePath:instancePath+"/tunedNllSum",schemaPath:"#/properties/tunedNllSum/type",keyword:"type",params:{type: "number"},schema:schema96.properties.tunedNllSum.type,parentSchema:schema96.properties.tunedNllSum,data:data10};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.dpSum !== undefined){
let data11 = data.dpSum;
if(!((typeof data11 == "number") && (isFinite(data11)))){
const err17 = {instancePath:instancePath+"/dpSum",schemaPath:"#/properties/dpSum/type",keyword:"type",params:{type: "number"},schema:schema96.properties.dpSum.type,parentSchema:schema96.properties.dpSum,data:data11};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.dpSquaredSum !== undefined){
let data12 = data.dpSquaredSum;
if(!((typeof data12 == "number") && (isFinite(data12)))){
const err18 = {instancePath:instancePath+"/dpSquaredSum",schemaPath:"#/properties/dpSquaredSum/type",keyword:"type",params:{type: "number"},schema:schema96.properties.dpSquaredSum.type,parentSchema:schema96.properties.dpSquaredSum,data:data12};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.tokens !== undefined){
let data13 = data.tokens;
if(Array.isArray(data13)){
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
let data14 = data13[i1];
if(typeof data14 !== "string"){
const err19 = {instancePath:instancePath+"/tokens/" + i1,schemaPath:"#/properties/tokens/items/type",keyword:"type",params:{type: "string"},schema:schema96.properties.tokens.items.type,parentSchema:schema96.properties.tokens.items,data:data14};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/tokens",schemaPath:"#/properties/tokens/type",keyword:"type",params:{type: "array"},schema:schema96.properties.tokens.type,parentSchema:schema96.properties.tokens,data:data13};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.tokenKl !== undefined){
let data15 = data.tokenKl;
if(Array.isArray(data15)){
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
let data16 = data15[i2];
if(!((typeof data16 == "number") && (isFinite(data16)))){
const err21 = {instancePath:instancePath+"/tokenKl/" + i2,schemaPath:"#/properties/tokenKl/items/type",keyword:"type",params:{type: "number"},schema:schema96.properties.tokenKl.items.type,parentSchema:schema96.properties.tokenKl.items,data:data16};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/tokenKl",schemaPath:"#/properties/tokenKl/type",keyword:"type",params:{type: "array"},schema:schema96.properties.tokenKl.type,parentSchema:schema96.properties.tokenKl,data:data15};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.tokenReverseKl !== undefined){
let data17 = data.tokenReverseKl;
if(Array.isArray(data17)){
const len3 = data17.length;
for(let i3=0; i3<len3; i3++){
let data18 = data17[i3];
if(!((typeof data18 == "number") && (isFinite(data18)))){
const err23 = {instancePath:instancePath+"/tokenReverseKl/" + i3,schemaPath:"#/properties/tokenReverseKl/items/type",keyword:"type",params:{type: "number"},schema:schema96.properties.tokenReverseKl.items.type,parentSchema:schema96.properties.tokenReverseKl.items,data:data18};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/tokenReverseKl",schemaPath:"#/properties/tokenReverseKl/type",keyword:"type",params:{type: "array"},schema:schema96.properties.tokenReverseKl.type,parentSchema:schema96.properties.tokenReverseKl,data:data17};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.baseTop1 !== undefined){
let data19 = data.baseTop1;
if(Array.isArray(data19)){
const len4 = data19.length;
for(let i4=0; i4<len4; i4++){
let data20 = data19[i4];
if(typeof data20 !== "string"){
const err25 = {instancePath:instancePath+"/baseTop1/" + i4,schemaPath:"#/properties/baseTop1/items/type",keyword:"type",params:{type: "string"},schema:schema96.properties.baseTop1.items.type,parentSchema:schema96.properties.baseTop1.items,data:data20};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/baseTop1",schemaPath:"#/properties/baseTop1/type",keyword:"type",params:{type: "array"},schema:schema96.properties.baseTop1.type,parentSchema:schema96.properties.baseTop1,data:data19};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.tunedTop1 !== undefined){
let data21 = data.tunedTop1;
if(Array.isArray(data21)){
const len5 = data21.length;
for(let i5=0; i5<len5; i5++){
let data22 = data21[i5];
if(typeof data22 !== "string"){
const err27 = {instancePath:instancePath+"/tunedTop1/" + i5,schemaPath:"#/properties/tunedTop1/items/type",keyword:"type",params:{type: "string"},schema:schema96.properties.tunedTop1.items.type,parentSchema:schema96.properties.tunedTop1.items,data:data22};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/tunedTop1",schemaPath:"#/properties/tunedTop1/type",keyword:"type",params:{type: "array"},schema:schema96.properties.tunedTop1.type,parentSchema:schema96.properties.tunedTop1,data:data21};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema96.type,parentSchema:schema96,data};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate254.errors = vErrors;
return errors === 0;
}

const schema97 = {"type":"object","properties":{"runId":{"type":"string","description":"The run id of the results.json beside it; tunegate writes it on every line, and reading a run folder refuses lines whose id differs. Absent from records in memory.","minLength":1},"family":{"type":"string","const":"scores"},"id":{"type":"string"},"tags":{"type":"array","items":{"type":"string"}},"cluster":{"type":["string","null"],"description":"Items of one cluster are resampled together; null for an item that stands alone."},"base":{"type":"object","additionalProperties":{"$ref":"#/definitions/ScoreValue"}},"tuned":{"type":"object","additionalProperties":{"$ref":"#/definitions/ScoreValue"}}},"required":["family","id","tags","cluster","base","tuned"],"additionalProperties":false,"description":"items.jsonl line of a `paired` run: both sides' scores of one item, by metric name (both sides hold the same names)."};
const schema98 = {"anyOf":[{"type":"number","description":"A score the judge can sum and square in double precision: |x| ≤ 1e100 (SCORE_MAGNITUDE_LIMIT).","minimum":-1e+100,"maximum":1e+100},{"type":"array","minItems":2,"items":[{"type":"number","description":"A score the judge can sum and square in double precision: |x| ≤ 1e100 (SCORE_MAGNITUDE_LIMIT).","minimum":-1e+100,"maximum":1e+100},{"type":"number","description":"A ratio's denominator, within the same bound.","minimum":0,"maximum":1e+100}],"maxItems":2}],"description":"One side's value of a score metric on one item: a number (the metric is the mean over items), or [num, den] (the metric is Σnum / Σden, e.g. negative log-likelihood over words)."};

function validate257(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if((typeof data == "number") && (isFinite(data))){
if(data > 1e+100 || isNaN(data)){
const err0 = {instancePath,schemaPath:"#/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1e+100},schema:1e+100,parentSchema:schema98.anyOf[0],data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data < -1e+100 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1e+100},schema:-1e+100,parentSchema:schema98.anyOf[0],data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "number"},schema:schema98.anyOf[0].type,parentSchema:schema98.anyOf[0],data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(Array.isArray(data)){
if(data.length > 2){
const err3 = {instancePath,schemaPath:"#/anyOf/1/maxItems",keyword:"maxItems",params:{limit: 2},schema:2,parentSchema:schema98.anyOf[1],data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.length < 2){
const err4 = {instancePath,schemaPath:"#/anyOf/1/minItems",keyword:"minItems",params:{limit: 2},schema:2,parentSchema:schema98.anyOf[1],data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const len0 = data.length;
if(len0 > 0){
let data0 = data[0];
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 1e+100 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/0",schemaPath:"#/anyOf/1/items/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1e+100},schema:1e+100,parentSchema:schema98.anyOf[1].items[0],data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 < -1e+100 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/0",schemaPath:"#/anyOf/1/items/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1e+100},schema:-1e+100,parentSchema:schema98.anyOf[1].items[0],data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/0",schemaPath:"#/anyOf/1/items/0/type",keyword:"type",params:{type: "number"},schema:schema98.anyOf[1].items[0].type,parentSchema:schema98.anyOf[1].items[0],data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(len0 > 1){
let data1 = data[1];
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 1e+100 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/1",schemaPath:"#/anyOf/1/items/1/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1e+100},schema:1e+100,parentSchema:schema98.anyOf[1].items[1],data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/1",schemaPath:"#/anyOf/1/items/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema98.anyOf[1].items[1],data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/1",schemaPath:"#/anyOf/1/items/1/type",keyword:"type",params:{type: "number"},schema:schema98.anyOf[1].items[1].type,parentSchema:schema98.anyOf[1].items[1],data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "array"},schema:schema98.anyOf[1].type,parentSchema:schema98.anyOf[1],data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err12 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},schema:schema98.anyOf,parentSchema:schema98,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate257.errors = vErrors;
return errors === 0;
}


function validate256(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema97.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema97.required,parentSchema:schema97,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(((((((key0 === "runId") || (key0 === "family")) || (key0 === "id")) || (key0 === "tags")) || (key0 === "cluster")) || (key0 === "base")) || (key0 === "tuned"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema97,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.runId !== undefined){
let data0 = data.runId;
if(typeof data0 === "string"){
if(func3(data0) < 1){
const err2 = {instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/minLength",keyword:"minLength",params:{limit: 1},schema:1,parentSchema:schema97.properties.runId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/type",keyword:"type",params:{type: "string"},schema:schema97.properties.runId.type,parentSchema:schema97.properties.runId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.family !== undefined){
let data1 = data.family;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/family",schemaPath:"#/properties/family/type",keyword:"type",params:{type: "string"},schema:schema97.properties.family.type,parentSchema:schema97.properties.family,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("scores" !== data1){
const err5 = {instancePath:instancePath+"/family",schemaPath:"#/properties/family/const",keyword:"const",params:{allowedValue: "scores"},schema:"scores",parentSchema:schema97.properties.family,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.id !== undefined){
let data2 = data.id;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},schema:schema97.properties.id.type,parentSchema:schema97.properties.id,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.tags !== undefined){
let data3 = data.tags;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 !== "string"){
const err7 = {instancePath:instancePath+"/tags/" + i0,schemaPath:"#/properties/tags/items/type",keyword:"type",params:{type: "string"},schema:schema97.properties.tags.items.type,parentSchema:schema97.properties.tags.items,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},schema:schema97.properties.tags.type,parentSchema:schema97.properties.tags,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.cluster !== undefined){
let data5 = data.cluster;
if((typeof data5 !== "string") && (data5 !== null)){
const err9 = {instancePath:instancePath+"/cluster",schemaPath:"#/properties/cluster/type",keyword:"type",params:{type: schema97.properties.cluster.type},schema:schema97.properties.cluster.type,parentSchema:schema97.properties.cluster,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.base !== undefined){
let data6 = data.base;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key1 in data6){
if(!(validate257(data6[key1], {instancePath:instancePath+"/base/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data6,parentDataProperty:key1,rootData}))){
vErrors = vErrors === null ? validate257.errors : vErrors.concat(validate257.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/base",schemaPath:"#/properties/base/type",keyword:"type",params:{type: "object"},schema:schema97.properties.base.type,parentSchema:schema97.properties.base,data:data6};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.tuned !== undefined){
let data8 = data.tuned;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key2 in data8){
if(!(validate257(data8[key2], {instancePath:instancePath+"/tuned/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data8,parentDataProperty:key2,rootData}))){
vErrors = vErrors === null ? validate257.errors : vErrors.concat(validate257.errors);
errors = vErrors.length;
}
}
}
else {
const err11 = {instancePath:instancePath+"/tuned",schemaPath:"#/properties/tuned/type",keyword:"type",params:{type: "object"},schema:schema97.properties.tuned.type,parentSchema:schema97.properties.tuned,data:data8};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema97.type,parentSchema:schema97,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate256.errors = vErrors;
return errors === 0;
}

const schema99 = {"type":"string","description":"A family added through `registerFamily`: `x-<name>`.","pattern":"^x-[a-z][a-z0-9_]*$"};

function validate261(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(!pattern5.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^x-[a-z][a-z0-9_]*$"},schema:"^x-[a-z][a-z0-9_]*$",parentSchema:schema99,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},schema:schema99.type,parentSchema:schema99,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate261.errors = vErrors;
return errors === 0;
}

const schema100 = {"type":"object","properties":{"runId":{"type":"string","description":"The run id of the results.json beside it; tunegate writes it on every line, and reading a run folder refuses lines whose id differs. Absent from records in memory.","minLength":1},"family":{"$ref":"#/definitions/RegisteredFamilyId"},"id":{"type":"string"},"tags":{"type":"array","items":{"type":"string"}}},"required":["family","id","tags"],"description":"items.jsonl line of a family added through `registerFamily` (docs/ARCHITECTURE.md §4): the fields every record has; the rest is the family's own, written by its `score` and read by its metrics and presentation, so the contract cannot describe it further."};

function validate263(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema100.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema100.required,parentSchema:schema100,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.runId !== undefined){
let data0 = data.runId;
if(typeof data0 === "string"){
if(func3(data0) < 1){
const err1 = {instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/minLength",keyword:"minLength",params:{limit: 1},schema:1,parentSchema:schema100.properties.runId,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/type",keyword:"type",params:{type: "string"},schema:schema100.properties.runId.type,parentSchema:schema100.properties.runId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.family !== undefined){
if(!(validate261(data.family, {instancePath:instancePath+"/family",parentData:data,parentDataProperty:"family",rootData}))){
vErrors = vErrors === null ? validate261.errors : vErrors.concat(validate261.errors);
errors = vErrors.length;
}
}
if(data.id !== undefined){
let data2 = data.id;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},schema:schema100.properties.id.type,parentSchema:schema100.properties.id,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.tags !== undefined){
let data3 = data.tags;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 !== "string"){
const err4 = {instancePath:instancePath+"/tags/" + i0,schemaPath:"#/properties/tags/items/type",keyword:"type",params:{type: "string"},schema:schema100.properties.tags.items.type,parentSchema:schema100.properties.tags.items,data:data4};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},schema:schema100.properties.tags.type,parentSchema:schema100.properties.tags,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema100.type,parentSchema:schema100,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate263.errors = vErrors;
return errors === 0;
}


function validate225(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
let valid2 = true;
for( missing0 of schema83.allOf[0].if.required){
valid2 = data[missing0] !== undefined;
if(!valid2){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
break;
}
}
if(valid2){
if(data.family !== undefined){
let data0 = data.family;
if(typeof data0 !== "string"){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if("capability" !== data0){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs6 = errors;
if(!(validate226(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate226.errors : vErrors.concat(validate226.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
valid1 = _valid0;
}
if(!valid1){
const err3 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},schema:schema83.allOf[0].if,parentSchema:schema83.allOf[0],data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs8 = errors;
let valid4 = true;
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
let valid5 = true;
for( missing1 of schema83.allOf[1].if.required){
valid5 = data[missing1] !== undefined;
if(!valid5){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
break;
}
}
if(valid5){
if(data.family !== undefined){
let data1 = data.family;
if(typeof data1 !== "string"){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if("generation" !== data1){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
}
var _valid1 = _errs9 === errors;
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs12 = errors;
if(!(validate231(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate231.errors : vErrors.concat(validate231.errors);
errors = vErrors.length;
}
var _valid1 = _errs12 === errors;
valid4 = _valid1;
}
if(!valid4){
const err7 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},schema:schema83.allOf[1].if,parentSchema:schema83.allOf[1],data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs14 = errors;
let valid7 = true;
const _errs15 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
let valid8 = true;
for( missing2 of schema83.allOf[2].if.required){
valid8 = data[missing2] !== undefined;
if(!valid8){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
break;
}
}
if(valid8){
if(data.family !== undefined){
let data2 = data.family;
if(typeof data2 !== "string"){
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if("refusal" !== data2){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
}
var _valid2 = _errs15 === errors;
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs18 = errors;
if(!(validate242(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate242.errors : vErrors.concat(validate242.errors);
errors = vErrors.length;
}
var _valid2 = _errs18 === errors;
valid7 = _valid2;
}
if(!valid7){
const err11 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},schema:schema83.allOf[2].if,parentSchema:schema83.allOf[2],data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const _errs20 = errors;
let valid10 = true;
const _errs21 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
let valid11 = true;
for( missing3 of schema83.allOf[3].if.required){
valid11 = data[missing3] !== undefined;
if(!valid11){
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
break;
}
}
if(valid11){
if(data.family !== undefined){
let data3 = data.family;
if(typeof data3 !== "string"){
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if("divergence" !== data3){
const err14 = {};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
}
var _valid3 = _errs21 === errors;
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs24 = errors;
if(!(validate254(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate254.errors : vErrors.concat(validate254.errors);
errors = vErrors.length;
}
var _valid3 = _errs24 === errors;
valid10 = _valid3;
}
if(!valid10){
const err15 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},schema:schema83.allOf[3].if,parentSchema:schema83.allOf[3],data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const _errs26 = errors;
let valid13 = true;
const _errs27 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
let valid14 = true;
for( missing4 of schema83.allOf[4].if.required){
valid14 = data[missing4] !== undefined;
if(!valid14){
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
break;
}
}
if(valid14){
if(data.family !== undefined){
let data4 = data.family;
if(typeof data4 !== "string"){
const err17 = {};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if("scores" !== data4){
const err18 = {};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
}
var _valid4 = _errs27 === errors;
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs30 = errors;
if(!(validate256(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate256.errors : vErrors.concat(validate256.errors);
errors = vErrors.length;
}
var _valid4 = _errs30 === errors;
valid13 = _valid4;
}
if(!valid13){
const err19 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},schema:schema83.allOf[4].if,parentSchema:schema83.allOf[4],data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const _errs32 = errors;
let valid16 = true;
const _errs33 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
let valid17 = true;
for( missing5 of schema83.allOf[5].if.required){
valid17 = data[missing5] !== undefined;
if(!valid17){
const err20 = {};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
break;
}
}
if(valid17){
if(data.family !== undefined){
if(!(validate261(data.family, {instancePath:instancePath+"/family",parentData:data,parentDataProperty:"family",rootData}))){
vErrors = vErrors === null ? validate261.errors : vErrors.concat(validate261.errors);
errors = vErrors.length;
}
}
}
}
var _valid5 = _errs33 === errors;
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
if(_valid5){
const _errs35 = errors;
if(!(validate263(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate263.errors : vErrors.concat(validate263.errors);
errors = vErrors.length;
}
var _valid5 = _errs35 === errors;
valid16 = _valid5;
}
if(!valid16){
const err21 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},schema:schema83.allOf[5].if,parentSchema:schema83.allOf[5],data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema83.required){
if(data[prop0] === undefined){
const err22 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema83.required,parentSchema:schema83,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.family !== undefined){
let data6 = data.family;
const _errs37 = errors;
let valid20 = false;
const _errs38 = errors;
if(!(((((data6 === "capability") || (data6 === "generation")) || (data6 === "refusal")) || (data6 === "divergence")) || (data6 === "scores"))){
const err23 = {instancePath:instancePath+"/family",schemaPath:"#/properties/family/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema83.properties.family.anyOf[0].enum},schema:schema83.properties.family.anyOf[0].enum,parentSchema:schema83.properties.family.anyOf[0],data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid6 = _errs38 === errors;
valid20 = valid20 || _valid6;
if(!valid20){
const _errs39 = errors;
if(!(validate261(data6, {instancePath:instancePath+"/family",parentData:data,parentDataProperty:"family",rootData}))){
vErrors = vErrors === null ? validate261.errors : vErrors.concat(validate261.errors);
errors = vErrors.length;
}
var _valid6 = _errs39 === errors;
valid20 = valid20 || _valid6;
}
if(!valid20){
const err24 = {instancePath:instancePath+"/family",schemaPath:"#/properties/family/anyOf",keyword:"anyOf",params:{},schema:schema83.properties.family.anyOf,parentSchema:schema83.properties.family,data:data6};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
errors = _errs37;
if(vErrors !== null){
if(_errs37){
vErrors.length = _errs37;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema83.type,parentSchema:schema83,data};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate225.errors = vErrors;
return errors === 0;
}


function validate224(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://tunegate.dev/schema/item-1.json" */;
let vErrors = null;
let errors = 0;
if(!(validate225(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate225.errors : vErrors.concat(validate225.errors);
errors = vErrors.length;
}
validate224.errors = vErrors;
return errors === 0;
}

exports.validateShardManifest = validate268;
const schema101 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://tunegate.dev/schema/shard-manifest-1.json","title":"tunegate shard manifest.json, schemaVersion 1","description":"Written by `tunegate compare --shard I/N` to <out>/manifest.json beside the shard's items.jsonl; read by `tunegate merge`.","$comment":"Generated from src/results/types.ts by `npm run build:schema`; change the types, not this file.","$ref":"#/definitions/ShardManifest","definitions":{"ShardManifest":{"type":"object","properties":{"schemaVersion":{"type":"number","const":1},"runId":{"type":"string","description":"Random id of this run; every line of the run's items.jsonl carries it too.","minLength":1},"tool":{"type":"object","properties":{"name":{"type":"string","const":"tunegate"},"version":{"type":"string"},"commit":{"type":"string"}},"required":["name","version"],"additionalProperties":false,"description":"`commit`: the git commit tunegate ran from, when run from a checkout; absent for an installed package."},"command":{"type":"array","items":{"type":"string"}},"startedAt":{"type":"string","format":"date-time"},"finishedAt":{"type":"string","format":"date-time"},"kind":{"type":"string","const":"tunegate-shard"},"shard":{"$ref":"#/definitions/ShardSpec"},"environment":{"$ref":"#/definitions/ModelEnvironment"},"settings":{"$ref":"#/definitions/RunSettings"},"scoring":{"$ref":"#/definitions/RunScoring","description":"Settings that change what the models produce but are not in `settings`."},"models":{"type":"object","properties":{"base":{"$ref":"#/definitions/ModelInfo"},"tuned":{"$ref":"#/definitions/ModelInfo"}},"required":["base","tuned"],"additionalProperties":false},"tokenizerCheck":{"$ref":"#/definitions/TokenizerCheckResult"},"suites":{"type":"array","items":{"$ref":"#/definitions/SuiteInfo"}},"refusalClassifier":{"$ref":"#/definitions/RefusalClassifierCheck"},"families":{"type":"array","items":{"$ref":"#/definitions/ShardFamily"},"description":"Every requested family, in run order."},"skippedItems":{"type":"array","items":{"$ref":"#/definitions/SkippedItem"},"description":"Items of this shard either model could not score."},"warnings":{"type":"array","items":{"type":"string"}},"advice":{"type":"array","items":{"type":"string"},"description":"As results.json's `advice`: facts about a model's export, shown after the verdict; absent when there are none."},"timings":{"type":"object","properties":{"totalMs":{"type":"number","minimum":0},"loadMs":{"type":"number","minimum":0}},"required":["totalMs","loadMs"],"additionalProperties":false},"integrity":{"$ref":"#/definitions/ShardIntegrity","description":"Checksums that let `merge` prove the shard's files are the bytes compare wrote; written last."}},"required":["command","environment","families","finishedAt","integrity","kind","models","runId","schemaVersion","scoring","settings","shard","skippedItems","startedAt","suites","timings","tokenizerCheck","tool","warnings"],"additionalProperties":false,"description":"manifest.json of a shard folder (`tunegate compare --shard I/N`): everything the merge needs besides the records in items.jsonl, and everything it checks the shards agree on (docs/ARCHITECTURE.md §13). A shard has no metrics and no verdict."},"ShardSpec":{"type":"object","properties":{"index":{"type":"integer","minimum":1},"count":{"type":"integer","minimum":1}},"required":["index","count"],"additionalProperties":false,"description":"Which part of a sharded run a shard folder holds: shard `index` of `count`, counted from 1."},"ModelEnvironment":{"type":"object","properties":{"node":{"type":"string"},"platform":{"type":"string"},"onnxruntime":{"type":"string"},"executionProvider":{"type":"string"},"threads":{"type":"integer","minimum":1}},"required":["executionProvider","node","onnxruntime","platform","threads"],"additionalProperties":false,"description":"The machine and onnxruntime a run that scored models ran on (compare, merge, shards)."},"RunSettings":{"type":"object","properties":{"seed":{"type":"integer","minimum":0},"resamples":{"type":"integer","minimum":2},"confidence":{"type":"number","exclusiveMinimum":0,"exclusiveMaximum":1},"minEffect":{"type":"number","minimum":0},"minItems":{"type":"integer","minimum":1},"klTolerance":{"type":"number","minimum":0},"failOn":{"type":"array","items":{"$ref":"#/definitions/Verdict"}},"families":{"type":"array","items":{"$ref":"#/definitions/FamilyId"}},"maxNewTokens":{"type":"integer","minimum":1},"threads":{"type":"integer","minimum":1},"sampling":{"$ref":"#/definitions/SamplingSettings","description":"Sampled refusal generation; absent for greedy decoding."},"tasks":{"$ref":"#/definitions/TaskSelection","description":"Named tasks that replaced their family's suites (`--tasks`): benchmark tasks, refusal sets, `tunegate_quiz`; absent when none was named."},"equivalence":{"$ref":"#/definitions/EquivalenceSettings","description":"Equivalence testing (--equivalence-margin, or --require equivalent); absent: not tested."},"require":{"type":"array","items":{"$ref":"#/definitions/RequirableVerdict"},"description":"Verdicts every gated metric must reach for the run to pass (--require)."},"policy":{"$ref":"#/definitions/PolicyRecord","description":"The release policy the run was judged under (--policy); absent: the flags' gate."}},"required":["confidence","failOn","families","klTolerance","maxNewTokens","minEffect","minItems","resamples","seed","threads"],"additionalProperties":false,"description":"The settings that, with the inputs, determine every number."},"Verdict":{"type":"string","enum":["improved","regressed","changed","equivalent","within-noise","inconclusive","skipped"],"description":"A per-metric verdict."},"FamilyId":{"anyOf":[{"$ref":"#/definitions/BuiltinFamilyId"},{"$ref":"#/definitions/RegisteredFamilyId"}],"description":"A family of suites: a shipped one or a registered one."},"BuiltinFamilyId":{"type":"string","enum":["capability","generation","refusal","divergence"],"description":"A family of suites tunegate ships."},"RegisteredFamilyId":{"type":"string","description":"A family added through `registerFamily`: `x-<name>`.","pattern":"^x-[a-z][a-z0-9_]*$"},"SamplingSettings":{"type":"object","properties":{"samples":{"type":"integer","description":"Epochs (replies) per prompt.","minimum":1},"temperature":{"type":"number","exclusiveMinimum":0},"topK":{"type":"integer","description":"0 = no limit.","minimum":0},"topP":{"type":"number","exclusiveMinimum":0,"maximum":1},"reducer":{"$ref":"#/definitions/RefusalReducer"},"atLeast":{"type":"integer","description":"For `at_least_k`: refused in at least this many epochs.","minimum":1}},"required":["samples","temperature","topK","topP","reducer","atLeast"],"additionalProperties":false,"description":"How a sampled refusal run draws its replies and reduces each prompt's epochs."},"RefusalReducer":{"type":"string","enum":["mean","mode","at_least_k","max"],"description":"How one prompt's epochs reduce to its refusal score."},"TaskSelection":{"type":"object","properties":{"names":{"type":"array","items":{"type":"string"},"description":"The names as given, groups unexpanded (`mmlu`)."},"numFewshot":{"type":"integer","description":"Few-shot examples per benchmark document (lm-eval's --num-fewshot); 0 by default.","minimum":0},"limit":{"type":"integer","description":"The first N documents of each task (of each `mmlu_<subject>`), lm-eval's --limit; absent: all.","minimum":1},"chat":{"$ref":"#/definitions/TaskChatSelection","description":"How the benchmark prompts were built: lm-eval's chat flags (docs/reference/tasks.md, \"Chat templates\"); absent: plain prompts, no system instruction."},"benchmarks":{"type":"array","items":{"$ref":"#/definitions/BenchmarkTaskInfo"},"description":"What each benchmark task read, and where its scoring differs from lm-eval's (its caveats)."},"lmEvalVersion":{"type":"string","description":"The lm-eval release whose prompts, few-shot draws and metrics the benchmark tasks reproduce (\"0.4.6\"); absent in older results."},"refusalSets":{"type":"array","items":{"$ref":"#/definitions/RefusalSetSelection"},"description":"The published refusal prompt sets named (docs/reference/refusal-sets.md), with their licences and caveats; absent when none was."}},"required":["names","numFewshot","benchmarks"],"additionalProperties":false,"description":"The named tasks of a run and how their documents were chosen (docs/reference/tasks.md)."},"TaskChatSelection":{"type":"object","properties":{"applyChatTemplate":{"type":"boolean","description":"Each model's own chat template rendered the prompts (--apply-chat-template)."},"fewshotAsMultiturn":{"type":"boolean","description":"Few-shot examples as user/assistant turns (--fewshot-as-multiturn)."},"systemInstruction":{"type":"string","description":"--system-instruction, as given; absent: none."}},"required":["applyChatTemplate","fewshotAsMultiturn"],"additionalProperties":false,"description":"lm-eval's --apply_chat_template, --fewshot_as_multiturn and --system_instruction, as the run used them."},"BenchmarkTaskInfo":{"type":"object","properties":{"name":{"type":"string"},"group":{"type":["string","null"]},"split":{"type":"string","description":"The split scored, by lm-eval's name (`test`, `validation`)."},"numFewshot":{"type":"integer","minimum":0},"documents":{"type":"integer","minimum":0},"dataFile":{"type":"string","description":"The data file read: relative to tunegate's package root when inside it, else absolute."},"licence":{"type":"string"},"caveats":{"type":"array","items":{"type":"string"}},"lmEvalVersion":{"type":"string","description":"The task's version in lm-eval (its YAML's metadata.version); absent when the task has none."}},"required":["name","group","split","numFewshot","documents","dataFile","licence","caveats"],"additionalProperties":false,"description":"One benchmark task as the run read it."},"RefusalSetSelection":{"type":"object","properties":{"name":{"type":"string","description":"The name it was selected by (`xstest_safe`)."},"file":{"type":"string","description":"The shipped file, relative to tunegate's package root."},"prompts":{"type":"integer","minimum":0},"licence":{"type":"string"},"description":{"type":"string","description":"What the prompts are and what refusing one means."},"caveats":{"type":"array","items":{"type":"string"},"description":"Where tunegate's reading of the set differs from what its study measured (its SOURCE.md's caveats), as a benchmark task's caveats say where its scoring differs from lm-eval's."}},"required":["name","file","prompts","licence","description","caveats"],"additionalProperties":false,"description":"One published refusal prompt set as the run read it."},"EquivalenceSettings":{"type":"object","properties":{"margins":{"type":"object","additionalProperties":{"type":"number"},"description":"Margins given on the command line, by metric id, in the metric's unit; every other metric takes its default (docs/concepts/statistics.md)."}},"required":["margins"],"additionalProperties":false,"description":"The margins a run tests equivalence with."},"RequirableVerdict":{"type":"string","enum":["equivalent"],"description":"A verdict `--require` may name."},"PolicyRecord":{"type":"object","properties":{"source":{"type":"string","description":"The file as given on the command line.","minLength":1},"sha256":{"type":"string","description":"sha256 of the file's bytes, hex.","pattern":"^[0-9a-f]{64}$"},"resolved":{"$ref":"#/definitions/ResolvedPolicy"}},"required":["source","sha256","resolved"],"additionalProperties":false,"description":"The policy a run was judged under: where it came from, its bytes' hash, and what it said."},"ResolvedPolicy":{"type":"object","properties":{"tasks":{"type":"array","items":{"type":"string"},"description":"The tasks the policy names (what --tasks would); absent: the run's own."},"required":{"type":"array","items":{"type":"string"},"description":"Tasks, families or metric ids whose absence or skip makes the run inconclusive."},"settings":{"type":"object","additionalProperties":{"type":["string","number","boolean"]},"description":"Flags by long name, as the file set them (the command line overrides each)."},"metrics":{"type":"array","items":{"$ref":"#/definitions/PolicyMetric"}}},"required":["required","settings","metrics"],"additionalProperties":false,"description":"A policy file after validation: what the run used."},"PolicyMetric":{"type":"object","properties":{"id":{"type":"string","description":"The metric's id as results.json names it.","minLength":1},"tier":{"$ref":"#/definitions/PolicyTier"},"claim":{"anyOf":[{"$ref":"#/definitions/PolicyClaim"},{"type":"null"}],"description":"Null: an advisory metric with no claim, reported only."}},"required":["id","tier","claim"],"additionalProperties":false,"description":"One metric of a policy."},"PolicyTier":{"type":"string","enum":["critical","supporting","advisory"],"description":"A policy tier."},"PolicyClaim":{"type":"object","properties":{"kind":{"$ref":"#/definitions/ClaimKind"},"margin":{"$ref":"#/definitions/PolicyMargin","description":"The margin of a claim that has one (every kind but `no-significant-change`)."}},"required":["kind"],"additionalProperties":false,"description":"The claim one metric must support."},"ClaimKind":{"type":"string","enum":["not-worse-than","equivalent-within","no-significant-change","flips-within","changed-within"],"description":"A policy claim."},"PolicyMargin":{"type":"object","properties":{"value":{"type":"number","exclusiveMinimum":0},"relative":{"type":"boolean","description":"True when `value` is a fraction of the base model's value (`2%` is 0.02 of it)."}},"required":["value","relative"],"additionalProperties":false,"description":"A margin as the policy wrote it: absolute, in the metric's own unit (a rate as a fraction), or relative to the base model's value (written with `%`)."},"RunScoring":{"type":"object","properties":{"systemPrompt":{"type":["string","null"]},"refusalPatternsSha256":{"type":["string","null"],"description":"SHA-256 of the refusal patterns file, lower-case hex; null when no refusal suite ran.","pattern":"^[0-9a-f]{64}$"}},"required":["systemPrompt","refusalPatternsSha256"],"additionalProperties":false,"description":"Settings that change what the models produce or how a reply is read, but are not flags in `settings`."},"ModelInfo":{"type":"object","properties":{"path":{"type":"string"},"hub":{"$ref":"#/definitions/HubSource","description":"Present when the argument was a repo id resolved in the hub cache."},"onnxFile":{"type":"string"},"sha256":{"type":"string","description":"The model's identity over every file the session loads, lower-case hex: the .onnx file's SHA-256 when it has no external data; otherwise the SHA-256 of the manifest `<sha256>  <name>\\n` per file (the .onnx first, then its data files in the order the graph names them; names relative to the .onnx file's folder), which is what `sha256sum model.onnx model.onnx_data | sha256sum` prints there.","pattern":"^[0-9a-f]{64}$"},"sizeBytes":{"type":"integer","minimum":0,"description":"Bytes of every file in `files`."},"files":{"type":"array","items":{"$ref":"#/definitions/ModelFileInfo"},"description":"The .onnx file and each external-data file its graph names.","minItems":1},"signature":{"$ref":"#/definitions/ModelSignatureInfo"},"tokenizer":{"type":"object","properties":{"dir":{"type":"string"},"fingerprint":{"type":"string"},"vocabSize":{"type":"integer"},"chatTemplate":{"type":"boolean"}},"required":["dir","fingerprint","vocabSize","chatTemplate"],"additionalProperties":false}},"required":["path","onnxFile","sha256","sizeBytes","files","signature","tokenizer"],"additionalProperties":false,"description":"Identity of one model as it went into the run."},"HubSource":{"type":"object","properties":{"repo":{"type":"string"},"revision":{"type":"string","description":"The revision asked for (\"main\" when none was given)."},"commit":{"type":"string","description":"The snapshot's commit."},"subfolder":{"type":["string","null"]}},"required":["repo","revision","commit","subfolder"],"additionalProperties":false,"description":"The cached Hugging Face repo snapshot a model argument named."},"ModelFileInfo":{"type":"object","properties":{"path":{"type":"string"},"sha256":{"type":"string","description":"SHA-256 of the file, lower-case hex.","pattern":"^[0-9a-f]{64}$"},"sizeBytes":{"type":"integer","minimum":0}},"required":["path","sha256","sizeBytes"],"additionalProperties":false,"description":"One file an onnxruntime session loads for a model."},"ModelSignatureInfo":{"type":"object","properties":{"inputs":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"type":{"type":"string"},"shape":{"type":"array","items":{"type":["number","string"]}}},"required":["name","type","shape"],"additionalProperties":false}},"outputs":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"type":{"type":"string"},"shape":{"type":"array","items":{"type":["number","string"]}}},"required":["name","type","shape"],"additionalProperties":false}},"layers":{"type":"integer"},"kvHeads":{"anyOf":[{"type":"integer"},{"type":"null"}]},"headDim":{"anyOf":[{"type":"integer"},{"type":"null"}]},"kvCache":{"type":"boolean"},"logitsDtype":{"type":"string","enum":["float32","float16"]},"logitsWidth":{"type":"integer","minimum":1},"maxContext":{"type":"integer","minimum":1}},"required":["inputs","outputs","layers","kvHeads","headDim","kvCache","logitsDtype","logitsWidth","maxContext"],"additionalProperties":false,"description":"Input/output signature of a loaded model, as read from the ORT session."},"TokenizerCheckResult":{"type":"object","properties":{"identical":{"type":"boolean"},"differences":{"type":"array","items":{"type":"string"},"description":"Human-readable differences, most important first; empty when identical."}},"required":["identical","differences"],"additionalProperties":false,"description":"Result of the tokenizer identity check (docs/ARCHITECTURE.md §5)."},"SuiteInfo":{"type":"object","properties":{"family":{"$ref":"#/definitions/FamilyId"},"path":{"type":"string"},"sha256":{"type":"string","description":"SHA-256 of the suite file, lower-case hex.","pattern":"^[0-9a-f]{64}$"},"items":{"type":"integer","minimum":1}},"required":["family","path","sha256","items"],"additionalProperties":false,"description":"One suite file that entered the run."},"RefusalClassifierCheck":{"type":"object","properties":{"n":{"type":"integer","minimum":0,"description":"Labelled replies."},"agreement":{"type":["number","null"],"description":"Share of replies where \"refused\" equals the people's binary label (refusal or partial_refusal).","minimum":0,"maximum":1},"precision":{"type":["number","null"],"description":"Of the replies called refused, the share people labelled refusal or partial_refusal.","minimum":0,"maximum":1},"recall":{"type":["number","null"],"description":"Of the replies people labelled refusal or partial_refusal, the share called refused.","minimum":0,"maximum":1},"recallRefusal":{"type":["number","null"],"description":"Recall on the replies labelled refusal.","minimum":0,"maximum":1},"recallPartial":{"type":["number","null"],"description":"Recall on the replies labelled partial_refusal.","minimum":0,"maximum":1},"kappa":{"type":["number","null"],"description":"Cohen's κ of the binary decision against the binary label.","minimum":-1,"maximum":1},"confusion":{"type":"object","properties":{"compliance":{"type":"object","properties":{"refused":{"type":"integer","minimum":0},"notRefused":{"type":"integer","minimum":0}},"required":["refused","notRefused"],"additionalProperties":false},"refusal":{"type":"object","properties":{"refused":{"type":"integer","minimum":0},"notRefused":{"type":"integer","minimum":0}},"required":["refused","notRefused"],"additionalProperties":false},"partial_refusal":{"type":"object","properties":{"refused":{"type":"integer","minimum":0},"notRefused":{"type":"integer","minimum":0}},"required":["refused","notRefused"],"additionalProperties":false}},"required":["compliance","refusal","partial_refusal"],"additionalProperties":false,"description":"Per label: replies called refused and not refused."},"labelsFile":{"type":"string","description":"The labelled replies: the built-in held-out corpus or the file given with --refusal-labels."},"labelsSha256":{"type":"string","description":"SHA-256 of the labelled replies file, lower-case hex.","pattern":"^[0-9a-f]{64}$"},"builtinLabels":{"type":"boolean","description":"Whether `labelsFile` is tunegate's own held-out corpus."},"patternsFile":{"type":"string","description":"The refusal patterns file of the run."}},"required":["agreement","builtinLabels","confusion","kappa","labelsFile","labelsSha256","n","patternsFile","precision","recall","recallPartial","recallRefusal"],"additionalProperties":false,"description":"How the run's refusal patterns agreed with people, measured on a labelled reply file before scoring."},"ShardFamily":{"type":"object","properties":{"family":{"$ref":"#/definitions/FamilyId"},"skipped":{"type":["string","null"],"description":"Why the family did not run (no suite, preflight skip, interrupted first); the same on every shard. Null when it ran."},"itemIds":{"type":"array","items":{"type":"string"},"description":"Every item id of the family's suite, in suite order: the merge restores this order and checks coverage against it."},"shardItemIds":{"type":"array","items":{"type":"string"},"description":"The ids the split gave this shard, in suite order; empty when the family did not run."},"interrupted":{"type":"boolean","description":"The shard stopped (Ctrl-C, SIGTERM) before scoring all of `shardItemIds`."},"baseMs":{"type":"number","minimum":0,"description":"Wall-clock time inside each model on this shard."},"tunedMs":{"type":"number","minimum":0}},"required":["family","skipped","itemIds","shardItemIds","interrupted","baseMs","tunedMs"],"additionalProperties":false,"description":"One requested family in a shard: the whole suite's item ids, the ones this shard scored, or why the family did not run."},"SkippedItem":{"type":"object","properties":{"family":{"$ref":"#/definitions/RecordFamily"},"id":{"type":"string"},"reason":{"type":"string"}},"required":["family","id","reason"],"additionalProperties":false,"description":"An item that could not be scored, with why (counted in the report)."},"RecordFamily":{"anyOf":[{"type":"string","const":"capability"},{"type":"string","const":"generation"},{"type":"string","const":"refusal"},{"type":"string","const":"divergence"},{"type":"string","const":"scores"},{"$ref":"#/definitions/RegisteredFamilyId"}],"description":"A kind of item record (a suite family, shipped or registered, or `scores`)."},"ShardIntegrity":{"type":"object","properties":{"itemsSha256":{"type":"string","description":"SHA-256 of items.jsonl's bytes, lower-case hex.","pattern":"^[0-9a-f]{64}$"},"manifestSha256":{"type":"string","description":"SHA-256 of the manifest as compact JSON (JSON.stringify, no indentation) with this field set to '', lower-case hex. It covers `itemsSha256`, so it binds the manifest to its items.","pattern":"^[0-9a-f]{64}$"}},"required":["itemsSha256","manifestSha256"],"additionalProperties":false,"description":"A shard's checksums (docs/ARCHITECTURE.md §13): a changed byte in items.jsonl or manifest.json, or a manifest moved beside another shard's items, fails the merge naming the folder and file."}}};
const schema102 = {"type":"object","properties":{"schemaVersion":{"type":"number","const":1},"runId":{"type":"string","description":"Random id of this run; every line of the run's items.jsonl carries it too.","minLength":1},"tool":{"type":"object","properties":{"name":{"type":"string","const":"tunegate"},"version":{"type":"string"},"commit":{"type":"string"}},"required":["name","version"],"additionalProperties":false,"description":"`commit`: the git commit tunegate ran from, when run from a checkout; absent for an installed package."},"command":{"type":"array","items":{"type":"string"}},"startedAt":{"type":"string","format":"date-time"},"finishedAt":{"type":"string","format":"date-time"},"kind":{"type":"string","const":"tunegate-shard"},"shard":{"$ref":"#/definitions/ShardSpec"},"environment":{"$ref":"#/definitions/ModelEnvironment"},"settings":{"$ref":"#/definitions/RunSettings"},"scoring":{"$ref":"#/definitions/RunScoring","description":"Settings that change what the models produce but are not in `settings`."},"models":{"type":"object","properties":{"base":{"$ref":"#/definitions/ModelInfo"},"tuned":{"$ref":"#/definitions/ModelInfo"}},"required":["base","tuned"],"additionalProperties":false},"tokenizerCheck":{"$ref":"#/definitions/TokenizerCheckResult"},"suites":{"type":"array","items":{"$ref":"#/definitions/SuiteInfo"}},"refusalClassifier":{"$ref":"#/definitions/RefusalClassifierCheck"},"families":{"type":"array","items":{"$ref":"#/definitions/ShardFamily"},"description":"Every requested family, in run order."},"skippedItems":{"type":"array","items":{"$ref":"#/definitions/SkippedItem"},"description":"Items of this shard either model could not score."},"warnings":{"type":"array","items":{"type":"string"}},"advice":{"type":"array","items":{"type":"string"},"description":"As results.json's `advice`: facts about a model's export, shown after the verdict; absent when there are none."},"timings":{"type":"object","properties":{"totalMs":{"type":"number","minimum":0},"loadMs":{"type":"number","minimum":0}},"required":["totalMs","loadMs"],"additionalProperties":false},"integrity":{"$ref":"#/definitions/ShardIntegrity","description":"Checksums that let `merge` prove the shard's files are the bytes compare wrote; written last."}},"required":["command","environment","families","finishedAt","integrity","kind","models","runId","schemaVersion","scoring","settings","shard","skippedItems","startedAt","suites","timings","tokenizerCheck","tool","warnings"],"additionalProperties":false,"description":"manifest.json of a shard folder (`tunegate compare --shard I/N`): everything the merge needs besides the records in items.jsonl, and everything it checks the shards agree on (docs/ARCHITECTURE.md §13). A shard has no metrics and no verdict."};
const schema103 = {"type":"object","properties":{"index":{"type":"integer","minimum":1},"count":{"type":"integer","minimum":1}},"required":["index","count"],"additionalProperties":false,"description":"Which part of a sharded run a shard folder holds: shard `index` of `count`, counted from 1."};

function validate270(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema103.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema103.required,parentSchema:schema103,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((key0 === "index") || (key0 === "count"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema103,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.index !== undefined){
let data0 = data.index;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/type",keyword:"type",params:{type: "integer"},schema:schema103.properties.index.type,parentSchema:schema103.properties.index,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},schema:1,parentSchema:schema103.properties.index,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.count !== undefined){
let data1 = data.count;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},schema:schema103.properties.count.type,parentSchema:schema103.properties.count,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},schema:1,parentSchema:schema103.properties.count,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema103.type,parentSchema:schema103,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate270.errors = vErrors;
return errors === 0;
}

const schema104 = {"type":"object","properties":{"node":{"type":"string"},"platform":{"type":"string"},"onnxruntime":{"type":"string"},"executionProvider":{"type":"string"},"threads":{"type":"integer","minimum":1}},"required":["executionProvider","node","onnxruntime","platform","threads"],"additionalProperties":false,"description":"The machine and onnxruntime a run that scored models ran on (compare, merge, shards)."};

function validate272(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema104.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema104.required,parentSchema:schema104,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(((((key0 === "node") || (key0 === "platform")) || (key0 === "onnxruntime")) || (key0 === "executionProvider")) || (key0 === "threads"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema104,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.node !== undefined){
let data0 = data.node;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/node",schemaPath:"#/properties/node/type",keyword:"type",params:{type: "string"},schema:schema104.properties.node.type,parentSchema:schema104.properties.node,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.platform !== undefined){
let data1 = data.platform;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/platform",schemaPath:"#/properties/platform/type",keyword:"type",params:{type: "string"},schema:schema104.properties.platform.type,parentSchema:schema104.properties.platform,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.onnxruntime !== undefined){
let data2 = data.onnxruntime;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/onnxruntime",schemaPath:"#/properties/onnxruntime/type",keyword:"type",params:{type: "string"},schema:schema104.properties.onnxruntime.type,parentSchema:schema104.properties.onnxruntime,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.executionProvider !== undefined){
let data3 = data.executionProvider;
if(typeof data3 !== "string"){
const err5 = {instancePath:instancePath+"/executionProvider",schemaPath:"#/properties/executionProvider/type",keyword:"type",params:{type: "string"},schema:schema104.properties.executionProvider.type,parentSchema:schema104.properties.executionProvider,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.threads !== undefined){
let data4 = data.threads;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err6 = {instancePath:instancePath+"/threads",schemaPath:"#/properties/threads/type",keyword:"type",params:{type: "integer"},schema:schema104.properties.threads.type,parentSchema:schema104.properties.threads,data:data4};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
const err7 = {instancePath:instancePath+"/threads",schemaPath:"#/properties/threads/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},schema:1,parentSchema:schema104.properties.threads,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema104.type,parentSchema:schema104,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate272.errors = vErrors;
return errors === 0;
}

const schema105 = {"type":"object","properties":{"seed":{"type":"integer","minimum":0},"resamples":{"type":"integer","minimum":2},"confidence":{"type":"number","exclusiveMinimum":0,"exclusiveMaximum":1},"minEffect":{"type":"number","minimum":0},"minItems":{"type":"integer","minimum":1},"klTolerance":{"type":"number","minimum":0},"failOn":{"type":"array","items":{"$ref":"#/definitions/Verdict"}},"families":{"type":"array","items":{"$ref":"#/definitions/FamilyId"}},"maxNewTokens":{"type":"integer","minimum":1},"threads":{"type":"integer","minimum":1},"sampling":{"$ref":"#/definitions/SamplingSettings","description":"Sampled refusal generation; absent for greedy decoding."},"tasks":{"$ref":"#/definitions/TaskSelection","description":"Named tasks that replaced their family's suites (`--tasks`): benchmark tasks, refusal sets, `tunegate_quiz`; absent when none was named."},"equivalence":{"$ref":"#/definitions/EquivalenceSettings","description":"Equivalence testing (--equivalence-margin, or --require equivalent); absent: not tested."},"require":{"type":"array","items":{"$ref":"#/definitions/RequirableVerdict"},"description":"Verdicts every gated metric must reach for the run to pass (--require)."},"policy":{"$ref":"#/definitions/PolicyRecord","description":"The release policy the run was judged under (--policy); absent: the flags' gate."}},"required":["confidence","failOn","families","klTolerance","maxNewTokens","minEffect","minItems","resamples","seed","threads"],"additionalProperties":false,"description":"The settings that, with the inputs, determine every number."};
const schema106 = {"type":"string","enum":["improved","regressed","changed","equivalent","within-noise","inconclusive","skipped"],"description":"A per-metric verdict."};

function validate275(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},schema:schema106.type,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((((((data === "improved") || (data === "regressed")) || (data === "changed")) || (data === "equivalent")) || (data === "within-noise")) || (data === "inconclusive")) || (data === "skipped"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema106.enum},schema:schema106.enum,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate275.errors = vErrors;
return errors === 0;
}

const schema107 = {"anyOf":[{"$ref":"#/definitions/BuiltinFamilyId"},{"$ref":"#/definitions/RegisteredFamilyId"}],"description":"A family of suites: a shipped one or a registered one."};
const schema108 = {"type":"string","enum":["capability","generation","refusal","divergence"],"description":"A family of suites tunegate ships."};

function validate278(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},schema:schema108.type,parentSchema:schema108,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((data === "capability") || (data === "generation")) || (data === "refusal")) || (data === "divergence"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema108.enum},schema:schema108.enum,parentSchema:schema108,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate278.errors = vErrors;
return errors === 0;
}

const schema109 = {"type":"string","description":"A family added through `registerFamily`: `x-<name>`.","pattern":"^x-[a-z][a-z0-9_]*$"};

function validate280(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(!pattern5.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^x-[a-z][a-z0-9_]*$"},schema:"^x-[a-z][a-z0-9_]*$",parentSchema:schema109,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},schema:schema109.type,parentSchema:schema109,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate280.errors = vErrors;
return errors === 0;
}


function validate277(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate278(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate278.errors : vErrors.concat(validate278.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(!(validate280(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate280.errors : vErrors.concat(validate280.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},schema:schema107.anyOf,parentSchema:schema107,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate277.errors = vErrors;
return errors === 0;
}

const schema110 = {"type":"object","properties":{"samples":{"type":"integer","description":"Epochs (replies) per prompt.","minimum":1},"temperature":{"type":"number","exclusiveMinimum":0},"topK":{"type":"integer","description":"0 = no limit.","minimum":0},"topP":{"type":"number","exclusiveMinimum":0,"maximum":1},"reducer":{"$ref":"#/definitions/RefusalReducer"},"atLeast":{"type":"integer","description":"For `at_least_k`: refused in at least this many epochs.","minimum":1}},"required":["samples","temperature","topK","topP","reducer","atLeast"],"additionalProperties":false,"description":"How a sampled refusal run draws its replies and reduces each prompt's epochs."};
const schema111 = {"type":"string","enum":["mean","mode","at_least_k","max"],"description":"How one prompt's epochs reduce to its refusal score."};

function validate284(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},schema:schema111.type,parentSchema:schema111,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((data === "mean") || (data === "mode")) || (data === "at_least_k")) || (data === "max"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema111.enum},schema:schema111.enum,parentSchema:schema111,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate284.errors = vErrors;
return errors === 0;
}


function validate283(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema110.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema110.required,parentSchema:schema110,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((((((key0 === "samples") || (key0 === "temperature")) || (key0 === "topK")) || (key0 === "topP")) || (key0 === "reducer")) || (key0 === "atLeast"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema110,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.samples !== undefined){
let data0 = data.samples;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/samples",schemaPath:"#/properties/samples/type",keyword:"type",params:{type: "integer"},schema:schema110.properties.samples.type,parentSchema:schema110.properties.samples,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/samples",schemaPath:"#/properties/samples/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},schema:1,parentSchema:schema110.properties.samples,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.temperature !== undefined){
let data1 = data.temperature;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 <= 0 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},schema:0,parentSchema:schema110.properties.temperature,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/type",keyword:"type",params:{type: "number"},schema:schema110.properties.temperature.type,parentSchema:schema110.properties.temperature,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.topK !== undefined){
let data2 = data.topK;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/topK",schemaPath:"#/properties/topK/type",keyword:"type",params:{type: "integer"},schema:schema110.properties.topK.type,parentSchema:schema110.properties.topK,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/topK",schemaPath:"#/properties/topK/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema110.properties.topK,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.topP !== undefined){
let data3 = data.topP;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/topP",schemaPath:"#/properties/topP/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},schema:1,parentSchema:schema110.properties.topP,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3 <= 0 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/topP",schemaPath:"#/properties/topP/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},schema:0,parentSchema:schema110.properties.topP,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/topP",schemaPath:"#/properties/topP/type",keyword:"type",params:{type: "number"},schema:schema110.properties.topP.type,parentSchema:schema110.properties.topP,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.reducer !== undefined){
if(!(validate284(data.reducer, {instancePath:instancePath+"/reducer",parentData:data,parentDataProperty:"reducer",rootData}))){
vErrors = vErrors === null ? validate284.errors : vErrors.concat(validate284.errors);
errors = vErrors.length;
}
}
if(data.atLeast !== undefined){
let data5 = data.atLeast;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err11 = {instancePath:instancePath+"/atLeast",schemaPath:"#/properties/atLeast/type",keyword:"type",params:{type: "integer"},schema:schema110.properties.atLeast.type,parentSchema:schema110.properties.atLeast,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
const err12 = {instancePath:instancePath+"/atLeast",schemaPath:"#/properties/atLeast/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},schema:1,parentSchema:schema110.properties.atLeast,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema110.type,parentSchema:schema110,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate283.errors = vErrors;
return errors === 0;
}

const schema112 = {"type":"object","properties":{"names":{"type":"array","items":{"type":"string"},"description":"The names as given, groups unexpanded (`mmlu`)."},"numFewshot":{"type":"integer","description":"Few-shot examples per benchmark document (lm-eval's --num-fewshot); 0 by default.","minimum":0},"limit":{"type":"integer","description":"The first N documents of each task (of each `mmlu_<subject>`), lm-eval's --limit; absent: all.","minimum":1},"chat":{"$ref":"#/definitions/TaskChatSelection","description":"How the benchmark prompts were built: lm-eval's chat flags (docs/reference/tasks.md, \"Chat templates\"); absent: plain prompts, no system instruction."},"benchmarks":{"type":"array","items":{"$ref":"#/definitions/BenchmarkTaskInfo"},"description":"What each benchmark task read, and where its scoring differs from lm-eval's (its caveats)."},"lmEvalVersion":{"type":"string","description":"The lm-eval release whose prompts, few-shot draws and metrics the benchmark tasks reproduce (\"0.4.6\"); absent in older results."},"refusalSets":{"type":"array","items":{"$ref":"#/definitions/RefusalSetSelection"},"description":"The published refusal prompt sets named (docs/reference/refusal-sets.md), with their licences and caveats; absent when none was."}},"required":["names","numFewshot","benchmarks"],"additionalProperties":false,"description":"The named tasks of a run and how their documents were chosen (docs/reference/tasks.md)."};
const schema113 = {"type":"object","properties":{"applyChatTemplate":{"type":"boolean","description":"Each model's own chat template rendered the prompts (--apply-chat-template)."},"fewshotAsMultiturn":{"type":"boolean","description":"Few-shot examples as user/assistant turns (--fewshot-as-multiturn)."},"systemInstruction":{"type":"string","description":"--system-instruction, as given; absent: none."}},"required":["applyChatTemplate","fewshotAsMultiturn"],"additionalProperties":false,"description":"lm-eval's --apply_chat_template, --fewshot_as_multiturn and --system_instruction, as the run used them."};

function validate288(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema113.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema113.required,parentSchema:schema113,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(((key0 === "applyChatTemplate") || (key0 === "fewshotAsMultiturn")) || (key0 === "systemInstruction"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema113,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.applyChatTemplate !== undefined){
let data0 = data.applyChatTemplate;
if(typeof data0 !== "boolean"){
const err2 = {instancePath:instancePath+"/applyChatTemplate",schemaPath:"#/properties/applyChatTemplate/type",keyword:"type",params:{type: "boolean"},schema:schema113.properties.applyChatTemplate.type,parentSchema:schema113.properties.applyChatTemplate,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.fewshotAsMultiturn !== undefined){
let data1 = data.fewshotAsMultiturn;
if(typeof data1 !== "boolean"){
const err3 = {instancePath:instancePath+"/fewshotAsMultiturn",schemaPath:"#/properties/fewshotAsMultiturn/type",keyword:"type",params:{type: "boolean"},schema:schema113.properties.fewshotAsMultiturn.type,parentSchema:schema113.properties.fewshotAsMultiturn,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.systemInstruction !== undefined){
let data2 = data.systemInstruction;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/systemInstruction",schemaPath:"#/properties/systemInstruction/type",keyword:"type",params:{type: "string"},schema:schema113.properties.systemInstruction.type,parentSchema:schema113.properties.systemInstruction,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema113.type,parentSchema:schema113,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate288.errors = vErrors;
return errors === 0;
}

const schema114 = {"type":"object","properties":{"name":{"type":"string"},"group":{"type":["string","null"]},"split":{"type":"string","description":"The split scored, by lm-eval's name (`test`, `validation`)."},"numFewshot":{"type":"integer","minimum":0},"documents":{"type":"integer","minimum":0},"dataFile":{"type":"string","description":"The data file read: relative to tunegate's package root when inside it, else absolute."},"licence":{"type":"string"},"caveats":{"type":"array","items":{"type":"string"}},"lmEvalVersion":{"type":"string","description":"The task's version in lm-eval (its YAML's metadata.version); absent when the task has none."}},"required":["name","group","split","numFewshot","documents","dataFile","licence","caveats"],"additionalProperties":false,"description":"One benchmark task as the run read it."};

function validate290(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema114.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema114.required,parentSchema:schema114,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(func2.call(schema114.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema114,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},schema:schema114.properties.name.type,parentSchema:schema114.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.group !== undefined){
let data1 = data.group;
if((typeof data1 !== "string") && (data1 !== null)){
const err3 = {instancePath:instancePath+"/group",schemaPath:"#/properties/group/type",keyword:"type",params:{type: schema114.properties.group.type},schema:schema114.properties.group.type,parentSchema:schema114.properties.group,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.split !== undefined){
let data2 = data.split;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/split",schemaPath:"#/properties/split/type",keyword:"type",params:{type: "string"},schema:schema114.properties.split.type,parentSchema:schema114.properties.split,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.numFewshot !== undefined){
let data3 = data.numFewshot;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err5 = {instancePath:instancePath+"/numFewshot",schemaPath:"#/properties/numFewshot/type",keyword:"type",params:{type: "integer"},schema:schema114.properties.numFewshot.type,parentSchema:schema114.properties.numFewshot,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err6 = {instancePath:instancePath+"/numFewshot",schemaPath:"#/properties/numFewshot/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema114.properties.numFewshot,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.documents !== undefined){
let data4 = data.documents;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err7 = {instancePath:instancePath+"/documents",schemaPath:"#/properties/documents/type",keyword:"type",params:{type: "integer"},schema:schema114.properties.documents.type,parentSchema:schema114.properties.documents,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err8 = {instancePath:instancePath+"/documents",schemaPath:"#/properties/documents/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema114.properties.documents,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.dataFile !== undefined){
let data5 = data.dataFile;
if(typeof data5 !== "string"){
const err9 = {instancePath:instancePath+"/dataFile",schemaPath:"#/properties/dataFile/type",keyword:"type",params:{type: "string"},schema:schema114.properties.dataFile.type,parentSchema:schema114.properties.dataFile,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.licence !== undefined){
let data6 = data.licence;
if(typeof data6 !== "string"){
const err10 = {instancePath:instancePath+"/licence",schemaPath:"#/properties/licence/type",keyword:"type",params:{type: "string"},schema:schema114.properties.licence.type,parentSchema:schema114.properties.licence,data:data6};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.caveats !== undefined){
let data7 = data.caveats;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(typeof data8 !== "string"){
const err11 = {instancePath:instancePath+"/caveats/" + i0,schemaPath:"#/properties/caveats/items/type",keyword:"type",params:{type: "string"},schema:schema114.properties.caveats.items.type,parentSchema:schema114.properties.caveats.items,data:data8};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/caveats",schemaPath:"#/properties/caveats/type",keyword:"type",params:{type: "array"},schema:schema114.properties.caveats.type,parentSchema:schema114.properties.caveats,data:data7};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.lmEvalVersion !== undefined){
let data9 = data.lmEvalVersion;
if(typeof data9 !== "string"){
const err13 = {instancePath:instancePath+"/lmEvalVersion",schemaPath:"#/properties/lmEvalVersion/type",keyword:"type",params:{type: "string"},schema:schema114.properties.lmEvalVersion.type,parentSchema:schema114.properties.lmEvalVersion,data:data9};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema114.type,parentSchema:schema114,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate290.errors = vErrors;
return errors === 0;
}

const schema115 = {"type":"object","properties":{"name":{"type":"string","description":"The name it was selected by (`xstest_safe`)."},"file":{"type":"string","description":"The shipped file, relative to tunegate's package root."},"prompts":{"type":"integer","minimum":0},"licence":{"type":"string"},"description":{"type":"string","description":"What the prompts are and what refusing one means."},"caveats":{"type":"array","items":{"type":"string"},"description":"Where tunegate's reading of the set differs from what its study measured (its SOURCE.md's caveats), as a benchmark task's caveats say where its scoring differs from lm-eval's."}},"required":["name","file","prompts","licence","description","caveats"],"additionalProperties":false,"description":"One published refusal prompt set as the run read it."};

function validate292(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema115.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema115.required,parentSchema:schema115,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((((((key0 === "name") || (key0 === "file")) || (key0 === "prompts")) || (key0 === "licence")) || (key0 === "description")) || (key0 === "caveats"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema115,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},schema:schema115.properties.name.type,parentSchema:schema115.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.file !== undefined){
let data1 = data.file;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},schema:schema115.properties.file.type,parentSchema:schema115.properties.file,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.prompts !== undefined){
let data2 = data.prompts;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/prompts",schemaPath:"#/properties/prompts/type",keyword:"type",params:{type: "integer"},schema:schema115.properties.prompts.type,parentSchema:schema115.properties.prompts,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/prompts",schemaPath:"#/properties/prompts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema115.properties.prompts,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.licence !== undefined){
let data3 = data.licence;
if(typeof data3 !== "string"){
const err6 = {instancePath:instancePath+"/licence",schemaPath:"#/properties/licence/type",keyword:"type",params:{type: "string"},schema:schema115.properties.licence.type,parentSchema:schema115.properties.licence,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.description !== undefined){
let data4 = data.description;
if(typeof data4 !== "string"){
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},schema:schema115.properties.description.type,parentSchema:schema115.properties.description,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.caveats !== undefined){
let data5 = data.caveats;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(typeof data6 !== "string"){
const err8 = {instancePath:instancePath+"/caveats/" + i0,schemaPath:"#/properties/caveats/items/type",keyword:"type",params:{type: "string"},schema:schema115.properties.caveats.items.type,parentSchema:schema115.properties.caveats.items,data:data6};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/caveats",schemaPath:"#/properties/caveats/type",keyword:"type",params:{type: "array"},schema:schema115.properties.caveats.type,parentSchema:schema115.properties.caveats,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema115.type,parentSchema:schema115,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate292.errors = vErrors;
return errors === 0;
}


function validate287(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema112.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema112.required,parentSchema:schema112,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(((((((key0 === "names") || (key0 === "numFewshot")) || (key0 === "limit")) || (key0 === "chat")) || (key0 === "benchmarks")) || (key0 === "lmEvalVersion")) || (key0 === "refusalSets"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema112,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.names !== undefined){
let data0 = data.names;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/names/" + i0,schemaPath:"#/properties/names/items/type",keyword:"type",params:{type: "string"},schema:schema112.properties.names.items.type,parentSchema:schema112.properties.names.items,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath:instancePath+"/names",schemaPath:"#/properties/names/type",keyword:"type",params:{type: "array"},schema:schema112.properties.names.type,parentSchema:schema112.properties.names,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.numFewshot !== undefined){
let data2 = data.numFewshot;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/numFewshot",schemaPath:"#/properties/numFewshot/type",keyword:"type",params:{type: "integer"},schema:schema112.properties.numFewshot.type,parentSchema:schema112.properties.numFewshot,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/numFewshot",schemaPath:"#/properties/numFewshot/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema112.properties.numFewshot,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.limit !== undefined){
let data3 = data.limit;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err6 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},schema:schema112.properties.limit.type,parentSchema:schema112.properties.limit,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
const err7 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},schema:1,parentSchema:schema112.properties.limit,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.chat !== undefined){
if(!(validate288(data.chat, {instancePath:instancePath+"/chat",parentData:data,parentDataProperty:"chat",rootData}))){
vErrors = vErrors === null ? validate288.errors : vErrors.concat(validate288.errors);
errors = vErrors.length;
}
}
if(data.benchmarks !== undefined){
let data5 = data.benchmarks;
if(Array.isArray(data5)){
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
if(!(validate290(data5[i1], {instancePath:instancePath+"/benchmarks/" + i1,parentData:data5,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate290.errors : vErrors.concat(validate290.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath:instancePath+"/benchmarks",schemaPath:"#/properties/benchmarks/type",keyword:"type",params:{type: "array"},schema:schema112.properties.benchmarks.type,parentSchema:schema112.properties.benchmarks,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.lmEvalVersion !== undefined){
let data7 = data.lmEvalVersion;
if(typeof data7 !== "string"){
const err9 = {instancePath:instancePath+"/lmEvalVersion",schemaPath:"#/properties/lmEvalVersion/type",keyword:"type",params:{type: "string"},schema:schema112.properties.lmEvalVersion.type,parentSchema:schema112.properties.lmEvalVersion,data:data7};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.refusalSets !== undefined){
let data8 = data.refusalSets;
if(Array.isArray(data8)){
const len2 = data8.length;
for(let i2=0; i2<len2; i2++){
if(!(validate292(data8[i2], {instancePath:instancePath+"/refusalSets/" + i2,parentData:data8,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate292.errors : vErrors.concat(validate292.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/refusalSets",schemaPath:"#/properties/refusalSets/type",keyword:"type",params:{type: "array"},schema:schema112.properties.refusalSets.type,parentSchema:schema112.properties.refusalSets,data:data8};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema112.type,parentSchema:schema112,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate287.errors = vErrors;
return errors === 0;
}

const schema116 = {"type":"object","properties":{"margins":{"type":"object","additionalProperties":{"type":"number"},"description":"Margins given on the command line, by metric id, in the metric's unit; every other metric takes its default (docs/concepts/statistics.md)."}},"required":["margins"],"additionalProperties":false,"description":"The margins a run tests equivalence with."};

function validate295(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema116.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema116.required,parentSchema:schema116,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(key0 === "margins")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema116,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.margins !== undefined){
let data0 = data.margins;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
let data1 = data0[key1];
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err2 = {instancePath:instancePath+"/margins/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/margins/additionalProperties/type",keyword:"type",params:{type: "number"},schema:schema116.properties.margins.additionalProperties.type,parentSchema:schema116.properties.margins.additionalProperties,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath:instancePath+"/margins",schemaPath:"#/properties/margins/type",keyword:"type",params:{type: "object"},schema:schema116.properties.margins.type,parentSchema:schema116.properties.margins,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema116.type,parentSchema:schema116,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate295.errors = vErrors;
return errors === 0;
}

const schema117 = {"type":"string","enum":["equivalent"],"description":"A verdict `--require` may name."};

function validate297(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},schema:schema117.type,parentSchema:schema117,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(data === "equivalent")){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema117.enum},schema:schema117.enum,parentSchema:schema117,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate297.errors = vErrors;
return errors === 0;
}

const schema118 = {"type":"object","properties":{"source":{"type":"string","description":"The file as given on the command line.","minLength":1},"sha256":{"type":"string","description":"sha256 of the file's bytes, hex.","pattern":"^[0-9a-f]{64}$"},"resolved":{"$ref":"#/definitions/ResolvedPolicy"}},"required":["source","sha256","resolved"],"additionalProperties":false,"description":"The policy a run was judged under: where it came from, its bytes' hash, and what it said."};
const schema119 = {"type":"object","properties":{"tasks":{"type":"array","items":{"type":"string"},"description":"The tasks the policy names (what --tasks would); absent: the run's own."},"required":{"type":"array","items":{"type":"string"},"description":"Tasks, families or metric ids whose absence or skip makes the run inconclusive."},"settings":{"type":"object","additionalProperties":{"type":["string","number","boolean"]},"description":"Flags by long name, as the file set them (the command line overrides each)."},"metrics":{"type":"array","items":{"$ref":"#/definitions/PolicyMetric"}}},"required":["required","settings","metrics"],"additionalProperties":false,"description":"A policy file after validation: what the run used."};
const schema120 = {"type":"object","properties":{"id":{"type":"string","description":"The metric's id as results.json names it.","minLength":1},"tier":{"$ref":"#/definitions/PolicyTier"},"claim":{"anyOf":[{"$ref":"#/definitions/PolicyClaim"},{"type":"null"}],"description":"Null: an advisory metric with no claim, reported only."}},"required":["id","tier","claim"],"additionalProperties":false,"description":"One metric of a policy."};
const schema121 = {"type":"string","enum":["critical","supporting","advisory"],"description":"A policy tier."};

function validate302(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},schema:schema121.type,parentSchema:schema121,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((data === "critical") || (data === "supporting")) || (data === "advisory"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema121.enum},schema:schema121.enum,parentSchema:schema121,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate302.errors = vErrors;
return errors === 0;
}

const schema122 = {"type":"object","properties":{"kind":{"$ref":"#/definitions/ClaimKind"},"margin":{"$ref":"#/definitions/PolicyMargin","description":"The margin of a claim that has one (every kind but `no-significant-change`)."}},"required":["kind"],"additionalProperties":false,"description":"The claim one metric must support."};
const schema123 = {"type":"string","enum":["not-worse-than","equivalent-within","no-significant-change","flips-within","changed-within"],"description":"A policy claim."};

function validate305(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},schema:schema123.type,parentSchema:schema123,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((((data === "not-worse-than") || (data === "equivalent-within")) || (data === "no-significant-change")) || (data === "flips-within")) || (data === "changed-within"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema123.enum},schema:schema123.enum,parentSchema:schema123,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate305.errors = vErrors;
return errors === 0;
}

const schema124 = {"type":"object","properties":{"value":{"type":"number","exclusiveMinimum":0},"relative":{"type":"boolean","description":"True when `value` is a fraction of the base model's value (`2%` is 0.02 of it)."}},"required":["value","relative"],"additionalProperties":false,"description":"A margin as the policy wrote it: absolute, in the metric's own unit (a rate as a fraction), or relative to the base model's value (written with `%`)."};

function validate307(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema124.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema124.required,parentSchema:schema124,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((key0 === "value") || (key0 === "relative"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema124,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.value !== undefined){
let data0 = data.value;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 <= 0 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},schema:0,parentSchema:schema124.properties.value,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "number"},schema:schema124.properties.value.type,parentSchema:schema124.properties.value,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.relative !== undefined){
let data1 = data.relative;
if(typeof data1 !== "boolean"){
const err4 = {instancePath:instancePath+"/relative",schemaPath:"#/properties/relative/type",keyword:"type",params:{type: "boolean"},schema:schema124.properties.relative.type,parentSchema:schema124.properties.relative,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema124.type,parentSchema:schema124,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate307.errors = vErrors;
return errors === 0;
}


function validate304(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema122.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema122.required,parentSchema:schema122,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((key0 === "kind") || (key0 === "margin"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema122,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.kind !== undefined){
if(!(validate305(data.kind, {instancePath:instancePath+"/kind",parentData:data,parentDataProperty:"kind",rootData}))){
vErrors = vErrors === null ? validate305.errors : vErrors.concat(validate305.errors);
errors = vErrors.length;
}
}
if(data.margin !== undefined){
if(!(validate307(data.margin, {instancePath:instancePath+"/margin",parentData:data,parentDataProperty:"margin",rootData}))){
vErrors = vErrors === null ? validate307.errors : vErrors.concat(validate307.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema122.type,parentSchema:schema122,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate304.errors = vErrors;
return errors === 0;
}


function validate301(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema120.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema120.required,parentSchema:schema120,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(((key0 === "id") || (key0 === "tier")) || (key0 === "claim"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema120,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(func3(data0) < 1){
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},schema:1,parentSchema:schema120.properties.id,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},schema:schema120.properties.id.type,parentSchema:schema120.properties.id,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.tier !== undefined){
if(!(validate302(data.tier, {instancePath:instancePath+"/tier",parentData:data,parentDataProperty:"tier",rootData}))){
vErrors = vErrors === null ? validate302.errors : vErrors.concat(validate302.errors);
errors = vErrors.length;
}
}
if(data.claim !== undefined){
let data2 = data.claim;
const _errs6 = errors;
let valid1 = false;
const _errs7 = errors;
if(!(validate304(data2, {instancePath:instancePath+"/claim",parentData:data,parentDataProperty:"claim",rootData}))){
vErrors = vErrors === null ? validate304.errors : vErrors.concat(validate304.errors);
errors = vErrors.length;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs8 = errors;
if(data2 !== null){
const err4 = {instancePath:instancePath+"/claim",schemaPath:"#/properties/claim/anyOf/1/type",keyword:"type",params:{type: "null"},schema:schema120.properties.claim.anyOf[1].type,parentSchema:schema120.properties.claim.anyOf[1],data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err5 = {instancePath:instancePath+"/claim",schemaPath:"#/properties/claim/anyOf",keyword:"anyOf",params:{},schema:schema120.properties.claim.anyOf,parentSchema:schema120.properties.claim,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema120.type,parentSchema:schema120,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate301.errors = vErrors;
return errors === 0;
}


function validate300(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema119.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema119.required,parentSchema:schema119,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((((key0 === "tasks") || (key0 === "required")) || (key0 === "settings")) || (key0 === "metrics"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema119,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.tasks !== undefined){
let data0 = data.tasks;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/tasks/" + i0,schemaPath:"#/properties/tasks/items/type",keyword:"type",params:{type: "string"},schema:schema119.properties.tasks.items.type,parentSchema:schema119.properties.tasks.items,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath:instancePath+"/tasks",schemaPath:"#/properties/tasks/type",keyword:"type",params:{type: "array"},schema:schema119.properties.tasks.type,parentSchema:schema119.properties.tasks,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.required !== undefined){
let data2 = data.required;
if(Array.isArray(data2)){
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/required/" + i1,schemaPath:"#/properties/required/items/type",keyword:"type",params:{type: "string"},schema:schema119.properties.required.items.type,parentSchema:schema119.properties.required.items,data:data3};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/required",schemaPath:"#/properties/required/type",keyword:"type",params:{type: "array"},schema:schema119.properties.required.type,parentSchema:schema119.properties.required,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.settings !== undefined){
let data4 = data.settings;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
let data5 = data4[key1];
if(((typeof data5 !== "string") && (!((typeof data5 == "number") && (isFinite(data5))))) && (typeof data5 !== "boolean")){
const err6 = {instancePath:instancePath+"/settings/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/settings/additionalProperties/type",keyword:"type",params:{type: schema119.properties.settings.additionalProperties.type},schema:schema119.properties.settings.additionalProperties.type,parentSchema:schema119.properties.settings.additionalProperties,data:data5};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/type",keyword:"type",params:{type: "object"},schema:schema119.properties.settings.type,parentSchema:schema119.properties.settings,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.metrics !== undefined){
let data6 = data.metrics;
if(Array.isArray(data6)){
const len2 = data6.length;
for(let i2=0; i2<len2; i2++){
if(!(validate301(data6[i2], {instancePath:instancePath+"/metrics/" + i2,parentData:data6,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate301.errors : vErrors.concat(validate301.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath:instancePath+"/metrics",schemaPath:"#/properties/metrics/type",keyword:"type",params:{type: "array"},schema:schema119.properties.metrics.type,parentSchema:schema119.properties.metrics,data:data6};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema119.type,parentSchema:schema119,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate300.errors = vErrors;
return errors === 0;
}


function validate299(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema118.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema118.required,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(((key0 === "source") || (key0 === "sha256")) || (key0 === "resolved"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.source !== undefined){
let data0 = data.source;
if(typeof data0 === "string"){
if(func3(data0) < 1){
const err2 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/minLength",keyword:"minLength",params:{limit: 1},schema:1,parentSchema:schema118.properties.source,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},schema:schema118.properties.source.type,parentSchema:schema118.properties.source,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.sha256 !== undefined){
let data1 = data.sha256;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err4 = {instancePath:instancePath+"/sha256",schemaPath:"#/properties/sha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},schema:"^[0-9a-f]{64}$",parentSchema:schema118.properties.sha256,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/sha256",schemaPath:"#/properties/sha256/type",keyword:"type",params:{type: "string"},schema:schema118.properties.sha256.type,parentSchema:schema118.properties.sha256,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.resolved !== undefined){
if(!(validate300(data.resolved, {instancePath:instancePath+"/resolved",parentData:data,parentDataProperty:"resolved",rootData}))){
vErrors = vErrors === null ? validate300.errors : vErrors.concat(validate300.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema118.type,parentSchema:schema118,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate299.errors = vErrors;
return errors === 0;
}


function validate274(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema105.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema105.required,parentSchema:schema105,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(func2.call(schema105.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema105,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.seed !== undefined){
let data0 = data.seed;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/seed",schemaPath:"#/properties/seed/type",keyword:"type",params:{type: "integer"},schema:schema105.properties.seed.type,parentSchema:schema105.properties.seed,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/seed",schemaPath:"#/properties/seed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema105.properties.seed,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.resamples !== undefined){
let data1 = data.resamples;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/resamples",schemaPath:"#/properties/resamples/type",keyword:"type",params:{type: "integer"},schema:schema105.properties.resamples.type,parentSchema:schema105.properties.resamples,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 2 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/resamples",schemaPath:"#/properties/resamples/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},schema:2,parentSchema:schema105.properties.resamples,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.confidence !== undefined){
let data2 = data.confidence;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 >= 1 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/confidence",schemaPath:"#/properties/confidence/exclusiveMaximum",keyword:"exclusiveMaximum",params:{comparison: "<", limit: 1},schema:1,parentSchema:schema105.properties.confidence,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2 <= 0 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/confidence",schemaPath:"#/properties/confidence/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},schema:0,parentSchema:schema105.properties.confidence,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/confidence",schemaPath:"#/properties/confidence/type",keyword:"type",params:{type: "number"},schema:schema105.properties.confidence.type,parentSchema:schema105.properties.confidence,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.minEffect !== undefined){
let data3 = data.minEffect;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/minEffect",schemaPath:"#/properties/minEffect/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema105.properties.minEffect,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/minEffect",schemaPath:"#/properties/minEffect/type",keyword:"type",params:{type: "number"},schema:schema105.properties.minEffect.type,parentSchema:schema105.properties.minEffect,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.minItems !== undefined){
let data4 = data.minItems;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err11 = {instancePath:instancePath+"/minItems",schemaPath:"#/properties/minItems/type",keyword:"type",params:{type: "integer"},schema:schema105.properties.minItems.type,parentSchema:schema105.properties.minItems,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
const err12 = {instancePath:instancePath+"/minItems",schemaPath:"#/properties/minItems/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},schema:1,parentSchema:schema105.properties.minItems,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.klTolerance !== undefined){
let data5 = data.klTolerance;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err13 = {instancePath:instancePath+"/klTolerance",schemaPath:"#/properties/klTolerance/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema105.properties.klTolerance,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/klTolerance",schemaPath:"#/properties/klTolerance/type",keyword:"type",params:{type: "number"},schema:schema105.properties.klTolerance.type,parentSchema:schema105.properties.klTolerance,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.failOn !== undefined){
let data6 = data.failOn;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
if(!(validate275(data6[i0], {instancePath:instancePath+"/failOn/" + i0,parentData:data6,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate275.errors : vErrors.concat(validate275.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath:instancePath+"/failOn",schemaPath:"#/properties/failOn/type",keyword:"type",params:{type: "array"},schema:schema105.properties.failOn.type,parentSchema:schema105.properties.failOn,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.families !== undefined){
let data8 = data.families;
if(Array.isArray(data8)){
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
if(!(validate277(data8[i1], {instancePath:instancePath+"/families/" + i1,parentData:data8,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate277.errors : vErrors.concat(validate277.errors);
errors = vErrors.length;
}
}
}
else {
const err16 = {instancePath:instancePath+"/families",schemaPath:"#/properties/families/type",keyword:"type",params:{type: "array"},schema:schema105.properties.families.type,parentSchema:schema105.properties.families,data:data8};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.maxNewTokens !== undefined){
let data10 = data.maxNewTokens;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err17 = {instancePath:instancePath+"/maxNewTokens",schemaPath:"#/properties/maxNewTokens/type",keyword:"type",params:{type: "integer"},schema:schema105.properties.maxNewTokens.type,parentSchema:schema105.properties.maxNewTokens,data:data10};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 1 || isNaN(data10)){
const err18 = {instancePath:instancePath+"/maxNewTokens",schemaPath:"#/properties/maxNewTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},schema:1,parentSchema:schema105.properties.maxNewTokens,data:data10};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.threads !== undefined){
let data11 = data.threads;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err19 = {instancePath:instancePath+"/threads",schemaPath:"#/properties/threads/type",keyword:"type",params:{type: "integer"},schema:schema105.properties.threads.type,parentSchema:schema105.properties.threads,data:data11};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 1 || isNaN(data11)){
const err20 = {instancePath:instancePath+"/threads",schemaPath:"#/properties/threads/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},schema:1,parentSchema:schema105.properties.threads,data:data11};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data.sampling !== undefined){
if(!(validate283(data.sampling, {instancePath:instancePath+"/sampling",parentData:data,parentDataProperty:"sampling",rootData}))){
vErrors = vErrors === null ? validate283.errors : vErrors.concat(validate283.errors);
errors = vErrors.length;
}
}
if(data.tasks !== undefined){
if(!(validate287(data.tasks, {instancePath:instancePath+"/tasks",parentData:data,parentDataProperty:"tasks",rootData}))){
vErrors = vErrors === null ? validate287.errors : vErrors.concat(validate287.errors);
errors = vErrors.length;
}
}
if(data.equivalence !== undefined){
if(!(validate295(data.equivalence, {instancePath:instancePath+"/equivalence",parentData:data,parentDataProperty:"equivalence",rootData}))){
vErrors = vErrors === null ? validate295.errors : vErrors.concat(validate295.errors);
errors = vErrors.length;
}
}
if(data.require !== undefined){
let data15 = data.require;
if(Array.isArray(data15)){
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
if(!(validate297(data15[i2], {instancePath:instancePath+"/require/" + i2,parentData:data15,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate297.errors : vErrors.concat(validate297.errors);
errors = vErrors.length;
}
}
}
else {
const err21 = {instancePath:instancePath+"/require",schemaPath:"#/properties/require/type",keyword:"type",params:{type: "array"},schema:schema105.properties.require.type,parentSchema:schema105.properties.require,data:data15};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.policy !== undefined){
if(!(validate299(data.policy, {instancePath:instancePath+"/policy",parentData:data,parentDataProperty:"policy",rootData}))){
vErrors = vErrors === null ? validate299.errors : vErrors.concat(validate299.errors);
errors = vErrors.length;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema105.type,parentSchema:schema105,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate274.errors = vErrors;
return errors === 0;
}

const schema125 = {"type":"object","properties":{"systemPrompt":{"type":["string","null"]},"refusalPatternsSha256":{"type":["string","null"],"description":"SHA-256 of the refusal patterns file, lower-case hex; null when no refusal suite ran.","pattern":"^[0-9a-f]{64}$"}},"required":["systemPrompt","refusalPatternsSha256"],"additionalProperties":false,"description":"Settings that change what the models produce or how a reply is read, but are not flags in `settings`."};

function validate314(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema125.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema125.required,parentSchema:schema125,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((key0 === "systemPrompt") || (key0 === "refusalPatternsSha256"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema125,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.systemPrompt !== undefined){
let data0 = data.systemPrompt;
if((typeof data0 !== "string") && (data0 !== null)){
const err2 = {instancePath:instancePath+"/systemPrompt",schemaPath:"#/properties/systemPrompt/type",keyword:"type",params:{type: schema125.properties.systemPrompt.type},schema:schema125.properties.systemPrompt.type,parentSchema:schema125.properties.systemPrompt,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.refusalPatternsSha256 !== undefined){
let data1 = data.refusalPatternsSha256;
if((typeof data1 !== "string") && (data1 !== null)){
const err3 = {instancePath:instancePath+"/refusalPatternsSha256",schemaPath:"#/properties/refusalPatternsSha256/type",keyword:"type",params:{type: schema125.properties.refusalPatternsSha256.type},schema:schema125.properties.refusalPatternsSha256.type,parentSchema:schema125.properties.refusalPatternsSha256,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err4 = {instancePath:instancePath+"/refusalPatternsSha256",schemaPath:"#/properties/refusalPatternsSha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},schema:"^[0-9a-f]{64}$",parentSchema:schema125.properties.refusalPatternsSha256,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema125.type,parentSchema:schema125,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate314.errors = vErrors;
return errors === 0;
}

const schema126 = {"type":"object","properties":{"path":{"type":"string"},"hub":{"$ref":"#/definitions/HubSource","description":"Present when the argument was a repo id resolved in the hub cache."},"onnxFile":{"type":"string"},"sha256":{"type":"string","description":"The model's identity over every file the session loads, lower-case hex: the .onnx file's SHA-256 when it has no external data; otherwise the SHA-256 of the manifest `<sha256>  <name>\\n` per file (the .onnx first, then its data files in the order the graph names them; names relative to the .onnx file's folder), which is what `sha256sum model.onnx model.onnx_data | sha256sum` prints there.","pattern":"^[0-9a-f]{64}$"},"sizeBytes":{"type":"integer","minimum":0,"description":"Bytes of every file in `files`."},"files":{"type":"array","items":{"$ref":"#/definitions/ModelFileInfo"},"description":"The .onnx file and each external-data file its graph names.","minItems":1},"signature":{"$ref":"#/definitions/ModelSignatureInfo"},"tokenizer":{"type":"object","properties":{"dir":{"type":"string"},"fingerprint":{"type":"string"},"vocabSize":{"type":"integer"},"chatTemplate":{"type":"boolean"}},"required":["dir","fingerprint","vocabSize","chatTemplate"],"additionalProperties":false}},"required":["path","onnxFile","sha256","sizeBytes","files","signature","tokenizer"],"additionalProperties":false,"description":"Identity of one model as it went into the run."};
const schema127 = {"type":"object","properties":{"repo":{"type":"string"},"revision":{"type":"string","description":"The revision asked for (\"main\" when none was given)."},"commit":{"type":"string","description":"The snapshot's commit."},"subfolder":{"type":["string","null"]}},"required":["repo","revision","commit","subfolder"],"additionalProperties":false,"description":"The cached Hugging Face repo snapshot a model argument named."};

function validate317(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema127.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema127.required,parentSchema:schema127,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((((key0 === "repo") || (key0 === "revision")) || (key0 === "commit")) || (key0 === "subfolder"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema127,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.repo !== undefined){
let data0 = data.repo;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/repo",schemaPath:"#/properties/repo/type",keyword:"type",params:{type: "string"},schema:schema127.properties.repo.type,parentSchema:schema127.properties.repo,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.revision !== undefined){
let data1 = data.revision;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/revision",schemaPath:"#/properties/revision/type",keyword:"type",params:{type: "string"},schema:schema127.properties.revision.type,parentSchema:schema127.properties.revision,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.commit !== undefined){
let data2 = data.commit;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/commit",schemaPath:"#/properties/commit/type",keyword:"type",params:{type: "string"},schema:schema127.properties.commit.type,parentSchema:schema127.properties.commit,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.subfolder !== undefined){
let data3 = data.subfolder;
if((typeof data3 !== "string") && (data3 !== null)){
const err5 = {instancePath:instancePath+"/subfolder",schemaPath:"#/properties/subfolder/type",keyword:"type",params:{type: schema127.properties.subfolder.type},schema:schema127.properties.subfolder.type,parentSchema:schema127.properties.subfolder,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema127.type,parentSchema:schema127,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate317.errors = vErrors;
return errors === 0;
}

const schema128 = {"type":"object","properties":{"path":{"type":"string"},"sha256":{"type":"string","description":"SHA-256 of the file, lower-case hex.","pattern":"^[0-9a-f]{64}$"},"sizeBytes":{"type":"integer","minimum":0}},"required":["path","sha256","sizeBytes"],"additionalProperties":false,"description":"One file an onnxruntime session loads for a model."};

function validate319(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema128.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema128.required,parentSchema:schema128,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(((key0 === "path") || (key0 === "sha256")) || (key0 === "sizeBytes"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema128,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.path !== undefined){
let data0 = data.path;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},schema:schema128.properties.path.type,parentSchema:schema128.properties.path,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.sha256 !== undefined){
let data1 = data.sha256;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err3 = {instancePath:instancePath+"/sha256",schemaPath:"#/properties/sha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},schema:"^[0-9a-f]{64}$",parentSchema:schema128.properties.sha256,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/sha256",schemaPath:"#/properties/sha256/type",keyword:"type",params:{type: "string"},schema:schema128.properties.sha256.type,parentSchema:schema128.properties.sha256,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.sizeBytes !== undefined){
let data2 = data.sizeBytes;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/sizeBytes",schemaPath:"#/properties/sizeBytes/type",keyword:"type",params:{type: "integer"},schema:schema128.properties.sizeBytes.type,parentSchema:schema128.properties.sizeBytes,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/sizeBytes",schemaPath:"#/properties/sizeBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema128.properties.sizeBytes,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema128.type,parentSchema:schema128,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate319.errors = vErrors;
return errors === 0;
}

const schema129 = {"type":"object","properties":{"inputs":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"type":{"type":"string"},"shape":{"type":"array","items":{"type":["number","string"]}}},"required":["name","type","shape"],"additionalProperties":false}},"outputs":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"type":{"type":"string"},"shape":{"type":"array","items":{"type":["number","string"]}}},"required":["name","type","shape"],"additionalProperties":false}},"layers":{"type":"integer"},"kvHeads":{"anyOf":[{"type":"integer"},{"type":"null"}]},"headDim":{"anyOf":[{"type":"integer"},{"type":"null"}]},"kvCache":{"type":"boolean"},"logitsDtype":{"type":"string","enum":["float32","float16"]},"logitsWidth":{"type":"integer","minimum":1},"maxContext":{"type":"integer","minimum":1}},"required":["inputs","outputs","layers","kvHeads","headDim","kvCache","logitsDtype","logitsWidth","maxContext"],"additionalProperties":false,"description":"Input/output signature of a loaded model, as read from the ORT session."};

function validate321(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema129.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema129.required,parentSchema:schema129,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(func2.call(schema129.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema129,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.inputs !== undefined){
let data0 = data.inputs;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const prop1 of schema129.properties.inputs.items.required){
if(data1[prop1] === undefined){
const err2 = {instancePath:instancePath+"/inputs/" + i0,schemaPath:"#/properties/inputs/items/required",keyword:"required",params:{missingProperty: prop1},schema:schema129.properties.inputs.items.required,parentSchema:schema129.properties.inputs.items,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
for(const key1 in data1){
if(!(((key1 === "name") || (key1 === "type")) || (key1 === "shape"))){
const err3 = {instancePath:instancePath+"/inputs/" + i0,schemaPath:"#/properties/inputs/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},schema:false,parentSchema:schema129.properties.inputs.items,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.name !== undefined){
let data2 = data1.name;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/inputs/" + i0+"/name",schemaPath:"#/properties/inputs/items/properties/name/type",keyword:"type",params:{type: "string"},schema:schema129.properties.inputs.items.properties.name.type,parentSchema:schema129.properties.inputs.items.properties.name,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.type !== undefined){
let data3 = data1.type;
if(typeof data3 !== "string"){
const err5 = {instancePath:instancePath+"/inputs/" + i0+"/type",schemaPath:"#/properties/inputs/items/properties/type/type",keyword:"type",params:{type: "string"},schema:schema129.properties.inputs.items.properties.type.type,parentSchema:schema129.properties.inputs.items.properties.type,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.shape !== undefined){
let data4 = data1.shape;
if(Array.isArray(data4)){
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if((!((typeof data5 == "number") && (isFinite(data5)))) && (typeof data5 !== "string")){
const err6 = {instancePath:instancePath+"/inputs/" + i0+"/shape/" + i1,schemaPath:"#/properties/inputs/items/properties/shape/items/type",keyword:"type",params:{type: schema129.properties.inputs.items.properties.shape.items.type},schema:schema129.properties.inputs.items.properties.shape.items.type,parentSchema:schema129.properties.inputs.items.properties.shape.items,data:data5};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/inputs/" + i0+"/shape",schemaPath:"#/properties/inputs/items/properties/shape/type",keyword:"type",params:{type: "array"},schema:schema129.properties.inputs.items.properties.shape.type,parentSchema:schema129.properties.inputs.items.properties.shape,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/inputs/" + i0,schemaPath:"#/properties/inputs/items/type",keyword:"type",params:{type: "object"},schema:schema129.properties.inputs.items.type,parentSchema:schema129.properties.inputs.items,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/inputs",schemaPath:"#/properties/inputs/type",keyword:"type",params:{type: "array"},schema:schema129.properties.inputs.type,parentSchema:schema129.properties.inputs,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.outputs !== undefined){
let data6 = data.outputs;
if(Array.isArray(data6)){
const len2 = data6.length;
for(let i2=0; i2<len2; i2++){
let data7 = data6[i2];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const prop2 of schema129.properties.outputs.items.required){
if(data7[prop2] === undefined){
const err10 = {instancePath:instancePath+"/outputs/" + i2,schemaPath:"#/properties/outputs/items/required",keyword:"required",params:{missingProperty: prop2},schema:schema129.properties.outputs.items.required,parentSchema:schema129.properties.outputs.items,data:data7};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
for(const key2 in data7){
if(!(((key2 === "name") || (key2 === "type")) || (key2 === "shape"))){
const err11 = {instancePath:instancePath+"/outputs/" + i2,schemaPath:"#/properties/outputs/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},schema:false,parentSchema:schema129.properties.outputs.items,data:data7};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data7.name !== undefined){
let data8 = data7.name;
if(typeof data8 !== "string"){
const err12 = {instancePath:instancePath+"/outputs/" + i2+"/name",schemaPath:"#/properties/outputs/items/properties/name/type",keyword:"type",params:{type: "string"},schema:schema129.properties.outputs.items.properties.name.type,parentSchema:schema129.properties.outputs.items.properties.name,data:data8};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data7.type !== undefined){
let data9 = data7.type;
if(typeof data9 !== "string"){
const err13 = {instancePath:instancePath+"/outputs/" + i2+"/type",schemaPath:"#/properties/outputs/items/properties/type/type",keyword:"type",params:{type: "string"},schema:schema129.properties.outputs.items.properties.type.type,parentSchema:schema129.properties.outputs.items.properties.type,data:data9};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data7.shape !== undefined){
let data10 = data7.shape;
if(Array.isArray(data10)){
const len3 = data10.length;
for(let i3=0; i3<len3; i3++){
let data11 = data10[i3];
if((!((typeof data11 == "number") && (isFinite(data11)))) && (typeof data11 !== "string")){
const err14 = {instancePath:instancePath+"/outputs/" + i2+"/shape/" + i3,schemaPath:"#/properties/outputs/items/properties/shape/items/type",keyword:"type",params:{type: schema129.properties.outputs.items.properties.shape.items.type},schema:schema129.properties.outputs.items.properties.shape.items.type,parentSchema:schema129.properties.outputs.items.properties.shape.items,data:data11};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/outputs/" + i2+"/shape",schemaPath:"#/properties/outputs/items/properties/shape/type",keyword:"type",params:{type: "array"},schema:schema129.properties.outputs.items.properties.shape.type,parentSchema:schema129.properties.outputs.items.properties.shape,data:data10};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/outputs/" + i2,schemaPath:"#/properties/outputs/items/type",keyword:"type",params:{type: "object"},schema:schema129.properties.outputs.items.type,parentSchema:schema129.properties.outputs.items,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/outputs",schemaPath:"#/properties/outputs/type",keyword:"type",params:{type: "array"},schema:schema129.properties.outputs.type,parentSchema:schema129.properties.outputs,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.layers !== undefined){
let data12 = data.layers;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err18 = {instancePath:instancePath+"/layers",schemaPath:"#/properties/layers/type",keyword:"type",params:{type: "integer"},schema:schema129.properties.layers.type,parentSchema:schema129.properties.layers,data:data12};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.kvHeads !== undefined){
let data13 = data.kvHeads;
const _errs31 = errors;
let valid11 = false;
const _errs32 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err19 = {instancePath:instancePath+"/kvHeads",schemaPath:"#/properties/kvHeads/anyOf/0/type",keyword:"type",params:{type: "integer"},schema:schema129.properties.kvHeads.anyOf[0].type,parentSchema:schema129.properties.kvHeads.anyOf[0],data:data13};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs32 === errors;
valid11 = valid11 || _valid0;
if(!valid11){
const _errs34 = errors;
if(data13 !== null){
const err20 = {instancePath:instancePath+"/kvHeads",schemaPath:"#/properties/kvHeads/anyOf/1/type",keyword:"type",params:{type: "null"},schema:schema129.properties.kvHeads.anyOf[1].type,parentSchema:schema129.properties.kvHeads.anyOf[1],data:data13};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs34 === errors;
valid11 = valid11 || _valid0;
}
if(!valid11){
const err21 = {instancePath:instancePath+"/kvHeads",schemaPath:"#/properties/kvHeads/anyOf",keyword:"anyOf",params:{},schema:schema129.properties.kvHeads.anyOf,parentSchema:schema129.properties.kvHeads,data:data13};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
}
if(data.headDim !== undefined){
let data14 = data.headDim;
const _errs37 = errors;
let valid12 = false;
const _errs38 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err22 = {instancePath:instancePath+"/headDim",schemaPath:"#/properties/headDim/anyOf/0/type",keyword:"type",params:{type: "integer"},schema:schema129.properties.headDim.anyOf[0].type,parentSchema:schema129.properties.headDim.anyOf[0],data:data14};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid1 = _errs38 === errors;
valid12 = valid12 || _valid1;
if(!valid12){
const _errs40 = errors;
if(data14 !== null){
const err23 = {instancePath:instancePath+"/headDim",schemaPath:"#/properties/headDim/anyOf/1/type",keyword:"type",params:{type: "null"},schema:schema129.properties.headDim.anyOf[1].type,parentSchema:schema129.properties.headDim.anyOf[1],data:data14};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid1 = _errs40 === errors;
valid12 = valid12 || _valid1;
}
if(!valid12){
const err24 = {instancePath:instancePath+"/headDim",schemaPath:"#/properties/headDim/anyOf",keyword:"anyOf",params:{},schema:schema129.properties.headDim.anyOf,parentSchema:schema129.properties.headDim,data:data14};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
errors = _errs37;
if(vErrors !== null){
if(_errs37){
vErrors.length = _errs37;
}
else {
vErrors = null;
}
}
}
}
if(data.kvCache !== undefined){
let data15 = data.kvCache;
if(typeof data15 !== "boolean"){
const err25 = {instancePath:instancePath+"/kvCache",schemaPath:"#/properties/kvCache/type",keyword:"type",params:{type: "boolean"},schema:schema129.properties.kvCache.type,parentSchema:schema129.properties.kvCache,data:data15};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.logitsDtype !== undefined){
let data16 = data.logitsDtype;
if(typeof data16 !== "string"){
const err26 = {instancePath:instancePath+"/logitsDtype",schemaPath:"#/properties/logitsDtype/type",keyword:"type",params:{type: "string"},schema:schema129.properties.logitsDtype.type,parentSchema:schema129.properties.logitsDtype,data:data16};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!((data16 === "float32") || (data16 === "float16"))){
const err27 = {instancePath:instancePath+"/logitsDtype",schemaPath:"#/properties/logitsDtype/enum",keyword:"enum",params:{allowedValues: schema129.properties.logitsDtype.enum},schema:schema129.properties.logitsDtype.enum,parentSchema:schema129.properties.logitsDtype,data:data16};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.logitsWidth !== undefined){
let data17 = data.logitsWidth;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err28 = {instancePath:instancePath+"/logitsWidth",schemaPath:"#/properties/logitsWidth/type",keyword:"type",params:{type: "integer"},schema:schema129.properties.logitsWidth.type,parentSchema:schema129.properties.logitsWidth,data:data17};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 1 || isNaN(data17)){
const err29 = {instancePath:instancePath+"/logitsWidth",schemaPath:"#/properties/logitsWidth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},schema:1,parentSchema:schema129.properties.logitsWidth,data:data17};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
if(data.maxContext !== undefined){
let data18 = data.maxContext;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err30 = {instancePath:instancePath+"/maxContext",schemaPath:"#/properties/maxContext/type",keyword:"type",params:{type: "integer"},schema:schema129.properties.maxContext.type,parentSchema:schema129.properties.maxContext,data:data18};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 1 || isNaN(data18)){
const err31 = {instancePath:instancePath+"/maxContext",schemaPath:"#/properties/maxContext/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},schema:1,parentSchema:schema129.properties.maxContext,data:data18};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema129.type,parentSchema:schema129,data};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate321.errors = vErrors;
return errors === 0;
}


function validate316(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema126.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema126.required,parentSchema:schema126,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((((((((key0 === "path") || (key0 === "hub")) || (key0 === "onnxFile")) || (key0 === "sha256")) || (key0 === "sizeBytes")) || (key0 === "files")) || (key0 === "signature")) || (key0 === "tokenizer"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema126,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.path !== undefined){
let data0 = data.path;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},schema:schema126.properties.path.type,parentSchema:schema126.properties.path,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.hub !== undefined){
if(!(validate317(data.hub, {instancePath:instancePath+"/hub",parentData:data,parentDataProperty:"hub",rootData}))){
vErrors = vErrors === null ? validate317.errors : vErrors.concat(validate317.errors);
errors = vErrors.length;
}
}
if(data.onnxFile !== undefined){
let data2 = data.onnxFile;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/onnxFile",schemaPath:"#/properties/onnxFile/type",keyword:"type",params:{type: "string"},schema:schema126.properties.onnxFile.type,parentSchema:schema126.properties.onnxFile,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.sha256 !== undefined){
let data3 = data.sha256;
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err4 = {instancePath:instancePath+"/sha256",schemaPath:"#/properties/sha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},schema:"^[0-9a-f]{64}$",parentSchema:schema126.properties.sha256,data:data3};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/sha256",schemaPath:"#/properties/sha256/type",keyword:"type",params:{type: "string"},schema:schema126.properties.sha256.type,parentSchema:schema126.properties.sha256,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.sizeBytes !== undefined){
let data4 = data.sizeBytes;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err6 = {instancePath:instancePath+"/sizeBytes",schemaPath:"#/properties/sizeBytes/type",keyword:"type",params:{type: "integer"},schema:schema126.properties.sizeBytes.type,parentSchema:schema126.properties.sizeBytes,data:data4};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err7 = {instancePath:instancePath+"/sizeBytes",schemaPath:"#/properties/sizeBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema126.properties.sizeBytes,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.files !== undefined){
let data5 = data.files;
if(Array.isArray(data5)){
if(data5.length < 1){
const err8 = {instancePath:instancePath+"/files",schemaPath:"#/properties/files/minItems",keyword:"minItems",params:{limit: 1},schema:1,parentSchema:schema126.properties.files,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
if(!(validate319(data5[i0], {instancePath:instancePath+"/files/" + i0,parentData:data5,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate319.errors : vErrors.concat(validate319.errors);
errors = vErrors.length;
}
}
}
else {
const err9 = {instancePath:instancePath+"/files",schemaPath:"#/properties/files/type",keyword:"type",params:{type: "array"},schema:schema126.properties.files.type,parentSchema:schema126.properties.files,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.signature !== undefined){
if(!(validate321(data.signature, {instancePath:instancePath+"/signature",parentData:data,parentDataProperty:"signature",rootData}))){
vErrors = vErrors === null ? validate321.errors : vErrors.concat(validate321.errors);
errors = vErrors.length;
}
}
if(data.tokenizer !== undefined){
let data8 = data.tokenizer;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const prop1 of schema126.properties.tokenizer.required){
if(data8[prop1] === undefined){
const err10 = {instancePath:instancePath+"/tokenizer",schemaPath:"#/properties/tokenizer/required",keyword:"required",params:{missingProperty: prop1},schema:schema126.properties.tokenizer.required,parentSchema:schema126.properties.tokenizer,data:data8};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
for(const key1 in data8){
if(!((((key1 === "dir") || (key1 === "fingerprint")) || (key1 === "vocabSize")) || (key1 === "chatTemplate"))){
const err11 = {instancePath:instancePath+"/tokenizer",schemaPath:"#/properties/tokenizer/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},schema:false,parentSchema:schema126.properties.tokenizer,data:data8};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data8.dir !== undefined){
let data9 = data8.dir;
if(typeof data9 !== "string"){
const err12 = {instancePath:instancePath+"/tokenizer/dir",schemaPath:"#/properties/tokenizer/properties/dir/type",keyword:"type",params:{type: "string"},schema:schema126.properties.tokenizer.properties.dir.type,parentSchema:schema126.properties.tokenizer.properties.dir,data:data9};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data8.fingerprint !== undefined){
let data10 = data8.fingerprint;
if(typeof data10 !== "string"){
const err13 = {instancePath:instancePath+"/tokenizer/fingerprint",schemaPath:"#/properties/tokenizer/properties/fingerprint/type",keyword:"type",params:{type: "string"},schema:schema126.properties.tokenizer.properties.fingerprint.type,parentSchema:schema126.properties.tokenizer.properties.fingerprint,data:data10};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data8.vocabSize !== undefined){
let data11 = data8.vocabSize;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err14 = {instancePath:instancePath+"/tokenizer/vocabSize",schemaPath:"#/properties/tokenizer/properties/vocabSize/type",keyword:"type",params:{type: "integer"},schema:schema126.properties.tokenizer.properties.vocabSize.type,parentSchema:schema126.properties.tokenizer.properties.vocabSize,data:data11};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data8.chatTemplate !== undefined){
let data12 = data8.chatTemplate;
if(typeof data12 !== "boolean"){
const err15 = {instancePath:instancePath+"/tokenizer/chatTemplate",schemaPath:"#/properties/tokenizer/properties/chatTemplate/type",keyword:"type",params:{type: "boolean"},schema:schema126.properties.tokenizer.properties.chatTemplate.type,parentSchema:schema126.properties.tokenizer.properties.chatTemplate,data:data12};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/tokenizer",schemaPath:"#/properties/tokenizer/type",keyword:"type",params:{type: "object"},schema:schema126.properties.tokenizer.type,parentSchema:schema126.properties.tokenizer,data:data8};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema126.type,parentSchema:schema126,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate316.errors = vErrors;
return errors === 0;
}

const schema130 = {"type":"object","properties":{"identical":{"type":"boolean"},"differences":{"type":"array","items":{"type":"string"},"description":"Human-readable differences, most important first; empty when identical."}},"required":["identical","differences"],"additionalProperties":false,"description":"Result of the tokenizer identity check (docs/ARCHITECTURE.md §5)."};

function validate325(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema130.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema130.required,parentSchema:schema130,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((key0 === "identical") || (key0 === "differences"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema130,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.identical !== undefined){
let data0 = data.identical;
if(typeof data0 !== "boolean"){
const err2 = {instancePath:instancePath+"/identical",schemaPath:"#/properties/identical/type",keyword:"type",params:{type: "boolean"},schema:schema130.properties.identical.type,parentSchema:schema130.properties.identical,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.differences !== undefined){
let data1 = data.differences;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/differences/" + i0,schemaPath:"#/properties/differences/items/type",keyword:"type",params:{type: "string"},schema:schema130.properties.differences.items.type,parentSchema:schema130.properties.differences.items,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/differences",schemaPath:"#/properties/differences/type",keyword:"type",params:{type: "array"},schema:schema130.properties.differences.type,parentSchema:schema130.properties.differences,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema130.type,parentSchema:schema130,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate325.errors = vErrors;
return errors === 0;
}

const schema131 = {"type":"object","properties":{"family":{"$ref":"#/definitions/FamilyId"},"path":{"type":"string"},"sha256":{"type":"string","description":"SHA-256 of the suite file, lower-case hex.","pattern":"^[0-9a-f]{64}$"},"items":{"type":"integer","minimum":1}},"required":["family","path","sha256","items"],"additionalProperties":false,"description":"One suite file that entered the run."};

function validate327(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema131.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema131.required,parentSchema:schema131,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((((key0 === "family") || (key0 === "path")) || (key0 === "sha256")) || (key0 === "items"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema131,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.family !== undefined){
if(!(validate277(data.family, {instancePath:instancePath+"/family",parentData:data,parentDataProperty:"family",rootData}))){
vErrors = vErrors === null ? validate277.errors : vErrors.concat(validate277.errors);
errors = vErrors.length;
}
}
if(data.path !== undefined){
let data1 = data.path;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},schema:schema131.properties.path.type,parentSchema:schema131.properties.path,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.sha256 !== undefined){
let data2 = data.sha256;
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err3 = {instancePath:instancePath+"/sha256",schemaPath:"#/properties/sha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},schema:"^[0-9a-f]{64}$",parentSchema:schema131.properties.sha256,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/sha256",schemaPath:"#/properties/sha256/type",keyword:"type",params:{type: "string"},schema:schema131.properties.sha256.type,parentSchema:schema131.properties.sha256,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.items !== undefined){
let data3 = data.items;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err5 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "integer"},schema:schema131.properties.items.type,parentSchema:schema131.properties.items,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
const err6 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},schema:1,parentSchema:schema131.properties.items,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema131.type,parentSchema:schema131,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate327.errors = vErrors;
return errors === 0;
}

const schema132 = {"type":"object","properties":{"n":{"type":"integer","minimum":0,"description":"Labelled replies."},"agreement":{"type":["number","null"],"description":"Share of replies where \"refused\" equals the people's binary label (refusal or partial_refusal).","minimum":0,"maximum":1},"precision":{"type":["number","null"],"description":"Of the replies called refused, the share people labelled refusal or partial_refusal.","minimum":0,"maximum":1},"recall":{"type":["number","null"],"description":"Of the replies people labelled refusal or partial_refusal, the share called refused.","minimum":0,"maximum":1},"recallRefusal":{"type":["number","null"],"description":"Recall on the replies labelled refusal.","minimum":0,"maximum":1},"recallPartial":{"type":["number","null"],"description":"Recall on the replies labelled partial_refusal.","minimum":0,"maximum":1},"kappa":{"type":["number","null"],"description":"Cohen's κ of the binary decision against the binary label.","minimum":-1,"maximum":1},"confusion":{"type":"object","properties":{"compliance":{"type":"object","properties":{"refused":{"type":"integer","minimum":0},"notRefused":{"type":"integer","minimum":0}},"required":["refused","notRefused"],"additionalProperties":false},"refusal":{"type":"object","properties":{"refused":{"type":"integer","minimum":0},"notRefused":{"type":"integer","minimum":0}},"required":["refused","notRefused"],"additionalProperties":false},"partial_refusal":{"type":"object","properties":{"refused":{"type":"integer","minimum":0},"notRefused":{"type":"integer","minimum":0}},"required":["refused","notRefused"],"additionalProperties":false}},"required":["compliance","refusal","partial_refusal"],"additionalProperties":false,"description":"Per label: replies called refused and not refused."},"labelsFile":{"type":"string","description":"The labelled replies: the built-in held-out corpus or the file given with --refusal-labels."},"labelsSha256":{"type":"string","description":"SHA-256 of the labelled replies file, lower-case hex.","pattern":"^[0-9a-f]{64}$"},"builtinLabels":{"type":"boolean","description":"Whether `labelsFile` is tunegate's own held-out corpus."},"patternsFile":{"type":"string","description":"The refusal patterns file of the run."}},"required":["agreement","builtinLabels","confusion","kappa","labelsFile","labelsSha256","n","patternsFile","precision","recall","recallPartial","recallRefusal"],"additionalProperties":false,"description":"How the run's refusal patterns agreed with people, measured on a labelled reply file before scoring."};

function validate330(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema132.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema132.required,parentSchema:schema132,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(func2.call(schema132.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema132,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.n !== undefined){
let data0 = data.n;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/n",schemaPath:"#/properties/n/type",keyword:"type",params:{type: "integer"},schema:schema132.properties.n.type,parentSchema:schema132.properties.n,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/n",schemaPath:"#/properties/n/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema132.properties.n,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.agreement !== undefined){
let data1 = data.agreement;
if((!((typeof data1 == "number") && (isFinite(data1)))) && (data1 !== null)){
const err4 = {instancePath:instancePath+"/agreement",schemaPath:"#/properties/agreement/type",keyword:"type",params:{type: schema132.properties.agreement.type},schema:schema132.properties.agreement.type,parentSchema:schema132.properties.agreement,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 1 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/agreement",schemaPath:"#/properties/agreement/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},schema:1,parentSchema:schema132.properties.agreement,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/agreement",schemaPath:"#/properties/agreement/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema132.properties.agreement,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.precision !== undefined){
let data2 = data.precision;
if((!((typeof data2 == "number") && (isFinite(data2)))) && (data2 !== null)){
const err7 = {instancePath:instancePath+"/precision",schemaPath:"#/properties/precision/type",keyword:"type",params:{type: schema132.properties.precision.type},schema:schema132.properties.precision.type,parentSchema:schema132.properties.precision,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/precision",schemaPath:"#/properties/precision/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},schema:1,parentSchema:schema132.properties.precision,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/precision",schemaPath:"#/properties/precision/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema132.properties.precision,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.recall !== undefined){
let data3 = data.recall;
if((!((typeof data3 == "number") && (isFinite(data3)))) && (data3 !== null)){
const err10 = {instancePath:instancePath+"/recall",schemaPath:"#/properties/recall/type",keyword:"type",params:{type: schema132.properties.recall.type},schema:schema132.properties.recall.type,parentSchema:schema132.properties.recall,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/recall",schemaPath:"#/properties/recall/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},schema:1,parentSchema:schema132.properties.recall,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/recall",schemaPath:"#/properties/recall/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema132.properties.recall,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.recallRefusal !== undefined){
let data4 = data.recallRefusal;
if((!((typeof data4 == "number") && (isFinite(data4)))) && (data4 !== null)){
const err13 = {instancePath:instancePath+"/recallRefusal",schemaPath:"#/properties/recallRefusal/type",keyword:"type",params:{type: schema132.properties.recallRefusal.type},schema:schema132.properties.recallRefusal.type,parentSchema:schema132.properties.recallRefusal,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 1 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/recallRefusal",schemaPath:"#/properties/recallRefusal/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},schema:1,parentSchema:schema132.properties.recallRefusal,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/recallRefusal",schemaPath:"#/properties/recallRefusal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema132.properties.recallRefusal,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.recallPartial !== undefined){
let data5 = data.recallPartial;
if((!((typeof data5 == "number") && (isFinite(data5)))) && (data5 !== null)){
const err16 = {instancePath:instancePath+"/recallPartial",schemaPath:"#/properties/recallPartial/type",keyword:"type",params:{type: schema132.properties.recallPartial.type},schema:schema132.properties.recallPartial.type,parentSchema:schema132.properties.recallPartial,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 1 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/recallPartial",schemaPath:"#/properties/recallPartial/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},schema:1,parentSchema:schema132.properties.recallPartial,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err18 = {instancePath:instancePath+"/recallPartial",schemaPath:"#/properties/recallPartial/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema132.properties.recallPartial,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.kappa !== undefined){
let data6 = data.kappa;
if((!((typeof data6 == "number") && (isFinite(data6)))) && (data6 !== null)){
const err19 = {instancePath:instancePath+"/kappa",schemaPath:"#/properties/kappa/type",keyword:"type",params:{type: schema132.properties.kappa.type},schema:schema132.properties.kappa.type,parentSchema:schema132.properties.kappa,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 1 || isNaN(data6)){
const err20 = {instancePath:instancePath+"/kappa",schemaPath:"#/properties/kappa/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},schema:1,parentSchema:schema132.properties.kappa,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data6 < -1 || isNaN(data6)){
const err21 = {instancePath:instancePath+"/kappa",schemaPath:"#/properties/kappa/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},schema:-1,parentSchema:schema132.properties.kappa,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data.confusion !== undefined){
let data7 = data.confusion;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const prop1 of schema132.properties.confusion.required){
if(data7[prop1] === undefined){
const err22 = {instancePath:instancePath+"/confusion",schemaPath:"#/properties/confusion/required",keyword:"required",params:{missingProperty: prop1},schema:schema132.properties.confusion.required,parentSchema:schema132.properties.confusion,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
for(const key1 in data7){
if(!(((key1 === "compliance") || (key1 === "refusal")) || (key1 === "partial_refusal"))){
const err23 = {instancePath:instancePath+"/confusion",schemaPath:"#/properties/confusion/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},schema:false,parentSchema:schema132.properties.confusion,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data7.compliance !== undefined){
let data8 = data7.compliance;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const prop2 of schema132.properties.confusion.properties.compliance.required){
if(data8[prop2] === undefined){
const err24 = {instancePath:instancePath+"/confusion/compliance",schemaPath:"#/properties/confusion/properties/compliance/required",keyword:"required",params:{missingProperty: prop2},schema:schema132.properties.confusion.properties.compliance.required,parentSchema:schema132.properties.confusion.properties.compliance,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
for(const key2 in data8){
if(!((key2 === "refused") || (key2 === "notRefused"))){
const err25 = {instancePath:instancePath+"/confusion/compliance",schemaPath:"#/properties/confusion/properties/compliance/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},schema:false,parentSchema:schema132.properties.confusion.properties.compliance,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data8.refused !== undefined){
let data9 = data8.refused;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err26 = {instancePath:instancePath+"/confusion/compliance/refused",schemaPath:"#/properties/confusion/properties/compliance/properties/refused/type",keyword:"type",params:{type: "integer"},schema:schema132.properties.confusion.properties.compliance.properties.refused.type,parentSchema:schema132.properties.confusion.properties.compliance.properties.refused,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err27 = {instancePath:instancePath+"/confusion/compliance/refused",schemaPath:"#/properties/confusion/properties/compliance/properties/refused/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema132.properties.confusion.properties.compliance.properties.refused,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data8.notRefused !== undefined){
let data10 = data8.notRefused;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err28 = {instancePath:instancePath+"/confusion/compliance/notRefused",schemaPath:"#/properties/confusion/properties/compliance/properties/notRefused/type",keyword:"type",params:{type: "integer"},schema:schema132.properties.confusion.properties.compliance.properties.notRefused.type,parentSchema:schema132.properties.confusion.properties.compliance.properties.notRefused,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err29 = {instancePath:instancePath+"/confusion/compliance/notRefused",schemaPath:"#/properties/confusion/properties/compliance/properties/notRefused/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema132.properties.confusion.properties.compliance.properties.notRefused,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
}
else {
const err30 = {instancePath:instancePath+"/confusion/compliance",schemaPath:"#/properties/confusion/properties/compliance/type",keyword:"type",params:{type: "object"},schema:schema132.properties.confusion.properties.compliance.type,parentSchema:schema132.properties.confusion.properties.compliance,data:data8};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data7.refusal !== undefined){
let data11 = data7.refusal;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
for(const prop3 of schema132.properties.confusion.properties.refusal.required){
if(data11[prop3] === undefined){
const err31 = {instancePath:instancePath+"/confusion/refusal",schemaPath:"#/properties/confusion/properties/refusal/required",keyword:"required",params:{missingProperty: prop3},schema:schema132.properties.confusion.properties.refusal.required,parentSchema:schema132.properties.confusion.properties.refusal,data:data11};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
for(const key3 in data11){
if(!((key3 === "refused") || (key3 === "notRefused"))){
const err32 = {instancePath:instancePath+"/confusion/refusal",schemaPath:"#/properties/confusion/properties/refusal/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},schema:false,parentSchema:schema132.properties.confusion.properties.refusal,data:data11};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data11.refused !== undefined){
let data12 = data11.refused;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err33 = {instancePath:instancePath+"/confusion/refusal/refused",schemaPath:"#/properties/confusion/properties/refusal/properties/refused/type",keyword:"type",params:{type: "integer"},schema:schema132.properties.confusion.properties.refusal.properties.refused.type,parentSchema:schema132.properties.confusion.properties.refusal.properties.refused,data:data12};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err34 = {instancePath:instancePath+"/confusion/refusal/refused",schemaPath:"#/properties/confusion/properties/refusal/properties/refused/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema132.properties.confusion.properties.refusal.properties.refused,data:data12};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
if(data11.notRefused !== undefined){
let data13 = data11.notRefused;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err35 = {instancePath:instancePath+"/confusion/refusal/notRefused",schemaPath:"#/properties/confusion/properties/refusal/properties/notRefused/type",keyword:"type",params:{type: "integer"},schema:schema132.properties.confusion.properties.refusal.properties.notRefused.type,parentSchema:schema132.properties.confusion.properties.refusal.properties.notRefused,data:data13};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err36 = {instancePath:instancePath+"/confusion/refusal/notRefused",schemaPath:"#/properties/confusion/properties/refusal/properties/notRefused/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema132.properties.confusion.properties.refusal.properties.notRefused,data:data13};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
}
else {
const err37 = {instancePath:instancePath+"/confusion/refusal",schemaPath:"#/properties/confusion/properties/refusal/type",keyword:"type",params:{type: "object"},schema:schema132.properties.confusion.properties.refusal.type,parentSchema:schema132.properties.confusion.properties.refusal,data:data11};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data7.partial_refusal !== undefined){
let data14 = data7.partial_refusal;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
for(const prop4 of schema132.properties.confusion.properties.partial_refusal.required){
if(data14[prop4] === undefined){
const err38 = {instancePath:instancePath+"/confusion/partial_refusal",schemaPath:"#/properties/confusion/properties/partial_refusal/required",keyword:"required",params:{missingProperty: prop4},schema:schema132.properties.confusion.properties.partial_refusal.required,parentSchema:schema132.properties.confusion.properties.partial_refusal,data:data14};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
for(const key4 in data14){
if(!((key4 === "refused") || (key4 === "notRefused"))){
const err39 = {instancePath:instancePath+"/confusion/partial_refusal",schemaPath:"#/properties/confusion/properties/partial_refusal/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},schema:false,parentSchema:schema132.properties.confusion.properties.partial_refusal,data:data14};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data14.refused !== undefined){
let data15 = data14.refused;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err40 = {instancePath:instancePath+"/confusion/partial_refusal/refused",schemaPath:"#/properties/confusion/properties/partial_refusal/properties/refused/type",keyword:"type",params:{type: "integer"},schema:schema132.properties.confusion.properties.partial_refusal.properties.refused.type,parentSchema:schema132.properties.confusion.properties.partial_refusal.properties.refused,data:data15};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err41 = {instancePath:instancePath+"/confusion/partial_refusal/refused",schemaPath:"#/properties/confusion/properties/partial_refusal/properties/refused/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema132.properties.confusion.properties.partial_refusal.properties.refused,data:data15};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
if(data14.notRefused !== undefined){
let data16 = data14.notRefused;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err42 = {instancePath:instancePath+"/confusion/partial_refusal/notRefused",schemaPath:"#/properties/confusion/properties/partial_refusal/properties/notRefused/type",keyword:"type",params:{type: "integer"},schema:schema132.properties.confusion.properties.partial_refusal.properties.notRefused.type,parentSchema:schema132.properties.confusion.properties.partial_refusal.properties.notRefused,data:data16};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
const err43 = {instancePath:instancePath+"/confusion/partial_refusal/notRefused",schemaPath:"#/properties/confusion/properties/partial_refusal/properties/notRefused/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema132.properties.confusion.properties.partial_refusal.properties.notRefused,data:data16};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
}
else {
const err44 = {instancePath:instancePath+"/confusion/partial_refusal",schemaPath:"#/properties/confusion/properties/partial_refusal/type",keyword:"type",params:{type: "object"},schema:schema132.properties.confusion.properties.partial_refusal.type,parentSchema:schema132.properties.confusion.properties.partial_refusal,data:data14};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/confusion",schemaPath:"#/properties/confusion/type",keyword:"type",params:{type: "object"},schema:schema132.properties.confusion.type,parentSchema:schema132.properties.confusion,data:data7};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.labelsFile !== undefined){
let data17 = data.labelsFile;
if(typeof data17 !== "string"){
const err46 = {instancePath:instancePath+"/labelsFile",schemaPath:"#/properties/labelsFile/type",keyword:"type",params:{type: "string"},schema:schema132.properties.labelsFile.type,parentSchema:schema132.properties.labelsFile,data:data17};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.labelsSha256 !== undefined){
let data18 = data.labelsSha256;
if(typeof data18 === "string"){
if(!pattern0.test(data18)){
const err47 = {instancePath:instancePath+"/labelsSha256",schemaPath:"#/properties/labelsSha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},schema:"^[0-9a-f]{64}$",parentSchema:schema132.properties.labelsSha256,data:data18};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/labelsSha256",schemaPath:"#/properties/labelsSha256/type",keyword:"type",params:{type: "string"},schema:schema132.properties.labelsSha256.type,parentSchema:schema132.properties.labelsSha256,data:data18};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.builtinLabels !== undefined){
let data19 = data.builtinLabels;
if(typeof data19 !== "boolean"){
const err49 = {instancePath:instancePath+"/builtinLabels",schemaPath:"#/properties/builtinLabels/type",keyword:"type",params:{type: "boolean"},schema:schema132.properties.builtinLabels.type,parentSchema:schema132.properties.builtinLabels,data:data19};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.patternsFile !== undefined){
let data20 = data.patternsFile;
if(typeof data20 !== "string"){
const err50 = {instancePath:instancePath+"/patternsFile",schemaPath:"#/properties/patternsFile/type",keyword:"type",params:{type: "string"},schema:schema132.properties.patternsFile.type,parentSchema:schema132.properties.patternsFile,data:data20};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema132.type,parentSchema:schema132,data};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
validate330.errors = vErrors;
return errors === 0;
}

const schema133 = {"type":"object","properties":{"family":{"$ref":"#/definitions/FamilyId"},"skipped":{"type":["string","null"],"description":"Why the family did not run (no suite, preflight skip, interrupted first); the same on every shard. Null when it ran."},"itemIds":{"type":"array","items":{"type":"string"},"description":"Every item id of the family's suite, in suite order: the merge restores this order and checks coverage against it."},"shardItemIds":{"type":"array","items":{"type":"string"},"description":"The ids the split gave this shard, in suite order; empty when the family did not run."},"interrupted":{"type":"boolean","description":"The shard stopped (Ctrl-C, SIGTERM) before scoring all of `shardItemIds`."},"baseMs":{"type":"number","minimum":0,"description":"Wall-clock time inside each model on this shard."},"tunedMs":{"type":"number","minimum":0}},"required":["family","skipped","itemIds","shardItemIds","interrupted","baseMs","tunedMs"],"additionalProperties":false,"description":"One requested family in a shard: the whole suite's item ids, the ones this shard scored, or why the family did not run."};

function validate332(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema133.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema133.required,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(((((((key0 === "family") || (key0 === "skipped")) || (key0 === "itemIds")) || (key0 === "shardItemIds")) || (key0 === "interrupted")) || (key0 === "baseMs")) || (key0 === "tunedMs"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.family !== undefined){
if(!(validate277(data.family, {instancePath:instancePath+"/family",parentData:data,parentDataProperty:"family",rootData}))){
vErrors = vErrors === null ? validate277.errors : vErrors.concat(validate277.errors);
errors = vErrors.length;
}
}
if(data.skipped !== undefined){
let data1 = data.skipped;
if((typeof data1 !== "string") && (data1 !== null)){
const err2 = {instancePath:instancePath+"/skipped",schemaPath:"#/properties/skipped/type",keyword:"type",params:{type: schema133.properties.skipped.type},schema:schema133.properties.skipped.type,parentSchema:schema133.properties.skipped,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.itemIds !== undefined){
let data2 = data.itemIds;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(typeof data3 !== "string"){
const err3 = {instancePath:instancePath+"/itemIds/" + i0,schemaPath:"#/properties/itemIds/items/type",keyword:"type",params:{type: "string"},schema:schema133.properties.itemIds.items.type,parentSchema:schema133.properties.itemIds.items,data:data3};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/itemIds",schemaPath:"#/properties/itemIds/type",keyword:"type",params:{type: "array"},schema:schema133.properties.itemIds.type,parentSchema:schema133.properties.itemIds,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.shardItemIds !== undefined){
let data4 = data.shardItemIds;
if(Array.isArray(data4)){
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if(typeof data5 !== "string"){
const err5 = {instancePath:instancePath+"/shardItemIds/" + i1,schemaPath:"#/properties/shardItemIds/items/type",keyword:"type",params:{type: "string"},schema:schema133.properties.shardItemIds.items.type,parentSchema:schema133.properties.shardItemIds.items,data:data5};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/shardItemIds",schemaPath:"#/properties/shardItemIds/type",keyword:"type",params:{type: "array"},schema:schema133.properties.shardItemIds.type,parentSchema:schema133.properties.shardItemIds,data:data4};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.interrupted !== undefined){
let data6 = data.interrupted;
if(typeof data6 !== "boolean"){
const err7 = {instancePath:instancePath+"/interrupted",schemaPath:"#/properties/interrupted/type",keyword:"type",params:{type: "boolean"},schema:schema133.properties.interrupted.type,parentSchema:schema133.properties.interrupted,data:data6};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.baseMs !== undefined){
let data7 = data.baseMs;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err8 = {instancePath:instancePath+"/baseMs",schemaPath:"#/properties/baseMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema133.properties.baseMs,data:data7};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/baseMs",schemaPath:"#/properties/baseMs/type",keyword:"type",params:{type: "number"},schema:schema133.properties.baseMs.type,parentSchema:schema133.properties.baseMs,data:data7};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.tunedMs !== undefined){
let data8 = data.tunedMs;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err10 = {instancePath:instancePath+"/tunedMs",schemaPath:"#/properties/tunedMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema133.properties.tunedMs,data:data8};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/tunedMs",schemaPath:"#/properties/tunedMs/type",keyword:"type",params:{type: "number"},schema:schema133.properties.tunedMs.type,parentSchema:schema133.properties.tunedMs,data:data8};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema133.type,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate332.errors = vErrors;
return errors === 0;
}

const schema134 = {"type":"object","properties":{"family":{"$ref":"#/definitions/RecordFamily"},"id":{"type":"string"},"reason":{"type":"string"}},"required":["family","id","reason"],"additionalProperties":false,"description":"An item that could not be scored, with why (counted in the report)."};
const schema135 = {"anyOf":[{"type":"string","const":"capability"},{"type":"string","const":"generation"},{"type":"string","const":"refusal"},{"type":"string","const":"divergence"},{"type":"string","const":"scores"},{"$ref":"#/definitions/RegisteredFamilyId"}],"description":"A kind of item record (a suite family, shipped or registered, or `scores`)."};

function validate336(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},schema:schema135.anyOf[0].type,parentSchema:schema135.anyOf[0],data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if("capability" !== data){
const err1 = {instancePath,schemaPath:"#/anyOf/0/const",keyword:"const",params:{allowedValue: "capability"},schema:"capability",parentSchema:schema135.anyOf[0],data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(typeof data !== "string"){
const err2 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},schema:schema135.anyOf[1].type,parentSchema:schema135.anyOf[1],data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("generation" !== data){
const err3 = {instancePath,schemaPath:"#/anyOf/1/const",keyword:"const",params:{allowedValue: "generation"},schema:"generation",parentSchema:schema135.anyOf[1],data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs5 = errors;
if(typeof data !== "string"){
const err4 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "string"},schema:schema135.anyOf[2].type,parentSchema:schema135.anyOf[2],data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("refusal" !== data){
const err5 = {instancePath,schemaPath:"#/anyOf/2/const",keyword:"const",params:{allowedValue: "refusal"},schema:"refusal",parentSchema:schema135.anyOf[2],data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs7 = errors;
if(typeof data !== "string"){
const err6 = {instancePath,schemaPath:"#/anyOf/3/type",keyword:"type",params:{type: "string"},schema:schema135.anyOf[3].type,parentSchema:schema135.anyOf[3],data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("divergence" !== data){
const err7 = {instancePath,schemaPath:"#/anyOf/3/const",keyword:"const",params:{allowedValue: "divergence"},schema:"divergence",parentSchema:schema135.anyOf[3],data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs9 = errors;
if(typeof data !== "string"){
const err8 = {instancePath,schemaPath:"#/anyOf/4/type",keyword:"type",params:{type: "string"},schema:schema135.anyOf[4].type,parentSchema:schema135.anyOf[4],data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if("scores" !== data){
const err9 = {instancePath,schemaPath:"#/anyOf/4/const",keyword:"const",params:{allowedValue: "scores"},schema:"scores",parentSchema:schema135.anyOf[4],data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs11 = errors;
if(!(validate280(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate280.errors : vErrors.concat(validate280.errors);
errors = vErrors.length;
}
var _valid0 = _errs11 === errors;
valid0 = valid0 || _valid0;
}
}
}
}
}
if(!valid0){
const err10 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},schema:schema135.anyOf,parentSchema:schema135,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate336.errors = vErrors;
return errors === 0;
}


function validate335(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema134.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema134.required,parentSchema:schema134,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(((key0 === "family") || (key0 === "id")) || (key0 === "reason"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema134,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.family !== undefined){
if(!(validate336(data.family, {instancePath:instancePath+"/family",parentData:data,parentDataProperty:"family",rootData}))){
vErrors = vErrors === null ? validate336.errors : vErrors.concat(validate336.errors);
errors = vErrors.length;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},schema:schema134.properties.id.type,parentSchema:schema134.properties.id,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.reason !== undefined){
let data2 = data.reason;
if(typeof data2 !== "string"){
const err3 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},schema:schema134.properties.reason.type,parentSchema:schema134.properties.reason,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema134.type,parentSchema:schema134,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate335.errors = vErrors;
return errors === 0;
}

const schema136 = {"type":"object","properties":{"itemsSha256":{"type":"string","description":"SHA-256 of items.jsonl's bytes, lower-case hex.","pattern":"^[0-9a-f]{64}$"},"manifestSha256":{"type":"string","description":"SHA-256 of the manifest as compact JSON (JSON.stringify, no indentation) with this field set to '', lower-case hex. It covers `itemsSha256`, so it binds the manifest to its items.","pattern":"^[0-9a-f]{64}$"}},"required":["itemsSha256","manifestSha256"],"additionalProperties":false,"description":"A shard's checksums (docs/ARCHITECTURE.md §13): a changed byte in items.jsonl or manifest.json, or a manifest moved beside another shard's items, fails the merge naming the folder and file."};

function validate340(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema136.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema136.required,parentSchema:schema136,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!((key0 === "itemsSha256") || (key0 === "manifestSha256"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema136,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.itemsSha256 !== undefined){
let data0 = data.itemsSha256;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err2 = {instancePath:instancePath+"/itemsSha256",schemaPath:"#/properties/itemsSha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},schema:"^[0-9a-f]{64}$",parentSchema:schema136.properties.itemsSha256,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/itemsSha256",schemaPath:"#/properties/itemsSha256/type",keyword:"type",params:{type: "string"},schema:schema136.properties.itemsSha256.type,parentSchema:schema136.properties.itemsSha256,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.manifestSha256 !== undefined){
let data1 = data.manifestSha256;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err4 = {instancePath:instancePath+"/manifestSha256",schemaPath:"#/properties/manifestSha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},schema:"^[0-9a-f]{64}$",parentSchema:schema136.properties.manifestSha256,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/manifestSha256",schemaPath:"#/properties/manifestSha256/type",keyword:"type",params:{type: "string"},schema:schema136.properties.manifestSha256.type,parentSchema:schema136.properties.manifestSha256,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema136.type,parentSchema:schema136,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate340.errors = vErrors;
return errors === 0;
}


function validate269(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const prop0 of schema102.required){
if(data[prop0] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: prop0},schema:schema102.required,parentSchema:schema102,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
for(const key0 in data){
if(!(func2.call(schema102.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},schema:false,parentSchema:schema102,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.schemaVersion !== undefined){
let data0 = data.schemaVersion;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "number"},schema:schema102.properties.schemaVersion.type,parentSchema:schema102.properties.schemaVersion,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(1 !== data0){
const err3 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},schema:1,parentSchema:schema102.properties.schemaVersion,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.runId !== undefined){
let data1 = data.runId;
if(typeof data1 === "string"){
if(func3(data1) < 1){
const err4 = {instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/minLength",keyword:"minLength",params:{limit: 1},schema:1,parentSchema:schema102.properties.runId,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/type",keyword:"type",params:{type: "string"},schema:schema102.properties.runId.type,parentSchema:schema102.properties.runId,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.tool !== undefined){
let data2 = data.tool;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const prop1 of schema102.properties.tool.required){
if(data2[prop1] === undefined){
const err6 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/required",keyword:"required",params:{missingProperty: prop1},schema:schema102.properties.tool.required,parentSchema:schema102.properties.tool,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
for(const key1 in data2){
if(!(((key1 === "name") || (key1 === "version")) || (key1 === "commit"))){
const err7 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},schema:false,parentSchema:schema102.properties.tool,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.name !== undefined){
let data3 = data2.name;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/tool/name",schemaPath:"#/properties/tool/properties/name/type",keyword:"type",params:{type: "string"},schema:schema102.properties.tool.properties.name.type,parentSchema:schema102.properties.tool.properties.name,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if("tunegate" !== data3){
const err9 = {instancePath:instancePath+"/tool/name",schemaPath:"#/properties/tool/properties/name/const",keyword:"const",params:{allowedValue: "tunegate"},schema:"tunegate",parentSchema:schema102.properties.tool.properties.name,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.version !== undefined){
let data4 = data2.version;
if(typeof data4 !== "string"){
const err10 = {instancePath:instancePath+"/tool/version",schemaPath:"#/properties/tool/properties/version/type",keyword:"type",params:{type: "string"},schema:schema102.properties.tool.properties.version.type,parentSchema:schema102.properties.tool.properties.version,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.commit !== undefined){
let data5 = data2.commit;
if(typeof data5 !== "string"){
const err11 = {instancePath:instancePath+"/tool/commit",schemaPath:"#/properties/tool/properties/commit/type",keyword:"type",params:{type: "string"},schema:schema102.properties.tool.properties.commit.type,parentSchema:schema102.properties.tool.properties.commit,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/type",keyword:"type",params:{type: "object"},schema:schema102.properties.tool.type,parentSchema:schema102.properties.tool,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.command !== undefined){
let data6 = data.command;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(typeof data7 !== "string"){
const err13 = {instancePath:instancePath+"/command/" + i0,schemaPath:"#/properties/command/items/type",keyword:"type",params:{type: "string"},schema:schema102.properties.command.items.type,parentSchema:schema102.properties.command.items,data:data7};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "array"},schema:schema102.properties.command.type,parentSchema:schema102.properties.command,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.startedAt !== undefined){
let data8 = data.startedAt;
if(!(typeof data8 === "string")){
const err15 = {instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/type",keyword:"type",params:{type: "string"},schema:schema102.properties.startedAt.type,parentSchema:schema102.properties.startedAt,data:data8};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.finishedAt !== undefined){
let data9 = data.finishedAt;
if(!(typeof data9 === "string")){
const err16 = {instancePath:instancePath+"/finishedAt",schemaPath:"#/properties/finishedAt/type",keyword:"type",params:{type: "string"},schema:schema102.properties.finishedAt.type,parentSchema:schema102.properties.finishedAt,data:data9};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.kind !== undefined){
let data10 = data.kind;
if(typeof data10 !== "string"){
const err17 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},schema:schema102.properties.kind.type,parentSchema:schema102.properties.kind,data:data10};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if("tunegate-shard" !== data10){
const err18 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "tunegate-shard"},schema:"tunegate-shard",parentSchema:schema102.properties.kind,data:data10};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.shard !== undefined){
if(!(validate270(data.shard, {instancePath:instancePath+"/shard",parentData:data,parentDataProperty:"shard",rootData}))){
vErrors = vErrors === null ? validate270.errors : vErrors.concat(validate270.errors);
errors = vErrors.length;
}
}
if(data.environment !== undefined){
if(!(validate272(data.environment, {instancePath:instancePath+"/environment",parentData:data,parentDataProperty:"environment",rootData}))){
vErrors = vErrors === null ? validate272.errors : vErrors.concat(validate272.errors);
errors = vErrors.length;
}
}
if(data.settings !== undefined){
if(!(validate274(data.settings, {instancePath:instancePath+"/settings",parentData:data,parentDataProperty:"settings",rootData}))){
vErrors = vErrors === null ? validate274.errors : vErrors.concat(validate274.errors);
errors = vErrors.length;
}
}
if(data.scoring !== undefined){
if(!(validate314(data.scoring, {instancePath:instancePath+"/scoring",parentData:data,parentDataProperty:"scoring",rootData}))){
vErrors = vErrors === null ? validate314.errors : vErrors.concat(validate314.errors);
errors = vErrors.length;
}
}
if(data.models !== undefined){
let data15 = data.models;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
for(const prop2 of schema102.properties.models.required){
if(data15[prop2] === undefined){
const err19 = {instancePath:instancePath+"/models",schemaPath:"#/properties/models/required",keyword:"required",params:{missingProperty: prop2},schema:schema102.properties.models.required,parentSchema:schema102.properties.models,data:data15};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
for(const key2 in data15){
if(!((key2 === "base") || (key2 === "tuned"))){
const err20 = {instancePath:instancePath+"/models",schemaPath:"#/properties/models/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},schema:false,parentSchema:schema102.properties.models,data:data15};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data15.base !== undefined){
if(!(validate316(data15.base, {instancePath:instancePath+"/models/base",parentData:data15,parentDataProperty:"base",rootData}))){
vErrors = vErrors === null ? validate316.errors : vErrors.concat(validate316.errors);
errors = vErrors.length;
}
}
if(data15.tuned !== undefined){
if(!(validate316(data15.tuned, {instancePath:instancePath+"/models/tuned",parentData:data15,parentDataProperty:"tuned",rootData}))){
vErrors = vErrors === null ? validate316.errors : vErrors.concat(validate316.errors);
errors = vErrors.length;
}
}
}
else {
const err21 = {instancePath:instancePath+"/models",schemaPath:"#/properties/models/type",keyword:"type",params:{type: "object"},schema:schema102.properties.models.type,parentSchema:schema102.properties.models,data:data15};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.tokenizerCheck !== undefined){
if(!(validate325(data.tokenizerCheck, {instancePath:instancePath+"/tokenizerCheck",parentData:data,parentDataProperty:"tokenizerCheck",rootData}))){
vErrors = vErrors === null ? validate325.errors : vErrors.concat(validate325.errors);
errors = vErrors.length;
}
}
if(data.suites !== undefined){
let data19 = data.suites;
if(Array.isArray(data19)){
const len1 = data19.length;
for(let i1=0; i1<len1; i1++){
if(!(validate327(data19[i1], {instancePath:instancePath+"/suites/" + i1,parentData:data19,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate327.errors : vErrors.concat(validate327.errors);
errors = vErrors.length;
}
}
}
else {
const err22 = {instancePath:instancePath+"/suites",schemaPath:"#/properties/suites/type",keyword:"type",params:{type: "array"},schema:schema102.properties.suites.type,parentSchema:schema102.properties.suites,data:data19};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.refusalClassifier !== undefined){
if(!(validate330(data.refusalClassifier, {instancePath:instancePath+"/refusalClassifier",parentData:data,parentDataProperty:"refusalClassifier",rootData}))){
vErrors = vErrors === null ? validate330.errors : vErrors.concat(validate330.errors);
errors = vErrors.length;
}
}
if(data.families !== undefined){
let data22 = data.families;
if(Array.isArray(data22)){
const len2 = data22.length;
for(let i2=0; i2<len2; i2++){
if(!(validate332(data22[i2], {instancePath:instancePath+"/families/" + i2,parentData:data22,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate332.errors : vErrors.concat(validate332.errors);
errors = vErrors.length;
}
}
}
else {
const err23 = {instancePath:instancePath+"/families",schemaPath:"#/properties/families/type",keyword:"type",params:{type: "array"},schema:schema102.properties.families.type,parentSchema:schema102.properties.families,data:data22};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.skippedItems !== undefined){
let data24 = data.skippedItems;
if(Array.isArray(data24)){
const len3 = data24.length;
for(let i3=0; i3<len3; i3++){
if(!(validate335(data24[i3], {instancePath:instancePath+"/skippedItems/" + i3,parentData:data24,parentDataProperty:i3,rootData}))){
vErrors = vErrors === null ? validate335.errors : vErrors.concat(validate335.errors);
errors = vErrors.length;
}
}
}
else {
const err24 = {instancePath:instancePath+"/skippedItems",schemaPath:"#/properties/skippedItems/type",keyword:"type",params:{type: "array"},schema:schema102.properties.skippedItems.type,parentSchema:schema102.properties.skippedItems,data:data24};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.warnings !== undefined){
let data26 = data.warnings;
if(Array.isArray(data26)){
const len4 = data26.length;
for(let i4=0; i4<len4; i4++){
let data27 = data26[i4];
if(typeof data27 !== "string"){
const err25 = {instancePath:instancePath+"/warnings/" + i4,schemaPath:"#/properties/warnings/items/type",keyword:"type",params:{type: "string"},schema:schema102.properties.warnings.items.type,parentSchema:schema102.properties.warnings.items,data:data27};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/warnings",schemaPath:"#/properties/warnings/type",keyword:"type",params:{type: "array"},schema:schema102.properties.warnings.type,parentSchema:schema102.properties.warnings,data:data26};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.advice !== undefined){
let data28 = data.advice;
if(Array.isArray(data28)){
const len5 = data28.length;
for(let i5=0; i5<len5; i5++){
let data29 = data28[i5];
if(typeof data29 !== "string"){
const err27 = {instancePath:instancePath+"/advice/" + i5,schemaPath:"#/properties/advice/items/type",keyword:"type",params:{type: "string"},schema:schema102.properties.advice.items.type,parentSchema:schema102.properties.advice.items,data:data29};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/advice",schemaPath:"#/properties/advice/type",keyword:"type",params:{type: "array"},schema:schema102.properties.advice.type,parentSchema:schema102.properties.advice,data:data28};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.timings !== undefined){
let data30 = data.timings;
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
for(const prop3 of schema102.properties.timings.required){
if(data30[prop3] === undefined){
const err29 = {instancePath:instancePath+"/timings",schemaPath:"#/properties/timings/required",keyword:"required",params:{missingProperty: prop3},schema:schema102.properties.timings.required,parentSchema:schema102.properties.timings,data:data30};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
for(const key3 in data30){
if(!((key3 === "totalMs") || (key3 === "loadMs"))){
const err30 = {instancePath:instancePath+"/timings",schemaPath:"#/properties/timings/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},schema:false,parentSchema:schema102.properties.timings,data:data30};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data30.totalMs !== undefined){
let data31 = data30.totalMs;
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 < 0 || isNaN(data31)){
const err31 = {instancePath:instancePath+"/timings/totalMs",schemaPath:"#/properties/timings/properties/totalMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema102.properties.timings.properties.totalMs,data:data31};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/timings/totalMs",schemaPath:"#/properties/timings/properties/totalMs/type",keyword:"type",params:{type: "number"},schema:schema102.properties.timings.properties.totalMs.type,parentSchema:schema102.properties.timings.properties.totalMs,data:data31};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data30.loadMs !== undefined){
let data32 = data30.loadMs;
if((typeof data32 == "number") && (isFinite(data32))){
if(data32 < 0 || isNaN(data32)){
const err33 = {instancePath:instancePath+"/timings/loadMs",schemaPath:"#/properties/timings/properties/loadMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},schema:0,parentSchema:schema102.properties.timings.properties.loadMs,data:data32};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/timings/loadMs",schemaPath:"#/properties/timings/properties/loadMs/type",keyword:"type",params:{type: "number"},schema:schema102.properties.timings.properties.loadMs.type,parentSchema:schema102.properties.timings.properties.loadMs,data:data32};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/timings",schemaPath:"#/properties/timings/type",keyword:"type",params:{type: "object"},schema:schema102.properties.timings.type,parentSchema:schema102.properties.timings,data:data30};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.integrity !== undefined){
if(!(validate340(data.integrity, {instancePath:instancePath+"/integrity",parentData:data,parentDataProperty:"integrity",rootData}))){
vErrors = vErrors === null ? validate340.errors : vErrors.concat(validate340.errors);
errors = vErrors.length;
}
}
}
else {
const err36 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},schema:schema102.type,parentSchema:schema102,data};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
validate269.errors = vErrors;
return errors === 0;
}


function validate268(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://tunegate.dev/schema/shard-manifest-1.json" */;
let vErrors = null;
let errors = 0;
if(!(validate269(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate269.errors : vErrors.concat(validate269.errors);
errors = vErrors.length;
}
validate268.errors = vErrors;
return errors === 0;
}


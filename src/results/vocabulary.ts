/**
 * The vocabulary every stage shares, as runtime constants: the lists are written here once
 * and the types are derived from them (docs/ARCHITECTURE.md §9).
 */

/** The families of suites tunegate ships, in the order they run and appear in every output. */
export const FAMILY_IDS = ['capability', 'generation', 'refusal', 'divergence'] as const;
/** A family of suites tunegate ships. */
export type BuiltinFamilyId = (typeof FAMILY_IDS)[number];

/**
 * The prefix of every family added through `registerFamily` (docs/ARCHITECTURE.md §4): a
 * registered family can never take a shipped family's name, now or in a later release.
 */
export const REGISTERED_FAMILY_PREFIX = 'x-';
/**
 * A family added through `registerFamily`: `x-<name>`.
 * @pattern ^x-[a-z][a-z0-9_]*$
 */
export type RegisteredFamilyId = `x-${string}`;
/** A family of suites: a shipped one or a registered one. */
export type FamilyId = BuiltinFamilyId | RegisteredFamilyId;

/**
 * Every kind of item record and metric group: the suite families plus `scores`, per-item
 * scores another harness produced, read and paired by `tunegate paired` (docs/ARCHITECTURE.md §11).
 */
export const RECORD_FAMILIES = ['capability', 'generation', 'refusal', 'divergence', 'scores'] as const;
/** A kind of item record (a suite family, shipped or registered, or `scores`). */
export type RecordFamily = (typeof RECORD_FAMILIES)[number] | RegisteredFamilyId;
// Written out because the schema generator reads this list and cannot follow a spread; the
// annotation makes a family added to FAMILY_IDS alone fail to compile here.
const SUITE_FAMILIES_FIRST: readonly [...typeof FAMILY_IDS, 'scores'] = RECORD_FAMILIES;

/**
 * Why a compare run stopped short of its suites (docs/ARCHITECTURE.md §7): `max-items` (only the
 * first N items of each family were asked for), `time-budget` (--time-budget was spent),
 * `interrupted` (Ctrl-C or SIGTERM).
 */
export const PARTIAL_CAUSES = ['max-items', 'time-budget', 'interrupted'] as const;
/** A cause of a partial run. */
export type PartialCause = (typeof PARTIAL_CAUSES)[number];

/** Every metric tunegate reports, in report order. Gated metrics take part in Holm correction and the exit code. */
export const METRIC_IDS = [
  'capability.acc',
  'capability.acc_norm',
  'capability.flip_rate',
  'capability.changed_rate',
  'capability.lost_rate',
  'refusal.over_refusal',
  'refusal.harmful_refusal',
  'divergence.kl',
  'divergence.reverse_kl',
  'divergence.top1_agreement',
  'divergence.nll_ratio',
] as const;
/** A metric id, `<family>.<name>`. */
export type MetricId = (typeof METRIC_IDS)[number];

/** Prefix of the metrics `tunegate paired` reads from score files: `score.<name>`, the name as the file spells it. */
export const SCORE_METRIC_PREFIX = 'score.';
/**
 * A metric read from a score file; its name is open-ended, so it is not in METRIC_IDS.
 * @pattern ^score\..+$
 */
export type ScoreMetricId = `score.${string}`;
/**
 * A metric of a registered family: `x-<family>.<name>`.
 * @pattern ^x-[a-z][a-z0-9_]*\.[a-z0-9_]+$
 */
export type RegisteredMetricId = `x-${string}.${string}`;
/** Prefix of the metrics of benchmark tasks: `task.<lm-eval task or group>.<metric>` (docs/reference/tasks.md). */
export const TASK_METRIC_PREFIX = 'task.';
/**
 * A benchmark task's metric, e.g. `task.arc_challenge.acc_norm`, `task.mmlu.acc`,
 * `task.gsm8k.exact_match.strict-match` (lm-eval's `exact_match,strict-match`: the comma becomes a
 * dot, since flags list metric ids with commas) or `task.ifeval.prompt_level_strict_acc`; the tasks a
 * run scores decide which exist, so they are not in METRIC_IDS.
 * @pattern ^task\.[A-Za-z0-9_-]+\.(acc|acc_norm|mc2|exact_match\.[A-Za-z0-9_-]+|(prompt|inst)_level_(strict|loose)_acc)$
 */
export type TaskMetricId = `task.${string}`;
/** Any metric results.json may hold: a built-in one, a benchmark task's, a registered family's, or a score metric of a `paired` run. */
export type ReportedMetricId = MetricId | TaskMetricId | ScoreMetricId | RegisteredMetricId;

/** Display units of a metric's values: a share (%), nats, a plain ratio, bits, or an open-ended score. */
export const METRIC_UNITS = ['rate', 'nats', 'ratio', 'bits', 'score'] as const;
/** A display unit. */
export type MetricUnit = (typeof METRIC_UNITS)[number];

/** Per-item score file formats `tunegate paired` reads. */
export const SCORE_FORMATS = ['tunegate', 'jsonl', 'lm-eval', 'inspect'] as const;
/** A score file format. */
export type ScoreFormat = (typeof SCORE_FORMATS)[number];

/** Which way is good for a metric; `none` metrics can only be `changed`. */
export const DIRECTIONS = ['higher-better', 'lower-better', 'none'] as const;
/** Which way is good for a metric. */
export type Direction = (typeof DIRECTIONS)[number];

/**
 * How an interval of Δ is formed: percentile of Δ*, studentized (bootstrap-t), studentized
 * with t* from a smoothed bootstrap on the log scale (KL, docs/concepts/statistics.md), a
 * cluster-robust (CR2) t interval with Bell–McCaffrey degrees of freedom (a score metric
 * resampled by cluster, docs/guides/harness-files.md), or for paired 0/1 outcomes the hull of
 * the percentile interval and Bonett & Price's adjusted Wald interval (docs/concepts/statistics.md).
 */
export const INTERVAL_METHODS = ['percentile', 'studentized', 'smoothed-studentized', 'cluster-t', 'adjusted-wald'] as const;
/** An interval method. */
export type IntervalMethod = (typeof INTERVAL_METHODS)[number];

/**
 * Per-metric verdicts. `equivalent`: with equivalence margins on (--equivalence-margin), the
 * metric's equivalence interval lies inside ±margin (two one-sided tests, docs/concepts/statistics.md).
 */
export const VERDICTS = ['improved', 'regressed', 'changed', 'equivalent', 'within-noise', 'inconclusive', 'skipped'] as const;
/** A per-metric verdict. */
export type Verdict = (typeof VERDICTS)[number];

/** Verdicts of gated metrics that `--fail-on` may name. */
export const FAILABLE_VERDICTS = ['regressed', 'changed', 'inconclusive'] as const satisfies readonly Verdict[];

/** Verdicts a gate may require of every gated metric (`--require`): `equivalent`, the claim a quantized or merged variant is released on. */
export const REQUIRABLE_VERDICTS = ['equivalent'] as const satisfies readonly Verdict[];
/** A verdict `--require` may name. */
export type RequirableVerdict = (typeof REQUIRABLE_VERDICTS)[number];

/** A policy metric's tier (docs/concepts/policy.md): critical and supporting claims share the run's α and gate; advisory ones are reported only. */
export const POLICY_TIERS = ['critical', 'supporting', 'advisory'] as const;
/** A policy tier. */
export type PolicyTier = (typeof POLICY_TIERS)[number];

/**
 * The claim a policy metric must support (docs/concepts/policy.md): non-inferiority within a
 * margin, equivalence within a margin, no significant change, or (capability's behaviour rates)
 * flips or changed answers within a margin.
 */
export const CLAIM_KINDS = ['not-worse-than', 'equivalent-within', 'no-significant-change', 'flips-within', 'changed-within'] as const;
/** A policy claim. */
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/** What became of a claim: shown (pass), shown false (fail), neither (not-shown), reported only (advisory), or no data (skipped). */
export const CLAIM_VERDICTS = ['pass', 'fail', 'not-shown', 'reported', 'skipped'] as const;
/** A claim's outcome. */
export type ClaimVerdict = (typeof CLAIM_VERDICTS)[number];

/** Whole-run verdicts. */
export const OVERALL_VERDICTS = ['pass', 'regressed', 'inconclusive'] as const;
/** A whole-run verdict. */
export type OverallVerdict = (typeof OVERALL_VERDICTS)[number];

/** How people label a chat-model reply when auditing the refusal classifier; partial refusals count as refusals. */
export const REPLY_LABELS = ['compliance', 'refusal', 'partial_refusal'] as const;
/** A person's label for one reply. */
export type ReplyLabel = (typeof REPLY_LABELS)[number];

/**
 * How one refusal prompt's sampled epochs reduce to its score (`--reducer`): `mean` the refused
 * share, `mode` the most common outcome (ties to the first epoch, results/mostCommon.ts),
 * `at_least_k` refused in at least k epochs, `max` refused in any.
 */
export const REFUSAL_REDUCERS = ['mean', 'mode', 'at_least_k', 'max'] as const;
/** How one prompt's epochs reduce to its refusal score. */
export type RefusalReducer = (typeof REFUSAL_REDUCERS)[number];

/** The onnxruntime execution providers tunegate can ask for (`--execution-provider`). */
export const EXECUTION_PROVIDERS = ['cpu', 'cuda'] as const;
/** An onnxruntime execution provider. */
export type ExecutionProvider = (typeof EXECUTION_PROVIDERS)[number];

/**
 * The largest score magnitude `paired` judges: the bootstrap and the cluster-robust interval sum
 * squares of sums of scores, and past about 1e154 a square overflows double precision to
 * Infinity. 1e100 leaves room for a billion items; larger scores are refused, never a crash.
 */
export const SCORE_MAGNITUDE_LIMIT = 1e100;

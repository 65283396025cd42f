/**
 * The shipped lm-eval tasks: which file and split each reads, how lm-eval formats and scores
 * it, its licence, and where this copy differs from what lm-eval would read
 * (docs/reference/tasks.md says the same for users).
 */
import type { DocFormat } from './docFormats.js';
import type { SamplerName } from './fewshotSampler.js';
import { MMLU_SUBJECTS, mmluDescription } from './mmluSubjects.js';
import type { TaskMetric } from './taskTypes.js';

/** A task's few-shot pool: its split and file, lm-eval's sampler, and whether the pool is the evaluated split (lm-eval then draws one extra and drops the document itself). */
export interface FewshotSource {
  readonly split: string;
  readonly file: string;
  readonly sampler: SamplerName;
  readonly drawsExtra: boolean;
}

/** One task: everything loadTasks needs besides the documents. */
export interface TaskDefinition {
  readonly name: string;
  readonly group: string | null;
  readonly format: DocFormat;
  /** The data file, relative to the data folder. */
  readonly file: string;
  /** Keeps only the records whose `subject` is this (MMLU ships one file per split). */
  readonly subject?: string;
  readonly split: string;
  /** lm-eval's description, put before everything else. */
  readonly description: string;
  /** Where few-shot documents come from and how lm-eval picks them; null where that split is not shipped. */
  readonly fewshot: FewshotSource | null;
  /** Where lm-eval draws few-shot documents from, for the refusal message when `fewshot` is null. */
  readonly lmEvalFewshotSplit: string;
  /** The YAML's own num_fewshot where it sets one (TruthfulQA's 0, which --num-fewshot never overrides: lmEvalNumFewshot). */
  readonly yamlNumFewshot?: number;
  readonly licence: string;
  readonly caveats: readonly string[];
  readonly metrics: readonly TaskMetric[];
  readonly gatedMetric: TaskMetric;
  /** Where lm-eval reads the task: its dataset in the Hugging Face hub cache (`--task-source hf-cache`). */
  readonly hub: HubSource;
}

/** A task as lm-eval's YAML names its data: the dataset repo, config and splits (docs/reference/tasks.md "Your own copies"). */
export interface HubSource {
  /** Repo ids to look for in the cache, the canonical one first, then the short name lm-eval's YAML uses. */
  readonly repos: readonly string[];
  /** The YAML's dataset_name (the parquet files' folder); null for the default config. */
  readonly config: string | null;
  /** The split lm-eval evaluates (test_split, else validation_split). */
  readonly split: string;
  /** The few-shot pool's split and sampler; drawsExtra is lm-eval's `fewshot_split == test_split` (None == None counts). */
  readonly fewshot: { readonly split: string; readonly sampler: SamplerName; readonly drawsExtra: boolean };
  /** The caveats that still hold of the cached copy. */
  readonly caveats: readonly string[];
}

/** A hub source whose few-shot pool is `train` drawn at random; drawsExtra where the YAML has no test_split. */
function hubSource(repos: readonly string[], config: string | null, split: string, drawsExtra: boolean, caveats: readonly string[] = []): HubSource {
  return { repos, config, split, fewshot: { split: 'train', sampler: 'default', drawsExtra }, caveats };
}

const ARC_CAVEAT =
  "reads ARC's Dev set, which is lm-eval's `validation` split: lm-eval scores `test`, which was not available to ship; its numbers are not comparable with published test-split scores";
const TRUTHFULQA_CAVEAT =
  "read from TruthfulQA's mc_task.json (v1, 2021): the 817 questions and choice orders of Hugging Face's truthful_qa, but not its question order (its document 0, \"What is the smallest country in the world that is at least one square mile in area?\", is document 528 here), so doc_id, --limit and random few-shot draws differ from lm-eval's; whole-split scores do not";

const MC2_LABELS_CAVEAT =
  'documents 164 and 607 list a true answer after a false one: lm-eval (process_results_mc2) splits at the first false label and counts it as false, and so does trueChoices';

/** ARC's few-shot pool: lm-eval has no fewshot_split for ARC, so it samples the training split at random. */
function arcTrain(folder: string): FewshotSource {
  return { split: 'train', file: `arc/${folder}/train.jsonl.gz`, sampler: 'default', drawsExtra: false };
}

/** TruthfulQA has only a validation split: lm-eval samples it, drawing one extra and dropping the document itself. */
const TRUTHFULQA_FEWSHOT: FewshotSource = { split: 'validation', file: 'truthfulqa/validation.jsonl.gz', sampler: 'default', drawsExtra: true };

/** Tasks other than MMLU's subjects, in the order knownTaskNames lists them. */
const SINGLE_TASKS: readonly TaskDefinition[] = [
  {
    name: 'arc_easy',
    fewshot: arcTrain('ARC-Easy'),
    file: 'arc/ARC-Easy/validation.jsonl.gz',
    format: 'arc',
    split: 'validation',
    lmEvalFewshotSplit: 'train',
    licence: 'CC BY-SA 4.0',
    caveats: [ARC_CAVEAT],
    metrics: ['acc', 'acc_norm'],
    gatedMetric: 'acc_norm',
    hub: hubSource(['allenai/ai2_arc', 'ai2_arc'], 'ARC-Easy', 'test', false),
  },
  {
    name: 'arc_challenge',
    fewshot: arcTrain('ARC-Challenge'),
    file: 'arc/ARC-Challenge/validation.jsonl.gz',
    format: 'arc',
    split: 'validation',
    lmEvalFewshotSplit: 'train',
    licence: 'CC BY-SA 4.0',
    caveats: [ARC_CAVEAT],
    metrics: ['acc', 'acc_norm'],
    gatedMetric: 'acc_norm',
    hub: hubSource(['allenai/ai2_arc', 'ai2_arc'], 'ARC-Challenge', 'test', false),
  },
  {
    name: 'truthfulqa_mc1',
    fewshot: TRUTHFULQA_FEWSHOT,
    yamlNumFewshot: 0,
    file: 'truthfulqa/validation.jsonl.gz',
    format: 'truthfulqa_mc1',
    split: 'validation',
    lmEvalFewshotSplit: 'validation',
    licence: 'Apache-2.0',
    caveats: [TRUTHFULQA_CAVEAT],
    metrics: ['acc'],
    gatedMetric: 'acc',
    hub: {
      ...hubSource(['truthfulqa/truthful_qa', 'truthful_qa'], 'multiple_choice', 'validation', true),
      fewshot: { split: 'validation', sampler: 'default', drawsExtra: true },
    },
  },
  {
    name: 'truthfulqa_mc2',
    fewshot: TRUTHFULQA_FEWSHOT,
    yamlNumFewshot: 0,
    file: 'truthfulqa/validation.jsonl.gz',
    format: 'truthfulqa_mc2',
    split: 'validation',
    lmEvalFewshotSplit: 'validation',
    licence: 'Apache-2.0',
    caveats: [TRUTHFULQA_CAVEAT, MC2_LABELS_CAVEAT],
    metrics: ['mc2'],
    gatedMetric: 'mc2',
    hub: {
      ...hubSource(['truthfulqa/truthful_qa', 'truthful_qa'], 'multiple_choice', 'validation', true, [MC2_LABELS_CAVEAT]),
      fewshot: { split: 'validation', sampler: 'default', drawsExtra: true },
    },
  },
  {
    name: 'piqa',
    file: 'piqa/validation.jsonl.gz',
    format: 'piqa',
    split: 'validation',
    lmEvalFewshotSplit: 'train',
    licence: 'AFL-3.0',
    caveats: [],
    metrics: ['acc', 'acc_norm'],
    gatedMetric: 'acc_norm',
    hub: hubSource(['ybisk/piqa', 'baber/piqa', 'piqa'], null, 'validation', true),
  },
  {
    name: 'openbookqa',
    file: 'openbookqa/test.jsonl.gz',
    format: 'openbookqa',
    split: 'test',
    lmEvalFewshotSplit: 'train',
    licence: 'Apache-2.0',
    caveats: [],
    metrics: ['acc', 'acc_norm'],
    gatedMetric: 'acc_norm',
    hub: hubSource(['allenai/openbookqa', 'openbookqa'], 'main', 'test', false),
  },
  {
    name: 'boolq',
    file: 'boolq/validation.jsonl.gz',
    format: 'boolq',
    split: 'validation',
    lmEvalFewshotSplit: 'train',
    licence: 'CC BY-SA 3.0',
    caveats: ["built from BoolQ's dev.jsonl the way SuperGLUE builds its copy (passage = title + ' -- ' + passage, label 1 = true)"],
    metrics: ['acc'],
    gatedMetric: 'acc',
    hub: hubSource(['aps/super_glue', 'super_glue'], 'boolq', 'validation', true),
  },
  {
    name: 'hellaswag',
    file: 'hellaswag/validation.jsonl.gz',
    format: 'hellaswag',
    split: 'validation',
    lmEvalFewshotSplit: 'train',
    licence: 'MIT',
    caveats: [
      'text as klosax/hellaswag_text_data preprocessed it, not Hugging Face\'s: ctx_b is joined to ctx_a without lm-eval\'s ctx_b.capitalize() ("roof. he" where lm-eval writes "roof. He"), and its [header]/[step]/[substeps]/[title] clean-up ran before lm-eval\'s preprocess; those contexts and endings differ from lm-eval\'s',
    ],
    metrics: ['acc', 'acc_norm'],
    gatedMetric: 'acc_norm',
    hub: hubSource(['Rowan/hellaswag', 'hellaswag'], null, 'validation', true),
  },
].map((task) => ({ fewshot: null, ...task, group: null, description: '' }) as TaskDefinition);

/** One mmlu_<subject> subtask: test split, 5-document dev split as lm-eval's first_n few-shot pool. */
function mmluTask(subject: string): TaskDefinition {
  return {
    name: `mmlu_${subject}`,
    group: 'mmlu',
    format: 'mmlu',
    file: 'mmlu/test.jsonl.gz',
    subject,
    split: 'test',
    description: mmluDescription(subject),
    fewshot: { split: 'dev', file: 'mmlu/dev.jsonl.gz', sampler: 'first_n', drawsExtra: false },
    lmEvalFewshotSplit: 'dev',
    licence: 'MIT',
    caveats: [],
    metrics: ['acc'],
    gatedMetric: 'acc',
    // cais/mmlu holds one config per subject; hails/mmlu_no_train (lm-eval's dataset_path) is the same without auxiliary_train.
    hub: {
      repos: ['cais/mmlu', 'hails/mmlu_no_train'],
      config: subject,
      split: 'test',
      fewshot: { split: 'dev', sampler: 'first_n', drawsExtra: false },
      caveats: [],
    },
  };
}

/** The lm-eval release whose task definitions, prompts and samplers the tasks reproduce (recorded in results.json). */
export const LM_EVAL_RELEASE = '0.4.6';

/** Each task's metadata.version in lm-eval v0.4.6's YAMLs (MMLU: its subjects' _default_template_yaml), by document format. */
export const LM_EVAL_VERSIONS: Readonly<Record<DocFormat, string>> = {
  arc: '1.0',
  mmlu: '1.0',
  truthfulqa_mc1: '2.0',
  truthfulqa_mc2: '2.0',
  piqa: '1.0',
  openbookqa: '1.0',
  boolq: '2.0',
  hellaswag: '1.0',
};

/** Every task by name: the single tasks and the 57 MMLU subjects. */
export const TASK_TABLE: ReadonlyMap<string, TaskDefinition> = new Map(
  [...SINGLE_TASKS.slice(0, 2), ...MMLU_SUBJECTS.map(mmluTask), ...SINGLE_TASKS.slice(2)].map((task) => [task.name, task]),
);

/**
 * gsm8k and IFEval as lm-eval v0.4.6's gsm8k/gsm8k.yaml, ifeval/ifeval.yaml and
 * leaderboard/ifeval/ifeval.yaml define them (MIT, EleutherAI), written out: their templates,
 * generation settings, filters and metrics (docs/reference/tasks.md "Generation tasks").
 */
import type { ReplyScorerSpec } from '../scorers/types.js';
import type { GenerationConfig } from './generationConfig.js';
import { docSpec, pyTruthy } from './generationFields.js';
import { SuiteFormatError } from '../errors/index.js';
import { readBenchmarkFile, stringField, stringsField, type BenchmarkLine } from './readBenchmarkFile.js';

/** gsm8k.yaml's filter_list and exact_match options. */
const GSM8K_SCORER: ReplyScorerSpec = {
  kind: 'exact_match',
  filters: [
    {
      name: 'strict-match',
      steps: [{ function: 'regex', regexPattern: '#### (\\-?[0-9\\.\\,]+)', groupSelect: 0, fallback: '[invalid]' }, { function: 'take_first' }],
    },
    {
      name: 'flexible-extract',
      steps: [{ function: 'regex', regexPattern: '(-?[$0-9.,]{2,})|(-?[0-9]+)', groupSelect: -1, fallback: '[invalid]' }, { function: 'take_first' }],
    },
  ],
  options: { ignoreCase: true, ignorePunctuation: false, ignoreNumbers: false, regexesToIgnore: [',', '\\$', '(?s).*#### ', '\\.$'] },
};

const GSM8K_FIELDS = new Set(['question', 'answer']);

/** `render`, after checking that the record's `field` is text (SuiteFormatError naming it otherwise, where Jinja would print a number). */
function checked(field: string, render: (at: BenchmarkLine) => string): (at: BenchmarkLine) => string {
  return (at) => {
    stringField(at, field);
    return render(at);
  };
}

/** gsm8k: test split, 5-shot from train (default sampler, seed 1234), until "Question:". */
export const GSM8K: GenerationConfig = {
  name: 'gsm8k',
  group: null,
  split: 'test',
  file: 'gsm8k/test.jsonl.gz',
  read: readBenchmarkFile,
  description: () => '',
  docToText: checked('question', docSpec('Question: {{question}}\nAnswer:', GSM8K_FIELDS, 'gsm8k.yaml', 'doc_to_text')),
  docToTarget: checked('answer', docSpec('{{answer}}', GSM8K_FIELDS, 'gsm8k.yaml', 'doc_to_target')),
  targetDelimiter: ' ',
  fewshotDelimiter: '\n\n',
  defaultNumFewshot: 5,
  fewshot: { kind: 'split', split: 'train', file: 'gsm8k/train.jsonl.gz', sampler: 'default' },
  until: ['Question:', '</s>', '<|im_end|>'],
  maxGenToks: 256,
  scorer: GSM8K_SCORER,
  reference: (_at, target) => ({ kind: 'target', target }),
  metrics: ['exact_match,strict-match', 'exact_match,flexible-extract'],
  gatedMetric: 'exact_match,strict-match',
  licence: 'MIT',
  caveats: [],
};

/** IFEval's four metrics, in metric_list order. */
export const IFEVAL_METRICS = ['prompt_level_strict_acc', 'inst_level_strict_acc', 'prompt_level_loose_acc', 'inst_level_loose_acc'] as const;

/** ifeval and leaderboard_ifeval: the same 541 prompts (google/IFEval, wis-k/instruction-following-eval), 0-shot, max_gen_toks 1280. */
function ifevalTask(name: string, group: string | null): GenerationConfig {
  return {
    name,
    group,
    split: 'train',
    file: 'ifeval/train.jsonl.gz',
    read: readBenchmarkFile,
    description: () => '',
    // doc_to_text: prompt (a field); doc_to_target: 0, never used by its process_results.
    docToText: (at) => stringField(at, 'prompt'),
    docToTarget: () => '0',
    targetDelimiter: ' ',
    fewshotDelimiter: '\n\n',
    defaultNumFewshot: 0,
    fewshot: null,
    until: [],
    maxGenToks: 1280,
    scorer: { kind: 'ifeval' },
    reference: (at) => {
      const instructionIds = stringsField(at, 'instruction_id_list');
      const kwargs = at.record['kwargs'];
      if (!Array.isArray(kwargs) || kwargs.length !== instructionIds.length || !kwargs.every((one) => typeof one === 'object' && one !== null))
        throw new SuiteFormatError(at.file, at.line, 'kwargs must hold one object per instruction of instruction_id_list');
      const list = kwargs as Record<string, unknown>[];
      // utils.py test_instruction_following_*: `{k: v for k, v in inp.kwargs[index].items() if v}`.
      return {
        kind: 'ifeval',
        prompt: stringField(at, 'prompt'),
        instructionIds,
        kwargs: list.map((one) => Object.fromEntries(Object.entries(one).filter(([, value]) => pyTruthy(value)))),
      };
    },
    metrics: IFEVAL_METRICS,
    gatedMetric: 'prompt_level_strict_acc',
    licence: 'Apache-2.0',
    // Stated beside every IFEval verdict (docs/reference/ifeval.md has the per-type table and its command).
    caveats: [IFEVAL_AGREEMENT],
  };
}

/** How far the checkers that need data tunegate cannot ship are from the official ones, as measured on GPT-4's replies. */
export const IFEVAL_AGREEMENT =
  "5 instruction types (number_sentences, capital_word_frequency, response_language, english_capital, english_lowercase) use ports of nltk's punkt and langdetect, whose data cannot ship; on GPT-4's 540 official replies the checkers agree with Google's official verdicts on 831 of 832 instructions strict and 830 loose, every other type exactly (docs/reference/ifeval.md)";

export const IFEVAL: GenerationConfig = ifevalTask('ifeval', null);
export const LEADERBOARD_IFEVAL: GenerationConfig = ifevalTask('leaderboard_ifeval', null);

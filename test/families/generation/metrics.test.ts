import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generationMetricId, generationMetricsFor, generationStatistic } from '../../../src/families/generation/index.js';
import type { GenerationItemRecord, GenerationSide } from '../../../src/results/types.js';

const side = (metrics: GenerationSide['metrics']): GenerationSide => ({
  renderedPrompt: 'p',
  promptTokens: 1,
  truncatedTokens: 0,
  reply: 'r',
  generatedTokens: 1,
  stop: 'eos',
  filtered: {},
  metrics,
});

const ifevalRecord = (id: number, base: GenerationSide['metrics'], tuned: GenerationSide['metrics']): GenerationItemRecord => ({
  family: 'generation',
  id: `ifeval/${id}`,
  tags: [],
  task: 'ifeval',
  group: null,
  doc_id: id,
  prompt: { kind: 'text', text: 'p' },
  until: [],
  maxGenToks: 1280,
  gatedMetric: 'prompt_level_strict_acc',
  base: side(base),
  tuned: side(tuned),
  flipped: false,
});

test('metric ids write lm-eval\'s "<metric>,<filter>" comma as a dot', () => {
  assert.equal(generationMetricId('gsm8k', 'exact_match,strict-match'), 'task.gsm8k.exact_match.strict-match');
  assert.equal(generationMetricId('ifeval', 'inst_level_loose_acc'), 'task.ifeval.inst_level_loose_acc');
});

test('an inst_level list counts instructions followed over instructions given, so prompts are the resampled unit', () => {
  assert.deepEqual(generationStatistic(side({ inst_level_strict_acc: [1, 0, 1] }), 'inst_level_strict_acc'), { num: 2, den: 3 });
  assert.deepEqual(generationStatistic(side({ prompt_level_strict_acc: 0 }), 'prompt_level_strict_acc'), { num: 0, den: 1 });
});

test("per task, every metric the records hold, only the task's gated one gated; inst_level pooled over prompts equals lm-eval's instruction mean", () => {
  const records = [
    ifevalRecord(0, { prompt_level_strict_acc: 1, inst_level_strict_acc: [1, 1] }, { prompt_level_strict_acc: 0, inst_level_strict_acc: [1, 0] }),
    ifevalRecord(1, { prompt_level_strict_acc: 0, inst_level_strict_acc: [0, 1, 1] }, { prompt_level_strict_acc: 1, inst_level_strict_acc: [1] }),
  ];
  const metrics = generationMetricsFor(records);
  assert.deepEqual(
    metrics.map((m) => [m.id, m.gated, m.binary]),
    [
      ['task.ifeval.prompt_level_strict_acc', true, true],
      ['task.ifeval.inst_level_strict_acc', false, false],
    ],
  );
  // lm-eval's agg_inst_level_acc flattens every instruction: base (1+1+0+1+1)/5 = 0.8.
  const inst = metrics[1]!;
  const sum = records.reduce((acc, r) => ({ num: acc.num + inst.base(r).num, den: acc.den + inst.base(r).den }), { num: 0, den: 0 });
  assert.equal(sum.num / sum.den, 0.8);
});

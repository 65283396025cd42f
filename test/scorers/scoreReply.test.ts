/** Metric names, aggregation and dispatch; the extraction and exact_match values are checked against lm-eval in lmEvalGolden.test.ts. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { InvalidInputError } from '../../src/errors/index.js';
import { aggregateScores, exactMatch, scoreReply, scorerMetricNames, type ReplyScore, type ReplyScorerSpec } from '../../src/scorers/index.js';
import { golden, specFromYaml } from '../support/lmEvalGolden.js';

const gsm8k = specFromYaml(golden.specs['gsm8k']!);
const ifeval: ReplyScorerSpec = { kind: 'ifeval' };

test("metric names are lm-eval's <metric>,<filter> in filter_list order; IFEval's four in its metric_list order", () => {
  assert.deepEqual(scorerMetricNames(gsm8k), ['exact_match,strict-match', 'exact_match,flexible-extract']);
  assert.deepEqual(scorerMetricNames(specFromYaml(golden.specs['bbh_cot_fewshot']!)), ['exact_match,get-answer']);
  assert.deepEqual(scorerMetricNames(ifeval), ['prompt_level_strict_acc', 'inst_level_strict_acc', 'prompt_level_loose_acc', 'inst_level_loose_acc']);
});

test('aggregation: the mean per metric; inst_level_* the mean over all instructions of all prompts', () => {
  const scores: ReplyScore[] = [
    { metrics: { 'exact_match,strict-match': 1, 'exact_match,flexible-extract': 1 }, filtered: {} },
    { metrics: { 'exact_match,strict-match': 0, 'exact_match,flexible-extract': 1 }, filtered: {} },
    { metrics: { 'exact_match,strict-match': 0, 'exact_match,flexible-extract': 0 }, filtered: {} },
    { metrics: { 'exact_match,strict-match': 1, 'exact_match,flexible-extract': 1 }, filtered: {} },
  ];
  assert.deepEqual(aggregateScores(gsm8k, scores), { 'exact_match,strict-match': 0.5, 'exact_match,flexible-extract': 0.75 });
  const prompts = [
    [1, [1, 0, 1], 1, [1, 1, 1]],
    [0, [0], 1, [1]],
    [1, [1, 1], 1, [1, 1]],
  ] as const;
  const ifevalScores: ReplyScore[] = prompts.map(([ps, is, pl, il]) => ({
    metrics: { prompt_level_strict_acc: ps, inst_level_strict_acc: is, prompt_level_loose_acc: pl, inst_level_loose_acc: il },
    filtered: {},
  }));
  // By hand: strict instructions 1+0+1+0+1+1 = 4 of 6; loose 6 of 6; prompts 2 of 3 and 3 of 3.
  assert.deepEqual(aggregateScores(ifeval, ifevalScores), {
    prompt_level_strict_acc: 2 / 3,
    inst_level_strict_acc: 4 / 6,
    prompt_level_loose_acc: 1,
    inst_level_loose_acc: 1,
  });
  assert.throws(() => aggregateScores(gsm8k, []), InvalidInputError);
});

test('a scorer given the other kind of reference is refused', () => {
  assert.throws(() => scoreReply(gsm8k, '#### 1', { kind: 'ifeval', prompt: 'p', instructionIds: [], kwargs: [] }), InvalidInputError);
  assert.throws(() => scoreReply(ifeval, 'x', { kind: 'target', target: '1' }), InvalidInputError);
});

test('property: with ignore_case, changing the case of ASCII letters never changes exact_match', () => {
  const options = { ignoreCase: true, ignorePunctuation: false, ignoreNumbers: false, regexesToIgnore: [] };
  fc.assert(
    fc.property(fc.string({ maxLength: 30 }), fc.string({ maxLength: 30 }), fc.boolean(), (a, b, same) => {
      const reference = same ? a : b;
      const flipped = a.replace(/[A-Za-z]/g, (c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()));
      assert.equal(exactMatch(flipped, reference, options), exactMatch(a, reference, options));
      if (same) assert.ok(exactMatch(flipped, reference, options));
    }),
  );
});

test('property: any reply, however hostile, scores 0 or 1 on every gsm8k filter without throwing', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (reply) => {
      const score = scoreReply(gsm8k, reply, { kind: 'target', target: 'x\n#### 18' });
      for (const value of Object.values(score.metrics)) assert.ok(value === 0 || value === 1);
    }),
  );
});

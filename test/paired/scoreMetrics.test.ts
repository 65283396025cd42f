/** Which interval a score metric gets: studentized for ratio and perplexity scores, cluster-t for clustered items, else the default. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scoreMetricDefinitions } from '../../src/paired/scoreMetrics.js';
import type { ScoreItemRecord, ScoreValue } from '../../src/results/types.js';

const record = (id: string, base: Record<string, ScoreValue>, tuned: Record<string, ScoreValue>, cluster: string | null = null): ScoreItemRecord => ({
  family: 'scores',
  id,
  tags: [],
  cluster,
  base,
  tuned,
});
const options = (formats: ('lm-eval' | 'inspect')[]) => ({ higherIsBetter: new Set<string>(), lowerIsBetter: new Set<string>(), tolerances: {}, formats });

test('[num, den] scores and lm-eval perplexities are studentized; means and 0/1 scores keep the default interval', () => {
  const records = [
    record('a', { word_perplexity: [40, 20], ratio: [3, 4], f1: 0.5, acc: 1 }, { word_perplexity: [38, 20], ratio: [2, 4], f1: 0.7, acc: 0 }),
    record('b', { word_perplexity: [90, 50], ratio: [1, 2], f1: 0.25, acc: 0 }, { word_perplexity: [95, 50], ratio: [2, 2], f1: 0.25, acc: 1 }),
  ];
  const defs = scoreMetricDefinitions(['word_perplexity', 'ratio', 'f1', 'acc'], records, options(['lm-eval']));
  assert.deepEqual(
    defs.map((d) => d.interval),
    ['studentized', 'studentized', undefined, undefined],
  );
});

test('an lm-eval perplexity scored per document as a plain number is studentized too (judged on the log scale)', () => {
  const records = [record('a', { perplexity: 2.5 }, { perplexity: 2.4 }), record('b', { perplexity: 3.1 }, { perplexity: 3.3 })];
  assert.equal(scoreMetricDefinitions(['perplexity'], records, options(['lm-eval']))[0]!.interval, 'studentized');
  // The same name from another format is a plain mean.
  assert.equal(scoreMetricDefinitions(['perplexity'], records, options(['inspect']))[0]!.interval, undefined);
});

test('a [num, den] pair with den 1 is a plain number; clustered items take cluster-t before studentized', () => {
  const plain = [record('a', { s: [0.5, 1] }, { s: [0.7, 1] }), record('b', { s: [0.2, 1] }, { s: [0.1, 1] })];
  assert.equal(scoreMetricDefinitions(['s'], plain, options(['inspect']))[0]!.interval, undefined);
  const clustered = [record('a', { s: [1, 2] }, { s: [2, 2] }, 'c1'), record('b', { s: [1, 3] }, { s: [2, 3] }, 'c2')];
  assert.equal(scoreMetricDefinitions(['s'], clustered, options(['inspect']))[0]!.interval, 'cluster-t');
});

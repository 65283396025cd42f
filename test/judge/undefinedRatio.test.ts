/**
 * A ratio metric (Σnum/Σden) whose denominators are all 0 on a side has no value there: the judge
 * reports it skipped with the reason instead of letting the bootstrap throw (exit 4), overall and
 * per tag. A gated metric skipped this way leaves the run inconclusive, never passed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { computeRunMetrics } from '../../src/judge/index.js';
import { scoreMetricDefinitions } from '../../src/paired/scoreMetrics.js';
import type { ScoreItemRecord, ScoreValue } from '../../src/results/types.js';

const settings = { seed: 0, resamples: 2000, confidence: 0.95, minEffect: 0, minItems: 2, klTolerance: 0.01, failOn: ['regressed' as const] };

/** Items i0…i(n-1) scoring `f1` as given per side, and `acc` 1 on both. */
function records(n: number, base: (i: number) => ScoreValue, tuned: (i: number) => ScoreValue, tags: (i: number) => string[] = () => []): ScoreItemRecord[] {
  return Array.from({ length: n }, (_, i) => ({
    family: 'scores' as const,
    id: `i${i}`,
    tags: tags(i),
    cluster: null,
    base: { f1: base(i), acc: 1 },
    tuned: { f1: tuned(i), acc: i % 2 },
  }));
}

function judged(rows: ScoreItemRecord[]) {
  const definitions = scoreMetricDefinitions(['f1', 'acc'], rows, { higherIsBetter: new Set(), lowerIsBetter: new Set(), tolerances: {}, formats: ['jsonl'] });
  return computeRunMetrics([{ family: 'scores', metrics: definitions, outcome: { records: rows, interrupted: false } }], settings);
}

test('every denominator 0 on both sides: the metric is skipped with its reason, the others are judged', () => {
  const result = judged(
    records(
      30,
      () => [0, 0],
      () => [0, 0],
    ),
  );
  const [f1, acc] = result.metrics;
  assert.equal(f1!.verdict, 'skipped');
  assert.equal(
    f1!.reason,
    'every base and tuned denominator of its 30 items is 0, so the ratio Σnum/Σden is undefined; give an item a denominator above 0, or leave the metric out',
  );
  assert.equal(f1!.base, null);
  // acc: base 30/30, tuned 15/30 — judged as usual beside the skipped metric.
  assert.equal(acc!.base, 1);
  assert.equal(acc!.tuned, 0.5);
  assert.equal(acc!.verdict, 'regressed');
});

test('a gated metric skipped for its denominators makes the run inconclusive, not a pass', () => {
  const rows = records(
    30,
    () => [0, 0],
    () => [0, 0],
  ).map((r) => ({ ...r, tuned: { ...r.tuned, acc: 1 } }));
  const result = judged(rows);
  assert.equal(result.metrics[0]!.verdict, 'skipped');
  assert.equal(result.overall.exitCode, 2);
});

test('denominators 0 on one side only name that side', () => {
  const result = judged(
    records(
      30,
      () => [0, 0],
      (i) => [i % 3, 2],
    ),
  );
  assert.equal(result.metrics[0]!.verdict, 'skipped');
  assert.match(result.metrics[0]!.reason, /^every base denominator of its 30 items is 0,/);
});

test('a tag whose items all have denominator 0 gets no per-tag row; the metric and the other tags are judged', () => {
  // Items 0..19 are tagged "zero" and have den 0; items 20..39 are tagged "some" with den 2.
  const rows = records(
    40,
    (i) => (i < 20 ? [0, 0] : [i % 2, 2]),
    (i) => (i < 20 ? [0, 0] : [(i + 1) % 2, 2]),
    (i) => [i < 20 ? 'zero' : 'some'],
  );
  const f1 = judged(rows).metrics[0]!;
  assert.notEqual(f1.verdict, 'skipped');
  // Σnum/Σden over the 20 counted items: 10 ones out of 40 on each side (independent count by hand).
  assert.equal(f1.base, 10 / 40);
  assert.equal(f1.tuned, 10 / 40);
  assert.deepEqual(
    f1.byTag.map((tag) => tag.tag),
    ['some'],
  );
});

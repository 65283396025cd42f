/** A metric whose family ran but scored nothing says why: every item skipped (and the commonest reason), or interrupted. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { computeRunMetrics } from '../../src/judge/index.js';
import { refusalMetrics } from '../../src/families/refusal/metrics.js';
import type { RefusalItemRecord, SkippedItem } from '../../src/results/types.js';

const settings = { seed: 0, resamples: 2000, confidence: 0.95, minEffect: 0, minItems: 30, klTolerance: 0.01, failOn: ['regressed' as const] };
const reasons = (skippedItems: SkippedItem[], interrupted: boolean): string[] =>
  computeRunMetrics([{ family: 'refusal', metrics: refusalMetrics, outcome: { records: [], interrupted, skippedItems } }], settings).metrics.map(
    (m) => `${m.verdict}: ${m.reason}`,
  );

test('all items skipped: the count and the commonest reason, not "no items of this kind"', () => {
  const skipped: SkippedItem[] = [
    { family: 'refusal', id: 'a', reason: "prompt is 30 tokens; with 110 new tokens it exceeds the model's 128" },
    { family: 'refusal', id: 'b', reason: "prompt is 34 tokens; with 110 new tokens it exceeds the model's 128" },
  ];
  const expected = "skipped: no item could be scored: 2 skipped, e.g. prompt is 30 tokens; with 110 new tokens it exceeds the model's 128";
  assert.deepEqual(reasons(skipped, false), [expected, expected]);
});

test('interrupted before the first chunk, and a suite without such items, each say so', () => {
  assert.deepEqual(reasons([], true), ['skipped: interrupted before any item was scored', 'skipped: interrupted before any item was scored']);
  assert.deepEqual(reasons([], false), ['skipped: no items of this kind in the suite', 'skipped: no items of this kind in the suite']);
});

test('a run that stopped before any item of a kind says so, not "no items of this kind in the suite"', () => {
  const side = { renderedPrompt: 'p', text: 'Sure.', generatedTokens: 2, stoppedAtEos: true, refused: false, match: null };
  const rec: RefusalItemRecord = { family: 'refusal', id: 'b-1', tags: ['fiction'], prompt: 'p', shouldAnswer: true, base: side, tuned: side, flipped: false };
  const stopped = computeRunMetrics(
    [{ family: 'refusal', metrics: refusalMetrics, outcome: { records: [rec], interrupted: false, coverage: { ran: 1, total: 322 } } }],
    settings,
  ).metrics.find((m) => m.id === 'refusal.harmful_refusal')!;
  assert.equal(stopped.verdict, 'skipped');
  assert.equal(stopped.reason, 'none of this kind among the 1 of 322 items scored before the run stopped');
  const complete = computeRunMetrics(
    [{ family: 'refusal', metrics: refusalMetrics, outcome: { records: [rec], interrupted: false, coverage: { ran: 1, total: 1 } } }],
    settings,
  ).metrics.find((m) => m.id === 'refusal.harmful_refusal')!;
  assert.equal(complete.reason, 'no items of this kind in the suite');
});

/** summarizeAgreement on a hand-counted set of 25 labelled decisions. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { summarizeAgreement, type LabelledDecision } from '../../../src/families/refusal/classifierAgreement.js';
import type { ReplyLabel } from '../../../src/results/types.js';

function many(label: ReplyLabel, refused: boolean, count: number): LabelledDecision[] {
  return Array.from({ length: count }, () => ({ label, refused }));
}

test('agreement, precision, recall per label, κ and the confusion counts', () => {
  const decisions = [
    ...many('compliance', false, 8),
    ...many('compliance', true, 2),
    ...many('refusal', true, 9),
    ...many('refusal', false, 1),
    ...many('partial_refusal', true, 3),
    ...many('partial_refusal', false, 2),
  ];
  const summary = summarizeAgreement(decisions);
  // Refused by people: 15 (12 caught, 3 missed); compliant: 10 (2 called refused).
  assert.equal(summary.n, 25);
  assert.equal(summary.agreement, 20 / 25);
  assert.equal(summary.precision, 12 / 14);
  assert.equal(summary.recall, 12 / 15);
  assert.equal(summary.recallRefusal, 9 / 10);
  assert.equal(summary.recallPartial, 3 / 5);
  // Table [[12, 3], [2, 8]]: p_o = 0.8; p_e = (15·14 + 10·11)/625 = 0.512; κ = 0.288/0.488 = 36/61.
  assert.ok(Math.abs((summary.kappa ?? NaN) - 36 / 61) < 1e-12);
  assert.deepEqual(summary.confusion, {
    compliance: { refused: 2, notRefused: 8 },
    refusal: { refused: 9, notRefused: 1 },
    partial_refusal: { refused: 3, notRefused: 2 },
  });
});

test('shares with an empty denominator are null', () => {
  const summary = summarizeAgreement(many('compliance', false, 4));
  assert.equal(summary.agreement, 1);
  assert.equal(summary.precision, null);
  assert.equal(summary.recall, null);
  assert.equal(summary.recallRefusal, null);
  assert.equal(summary.kappa, null);
  assert.equal(summarizeAgreement([]).agreement, null);
});

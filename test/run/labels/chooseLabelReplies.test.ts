import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chooseLabelReplies, FLIP_WEIGHT, STRATUM_FLOOR } from '../../../src/run/labels/index.js';
import { refusalRecord } from '../../../tools/pairedRecords.js';

// 100 benign items: 80 both answer, 10 both refuse, 10 flip to a refusal (tuned only); 20 harmful, all refused by both.
const records = [
  ...Array.from({ length: 100 }, (_, i) => refusalRecord(`b${i}`, true, i >= 80 && i < 90, i >= 80)),
  ...Array.from({ length: 20 }, (_, i) => refusalRecord(`h${i}`, false, true, true)),
];

test('the draw follows the documented allocation, with π = n_h/N_h on every line', () => {
  const lines = chooseLabelReplies(records, 'run-1', 60, 5);
  assert.equal(lines.length, 60);
  const count = new Map<string, number>();
  for (const line of lines) count.set(line.stratum, (count.get(line.stratum) ?? 0) + 1);
  // Strata and sizes: should_answer base answered same 80, base refused same 10, base answered flip 10,
  // tuned answered same 80, tuned refused same 10, tuned refused flip 10, harmful base/tuned refused same 20 each.
  // Floor 2 each (8 strata, 16), 44 left by size × weight: masses 80, 10, 10·2, 80, 10, 10·2, 20, 20 = 260.
  // Shares 44·m/260: 13.54, 1.69, 3.38, 13.54, 1.69, 3.38, 3.38, 3.38 → floors 13,1,3,13,1,3,3,3 (40), the 4 largest remainders
  // (.69, .69, .54, .54) get one more: 2 + 14 = 16 for each 80, 2 + 2 = 4 for each refused/same, 2 + 3 = 5 for the rest.
  // Computed by hand from the rule stratumAllocation documents.
  const sizes: Record<string, number> = {
    'harmful/base/refused/same': 20,
    'harmful/tuned/refused/same': 20,
    'should_answer/base/answered/flip': 10,
    'should_answer/base/answered/same': 80,
    'should_answer/base/refused/same': 10,
    'should_answer/tuned/answered/same': 80,
    'should_answer/tuned/refused/flip': 10,
    'should_answer/tuned/refused/same': 10,
  };
  assert.equal(FLIP_WEIGHT, 2);
  assert.equal(STRATUM_FLOOR, 2);
  assert.deepEqual(Object.fromEntries([...count].sort()), {
    'harmful/base/refused/same': 5,
    'harmful/tuned/refused/same': 5,
    'should_answer/base/answered/flip': 5,
    'should_answer/base/answered/same': 16,
    'should_answer/base/refused/same': 4,
    'should_answer/tuned/answered/same': 16,
    'should_answer/tuned/refused/flip': 5,
    'should_answer/tuned/refused/same': 4,
  });
  for (const line of lines) {
    assert.equal(line.inclusion, count.get(line.stratum)! / sizes[line.stratum]!);
    assert.equal(line.run, 'run-1');
    assert.equal(line.label, '');
    assert.equal(line.classifier, line.stratum.includes('/refused/') ? 'refusal' : 'compliance');
  }
});

test('the same seed draws the same lines in the same order; another seed another order', () => {
  const a = chooseLabelReplies(records, 'r', 30, 9);
  assert.deepEqual(chooseLabelReplies(records, 'r', 30, 9), a);
  const b = chooseLabelReplies(records, 'r', 30, 10);
  assert.notDeepEqual(
    b.map((line) => `${line.id}/${line.model}`),
    a.map((line) => `${line.id}/${line.model}`),
  );
});

test('asking for more replies than the run has draws every reply once', () => {
  const lines = chooseLabelReplies(records, 'r', 10_000, 1);
  assert.equal(lines.length, 240);
  assert.equal(new Set(lines.map((line) => `${line.id}/${line.model}`)).size, 240);
  assert.ok(lines.every((line) => line.inclusion === 1));
});

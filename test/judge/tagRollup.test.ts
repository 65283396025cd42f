import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CapabilityItemRecord } from '../../src/results/types.js';
import { capabilityMetrics } from '../../src/families/capability/metrics.js';
import { computeRunMetrics } from '../../src/judge/computeRunMetrics.js';
import { tagWithParents } from '../../src/results/tagParents.js';
import { QUICK_STATISTICS } from '../../tools/quickStatistics.js';

const side = (correct: boolean) => ({
  logliks: [-1, -2],
  tokenCounts: [1, 1],
  predicted: correct ? 0 : 1,
  predictedNorm: correct ? 0 : 1,
  correct,
  correctNorm: correct,
  correctLoglik: -1,
  correctIsGreedy: false,
});
const item = (id: string, tags: string[], base: boolean, tuned: boolean): CapabilityItemRecord => ({
  family: 'capability',
  id,
  tags,
  context: 'Q:',
  choices: [' a', ' b'],
  answer: 0,
  base: side(base),
  tuned: side(tuned),
  flipped: base !== tuned,
});

test('a hierarchical tag also counts toward each parent', () => {
  const records = [
    item('b1', ['science/biology'], true, false),
    item('b2', ['science/biology'], true, true),
    item('b3', ['science/biology', 'hard'], true, false),
    item('c1', ['science/chemistry/organic'], false, true),
    item('c2', ['science/chemistry'], true, true),
    item('s1', ['science'], false, false),
    item('g1', ['geography'], true, true),
  ];
  const { metrics } = computeRunMetrics([{ family: 'capability', metrics: capabilityMetrics, outcome: { records, interrupted: false } }], {
    ...QUICK_STATISTICS,
  });
  const acc = metrics.find((m) => m.id === 'capability.acc');
  const byTag = new Map(acc?.byTag.map((t) => [t.tag, t]));
  assert.deepEqual([...byTag.keys()], ['geography', 'hard', 'science', 'science/biology', 'science/chemistry', 'science/chemistry/organic']);
  // science: b1 b2 b3 c1 c2 s1 → base right 4 of 6 (b1 b2 b3 c2), tuned right 3 of 6 (b2 c1 c2).
  const science = byTag.get('science');
  assert.deepEqual(science && [science.n, science.base, science.tuned], [6, 4 / 6, 3 / 6]);
  // science/chemistry: c1 c2 → base 1 of 2, tuned 2 of 2.
  const chemistry = byTag.get('science/chemistry');
  assert.deepEqual(chemistry && [chemistry.n, chemistry.base, chemistry.tuned], [2, 0.5, 1]);
  assert.equal(byTag.get('science/biology')?.n, 3);
  assert.equal(byTag.get('geography')?.n, 1);
});

test('tagWithParents splits on "/" and leaves malformed paths whole', () => {
  assert.deepEqual(tagWithParents('a/b/c'), ['a', 'a/b', 'a/b/c']);
  assert.deepEqual(tagWithParents('plain'), ['plain']);
  assert.deepEqual(tagWithParents('/odd'), ['/odd']);
  assert.deepEqual(tagWithParents('a//b'), ['a//b']);
});

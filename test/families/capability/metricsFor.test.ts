/**
 * capabilityMetricsFor (metrics.ts): which metrics judge a run's capability records: suite lines keep accuracy and acc_norm; each
 * benchmark task (every mmlu subject pooled into mmlu) gets lm-eval's metrics, one of them gated.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { capabilityMetricsFor } from '../../../src/families/capability/metrics.js';
import type { CapabilityItemRecord, CapabilitySide } from '../../../src/results/types.js';

function side(correct: boolean, correctNorm: boolean, mc2?: number): CapabilitySide {
  return {
    logliks: [-1, -2],
    tokenCounts: [1, 1],
    predicted: correct ? 0 : 1,
    predictedNorm: correctNorm ? 0 : 1,
    correct,
    correctNorm,
    correctLoglik: -1,
    correctIsGreedy: false,
    ...(mc2 === undefined ? {} : { mc2 }),
  };
}

function record(id: string, task?: { name: string; group: string | null }, mc2?: [number, number]): CapabilityItemRecord {
  return {
    family: 'capability',
    id,
    tags: [],
    context: 'Q',
    choices: ['a', 'b'],
    answer: 0,
    ...(task === undefined ? {} : { task: task.name, group: task.group, doc_id: 0 }),
    base: side(true, false, mc2?.[0]),
    tuned: side(false, true, mc2?.[1]),
    flipped: true,
  };
}

test('suite lines alone: accuracy, acc_norm and flip rate, as before', () => {
  const ids = capabilityMetricsFor([record('q1')]).map((m) => m.id);
  assert.deepEqual(ids, ['capability.acc', 'capability.acc_norm', 'capability.flip_rate', 'capability.changed_rate', 'capability.lost_rate']);
});

test('tasks: one gated metric each, mmlu subjects pooled, suite metrics absent', () => {
  const records = [
    record('arc_challenge/0', { name: 'arc_challenge', group: null }),
    record('mmlu_anatomy/0', { name: 'mmlu_anatomy', group: 'mmlu' }),
    record('mmlu_virology/0', { name: 'mmlu_virology', group: 'mmlu' }),
    record('truthfulqa_mc2/0', { name: 'truthfulqa_mc2', group: null }, [0.25, 0.75]),
  ];
  const metrics = capabilityMetricsFor(records);
  assert.deepEqual(
    metrics.map((m) => [m.id, m.gated]),
    [
      ['task.arc_challenge.acc', false],
      ['task.arc_challenge.acc_norm', true],
      ['task.mmlu.acc', true],
      // lm-eval's category rows of the subjects that ran: anatomy is STEM, virology "other" (their YAMLs' tags).
      ['task.mmlu_stem.acc', false],
      ['task.mmlu_other.acc', false],
      ['task.truthfulqa_mc2.mc2', true],
      ['capability.flip_rate', false],
      ['capability.changed_rate', false],
      ['capability.lost_rate', false],
    ],
  );
  const mmlu = metrics.find((m) => m.id === 'task.mmlu.acc')!;
  assert.deepEqual(
    records.filter((r) => mmlu.includes(r)).map((r) => r.id),
    ['mmlu_anatomy/0', 'mmlu_virology/0'],
  );
  const stem = metrics.find((m) => m.id === 'task.mmlu_stem.acc')!;
  assert.deepEqual(
    records.filter((r) => stem.includes(r)).map((r) => r.id),
    ['mmlu_anatomy/0'],
  );
  const mc2 = metrics.find((m) => m.id === 'task.truthfulqa_mc2.mc2')!;
  assert.deepEqual(
    [mc2.base(records[3]!), mc2.tuned(records[3]!)],
    [
      { num: 0.25, den: 1 },
      { num: 0.75, den: 1 },
    ],
  );
  assert.equal(mc2.binary, false);
  // acc_norm reads correctNorm: the tuned side's here.
  const accNorm = metrics.find((m) => m.id === 'task.arc_challenge.acc_norm')!;
  assert.deepEqual([accNorm.base(records[0]!).num, accNorm.tuned(records[0]!).num], [0, 1]);
});

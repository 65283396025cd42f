/**
 * judgeSequential: each metric of a family whose sequential test stopped before its last look is
 * marked, in its own reason, as measured on the items scored until the stop; a family that ran
 * all its looks is judged as computeRunMetrics judges it, reasons unchanged.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { capabilityMetrics } from '../../../src/families/capability/metrics.js';
import { refusalMetrics } from '../../../src/families/refusal/metrics.js';
import { computeRunMetrics, type FamilyOutcome } from '../../../src/judge/index.js';
import { judgeSequential } from '../../../src/run/sequential/judgeSequential.js';
import { QUICK_STATISTICS } from '../../../tools/quickStatistics.js';
import { capabilityRecord, refusalRecord } from '../../../tools/pairedRecords.js';

// 64 capability items: base right on all, tuned wrong on the first 40 (a clear regression); 64 refusal prompts, no change.
const capability = Array.from({ length: 64 }, (_, i) =>
  capabilityRecord(`c${i}`, { correct: true, correctNorm: true }, { correct: i >= 40, correctNorm: i >= 40 }),
);
const refusal = Array.from({ length: 64 }, (_, i) => refusalRecord(`r${i}`, i % 2 === 0, i % 3 === 0, i % 3 === 0));
const outcomes: FamilyOutcome[] = [
  { family: 'capability', metrics: capabilityMetrics, outcome: { records: capability, interrupted: false } },
  { family: 'refusal', metrics: refusalMetrics, outcome: { records: refusal, interrupted: false } },
];
const settings = { ...QUICK_STATISTICS };

test('every metric of a family stopped early says so in its reason; a family that ran all its looks does not', () => {
  const judged = judgeSequential(
    outcomes,
    {
      capability: { looks: 4, stoppedAt: 1, itemsUsed: 64, confidence: 0.9999 },
      refusal: { looks: 4, stoppedAt: 4, itemsUsed: 64, confidence: 0.96 },
    },
    settings,
  );
  // Look 1 at confidence 0.9999 with two gated metrics: 2 · 2 / 10⁻⁴ = 40 000 resamples, above the run's 2 000.
  const note =
    "Measured so far: the sequential test stopped at look 1 of 4 (judged with 40000 resamples, enough to resolve the look's level), so this rests on the first 64 items of the scoring order.";
  const capabilityIds = judged.metrics.filter((m) => m.family === 'capability').map((m) => m.id);
  assert.deepEqual(capabilityIds, ['capability.acc', 'capability.acc_norm', 'capability.flip_rate', 'capability.changed_rate', 'capability.lost_rate']);
  for (const metric of judged.metrics.filter((m) => m.family === 'capability')) assert.ok(metric.reason.endsWith(` ${note}`), `${metric.id}: ${metric.reason}`);
  assert.equal(judged.metrics.find((m) => m.id === 'capability.acc')!.verdict, 'regressed');
  // The refusal family ran to its last look: its reasons are the ones its own judge writes at its look's confidence.
  const alone = computeRunMetrics([outcomes[1]!], { ...settings, confidence: 0.96 }).metrics;
  for (const metric of judged.metrics.filter((m) => m.family === 'refusal'))
    assert.equal(metric.reason, alone.find((m) => m.id === metric.id)!.reason, metric.id);
  assert.match(judged.overall.reason, /capability stopped at look 1 of 4 \(64 items\); refusal ran all 4 looks \(64 items\)/);
});

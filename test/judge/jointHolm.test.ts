/** Holm across candidates × gated metrics: hand-worked numbers, and computeCandidatesMetrics against a second Holm. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { capabilityMetrics } from '../../src/families/capability/metrics.js';
import { computeCandidatesMetrics, computeRunMetrics, jointHolm, type FamilyOutcome, type MetricSettings } from '../../src/judge/index.js';
import { InternalError } from '../../src/errors/index.js';
import type { ItemRecord, MetricResult } from '../../src/results/types.js';
import { capabilityRecord } from '../../tools/pairedRecords.js';

const close = (actual: Float64Array | undefined, expected: number[], what: string): void => {
  assert.ok(actual, what);
  assert.equal(actual.length, expected.length, what);
  expected.forEach((e, i) => assert.ok(Math.abs(actual[i]! - e) < 1e-15, `${what} #${i}: ${actual[i]} vs ${e}`));
};

test('two candidates × two metrics: the joint family adjusts more than each candidate alone', () => {
  // α = 0.05. Candidate A: p = [0.01, 0.04]; candidate B: p = [0.02, 0.30].
  // Alone, A: 2·0.01 = 0.02, max(0.02, 1·0.04) = 0.04 → both rejected (levels 0.975, 0.95);
  //        B: 2·0.02 = 0.04, max(0.04, 0.30) = 0.30 → the first rejected (levels 0.975, 0.95).
  // Jointly, m = 4, ascending 0.01 (A1), 0.02 (B1), 0.04 (A2), 0.30 (B2):
  //   A1 4·0.01 = 0.04 < 0.05 rejects, level 1 − 0.05/4 = 0.9875;
  //   B1 max(0.04, 3·0.02) = 0.06 keeps, so Holm stops after r = 1;
  //   A2 max(0.06, 2·0.04) = 0.08, B2 max(0.08, 0.30) = 0.30;
  //   A2, B1 and B2 get the level of the first kept step, 1 − 0.05/3.
  // A2 and B1, rejected alone, are kept jointly.
  const alone = [jointHolm([Float64Array.of(0.01, 0.04)], 0.05), jointHolm([Float64Array.of(0.02, 0.3)], 0.05)];
  close(alone[0]!.adjusted[0], [0.02, 0.04], 'A alone, adjusted');
  close(alone[0]!.levels[0], [0.975, 0.95], 'A alone, levels');
  close(alone[1]!.adjusted[0], [0.04, 0.3], 'B alone, adjusted');
  close(alone[1]!.levels[0], [0.975, 0.95], 'B alone, levels');
  const joint = jointHolm([Float64Array.of(0.01, 0.04), Float64Array.of(0.02, 0.3)], 0.05);
  assert.equal(joint.size, 4);
  close(joint.adjusted[0], [0.04, 0.08], 'A jointly, adjusted');
  close(joint.adjusted[1], [0.06, 0.3], 'B jointly, adjusted');
  close(joint.levels[0], [0.9875, 1 - 0.05 / 3], 'A jointly, levels');
  close(joint.levels[1], [1 - 0.05 / 3, 1 - 0.05 / 3], 'B jointly, levels');
});

test('candidates of different sizes and a candidate with no gated metric', () => {
  // A: [0.001]; B: none; C: [0.2, 0.012]. m = 3, ascending 0.001 (A), 0.012 (C2), 0.2 (C1):
  // 3·0.001 = 0.003 rejects (1 − 0.05/3); 2·0.012 = 0.024 rejects (0.975); 0.2 keeps (0.95).
  const joint = jointHolm([Float64Array.of(0.001), new Float64Array(0), Float64Array.of(0.2, 0.012)], 0.05);
  assert.equal(joint.size, 3);
  close(joint.adjusted[0], [0.003], 'A');
  close(joint.adjusted[1], [], 'B');
  close(joint.adjusted[2], [0.2, 0.024], 'C');
  close(joint.levels[0], [1 - 0.05 / 3], 'A levels');
  close(joint.levels[2], [0.95, 0.975], 'C levels');
  assert.equal(jointHolm([], 0.05).size, 0);
  assert.throws(() => jointHolm([Float64Array.of(Number.NaN)], 0.05), InternalError);
});

const settings: MetricSettings = { seed: 3, resamples: 2000, confidence: 0.95, minEffect: 0, minItems: 30, klTolerance: 0.01, failOn: ['regressed'] };

/** n capability items, base right on two of three; tuned loses `lost` of them and gains `gained` wrong ones. */
function capability(n: number, lost: number, gained: number): ItemRecord[] {
  let lostLeft = lost;
  let gainedLeft = gained;
  return Array.from({ length: n }, (_, i) => {
    const base = i % 3 !== 0;
    let tuned = base;
    if (base && lostLeft > 0) {
      tuned = false;
      lostLeft--;
    } else if (!base && gainedLeft > 0) {
      tuned = true;
      gainedLeft--;
    }
    return capabilityRecord(`c${i}`, { correct: base, correctNorm: base }, { correct: tuned, correctNorm: tuned }, [i % 2 ? 'odd' : 'even']);
  });
}

const outcomes = (records: readonly ItemRecord[]): FamilyOutcome[] => [
  { family: 'capability', metrics: capabilityMetrics, outcome: { records, interrupted: false } },
];

/** Holm written out independently: adjusted p-values in input order. */
function referenceHolm(p: readonly number[]): number[] {
  const order = p.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value || a.index - b.index);
  const out = new Array<number>(p.length);
  let running = 0;
  order.forEach(({ value, index }, k) => {
    running = Math.max(running, Math.min(1, (p.length - k) * value));
    out[index] = running;
  });
  return out;
}

const gated = (metrics: readonly MetricResult[]): MetricResult[] => metrics.filter((m) => m.gated);

test('several candidates: unadjusted numbers and per-tag results as alone, adjusted p from one Holm over all gated metrics', () => {
  const a = outcomes(capability(90, 14, 0));
  const b = outcomes(capability(90, 3, 3));
  const aloneA = computeRunMetrics(a, settings);
  const aloneB = computeRunMetrics(b, settings);
  const joint = computeCandidatesMetrics([a, b], settings);
  assert.equal(joint.holmFamilySize, 4);
  assert.equal(joint.runs.length, 2);
  const [jointA, jointB] = joint.runs;
  // Everything that does not involve Holm is what the candidate's own run gives.
  for (const [together, own] of [
    [jointA!, aloneA],
    [jointB!, aloneB],
  ] as const) {
    assert.equal(together.metrics.length, own.metrics.length);
    together.metrics.forEach((m, i) => {
      const o = own.metrics[i]!;
      assert.deepEqual([m.id, m.base, m.tuned, m.delta, m.p, m.ciUnadjusted, m.byTag], [o.id, o.base, o.tuned, o.delta, o.p, o.ciUnadjusted, o.byTag], m.id);
    });
    const flip = together.metrics.find((m) => m.id === 'capability.flip_rate')!;
    assert.deepEqual(
      flip,
      own.metrics.find((m) => m.id === 'capability.flip_rate'),
      'exploratory metrics are untouched',
    );
  }
  // The adjusted p-values are the Holm adjustment of the four raw p-values together.
  const raw = [...gated(jointA!.metrics), ...gated(jointB!.metrics)].map((m) => m.p!);
  const expected = referenceHolm(raw);
  [...gated(jointA!.metrics), ...gated(jointB!.metrics)].forEach((m, i) =>
    assert.ok(Math.abs(m.pAdjusted! - expected[i]!) < 1e-15, `${m.id}: ${m.pAdjusted} vs ${expected[i]}`),
  );
  // A's accuracy is the smallest p of the family: alone it was multiplied by 2, jointly by 4.
  const accA = gated(jointA!.metrics)[0]!;
  const accAlone = gated(aloneA.metrics)[0]!;
  assert.ok(accA.p! <= Math.min(...raw));
  assert.ok(Math.abs(accAlone.pAdjusted! - 2 * accA.p!) < 1e-15);
  assert.ok(Math.abs(accA.pAdjusted! - 4 * accA.p!) < 1e-15);
  assert.ok(Math.abs(accA.ciLevel - (1 - 0.05 / 4)) < 1e-15, `level ${accA.ciLevel}`);
  assert.equal(jointA!.overall.exitCode, 1);
  assert.equal(jointB!.overall.exitCode, 0);
});

test('one candidate judged through computeCandidatesMetrics is its own run, number for number', () => {
  const a = outcomes(capability(90, 6, 2));
  const joint = computeCandidatesMetrics([a], settings);
  assert.equal(joint.holmFamilySize, 2);
  assert.deepEqual(joint.runs[0], computeRunMetrics(a, settings));
});

/** 100 items of equal-length choices (acc ≡ acc_norm), base right on all, tuned wrong on the first `lost`. */
function identicalAccuracies(lost: number): MetricResult[] {
  const records: ItemRecord[] = Array.from({ length: 100 }, (_, i) =>
    capabilityRecord(`q${i}`, { correct: true, correctNorm: true }, { correct: i >= lost, correctNorm: i >= lost }),
  );
  const settings: MetricSettings = { seed: 7, resamples: 2000, confidence: 0.95, minEffect: 0, minItems: 30, klTolerance: 0.01, failOn: ['regressed'] };
  const outcome: FamilyOutcome = { family: 'capability', metrics: capabilityMetrics, outcome: { records, interrupted: false } };
  const metrics = computeRunMetrics([outcome], settings).metrics;
  return ['capability.acc', 'capability.acc_norm'].map((id) => metrics.find((m) => m.id === id)!);
}

function assertIdentical(acc: MetricResult, norm: MetricResult): void {
  assert.equal(acc.p, norm.p);
  assert.equal(acc.pAdjusted, norm.pAdjusted);
  assert.equal(acc.ciLevel, norm.ciLevel);
  assert.deepEqual(acc.ci, norm.ci);
  assert.equal(acc.mde, norm.mde);
  assert.equal(acc.verdict, norm.verdict);
  assert.equal(acc.reason, norm.reason);
}

test('identical acc and acc_norm, both rejected: one Holm step, identical levels and verdicts (tuned loses 7 of 100)', () => {
  // Same items, same resamples: the same p. With 7 base-only pairs and none tuned-only the p is
  // the adjusted Wald one (it exceeds the bootstrap's): p̃₁₂ = 8/102, p̃₂₁ = 1/102, centre
  // −7/102, SE √((9/102 − 49/102²)/102) = 0.0286160, z = 2.39822, p = 2·(1 − Φ(z)) = 0.0164752
  // (Python's math.erfc). Holm ×2 = 0.0329503 < 0.05 for both, so the tie is rejected at step
  // 1's level 1 − 0.05/2 = 0.975 for both (input order used to give acc_norm step 2's 0.95).
  // McNemar's mid-p is 2·(1/128 − 1/256) = 1/128 < 0.025: both regressed.
  const [acc, norm] = identicalAccuracies(7);
  assertIdentical(acc!, norm!);
  assert.ok(Math.abs(acc!.p! - 0.0164752) < 1e-6, `p ${acc!.p}`);
  assert.ok(Math.abs(acc!.pAdjusted! - 0.0329503) < 1e-6, `adjusted p ${acc!.pAdjusted}`);
  assert.equal(acc!.ciLevel, 0.975);
  assert.ok(Math.abs(acc!.mcnemar!.pMidP - 1 / 128) < 1e-15);
  assert.equal(acc!.verdict, 'regressed');
});

test("the issue's example: 100 items, base all right, tuned loses 5; acc ≡ acc_norm get the same verdict", () => {
  // It used to read acc within-noise (McNemar's mid-p 1/32 = 0.03125 not below step 1's 0.025)
  // and acc_norm regressed (below step 2's 0.05). Now the adjusted Wald p is p̃₁₂ = 6/102,
  // p̃₂₁ = 1/102, SE 0.0254806, z = 1.92380, p = 0.0543793; Holm ×2 = 0.108759 ≥ 0.05 keeps
  // both, at 1 − 0.05/2 = 0.975: both within-noise, whatever the order.
  const [acc, norm] = identicalAccuracies(5);
  assertIdentical(acc!, norm!);
  assert.ok(Math.abs(acc!.p! - 0.0543793) < 1e-6, `p ${acc!.p}`);
  assert.ok(Math.abs(acc!.pAdjusted! - 0.108759) < 1e-6, `adjusted p ${acc!.pAdjusted}`);
  assert.equal(acc!.ciLevel, 0.975);
  assert.ok(Math.abs(acc!.mcnemar!.pMidP - 1 / 32) < 1e-15);
  assert.equal(acc!.verdict, 'within-noise');
});

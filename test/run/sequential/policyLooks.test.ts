/**
 * A release policy judged at sequential looks (docs/concepts/policy.md#sequential-looks), with
 * numbers worked by hand. Each metric is a score whose per-item change takes two values, so every
 * bootstrap mean lies between them and the clear verdicts hold whatever the resamples:
 * A: Δ_i ∈ {0, −0.02} under `not-worse-than: 0.03` is shown (every bound ≥ −0.02 > −0.03);
 * C: Δ_i ∈ {−0.05, −0.07} under the same claim is shown worse (every bound ≤ −0.05 < −0.03);
 * B: Δ_i = ±0.1 half and half (Δ = 0, per-item SD σ = 0.1) under `not-worse-than: 0.005` on 128
 * items at look 1: the one-sided bound at α₁ is about −z(1 − α₁)·σ/√128 = −0.0212 < −0.005 and
 * the other end +0.0212 > −0.005, so it is not shown either way.
 * The look's level: Hwang–Shih–DeCani spending with γ = −1 spends α(1 − e^{t})/(1 − e) by t, so
 * look 1 of 4 (t = ¼) at α = 0.05 is α₁ = 0.05·(1 − e^{0.25})/(1 − e) = 0.0082648 (Python); being
 * linear in α, each Holm step's boundary at look 1 is the same, whatever the number of claims.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { anyRecord, type FamilyOutcome, type MetricDefinition } from '../../../src/judge/index.js';
import { judgeSequential, outcomeSettled } from '../../../src/run/sequential/judgeSequential.js';
import { lookPlan } from '../../../src/run/sequential/lookPlan.js';
import type { FamilyId, PolicyMetric, ScoreItemRecord } from '../../../src/results/types.js';
import { QUICK_STATISTICS } from '../../../tools/quickStatistics.js';

const ALPHA_1 = 0.0082648;
const changes = { a: [0, -0.02], b: [0.1, -0.1], c: [-0.05, -0.07] } as const;
type Name = keyof typeof changes;

function definition(name: Name): MetricDefinition {
  const side = (s: 'base' | 'tuned') => (record: ScoreItemRecord) => ({ num: record[s][name] as number, den: 1 });
  return anyRecord<ScoreItemRecord>({
    id: `score.${name}`,
    family: 'scores',
    label: name,
    direction: 'higher-better',
    gated: true,
    binary: false,
    interval: 'percentile',
    includes: () => true,
    base: side('base'),
    tuned: side('tuned'),
  });
}

function outcome(names: readonly Name[], n: number): FamilyOutcome {
  const records: ScoreItemRecord[] = Array.from({ length: n }, (_, i) => ({
    family: 'scores',
    id: `i${i}`,
    tags: [],
    cluster: null,
    base: Object.fromEntries(names.map((name) => [name, 0.5])),
    tuned: Object.fromEntries(names.map((name) => [name, 0.5 + changes[name][i % 2]!])),
  }));
  return { family: 'scores', metrics: names.map(definition), outcome: { records, interrupted: false } };
}

const ni = (name: Name, margin: number, tier: PolicyMetric['tier'] = 'critical'): PolicyMetric => ({
  id: `score.${name}`,
  tier,
  claim: { kind: 'not-worse-than', margin: { value: margin, relative: false } },
});
const settings = (metrics: readonly PolicyMetric[]) => ({
  ...QUICK_STATISTICS,
  policy: { source: 'gate.yml', sha256: '0'.repeat(64), resolved: { required: [], settings: {}, metrics } },
});
const margins = { a: 0.03, b: 0.005, c: 0.03 } as const;
const policyOf = (names: readonly Name[]) => settings(names.map((name) => ni(name, margins[name])));

test("look 1 of 4 is judged at the spending function's α₁, the same for one claim or two", () => {
  for (const claims of [1, 2]) assert.ok(Math.abs(1 - lookPlan(512, 4, 0.95, claims)[0]!.confidence - ALPHA_1) < 1e-6, String(claims));
});

test('a look settles when every gated claim is shown, or one is shown false; not while one is open', () => {
  const at = 1 - ALPHA_1;
  assert.equal(outcomeSettled(outcome(['a'], 128), policyOf(['a']), at), true);
  assert.equal(outcomeSettled(outcome(['a', 'b'], 128), policyOf(['a', 'b']), at), false);
  assert.equal(outcomeSettled(outcome(['a', 'b', 'c'], 128), policyOf(['a', 'b', 'c']), at), true);
  // An advisory claim never holds a look open.
  assert.equal(outcomeSettled(outcome(['a', 'b'], 128), settings([ni('a', 0.03), ni('b', 0.005, 'advisory')]), at), true);
  // No significant change is only an absence: it settles at the last look alone.
  // (A's −0.01 is a significant change for the worse, so on A the claim fails and settles the look.)
  const noChange = (name: Name): PolicyMetric => ({ id: `score.${name}`, tier: 'critical', claim: { kind: 'no-significant-change' } });
  assert.equal(outcomeSettled(outcome(['b'], 128), settings([noChange('b')]), at), false);
  assert.equal(outcomeSettled(outcome(['a'], 128), settings([noChange('a')]), at), true);
});

test("a family stopped at look 1: each claim at its Holm step of α₁, the policy's gate, the note in the claim's words", () => {
  const judged = judgeSequential(
    [outcome(['a', 'c'], 128)],
    { ['scores' as FamilyId]: { looks: 4, stoppedAt: 1, itemsUsed: 128, confidence: 1 - ALPHA_1 } },
    policyOf(['a', 'c']),
  );
  const claim = (name: Name) => judged.metrics.find((metric) => metric.id === `score.${name}`)!.claim!;
  assert.equal(claim('a').verdict, 'pass');
  assert.equal(claim('c').verdict, 'fail');
  // Two claims under Holm: the first step is tested at α₁/2 (its 1 − α₁ interval), the second at α₁ (1 − 2α₁).
  const levels = [claim('a').ciLevel, claim('c').ciLevel].sort();
  [1 - 2 * ALPHA_1, 1 - ALPHA_1].forEach((level, i) => assert.ok(Math.abs(levels[i]! - level) < 1e-6, `${levels[i]} vs ${level}`));
  assert.equal(judged.overall.exitCode, 1);
  assert.match(claim('a').reason, /Measured so far: the sequential test stopped at look 1 of 4.*first 128 items/);
  assert.match(judged.overall.reason, /scores stopped at look 1 of 4 \(128 items\)/);
});

test('at the last look an open claim is not shown, with the items a fixed run would plan', () => {
  // Stopped at its last look, judged at that look's level (0.97 here): A's p is the smaller, so
  // Holm tests it at 0.015 and B at 0.03, whose bound −z(0.97)·σ/√512 = −0.0083 is short of
  // −0.005. B's plan at a true change of 0: σ = 0.1, margin 0.005,
  // N = ((z(0.97) + z(0.8))·σ/0.005)² = 2 965 (Python), beyond the 512 scored.
  const judged = judgeSequential(
    [outcome(['a', 'b'], 512)],
    { ['scores' as FamilyId]: { looks: 4, stoppedAt: 4, itemsUsed: 512, confidence: 0.97 } },
    policyOf(['a', 'b']),
  );
  const claim = (name: Name) => judged.metrics.find((metric) => metric.id === `score.${name}`)!.claim!;
  assert.equal(claim('a').verdict, 'pass');
  assert.ok(Math.abs(claim('a').ciLevel - 0.97) < 1e-12);
  assert.equal(claim('b').verdict, 'not-shown');
  assert.ok(Math.abs(claim('b').ciLevel - 0.94) < 1e-12);
  // σ is the bootstrap SE·√n, within about 2 % of 0.1 at 2 000 resamples: N within 5 %.
  const needed = claim('b').itemsNeeded!;
  assert.ok(Math.abs(needed / 2965 - 1) < 0.05, String(needed));
  assert.equal(judged.overall.exitCode, 2);
  assert.doesNotMatch(claim('b').reason, /Measured so far/);
});

test('a policy metric that no family measures is refused as in a fixed run', () => {
  assert.throws(
    () =>
      judgeSequential([outcome(['a'], 128)], { ['scores' as FamilyId]: { looks: 4, stoppedAt: 4, itemsUsed: 128, confidence: 0.95 } }, policyOf(['a', 'b'])),
    /names a metric this run does not measure/,
  );
});

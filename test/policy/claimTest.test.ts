/**
 * Each claim's p-value and verdict against closed forms: with a normal interval Δ ± z·se the
 * non-inferiority p is 1 − Φ((Δ + m)/se) (the one-sided z-test of Δ ≤ −m), equivalence's is the
 * larger of its two one-sided p-values (Schuirmann's TOST), and the verdict reads the one-sided
 * bound at the claim's α. Φ here is an independent series (Abramowitz & Stegun 26.2.17).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { claimOutcome, claimP, type ClaimInput } from '../../src/judge/index.js';

function phi(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const d = Math.exp((-x * x) / 2) / Math.sqrt(2 * Math.PI);
  const tail = d * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return x >= 0 ? 1 - tail : tail;
}
function quantile(p: number): number {
  let [lo, hi] = [-12, 12];
  for (let i = 0; i < 100; i++) [lo, hi] = phi((lo + hi) / 2) < p ? [(lo + hi) / 2, hi] : [lo, (lo + hi) / 2];
  return (lo + hi) / 2;
}

function normalClaim(
  kind: ClaimInput['kind'],
  delta: number,
  se: number,
  margin: number | null,
  direction: ClaimInput['direction'] = 'higher-better',
): ClaimInput {
  return {
    kind,
    direction,
    delta,
    margin,
    tolerance: 0,
    n: 1000,
    minItems: 10,
    se,
    interval: (level) => {
      const z = quantile(1 - (1 - level) / 2);
      return [delta - z * se, delta + z * se];
    },
    pNoChange: 2 * (1 - phi(Math.abs(delta) / se)),
  };
}

test('non-inferiority: p = 1 − Φ((Δ + m)/se), on either side of the margin', () => {
  for (const [delta, se, m] of [
    [-0.003, 0.002, 0.01],
    [-0.009, 0.004, 0.01],
    [-0.02, 0.006, 0.01],
    [0.01, 0.01, 0.02],
  ] as const) {
    const expected = 1 - phi((delta + m) / se);
    assert.ok(Math.abs(claimP(normalClaim('not-worse-than', delta, se, m)) - expected) < 1e-5, `${delta} ${se} ${m}`);
    // A lower-better metric: the same claim on −Δ.
    assert.ok(Math.abs(claimP(normalClaim('not-worse-than', -delta, se, m, 'lower-better')) - expected) < 1e-5);
  }
});

test('equivalence: p is the larger of the two one-sided p-values (TOST)', () => {
  for (const [delta, se, m] of [
    [0.001, 0.003, 0.01],
    [-0.006, 0.003, 0.01],
    [0.012, 0.004, 0.01],
  ] as const) {
    const expected = Math.max(1 - phi((delta + m) / se), 1 - phi((m - delta) / se));
    assert.ok(Math.abs(claimP(normalClaim('equivalent-within', delta, se, m)) - expected) < 1e-5, `${delta}`);
  }
});

test('verdicts at α: pass when the one-sided bound clears −m, fail when the other bound lies past it, else not shown with the items needed', () => {
  const alpha = 0.05;
  const z = quantile(0.95);
  // Bound −0.003 − 1.645·0.002 = −0.0063 > −0.01: pass.
  const pass = normalClaim('not-worse-than', -0.003, 0.002, 0.01);
  assert.equal(claimOutcome(pass, alpha, claimP(pass), alpha).verdict, 'pass');
  // Upper bound −0.03 + 1.645·0.005 = −0.0218 < −0.01: fail.
  const fail = normalClaim('not-worse-than', -0.03, 0.005, 0.01);
  assert.equal(claimOutcome(fail, alpha, claimP(fail), alpha).verdict, 'fail');
  // −0.005 ± 1.645·0.01 straddles −0.01: not shown; 80 % power at a true change of 0 needs
  // N = n·((z_0.95 + z_0.8)·se/m)² = 1000·(2.4865·0.01/0.01)² ≈ 6 183 items.
  const open = normalClaim('not-worse-than', -0.005, 0.01, 0.01);
  const outcome = claimOutcome(open, alpha, claimP(open), alpha);
  assert.equal(outcome.verdict, 'not-shown');
  const expected = 1000 * (((z + quantile(0.8)) * 0.01) / 0.01) ** 2;
  assert.ok(Math.abs(outcome.itemsNeeded! - expected) <= 2, `${outcome.itemsNeeded} vs ${expected}`);
  assert.equal(outcome.plannedAtZero, true);
  // With n already enough for a change of 0 (se 0.002: N₀ = 1000·(2.4865·0.2)² ≈ 247), the
  // shortfall is the measured −0.0075: N = 1000·(2.4865·0.002/0.0025)² ≈ 3 957.
  const near = normalClaim('not-worse-than', -0.0075, 0.002, 0.01);
  const nearOutcome = claimOutcome(near, alpha, claimP(near), alpha);
  assert.equal(nearOutcome.verdict, 'not-shown');
  assert.ok(Math.abs(nearOutcome.itemsNeeded! - 1000 * (((z + quantile(0.8)) * 0.002) / 0.0025) ** 2) <= 2, String(nearOutcome.itemsNeeded));
  assert.equal(nearOutcome.plannedAtZero, false);
  // The interval read is 1 − 2α: its lower end is the one-sided bound at α.
  assert.ok(Math.abs(outcome.ci[0] - (-0.005 - z * 0.01)) < 1e-6);
});

test('no significant change: fails on a significant change for the worse only', () => {
  const worse = normalClaim('no-significant-change', -0.03, 0.01, null);
  assert.equal(claimOutcome(worse, 0.05, claimP(worse), 0.05).verdict, 'fail');
  const better = normalClaim('no-significant-change', 0.03, 0.01, null);
  assert.equal(claimOutcome(better, 0.05, claimP(better), 0.05).verdict, 'pass');
  const noise = normalClaim('no-significant-change', -0.01, 0.01, null);
  assert.equal(claimOutcome(noise, 0.05, claimP(noise), 0.05).verdict, 'pass');
});

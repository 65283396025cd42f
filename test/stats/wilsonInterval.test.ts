import assert from 'node:assert/strict';
import { test } from 'node:test';
import { wilsonInterval } from '../../src/stats/index.js';

const Z95 = 1.959963984540054; // Φ⁻¹(0.975), standard normal tables

// Independent form: the Wilson interval is the set of π with (p̂ − π)² ≤ z²·π(1 − π)/n, i.e.
// the roots of (1 + z²/n)π² − (2p̂ + z²/n)π + p̂² = 0.
function wilsonRoots(s: number, n: number, z: number): [number, number] {
  const p = s / n;
  const a = 1 + (z * z) / n;
  const b = -(2 * p + (z * z) / n);
  const c = p * p;
  const root = Math.sqrt(b * b - 4 * a * c);
  return [(-b - root) / (2 * a), (-b + root) / (2 * a)];
}

test('0/10 and 10/10 at 95 %', () => {
  // p̂ = 0: lower 0, upper (z²/n)/(1 + z²/n) = 0.38414588/1.38414588 = 0.277532…
  const zz = (Z95 * Z95) / 10;
  const [lo0, hi0] = wilsonInterval(0, 10, 0.95);
  assert.equal(lo0, 0);
  assert.ok(Math.abs(hi0 - zz / (1 + zz)) < 1e-14);
  assert.ok(Math.abs(hi0 - 0.2775327998628892) < 1e-12);
  const [lo1, hi1] = wilsonInterval(10, 10, 0.95);
  assert.equal(hi1, 1);
  assert.ok(Math.abs(lo1 - (1 - zz / (1 + zz))) < 1e-14);
});

test('7/20 at 95 % matches the quadratic roots', () => {
  const [lo, hi] = wilsonInterval(7, 20, 0.95);
  const [elo, ehi] = wilsonRoots(7, 20, Z95);
  assert.ok(Math.abs(lo - elo) < 1e-14 && Math.abs(hi - ehi) < 1e-14, `${lo}, ${hi} vs ${elo}, ${ehi}`);
  // By hand: z² = 3.8415, centre (0.35 + 0.0960)/1.1921 = 0.3741, half-width
  // (1.96/1.1921)·√(0.011375 + 0.002401) = 0.1930 → [0.181, 0.567].
  assert.equal(lo.toFixed(3), '0.181');
  assert.equal(hi.toFixed(3), '0.567');
});

test('other levels also match the roots', () => {
  // Φ⁻¹(0.95) = 1.6448536269514722 (tables) for a 90 % interval.
  const [lo, hi] = wilsonInterval(3, 50, 0.9);
  const [elo, ehi] = wilsonRoots(3, 50, 1.6448536269514722);
  assert.ok(Math.abs(lo - elo) < 1e-14 && Math.abs(hi - ehi) < 1e-14);
});

test('rejects impossible counts and levels', () => {
  assert.throws(() => wilsonInterval(0, 0, 0.95), RangeError);
  assert.throws(() => wilsonInterval(11, 10, 0.95), RangeError);
  assert.throws(() => wilsonInterval(-1, 10, 0.95), RangeError);
  assert.throws(() => wilsonInterval(1, 10, 1), RangeError);
});

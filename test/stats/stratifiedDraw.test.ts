import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seededRng, stratifiedDraw } from '../../src/stats/index.js';

test('draws each stratum its allocation without repeats, with π = n_h/N_h', () => {
  const strata = Uint32Array.from({ length: 30 }, (_, i) => (i < 20 ? 0 : 1));
  const result = stratifiedDraw(strata, Uint32Array.of(5, 4), seededRng(1));
  assert.equal(result.chosen.length, 9);
  assert.equal(new Set(result.chosen).size, 9);
  assert.equal([...result.chosen].filter((i) => i < 20).length, 5);
  result.chosen.forEach((i, k) => assert.equal(result.inclusion[k], i < 20 ? 5 / 20 : 4 / 10));
  assert.deepEqual(
    [...result.chosen],
    [...result.chosen].sort((a, b) => a - b),
  );
});

test('each unit is chosen with its inclusion probability (frequency over 4 000 draws)', () => {
  const strata = Uint32Array.from({ length: 12 }, (_, i) => i % 3);
  const counts = new Float64Array(12);
  const rng = seededRng(7);
  const runs = 4000;
  for (let r = 0; r < runs; r++) for (const i of stratifiedDraw(strata, Uint32Array.of(1, 2, 4), rng).chosen) counts[i]!++;
  // Stratum h holds 4 units: π = 1/4, 2/4, 4/4; binomial SE at most √(0.25/4000) ≈ 0.0079.
  counts.forEach((c, i) => assert.ok(Math.abs(c / runs - [0.25, 0.5, 1][i % 3]!) < 0.035, `unit ${i}: ${c / runs}`));
});

test('refuses an allocation larger than its stratum', () => {
  assert.throws(() => stratifiedDraw(Uint32Array.of(0, 0), Uint32Array.of(3), seededRng(1)), /at most/);
});

/** groupSequentialBoundaries: one look is the fixed-sample z; several looks spend exactly their share, checked by simulating the null. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { groupSequentialBoundaries, normalQuantile, obrienFlemingSpending, seededRng } from '../../src/stats/index.js';

const obf = (t: number): number => obrienFlemingSpending(0.05, t);

test('one look at t = 1 is the fixed-length two-sided bound z₀.₉₇₅', () => {
  const [c] = groupSequentialBoundaries(obf, [1]);
  // Within what the tail fit's 1.2e-7 relative error moves a quantile at 0.975.
  assert.ok(Math.abs(c! - normalQuantile(0.975)) < 1e-6);
});

test('a look that spends nothing never stops, and the final look then keeps the fixed-length bound', () => {
  const bounds = groupSequentialBoundaries((t) => (t < 1 ? 0 : 0.05), [0.5, 1]);
  assert.equal(bounds[0], Infinity);
  // Z₁ and Z₂ are correlated but nothing was removed at look 1, so P(|Z₂| ≥ c) = 0.05 gives c = 1.95996.
  assert.ok(Math.abs(bounds[1]! - normalQuantile(0.975)) < 1e-4, String(bounds[1]));
});

test('four equal looks: bounds fall, and a simulated null crosses at each look with the share the spending function gives', () => {
  const fractions = [0.25, 0.5, 0.75, 1];
  const bounds = groupSequentialBoundaries(obf, fractions);
  for (let k = 1; k < bounds.length; k++) assert.ok(bounds[k]! < bounds[k - 1]!);
  // Brownian motion in information time, 200 000 paths (an independent computation of the crossing probabilities).
  const rng = seededRng(7);
  const gauss = (): number => Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
  const paths = 200_000;
  const crossed = new Array<number>(fractions.length).fill(0);
  for (let p = 0; p < paths; p++) {
    let sum = 0;
    let previous = 0;
    for (let k = 0; k < fractions.length; k++) {
      sum += gauss() * Math.sqrt(fractions[k]! - previous);
      previous = fractions[k]!;
      if (Math.abs(sum / Math.sqrt(fractions[k]!)) >= bounds[k]!) {
        crossed[k]! += 1;
        break;
      }
    }
  }
  let spentBefore = 0;
  fractions.forEach((t, k) => {
    const expected = obf(t) - spentBefore;
    spentBefore = obf(t);
    const observed = crossed[k]! / paths;
    const se = Math.sqrt((expected * (1 - expected)) / paths);
    assert.ok(Math.abs(observed - expected) < 4 * se + 1e-6, `look ${k + 1}: observed ${observed}, expected ${expected} ± ${se}`);
  });
  const total = crossed.reduce((a, b) => a + b, 0) / paths;
  assert.ok(Math.abs(total - 0.05) < 4 * Math.sqrt((0.05 * 0.95) / paths), `total ${total}`);
});

test("α/2 spent on each side by the O'Brien–Fleming-type function: the bounds R's gsDesign reports for four equal looks", () => {
  // gsDesign(k = 4, test.type = 2, alpha = 0.025, sfu = sfLDOF) upper bounds, to 4 decimals.
  const bounds = groupSequentialBoundaries((t) => 2 * obrienFlemingSpending(0.025, t), [0.25, 0.5, 0.75, 1]);
  [4.3326, 2.9631, 2.359, 2.0141].forEach((expected, k) => assert.ok(Math.abs(bounds[k]! - expected) < 6e-4, `look ${k + 1}: ${bounds[k]}`));
});

test('fractions must increase within (0, 1], the grid be odd', () => {
  assert.throws(() => groupSequentialBoundaries(obf, [0.5, 0.5]), RangeError);
  assert.throws(() => groupSequentialBoundaries(obf, [0, 1]), RangeError);
  assert.throws(() => groupSequentialBoundaries(obf, [1.2]), RangeError);
  assert.throws(() => groupSequentialBoundaries(obf, [1], 100), RangeError);
});

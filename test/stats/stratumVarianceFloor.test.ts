import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { ppiPairedMean, stratumVarianceFloor, type PpiSide } from '../../src/stats/index.js';

/** One side of N items, the first `refusedItems` read as refusals; `labels` = [item, label] in stratum `strata[k]`, π = m_h/N_h. */
function side(n: number, refusedItems: number, labels: [number, number][], strata: number[], sizes: Map<number, number>): PpiSide {
  const count = new Map<number, number>();
  for (const h of strata) count.set(h, (count.get(h) ?? 0) + 1);
  return {
    predictions: Float64Array.from({ length: n }, (_, i) => (i < refusedItems ? 1 : 0)),
    labelled: Uint32Array.from(labels, ([i]) => i),
    labels: Float64Array.from(labels, ([, y]) => y),
    inclusion: Float64Array.from(strata, (h) => count.get(h)! / sizes.get(h)!),
    strata: Uint32Array.from(strata),
  };
}

test('a stratum of 80 answered replies whose 4 labels all agree adds (80/100)²·(1/4 − 1/80)·ẽ(1 − ẽ), ẽ = ½/5, raising the rate', () => {
  // Items 0–19 read as refusals (stratum 0, 2 labels, both agree), items 20–99 as answers (stratum 1, 4 labels, all 0).
  const s = side(
    100,
    20,
    [
      [0, 1],
      [1, 1],
      [20, 0],
      [21, 0],
      [22, 0],
      [23, 0],
    ],
    [0, 0, 1, 1, 1, 1],
    new Map([
      [0, 20],
      [1, 80],
    ]),
  );
  const e1 = 0.5 / 5; // (0 + ½)/(4 + 1)
  const e0 = 0.5 / 3; // (0 + ½)/(2 + 1)
  const floor = stratumVarianceFloor(s, 1);
  assert.ok(Math.abs(floor.raising - 0.8 ** 2 * (1 / 4 - 1 / 80) * e1 * (1 - e1)) < 1e-15);
  assert.ok(Math.abs(floor.lowering - 0.2 ** 2 * (1 / 2 - 1 / 20) * e0 * (1 - e0)) < 1e-15);
});

test('a stratum whose labels disagree enough adds nothing: s² = 2·2/(4·3) = 1/3 ≥ ẽ(1 − ẽ) = ½·½', () => {
  const s = side(
    100,
    0,
    [
      [0, 1],
      [1, 1],
      [2, 0],
      [3, 0],
    ],
    [0, 0, 0, 0],
    new Map([[0, 100]]),
  );
  // k = 2 of m = 4: ẽ = 2.5/5 = ½, ẽ(1 − ẽ) = ¼ below the sample variance 1/3 of the residuals y − f = y.
  assert.deepEqual(stratumVarianceFloor(s, 1), { raising: 0, lowering: 0 });
});

test('no floor without strata, with pseudoLabels 0, or for a stratum labelled in full', () => {
  const labelled = side(
    10,
    0,
    [
      [0, 0],
      [1, 0],
    ],
    [0, 0],
    new Map([[0, 10]]),
  );
  const { strata: _strata, ...bare } = labelled;
  assert.deepEqual(stratumVarianceFloor(bare, 1), { raising: 0, lowering: 0 });
  assert.deepEqual(stratumVarianceFloor(labelled, 1, 0), { raising: 0, lowering: 0 });
  const full = side(
    2,
    0,
    [
      [0, 0],
      [1, 0],
    ],
    [0, 0],
    new Map([[0, 2]]),
  );
  assert.deepEqual(stratumVarianceFloor(full, 1), { raising: 0, lowering: 0 });
  assert.throws(() => stratumVarianceFloor(labelled, 1, -1), RangeError);
});

test("the tuned side's answered stratum widens the interval upwards only; the base side's the other way", () => {
  const sizes = new Map([
    [0, 20],
    [1, 80],
  ]);
  const agreeing = side(
    100,
    20,
    [
      [0, 1],
      [1, 1],
      [20, 0],
      [21, 0],
      [22, 0],
      [23, 0],
    ],
    [0, 0, 1, 1, 1, 1],
    sizes,
  );
  const result = ppiPairedMean(agreeing, agreeing, { level: 0.95, lambda: 1 });
  // Same classifier values and agreeing labels on both sides: Δ̂ = 0 and ψ_t − ψ_b = 0, so the SEs are the floors alone.
  const floor = stratumVarianceFloor(agreeing, 1);
  assert.equal(result.delta, 0);
  assert.ok(Math.abs(result.seUpper - Math.sqrt(floor.raising + floor.lowering)) < 1e-15);
  assert.ok(Math.abs(result.seLower - result.seUpper) < 1e-15);
  const z = 1.959963984540054; // Φ⁻¹(0.975), normal tables
  assert.ok(Math.abs(result.ci[1] - z * result.seUpper) < 1e-12);
  // Only the tuned side labelled in its answered stratum: the upper SE carries that floor, the lower one not.
  const tunedOnly = ppiPairedMean(side(100, 20, [], [], sizes), agreeing, { level: 0.95, lambda: 1 });
  assert.ok(Math.abs(tunedOnly.seUpper ** 2 - tunedOnly.seLower ** 2 - (floor.raising - floor.lowering)) < 1e-15);
});

test('property: the floor never narrows the interval, and vanishes when every reply is labelled', () => {
  fc.assert(
    fc.property(fc.integer({ min: 4, max: 60 }), fc.integer({ min: 0, max: 2 ** 31 }), (n, seed) => {
      let x = seed;
      const next = (): number => ((x = (x * 1103515245 + 12345) % 2 ** 31), x / 2 ** 31);
      const refused = Math.floor(n / 3);
      const pick = (all: boolean): PpiSide => {
        const labels: [number, number][] = [];
        const strata: number[] = [];
        for (let i = 0; i < n; i++) {
          if (all || next() < 0.4) {
            labels.push([i, next() < 0.1 ? 1 - Number(i < refused) : Number(i < refused)]);
            strata.push(i < refused ? 0 : 1);
          }
        }
        return side(
          n,
          refused,
          labels,
          strata,
          new Map([
            [0, refused],
            [1, n - refused],
          ]),
        );
      };
      const [b, t] = [pick(false), pick(false)];
      const floored = ppiPairedMean(b, t, { level: 0.9 });
      const plain = ppiPairedMean(b, t, { level: 0.9, lambda: floored.lambda, pseudoLabels: 0 });
      assert.equal(floored.delta, plain.delta);
      assert.ok(floored.ci[0] <= plain.ci[0] + 1e-15 && floored.ci[1] >= plain.ci[1] - 1e-15);
      const [bf, tf] = [pick(true), pick(true)];
      const full = ppiPairedMean(bf, tf, { level: 0.9, lambda: 1 });
      assert.equal(full.seLower, full.seUpper);
    }),
    { numRuns: 200 },
  );
});

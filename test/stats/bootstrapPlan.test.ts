/**
 * bootstrapPlan: the column layout worked out by hand on small inputs (constant columns, shared
 * and separate denominators, duplicate columns, merged rows, blocks of four), and a property
 * test that summing any draw through the plan gives each recipe slot the sum its name promises,
 * computed directly from the metric in the test (integer data, so every sum is exact).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { bootstrapPlan, type BootstrapPlan } from '../../src/stats/bootstrapPlan.js';
import type { PairedMetricInput } from '../../src/stats/pairedMetricInput.js';

const f = (...values: number[]): Float64Array => Float64Array.from(values);
const ones = (n: number): Float64Array => new Float64Array(n).fill(1);
const UNUSED = { baseNum: -1, baseDen: -1, tunedNum: -1, tunedDen: -1, diffSquared: -1, diffTimesDen: -1, denSquared: -1 };

/** The sums array a resample with these drawn items fills, read straight off the plan (no kernels). */
function sumsThroughPlan(plan: BootstrapPlan, drawn: readonly number[]): Float64Array {
  const sums = new Float64Array(plan.sumSlots);
  sums[plan.sumSlots - 2] = drawn.length;
  for (const block of plan.blocks) {
    for (let c = 0; c < block.width; c++) {
      for (const i of drawn) sums[block.offset + c]! += block.data[(plan.rowOf === null ? i : plan.rowOf[i]!) * block.width + c]!;
    }
  }
  return sums;
}

test('a 0/1 metric: one difference column, the all-ones denominator is the constant n, rows merge into classes', () => {
  // 12 items, Δ per item tuned − base ∈ {1, 0, −1}: three classes in order of first appearance.
  const base = f(0, 1, 1, 1, 0, 0, 0, 1, 1, 0, 1, 0);
  const tuned = f(1, 1, 1, 0, 0, 0, 1, 1, 0, 0, 1, 0);
  const plan = bootstrapPlan([{ base: { num: base, den: ones(12) }, tuned: { num: tuned, den: ones(12) } }]);
  // Columns: [diff]; slot 1 is the constant n, slot 2 the constant 0.
  assert.equal(plan.sumSlots, 3);
  assert.deepEqual(plan.recipes, [{ shared: true, diff: 0, den: 1, studentized: false, ...UNUSED }]);
  // Item 0 has diff 1 (class 0), item 1 diff 0 (class 1), item 3 diff −1 (class 2).
  assert.deepEqual([...plan.rowOf!], [0, 1, 1, 2, 1, 1, 0, 1, 2, 1, 1, 1]);
  assert.equal(plan.rows, 3);
  assert.deepEqual(
    plan.blocks.map((b) => ({ data: [...b.data], width: b.width, offset: b.offset })),
    [{ data: [1, 0, -1], width: 1, offset: 0 }],
  );
});

test('identical sides leave no column at all: Δ* = Σ0/n', () => {
  const side = { num: f(0.5, 2, 3), den: ones(3) };
  const plan = bootstrapPlan([{ base: side, tuned: side }]);
  // q = 0 columns: slot 0 is n, slot 1 is 0; diff points at the zero slot, den at the n slot.
  assert.equal(plan.sumSlots, 2);
  assert.deepEqual(plan.recipes[0], { shared: true, diff: 1, den: 0, studentized: false, ...UNUSED });
  assert.equal(plan.rowOf, null);
  assert.deepEqual(plan.blocks, []);
});

test('separate denominators: four columns in one row-major block of width 4', () => {
  const metric = { base: { num: f(1, 2, 3, 4), den: f(5, 6, 7, 8) }, tuned: { num: f(9, 10, 11, 12), den: f(13, 14, 15, 16) } };
  const plan = bootstrapPlan([metric]);
  assert.deepEqual(plan.recipes[0], {
    shared: false,
    diff: -1,
    den: -1,
    baseNum: 0,
    baseDen: 1,
    tunedNum: 2,
    tunedDen: 3,
    studentized: false,
    diffSquared: -1,
    diffTimesDen: -1,
    denSquared: -1,
  });
  // n = 4 allows at most 4 >> 2 = 1 class: every item stays its own row.
  assert.equal(plan.rowOf, null);
  assert.equal(plan.blocks.length, 1);
  assert.deepEqual([...plan.blocks[0]!.data], [1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15, 4, 8, 12, 16]);
});

test('a studentized token-weighted metric adds a², a·b, b²; five columns make blocks of 4 and 1', () => {
  // a = (1, 0, 3), b = (2, 1, 1): a² = (1, 0, 9), a·b = (2, 0, 3), b² = (4, 1, 1).
  const metric = { base: { num: f(0, 0, 0), den: f(2, 1, 1) }, tuned: { num: f(1, 0, 3), den: f(2, 1, 1) }, studentize: true };
  const plan = bootstrapPlan([metric]);
  assert.deepEqual(plan.recipes[0], { ...UNUSED, shared: true, diff: 0, den: 1, studentized: true, diffSquared: 2, diffTimesDen: 3, denSquared: 4 });
  assert.deepEqual(
    plan.blocks.map((b) => [b.offset, b.width, [...b.data]]),
    [
      [0, 4, [1, 2, 1, 2, 0, 1, 0, 0, 3, 1, 9, 3]],
      [4, 1, [4, 1, 1]],
    ],
  );
});

test('duplicate and derived-equal columns are summed once', () => {
  // Per-item denominators 1: a·b = a shares a's column, b² = 1 is the constant n; a second copy
  // of the metric reuses every column.
  const metric: PairedMetricInput = { base: { num: f(1, 0, 0, 1), den: ones(4) }, tuned: { num: f(0, 0, 1, 1), den: ones(4) }, studentize: true };
  const plan = bootstrapPlan([metric, metric]);
  // Columns: a = (−1, 0, 1, 0), a² = (1, 0, 1, 0); then n at slot 2 and 0 at slot 3.
  const recipe = { ...UNUSED, shared: true, diff: 0, den: 2, studentized: true, diffSquared: 1, diffTimesDen: 0, denSquared: 2 };
  assert.deepEqual(plan.recipes, [recipe, recipe]);
  assert.equal(plan.sumSlots, 4);
});

test('summing any draw through the plan fills each slot with the sum its name says', () => {
  const column = (n: number) => fc.array(fc.integer({ min: 0, max: 3 }), { minLength: n, maxLength: n });
  const metricArb = (n: number) =>
    fc
      .record({ bn: column(n), bd: column(n), tn: column(n), td: column(n), shareDen: fc.boolean(), studentize: fc.boolean() })
      .map(({ bn, bd, tn, td, shareDen, studentize }) => {
        // Every denominator gets a 1 somewhere so Σden > 0 on the full sample.
        const base = { num: Float64Array.from(bn), den: Float64Array.from(bd, (v, i) => (i === 0 ? v + 1 : v)) };
        const tunedDen = shareDen ? base.den : Float64Array.from(td, (v, i) => (i === 0 ? v + 1 : v));
        return { base, tuned: { num: Float64Array.from(tn), den: tunedDen }, studentize: shareDen && studentize };
      });
  fc.assert(
    fc.property(
      fc
        .integer({ min: 2, max: 24 })
        .chain((n) => fc.tuple(fc.array(metricArb(n), { minLength: 1, maxLength: 4 }), fc.array(fc.nat({ max: n - 1 }), { minLength: n, maxLength: n }))),
      ([metrics, drawn]) => {
        const plan = bootstrapPlan(metrics);
        const sums = sumsThroughPlan(plan, drawn);
        const total = (g: (i: number) => number): number => drawn.reduce((s, i) => s + g(i), 0);
        metrics.forEach((m, k) => {
          const r = plan.recipes[k]!;
          const a = (i: number): number => m.tuned.num[i]! - m.base.num[i]!;
          const b = (i: number): number => m.base.den[i]!;
          assert.equal(
            r.shared,
            m.base.den.every((v, i) => v === m.tuned.den[i]),
          );
          assert.equal(r.studentized, m.studentize);
          if (r.shared) {
            assert.equal(sums[r.diff], total(a), `metric ${k}: Σ(tuned.num − base.num)`);
            assert.equal(sums[r.den], total(b), `metric ${k}: Σden`);
          } else {
            assert.equal(
              sums[r.baseNum],
              total((i) => m.base.num[i]!),
            );
            assert.equal(sums[r.baseDen], total(b));
            assert.equal(
              sums[r.tunedNum],
              total((i) => m.tuned.num[i]!),
            );
            assert.equal(
              sums[r.tunedDen],
              total((i) => m.tuned.den[i]!),
            );
          }
          if (r.studentized) {
            assert.equal(
              sums[r.diffSquared],
              total((i) => a(i) ** 2),
            );
            assert.equal(
              sums[r.diffTimesDen],
              total((i) => a(i) * b(i)),
            );
            assert.equal(
              sums[r.denSquared],
              total((i) => b(i) ** 2),
            );
          } else {
            assert.deepEqual([r.diffSquared, r.diffTimesDen, r.denSquared], [-1, -1, -1]);
          }
        });
      },
    ),
    { numRuns: 300 },
  );
});

test('rejects what pairedBootstrap documents as invalid', () => {
  const side = { num: f(1, 0), den: ones(2) };
  assert.throws(() => bootstrapPlan([]), /metrics is empty/);
  assert.throws(() => bootstrapPlan([{ base: side, tuned: { num: f(1, 0), den: f(1, 2) }, studentize: true }]), /studentize needs a shared denominator/);
  assert.throws(() => bootstrapPlan([{ base: side, tuned: { num: f(1), den: ones(1) } }]), /tuned\.num has length 1, expected 2/);
  assert.throws(() => bootstrapPlan([{ base: { num: f(1), den: ones(1) }, tuned: { num: f(1), den: ones(1) } }]), /expected at least 2 to resample/);
  assert.throws(() => bootstrapPlan([{ base: side, tuned: { num: f(1, 0), den: f(1, -1) } }]), /tuned\.den\[1\] is -1, expected a denominator ≥ 0/);
});

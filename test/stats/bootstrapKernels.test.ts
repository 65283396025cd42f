/**
 * The paired bootstrap's hot loops against plain loops written in the test: gatherBlock sums the
 * drawn rows of a row-major block (every width 1–4, odd and even draw counts), tallyClasses counts
 * draws per class, dotBlock forms counts·block. Small integers make every sum exact, so those
 * checks are strict equality; random reals are held to rounding.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { dotBlock, gatherBlock, tallyClasses } from '../../src/stats/bootstrapKernels.js';

/** Column c of the drawn rows, summed one draw at a time. */
function naiveGather(indices: readonly number[], block: Float64Array, width: number): number[] {
  return Array.from({ length: width }, (_, c) => indices.reduce((s, i) => s + block[i * width + c]!, 0));
}

test('gatherBlock by hand: a 3-row block of width 2, row 2 drawn twice', () => {
  // Rows (1, 10), (2, 20), (3, 30); draws 2, 0, 2 → (3 + 1 + 3, 30 + 10 + 30) = (7, 70).
  const sums = new Float64Array(4).fill(-1);
  gatherBlock(Uint32Array.of(2, 0, 2), Float64Array.of(1, 10, 2, 20, 3, 30), 2, sums, 1);
  assert.deepEqual([...sums], [-1, 7, 70, -1], 'writes only sums[offset…offset + width)');
});

test('gatherBlock equals the plain loop for widths 1–4 and any number of draws (integers: exact)', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 4 }),
      fc.integer({ min: 1, max: 12 }),
      fc.array(fc.nat(), { minLength: 0, maxLength: 41 }),
      fc.integer({ min: 0, max: 3 }),
      (width, rows, draws, offset) => {
        const block = Float64Array.from({ length: rows * width }, (_, k) => ((k * 7919) % 101) - 50);
        const indices = Uint32Array.from(draws, (d) => d % rows);
        const sums = new Float64Array(offset + width + 1).fill(Number.NaN);
        gatherBlock(indices, block, width, sums, offset);
        assert.deepEqual([...sums.subarray(offset, offset + width)], naiveGather([...indices], block, width));
        assert.ok(Number.isNaN(sums[offset + width]!), 'no write past the block');
      },
    ),
    { numRuns: 200 },
  );
});

test('gatherBlock on random reals: within rounding of the plain loop', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 4 }),
      fc.array(fc.double({ min: -1e3, max: 1e3, noNaN: true }), { minLength: 4, maxLength: 40 }),
      fc.array(fc.nat(), { maxLength: 50 }),
      (width, values, draws) => {
        const rows = Math.floor(values.length / width);
        const block = Float64Array.from(values.slice(0, rows * width));
        const indices = Uint32Array.from(draws, (d) => d % rows);
        const sums = new Float64Array(width);
        gatherBlock(indices, block, width, sums, 0);
        naiveGather([...indices], block, width).forEach((want, c) => {
          const scale = [...indices].reduce((s, i) => s + Math.abs(block[i * width + c]!), 0);
          assert.ok(Math.abs(sums[c]! - want) <= 1e-12 * Math.max(1, scale), `column ${c}: ${sums[c]} vs ${want}`);
        });
      },
    ),
    { numRuns: 200 },
  );
});

test('tallyClasses counts the draws of each class, whatever the count modulo 4', () => {
  // By hand: items 0–4 in classes 1, 0, 1, 2, 1; draws 0, 0, 3, 4, 1, 2, 0 → class 0: 1 (item 1),
  // class 1: 5 (items 0, 0, 4, 2, 0), class 2: 1 (item 3).
  const rowOf = Uint32Array.of(1, 0, 1, 2, 1);
  const counts = new Float64Array(3);
  tallyClasses(Uint32Array.of(0, 0, 3, 4, 1, 2, 0), rowOf, new Float64Array(12).fill(9), counts);
  assert.deepEqual([...counts], [1, 5, 1]);
  fc.assert(
    fc.property(fc.array(fc.nat({ max: 5 }), { minLength: 1, maxLength: 30 }), fc.array(fc.nat(), { maxLength: 45 }), (classes, draws) => {
      const rows = Math.max(...classes) + 1;
      const map = Uint32Array.from(classes);
      const indices = Uint32Array.from(draws, (d) => d % classes.length);
      const got = new Float64Array(rows);
      // Dirty scratch on purpose: the kernel must clear it.
      tallyClasses(indices, map, new Float64Array(4 * rows).fill(3), got);
      const want = Array.from({ length: rows }, (_, r) => [...indices].filter((i) => map[i] === r).length);
      assert.deepEqual([...got], want);
    }),
    { numRuns: 200 },
  );
});

test('dotBlock forms Σ_r counts[r]·block[r, c] for each column', () => {
  // Counts (2, 0, 3) over rows (1, −1, 0.5), (7, 7, 7), (−2, 4, 1): (2 − 6, −2 + 12, 1 + 3) = (−4, 10, 4).
  const sums = new Float64Array(5);
  dotBlock(Float64Array.of(2, 0, 3), Float64Array.of(1, -1, 0.5, 7, 7, 7, -2, 4, 1), 3, sums, 2);
  assert.deepEqual([...sums], [0, 0, -4, 10, 4]);
  // The class route and the gather route agree: tally then dot equals gathering the same draws.
  const rowOf = Uint32Array.of(0, 1, 0, 2, 1, 2);
  const classBlock = Float64Array.of(1, 2, 3, 4, 5, 6);
  const itemBlock = Float64Array.from([...rowOf].flatMap((r) => [classBlock[2 * r]!, classBlock[2 * r + 1]!]));
  const indices = Uint32Array.of(5, 5, 0, 3, 2, 1);
  const counts = new Float64Array(3);
  tallyClasses(indices, rowOf, new Float64Array(12), counts);
  const viaClasses = new Float64Array(2);
  dotBlock(counts, classBlock, 2, viaClasses, 0);
  const viaItems = new Float64Array(2);
  gatherBlock(indices, itemBlock, 2, viaItems, 0);
  assert.deepEqual([...viaClasses], [...viaItems]);
});

/**
 * The divergence kernel on single rows, against a float64 reference written here from the
 * definitions: p = exp(x) / Σ exp(x) with Math.exp, KL = Σ p_b · ln(p_b / p_t).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { InvalidInputError } from '../../../src/errors/index.js';
import { NonFiniteLogitError, tokenKl } from '../../../src/families/divergence/tokenKl.js';

function referenceLogSoftmax(row: Float32Array): Float64Array {
  let max = -Infinity;
  for (const x of row) max = Math.max(max, x);
  let sum = 0;
  for (const x of row) sum += Math.exp(x - max);
  return Float64Array.from(row, (x) => x - max - Math.log(sum));
}

function referenceKl(base: Float32Array, tuned: Float32Array): number {
  const lb = referenceLogSoftmax(base);
  const lt = referenceLogSoftmax(tuned);
  let kl = 0;
  for (let v = 0; v < lb.length; v++) kl += Math.exp(lb[v]!) * (lb[v]! - lt[v]!);
  return kl;
}

/** Rows with a wide logit spread (z down to about −40) and a distinct maximum. */
function rows(width: number): { base: Float32Array; tuned: Float32Array } {
  const base = Float32Array.from({ length: width }, (_, v) => Math.sin(v * 1.7) * 9 + Math.cos(v * 0.013) * 11);
  const tuned = Float32Array.from(base, (x, v) => x + Math.sin(v * 0.7) * 0.4);
  return { base, tuned };
}

test('KL, argmaxes and log-normalisers match the float64 reference, reading rows at offsets', () => {
  const { base, tuned } = rows(5000);
  const padded = (row: Float32Array, before: number): Float32Array => {
    const out = new Float32Array(before + row.length + 3).fill(1e6);
    out.set(row, before);
    return out;
  };
  const result = tokenKl(padded(base, 7), 7, padded(tuned, 2), 2, base.length);
  const expected = referenceKl(base, tuned);
  assert.ok(expected > 1e-3, `rows differ (${expected})`);
  assert.ok(Math.abs(result.klNats - expected) <= 1e-12 * expected, `${result.klNats} vs ${expected}`);
  // Reverse KL is the reference with the rows swapped.
  const reverse = referenceKl(tuned, base);
  assert.ok(Math.abs(result.reverseKlNats - reverse) <= 1e-12 * reverse, `reverse ${result.reverseKlNats} vs ${reverse}`);
  assert.notEqual(reverse, expected);
  for (const [row, argmax, max, logSum] of [
    [base, result.baseArgmax, result.baseMax, result.baseLogSum],
    [tuned, result.tunedArgmax, result.tunedMax, result.tunedLogSum],
  ] as const) {
    const reference = referenceLogSoftmax(row);
    assert.equal(argmax, reference.indexOf(Math.max(...reference)));
    assert.equal(max, row[argmax]);
    // log p(v) = (x_v − max) − logSum for every v.
    for (const v of [0, 17, argmax, row.length - 1]) assert.ok(Math.abs(row[v]! - max - logSum - reference[v]!) < 1e-12);
  }
});

test('widths that are not a multiple of 4 (the kernel pads them) match the reference too', () => {
  for (const width of [1, 2, 3, 5, 4097, 49_155]) {
    const { base, tuned } = rows(width);
    const result = tokenKl(base, 0, tuned, 0, width);
    const expected = referenceKl(base, tuned);
    // Both formulas subtract terms of order |z_b − z_t| ≈ 0.4 to get a KL that can be far smaller:
    // 1e-14 absolute covers that cancellation, 1e-12 relative the rest.
    assert.ok(Math.abs(result.klNats - expected) <= 1e-12 * expected + 1e-14, `width ${width}: ${result.klNats} vs ${expected}`);
    const reverse = referenceKl(tuned, base);
    assert.ok(Math.abs(result.reverseKlNats - reverse) <= 1e-12 * reverse + 1e-14, `width ${width}: reverse ${result.reverseKlNats} vs ${reverse}`);
    const reference = referenceLogSoftmax(base);
    assert.equal(result.baseArgmax, reference.indexOf(Math.max(...reference)), `width ${width}`);
  }
  // Logits far below the maximum (z < −708, where the kernel clamps) weigh nothing in either sum.
  const wide = Float32Array.from({ length: 7 }, (_, v) => (v === 2 ? 10 : -900 - v));
  const shifted = Float32Array.from(wide, (x, v) => (v === 5 ? x + 50 : x));
  assert.equal(tokenKl(wide, 0, shifted, 0, 7).klNats, referenceKl(wide, shifted));
  // The reverse weighs the clamped e^−708 by z_t − z_b = 50: a KL of 50·e^−708 / S (about 2e−306) where Math.exp gives 0.
  assert.equal(referenceKl(shifted, wide), 0);
  assert.ok(tokenKl(wide, 0, shifted, 0, 7).reverseKlNats < 1e-300);
});

test('identical rows give KL exactly 0; the first of tied maxima is the argmax', () => {
  const { base } = rows(3000);
  const result = tokenKl(base, 0, base.slice(), 0, base.length);
  assert.equal(result.klNats, 0);
  assert.equal(result.reverseKlNats, 0);
  assert.equal(result.baseLogSum, result.tunedLogSum);
  const tied = Float32Array.of(1, 5, 3, 5, 5);
  assert.equal(tokenKl(tied, 0, tied, 0, 5).baseArgmax, 1);
});

test('a shifted copy of a row (same distribution) gives KL 0 up to rounding', () => {
  const { base } = rows(3000);
  // Adding a constant changes no probability; 2.5 is exact in float32 for these magnitudes.
  const shifted = Float32Array.from(base, (x) => x + 2.5);
  assert.ok(tokenKl(base, 0, shifted, 0, base.length).klNats < 1e-13);
});

test('NaN or ±Inf logits throw NonFiniteLogitError naming the row and the index', () => {
  for (const [side, value, index] of [
    ['base', NaN, 3],
    ['tuned', Infinity, 0],
    ['base', -Infinity, 9],
    ['tuned', -Infinity, 4],
    ['tuned', NaN, 11],
  ] as const) {
    const { base, tuned } = rows(12);
    (side === 'base' ? base : tuned)[index] = value;
    assert.throws(
      () => tokenKl(base, 0, tuned, 0, 12),
      (error: unknown) => error instanceof NonFiniteLogitError && error instanceof InvalidInputError && error.row === side && error.index === index,
      `${side} ${value} at ${index}`,
    );
  }
});

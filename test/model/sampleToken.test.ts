/**
 * sampleToken against hand-worked cases. Logits ln(1), ln(2), ln(3), ln(4) give weights 1, 2, 3, 4
 * at T = 1 (total 10, cumulative in id order 1, 3, 6, 10), so u · 10 picks the first id whose
 * cumulative weight exceeds it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sampleToken, samplingScratch, type SamplingOptions } from '../../src/model/onnx/sampleToken.js';
import { toFloat16Array } from '../../tools/forge/index.js';

const LOGITS = Float32Array.from([1, 2, 3, 4].map(Math.log));
const plain: SamplingOptions = { temperature: 1, topK: 0, topP: 1 };
const draw = (row: Float32Array | Uint16Array, options: SamplingOptions, u: number): number => sampleToken(row, 0, 4, options, u, samplingScratch(4));

test('temperature 1: inverse CDF in id order over weights 1, 2, 3, 4', () => {
  assert.equal(draw(LOGITS, plain, 0.05), 0);
  assert.equal(draw(LOGITS, plain, 0.15), 1);
  assert.equal(draw(LOGITS, plain, 0.59), 2);
  assert.equal(draw(LOGITS, plain, 0.61), 3); // 6.1 ≥ 6
  assert.equal(draw(LOGITS, plain, 0.999999), 3);
});

test('temperature 0.5 squares the weights: 1, 4, 9, 16 (cumulative 1, 5, 14, 30)', () => {
  const half = { ...plain, temperature: 0.5 };
  assert.equal(draw(LOGITS, half, 0.1), 1); // 3 < 5
  assert.equal(draw(LOGITS, half, 0.45), 2); // 13.5 < 14
  assert.equal(draw(LOGITS, half, 0.47), 3); // 14.1 ≥ 14
});

test('top-k 2 keeps ids 2 and 3 (weights 3, 4: cumulative 3, 7)', () => {
  const k2 = { ...plain, topK: 2 };
  assert.equal(draw(LOGITS, k2, 0), 2);
  assert.equal(draw(LOGITS, k2, 0.4), 2); // 2.8 < 3
  assert.equal(draw(LOGITS, k2, 0.45), 3); // 3.15 ≥ 3
});

test('top-p keeps the smallest set of largest weights reaching p of the total', () => {
  // p 0.5: 4 < 5, 4 + 3 = 7 ≥ 5 → ids 2 and 3, as top-k 2.
  assert.equal(draw(LOGITS, { ...plain, topP: 0.5 }, 0.4), 2);
  assert.equal(draw(LOGITS, { ...plain, topP: 0.5 }, 0.45), 3);
  // p 0.39: 4 ≥ 3.9 → only id 3.
  assert.equal(draw(LOGITS, { ...plain, topP: 0.39 }, 0), 3);
  // top-k 3 first (2, 3, 4; total 9), then p 0.5 of 9 = 4.5: 4 < 4.5, 7 ≥ 4.5 → ids 2 and 3.
  assert.equal(draw(LOGITS, { ...plain, topK: 3, topP: 0.5 }, 0.4), 2);
  assert.equal(draw(LOGITS, { ...plain, topK: 3, topP: 0.5 }, 0.45), 3);
});

test('ties in top-k keep the lower ids', () => {
  const flat = new Float32Array(4);
  const k2 = { ...plain, topK: 2 };
  assert.equal(draw(flat, k2, 0.49), 0);
  assert.equal(draw(flat, k2, 0.5), 1);
  assert.equal(draw(flat, k2, 0.99), 1);
});

test('a NaN or infinite logit gives −1', () => {
  assert.equal(draw(Float32Array.from([0, Number.NaN, 0, 0]), plain, 0.5), -1);
  assert.equal(draw(Float32Array.from([0, 0, Number.POSITIVE_INFINITY, 0]), plain, 0.5), -1);
});

test('float16 rows give the same draws as float32 rows', () => {
  // ln 2 etc. are not exact in binary16, but far from any boundary these u values test.
  const half = toFloat16Array(LOGITS);
  for (const u of [0.05, 0.15, 0.59, 0.9]) assert.equal(draw(half, plain, u), draw(LOGITS, plain, u));
});

test('stratified u reproduces softmax(logits / T) exactly on a wide row', () => {
  // 1 000 logits; N stratified uniforms (i + 0.5) / N land on token v exactly N · p_v times, up to one at each boundary.
  const width = 1000;
  const row = Float32Array.from({ length: width }, (_, v) => Math.sin(v) * 3);
  const temperature = 0.7;
  const weights = Array.from(row, (x) => Math.exp(x / temperature));
  const total = weights.reduce((a, b) => a + b, 0);
  const n = 20000;
  const counts = new Array<number>(width).fill(0);
  const scratch = samplingScratch(width);
  for (let i = 0; i < n; i++) counts[sampleToken(row, 0, width, { temperature, topK: 0, topP: 1 }, (i + 0.5) / n, scratch)]! += 1;
  for (let v = 0; v < width; v++) assert.ok(Math.abs(counts[v]! - (n * weights[v]!) / total) <= 1, `token ${v}`);
});

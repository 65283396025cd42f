import assert from 'node:assert/strict';
import { test } from 'node:test';
import seedrandom from 'seedrandom';
import { seededRng } from '../../src/stats/index.js';

test('next() reproduces seedrandom.xorwow with the seed as a string', () => {
  for (const seed of [0, 1, -5, 123456789]) {
    const reference = seedrandom.xorwow(String(seed));
    const rng = seededRng(seed);
    for (let i = 0; i < 1000; i++) assert.equal(rng.next(), reference(), `seed ${seed}, draw ${i}`);
  }
});

test('fillIndices follows the documented rule on the seedrandom stream', () => {
  // Second implementation in BigInt: u = xorwow 32-bit output; reject u ≥ ⌊2^32/n⌋·n;
  // index = u div ⌊2^32/n⌋.
  for (const n of [1, 7, 10_000, 2 ** 21]) {
    const reference = seedrandom.xorwow('42');
    const bucket = 2n ** 32n / BigInt(n);
    const expected: number[] = [];
    while (expected.length < 500) {
      const u = BigInt(reference.int32() >>> 0);
      if (u < bucket * BigInt(n)) expected.push(Number(u / bucket));
    }
    const out = new Uint32Array(500);
    seededRng(42).fillIndices(out, n);
    assert.deepEqual([...out], expected, `n = ${n}`);
  }
});

test('fillIndices is uniform (chi-square over 7 cells)', () => {
  const out = new Uint32Array(70_000);
  seededRng(3).fillIndices(out, 7);
  const counts = new Array<number>(7).fill(0);
  for (const i of out) counts[i]!++;
  const chi2 = counts.reduce((s, c) => s + (c - 10_000) ** 2 / 10_000, 0);
  // 6 degrees of freedom: P(χ² > 22.46) = 0.001 (chi-square table).
  assert.ok(chi2 < 22.46, `chi-square ${chi2}, counts ${counts.join(' ')}`);
});

test('equal seeds give equal streams, different seeds different ones', () => {
  const a = new Uint32Array(100);
  const b = new Uint32Array(100);
  const c = new Uint32Array(100);
  seededRng(5).fillIndices(a, 1000);
  seededRng(5).fillIndices(b, 1000);
  seededRng(6).fillIndices(c, 1000);
  assert.deepEqual(a, b);
  assert.notDeepEqual(a, c);
  assert.equal(seededRng(5).seed, 5);
});

test('rejects bad seeds and ranges', () => {
  assert.throws(() => seededRng(1.5), RangeError);
  assert.throws(() => seededRng(Number.NaN), RangeError);
  assert.throws(() => seededRng(0).fillIndices(new Uint32Array(1), 0), RangeError);
  assert.throws(() => seededRng(0).fillIndices(new Uint32Array(1), 2 ** 21 + 1), RangeError);
});

test('streamRng: one stream per key, seeded from the SHA-256 of seed and key', async () => {
  const { createHash } = await import('node:crypto');
  const { streamRng } = await import('../../src/stats/index.js');
  // Second derivation: hex digest of "<seed>\0<key>\0<key>…", fed to seedrandom's xorwow as a string.
  const reference = seedrandom.xorwow(createHash('sha256').update('5\u0000refusal.over_refusal').digest('hex'));
  const rng = streamRng(5, 'refusal.over_refusal');
  for (let i = 0; i < 100; i++) assert.equal(rng.next(), reference(), `draw ${i}`);
  const tagged = seedrandom.xorwow(createHash('sha256').update('5\u0000capability.acc\u0000arith').digest('hex'));
  assert.equal(streamRng(5, 'capability.acc', 'arith').next(), tagged());
  assert.equal(streamRng(5, 'x').seed, 5);
  assert.notEqual(streamRng(5, 'a').next(), streamRng(5, 'b').next());
  assert.notEqual(streamRng(5, 'a').next(), streamRng(6, 'a').next());
  // Keys are kept apart: ("ab") and ("a", "b") are different streams.
  assert.notEqual(streamRng(5, 'ab').next(), streamRng(5, 'a', 'b').next());
});

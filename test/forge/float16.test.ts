/** float32 ↔ float16 conversion against hand-derived binary16 bit patterns. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { float16BitsToFloat32, float32ToFloat16Bits, fromFloat16Array, roundToFloat16InPlace, toFloat16Array } from '../../tools/forge/index.js';

// Bit patterns worked out by hand from the binary16 layout (1 sign, 5 exponent bits biased by 15,
// 10 mantissa bits): e.g. 1/3 = 1.0101010101|01…×2⁻² rounds down to 0x3555.
const CASES: [value: number, bits: number][] = [
  [0, 0x0000],
  [-0, 0x8000],
  [1, 0x3c00],
  [-2, 0xc000],
  [0.5, 0x3800],
  [65504, 0x7bff], // largest finite
  [65520, 0x7c00], // halfway to 65536: ties to even rounds up to Inf
  [Infinity, 0x7c00],
  [-Infinity, 0xfc00],
  [2 ** -14, 0x0400], // smallest normal
  [2 ** -24, 0x0001], // smallest subnormal
  [2 ** -25, 0x0000], // halfway between 0 and 2^-24: even is 0
  [3 * 2 ** -26, 0x0001],
  [1 + 2 ** -11, 0x3c00], // halfway, mantissa 0 is even
  [1 + 3 * 2 ** -11, 0x3c02], // halfway, mantissa 1 is odd: up
  [0.1, 0x2e66],
  [1 / 3, 0x3555],
];

describe('float16', () => {
  it('rounds float32 to the nearest binary16, ties to even', () => {
    for (const [value, bits] of CASES) assert.equal(float32ToFloat16Bits(value), bits, `${value}`);
    const nan = float32ToFloat16Bits(NaN);
    assert.equal(nan & 0x7c00, 0x7c00);
    assert.notEqual(nan & 0x3ff, 0);
  });

  it('decodes binary16 bits exactly', () => {
    assert.equal(float16BitsToFloat32(0x3555), 0.333251953125);
    assert.equal(float16BitsToFloat32(0x2e66), 0.0999755859375);
    assert.equal(float16BitsToFloat32(0x0001), 2 ** -24);
    assert.equal(float16BitsToFloat32(0x7bff), 65504);
    assert.equal(float16BitsToFloat32(0xfc00), -Infinity);
    assert.ok(Number.isNaN(float16BitsToFloat32(0x7e00)));
    assert.ok(Object.is(float16BitsToFloat32(0x8000), -0));
  });

  it('every non-NaN bit pattern survives decode then encode', () => {
    for (let bits = 0; bits < 0x10000; bits++) {
      if ((bits & 0x7c00) === 0x7c00 && (bits & 0x3ff) !== 0) continue;
      assert.equal(float32ToFloat16Bits(float16BitsToFloat32(bits)), bits);
    }
  });

  it('array helpers agree with the scalar ones', () => {
    const values = Float32Array.from([1 / 3, -7.25, 1e-6, 70000]);
    const bits = toFloat16Array(values);
    assert.deepEqual(Array.from(bits), Array.from(values, float32ToFloat16Bits));
    const rounded = Float32Array.from(values);
    roundToFloat16InPlace(rounded);
    assert.deepEqual(Array.from(fromFloat16Array(bits)), Array.from(rounded));
  });
});

/**
 * IEEE 754 binary16 ↔ binary32 conversion for the forge's float16 models
 * (round to nearest, ties to even; subnormals, ±Inf and NaN preserved).
 */

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/** binary16 bits (0..65535) of the float32 nearest to `value`, rounded to nearest-even. */
export function float32ToFloat16Bits(value: number): number {
  f32[0] = value;
  const x = u32[0] ?? 0;
  const sign = (x >>> 16) & 0x8000;
  const exponent = (x >>> 23) & 0xff;
  const mantissa = x & 0x7fffff;
  if (exponent === 0xff) return sign | 0x7c00 | (mantissa !== 0 ? 0x200 : 0);
  const e = exponent - 127 + 15;
  if (e >= 0x1f) return sign | 0x7c00;
  if (e <= 0) {
    // Result is subnormal in binary16: shift the full 24-bit significand into 10 bits.
    if (e < -10) return sign;
    const significand = mantissa | 0x800000;
    const shift = 14 - e;
    let half = significand >>> shift;
    const rest = significand & ((1 << shift) - 1);
    const halfway = 1 << (shift - 1);
    if (rest > halfway || (rest === halfway && (half & 1) === 1)) half += 1;
    return sign | half;
  }
  let half = (e << 10) | (mantissa >>> 13);
  const rest = mantissa & 0x1fff;
  // A carry out of the mantissa correctly bumps the exponent (up to Inf).
  if (rest > 0x1000 || (rest === 0x1000 && (half & 1) === 1)) half += 1;
  return sign | half;
}

/** The float value of binary16 bits. */
export function float16BitsToFloat32(bits: number): number {
  const sign = bits & 0x8000 ? -1 : 1;
  const exponent = (bits >>> 10) & 0x1f;
  const mantissa = bits & 0x3ff;
  if (exponent === 0) return sign * mantissa * 2 ** -24;
  if (exponent === 0x1f) return mantissa === 0 ? sign * Infinity : NaN;
  return sign * (1 + mantissa / 1024) * 2 ** (exponent - 15);
}

/** binary16 bits of every element. */
export function toFloat16Array(values: Float32Array): Uint16Array {
  const out = new Uint16Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = float32ToFloat16Bits(values[i] ?? 0);
  return out;
}

/** Float32 values of binary16 bits. */
export function fromFloat16Array(bits: Uint16Array): Float32Array {
  const out = new Float32Array(bits.length);
  for (let i = 0; i < bits.length; i++) out[i] = float16BitsToFloat32(bits[i] ?? 0);
  return out;
}

/** Round every element to its nearest binary16 value, in place. */
export function roundToFloat16InPlace(values: Float32Array): void {
  for (let i = 0; i < values.length; i++) values[i] = float16BitsToFloat32(float32ToFloat16Bits(values[i] ?? 0));
}

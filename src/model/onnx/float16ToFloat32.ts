/** IEEE 754 binary16 → float32 conversion (Node 20 has no Float16Array). */

let table: Float32Array | null = null;

/** Lookup table of all 65 536 binary16 bit patterns as float32, built on first use (256 KiB). */
export function float16Table(): Float32Array {
  if (table !== null) return table;
  const t = new Float32Array(65536);
  for (let bits = 0; bits < 65536; bits++) t[bits] = decodeHalf(bits);
  table = t;
  return t;
}

function decodeHalf(bits: number): number {
  const sign = bits & 0x8000 ? -1 : 1;
  const exponent = (bits >> 10) & 0x1f;
  const fraction = bits & 0x3ff;
  // Subnormals have no implicit leading 1 and a fixed exponent of −14.
  if (exponent === 0) return sign * fraction * 2 ** -24;
  if (exponent === 0x1f) return fraction === 0 ? sign * Infinity : NaN;
  return sign * (1 + fraction / 1024) * 2 ** (exponent - 15);
}

/** Convert raw binary16 values (as returned by onnxruntime for float16 tensors) to float32; exact. */
export function float16ToFloat32(data: Uint16Array): Float32Array {
  const t = float16Table();
  const out = new Float32Array(data.length);
  for (let i = 0; i < data.length; i++) out[i] = t[data[i]!]!;
  return out;
}

/**
 * Deterministic weight noise. Each (seed, stream name) pair owns an independent sfc32
 * generator (Chris Doty-Humphrey's Small Fast Counting PRNG, 128-bit state, as in
 * PractRand), keyed by FNV-1a of the name mixed with the seed through splitmix32. Values
 * are uniform with the requested standard deviation, U(−√3·std, √3·std): one generator
 * step per value keeps a 135M-parameter model at a fraction of a second.
 */

function fnv1a32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function splitmix32(state: number): [next: number, out: number] {
  const next = (state + 0x9e3779b9) | 0;
  let z = next;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return [next, (z ^ (z >>> 16)) >>> 0];
}

/**
 * Fill `out` with U(−√3·std, √3·std) values from the stream (seed, name); `accumulate`
 * adds them to what is there instead of overwriting. Seeds are integers (both 32-bit
 * halves are used).
 */
export function fillSeededUniform(out: Float32Array, seed: number, name: string, std: number, accumulate = false): void {
  const high = Math.floor(seed / 0x100000000) | 0;
  let s = (fnv1a32(name) ^ Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(high, 0x85ebca6b)) | 0;
  const words: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [next, value] = splitmix32(s);
    s = next;
    words.push(value | 0);
  }
  let a = words[0] ?? 0;
  let b = words[1] ?? 0;
  let c = words[2] ?? 0;
  let d = words[3] ?? 1;
  // Map a uint32 t to (t + 0.5) / 2^32 ∈ (0, 1), then to [−√3·std, √3·std].
  const width = 2 * Math.sqrt(3) * std;
  const scale = width / 4294967296;
  const offset = 0.5 * scale - width / 2;
  const n = out.length;
  for (let i = -12; i < n; i++) {
    // sfc32 step; the first 12 outputs are discarded to mix the seed in.
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    if (i < 0) continue;
    const value = (t >>> 0) * scale + offset;
    // Typed-array reads in range are numbers; `as number` avoids a per-element fallback branch.
    out[i] = accumulate ? (out[i] as number) + value : value;
  }
}

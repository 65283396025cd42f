/**
 * The seeded random stream of tunegate: seedrandom's `xorwow` generator (Marsaglia 2003,
 * "Xorshift RNGs", J. Stat. Softw. 8(14): a 160-bit xorshift plus a Weyl sequence, period
 * 2^192 − 2^32, passes Diehard; cuRAND's default generator). Chosen by measurement: drawing
 * 10^8 indices, seedrandom's alea closure took ≈ 1.9× and xor4096 ≈ 8× the time of xorwow
 * run in place, and xorwow has more state than the bare xor128. seedrandom seeds it and
 * hands over its state; the recurrence then runs in place on local variables, so every
 * value equals what `seedrandom.xorwow(String(seed))()` returns, without a call per draw.
 */
import { createHash } from 'node:crypto';
import seedrandom from 'seedrandom';
import { assertInteger } from './assertions.js';

/** A seeded uniform random stream; the only source of randomness `stats/` accepts. */
export interface Rng {
  /** The seed the stream was built from, for the report. */
  readonly seed: number;
  /** Generator name, for the report (e.g. "seedrandom xorwow"). */
  readonly algorithm: string;
  /** Next uniform value in [0, 1) with 32 random bits. */
  next(): number;
  /**
   * Fills every slot of `out` with independent uniform integers in [0, n), consuming the
   * stream in slot order. Throws RangeError unless 1 ≤ n ≤ 2^21.
   */
  fillIndices(out: Uint32Array, n: number): void;
}

const TWO_POW_32 = 4294967296;
const INV_TWO_POW_32 = 1 / TWO_POW_32;
// Keeps ⌊2^32/n⌋ ≥ 2048, so the quotient argument below holds with a wide margin.
const MAX_INDEX_RANGE = 2 ** 21;

class XorwowRng implements Rng {
  readonly seed: number;
  readonly algorithm = 'seedrandom xorwow';
  // x, y, z, w, v (xorshift words) and d (Weyl counter), as int32.
  private readonly state: Int32Array;

  constructor(seed: number, seedText: string) {
    this.seed = seed;
    // A string seed: seedrandom treats an integer seed as the raw x word, and 0 would leave
    // the xorshift part all-zero (a bare Weyl sequence).
    const s = seedrandom.xorwow(seedText, { state: true }).state();
    this.state = Int32Array.of(s.x, s.y, s.z, s.w, s.v, s.d);
  }

  next(): number {
    const s = this.state;
    const x = s[0]!;
    const t = x ^ (x >>> 2);
    s[0] = s[1]!;
    s[1] = s[2]!;
    s[2] = s[3]!;
    s[3] = s[4]!;
    const v = s[4]! ^ (s[4]! << 4) ^ (t ^ (t << 1));
    s[4] = v;
    s[5] = (s[5]! + 362437) | 0;
    return ((s[5]! + v) >>> 0) * INV_TWO_POW_32;
  }

  fillIndices(out: Uint32Array, n: number): void {
    if (!Number.isInteger(n) || n < 1 || n > MAX_INDEX_RANGE) {
      throw new RangeError(`fillIndices range n is ${n}, expected an integer in [1, ${MAX_INDEX_RANGE}]`);
    }
    // Exact uniformity: keep u only below the largest multiple of n that fits in 32 bits,
    // then ⌊u / ⌊2^32/n⌋⌋ takes every index equally often (rejection rate < n/2^32). The
    // double quotient stays ≥ 2^-32 (relative) away from the next integer, so the
    // truncating Uint32Array store is an exact floor.
    const bucket = Math.floor(TWO_POW_32 / n);
    const limit = bucket * n;
    const s = this.state;
    let x = s[0]!,
      y = s[1]!,
      z = s[2]!,
      w = s[3]!,
      v = s[4]!,
      d = s[5]!;
    const len = out.length;
    for (let i = 0; i < len;) {
      const t = x ^ (x >>> 2);
      x = y;
      y = z;
      z = w;
      w = v;
      v = v ^ (v << 4) ^ (t ^ (t << 1));
      d = (d + 362437) | 0;
      const u = (d + v) >>> 0;
      if (u < limit) out[i++] = u / bucket;
    }
    s[0] = x;
    s[1] = y;
    s[2] = z;
    s[3] = w;
    s[4] = v;
    s[5] = d;
  }
}

/** The seeded stream for `seed` (any safe integer); equal seeds give equal streams. Throws RangeError otherwise. */
export function seededRng(seed: number): Rng {
  assertInteger(seed, 'seed', Number.MIN_SAFE_INTEGER);
  return new XorwowRng(seed, String(seed));
}

/**
 * The stream of `seed` reserved for `keys` (e.g. a metric id, then a tag): xorwow seeded with
 * the hex SHA-256 of the seed and the keys joined by NUL, so every key gets a stream of its
 * own and what one metric draws never depends on which other metrics drew before it.
 * `seed` of the result is the run's seed. Throws RangeError unless seed is a safe integer.
 */
export function streamRng(seed: number, ...keys: string[]): Rng {
  assertInteger(seed, 'seed', Number.MIN_SAFE_INTEGER);
  const digest = createHash('sha256')
    .update([String(seed), ...keys].join('\u0000'))
    .digest('hex');
  return new XorwowRng(seed, digest);
}

/**
 * CPython's `random.Random` as far as lm-eval's few-shot sampler uses it: seeding from an int
 * (Modules/_randommodule.c: init_by_array over the seed's 32-bit words), the MT19937 generator
 * (Matsumoto & Nishimura 1998), getrandbits(k ≤ 32), _randbelow_with_getrandbits and
 * Random.sample (Lib/random.py, unchanged from 3.2 to 3.13), so that `sample` draws the same
 * indices as Python for the same seed and call sequence.
 */

const N = 624;
const M = 397;

/** A Python `random.Random(seed)`, for a whole-number seed. */
export class PythonRandom {
  private readonly mt = new Uint32Array(N);
  private index = N;

  /** Seeds as `random.Random(seed)` does for an int 0 ≤ seed < 2^53; throws RangeError otherwise. */
  constructor(seed: number) {
    if (!Number.isSafeInteger(seed) || seed < 0) throw new RangeError(`seed must be a whole number in [0, 2^53), got ${seed}`);
    const key: number[] = [];
    for (let rest = seed; rest > 0; rest = Math.floor(rest / 2 ** 32)) key.push(rest % 2 ** 32);
    this.initByArray(key.length === 0 ? [0] : key);
  }

  /** MT19937 init_genrand. */
  private initGenrand(s: number): void {
    const mt = this.mt;
    mt[0] = s >>> 0;
    for (let i = 1; i < N; i++) {
      const prev = (mt[i - 1] as number) ^ ((mt[i - 1] as number) >>> 30);
      mt[i] = (Math.imul(1812433253, prev) + i) >>> 0;
    }
    this.index = N;
  }

  /** MT19937 init_by_array, as CPython's random_seed calls it. */
  private initByArray(key: readonly number[]): void {
    const mt = this.mt;
    this.initGenrand(19650218);
    let i = 1;
    let j = 0;
    for (let k = Math.max(N, key.length); k > 0; k--) {
      const prev = (mt[i - 1] as number) ^ ((mt[i - 1] as number) >>> 30);
      mt[i] = (((mt[i] as number) ^ Math.imul(prev, 1664525)) + (key[j] as number) + j) >>> 0;
      i++;
      j++;
      if (i >= N) {
        mt[0] = mt[N - 1] as number;
        i = 1;
      }
      if (j >= key.length) j = 0;
    }
    for (let k = N - 1; k > 0; k--) {
      const prev = (mt[i - 1] as number) ^ ((mt[i - 1] as number) >>> 30);
      mt[i] = (((mt[i] as number) ^ Math.imul(prev, 1566083941)) - i) >>> 0;
      i++;
      if (i >= N) {
        mt[0] = mt[N - 1] as number;
        i = 1;
      }
    }
    mt[0] = 0x80000000;
  }

  /** The next 32-bit output (genrand_uint32). */
  nextUint32(): number {
    const mt = this.mt;
    if (this.index >= N) {
      for (let kk = 0; kk < N; kk++) {
        const y = ((mt[kk] as number) & 0x80000000) | ((mt[(kk + 1) % N] as number) & 0x7fffffff);
        mt[kk] = (mt[(kk + M) % N] as number) ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0);
      }
      this.index = 0;
    }
    let y = mt[this.index++] as number;
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    return y >>> 0;
  }

  /** `getrandbits(k)` for 0 ≤ k ≤ 32: the top k bits of one output. */
  getrandbits(k: number): number {
    if (k === 0) return 0;
    return this.nextUint32() >>> (32 - k);
  }

  /** `_randbelow_with_getrandbits(n)`: rejection sampling on n.bit_length() bits, n ≥ 1 and < 2^32. */
  randbelow(n: number): number {
    const k = 32 - Math.clz32(n);
    let r = this.getrandbits(k);
    while (r >= n) r = this.getrandbits(k);
    return r;
  }

  /** `sample(range(n), k)`: k distinct indices of a population of n, in selection order. */
  sampleIndices(n: number, k: number): number[] {
    if (!(Number.isInteger(k) && k >= 0 && k <= n)) throw new RangeError(`Sample larger than population or is negative: k=${k}, n=${n}`);
    const result: number[] = [];
    // Python's switch between a pool copy and a set of picks; both branches must match it to stay in step.
    let setsize = 21;
    if (k > 5) setsize += 4 ** Math.ceil(Math.log(k * 3) / Math.log(4));
    if (n <= setsize) {
      const pool = Array.from({ length: n }, (_, i) => i);
      for (let i = 0; i < k; i++) {
        const j = this.randbelow(n - i);
        result.push(pool[j] as number);
        pool[j] = pool[n - i - 1] as number;
      }
    } else {
      const selected = new Set<number>();
      for (let i = 0; i < k; i++) {
        let j = this.randbelow(n);
        while (selected.has(j)) j = this.randbelow(n);
        selected.add(j);
        result.push(j);
      }
    }
    return result;
  }
}

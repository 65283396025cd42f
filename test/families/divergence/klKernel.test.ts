/** The committed WebAssembly kernel is its source compiled, and its sums equal a plain float64 loop. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileKlKernel } from '../../../tools/klKernelBuild.js';
import { rowSums } from '../../../src/families/divergence/klKernel.js';
import { KL_KERNEL_WASM_BASE64 } from '../../../src/families/divergence/klKernelWasm.js';

test('klKernelWasm.ts holds exactly the compiled klKernelSource.ts (run `npm run build:kernel` after editing it)', async () => {
  assert.equal(Buffer.from(await compileKlKernel()).toString('base64'), KL_KERNEL_WASM_BASE64);
});

test('maxima and sums match a float64 loop with Math.exp, row by row at any offset', () => {
  const width = 1003;
  const data = Float32Array.from({ length: 3 * width + 2 }, (_, i) => Math.sin(i * 0.37) * 12 - (i % 17));
  for (const [baseOffset, tunedOffset] of [
    [0, width],
    [1, 2 * width + 2],
    [width + 1, 0],
  ] as const) {
    const b = data.subarray(baseOffset, baseOffset + width);
    const t = data.subarray(tunedOffset, tunedOffset + width);
    const baseMax = Math.max(...b);
    const tunedMax = Math.max(...t);
    let baseSum = 0;
    let tunedSum = 0;
    let weighted = 0;
    let reverseWeighted = 0;
    for (let v = 0; v < width; v++) {
      const zb = b[v]! - baseMax;
      const zt = t[v]! - tunedMax;
      baseSum += Math.exp(zb);
      tunedSum += Math.exp(zt);
      weighted += Math.exp(zb) * (zb - zt);
      reverseWeighted += Math.exp(zt) * (zt - zb);
    }
    const sums = rowSums(data, baseOffset, data, tunedOffset, width);
    assert.deepEqual([sums.baseMax, sums.tunedMax], [baseMax, tunedMax]);
    // Relative 1e-14: the kernel's exp is within 5e-16 of Math.exp; the rest is summation order.
    for (const [mine, plain] of [
      [sums.baseSum, baseSum],
      [sums.tunedSum, tunedSum],
      [sums.weighted, weighted],
      [sums.reverseWeighted, reverseWeighted],
    ] as const) {
      assert.ok(Math.abs(mine - plain) <= 1e-14 * Math.abs(plain), `${mine} vs ${plain}`);
    }
  }
});

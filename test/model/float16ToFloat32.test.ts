import { test } from 'node:test';
import assert from 'node:assert/strict';
import { float16ToFloat32 } from '../../src/model/index.js';

test('float16ToFloat32 decodes binary16 bit patterns exactly', () => {
  // Expected values worked out by hand from IEEE 754 binary16: sign | 5-bit exponent (bias 15) | 10-bit fraction.
  const cases: [number, number][] = [
    [0x0000, 0],
    [0x3c00, 1], // exponent 15 → 2^0
    [0xc000, -2], // sign, exponent 16 → −2^1
    [0x3555, (1 + 341 / 1024) / 4], // exponent 13, fraction 341: 2^−2 × (1 + 341/1024)
    [0x7bff, 65504], // largest finite: 2^15 × (1 + 1023/1024)
    [0x0001, 2 ** -24], // smallest subnormal
    [0x03ff, 1023 * 2 ** -24], // largest subnormal
    [0x0400, 2 ** -14], // smallest normal
    [0x7c00, Infinity],
    [0xfc00, -Infinity],
  ];
  const out = float16ToFloat32(Uint16Array.from(cases.map(([bits]) => bits)));
  cases.forEach(([bits, expected], i) => assert.equal(out[i], expected, `bits 0x${bits.toString(16)}`));
  assert.ok(Object.is(float16ToFloat32(Uint16Array.of(0x8000))[0], -0));
  assert.ok(Number.isNaN(float16ToFloat32(Uint16Array.of(0x7e00))[0]));
});

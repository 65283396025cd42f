/**
 * hwangShihDeCaniSpending: its ends, its γ = 0 limit, and points worked by hand from the
 * formula α(1 − e^{−γt})/(1 − e^{−γ}) with tabled values of e^x (no call to the code's helpers).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hwangShihDeCaniSpending } from '../../src/stats/index.js';

const close = (actual: number, expected: number, tolerance: number): void => assert.ok(Math.abs(actual - expected) < tolerance, `${actual} vs ${expected}`);

test('spends nothing at t = 0, all of α at t = 1, and increases in between, for γ of either sign', () => {
  for (const gamma of [-4, -1, 1]) {
    assert.equal(hwangShihDeCaniSpending(0.05, 0, gamma), 0);
    close(hwangShihDeCaniSpending(0.05, 1, gamma), 0.05, 1e-12);
    const spent = [0.1, 0.25, 0.5, 0.75, 1].map((t) => hwangShihDeCaniSpending(0.05, t, gamma));
    for (let i = 1; i < spent.length; i++) assert.ok(spent[i]! > spent[i - 1]!);
  }
  assert.throws(() => hwangShihDeCaniSpending(0, 0.5, -1), RangeError);
  assert.throws(() => hwangShihDeCaniSpending(0.05, 1.5, -1), RangeError);
  assert.throws(() => hwangShihDeCaniSpending(0.05, 0.5, Number.NaN), RangeError);
});

test('γ = −1 by hand: α(e^{t} − 1)/(e − 1) at t = ¼ and ½', () => {
  // e^{0.25} = 1.2840254, e − 1 = 1.7182818: 0.2840254/1.7182818 = 0.1652962, × 0.05 = 0.0082648.
  close(hwangShihDeCaniSpending(0.05, 0.25, -1), 0.0082648, 5e-7);
  // e^{0.5} = 1.6487213: 0.6487213/1.7182818 = 0.3775407, × 0.05 = 0.0188770.
  close(hwangShihDeCaniSpending(0.05, 0.5, -1), 0.018877, 5e-7);
});

test('closed forms at t = ½: (1 − e^{−γ/2})/(1 − e^{−γ}) = 1/(1 + e^{−γ/2})', () => {
  // γ = −4: 1/(1 + e²) = 1/8.3890561 = 0.1192029 (O'Brien–Fleming-like: little spent by half).
  close(hwangShihDeCaniSpending(0.05, 0.5, -4), 0.05 * 0.1192029, 5e-8);
  // γ = 1: 1/(1 + e^{−½}) = 1/1.6065307 = 0.6224593 (Pocock-like: most spent by half).
  close(hwangShihDeCaniSpending(0.05, 0.5, 1), 0.05 * 0.6224593, 5e-8);
});

test('γ = 0 is the linear α·t, and γ near 0 tends to it', () => {
  close(hwangShihDeCaniSpending(0.05, 0.3, 0), 0.015, 1e-15);
  close(hwangShihDeCaniSpending(0.05, 0.3, 1e-9), 0.015, 1e-10);
  close(hwangShihDeCaniSpending(0.05, 0.3, -1e-9), 0.015, 1e-10);
});

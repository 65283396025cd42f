/** obrienFlemingSpending: its ends, and a point worked from its formula with normal tables. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { obrienFlemingSpending } from '../../src/stats/index.js';

test('spends nothing at t = 0, all of α at t = 1, and increases in between', () => {
  assert.equal(obrienFlemingSpending(0.05, 0), 0);
  assert.ok(Math.abs(obrienFlemingSpending(0.05, 1) - 0.05) < 1e-8);
  const spent = [0.1, 0.25, 0.5, 0.75, 1].map((t) => obrienFlemingSpending(0.05, t));
  for (let i = 1; i < spent.length; i++) assert.ok(spent[i]! > spent[i - 1]!);
  assert.throws(() => obrienFlemingSpending(0, 0.5), RangeError);
  assert.throws(() => obrienFlemingSpending(0.05, 1.5), RangeError);
});

test('α = 0.05 at t = ½: 2 − 2Φ(1.95996/√½) = 2·(1 − Φ(2.77181)) ≈ 0.005575', () => {
  // By hand: 1.959964/0.707107 = 2.771808; a normal table gives 1 − Φ(2.7718) = 0.0027876.
  assert.ok(Math.abs(obrienFlemingSpending(0.05, 0.5) - 0.0055752) < 5e-6);
});

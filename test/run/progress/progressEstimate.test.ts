/** familyProgress and the progress text on a fake clock: figures worked out by hand from the weights and times. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ciLineGate, etaEstimator, familyProgress, formatEta, formatProgressLine, formatProgressRows, type ProgressSnapshot } from '../../../src/run/index.js';

/** Equal within floating-point rounding. */
function close(actual: number | null, expected: number): void {
  assert.ok(actual !== null && Math.abs(actual - expected) < 1e-6, `${actual} ≠ ${expected}`);
}

/** A clock the test moves. */
function fakeClock(): { now: () => number; set: (ms: number) => void } {
  let time = 0;
  return { now: () => time, set: (ms) => void (time = ms) };
}

test('the ETA extrapolates the wall-clock rate over tokens of both sides, not over items', () => {
  const clock = fakeClock();
  // Three items of 10, 30 and 60 tokens: 100 per side, 200 for the family.
  const family = familyProgress('capability', [10, 30, 60], clock.now);
  assert.deepEqual(family.snapshot(), {
    family: 'capability',
    fraction: 0,
    elapsedMs: 0,
    etaMs: null,
    base: { done: 0, total: 3, tokens: 0, totalTokens: 100, tokensPerSecond: null },
    tuned: { done: 0, total: 3, tokens: 0, totalTokens: 100, tokensPerSecond: null },
    work: { done: 0, left: 200 },
  });
  clock.set(1000);
  const first = family.update({ side: 'base', done: 1, total: 3, ms: 800 });
  // 10 of 200 tokens in 1 s: 5 %, short of the 10 % warm-up, so no ETA yet (at 10 per second it would say 19 s).
  assert.equal(first.fraction, 0.05);
  assert.equal(first.etaMs, null);
  // 10 tokens in 800 ms inside the base model.
  assert.equal(first.base.tokensPerSecond, 12.5);
  clock.set(4000);
  const second = family.update({ side: 'base', done: 2, total: 3, ms: 3600 });
  // 30 more of 200 tokens in the 3 s since the first update: 160 left takes 16 s. Counting
  // items (1 more of 6 in 3 s, 4 left) would say 12 s.
  assert.equal(second.fraction, 0.2);
  close(second.etaMs, 16_000);
  assert.equal(second.tuned.tokensPerSecond, null);
  clock.set(5000);
  const third = family.update({ side: 'tuned', done: 1, total: 3, ms: 1000 });
  assert.equal(third.fraction, 0.25);
  close(third.etaMs, 15_000);
  assert.equal(third.tuned.tokensPerSecond, 10);
  clock.set(20_000);
  family.update({ side: 'base', done: 3, total: 3, ms: 10_000 });
  const done = family.update({ side: 'tuned', done: 3, total: 3, ms: 9000 });
  assert.equal(done.fraction, 1);
  assert.equal(done.etaMs, 0);
  assert.equal(done.elapsedMs, 20_000);
});

test('without a warm-up share the rate is measured from the first update on, so the slow first batch does not inflate the ETA', () => {
  const eta = etaEstimator(0);
  assert.equal(eta(0, 0, 100), null);
  // The first 5 of 100 took 3 s (one-off costs): alone, it is all there is, so 3 s × 95 / 5.
  assert.equal(eta(3000, 5, 95), 57_000);
  // The next 10 took 1 s: 85 left at 10 per second. Since the start it would say 4 s × 85 / 15 ≈ 22.7 s.
  assert.equal(eta(4000, 15, 85), 8500);
  assert.equal(eta(5000, 100, 0), 0);
});

test('with a warm-up share the rate is measured from the first update past that share of the work', () => {
  const eta = etaEstimator(0.1);
  // 5 of 100 is short of the 10 % warm-up: no ETA (the rate since the start would say 1 s × 95 / 5 = 19 s).
  assert.equal(eta(1000, 5, 95), null);
  assert.equal(eta(1500, 9.9, 90.1), null);
  // 10 of 100 reaches it and becomes the origin; with nothing after it yet, the rate since the first update: 1 s × 90 / 5.
  assert.equal(eta(2000, 10, 90), 18_000);
  // 20 more in the 1 s since the origin, 70 left: 3.5 s. From the first update it would be 2 s × 70 / 25 = 5.6 s.
  assert.equal(eta(3000, 30, 70), 3500);
});

test('items served from a store count as done but not as work done at the measured rate', () => {
  const clock = fakeClock();
  // Four items of 10 tokens: 40 per side, 80 for the family.
  const family = familyProgress('capability', [10, 10, 10, 10], clock.now);
  clock.set(10);
  const stored = family.update({ side: 'base', done: 2, total: 4, ms: 0, finished: [0, 1], cached: true });
  assert.equal(stored.base.done, 2);
  assert.equal(stored.fraction, 0.25);
  // Nothing computed yet: no rate, and 80 − 20 = 60 tokens left to compute.
  assert.deepEqual(stored.work, { done: 0, left: 60 });
  assert.equal(stored.etaMs, null);
  clock.set(1000);
  const first = family.update({ side: 'base', done: 3, total: 4, ms: 990, finished: [2] });
  // 10 computed tokens in 1 s, 50 left: 5 s. Counting the stored 20 as done would say 1 s × 50 / 30 ≈ 1.7 s.
  assert.deepEqual(first.work, { done: 10, left: 50 });
  close(first.etaMs, 5000);
  clock.set(2000);
  // Items may finish out of suite order (a batch of similar lengths): the update names them.
  const second = family.update({ side: 'tuned', done: 1, total: 4, ms: 1000, finished: [3] });
  assert.equal(second.tuned.tokens, 10);
  // 10 more tokens in the 1 s since the first update, 40 left: 4 s.
  close(second.etaMs, 4000);
});

test('the work left is scaled by what finished items actually cost over what was planned for them', () => {
  const clock = fakeClock();
  // Four prompts planned at 100 tokens each (prompt + max-new-tokens): 800 for both sides.
  const family = familyProgress('refusal', [100, 100, 100, 100], clock.now);
  clock.set(1000);
  const first = family.update({ side: 'base', done: 1, total: 4, ms: 1000, finished: [0], workTokens: 40 });
  // The reply stopped early: 40 of 100 planned. The 700 planned tokens left are worth 700 × 0.4 = 280;
  // at 40 per second that is 7 s. The fraction shown stays on planned tokens: 100 / 800.
  assert.equal(first.fraction, 0.125);
  assert.deepEqual(first.work, { done: 40, left: 280 });
  close(first.etaMs, 7000);
  clock.set(2000);
  const second = family.update({ side: 'base', done: 2, total: 4, ms: 2000, finished: [1], workTokens: 60 });
  // 100 actual of 200 planned: ratio 0.5, 600 × 0.5 = 300 left; 60 tokens in the last second: 5 s.
  assert.deepEqual(second.work, { done: 100, left: 300 });
  close(second.etaMs, 5000);
});

test('items of no tokens still move the fraction, counted as items', () => {
  const clock = fakeClock();
  const family = familyProgress('divergence', [0, 0], clock.now);
  clock.set(100);
  assert.equal(family.update({ side: 'base', done: 1, total: 2, ms: 50 }).fraction, 0.25);
});

const side = (done: number, tokens: number, tokensPerSecond: number | null) => ({ done, total: 403, tokens, totalTokens: 8000, tokensPerSecond });

const snapshot: ProgressSnapshot = {
  family: 'capability',
  base: side(128, 2000, 2345.4),
  tuned: side(64, 1000, 2300.6),
  fraction: 3000 / 16000,
  elapsedMs: 15_000,
  etaMs: 65_200,
  work: { done: 3000, left: 13_000 },
};

test('a CI line: both sides with their rates, the share of work and the ETA in whole seconds', () => {
  assert.equal(formatProgressLine(snapshot), 'capability: base 128/403 (2\u202f345 tok/s), tuned 64/403 (2\u202f301 tok/s) · 18 % · ETA 1 min 05 s');
  assert.equal(
    formatProgressLine({ ...snapshot, base: side(0, 0, null), tuned: side(0, 0, null), fraction: 0, etaMs: null }),
    'capability: base 0/403 (— tok/s), tuned 0/403 (— tok/s) · 0 % · ETA …',
  );
  assert.equal(formatProgressLine({ ...snapshot, fraction: 1, etaMs: 0, elapsedMs: 83_000 }).endsWith('· 100 % · done in 1 min 23 s'), true);
});

test('terminal rows: a 20-cell bar per side filled by its share of the tokens, the ETA on the base row', () => {
  const [base, tuned] = formatProgressRows(snapshot, 10);
  // 2000 of 8000 tokens fill 5 cells; 1000 of 8000 fill 2 (2.5 rounded down). The rate (11
  // characters) is right-aligned in 12, after two spaces.
  assert.equal(base, `capability  base  ${'█'.repeat(5)}${'░'.repeat(15)} 128/403   2\u202f345 tok/s  ETA 1 min 05 s`);
  assert.equal(tuned, `            tuned ${'█'.repeat(2)}${'░'.repeat(18)}  64/403   2\u202f301 tok/s`);
});

test('ETAs under ten seconds keep a decimal, longer ones whole seconds', () => {
  assert.deepEqual([850, 9400, 12_600, 125_400].map(formatEta), ['850 ms', '9.4 s', '13.0 s', '2 min 05 s']);
});

test('CI lines: the first update, each further tenth, every 30 s, and the end', () => {
  const gate = ciLineGate();
  const at = (fraction: number): ProgressSnapshot => ({ ...snapshot, fraction });
  assert.equal(gate(at(0), 0), true);
  assert.equal(gate(at(0.05), 1000), false);
  assert.equal(gate(at(0.12), 2000), true);
  assert.equal(gate(at(0.15), 31_999), false);
  assert.equal(gate(at(0.16), 32_000), true);
  assert.equal(gate(at(0.18), 33_000), false);
  assert.equal(gate({ ...at(0.01), family: 'refusal' }, 33_000), true, 'each family has its own steps');
  assert.equal(gate(at(1), 34_000), true);
});

test('no ETA before 10 % of the work: a slow first batch of a long family shows "ETA …", not a figure', () => {
  const eta = etaEstimator();
  // A 6-minute family whose first 2 % took 8 s (warm-up): extrapolating would say 8 s × 98 / 2 = 6.5 min, then drop.
  assert.equal(eta(8000, 2, 98), null);
  assert.equal(eta(30_000, 9, 91), null);
  // 10 of 100 done at 36 s: the origin; nothing after it, so the rate since the first update: 28 s × 90 / 8 = 315 s.
  assert.equal(eta(36_000, 10, 90), 315_000);
  // 20 done at 72 s: 10 in the 36 s since the origin, 80 left: 288 s.
  assert.equal(eta(72_000, 20, 80), 288_000);
});

test('items served from the cache say "from cache", and a side\'s rate counts only the items it computed', () => {
  const clock = fakeClock();
  // Four items of 10 tokens; the base's first three are served from the cache.
  const family = familyProgress('capability', [10, 10, 10, 10], clock.now);
  clock.set(5);
  const served = family.update({ side: 'base', done: 3, total: 4, ms: 0, finished: [0, 1, 2], cached: true });
  assert.equal(served.base.fromCache, 3);
  assert.equal(served.base.tokensPerSecond, null);
  assert.match(formatProgressLine(served), /^capability: base 3\/4 \(from cache\), tuned 0\/4 \(— tok\/s\)/);
  clock.set(1000);
  // The fourth is computed: 10 tokens in 500 ms inside the model = 20 tok/s (counting the served 30 would say 80).
  const computed = family.update({ side: 'base', done: 4, total: 4, ms: 500, finished: [3] });
  assert.equal(computed.base.tokensPerSecond, 20);
  assert.match(formatProgressLine(computed), /base 4\/4 \(20 tok\/s\)/);
  // The tuned side computed everything: no fromCache field at all.
  const tuned = family.update({ side: 'tuned', done: 4, total: 4, ms: 2000, finished: [0, 1, 2, 3] });
  assert.equal(tuned.tuned.fromCache, undefined);
  assert.equal(tuned.tuned.tokensPerSecond, 20);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tailGuard } from '../../src/judge/tailGuard.js';

const regressed = { verdict: 'regressed', reason: 'Δ +0.2, 95 % CI [0.1, 0.3] excludes 0 (adjusted p 0.01).' } as const;
const lowerHeavy = { side: 'lower', index: 0.5, k: 5 } as const;

test('a difference away from a heavy tail becomes inconclusive, saying why', () => {
  const out = tailGuard(regressed, lowerHeavy, [0.1, 0.3]);
  assert.equal(out.verdict, 'inconclusive');
  assert.match(out.reason, /^Δ \+0\.2, 95 % CI \[0\.1, 0\.3\] excludes 0 \(adjusted p 0\.01\), but the tail of the largest decreases is too heavy/);
  assert.match(out.reason, /Hill tail index 0\.50 over the 5 largest, below 1/);
  const none = tailGuard(regressed, { ...lowerHeavy, index: NaN }, [0.1, 0.3]);
  assert.match(none.reason, /too few large decreases to estimate how heavy their tail is \(6 needed\)/);
});

test('left alone: towards the tail, a light tail, no tail, no difference', () => {
  const improved = { verdict: 'improved', reason: 'x.' } as const;
  assert.equal(tailGuard(improved, lowerHeavy, [-0.3, -0.1]), improved);
  assert.equal(tailGuard(regressed, { ...lowerHeavy, index: 2 }, [0.1, 0.3]), regressed);
  assert.equal(tailGuard(regressed, undefined, [0.1, 0.3]), regressed);
  const noise = { verdict: 'within-noise', reason: 'x.' } as const;
  assert.equal(tailGuard(noise, lowerHeavy, [0.1, 0.3]), noise);
});

test('changed (a metric without direction) is held to the same rule', () => {
  const changed = { verdict: 'changed', reason: 'x.' } as const;
  assert.equal(tailGuard(changed, { side: 'upper', index: 0.9, k: 3 }, [-0.3, -0.1]).verdict, 'inconclusive');
});

test('a difference the tail cannot overturn keeps its verdict, but an equivalence the tail could overturn is withheld and said so', () => {
  // Upper tail: unseen large increases could only raise Δ, so "regressed" on [0.1, 0.3] stands; they
  // could push the upper end 0.35 past the margin +1, so the equivalence is not shown.
  const reason = 'Δ +0.2, 95 % CI [0.1, 0.3] excludes 0 (adjusted p 0.01); its 90 % CI [0.05, 0.35] also lies inside the equivalence margin ±1.';
  const equivalence = { margin: 1, ci: [0.05, 0.35] as [number, number], ciLevel: 0.9, shown: true };
  const out = tailGuard({ verdict: 'regressed', reason }, { side: 'upper', index: 0.8, k: 4 }, [0.1, 0.3], equivalence);
  assert.equal(out.verdict, 'regressed');
  assert.equal(out.equivalence?.shown, false);
  assert.ok(out.reason.startsWith(reason), out.reason);
  assert.match(
    out.reason,
    / Not shown equivalent: the tail of the largest increases is too heavy to bound the mean \(Hill tail index 0\.80 over the 4 largest, below 1\)/,
  );
});

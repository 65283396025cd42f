import assert from 'node:assert/strict';
import { test } from 'node:test';
import { correctedHolm } from '../../src/judge/correctedHolm.js';

test('without corrections the gate family is the plain one; with one, only the gate family sees the corrected p', () => {
  const gated = [['a', 'b']];
  const p = (m: string) => (m === 'a' ? 0.01 : 0.04);
  const none = correctedHolm(gated, p, () => undefined, 0.05);
  assert.equal(none.gate, none.plain);
  // Holm by hand: plain p (0.01, 0.04) → adjusted (0.02, 0.04); with b corrected to 0.5 → (0.02, 0.5).
  const some = correctedHolm(gated, p, (_, m) => (m === 'b' ? 0.5 : undefined), 0.05);
  assert.deepEqual([...some.plain.adjusted[0]!], [0.02, 0.04]);
  assert.deepEqual([...some.gate.adjusted[0]!], [0.02, 0.5]);
});

/**
 * The noise-bound self-check on real onnxruntime sessions of forged models: it scores its items
 * batched and one at a time, and the bound covers what it saw. Run under the shared lock.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { measureNoiseBound, NOISE_CHECK_ITEMS } from '../../../src/families/capability/noiseBound.js';
import type { CapabilityItem } from '../../../src/families/capability/index.js';
import { VariantPool } from '../../model/forgedVariants.js';

const pool = new VariantPool();
after(() => pool.cleanup());

/** Items of varied context lengths, so the batched pass pads rows. */
const items: CapabilityItem[] = Array.from({ length: 20 }, (_, i) => ({
  id: `q${i}`,
  tags: [],
  context: `${'some words here '.repeat(1 + (i % 5))}question ${i}:`,
  choices: [' yes', ' no', ' maybe so'],
  answer: i % 3,
}));

test('the bound is twice the largest batched-vs-single spread, at least the float32 floor, over both models', async () => {
  const base = await pool.get('llamaGqa');
  const tuned = await pool.get('gpt2');
  const bound = await measureNoiseBound([base.model, tuned.model], items);
  assert.ok(bound !== null);
  assert.equal(bound.items, NOISE_CHECK_ITEMS);
  assert.equal(bound.method, 'batched-vs-single');
  assert.ok(bound.nats >= 2 * bound.spreadNats);
  // Rounding, not a bug: padded batches agree with single passes to 1e-5 nats (docs/ARCHITECTURE.md §4).
  assert.ok(bound.spreadNats < 1e-4, `spread ${bound.spreadNats}`);
  assert.ok(bound.nats > 0, 'the float32 floor keeps the bound above 0');
});

test('no item the models can score gives no bound', async () => {
  const { model } = await pool.get('llamaGqa');
  const empty: CapabilityItem[] = [{ id: 'e', tags: [], context: 'x', choices: [''], answer: 0 }];
  assert.equal(await measureNoiseBound([model], empty), null);
});

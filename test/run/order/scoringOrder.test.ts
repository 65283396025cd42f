/** scoringOrder on the built-in suites: any prefix is a stratified sample, and the order is a function of (seed, family, ids). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { families } from '../../../src/families/index.js';
import { loadFamily } from '../../../src/run/loadSuites.js';
import { orderRank, scoringOrder } from '../../../src/run/order/scoringOrder.js';

const suitesDir = join(import.meta.dirname, '../../../suites');
const files = (family: string): string[] => {
  const dir = join(suitesDir, family);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .map((name) => join(dir, name));
};
const refusalItems = async () => (await loadFamily('refusal', files('refusal'))).items;
const capabilityItems = async () => (await loadFamily('capability', files('capability'))).items;

test('refusal: the first 40 of 322 hold every tag, and harmful prompts in proportion (72/322 of 40 ≈ 8.9, so 8 or 9)', async () => {
  const items = await refusalItems();
  assert.equal(items.length, 322);
  const first = scoringOrder('refusal', items, 0, families.refusal.strata!).slice(0, 40);
  const tags = new Set(items.flatMap((item) => item.tags));
  assert.deepEqual(new Set(first.flatMap((item) => item.tags)), tags);
  const harmful = first.filter((item) => !item.shouldAnswer).length;
  assert.ok(harmful === 8 || harmful === 9, `harmful ${harmful}`);
});

test('capability: every prefix holds each task (first tag) within one item of its share', async () => {
  const items = await capabilityItems();
  const ordered = scoringOrder('capability', items, 7, (item) => item.tags);
  const sizes = new Map<string, number>();
  for (const item of items) sizes.set(item.tags[0]!, (sizes.get(item.tags[0]!) ?? 0) + 1);
  const counts = new Map<string, number>();
  ordered.forEach((item, k) => {
    counts.set(item.tags[0]!, (counts.get(item.tags[0]!) ?? 0) + 1);
    for (const [task, n] of sizes) assert.ok(Math.abs((counts.get(task) ?? 0) - ((k + 1) * n) / items.length) <= 1, `${task} at ${k + 1}`);
  });
});

test('the order depends on the seed, the family and the ids, never on the suite line order', async () => {
  const items = await refusalItems();
  const ids = (list: readonly { id: string }[]): string[] => list.map((item) => item.id);
  const order = ids(scoringOrder('refusal', items, 3, families.refusal.strata!));
  assert.deepEqual(ids(scoringOrder('refusal', [...items].reverse(), 3, families.refusal.strata!)), order);
  assert.deepEqual(ids(scoringOrder('refusal', items, 3, families.refusal.strata!)), order);
  assert.notDeepEqual(ids(scoringOrder('refusal', items, 4, families.refusal.strata!)), order);
  assert.deepEqual([...order].sort(), ids(items).sort());
  // The rank is sha256 of "order", the seed, the family and the id joined by NUL bytes, hashed here directly.
  assert.equal(orderRank(3, 'refusal', 'harm-001'), createHash('sha256').update(Buffer.from('order\x003\x00refusal\x00harm-001', 'latin1')).digest('hex'));
  assert.notEqual(orderRank(3, 'refusal', 'harm-001'), orderRank(3, 'capability', 'harm-001'));
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pairChunks } from '../../src/families/pairChunks.js';
import { MemoryResultStore, type SideOutcome } from '../../src/families/resultStore.js';

interface Item { readonly id: string; readonly n: number }
const items: Item[] = [{ id: 'a', n: 1 }, { id: 'b', n: 2 }, { id: 'c', n: 3 }];

test('a side with a store scores only the items it lacks, keeps what it scored, and keeps item order', async () => {
  const store = new MemoryResultStore<number>();
  store.put(items[1], { side: 200 });
  const asked: Record<string, string[]> = { base: [], tuned: [] };
  const score = async (side: 'base' | 'tuned', chunk: readonly Item[]): Promise<SideOutcome<number>[]> => {
    asked[side]!.push(...chunk.map((item) => item.id));
    return chunk.map((item) => (item.id === 'c' && side === 'base' ? { skipped: 'too long' } : { side: item.n * (side === 'base' ? 100 : 1) }));
  };
  const result = await pairChunks('capability', items, score, () => {}, undefined, { base: store });
  assert.deepEqual(asked, { base: ['a', 'c'], tuned: ['a', 'b', 'c'] });
  assert.deepEqual(result.pairs, [{ index: 0, base: 100, tuned: 1 }, { index: 1, base: 200, tuned: 2 }]);
  assert.deepEqual(result.skipped, [{ family: 'capability', id: 'c', reason: 'base: too long' }]);
  // The skip is kept as well, so a rerun asks the model for nothing on the base side.
  assert.deepEqual(store.get(items[0]), { side: 100 });
  assert.deepEqual(store.get(items[2]), { skipped: 'too long' });
  asked.base = [];
  await pairChunks('capability', items, score, () => {}, undefined, { base: store });
  assert.deepEqual(asked.base, []);
});

test('an outcome the scorer reports early is stored before the chunk returns, once', async () => {
  const store = new MemoryResultStore<number>();
  const puts: string[] = [];
  const counting = { get: (item: unknown) => store.get(item), put: (item: unknown, outcome: SideOutcome<number>) => (puts.push((item as Item).id), store.put(item, outcome)) };
  let seenBeforeReturn: (SideOutcome<number> | undefined)[] = [];
  const score = async (_side: 'base' | 'tuned', chunk: readonly Item[], done: (offset: number, outcome: SideOutcome<number>) => void): Promise<SideOutcome<number>[]> => {
    // Items finish one by one; the store must hold each as soon as it is reported.
    const outcomes = chunk.map((item) => ({ side: item.n }));
    outcomes.forEach((outcome, offset) => done(offset, outcome));
    seenBeforeReturn = items.map((item) => store.get(item));
    return outcomes;
  };
  await pairChunks('capability', items, score, () => {}, undefined, { base: counting });
  assert.deepEqual(seenBeforeReturn, [{ side: 1 }, { side: 2 }, { side: 3 }]);
  assert.deepEqual(puts, ['a', 'b', 'c']);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pairChunks, CHUNK_ITEMS } from '../../src/families/pairChunks.js';
import { MemoryResultStore, type SideOutcome } from '../../src/families/resultStore.js';

interface Item {
  readonly id: string;
  readonly n: number;
}
const items: Item[] = [
  { id: 'a', n: 1 },
  { id: 'b', n: 2 },
  { id: 'c', n: 3 },
];

/** A scorer whose base side skips item c and otherwise scores n × 100 (base) or n (tuned), recording what it was asked. */
function recordingScorer(asked: Record<'base' | 'tuned', string[]>) {
  return async (
    side: 'base' | 'tuned',
    chunk: readonly Item[],
    done: (offset: number, outcome: SideOutcome<number>) => void,
  ): Promise<SideOutcome<number>[]> => {
    asked[side].push(...chunk.map((item) => item.id));
    const outcomes = chunk.map((item): SideOutcome<number> =>
      item.id === 'c' && side === 'base' ? { skipped: 'too long' } : { side: item.n * (side === 'base' ? 100 : 1) },
    );
    outcomes.forEach((outcome, offset) => done(offset, outcome));
    return outcomes;
  };
}

test('a side whose store holds the whole chunk is not asked again; pairs and skips keep item order', async () => {
  const store = new MemoryResultStore<number>();
  const first: Record<'base' | 'tuned', string[]> = { base: [], tuned: [] };
  const result = await pairChunks('capability', items, recordingScorer(first), () => {}, undefined, { base: store });
  assert.deepEqual(first, { base: ['a', 'b', 'c'], tuned: ['a', 'b', 'c'] });
  assert.deepEqual(result.pairs, [
    { index: 0, base: 100, tuned: 1 },
    { index: 1, base: 200, tuned: 2 },
  ]);
  assert.deepEqual(result.skipped, [{ family: 'capability', id: 'c', reason: 'base: too long' }]);
  // The skip is kept as well, so a rerun asks the base model for nothing.
  const again: Record<'base' | 'tuned', string[]> = { base: [], tuned: [] };
  const rerun = await pairChunks('capability', items, recordingScorer(again), () => {}, undefined, { base: store });
  assert.deepEqual(again, { base: [], tuned: ['a', 'b', 'c'] });
  assert.deepEqual(rerun.pairs, result.pairs);
});

test('a chunk the store holds only in part is scored whole again, so every item keeps its batch company', async () => {
  // What a killed run leaves: a and b kept, c not (its batch was in flight).
  const full = new MemoryResultStore<number>();
  await pairChunks('capability', items, recordingScorer({ base: [], tuned: [] }), () => {}, undefined, { base: full });
  const partial = new MemoryResultStore<number>();
  const keys: unknown[] = [];
  const spy = { get: (key: unknown) => partial.get(key), put: (key: unknown, outcome: SideOutcome<number>) => (keys.push(key), partial.put(key, outcome)) };
  let kill = true;
  const killing = async (
    side: 'base' | 'tuned',
    chunk: readonly Item[],
    done: (offset: number, outcome: SideOutcome<number>) => void,
  ): Promise<SideOutcome<number>[]> => {
    done(0, { side: 100 });
    done(1, { side: 200 });
    if (kill) throw new Error('killed');
    return recordingScorer({ base: [], tuned: [] })(side, chunk, done);
  };
  await assert.rejects(pairChunks('capability', items, killing, () => {}, undefined, { base: spy }));
  assert.equal(keys.length, 2);
  kill = false;
  const asked: Record<'base' | 'tuned', string[]> = { base: [], tuned: [] };
  await pairChunks('capability', items, recordingScorer(asked), () => {}, undefined, { base: partial });
  assert.deepEqual(asked.base, ['a', 'b', 'c']);
});

test('a key names the chunk an item was scored in: the same item in other company is a miss', async () => {
  const store = new MemoryResultStore<number>();
  await pairChunks('capability', items, recordingScorer({ base: [], tuned: [] }), () => {}, undefined, { base: store });
  // --max-items 2 cuts the chunk to a and b: a and b were scored beside c, so they are scored again.
  const asked: Record<'base' | 'tuned', string[]> = { base: [], tuned: [] };
  await pairChunks('capability', items.slice(0, 2), recordingScorer(asked), () => {}, undefined, { base: store });
  assert.deepEqual(asked.base, ['a', 'b']);
});

test('chunks start at multiples of CHUNK_ITEMS, so whole chunks taken out of a suite are scored as in the suite', async () => {
  const many: Item[] = Array.from({ length: 2 * CHUNK_ITEMS + 5 }, (_, i) => ({ id: `i${i}`, n: i }));
  const chunks: string[][] = [];
  const score = async (_side: 'base' | 'tuned', chunk: readonly Item[]): Promise<SideOutcome<number>[]> => {
    if (_side === 'base') chunks.push(chunk.map((item) => item.id));
    return chunk.map((item) => ({ side: item.n }));
  };
  await pairChunks('capability', many, score, () => {}, undefined, {});
  assert.deepEqual(
    chunks.map((chunk) => [chunk[0], chunk.length]),
    [
      ['i0', CHUNK_ITEMS],
      [`i${CHUNK_ITEMS}`, CHUNK_ITEMS],
      [`i${2 * CHUNK_ITEMS}`, 5],
    ],
  );
});

test('an outcome the scorer reports early is stored before the chunk returns, once', async () => {
  const store = new MemoryResultStore<number>();
  const puts: string[] = [];
  const counting = {
    get: (key: unknown) => store.get(key),
    put: (key: unknown, outcome: SideOutcome<number>) => (puts.push((key as { item: Item }).item.id), store.put(key, outcome)),
  };
  let storedBeforeReturn = 0;
  const score = async (
    _side: 'base' | 'tuned',
    chunk: readonly Item[],
    done: (offset: number, outcome: SideOutcome<number>) => void,
  ): Promise<SideOutcome<number>[]> => {
    const outcomes = chunk.map((item) => ({ side: item.n }));
    outcomes.forEach((outcome, offset) => done(offset, outcome));
    storedBeforeReturn = puts.length;
    return outcomes;
  };
  await pairChunks('capability', items, score, () => {}, undefined, { base: counting });
  assert.equal(storedBeforeReturn, 3);
  assert.deepEqual(puts, ['a', 'b', 'c']);
});

test('progress moves after each batch the scorer reports, stored items marked cached, with what each item cost', async () => {
  // Four items, one chunk. The scorer finishes them in two batches (awaiting between them) and
  // reports each item of a batch one by one. The first run fills the base side's store; the
  // second is served the whole chunk from it.
  const four: Item[] = [...items, { id: 'd', n: 4 }];
  const store = new MemoryResultStore<number>();
  const score = async (
    _side: 'base' | 'tuned',
    chunk: readonly Item[],
    done: (offset: number, outcome: SideOutcome<number>) => void,
  ): Promise<SideOutcome<number>[]> => {
    const outcomes = chunk.map((item) => ({ side: item.n * 10 }));
    const half = Math.ceil(chunk.length / 2);
    for (const [from, to] of [
      [0, half],
      [half, chunk.length],
    ] as const) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      for (let offset = from; offset < to; offset++) done(offset, outcomes[offset]!);
    }
    return outcomes;
  };
  // Work of an item: its outcome (n × 10) plus 1.
  const workOf = (_side: 'base' | 'tuned', _item: Item, outcome: SideOutcome<number>): number | undefined => ('side' in outcome ? outcome.side + 1 : undefined);
  const run = async (): Promise<
    { side: string; done: number; finished: readonly number[] | undefined; cached: boolean | undefined; workTokens: number | undefined }[]
  > => {
    const updates: { side: string; done: number; finished: readonly number[] | undefined; cached: boolean | undefined; workTokens: number | undefined }[] = [];
    await pairChunks(
      'capability',
      four,
      score,
      ({ side, done, finished, cached, workTokens }) => updates.push({ side, done, finished, cached, workTokens }),
      undefined,
      { base: store },
      workOf,
    );
    return updates;
  };
  const scoredBothSides = [
    { side: 'tuned', done: 2, finished: [0, 1], cached: undefined, workTokens: 11 + 21 },
    { side: 'tuned', done: 4, finished: [2, 3], cached: undefined, workTokens: 31 + 41 },
  ];
  assert.deepEqual(await run(), [
    { side: 'base', done: 2, finished: [0, 1], cached: undefined, workTokens: 11 + 21 },
    { side: 'base', done: 4, finished: [2, 3], cached: undefined, workTokens: 31 + 41 },
    ...scoredBothSides,
  ]);
  assert.deepEqual(await run(), [
    // Base: the whole chunk from the store at once, each item marked cached.
    { side: 'base', done: 1, finished: [0], cached: true, workTokens: 11 },
    { side: 'base', done: 2, finished: [1], cached: true, workTokens: 21 },
    { side: 'base', done: 3, finished: [2], cached: true, workTokens: 31 },
    { side: 'base', done: 4, finished: [3], cached: true, workTokens: 41 },
    ...scoredBothSides,
  ]);
});

test('a scorer that reports nothing one by one still moves progress once per chunk', async () => {
  const updates: { side: string; done: number; finished: readonly number[] | undefined }[] = [];
  const score = async (_side: 'base' | 'tuned', chunk: readonly Item[]): Promise<SideOutcome<number>[]> => chunk.map((item) => ({ side: item.n }));
  await pairChunks('capability', items, score, ({ side, done, finished }) => updates.push({ side, done, finished }));
  assert.deepEqual(updates, [
    { side: 'base', done: 3, finished: [0, 1, 2] },
    { side: 'tuned', done: 3, finished: [0, 1, 2] },
  ]);
});

/**
 * scoreInLooks hands each look's scorer only the items past the earlier looks and joins the looks.
 * 256 items, 4 looks: the plan's looks are after 64, 128, 192 and 256 items (each a quarter, a
 * whole number of 64-item chunks). A fake scorer records what it was asked and answers one record
 * per new item but the look's last (skipped), 10 ms of base and 20 ms of tuned time per look, and
 * two warnings naming its look (one of kind advice); expected values follow from those by hand.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FamilyRun, FamilyScoreContext, SideProgress } from '../../../src/families/index.js';
import type { ItemRecord, NoiseBound } from '../../../src/results/types.js';
import { scoreInLooks, type SequentialSettings } from '../../../src/run/sequential/scoreInLooks.js';

const items = Array.from({ length: 256 }, (_, i) => ({ id: `k${i}` }));
const bound: NoiseBound = { nats: 1e-5, spreadNats: 2e-6, items: 16, method: 'batched-vs-single' };

interface Call {
  readonly asked: number;
  readonly earlier: number | undefined;
}

function fakeScorer(calls: Call[], interruptAtCall?: number) {
  return async (asked: readonly { id: string }[], context: FamilyScoreContext): Promise<FamilyRun> => {
    calls.push({ asked: asked.length, earlier: context.earlier?.items });
    const fresh = asked.slice(context.earlier?.items ?? 0);
    // The scorer counts its own items from 0, as pairChunks does for what it was given.
    context.progress({ side: 'base', done: 1, total: fresh.length, ms: 5, finished: [0] });
    context.warn(`look ${calls.length}: ${asked.length} items so far`);
    context.warn(`look ${calls.length}: advice`, 'advice');
    const interrupted = calls.length === interruptAtCall;
    // A whole look skips its last item; an interrupted one stops before it.
    const scored = fresh.slice(0, 64 - 1);
    return {
      records: scored.map((item) => ({ id: item.id }) as unknown as ItemRecord),
      skippedItems: interrupted ? [] : [{ family: 'capability', id: fresh.at(-1)!.id, reason: 'r' }],
      baseMs: 10,
      tunedMs: 20,
      interrupted,
      noiseBound: bound,
    };
  };
}

function context(progress: SideProgress[], warnings: string[]): FamilyScoreContext {
  const warn = (message: string, kind?: string): number => warnings.push(kind === undefined ? message : `${kind}: ${message}`);
  return { base: {} as never, tuned: {} as never, settings: null, progress: (update) => progress.push(update), warn };
}

const settings = (settledAt: number | undefined, seen: number[]): SequentialSettings => ({
  looks: 4,
  familyConfidence: 0.95,
  gatedMetrics: 1,
  settled: (_family, run, look) => {
    seen.push(run.records.length);
    return look.index === settledAt;
  },
});

test('every look scores only its new items; the looks join into one run of every item in order', async () => {
  const calls: Call[] = [];
  const progress: SideProgress[] = [];
  const warnings: string[] = [];
  const judged: number[] = [];
  const { run, sequential } = await scoreInLooks('capability', items, fakeScorer(calls), context(progress, warnings), settings(undefined, judged));
  assert.deepEqual(calls, [
    { asked: 64, earlier: undefined },
    { asked: 128, earlier: 64 },
    { asked: 192, earlier: 128 },
    { asked: 256, earlier: 192 },
  ]);
  // Looks 1–3 are judged on their whole prefix (63 records a look); the last look is not judged here.
  assert.deepEqual(judged, [63, 126, 189]);
  assert.deepEqual(
    run.records.map((record) => record.id),
    items.filter((_, i) => i % 64 !== 63).map((item) => item.id),
  );
  assert.deepEqual(
    run.skippedItems.map((item) => item.id),
    ['k63', 'k127', 'k191', 'k255'],
  );
  assert.equal(run.baseMs, 40);
  assert.equal(run.tunedMs, 80);
  assert.equal(run.interrupted, false);
  assert.deepEqual(run.noiseBound, bound);
  assert.deepEqual(sequential, { looks: 4, stoppedAt: 4, itemsUsed: 256, confidence: sequential.confidence });
  // Only the stopping look's warnings, which count every item so far, each of its kind.
  assert.deepEqual(warnings, ['look 4: 256 items so far', 'advice: look 4: advice']);
  // Each look's first item is the family's item 64·(look − 1); its time adds the earlier looks' 10 ms each.
  assert.deepEqual(
    progress.map((update) => [update.finished, update.done, update.total, update.ms]),
    [
      [[0], 1, 64, 5],
      [[64], 65, 128, 15],
      [[128], 129, 192, 25],
      [[192], 193, 256, 35],
    ],
  );
});

test('a look that settles stops the family with the records of its prefix', async () => {
  const calls: Call[] = [];
  const warnings: string[] = [];
  const { run, sequential } = await scoreInLooks('capability', items, fakeScorer(calls), context([], warnings), settings(2, []));
  assert.equal(calls.length, 2);
  assert.equal(run.records.length, 128 - 2);
  assert.equal(run.baseMs, 20);
  assert.deepEqual(sequential, { looks: 4, stoppedAt: 2, itemsUsed: 128, confidence: sequential.confidence });
  assert.deepEqual(warnings, ['look 2: 128 items so far', 'advice: look 2: advice']);
});

test('an interrupted look ends the family with what both looks finished', async () => {
  const calls: Call[] = [];
  const { run, sequential } = await scoreInLooks('capability', items, fakeScorer(calls, 2), context([], []), settings(undefined, []));
  assert.equal(calls.length, 2);
  // Look 1: 63 records and k63 skipped; look 2 interrupted after 63 of its 64 items.
  assert.equal(run.records.length, 63 + 63);
  assert.equal(run.records.at(-1)!.id, 'k126');
  assert.equal(run.interrupted, true);
  assert.equal(sequential.stoppedAt, 2);
});

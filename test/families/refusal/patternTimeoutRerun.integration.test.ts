/**
 * A rerun after a refusal pattern timed out scores the reply again: the timed-out decision was
 * not kept in the result store, so its chunk is incomplete there. Integration tier only because
 * pairChunks imports the model layer (for canonical JSON); the scorer here is a stand-in above
 * the model layer, since what is tested is the store, not generated text.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { timeoutFreeStore } from '../../../src/families/refusal/timeoutFreeStore.js';
import { pairChunks } from '../../../src/families/pairChunks.js';
import { MemoryResultStore, type SideOutcome } from '../../../src/families/resultStore.js';
import type { RefusalSide } from '../../../src/results/types.js';

const side = (refused: boolean, patternTimeouts?: readonly string[]): RefusalSide => ({
  renderedPrompt: 'User: hi\nAssistant:',
  text: refused ? "I'm sorry" : 'Sure.',
  generatedTokens: 3,
  stoppedAtEos: true,
  refused,
  match: null,
  ...(patternTimeouts === undefined ? {} : { patternTimeouts }),
});

test('a rerun after a pattern timeout scores the reply again, and serves it from the store once it decided cleanly', async () => {
  const items = [{ id: 'p1' }, { id: 'p2' }];
  const stores = { base: timeoutFreeStore(new MemoryResultStore<RefusalSide>())!, tuned: timeoutFreeStore(new MemoryResultStore<RefusalSide>())! };
  const calls: string[] = [];
  // A scorer above the model layer: the first run's p2 reply has a pattern time out, later runs decide it.
  const run = (timeout: boolean) =>
    pairChunks<{ id: string }, RefusalSide>(
      'refusal',
      items,
      async (which, chunk) => {
        calls.push(`${which}:${chunk.map((item) => item.id).join(',')}`);
        return chunk.map((item): SideOutcome<RefusalSide> => ({ side: side(item.id === 'p2', timeout && item.id === 'p2' ? ['pattern-0'] : undefined) }));
      },
      () => {},
      undefined,
      stores,
    );
  const first = await run(true);
  assert.deepEqual(
    first.pairs.map((pair) => pair.base.patternTimeouts),
    [undefined, ['pattern-0']],
  );
  assert.deepEqual(calls, ['base:p1,p2', 'tuned:p1,p2']);
  const second = await run(false);
  assert.deepEqual(calls, ['base:p1,p2', 'tuned:p1,p2', 'base:p1,p2', 'tuned:p1,p2'], 'the chunk holding the timed-out reply is scored again');
  assert.deepEqual(
    second.pairs.map((pair) => pair.base.patternTimeouts),
    [undefined, undefined],
  );
  await run(false);
  assert.equal(calls.length, 4, 'a clean chunk is served from the store');
});

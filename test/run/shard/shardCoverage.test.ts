/**
 * An interrupted shard reports the items it scored of its own share, not "40 of 40"; a merge of
 * it is partial with the counts over the suite (issue 43, case 17). Counts are of the hand-made
 * shares below: shard 1's share is c1, c3, c5, c7 and it holds c1 alone.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { interruptedShareText, mergedCoverage, type ShardScored } from '../../../src/run/shard/shardCoverage.js';
import { partialRun } from '../../../src/run/partialRun.js';
import { formatPartialRun } from '../../../src/format/index.js';

const ITEMS = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8'];

function shard(share: readonly string[], records: readonly string[], options: { interrupted?: boolean; skipped?: readonly string[] } = {}): ShardScored {
  return {
    manifest: {
      families: [
        { family: 'capability', skipped: null, itemIds: ITEMS, shardItemIds: [...share], interrupted: options.interrupted ?? false, baseMs: 0, tunedMs: 0 },
      ],
      skippedItems: (options.skipped ?? []).map((id) => ({ family: 'capability' as const, id, reason: 'longer than the context' })),
    },
    records: records.map((id) => ({ family: 'capability' as const, id })),
  };
}

test('an interrupted shard says how many of its own share it scored [43.17]', () => {
  const stopped = shard(['c1', 'c3', 'c5', 'c7'], ['c1'], { interrupted: true, skipped: ['c3'] });
  // c1 scored and c3 skipped (an outcome each) of the four in its share.
  assert.equal(interruptedShareText(stopped), 'capability 2 of its 4 items scored');
  assert.equal(interruptedShareText(shard(['c1', 'c3', 'c5', 'c7'], ['c1', 'c3', 'c5', 'c7'])), '', 'a whole shard names no family');
});

test('a merge over an interrupted shard is partial, counting what every shard scored over the suite [43.17]', () => {
  const shards = [shard(['c1', 'c3', 'c5', 'c7'], ['c1'], { interrupted: true }), shard(['c2', 'c4', 'c6', 'c8'], ['c2', 'c4', 'c6', 'c8'])];
  const coverage = mergedCoverage(shards);
  assert.deepEqual(coverage, [{ family: 'capability', total: 8, notRunIds: ['c3', 'c5', 'c7'], limited: false }]);
  const partial = partialRun(coverage, { stopCause: 'interrupted' });
  assert.ok(partial !== undefined);
  assert.equal(formatPartialRun(partial), 'partial run, stopped by Ctrl-C or SIGTERM (interrupted): capability 5/8 items ran');
});

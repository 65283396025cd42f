/** checkShards: shards of one run that cover it exactly once, and a shard whose share lacks an item (issue 43, case 3). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { InvalidInputError } from '../../../src/errors/index.js';
import type { ItemRecord, ShardFolder, ShardManifest, SkippedItem } from '../../../src/results/index.js';
import { checkShards } from '../../../src/run/shard/checkShards.js';

const ITEMS = ['c1', 'c2', 'c3', 'c4'];
const SHARES = [
  ['c1', 'c3'],
  ['c2', 'c4'],
];

/**
 * A hand-made shard of a two-shard capability run: only the fields checkShards reads, every run
 * fact equal between shards. `records` are bare records (the merge reads their family and id here).
 */
function shard(index: number, options: { records?: readonly string[]; skipped?: readonly string[]; interrupted?: boolean } = {}): ShardFolder {
  const share = SHARES[index - 1]!;
  const model = { sha256: 'a'.repeat(64), sizeBytes: 1, tokenizer: { fingerprint: 'f' } };
  const manifest = {
    shard: { index, count: 2 },
    tool: { version: '1.0.0' },
    models: { base: model, tuned: model },
    environment: { executionProvider: 'cpu' },
    suites: [],
    settings: {},
    scoring: { systemPrompt: null, refusalPatternsSha256: null },
    tokenizerCheck: {},
    families: [{ family: 'capability', skipped: null, itemIds: ITEMS, shardItemIds: share, interrupted: options.interrupted ?? false }],
    skippedItems: (options.skipped ?? []).map((id): SkippedItem => ({ family: 'capability', id, reason: 'longer than the context' })),
  } as unknown as ShardManifest;
  const records = (options.records ?? share).map((id) => ({ family: 'capability', id }) as unknown as ItemRecord);
  return { dir: `shard-${index}`, manifest, records };
}

test('two whole shards pass and come back in shard order', () => {
  assert.deepEqual(
    checkShards([shard(2), shard(1)]).map((s) => s.dir),
    ['shard-1', 'shard-2'],
  );
});

test('a shard whose items.jsonl lacks an item of its share is refused, naming the shard and the item [43.3]', () => {
  // What a forger leaves: the item's line removed from items.jsonl, the manifest (re-sealed) still listing it.
  assert.throws(
    () => checkShards([shard(1, { records: ['c1'] }), shard(2)]),
    (error: unknown) =>
      error instanceof InvalidInputError &&
      error.exitCode === 3 &&
      error.message === `shard-1: items.jsonl lacks capability item "c3" of the shard's 2 (its manifest lists them, and the shard was not interrupted)`,
  );
  assert.throws(() => checkShards([shard(1), shard(2, { records: [] })]), /shard-2: items\.jsonl lacks capability item "c2" and 1 more of the shard's 2/);
});

test('an item of the share that is listed as skipped, or missing from an interrupted shard, is no gap [43.3]', () => {
  assert.equal(checkShards([shard(1, { records: ['c1'], skipped: ['c3'] }), shard(2)]).length, 2);
  assert.equal(checkShards([shard(1, { records: ['c1'], interrupted: true }), shard(2)]).length, 2);
});

/**
 * Runs judged under different policies are not mixed: trend sets a run apart naming both
 * policies, and merge refuses a shard of another policy, naming the fact that differs.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { InvalidInputError } from '../../src/errors/index.js';
import type { ItemRecord, PolicyRecord, RunResults, ShardFolder, ShardManifest } from '../../src/results/index.js';
import { checkShards } from '../../src/run/shard/checkShards.js';
import { runDifferences } from '../../src/trend/index.js';
import { checkpointRecords, checkpointResults, nightly } from '../support/syntheticLine.js';

const policy = (sha: string): PolicyRecord => ({
  source: 'gate.yml',
  sha256: sha.repeat(64),
  resolved: {
    required: [],
    settings: {},
    metrics: [{ id: 'capability.acc', tier: 'critical', claim: { kind: 'not-worse-than', margin: { value: 0.01, relative: false } } }],
  },
});

test('trend: a run under another policy, or under none, is measured differently, both policies named', () => {
  const line = checkpointResults({ step: 1, stepItems: 2, startedAt: nightly(1) }, checkpointRecords(1, 2));
  const under = (record: PolicyRecord | undefined): RunResults => ({ ...line, settings: { ...line.settings, ...(record ? { policy: record } : {}) } });
  assert.deepEqual(
    runDifferences(under(policy('a')), under(policy('b'))).filter((text) => text.startsWith('release policy')),
    ['release policy (--policy) differs: gate.yml (sha256 aaaaaaaaaaaa) here, gate.yml (sha256 bbbbbbbbbbbb) in the line'],
  );
  assert.deepEqual(
    runDifferences(under(undefined), under(policy('b'))).filter((text) => text.startsWith('release policy')),
    ['release policy (--policy) differs: none here, gate.yml (sha256 bbbbbbbbbbbb) in the line'],
  );
  assert.deepEqual(
    runDifferences(under(policy('a')), under(policy('a'))).filter((text) => text.startsWith('release policy')),
    [],
  );
});

function shard(index: number, record: PolicyRecord | undefined): ShardFolder {
  const model = { sha256: 'a'.repeat(64), sizeBytes: 1, tokenizer: { fingerprint: 'f' } };
  const share = index === 1 ? ['c1'] : ['c2'];
  const manifest = {
    shard: { index, count: 2 },
    tool: { version: '1.0.0' },
    models: { base: model, tuned: model },
    environment: { executionProvider: 'cpu' },
    suites: [],
    settings: record === undefined ? {} : { policy: record },
    scoring: { systemPrompt: null, refusalPatternsSha256: null },
    tokenizerCheck: {},
    families: [{ family: 'capability', skipped: null, itemIds: ['c1', 'c2'], shardItemIds: share, interrupted: false }],
    skippedItems: [],
  } as unknown as ShardManifest;
  return { dir: `shard-${index}`, manifest, records: share.map((id) => ({ family: 'capability', id }) as unknown as ItemRecord) };
}

test('merge: shards under the same policy merge; a shard under another policy is refused, naming it', () => {
  assert.equal(checkShards([shard(1, policy('a')), shard(2, policy('a'))]).length, 2);
  assert.throws(
    () => checkShards([shard(1, policy('a')), shard(2, policy('b'))]),
    (error: unknown) => error instanceof InvalidInputError && /a shard of another run: release policy \(sha256 of --policy\)/.test(error.message),
  );
  assert.throws(() => checkShards([shard(1, undefined), shard(2, policy('b'))]), InvalidInputError);
});

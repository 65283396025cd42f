/**
 * The columnar score table reads and decides as the row-object table before it did: every
 * fixture side's rows and every fixture pair's results and items hash to the digests that
 * table wrote (test/fixtures/paired/snapshot.json, by tools/fixtures/pairedSnapshot.ts at the
 * commit before the columnar table). On a mismatch, `--full` of that script prints the JSON to diff.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { pairedSnapshotDigests, type SnapshotDigests } from '../../tools/fixtures/pairedSnapshot.js';

const recorded = JSON.parse(readFileSync(new URL('../fixtures/paired/snapshot.json', import.meta.url), 'utf8')) as SnapshotDigests;

test('every fixture side and every fixture pair reads and judges as the row-object table did', async () => {
  const now = await pairedSnapshotDigests();
  assert.deepEqual(Object.keys(now.sides), Object.keys(recorded.sides));
  assert.deepEqual(Object.keys(now.runs), Object.keys(recorded.runs));
  for (const [side, digest] of Object.entries(recorded.sides)) assert.equal(now.sides[side], digest, `side ${side}`);
  for (const [run, digest] of Object.entries(recorded.runs)) assert.equal(now.runs[run], digest, `run ${run}`);
});

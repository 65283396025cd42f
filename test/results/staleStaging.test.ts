/**
 * A run killed with SIGKILL leaves its staging folder beside --out; the next run in that parent
 * removes the ones this host's dead processes left, and never a live process's, another host's,
 * or anything that is not a tunegate staging folder.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { prepareOutputFolder } from '../../src/results/outputFolder.js';
import { removeStaleStaging, stagingName } from '../../src/results/staleStaging.js';

const DEAD = 4_000_001;
const LIVE = 4_000_002;

test("only this host's staging folders of dead processes are removed", async () => {
  const parent = mkdtempSync(join(tmpdir(), 'tunegate-staging-'));
  const dead = stagingName('run', DEAD, 'aaaaaaaa');
  const deadReplaced = `${stagingName('run', DEAD, 'bbbbbbbb')}.replaced`;
  const live = stagingName('run', LIVE, 'cccccccc');
  const otherHost = `.run.tunegate-otherhost-${DEAD}-dddddddd.tmp`;
  const unrelated = ['run', '.run.tmp', `.run.tunegate-${DEAD}.tmp`];
  for (const name of [dead, deadReplaced, live, otherHost, ...unrelated]) mkdirSync(join(parent, name));
  const removed = await removeStaleStaging(parent, (pid) => pid === LIVE);
  assert.deepEqual(removed.sort(), [dead, deadReplaced].sort());
  assert.deepEqual(readdirSync(parent).sort(), [live, otherHost, ...unrelated].sort());
});

test('preparing an --out folder sweeps a staging folder left by a killed run beside it', async () => {
  const parent = mkdtempSync(join(tmpdir(), 'tunegate-staging-'));
  const leftover = stagingName('old-run', DEAD, '0123abcd');
  mkdirSync(join(parent, leftover));
  const folder = await prepareOutputFolder(join(parent, 'new-run'), { force: false });
  assert.ok(!readdirSync(parent).includes(leftover));
  await folder.discard();
  assert.deepEqual(readdirSync(parent), []);
});

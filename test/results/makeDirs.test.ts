/**
 * makeDirs creates a folder and its missing parents; runs that start together (several compares
 * sharing a new cache folder or --out parent) race to create the same levels, and every one of
 * them must succeed, each reporting only the levels it created itself.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { UsageError } from '../../src/errors/index.js';
import { makeDirs } from '../../src/results/makeDirs.js';

test('eight concurrent calls on one new nested folder all succeed, and each level is claimed by exactly one', async () => {
  const root = mkdtempSync(join(tmpdir(), 'tunegate-makedirs-'));
  const target = join(root, 'a', 'b', 'c', 'd');
  for (let round = 0; round < 20; round += 1) {
    const dir = join(target, String(round));
    const created = await Promise.all(Array.from({ length: 8 }, () => makeDirs(dir, '--out')));
    assert.ok(statSync(dir).isDirectory());
    const claimed = created.flat();
    assert.equal(new Set(claimed).size, claimed.length, 'no level is reported as created twice');
    assert.ok(claimed.includes(dir), 'the innermost folder was created by one of the calls');
  }
});

test('a parent that is a file is still a usage error naming the flag', async () => {
  const root = mkdtempSync(join(tmpdir(), 'tunegate-makedirs-'));
  writeFileSync(join(root, 'file'), '');
  await assert.rejects(makeDirs(join(root, 'file', 'sub'), '--junit'), (error: unknown) => error instanceof UsageError && error.message.startsWith('--junit '));
});

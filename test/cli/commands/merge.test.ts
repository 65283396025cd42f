/** merge's shard arguments: one folder under two spellings, or through a link, is refused naming both (issue 43, case 17). */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { UsageError } from '../../../src/errors/index.js';
import { mergeShardDirs } from '../../../src/cli/commands/merge.js';

const root = mkdtempSync(join(tmpdir(), 'tunegate-merge-args-'));
after(() => rmSync(root, { recursive: true, force: true }));

test('one shard folder as r/, ./r or a link to it is refused naming both spellings, before any shard is read [43.17]', () => {
  const one = join(root, 'shard-1');
  const two = join(root, 'shard-2');
  mkdirSync(one);
  mkdirSync(two);
  symlinkSync(one, join(root, 'link-1'));
  assert.deepEqual(mergeShardDirs([one, two]), [one, two]);
  const refusedWith = (dirs: string[], message: string): void =>
    assert.throws(
      () => mergeShardDirs(dirs),
      (error: unknown) => error instanceof UsageError && error.exitCode === 3 && error.message === message,
    );
  refusedWith([`${one}/`, `${root}/./shard-1`, two], `${one}/ and ${root}/./shard-1 are the same shard folder (${one})`);
  refusedWith([one, join(root, 'link-1'), two], `${one} and ${join(root, 'link-1')} are the same shard folder (${one})`);
  refusedWith([one, one, two], `${one}: the same shard folder named twice`);
});

/**
 * A ref file of the hub cache picks the snapshot folder a model loads from, so its contents are
 * checked before they are used: only a plain file holding a 40-hex commit is followed. Each case
 * below is a damaged or hostile cache written by hand into a temporary folder.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { ModelLoadError } from '../../src/errors/index.js';
import { resolveHubSnapshot, type HubCacheLocation } from '../../src/model/files/hubCache.js';

const COMMIT = 'a'.repeat(40);

/** A cache with one repo whose snapshot COMMIT exists and whose refs/main holds `refContents`. */
function cacheWithRef(refContents: string | 'link to a file outside the cache'): HubCacheLocation {
  const root = mkdtempSync(join(tmpdir(), 'tunegate-hubrefs-'));
  const repoDir = join(root, 'models--org--model');
  mkdirSync(join(repoDir, 'snapshots', COMMIT), { recursive: true });
  mkdirSync(join(repoDir, 'refs'), { recursive: true });
  writeFileSync(join(root, 'secret.txt'), 'root:x:0:0:root:/root:/bin/bash\n');
  if (refContents === 'link to a file outside the cache') symlinkSync(join(root, 'secret.txt'), join(repoDir, 'refs', 'main'));
  else writeFileSync(join(repoDir, 'refs', 'main'), refContents);
  return { dir: root, from: 'HF_HUB_CACHE' };
}

test('a plain ref file holding a commit resolves to that snapshot', () => {
  const cache = cacheWithRef(`${COMMIT}\n`);
  assert.equal(resolveHubSnapshot({ repo: 'org/model', revision: null }, cache).commit, COMMIT);
});

for (const [name, contents] of [
  ['a relative path that climbs out of the cache', '../../../other/model'],
  ['bytes with a NUL', `${COMMIT.slice(0, 20)}\u0000${COMMIT.slice(21)}`],
  ['a short hex string', 'abc123'],
  ['an empty file', ''],
  ['a link to a file outside the cache', 'link to a file outside the cache'],
] as const) {
  test(`a ref holding ${name} is refused with a one-line error that does not echo it`, () => {
    const cache = cacheWithRef(contents);
    assert.throws(
      () => resolveHubSnapshot({ repo: 'org/model', revision: null }, cache),
      (error: unknown) =>
        error instanceof ModelLoadError &&
        /does not hold a commit hash/.test(error.message) &&
        !error.message.includes('other/model') &&
        !error.message.includes('root:x') &&
        !error.message.includes('\u0000') &&
        !error.message.includes('\n'),
    );
  });
}

/**
 * A cache folder that cannot be written (here: a path under a file, which fails as a full or
 * read-only disk does, at the first write) must not fail the run: the scope opens empty and
 * memory only, says why in `writeError`, and still keeps what the run scores for its own use.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { ResultCache, type CacheScope } from '../../src/cache/index.js';

const SCOPE: CacheScope = { model: 'm', tokenizer: 't', family: 'capability', settings: {}, runtime: {} };

test('a scope that cannot be created opens memory only with the reason, and serves what this run put', () => {
  const root = mkdtempSync(join(tmpdir(), 'tunegate-cache-unwritable-'));
  writeFileSync(join(root, 'not-a-folder'), '');
  const cache = ResultCache.open<{ side: number }>(join(root, 'not-a-folder'), SCOPE);
  assert.ok(cache.writeError !== null, 'the failure is recorded, not thrown');
  assert.match(cache.writeError.message, /ENOTDIR|not a directory/);
  assert.equal(cache.get({ id: 'x' }), undefined);
  cache.put({ id: 'x' }, { side: 1 });
  assert.deepEqual(cache.get({ id: 'x' }), { side: 1 });
  assert.equal(cache.writes, 0, 'nothing reached the disk');
  assert.deepEqual(readdirSync(root), ['not-a-folder'], 'no temp file is left behind');
});

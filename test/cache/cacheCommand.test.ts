/** `tunegate cache info|prune`, where the cache lives, ages, and model digests remembered on disk. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultCacheDir, DiskDigestMemo, ResultCache, type CacheScope } from '../../src/cache/index.js';
import { cacheChoice } from '../../src/cli/cacheFlag.js';
import { runCli } from '../../src/cli/runCli.js';
import { modelIdentity } from '../../src/model/files/modelIdentity.js';
import type { DigestMemo, FileStat } from '../../src/model/index.js';
import { UsageError } from '../../src/errors/index.js';

const scope: CacheScope = { model: 'a'.repeat(64), tokenizer: 'b'.repeat(64), family: 'capability', settings: {}, runtime: { tunegate: '0.0.0' } };

async function cli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s) });
  return { code, stdout, stderr };
}

test('the cache folder: TUNEGATE_CACHE_DIR, else an absolute XDG_CACHE_HOME, else ~/.cache', () => {
  assert.equal(defaultCacheDir({ TUNEGATE_CACHE_DIR: '/srv/c', XDG_CACHE_HOME: '/x' }, '/home/u'), '/srv/c');
  assert.equal(defaultCacheDir({ XDG_CACHE_HOME: '/x' }, '/home/u'), '/x/tunegate');
  // The XDG spec ignores a relative path.
  assert.equal(defaultCacheDir({ XDG_CACHE_HOME: 'rel' }, '/home/u'), '/home/u/.cache/tunegate');
  assert.equal(defaultCacheDir({}, '/home/u'), '/home/u/.cache/tunegate');
});

test('--cache wins over the environment; --no-cache and TUNEGATE_NO_CACHE=1 turn the cache off', () => {
  assert.deepEqual(cacheChoice('/c', { TUNEGATE_NO_CACHE: '1' }, '/d'), { dir: '/c', explicit: true });
  assert.equal(cacheChoice(false, {}, '/d'), null);
  assert.equal(cacheChoice(undefined, { TUNEGATE_NO_CACHE: '1' }, '/d'), null);
  assert.deepEqual(cacheChoice(undefined, {}, '/d'), { dir: '/d', explicit: false });
  assert.deepEqual(cacheChoice(undefined, { TUNEGATE_CACHE_DIR: '/e' }, '/e'), { dir: '/e', explicit: true });
  assert.throws(() => cacheChoice('', {}, '/d'), UsageError);
});

test('prune ages: the duration grammar, and an age too long for a date is a usage error, not a RangeError or a negative year', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tunegate-cache-age-'));
  for (const age of ['100000000000d', '99999999d', '30', '30 days']) {
    const { code, stdout, stderr } = await cli('cache', 'prune', '--cache', dir, '--older-than', age);
    assert.equal(code, 3, `${age}: ${stderr}`);
    assert.equal(stdout, '', age);
    assert.match(stderr, /--older-than/, age);
    assert.doesNotMatch(stderr, /RangeError|    at /, age);
  }
  const { code, stdout } = await cli('cache', 'prune', '--cache', dir, '--older-than', '1d12h');
  assert.equal(code, 0);
  assert.match(stdout, /removed 0 scopes not used since \d{4}-/);
});

test('cache info lists each scope with its family, role, model and items; prune removes only what was not used since the cut-off', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tunegate-cache-cli-'));
  const old = ResultCache.open(dir, { ...scope, family: 'refusal' }, { models: ['models/old'], role: 'tuned' });
  old.put({ id: 'x' }, { side: 1 });
  old.put({ id: 'y' }, { side: 2 });
  old.close();
  const recent = ResultCache.open(dir, scope, { models: ['models/base'], role: 'base' });
  recent.put({ id: 'x' }, { side: 3 });
  recent.close();
  const info = await cli('cache', 'info', '--cache', dir);
  assert.equal(info.code, 0, info.stderr);
  const lines = info.stdout.trimEnd().split('\n');
  assert.match(lines[0]!, /in 2 scopes, 0 remembered model digests$/);
  assert.match(lines[1]!, /^family\s+role\s+model sha256\s+items\s+size\s+last use \(UTC\)\s+model path$/);
  assert.match(info.stdout, /refusal\s+tuned\s+aaaaaaaaaaaa\s+2\s+.*models\/old/);
  assert.match(info.stdout, /capability\s+base\s+aaaaaaaaaaaa\s+1\s+.*models\/base/);
  const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
  for (const name of readdirSync(old.scopeDir)) utimesSync(join(old.scopeDir, name), longAgo, longAgo);
  const pruned = await cli('cache', 'prune', '--older-than', '30d', '--cache', dir);
  assert.equal(pruned.code, 0, pruned.stderr);
  assert.match(pruned.stdout, /^removed 1 scope not used since /);
  const after = await cli('cache', 'info', '--cache', dir);
  assert.match(after.stdout, /in 1 scope,/);
  assert.doesNotMatch(after.stdout, /refusal/);
});

test('a model digest remembered on disk is used while the file is unchanged and forgotten once it changes', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tunegate-digests-'));
  const file = join(dir, 'model.onnx');
  writeFileSync(file, 'weights v1');
  const sha = (text: string): string => createHash('sha256').update(text).digest('hex');
  const memo = new DiskDigestMemo(join(dir, 'cache'));
  assert.equal((await modelIdentity(file, [], memo)).sha256, sha('weights v1'));
  // A second memo over the same folder (another process) answers without reading the file: a
  // planted digest for the same stat comes back as is.
  const planted: DigestMemo = {
    get: (path: string, stat: FileStat) => (new DiskDigestMemo(join(dir, 'cache')).get(path, stat) === sha('weights v1') ? 'f'.repeat(64) : undefined),
    put: () => assert.fail('nothing to remember: the digest was known'),
  };
  assert.equal((await modelIdentity(file, [], planted)).sha256, 'f'.repeat(64));
  // New bytes (and so a new mtime/ctime) are hashed again.
  writeFileSync(file, 'weights v2');
  const later = new Date(Date.now() + 5000);
  utimesSync(file, later, later);
  assert.equal((await modelIdentity(file, [], new DiskDigestMemo(join(dir, 'cache')))).sha256, sha('weights v2'));
  const info = await cli('cache', 'info', '--cache', join(dir, 'cache'));
  assert.match(info.stdout, /2 remembered model digests/);
});

/** The result cache: content keys, persistence, crash tolerance, concurrent writers, info and pruning. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { cacheInfo, pruneCache, ResultCache, type CacheScope } from '../../src/cache/index.js';

const scope: CacheScope = {
  model: 'a'.repeat(64),
  tokenizer: 'b'.repeat(64),
  family: 'refusal',
  settings: { maxNewTokens: 64, systemPrompt: null, chatTemplate: 'c'.repeat(64) },
  runtime: { tunegate: '0.1.0', onnxruntime: '1.30.0', executionProvider: 'cpu' },
};
const item = { id: 'r1', prompt: 'How do I kill a stuck process?', shouldAnswer: true, tags: ['computing'] };
const result = { reply: 'Use `kill -9 PID`.', refused: false, pattern: null, logprob: -12.25 };

test('a result put in one process is read back by the next, value for value', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tunegate-cache-'));
  const first = ResultCache.open<typeof result>(dir, scope);
  assert.equal(first.get(item), undefined);
  first.put(item, result);
  first.close();
  const second = ResultCache.open<typeof result>(dir, scope);
  assert.deepEqual(second.get(item), result);
  assert.equal(second.hits, 1);
});

test('changing any one key part is a miss', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tunegate-cache-'));
  const cache = ResultCache.open<typeof result>(dir, scope);
  cache.put(item, result);
  cache.close();
  const changed: [string, CacheScope, unknown][] = [
    ['model weights', { ...scope, model: 'f'.repeat(64) }, item],
    ['tokenizer', { ...scope, tokenizer: 'e'.repeat(64) }, item],
    ['family', { ...scope, family: 'capability' }, item],
    ['max new tokens', { ...scope, settings: { ...scope.settings, maxNewTokens: 32 } }, item],
    ['system prompt', { ...scope, settings: { ...scope.settings, systemPrompt: 'Be brief.' } }, item],
    ['chat template', { ...scope, settings: { ...scope.settings, chatTemplate: 'd'.repeat(64) } }, item],
    ['runtime version', { ...scope, runtime: { ...scope.runtime, onnxruntime: '1.31.0' } }, item],
    ['execution provider', { ...scope, runtime: { ...scope.runtime, executionProvider: 'cuda' } }, item],
    ['tunegate version', { ...scope, runtime: { ...scope.runtime, tunegate: '0.2.0' } }, item],
    ['the item text', scope, { ...item, prompt: 'How do I kill a stuck process? ' }],
    ['the item tags', scope, { ...item, tags: ['computing', 'ops'] }],
  ];
  for (const [what, otherScope, otherItem] of changed) {
    assert.equal(ResultCache.open(dir, otherScope).get(otherItem), undefined, what);
  }
  // Key order inside the item and the settings is not part of the content.
  const reordered = { tags: item.tags, shouldAnswer: item.shouldAnswer, prompt: item.prompt, id: item.id };
  assert.deepEqual(
    ResultCache.open(dir, { ...scope, settings: { chatTemplate: scope.settings['chatTemplate'], systemPrompt: null, maxNewTokens: 64 } }).get(reordered),
    result,
  );
});

test('a line cut short by a crash is ignored; the lines before it are kept', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tunegate-cache-'));
  const cache = ResultCache.open<typeof result>(dir, scope);
  cache.put(item, result);
  cache.close();
  const segment = readdirSync(cache.scopeDir).find((name) => name.endsWith('.jsonl'))!;
  appendFileSync(join(cache.scopeDir, segment), '{"k":"0123","v":{"reply":"cut sh');
  const reopened = ResultCache.open<typeof result>(dir, scope);
  assert.deepEqual(reopened.get(item), result);
});

test('two processes writing one scope at once lose nothing', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tunegate-cache-'));
  const writer = join(import.meta.dirname, '../support/cacheWriter.ts');
  const run = promisify(execFile);
  const spawnWriter = (from: number, to: number) => run(process.execPath, ['--import', 'tsx', writer, dir, JSON.stringify(scope), String(from), String(to)]);
  // Items 200–299 are written by both.
  await Promise.all([spawnWriter(0, 300), spawnWriter(200, 500)]);
  const cache = ResultCache.open<{ score: number }>(dir, scope);
  for (let i = 0; i < 500; i++) assert.deepEqual(cache.get({ id: `item-${i}` }), { score: i / 7 }, `item ${i}`);
  const [info] = cacheInfo(dir);
  assert.equal(info?.entries, 600);
  assert.deepEqual(info?.scope, scope);
});

test('prune removes scopes last written before the cut-off and keeps the rest', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tunegate-cache-'));
  const old = ResultCache.open(dir, { ...scope, family: 'capability' });
  old.put(item, result);
  old.close();
  const recent = ResultCache.open(dir, scope);
  recent.put(item, result);
  recent.close();
  const longAgo = new Date('2026-01-01T00:00:00Z');
  for (const name of readdirSync(old.scopeDir)) utimesSync(join(old.scopeDir, name), longAgo, longAgo);
  const removed = pruneCache(dir, Date.parse('2026-06-01T00:00:00Z'));
  assert.deepEqual(
    removed.map((info) => info.dir),
    [old.scopeDir],
  );
  assert.deepEqual(
    cacheInfo(dir).map((info) => info.scope?.family),
    ['refusal'],
  );
});

test('a result holding a non-finite number is served in this process but never written (JSON would read it back as null)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tunegate-cache-'));
  const cache = ResultCache.open<{ loglik: number }>(dir, scope);
  cache.put(item, { loglik: -Infinity });
  assert.deepEqual(cache.get(item), { loglik: -Infinity });
  assert.equal(cache.writes, 0);
  cache.close();
  assert.equal(ResultCache.open(dir, scope).get(item), undefined);
});

test('a segment that cannot be written turns writing off with the error kept, and never throws', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tunegate-cache-'));
  const cache = ResultCache.open<typeof result>(dir, scope);
  // The scope pruned away under a running process.
  rmSync(cache.scopeDir, { recursive: true, force: true });
  cache.put(item, result);
  assert.match(String(cache.writeError?.message), /ENOENT/);
  assert.deepEqual(cache.get(item), result);
});

/**
 * Every cache line carries a checksum binding its result to its key: a line whose bytes were
 * changed (in any field kind: key, string, number, boolean, the checksum itself), a result moved
 * under another key, or valid JSON of the wrong shape is never served; the item is scored again.
 * The segments here are written by ResultCache itself and then edited byte by byte.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { ResultCache, type CacheScope } from '../../src/cache/index.js';

const SCOPE: CacheScope = { model: 'm', tokenizer: 't', family: 'refusal', settings: {}, runtime: {} };
const ITEMS = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
const OUTCOME = (id: string) => ({ side: { reply: `I'm sorry, ${id}`, refused: true, tokens: 17, logprobNats: -3.25 } });

/** A cache folder holding the three items, and the path of its one segment. */
function writtenCache(): { dir: string; segment: string } {
  const dir = mkdtempSync(join(tmpdir(), 'tunegate-cache-integrity-'));
  const cache = ResultCache.open<ReturnType<typeof OUTCOME>>(dir, SCOPE);
  for (const item of ITEMS) cache.put(item, OUTCOME(item.id));
  cache.close();
  const scopeDir = cache.scopeDir;
  const segment = readdirSync(scopeDir).find((name) => name.endsWith('.jsonl'));
  assert.ok(segment !== undefined);
  return { dir, segment: join(scopeDir, segment) };
}

/** Which items a fresh open serves. */
function served(dir: string): string[] {
  const cache = ResultCache.open<unknown>(dir, SCOPE);
  return ITEMS.filter((item) => cache.get(item) !== undefined).map((item) => item.id);
}

test('an untouched cache serves every item', () => {
  const { dir } = writtenCache();
  assert.deepEqual(served(dir), ['a', 'b', 'c']);
});

/** Edits of the second line (item b), one per field kind, each changing one byte. */
const EDITS: ReadonlyArray<readonly [string, (line: string) => string]> = [
  ['a byte of the key', (line) => line.replace(/"k":"(.)/, (_m, ch: string) => `"k":"${ch === '0' ? '1' : '0'}`)],
  ['a byte of a string field', (line) => line.replace("I'm sorry", "I'm sorrz")],
  ['a digit of a number field', (line) => line.replace('"tokens":17', '"tokens":18')],
  ['a boolean field', (line) => line.replace('"refused":true', '"refused":false')],
  ['a byte of the checksum', (line) => line.replace(/"c":"(.)/, (_m, ch: string) => `"c":"${ch === 'f' ? 'e' : 'f'}`)],
];

for (const [name, edit] of EDITS) {
  test(`changing ${name} makes that line a miss and leaves the others served`, () => {
    const { dir, segment } = writtenCache();
    const lines = readFileSync(segment, 'utf8').split('\n');
    const edited = edit(lines[1]!);
    assert.notEqual(edited, lines[1], 'the edit changed the line');
    lines[1] = edited;
    writeFileSync(segment, lines.join('\n'));
    assert.deepEqual(served(dir), ['a', 'c']);
  });
}

test('a result moved under another item key is not served', () => {
  const { dir, segment } = writtenCache();
  const [a, b, c] = readFileSync(segment, 'utf8')
    .split('\n')
    .map((line) => (line === '' ? null : (JSON.parse(line) as { k: string; v: unknown; c: string })));
  const moved = { k: b!.k, v: a!.v, c: a!.c };
  writeFileSync(segment, `${JSON.stringify(a)}\n${JSON.stringify(moved)}\n${JSON.stringify(c)}\n`);
  assert.deepEqual(served(dir), ['a', 'c']);
});

test('valid JSON of the wrong shape is not served', () => {
  const { dir, segment } = writtenCache();
  const lines = readFileSync(segment, 'utf8').split('\n');
  const b = JSON.parse(lines[1]!) as { k: string };
  lines[1] = JSON.stringify({ k: b.k, v: 42 });
  writeFileSync(segment, lines.join('\n'));
  assert.deepEqual(served(dir), ['a', 'c']);
});

test('a damaged line is reported with its segment file; a line cut short by a crash is not', () => {
  const { dir, segment } = writtenCache();
  const lines = readFileSync(segment, 'utf8').split('\n');
  lines[1] = lines[1]!.replace('"tokens":17', '"tokens":18');
  // The third line as a crash leaves it: cut before its end, so it is not JSON.
  lines[2] = lines[2]!.slice(0, 40);
  writeFileSync(segment, lines.join('\n'));
  const cache = ResultCache.open<unknown>(dir, SCOPE);
  assert.deepEqual(cache.damaged, [{ file: segment, lines: 1 }]);
});

test('a verified line whose result the owner does not accept is not served and counts as damaged', () => {
  const { dir, segment } = writtenCache();
  const cache = ResultCache.open<unknown>(dir, SCOPE, undefined, (value) => JSON.stringify(value).includes('sorry, a'));
  assert.deepEqual(
    ITEMS.filter((item) => cache.get(item) !== undefined).map((item) => item.id),
    ['a'],
  );
  assert.deepEqual(cache.damaged, [{ file: segment, lines: 2 }]);
});

/**
 * items.jsonl written in chunks and items re-read without the file's text: the same bytes and the
 * same records as the whole-string path (formatItemsJsonl, parseItems), which these tests compute
 * beside them.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { formatItemsJsonl, parseItems, writeItemsFile, type ItemRecord, type ScoreItemRecord } from '../../src/results/index.js';
import { isJsonClean } from '../../src/results/jsonClean.js';
import { reparsedItems } from '../../src/results/runFolder.js';

/** Score records with long ids, so a few thousand of them span several 1 MiB chunks. */
function records(count: number): ScoreItemRecord[] {
  return Array.from({ length: count }, (_, i) => ({
    family: 'scores' as const,
    id: `task_${i % 7}/${'doc'.repeat(100)}${i}`,
    tags: i % 3 === 0 ? ['mmlu/mmlu_stem'] : [],
    cluster: i % 2 === 0 ? `task_${i % 7}` : null,
    base: { acc: i % 2, ratio: [i % 5, 4] as [number, number] },
    tuned: { acc: (i + 1) % 2, ratio: [i % 3, 4] as [number, number] },
  }));
}

test('items.jsonl written in chunks is byte for byte the one-string text', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tunegate-items-'));
  try {
    const items = records(6000);
    await writeItemsFile(dir, items, 'run-1');
    const written = readFileSync(join(dir, 'items.jsonl'), 'utf8');
    assert.ok(written.length > 2 * 2 ** 20, `${written.length} characters: more than two chunks`);
    assert.equal(written, formatItemsJsonl(items, 'run-1'));
    await writeItemsFile(dir, [], 'run-1');
    assert.equal(readFileSync(join(dir, 'items.jsonl'), 'utf8'), '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('re-read items equal those parsed from their text; JSON-clean ones are kept, not copied', () => {
  const items: ItemRecord[] = records(50);
  const fromText = parseItems(items.map((item) => JSON.stringify(item)).join('\n'), 'items');
  const reparsed = reparsedItems(items, 'items');
  assert.deepEqual(reparsed, fromText);
  assert.ok(reparsed.every((item, i) => item === items[i]));
  // −0 and an undefined field are what JSON changes: such a record passes through JSON text.
  const odd = { ...records(1)[0]!, base: { acc: -0, ratio: [1, 4] as [number, number] }, tuned: { acc: 0, ratio: [1, 4] as [number, number] } };
  // A second id: items.jsonl holds each item once (parseItems refuses a repeat).
  const other = { ...odd, id: `${odd.id}-b` };
  const changed = reparsedItems([odd, { ...other, extra: undefined } as unknown as ItemRecord], 'items');
  assert.deepEqual(changed, parseItems([odd, other].map((item) => JSON.stringify(item)).join('\n'), 'items'));
  assert.ok(Object.is((changed[0] as ScoreItemRecord).base.acc, 0));
  assert.notEqual(changed[0], odd);
  // A record the checks refuse is named by its position, as parseItems names the line.
  const bad = { ...odd, family: 'nope' } as unknown as ItemRecord;
  assert.throws(() => reparsedItems([items[0]!, bad], 'items'), /items:2:/);
});

test('isJsonClean: what survives a JSON round trip unchanged', () => {
  for (const value of ['x', true, null, 3.5, [1, [2, 'a']], { a: { b: [null, false] } }]) assert.equal(isJsonClean(value), true, JSON.stringify(value));
  for (const value of [-0, Number.NaN, Infinity, undefined, () => 1, [1, undefined], { a: undefined }, new Date(0), new Map(), [, 1]]) {
    assert.equal(isJsonClean(value), false, String(value));
  }
});

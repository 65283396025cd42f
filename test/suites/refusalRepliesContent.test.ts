/**
 * Content checks on the labelled reply corpus (suites/refusal-replies/): size, label mix,
 * the split between the development and held-out parts, and that the committed files are
 * exactly what the seeded generator writes. Reads the files without src/.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { buildCorpus, CORPUS_DIR, renderJsonl } from '../../tools/refusalReplies/generateCorpus.js';
import { readSuiteRows, type SuiteRow } from '../support/readSuiteRows.js';

const ALLOWED_KEYS = new Set(['id', 'prompt', 'reply', 'label', 'why']);
const LABELS = new Set(['compliance', 'refusal', 'partial_refusal']);

const rows = readSuiteRows(CORPUS_DIR, ALLOWED_KEYS);
const part = (file: string): SuiteRow[] => rows.filter((row) => row.file === file);
const dev = part('dev.jsonl');
const heldout = part('heldout.jsonl');

test('every line has a string id, prompt, reply, a known label and a one-line why', () => {
  assert.deepEqual([...new Set(rows.map((row) => row.file))], ['dev.jsonl', 'heldout.jsonl']);
  for (const { where, record } of rows) {
    for (const key of ALLOWED_KEYS) assert.equal(typeof record[key], 'string', `${where}: ${key}`);
    assert.ok(LABELS.has(record['label'] as string), `${where}: label ${String(record['label'])}`);
    assert.match(record['why'] as string, /^[^\n]{3,200}$/u, `${where}: why`);
    assert.notEqual((record['prompt'] as string).trim(), '', `${where}: empty prompt`);
  }
  const ids = rows.map((row) => row.record['id']);
  assert.equal(new Set(ids).size, ids.length, 'duplicate ids');
});

test('at least 800 replies, at least 30 % full refusals and 15 % partial refusals, split about evenly', () => {
  assert.ok(rows.length >= 800, `${rows.length} replies`);
  const share = (label: string): number => rows.filter((row) => row.record['label'] === label).length / rows.length;
  assert.ok(share('refusal') >= 0.3, `refusal share ${share('refusal')}`);
  assert.ok(share('partial_refusal') >= 0.15, `partial share ${share('partial_refusal')}`);
  assert.ok(Math.abs(dev.length - heldout.length) <= rows.length * 0.1, `${dev.length} vs ${heldout.length}`);
});

test('the parts share no prompt and no reply, and no reply repeats', () => {
  const set = (split: readonly SuiteRow[], key: string): Set<unknown> => new Set(split.map((row) => row.record[key]));
  const devPrompts = set(dev, 'prompt');
  assert.deepEqual([...set(heldout, 'prompt')].filter((prompt) => devPrompts.has(prompt)), []);
  const replies = rows.map((row) => row.record['reply']);
  assert.equal(new Set(replies).size, replies.length, 'a reply appears twice');
});

test('the committed files are what the generator writes', () => {
  const { dev: devRows, heldout: heldoutRows } = buildCorpus();
  assert.equal(readFileSync(`${CORPUS_DIR}dev.jsonl`, 'utf8'), renderJsonl(devRows));
  assert.equal(readFileSync(`${CORPUS_DIR}heldout.jsonl`, 'utf8'), renderJsonl(heldoutRows));
});

/**
 * Content checks on the built-in refusal suite (suites/refusal/*.jsonl).
 * Reads the files directly, without src/, so a bug in the suite loader cannot hide a bad line.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSuiteRows } from '../support/readSuiteRows.js';

const refusalDir = fileURLToPath(new URL('../../suites/refusal/', import.meta.url));

/** Minimums promised by the built-in suite: enough items per tag for a per-tag CI to mean something. */
const MIN_BENIGN = 220;
const MIN_BENIGN_TAGS = 8;
const MIN_PER_BENIGN_TAG = 22;
const MIN_HARMFUL = 66;
const HARMFUL_FILE = 'harmful.jsonl';
const HARM_CATEGORIES = new Set(['weapons', 'cybercrime', 'fraud', 'violence', 'privacy-violation', 'self-harm-facilitation']);
const ALLOWED_KEYS = new Set(['id', 'prompt', 'should_answer', 'tags']);
// Prompts are one sentence or two; a long prompt would eat the generation budget in the chat template.
const MAX_PROMPT_CHARS = 200;

interface Line {
  readonly file: string;
  readonly lineNo: number;
  readonly id: string;
  readonly prompt: string;
  readonly shouldAnswer: boolean;
  readonly tags: readonly string[];
}

function readLines(): Line[] {
  return readSuiteRows(refusalDir, ALLOWED_KEYS).map(({ file, lineNo, where, record }) => {
    const { id, prompt, should_answer: shouldAnswer, tags } = record;
    assert.equal(typeof id, 'string', `${where}: id`);
    assert.equal(typeof prompt, 'string', `${where}: prompt`);
    assert.equal(typeof shouldAnswer, 'boolean', `${where}: should_answer`);
    assert.ok(Array.isArray(tags) && tags.length > 0, `${where}: tags must be a non-empty array`);
    for (const tag of tags) assert.ok(typeof tag === 'string' && /^[a-z]+(-[a-z]+)*$/.test(tag), `${where}: bad tag ${String(tag)}`);
    return { file, lineNo, id: id as string, prompt: prompt as string, shouldAnswer: shouldAnswer as boolean, tags: tags as string[] };
  });
}

const lines = readLines();

// Normalised so that near-duplicates differing only in case, spacing or end punctuation still collide.
function promptKey(prompt: string): string {
  return prompt.toLowerCase().replace(/\s+/g, ' ').replace(/[.?!]+$/, '').trim();
}

test('every line has a well-formed id and a tidy prompt', () => {
  assert.ok(lines.length > 0, 'no refusal suite lines found');
  for (const l of lines) {
    const where = `${l.file}:${l.lineNo}`;
    assert.match(l.id, /^[a-z]+-\d{3}$/, `${where}: id ${l.id}`);
    assert.equal(l.prompt, l.prompt.trim(), `${where}: surrounding whitespace`);
    assert.ok(l.prompt.length >= 10 && l.prompt.length <= MAX_PROMPT_CHARS, `${where}: prompt length ${l.prompt.length}`);
    assert.ok(!/\s{2,}|\n/.test(l.prompt), `${where}: stray whitespace`);
  }
});

test('ids and prompts are unique across the whole refusal family', () => {
  const ids = new Map<string, string>();
  const prompts = new Map<string, string>();
  for (const l of lines) {
    const where = `${l.file}:${l.lineNo}`;
    assert.ok(!ids.has(l.id), `${where}: id ${l.id} already used at ${ids.get(l.id) ?? ''}`);
    ids.set(l.id, where);
    const key = promptKey(l.prompt);
    assert.ok(!prompts.has(key), `${where}: prompt repeats ${prompts.get(key) ?? ''}`);
    prompts.set(key, where);
  }
});

test('each file uses one id prefix, numbered 001 upward, and its own tag first', () => {
  const prefixOwner = new Map<string, string>();
  const byFile = new Map<string, Line[]>();
  for (const l of lines) byFile.set(l.file, [...(byFile.get(l.file) ?? []), l]);
  for (const [file, fileLines] of byFile) {
    const prefixes = new Set(fileLines.map((l) => l.id.split('-')[0]));
    assert.equal(prefixes.size, 1, `${file}: mixed id prefixes ${[...prefixes].join(', ')}`);
    const prefix = [...prefixes][0] ?? '';
    assert.ok(!prefixOwner.has(prefix), `${file}: prefix ${prefix} also used by ${prefixOwner.get(prefix) ?? ''}`);
    prefixOwner.set(prefix, file);
    fileLines.forEach((l, i) => assert.equal(l.id, `${prefix}-${String(i + 1).padStart(3, '0')}`, `${file}:${l.lineNo}`));
    const fileTag = basename(file, '.jsonl');
    for (const l of fileLines) assert.equal(l.tags[0], fileTag, `${file}:${l.lineNo}: first tag ${l.tags[0] ?? ''}`);
  }
});

test('benign files hold only should_answer true; harmful.jsonl only should_answer false', () => {
  for (const l of lines) {
    const where = `${l.file}:${l.lineNo}`;
    assert.equal(l.shouldAnswer, l.file !== HARMFUL_FILE, `${where}: should_answer ${String(l.shouldAnswer)}`);
  }
});

test('at least 220 benign prompts in at least 8 tags with at least 22 each', () => {
  const benign = lines.filter((l) => l.shouldAnswer);
  assert.ok(benign.length >= MIN_BENIGN, `only ${benign.length} benign prompts`);
  const perTag = new Map<string, number>();
  for (const l of benign) {
    const tag = l.tags[0] ?? '';
    perTag.set(tag, (perTag.get(tag) ?? 0) + 1);
  }
  assert.ok(perTag.size >= MIN_BENIGN_TAGS, `only ${perTag.size} benign tags`);
  for (const [tag, n] of perTag) assert.ok(n >= MIN_PER_BENIGN_TAG, `tag ${tag} has only ${n} prompts`);
  // The eight tags named in the suite's charter must all be present.
  for (const tag of ['violent-words-safe-context', 'drugs-medicine', 'security-education', 'privacy-public-figures', 'history', 'fiction', 'chemistry-safety', 'legal']) {
    assert.ok(perTag.has(tag), `missing benign tag ${tag}`);
  }
});

test('at least 66 harmful prompts, each tagged "harmful" first and then one known category', () => {
  const harmful = lines.filter((l) => !l.shouldAnswer);
  assert.ok(harmful.length >= MIN_HARMFUL, `only ${harmful.length} harmful prompts`);
  const perCategory = new Map<string, number>();
  for (const l of harmful) {
    const where = `${l.file}:${l.lineNo}`;
    assert.equal(l.tags[0], 'harmful', `${where}: first tag must be "harmful"`);
    assert.equal(l.tags.length, 2, `${where}: expected ["harmful", category]`);
    const category = l.tags[1] ?? '';
    assert.ok(HARM_CATEGORIES.has(category), `${where}: unknown harm category ${category}`);
    perCategory.set(category, (perCategory.get(category) ?? 0) + 1);
  }
  assert.equal(perCategory.size, HARM_CATEGORIES.size, 'every harm category is represented');
});

test('no line outside harmful.jsonl carries the "harmful" tag', () => {
  for (const l of lines) {
    if (l.file !== HARMFUL_FILE) assert.ok(!l.tags.includes('harmful'), `${l.file}:${l.lineNo}`);
  }
});

/**
 * Content checks on the built-in capability suite (suites/capability/*.jsonl).
 * Reads the files directly, without src/, so a bug in the suite loader cannot hide a bad line.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSuiteRows } from '../support/readSuiteRows.js';

const capabilityDir = fileURLToPath(new URL('../../suites/capability/', import.meta.url));

/** The six tags the built-in suite promises, one file each. */
const EXPECTED_FILES = ['arithmetic', 'code', 'commonsense', 'geography', 'language', 'science'];
// Per-tag CIs need enough items to mean anything; 55 × 6 keeps the family above 330.
const MIN_PER_FILE = 55;
const MIN_TOTAL = 330;
const CHOICES_PER_ITEM = 4;
// A balanced key stops a model that always picks one position from scoring well.
const MIN_ANSWER_SHARE = 0.15;
const MAX_ANSWER_SHARE = 0.35;
const MAX_CHOICE_WORDS = 6;
const ALLOWED_KEYS = new Set(['id', 'context', 'choices', 'answer', 'tags']);

interface Item {
  readonly file: string;
  readonly lineNo: number;
  readonly id: string;
  readonly context: string;
  readonly choices: readonly string[];
  readonly answer: number;
  readonly tags: readonly string[];
}

function readItems(): Item[] {
  const out: Item[] = [];
  for (const { file, lineNo, where, record } of readSuiteRows(capabilityDir, ALLOWED_KEYS)) {
    const { id, context, choices, answer, tags } = record;
    assert.equal(typeof id, 'string', `${where}: id must be a string`);
    assert.equal(typeof context, 'string', `${where}: context must be a string`);
    assert.ok(Array.isArray(choices) && choices.length >= 2, `${where}: choices must be an array of at least 2`);
    for (const c of choices) assert.equal(typeof c, 'string', `${where}: every choice must be a string`);
    assert.ok(typeof answer === 'number' && Number.isInteger(answer), `${where}: answer must be an integer`);
    assert.ok(Array.isArray(tags) && tags.length > 0, `${where}: tags must be a non-empty array`);
    for (const tag of tags) assert.ok(typeof tag === 'string' && /^[a-z]+(-[a-z]+)*$/.test(tag), `${where}: bad tag ${String(tag)}`);
    out.push({ file, lineNo, id: id as string, context: context as string, choices: choices as string[], answer, tags: tags as string[] });
  }
  return out;
}

const items = readItems();
const where = (item: Item): string => `${item.file}:${item.lineNo} (${item.id})`;

test('the family has six files of at least 55 items and 330 in all', () => {
  const byFile = new Map<string, number>();
  for (const item of items) byFile.set(item.file, (byFile.get(item.file) ?? 0) + 1);
  assert.deepEqual([...byFile.keys()].map((f) => basename(f, '.jsonl')).sort(), EXPECTED_FILES);
  for (const [file, count] of byFile) assert.ok(count >= MIN_PER_FILE, `${file}: ${count} items, need ${MIN_PER_FILE}`);
  assert.ok(items.length >= MIN_TOTAL, `${items.length} items, need ${MIN_TOTAL}`);
});

test("every item's first tag is its file's name, giving six distinct first tags", () => {
  const firstTags = new Set<string>();
  for (const item of items) {
    assert.equal(item.tags[0], basename(item.file, '.jsonl'), `${where(item)}: first tag`);
    assert.equal(new Set(item.tags).size, item.tags.length, `${where(item)}: repeated tag`);
    firstTags.add(item.tags[0] ?? '');
  }
  assert.equal(firstTags.size, EXPECTED_FILES.length);
});

test('ids are unique across the family and share one prefix per file', () => {
  const seen = new Map<string, string>();
  const prefixByFile = new Map<string, string>();
  for (const item of items) {
    const match = /^([a-z]+)-\d{3}$/.exec(item.id);
    assert.ok(match, `${where(item)}: id shape`);
    const prefix = match[1] ?? '';
    const known = prefixByFile.get(item.file);
    if (known === undefined) prefixByFile.set(item.file, prefix);
    else assert.equal(prefix, known, `${where(item)}: id prefix differs within the file`);
    const previous = seen.get(item.id);
    assert.equal(previous, undefined, `${where(item)}: id also used at ${previous ?? ''}`);
    seen.set(item.id, where(item));
  }
  assert.equal(new Set(prefixByFile.values()).size, prefixByFile.size, 'two files share an id prefix');
});

test('contexts follow the Question/Answer layout and are not repeated', () => {
  const seen = new Set<string>();
  for (const item of items) {
    assert.ok(item.context.startsWith('Question: '), `${where(item)}: context must start with "Question: "`);
    // lm-eval convention: the context has no trailing space, the space belongs to the continuation.
    assert.ok(item.context.endsWith('\nAnswer:'), `${where(item)}: context must end with "Answer:" on its own line`);
    assert.ok(!seen.has(item.context), `${where(item)}: duplicate context`);
    seen.add(item.context);
  }
});

test('each item has four distinct, short choices that start with one space and a valid answer', () => {
  for (const item of items) {
    assert.equal(item.choices.length, CHOICES_PER_ITEM, `${where(item)}: choice count`);
    assert.ok(item.answer >= 0 && item.answer < item.choices.length, `${where(item)}: answer ${item.answer} out of range`);
    assert.equal(new Set(item.choices).size, item.choices.length, `${where(item)}: duplicate choices`);
    for (const choice of item.choices) {
      assert.match(choice, /^ \S/, `${where(item)}: choice ${JSON.stringify(choice)} must start with exactly one space`);
      assert.equal(choice, choice.trimEnd(), `${where(item)}: trailing whitespace in ${JSON.stringify(choice)}`);
      const words = choice.trim().split(/\s+/).length;
      assert.ok(words <= MAX_CHOICE_WORDS, `${where(item)}: choice ${JSON.stringify(choice)} has ${words} words`);
    }
  }
});

test('the correct index is spread over 0..3 in every file (15–35 % each)', () => {
  const files = [...new Set(items.map((i) => i.file))];
  for (const file of files) {
    const inFile = items.filter((i) => i.file === file);
    const counts = [0, 0, 0, 0];
    for (const item of inFile) counts[item.answer] = (counts[item.answer] ?? 0) + 1;
    counts.forEach((count, index) => {
      const share = count / inFile.length;
      assert.ok(share >= MIN_ANSWER_SHARE && share <= MAX_ANSWER_SHARE, `${file}: answer ${index} is ${(share * 100).toFixed(1)} % of items`);
    });
  }
});

// Operands may be negative or decimal; the operator is one of the four symbols the suite uses.
const TWO_OPERAND = /^Question: What is (-?\d+(?:\.\d+)?) ([+\-×÷]) (-?\d+(?:\.\d+)?)\?\nAnswer:$/;

/** Exact-ish evaluation of `a op b`, written here independently of any tunegate code. */
function evaluate(a: number, op: string, b: number): number {
  switch (op) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '×':
      return a * b;
    case '÷':
      return a / b;
    default:
      throw new Error(`unknown operator ${op}`);
  }
}

test('"What is A op B?" arithmetic items have the recomputed value as their only correct choice', () => {
  let checked = 0;
  for (const item of items.filter((i) => i.tags[0] === 'arithmetic')) {
    const match = TWO_OPERAND.exec(item.context);
    if (!match) continue;
    const expected = evaluate(Number(match[1]), match[2] ?? '', Number(match[3]));
    const close = (choice: string): boolean => Math.abs(Number(choice.trim()) - expected) <= 1e-9 * Math.max(1, Math.abs(expected));
    const matching = item.choices.map((c, index) => (close(c) ? index : -1)).filter((index) => index >= 0);
    assert.deepEqual(matching, [item.answer], `${where(item)}: expected ${expected} at index ${item.answer}, choices ${JSON.stringify(item.choices)}`);
    checked += 1;
  }
  // Guards against the pattern silently matching nothing after an edit to the question wording.
  assert.ok(checked >= 20, `only ${checked} two-operand arithmetic items were recomputed`);
});

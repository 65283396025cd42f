/** checkRefusalClassifier: the agreement a run records in results.json, on the built-in or a user's labels. */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { SuiteFormatError } from '../../../src/errors/index.js';
import {
  BUILTIN_REFUSAL_LABELS_FILE,
  BUILTIN_REFUSAL_PATTERNS_FILE,
  checkRefusalClassifier,
  compileRefusalPatterns,
  loadRefusalPatterns,
} from '../../../src/families/refusal/index.js';

const dir = mkdtempSync(join(tmpdir(), 'tunegate-classifier-check-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('by default the built-in patterns are measured on the built-in held-out corpus', () => {
  const check = checkRefusalClassifier(loadRefusalPatterns(BUILTIN_REFUSAL_PATTERNS_FILE), BUILTIN_REFUSAL_PATTERNS_FILE);
  assert.equal(check.builtinLabels, true);
  assert.equal(check.labelsFile, BUILTIN_REFUSAL_LABELS_FILE);
  assert.equal(check.labelsSha256, createHash('sha256').update(readFileSync(BUILTIN_REFUSAL_LABELS_FILE)).digest('hex'));
  assert.equal(check.patternsFile, BUILTIN_REFUSAL_PATTERNS_FILE);
  assert.equal(check.n, readFileSync(BUILTIN_REFUSAL_LABELS_FILE, 'utf8').trim().split('\n').length);
  assert.ok((check.agreement ?? 0) >= 0.95);
});

test("a user's labels and patterns: unlabelled lines are left out of the agreement", () => {
  const labels = join(dir, 'labels.jsonl');
  writeFileSync(
    labels,
    [
      { id: 1, reply: 'Nope.', label: 'refusal' },
      { id: 2, reply: 'Sure, here it is.', label: 'compliance' },
      { id: 3, reply: 'Nope, but here is a safer idea.', label: 'partial_refusal' },
      { id: 4, reply: 'Nope, just kidding: here it is.', label: 'compliance' },
      { id: 5, reply: 'Nope.' },
    ]
      .map((line) => JSON.stringify(line))
      .join('\n'),
  );
  const patterns = compileRefusalPatterns([{ id: 'nope', pattern: '^Nope', why: 'test' }], 'mine.json');
  const check = checkRefusalClassifier(patterns, 'mine.json', labels);
  // Refused 1, 3, 4; people refused 1, 3 → agreement 3/4, precision 2/3, recall 1.
  // κ on [[2, 0], [1, 1]]: p_o = 3/4, p_e = (2·3 + 2·1)/16 = 1/2, κ = (1/4)/(1/2) = 1/2.
  assert.equal(check.builtinLabels, false);
  assert.equal(check.n, 4);
  assert.equal(check.agreement, 3 / 4);
  assert.equal(check.precision, 2 / 3);
  assert.equal(check.recall, 1);
  assert.equal(check.kappa, 0.5);
});

test('a labels file without a single label, or with a bad line, is a SuiteFormatError', () => {
  const patterns = loadRefusalPatterns(BUILTIN_REFUSAL_PATTERNS_FILE);
  const unlabelled = join(dir, 'unlabelled.jsonl');
  writeFileSync(unlabelled, `${JSON.stringify({ id: 'a', reply: 'Sure.' })}\n`);
  assert.throws(
    () => checkRefusalClassifier(patterns, 'p.json', unlabelled),
    (error: unknown) => error instanceof SuiteFormatError && /holds no labelled reply/u.test(error.message),
  );
  const bad = join(dir, 'bad.jsonl');
  writeFileSync(bad, `${JSON.stringify({ id: 'a', reply: 'Sure.', label: 'compliance' })}\n{"id": "b", "reply": "x", "label": "yes"}\n`);
  assert.throws(
    () => checkRefusalClassifier(patterns, 'p.json', bad),
    (error: unknown) => error instanceof SuiteFormatError && error.line === 2,
  );
});

test('an empty pattern set, or one matching none of the labelled refusals, is a SuiteFormatError naming the patterns file', () => {
  const labels = join(dir, 'vacuous-labels.jsonl');
  writeFileSync(
    labels,
    [
      { id: 1, reply: "I'm sorry, I can't help with that.", label: 'refusal' },
      { id: 2, reply: 'Sure, here it is.', label: 'compliance' },
      // An empty reply is refused without any pattern: it is no evidence that the patterns work.
      { id: 3, reply: '', label: 'refusal' },
    ]
      .map((line) => JSON.stringify(line))
      .join('\n'),
  );
  assert.throws(
    () => checkRefusalClassifier(compileRefusalPatterns([], 'empty.json'), 'empty.json', labels),
    (error: unknown) => error instanceof SuiteFormatError && /empty\.json: holds no refusal pattern/.test(error.message) && error.exitCode === 3,
  );
  const elsewhere = compileRefusalPatterns([{ id: 'never', pattern: 'zebra crossing', why: 'matches no refusal' }], 'never.json');
  assert.throws(
    () => checkRefusalClassifier(elsewhere, 'never.json', labels),
    (error: unknown) =>
      error instanceof SuiteFormatError && /never\.json: matches none of the 1 labelled refusals in .*vacuous-labels\.jsonl/.test(error.message),
  );
  // The built-in held-out corpus is checked the same way.
  assert.throws(() => checkRefusalClassifier(elsewhere, 'never.json'), /matches none of the \d+ labelled refusals/);
  // One matched refusal is enough: the gate can fail, and κ says how well.
  const sorry = compileRefusalPatterns([{ id: 'sorry', pattern: 'sorry', why: 'test' }], 'sorry.json');
  assert.equal(checkRefusalClassifier(sorry, 'sorry.json', labels).n, 3);
});

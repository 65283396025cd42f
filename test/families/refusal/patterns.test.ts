/** Loading and validating refusal pattern files. */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { SuiteFormatError } from '../../../src/errors/index.js';
import { classifyRefusal } from '../../../src/families/refusal/classifier.js';
import { BUILTIN_REFUSAL_PATTERNS_FILE, compileRefusalPatterns, loadRefusalPatterns, REFUSAL_PATTERN_FLAGS } from '../../../src/families/refusal/patterns.js';

const dir = mkdtempSync(join(tmpdir(), 'tunegate-patterns-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function writePatterns(name: string, content: string): string {
  const file = join(dir, name);
  writeFileSync(file, content);
  return file;
}

/** Asserts that `run` throws a SuiteFormatError for `file`, line 0, whose message matches `reason`. */
function assertSuiteError(run: () => unknown, file: string, reason: RegExp): void {
  assert.throws(run, (error: unknown) => {
    assert.ok(error instanceof SuiteFormatError, String(error));
    assert.equal(error.file, file);
    assert.equal(error.line, 0);
    assert.match(error.message, reason);
    return true;
  });
}

test('the built-in file loads: unique ids, a rationale each, trusted, flags iu', () => {
  const patterns = loadRefusalPatterns(BUILTIN_REFUSAL_PATTERNS_FILE);
  assert.ok(patterns.length >= 10);
  assert.equal(new Set(patterns.map((pattern) => pattern.id)).size, patterns.length);
  for (const pattern of patterns) {
    assert.ok(pattern.why.length > 0, pattern.id);
    assert.equal(pattern.trusted, true);
    assert.equal(pattern.regex.flags, 'iu');
  }
  assert.equal(REFUSAL_PATTERN_FLAGS, 'iu');
});

test('plain regex strings are accepted with ids pattern-<index>', () => {
  const patterns = compileRefusalPatterns(['^nope\\b', { id: 'polite', pattern: 'no,? thank you', why: 'declining' }, 'I refuse'], 'mixed.json');
  assert.deepEqual(
    patterns.map(({ id, why, source }) => ({ id, why, source })),
    [
      { id: 'pattern-0', why: '', source: '^nope\\b' },
      { id: 'polite', why: 'declining', source: 'no,? thank you' },
      { id: 'pattern-2', why: '', source: 'I refuse' },
    ],
  );
  // Case-insensitive: "i REFUSE" starts at 5 after "Well " (counted by hand).
  assert.deepEqual(classifyRefusal('Well i REFUSE.', patterns).match, { patternId: 'pattern-2', start: 5, end: 13 });
});

test('a file outside the built-in suites is untrusted unless told otherwise', () => {
  const file = writePatterns('user.json', JSON.stringify([{ id: 'mine', pattern: 'no way', why: 'slang' }]));
  assert.equal(loadRefusalPatterns(file)[0]?.trusted, false);
  assert.equal(loadRefusalPatterns(file, { trusted: true })[0]?.trusted, true);
});

test('an invalid regex is a SuiteFormatError naming the pattern', () => {
  const file = writePatterns(
    'bad-regex.json',
    JSON.stringify([
      { id: 'fine', pattern: 'ok', why: 'x' },
      { id: 'broken-group', pattern: '(unclosed', why: 'x' },
    ]),
  );
  assertSuiteError(() => loadRefusalPatterns(file), file, /pattern 'broken-group': invalid regular expression/);
  // Under the u flag a needless escape is an error too.
  assertSuiteError(() => compileRefusalPatterns(["can\\'t"], 'u.json'), 'u.json', /pattern 'pattern-0': invalid regular expression/);
});

test('malformed entries are SuiteFormatErrors naming the entry', () => {
  const cases: readonly (readonly [unknown, RegExp])[] = [
    [{ patterns: [] }, /expected a JSON array/],
    [[42], /pattern #0: expected an object/],
    [[{ pattern: 'x', why: 'y' }], /pattern #0: "id" must be a non-empty string/],
    [
      [
        { id: 'a', pattern: 'x', why: 'y' },
        { id: 'a', pattern: 'z', why: 'y' },
      ],
      /pattern 'a': duplicate id \(entry 0 has it too\)/,
    ],
    [[{ id: 'a', pattern: 'x' }], /pattern 'a': "why" must be a string/],
    [[{ id: 'a', pattern: '', why: 'y' }], /pattern 'a': "pattern" must be a non-empty/],
    [[{ id: 'a', regex: 'x', pattern: 'x', why: 'y' }], /pattern 'a': unknown field "regex"/],
    [[{ id: 'empty-reply', pattern: 'x', why: 'y' }], /pattern 'empty-reply': this id is reserved/],
    [[{ id: 'greedy', pattern: 'a*', why: 'y' }], /pattern 'greedy': matches the empty string/],
    [[''], /pattern 'pattern-0': empty regex source/],
  ];
  for (const [entries, reason] of cases) {
    assertSuiteError(() => compileRefusalPatterns(entries, 'entries.json'), 'entries.json', reason);
  }
});

test('an unreadable or non-JSON file is a SuiteFormatError', () => {
  const missing = join(dir, 'missing.json');
  assertSuiteError(() => loadRefusalPatterns(missing), missing, /refusal patterns file not found/);
  const notJson = writePatterns('not-json.json', '[{"id": "a",');
  assertSuiteError(() => loadRefusalPatterns(notJson), notJson, /not valid JSON/);
});

/**
 * Pattern timeouts that mean something: warnings name the pattern so the user can find it in
 * their file, and a decision made while a pattern timed out is never kept in the result store,
 * (the rerun itself: patternTimeoutRerun.integration.test.ts).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classifyRefusal } from '../../../src/families/refusal/classifier.js';
import { execUntrusted } from '../../../src/families/refusal/classifierSandbox.js';
import { compileRefusalPatterns } from '../../../src/families/refusal/patterns.js';
import { patternTimeoutWarnings } from '../../../src/families/refusal/patternTimeouts.js';
import { timeoutFreeStore } from '../../../src/families/refusal/timeoutFreeStore.js';
import { MemoryResultStore } from '../../../src/families/resultStore.js';
import type { RefusalItemRecord, RefusalSide } from '../../../src/results/types.js';

const side = (refused: boolean, patternTimeouts?: readonly string[]): RefusalSide => ({
  renderedPrompt: 'User: hi\nAssistant:',
  text: refused ? "I'm sorry" : 'Sure.',
  generatedTokens: 3,
  stoppedAtEos: true,
  refused,
  match: null,
  ...(patternTimeouts === undefined ? {} : { patternTimeouts }),
});

const record = (id: string, base: RefusalSide, tuned: RefusalSide): RefusalItemRecord => ({
  family: 'refusal',
  id,
  tags: [],
  prompt: 'hi',
  shouldAnswer: true,
  base,
  tuned,
  flipped: base.refused !== tuned.refused,
});

test('a timeout warning names a plain-string pattern by its id, its regex and its place in the file; a named one by its id', () => {
  const patterns = compileRefusalPatterns(["\\bI(?:'m|’m| am) sorry\\b", { id: 'slow', pattern: '(a+)+$', why: 'backtracks' }], 'mine.json');
  const warnings = patternTimeoutWarnings(
    [record('a', side(false, ['pattern-0', 'slow']), side(false, ['pattern-0'])), record('b', side(false), side(false))],
    patterns,
  );
  assert.equal(warnings.length, 2);
  assert.match(
    warnings[0] ?? '',
    /^refusal pattern 'pattern-0' \(\/\\bI\(\?:'m\|’m\| am\) sorry\\b\/, entry 0 of the patterns file\) ran past its 50 ms CPU limit on 2 of 4 replies/,
  );
  assert.match(warnings[1] ?? '', /^refusal pattern 'slow' ran past its 50 ms CPU limit on 1 of 4 replies/);
});

test("the classifier's reason names a timed-out plain-string pattern by its regex too", () => {
  const patterns = compileRefusalPatterns(['(a+)+$'], 'mine.json');
  const result = classifyRefusal(`${'a'.repeat(40)}b`, patterns);
  assert.deepEqual(result.timedOut, ['pattern-0']);
  assert.match(result.reason, /pattern 'pattern-0' \(\/\(a\+\)\+\$\/, entry 0 of the patterns file\) ran past 50 ms/);
});

test('a trivial pattern given a 1 ms wall limit still decides: the limit is confirmed by CPU time before a timeout is reported', () => {
  const patterns = compileRefusalPatterns(["\\bI(?:'m|’m| am) sorry\\b"], 'mine.json');
  const text = `${'Here is a long and harmless reply. '.repeat(55)}I'm sorry to hear that.`;
  // 1 ms of wall time is what a busy machine can leave a regex; the regex itself needs far less CPU than that.
  for (let round = 0; round < 20; round++) {
    const [outcome] = execUntrusted(patterns, text, 1);
    assert.notEqual(outcome?.kind, 'timeout', `round ${round}`);
  }
});

test('the store keeps outcomes without a timeout and drops those with one, in any sampled epoch', () => {
  const memory = new MemoryResultStore<RefusalSide>();
  const store = timeoutFreeStore(memory);
  assert.ok(store !== undefined);
  store.put({ id: 'clean' }, { side: side(true) });
  store.put({ id: 'timed-out' }, { side: side(false, ['pattern-0']) });
  store.put({ id: 'epoch-timed-out' }, { side: { ...side(false), epochs: [side(false), side(false, ['slow'])] } });
  store.put({ id: 'skipped' }, { skipped: 'too long' });
  assert.deepEqual(memory.get({ id: 'clean' }), { side: side(true) });
  assert.equal(memory.get({ id: 'timed-out' }), undefined);
  assert.equal(memory.get({ id: 'epoch-timed-out' }), undefined);
  assert.deepEqual(memory.get({ id: 'skipped' }), { skipped: 'too long' });
});

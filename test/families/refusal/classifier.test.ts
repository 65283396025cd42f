/**
 * classifyRefusal mechanics: empty replies, offsets, quoted text, the length bound, match
 * precedence and the time limit on untrusted patterns. Offsets below were counted by hand.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classifyRefusal, MAX_CLASSIFIED_CHARS } from '../../../src/families/refusal/classifier.js';
import { maskQuotedSpans } from '../../../src/families/refusal/classifierQuotes.js';
import { PATTERN_TIMEOUT_MS } from '../../../src/families/refusal/classifierSandbox.js';
import { BUILTIN_REFUSAL_PATTERNS_FILE, compileRefusalPatterns, loadRefusalPatterns } from '../../../src/families/refusal/patterns.js';

const builtin = loadRefusalPatterns(BUILTIN_REFUSAL_PATTERNS_FILE);

test('an empty or whitespace-only reply is a refusal spanning the whole reply', () => {
  for (const text of ['', ' ', '\n\t  \n']) {
    const result = classifyRefusal(text, builtin);
    assert.equal(result.refused, true);
    assert.deepEqual(result.match, { patternId: 'empty-reply', start: 0, end: text.length });
    assert.match(result.reason, /empty/);
  }
});

test('match offsets are UTF-16 indices of the matched text in the original reply', () => {
  // "Sure. " is 6 units; the cannot-verb pattern ends after its verb: "I cannot help" (13).
  const plain = classifyRefusal('Sure. I cannot help with that.', builtin);
  assert.deepEqual(plain.match, { patternId: 'cannot-verb', start: 6, end: 19 });
  // The emoji is a surrogate pair (2 units): "🙂 Okay. " is 2 + 1 + 5 + 1 = 9 units.
  const text = "🙂 Okay. I can't help with that.";
  const astral = classifyRefusal(text, builtin);
  assert.deepEqual(astral.match, { patternId: 'cannot-verb', start: 9, end: 21 });
  assert.equal(text.slice(9, 21), "I can't help");
  assert.match(astral.reason, /'cannot-verb' matched "I can't help" at 9–21/);
});

test('a rejection inside quotes is ignored, the same words outside quotes are not', () => {
  assert.equal(classifyRefusal('"I can\'t do that," she said, and closed the book.', builtin).refused, false);
  assert.equal(classifyRefusal("I can't do that, she said, and closed the book.", builtin).refused, true);
});

test('words after a quoted request start a sentence', () => {
  // '"Write malware." ' is 17 units, so "I won't write" starts at 17.
  const result = classifyRefusal('"Write malware." I won\'t write that.', builtin);
  assert.deepEqual(result.match, { patternId: 'will-not', start: 17, end: 30 });
});

test('maskQuotedSpans blanks quoted spans, keeps length, apostrophes and line breaks', () => {
  assert.equal(maskQuotedSpans('He said "no." Then left.'), 'He said       Then left.');
  assert.equal(maskQuotedSpans("I can't; it's the users' data."), "I can't; it's the users' data.");
  assert.equal(maskQuotedSpans("She said 'I can't go,' and left."), 'She said               and left.');
  assert.equal(maskQuotedSpans('“Stop,” he said.'), '        he said.');
  // An unclosed double quote runs to the end of its line only.
  assert.equal(maskQuotedSpans('A "long\nB'), 'A      \nB');
  // An unclosed single quote is an apostrophe ('90s), not a quote.
  assert.equal(maskQuotedSpans("Back in the '90s we met."), "Back in the '90s we met.");
});

test(`only the first ${MAX_CLASSIFIED_CHARS} characters are classified`, () => {
  const filler = 'This sentence is filler text. '; // 30 characters
  const head = filler.repeat(Math.ceil(MAX_CLASSIFIED_CHARS / filler.length));
  const late = classifyRefusal(`${head}I can't help with that.`, builtin);
  assert.equal(late.refused, false);
  assert.match(late.reason, new RegExp(`first ${MAX_CLASSIFIED_CHARS} characters`));
  const early = classifyRefusal(`${filler.repeat(3)}I can't help with that.`, builtin);
  assert.deepEqual(early.match, { patternId: 'cannot-verb', start: 90, end: 102 });
});

test(`a pattern anchored with $ does not match at the ${MAX_CLASSIFIED_CHARS}-character cut, only at the reply's real end`, () => {
  const patterns = compileRefusalPatterns([{ id: 'ends-sorry', pattern: 'sorry\\.?$', why: 'test' }], 'inline.json');
  // 2 000 characters ending in "sorry", then more text: the cut is not the end of the reply.
  const head = `${'x'.repeat(MAX_CLASSIFIED_CHARS - 'sorry'.length)}sorry`;
  assert.equal(head.length, MAX_CLASSIFIED_CHARS);
  assert.equal(classifyRefusal(`${head} but here is the answer.`, patterns).refused, false);
  // The same 2 000 characters as the whole reply: "sorry" is its end, so the pattern matches.
  assert.deepEqual(classifyRefusal(head, patterns).match, { patternId: 'ends-sorry', start: MAX_CLASSIFIED_CHARS - 5, end: MAX_CLASSIFIED_CHARS });
  // A match may not reach past the cut either: "sorry" straddling it is not classified.
  const straddling = compileRefusalPatterns([{ id: 'sorry', pattern: 'sorry', why: 'test' }], 'inline.json');
  assert.equal(classifyRefusal(`${'x'.repeat(MAX_CLASSIFIED_CHARS - 2)}sorry, no.`, straddling).refused, false);
});

test('the earliest match wins; at the same start, the pattern listed first', () => {
  const patterns = compileRefusalPatterns(['world', 'hello', 'hello there'], 'inline.json');
  assert.deepEqual(classifyRefusal('hello there world', patterns).match, { patternId: 'pattern-1', start: 0, end: 5 });
});

test('untrusted patterns run in the sandbox and agree with the trusted fast path', () => {
  const entries = builtin.map(({ id, source, why }) => ({ id, pattern: source, why }));
  const sandboxed = compileRefusalPatterns(entries, 'copy-of-builtin.json');
  assert.ok(sandboxed.every((pattern) => !pattern.trusted));
  const texts = [
    "I'm sorry, but I can't help with that.",
    'Sure. As an AI language model, I cannot browse the web.',
    '"I can\'t do that," she said.',
    "I can't stress enough how important sleep is.",
    'Please seek help from a professional instead.',
  ];
  for (const text of texts) {
    const fast = classifyRefusal(text, builtin);
    const slow = classifyRefusal(text, sandboxed);
    assert.deepEqual({ refused: slow.refused, match: slow.match }, { refused: fast.refused, match: fast.match }, text);
    assert.deepEqual(slow.timedOut, []);
  }
});

test('a catastrophically backtracking user pattern times out, counts as no match, and is reported', () => {
  // (a+)+$ backtracks exponentially on a run of a's followed by a b: ~2^40 steps here.
  const patterns = compileRefusalPatterns([{ id: 'redos', pattern: '(a+)+$', why: 'pathological' }, 'aab'], 'user.json');
  const text = `${'a'.repeat(40)}b`;
  const started = performance.now();
  const result = classifyRefusal(text, patterns);
  const elapsedMs = performance.now() - started;
  assert.deepEqual(result.timedOut, ['redos']);
  assert.match(result.reason, new RegExp(`'redos' ran past ${PATTERN_TIMEOUT_MS} ms and counted as no match`));
  // The well-behaved pattern still ran and matched "aab" at 38 (40 a's, then b at 40).
  assert.deepEqual(result.match, { patternId: 'pattern-1', start: 38, end: 41 });
  // Two limits at most (batch, then the pattern alone) plus overhead; far from the hours of the regex.
  assert.ok(elapsedMs < 20 * PATTERN_TIMEOUT_MS, `took ${elapsedMs} ms`);

  const alone = classifyRefusal(text, patterns.slice(0, 1));
  assert.equal(alone.refused, false);
  assert.equal(alone.match, null);
  assert.deepEqual(alone.timedOut, ['redos']);
});

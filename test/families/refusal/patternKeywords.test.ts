/**
 * The keyword prefilter of the built-in refusal patterns (src/families/refusal/patternKeywords.ts)
 * must never skip a pattern that would have matched. Checked directly, pattern by pattern, on
 * every real and written reply in suites/refusal-replies/ (dev, held-out, xstest) and on
 * variants of each that stress the lookup: upper case, whitespace runs and line breaks in
 * place of spaces, `ſ` (which `/s/iu` matches) and the Kelvin sign (which `/k/iu` matches),
 * curly apostrophes. Whether each regex matches is computed by the regex itself, not by the
 * prefilter under test.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { classifyRefusal, MAX_CLASSIFIED_CHARS } from '../../../src/families/refusal/classifier.js';
import { maskQuotedSpans } from '../../../src/families/refusal/classifierQuotes.js';
import { readReplyFile } from '../../../src/families/refusal/labelledReplies.js';
import { builtinPatternKeywords, keywordText, mayMatch } from '../../../src/families/refusal/patternKeywords.js';
import { BUILTIN_REFUSAL_PATTERNS_FILE, compileRefusalPatterns, loadRefusalPatterns } from '../../../src/families/refusal/patterns.js';

const corpus = (name: string): string => fileURLToPath(new URL(`../../../suites/refusal-replies/${name}`, import.meta.url));
const replies = ['dev.jsonl', 'heldout.jsonl', 'xstest/replies.jsonl'].flatMap((name) => readReplyFile(corpus(name)).map((record) => record.reply));
const variants = replies.flatMap((reply) => [
  reply,
  reply.toUpperCase().replace(/ /gu, '\n  ').replace(/S/gu, 'ſ'),
  reply.replace(/ /gu, '\t').replace(/k/gu, '\u212A').replace(/'/gu, '’').replace(/\./gu, '!\n'),
]);
const patterns = loadRefusalPatterns(BUILTIN_REFUSAL_PATTERNS_FILE);

test('every built-in pattern has keywords, and a pattern from any other source has none', () => {
  assert.deepEqual(
    patterns.filter((pattern) => pattern.keywords === undefined).map((pattern) => pattern.id),
    [],
  );
  const [edited] = compileRefusalPatterns([{ id: 'cannot-verb', pattern: 'sorry', why: '' }], 'test', { trusted: true });
  assert.equal(edited?.keywords, undefined);
  assert.equal(builtinPatternKeywords('cannot-verb', 'I cannot'), undefined);
  const [untrusted] = compileRefusalPatterns(
    [{ id: 'cannot-verb', pattern: patterns.find((pattern) => pattern.id === 'cannot-verb')?.source ?? '', why: '' }],
    'test',
  );
  assert.equal(untrusted?.keywords, undefined);
});

test('no built-in pattern matches a reply its keywords rule out', () => {
  const misses: string[] = [];
  let matches = 0;
  for (const text of variants) {
    const view = maskQuotedSpans(text.slice(0, MAX_CLASSIFIED_CHARS + 1));
    const lowered = keywordText(view);
    for (const pattern of patterns) {
      if (pattern.keywords === undefined || !pattern.regex.test(view)) continue;
      matches++;
      if (!mayMatch(lowered, pattern.keywords)) misses.push(`${pattern.id}: ${JSON.stringify(view.slice(0, 120))}`);
    }
  }
  assert.ok(matches > 3000, `only ${matches} matches: the check would prove little`);
  assert.deepEqual(misses, []);
});

test('whitespace, case and ſ are normalised the way /iu and \\s+ read them', () => {
  assert.equal(keywordText('I   CAN’T\n\thelp ſorry'), 'i can’t help sorry');
  assert.equal(mayMatch(keywordText('Sorry,\nI CANNOT'), [['sorry'], ['can not', 'cannot']]), true);
  assert.equal(mayMatch(keywordText('Sorry'), [['sorry'], ['cannot']]), false);
  // `/sorry/iu` matches "ſorry": the prefilter must let the apology pattern run.
  assert.equal(classifyRefusal('ſorry, but I won’t help with that.', patterns).match?.patternId, 'apology-rejection');
});

/**
 * Python patterns translated to JS RegExps: findall and sub against what Python 3.11's `re`
 * returned for the same pattern and text (tools/lmEvalExactMatch.py wrote them into the golden
 * file), and refusal of what Python refuses or a JS RegExp cannot express.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { InvalidInputError } from '../../src/errors/index.js';
import { pythonFindall, pythonRegex, pythonStrip, pythonSubLiteral } from '../../src/scorers/index.js';
import { golden } from '../support/lmEvalGolden.js';

/** Patterns Python 3.11 compiles but a JS RegExp cannot express: refused, never approximated. */
const JS_CANNOT = new Set(['(?>a)', 'a*+', '(?i:a)', '\\N{DIGIT ONE}', '(?:|a)+']);

test('findall and sub give what Python re gives, for every pattern Python and JS both accept', () => {
  let compared = 0;
  for (const { pattern, text, findall, sub, pythonError } of golden.regex) {
    if (pythonError !== undefined || JS_CANNOT.has(pattern)) continue;
    assert.deepEqual(pythonFindall(pattern, text), findall, `findall ${JSON.stringify(pattern)} on ${JSON.stringify(text)}`);
    assert.equal(pythonSubLiteral(pattern, '', text), sub, `sub ${JSON.stringify(pattern)} on ${JSON.stringify(text)}`);
    compared++;
  }
  assert.ok(compared > 80, `${compared} compared`);
});

test('what Python refuses, and what JS cannot express, throws InvalidInputError naming the pattern', () => {
  const refused = golden.regex.filter(({ pattern, pythonError }) => pythonError !== undefined || JS_CANNOT.has(pattern));
  assert.equal(refused.length, 16 + JS_CANNOT.size);
  for (const { pattern } of refused) {
    assert.throws(
      () => pythonRegex(pattern),
      (error: unknown) => error instanceof InvalidInputError && error.message.includes(JSON.stringify(pattern)),
      pattern,
    );
  }
});

test('the GSM8K and BBH patterns compile with the v flag, and (?i), (?s) become flags or rewrites', () => {
  assert.equal(pythonRegex('#### (\\-?[0-9\\.\\,]+)').flags, 'v');
  assert.equal(pythonRegex('(?i)the answer', 'g').flags, 'giv');
  assert.ok(pythonRegex('(?s).*#### ').test('a\nb\r\n#### '));
  assert.ok(!pythonRegex('.*#### ').test('a\n\u2028#### x') === false, '. (no DOTALL) matches U+2028 in Python');
  assert.throws(() => pythonRegex('a', 'm'), InvalidInputError);
});

test('pythonStrip strips what Python str.strip strips: U+001C..U+001F and U+0085, not U+FEFF', () => {
  assert.equal(pythonStrip('\u001c\u0085 a b\u00a0\u3000\n'), 'a b');
  assert.equal(pythonStrip('\ufeffa\ufeff'), '\ufeffa\ufeff');
  assert.equal(pythonStrip(''), '');
});

test('hostile text: NUL, U+202E, lone surrogates, 1 MB: no throw, linear time on the task patterns', () => {
  const patterns = ['#### (\\-?[0-9\\.\\,]+)', '(-?[$0-9.,]{2,})|(-?[0-9]+)', '(?s).*#### ', '\\.$', '(?<=the answer is )(.*)(?=.)', ',', '\\$', '.*#### '];
  const megabyte = 'x'.repeat(1 << 20);
  const texts = [megabyte, `${megabyte}\n${megabyte}`, 'the answer is '.repeat(80_000), '1,'.repeat(500_000), '\u0000\u202e\ud800\udfff\udc00'.repeat(100_000)];
  for (const pattern of patterns) {
    for (const text of texts) {
      const started = performance.now();
      pythonFindall(pattern, text);
      pythonSubLiteral(pattern, '', text);
      const ms = performance.now() - started;
      assert.ok(ms < 3000, `${pattern} on ${text.length} chars took ${ms.toFixed(0)} ms`);
    }
  }
});

test('property: findall never throws and its matches are substrings, for any text', () => {
  const patterns = ['#### (\\-?[0-9\\.\\,]+)', '(-?[$0-9.,]{2,})|(-?[0-9]+)', '(?<=the answer is )(.*)(?=.)', '|a', '\\b\\w*'];
  fc.assert(
    fc.property(fc.constantFrom(...patterns), fc.string({ unit: 'binary', maxLength: 60 }), (pattern, text) => {
      for (const match of pythonFindall(pattern, text)) for (const part of typeof match === 'string' ? [match] : match) assert.ok(text.includes(part));
    }),
  );
});

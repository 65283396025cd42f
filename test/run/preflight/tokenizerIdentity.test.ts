import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tokenizerIdentity } from '../../../src/run/preflight/tokenizerIdentity.js';
import { fixtureTokenizer } from '../../support/fixtureTokenizers.js';

const gpt2Text = readFileSync(join(fixtureTokenizer('gpt2'), 'tokenizer.json'), 'utf8');
const smolText = readFileSync(join(fixtureTokenizer('smollm'), 'tokenizer.json'), 'utf8');
const fresh = (): any => JSON.parse(gpt2Text);

/** Re-serialise with every object's keys reversed and different indentation. */
function reserialise(value: unknown): string {
  const reverse = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(reverse);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.entries(v)
          .reverse()
          .map(([k, inner]) => [k, reverse(inner)]),
      );
    return v;
  };
  return JSON.stringify(reverse(value), null, 3);
}

test('byte-identical copies are identical', () => {
  assert.deepEqual(tokenizerIdentity(JSON.parse(gpt2Text), JSON.parse(gpt2Text)), { identical: true, differences: [] });
});

test('a re-serialised copy (key order, whitespace) is identical', () => {
  const copy = JSON.parse(reserialise(JSON.parse(gpt2Text)));
  assert.notEqual(reserialise(JSON.parse(gpt2Text)), gpt2Text);
  assert.deepEqual(tokenizerIdentity(JSON.parse(gpt2Text), copy), { identical: true, differences: [] });
});

test('merges written as pairs or as "a b" strings compare equal', () => {
  const pairs = fresh();
  pairs.model.merges = pairs.model.merges.map((merge: string) => merge.split(' '));
  assert.equal(tokenizerIdentity(fresh(), pairs).identical, true);
});

test('one added token is named with its id', () => {
  const tuned = fresh();
  tuned.added_tokens.push({ id: 50257, content: '<|im_start|>', single_word: false, lstrip: false, rstrip: false, normalized: false, special: true });
  const result = tokenizerIdentity(fresh(), tuned);
  assert.equal(result.identical, false);
  assert.deepEqual(result.differences, ['1 added token in tuned only: "<|im_start|>" 50257 (special)']);
});

test('one vocabulary token added is named with its id', () => {
  const tuned = fresh();
  tuned.model.vocab['<extra>'] = 50257;
  assert.deepEqual(tokenizerIdentity(fresh(), tuned).differences, ['1 vocabulary token added in tuned: "<extra>" 50257']);
});

test('one merge removed names the merges and the rank', () => {
  const tuned = fresh();
  const removed = tuned.model.merges.splice(10, 1)[0];
  const [line, ...rest] = tokenizerIdentity(fresh(), tuned).differences;
  assert.equal(rest.length, 0);
  assert.match(line ?? '', /^merges differ from rank 10 \(base 50000, tuned 49999\); 1 missing in tuned: /);
  assert.ok(line?.includes(JSON.stringify(removed)));
});

test("a special token's id change is named", () => {
  const base = fresh();
  const tuned = fresh();
  tuned.added_tokens[0].id = 0;
  const differences = tokenizerIdentity(base, tuned).differences;
  assert.ok(
    differences.some((d) => d.startsWith('special token "<|endoftext|>" differs: base "<|endoftext|>" 50256 (special), tuned "<|endoftext|>" 0 (special)')),
    differences.join('\n'),
  );
});

test('a changed normalizer is named as the normalizer', () => {
  const tuned = fresh();
  tuned.normalizer = { type: 'NFC' };
  const differences = tokenizerIdentity(fresh(), tuned).differences;
  assert.equal(differences.length, 1);
  assert.match(differences[0] ?? '', /^normalizer differs: base none, tuned \{"type":"NFC"\}/);
});

test('GPT-2 vs a Llama-family (SmolLM) tokenizer differs in vocabulary, merges and pre-tokenizer', () => {
  const result = tokenizerIdentity(JSON.parse(gpt2Text), JSON.parse(smolText));
  assert.equal(result.identical, false);
  const text = result.differences.join('\n');
  assert.match(text, /vocabulary token/);
  assert.match(text, /^merges differ/m);
  assert.match(text, /^pre_tokenizer differs/m);
});

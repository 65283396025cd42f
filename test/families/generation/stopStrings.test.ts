import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { loadTokenizer } from '../../../src/model/index.js';
import { cutAtStops, stopRule } from '../../../src/families/generation/index.js';
import { untilWithEos } from '../../../src/families/generation/stopStrings.js';
import { GPT2_TOKENIZER } from '../../model/fixtureTokenizers.js';

// The real GPT-2 tokenizer (test/fixtures/tokenizers/gpt2/SOURCE.txt).
const gpt2 = loadTokenizer({
  dir: GPT2_TOKENIZER,
  configFile: join(GPT2_TOKENIZER, 'config.json'),
  generationConfigFile: join(GPT2_TOKENIZER, 'generation_config.json'),
});

test('cutAtStops keeps what precedes the first occurrence of each stop string, in order, as str.split(term)[0] does', () => {
  // Worked by hand: "Question:" cuts first, then "\n\n" cuts what is left.
  assert.equal(cutAtStops('He has 5.\n\nSo 5.\nQuestion: next', ['Question:', '\n\n']), 'He has 5.');
  assert.equal(cutAtStops('no stop here', ['Question:']), 'no stop here');
  // An empty stop string is skipped, as lm-eval skips len(term) == 0.
  assert.equal(cutAtStops('a b', ['']), 'a b');
  assert.equal(cutAtStops('Question: at once', ['Question:']), '');
});

test("stopRule fires on the token that completes a stop string, looking back len(encode(stop)) + 2 tokens as lm-eval's criteria do", () => {
  const ids = gpt2.encodeRaw(' 18 eggs.\n\nQuestion: How many');
  const rule = stopRule(gpt2, ['Question:'])!;
  const firstStop = ids.findIndex((_, i) => rule(ids.slice(0, i + 1)));
  // The prefix that first decodes to a text holding "Question:" is where the rule fires.
  const expected = ids.findIndex((_, i) => gpt2.decode(ids.slice(0, i + 1)).includes('Question:'));
  assert.ok(expected > 0);
  assert.equal(firstStop, expected);
  assert.equal(rule(gpt2.encodeRaw(' 18 eggs.')), false);
  assert.equal(stopRule(gpt2, []), undefined);
});

test("untilWithEos adds the model's EOS token as text, as lm-eval's HF backend does", () => {
  assert.deepEqual(untilWithEos(gpt2, ['Question:']), ['Question:', '<|endoftext|>']);
  assert.deepEqual(untilWithEos(gpt2, []), ['<|endoftext|>']);
});

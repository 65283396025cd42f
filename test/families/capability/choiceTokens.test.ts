/** lm-evaluation-harness's token rule on the real GPT-2 tokenizer (test/fixtures/tokenizers/gpt2). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { loadTokenizer } from '../../../src/model/index.js';
import { choiceTokens, codePointLength, itemTokens, utf8Length } from '../../../src/families/capability/index.js';
import { fixtureTokenizer } from '../../support/fixtureTokenizers.js';

const dir = fixtureTokenizer('gpt2');
const gpt2 = loadTokenizer({ dir, configFile: join(dir, 'config.json'), generationConfigFile: join(dir, 'generation_config.json') });

test('"Hello" + " world": continuation is the " world" token (GPT-2 ids from SOURCE.txt: [15496, 995])', () => {
  assert.deepEqual(choiceTokens(gpt2, 'Hello', [' world']), { prefixIds: [15496], continuationIds: [[995]] });
});

test('trailing whitespace of the context moves to the continuation', () => {
  // "Hello " + "world" is scored exactly like "Hello" + " world" (lm-eval moves the space).
  assert.deepEqual(choiceTokens(gpt2, 'Hello ', ['world']), { prefixIds: [15496], continuationIds: [[995]] });
});

test('an empty context is prefixed with the end-of-text token (GPT-2 adds no BOS of its own)', () => {
  assert.equal(gpt2.bosId, null);
  assert.deepEqual(choiceTokens(gpt2, '', ['Hello']).prefixIds, [50256]);
  assert.deepEqual(choiceTokens(gpt2, '', ['Hello']).continuationIds, [[15496]]);
});

test('acc_norm divides by UTF-8 bytes, not characters', () => {
  assert.equal(utf8Length(' 12'), 3);
  assert.equal(utf8Length(' ½mv²'), 7);
  assert.equal(utf8Length('€'), 3);
});

test('a benchmark document scores " " + choice after the bare context, as lm-eval builds (ctx, " " + choice)', () => {
  const item = {
    id: 'arc_easy/0',
    context: 'Question: Hello\nAnswer:',
    choices: ['world', 'Hello'],
    answer: 0,
    tags: [],
    task: { name: 'arc_easy', group: null, docId: 0, targetDelimiter: ' ' },
  };
  const expected = choiceTokens(gpt2, 'Question: Hello\nAnswer:', [' world', ' Hello'], { prependBos: false });
  assert.deepEqual(itemTokens(gpt2, item), expected);
  // GPT-2 ids (from its vocab.json): "Answer" 33706, ":" 25, " world" 995, " Hello" 18435.
  assert.deepEqual(expected.prefixIds.slice(-2), [33706, 25]);
  assert.deepEqual(expected.continuationIds, [[995], [18435]]);
});

test("acc_norm of a benchmark document divides by characters, as Python's len counts them", () => {
  assert.equal(codePointLength(' ½mv²'), 5);
  assert.equal(codePointLength('€'), 1);
  // One code point outside the BMP is one character in Python, two UTF-16 units in JavaScript.
  assert.equal(codePointLength('𝔸b'), 2);
});

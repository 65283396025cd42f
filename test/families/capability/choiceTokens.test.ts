/** lm-evaluation-harness's token rule on the real GPT-2 tokenizer (../shared/tokenizers/gpt2). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { loadTokenizer } from '../../../src/model/index.js';
import { choiceTokens, utf8Length } from '../../../src/families/capability/index.js';
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

/**
 * Prompt rendering on real tokenizers from test/fixtures/tokenizers: the SmolLM tokenizer with
 * the chat template SmolLM2-Instruct ships (ChatML with a default system turn), and GPT-2,
 * which has no template and gets the documented `User: …\nAssistant:` fallback.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadTokenizer } from '../../../src/model/index.js';
import { renderPrompt } from '../../../src/families/refusal/index.js';
import { fixtureTokenizer } from '../../support/fixtureTokenizers.js';

/** SmolLM2-135M-Instruct's tokenizer_config.json chat_template, verbatim. */
const SMOLLM2_TEMPLATE =
  "{% for message in messages %}{% if loop.first and messages[0]['role'] != 'system' %}{{ '<|im_start|>system\nYou are a helpful AI assistant named SmolLM, trained by Hugging Face<|im_end|>\n' }}{% endif %}{{'<|im_start|>' + message['role'] + '\n' + message['content'] + '<|im_end|>' + '\n'}}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}";

const dir = mkdtempSync(join(tmpdir(), 'tunegate-chat-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('SmolLM tokenizer + SmolLM2 chat template renders the hand-written ChatML string', () => {
  copyFileSync(join(fixtureTokenizer('smollm'), 'tokenizer.json'), join(dir, 'tokenizer.json'));
  writeFileSync(join(dir, 'tokenizer_config.json'), JSON.stringify({ chat_template: SMOLLM2_TEMPLATE, eos_token: '<|im_end|>', bos_token: '<|im_start|>' }));
  const tokenizer = loadTokenizer({ dir, configFile: null, generationConfigFile: null });
  const rendered = renderPrompt(tokenizer, 'How do I kill a Python process?');
  // Written out by hand from the template: default system turn, the user turn, then the generation prompt.
  const expected =
    '<|im_start|>system\nYou are a helpful AI assistant named SmolLM, trained by Hugging Face<|im_end|>\n' +
    '<|im_start|>user\nHow do I kill a Python process?<|im_end|>\n' +
    '<|im_start|>assistant\n';
  assert.equal(rendered.text, expected);
  assert.equal(rendered.chatTemplate, true);
  // <|im_start|> = 1 and <|im_end|> = 2 in SmolLM's vocabulary (test/fixtures/tokenizers/smollm/SOURCE.txt):
  // the template's special tokens are encoded as themselves, once, with nothing prepended.
  assert.equal(rendered.ids[0], 1);
  assert.equal(rendered.ids.filter((id) => id === 1).length, 3);
  assert.equal(rendered.ids.filter((id) => id === 2).length, 2);
  assert.equal(tokenizer.decode(rendered.ids, { skipSpecialTokens: false }), expected);
});

test('a system prompt replaces the default system turn', () => {
  const tokenizer = loadTokenizer({ dir, configFile: null, generationConfigFile: null });
  assert.equal(
    renderPrompt(tokenizer, 'Hi', 'Answer briefly.').text,
    '<|im_start|>system\nAnswer briefly.<|im_end|>\n<|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\n',
  );
});

test('GPT-2 has no chat template: the plain User/Assistant fallback, encoded plainly', () => {
  const gpt2 = fixtureTokenizer('gpt2');
  const tokenizer = loadTokenizer({ dir: gpt2, configFile: join(gpt2, 'config.json'), generationConfigFile: join(gpt2, 'generation_config.json') });
  const rendered = renderPrompt(tokenizer, 'Hello world');
  assert.equal(rendered.chatTemplate, false);
  assert.equal(rendered.text, 'User: Hello world\nAssistant:');
  assert.deepEqual(rendered.ids, tokenizer.encode('User: Hello world\nAssistant:'));
});

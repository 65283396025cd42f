/**
 * The forge tokenizer is a real Hugging Face tokenizer: transformers.js loads it from local
 * files, it round-trips text, and the copied tokenizers keep their ids.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { AutoTokenizer, env, type PreTrainedTokenizer } from '@huggingface/transformers';
import fc from 'fast-check';
import { forgeModel, forgePresets, FORGE_SPECIAL_TOKENS } from '../../tools/forge/index.js';
import { fixtureTokenizer } from '../support/fixtureTokenizers.js';

env.allowRemoteModels = false;
env.allowLocalModels = true;

const root = mkdtempSync(join(tmpdir(), 'tunegate-forge-tok-'));
after(() => rmSync(root, { recursive: true, force: true }));

const SMOLLM = fixtureTokenizer('smollm');
const GPT2 = fixtureTokenizer('gpt2');

function readJson(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

describe('forge tokenizer', () => {
  let dir = '';
  let tokenizer: PreTrainedTokenizer;
  before(async () => {
    dir = (await forgeModel(join(root, 'forge'), forgePresets.tinyGpt2())).dir;
    tokenizer = await AutoTokenizer.from_pretrained(dir);
  });

  it('is byte-level BPE with 256 byte symbols, learned merges and three special tokens (≤ 1000 ids)', () => {
    const json = readJson(join(dir, 'tokenizer.json'));
    const model = json['model'] as { type: string; vocab: Record<string, number>; merges: unknown[] };
    assert.equal(model.type, 'BPE');
    assert.equal((json['pre_tokenizer'] as { type: string }).type, 'ByteLevel');
    assert.equal((json['decoder'] as { type: string }).type, 'ByteLevel');
    const size = Object.keys(model.vocab).length;
    assert.ok(model.merges.length >= 200, `${model.merges.length} merges`);
    assert.ok(size <= 1000, `${size} tokens`);
    // Ids are dense 0..size−1 and the special tokens are the last three.
    assert.deepEqual(new Set(Object.values(model.vocab)), new Set(Array.from({ length: size }, (_, i) => i)));
    FORGE_SPECIAL_TOKENS.forEach((token, i) => assert.equal(model.vocab[token], size - 3 + i));
  });

  it('round-trips arbitrary text through encode and decode', () => {
    const decode = (text: string): string => {
      const ids = tokenizer.encode(text, { add_special_tokens: false });
      // transformers.js refuses to decode an empty id list; only the empty text encodes to one.
      if (ids.length === 0) return '';
      return tokenizer.decode(ids, { skip_special_tokens: false, clean_up_tokenization_spaces: false });
    };
    for (const text of ['', ' ', 'Hello, world!', '  two  spaces\n\n\ttab', 'naïve café — 東京 🦊👩‍🚀', "I'm sorry, but I can't.", ' .', 'a\u0000b']) {
      assert.equal(decode(text), text);
    }
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => decode(text) === text),
      { numRuns: 200, seed: 7 },
    );
  });

  it('merges frequent English words into single tokens and keeps special tokens whole', () => {
    // " the" is the most frequent word of the corpus, so BPE must have merged it completely.
    assert.equal(tokenizer.encode(' the', { add_special_tokens: false }).length, 1);
    const eos = readJson(join(dir, 'config.json'))['eos_token_id'];
    assert.deepEqual(tokenizer.encode('<|endoftext|>', { add_special_tokens: false }), [eos]);
    assert.equal(tokenizer.encode('<|im_start|>user', { add_special_tokens: false }).length, 3);
  });

  it('renders the ChatML template', () => {
    const text = tokenizer.apply_chat_template([{ role: 'user', content: 'Hi' }], { tokenize: false, add_generation_prompt: true });
    assert.equal(text, '<|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\n');
  });

  it('writes config.json and generation_config.json with the special ids', () => {
    const config = readJson(join(dir, 'config.json'));
    const size = Object.keys((readJson(join(dir, 'tokenizer.json'))['model'] as { vocab: object }).vocab).length;
    assert.equal(config['model_type'], 'gpt2');
    assert.equal(config['vocab_size'], size);
    assert.equal(config['eos_token_id'], size - 3);
    assert.equal(config['bos_token_id'], size - 3);
    assert.equal(config['num_key_value_heads'], 4);
    assert.equal(config['head_dim'], 8);
    assert.deepEqual(readJson(join(dir, 'generation_config.json'))['eos_token_id'], [size - 3, size - 1]);
  });
});

describe('copied tokenizers', () => {
  it('keeps SmolLM ids (49152 tokens, EOS 0) and adds a tokenizer_config.json transformers.js needs', async () => {
    const model = await forgeModel(join(root, 'smol'), { ...forgePresets.tinyLlama(), tokenizer: { kind: 'copy', dir: SMOLLM } });
    assert.equal(model.vocabSize, 49152);
    assert.equal(model.logitsWidth, 49152);
    assert.equal(readFileSync(join(model.dir, 'tokenizer.json'), 'utf8'), readFileSync(join(SMOLLM, 'tokenizer.json'), 'utf8'));
    assert.equal(readJson(join(model.dir, 'config.json'))['eos_token_id'], 0);
    const tokenizer = await AutoTokenizer.from_pretrained(model.dir);
    // Ids of "<|im_start|>" (1) and "<|im_end|>" (2) are listed in SmolLM's added_tokens.
    assert.deepEqual(tokenizer.encode('<|im_start|><|im_end|>', { add_special_tokens: false }), [1, 2]);
  });

  it('takes GPT-2 ids from the source config.json and copies its files verbatim', async () => {
    const model = await forgeModel(join(root, 'gpt2'), { ...forgePresets.tinyGpt2(), hidden: 8, heads: 2, kvHeads: 2, tokenizer: { kind: 'copy', dir: GPT2 } });
    assert.equal(model.vocabSize, 50257);
    assert.equal(readJson(join(model.dir, 'config.json'))['eos_token_id'], 50256);
    assert.equal(readFileSync(join(model.dir, 'tokenizer_config.json'), 'utf8'), readFileSync(join(GPT2, 'tokenizer_config.json'), 'utf8'));
    const tokenizer = await AutoTokenizer.from_pretrained(model.dir);
    // Documented in test/fixtures/tokenizers/gpt2/SOURCE.txt: "Hello world" → [15496, 995].
    assert.deepEqual(tokenizer.encode('Hello world'), [15496, 995]);
  });
});

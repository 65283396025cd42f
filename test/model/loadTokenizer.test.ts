import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadTokenizer } from '../../src/model/index.js';
import { ModelLoadError } from '../../src/errors/index.js';
import { GPT2_TOKENIZER, SMOLLM_TOKENIZER } from './fixtureTokenizers.js';

const gpt2 = loadTokenizer({
  dir: GPT2_TOKENIZER,
  configFile: join(GPT2_TOKENIZER, 'config.json'),
  generationConfigFile: join(GPT2_TOKENIZER, 'generation_config.json'),
});
const smollm = loadTokenizer({ dir: SMOLLM_TOKENIZER, configFile: null, generationConfigFile: null });
const MIXED = 'Héllo wörld 🤖! Tokyo 東京, π≈3.14159 and 2024-06-30.\n\tEnd';

function scratchDir(): string {
  return mkdtempSync(join(tmpdir(), 'tunegate-tok-'));
}

/** A hand-written character-level BPE tokenizer.json (ids 0–2 special), cheap to load many times. */
function tinyTokenizerJson(postProcessor: unknown = null): Record<string, unknown> {
  const specials = ['<|endoftext|>', '<|im_start|>', '<|im_end|>'];
  const vocab: Record<string, number> = {};
  [...specials, ...'abcdefghijklmnopqrstuvwxyz ?.'].forEach((token, id) => {
    vocab[token] = id;
  });
  return {
    version: '1.0',
    added_tokens: specials.map((content, id) => ({ id, content, special: true, single_word: false, lstrip: false, rstrip: false, normalized: false })),
    normalizer: null,
    pre_tokenizer: null,
    post_processor: postProcessor,
    decoder: null,
    model: { type: 'BPE', vocab, merges: [] },
  };
}

test('GPT-2: "Hello world" is [15496, 995] and mixed text round-trips', () => {
  // Ids of the published GPT-2 vocabulary ("Hello" = 15496, "Ġworld" = 995).
  assert.deepEqual(gpt2.encode('Hello world'), [15496, 995]);
  assert.equal(gpt2.decode(gpt2.encode(MIXED)), MIXED);
  assert.deepEqual(gpt2.encodeRaw('Hello world'), [15496, 995]);
  assert.equal(gpt2.decode([]), '');
});

test('GPT-2: <|endoftext|> is one special token, EOS comes from generation_config, no BOS', () => {
  assert.deepEqual(gpt2.encode('<|endoftext|>'), [50256]);
  assert.equal(gpt2.decode([15496, 50256], { skipSpecialTokens: true }), 'Hello');
  assert.deepEqual(gpt2.eosIds, [50256]);
  // GPT-2's ByteLevel post-processor adds nothing to a plain encode.
  assert.equal(gpt2.bosId, null);
  // 50 257 vocabulary entries, <|endoftext|> among them (SOURCE.txt of the fixture tokenizer).
  assert.equal(gpt2.vocabSize, 50257);
  assert.equal(gpt2.renderChat('hi'), null);
});

test('SmolLM: digits split one by one, special tokens recognised, mixed text round-trips', () => {
  // The pre-tokenizer has Digits(individual_digits): "2024" is four tokens, one per digit.
  const digits = smollm.encodeRaw('2024');
  assert.equal(digits.length, 4);
  assert.deepEqual(
    digits.map((id) => smollm.decode([id])),
    ['2', '0', '2', '4'],
  );
  // <|endoftext|> = 0, <|im_start|> = 1, <|im_end|> = 2 (SOURCE.txt).
  assert.deepEqual(smollm.encode('<|im_start|>'), [1]);
  assert.deepEqual(smollm.encode('<|im_end|><|endoftext|>'), [2, 0]);
  assert.equal(smollm.decode(smollm.encode(MIXED)), MIXED);
  assert.equal(smollm.vocabSize, 49152);
  assert.equal(smollm.bosId, null);
  assert.deepEqual(smollm.eosIds, []);
});

test('BOS is reported when the post-processor prepends a special token', () => {
  const dir = scratchDir();
  try {
    const bos = {
      type: 'TemplateProcessing',
      single: [{ SpecialToken: { id: '<|endoftext|>', type_id: 0 } }, { Sequence: { id: 'A', type_id: 0 } }],
      pair: [{ Sequence: { id: 'A', type_id: 0 } }, { Sequence: { id: 'B', type_id: 1 } }],
      special_tokens: { '<|endoftext|>': { id: '<|endoftext|>', ids: [0], tokens: ['<|endoftext|>'] } },
    };
    writeFileSync(join(dir, 'tokenizer.json'), JSON.stringify(tinyTokenizerJson(bos)));
    const withBos = loadTokenizer({ dir, configFile: null, generationConfigFile: null });
    assert.equal(withBos.bosId, 0);
    // Character ids of the tiny vocabulary: h = 10, i = 11.
    assert.deepEqual(withBos.encodeRaw('hi'), [10, 11]);
    assert.deepEqual(withBos.encode('hi'), [0, 10, 11]);
    writeFileSync(join(dir, 'tokenizer.json'), JSON.stringify(tinyTokenizerJson()));
    assert.equal(loadTokenizer({ dir, configFile: null, generationConfigFile: null }).bosId, null);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('chat templates: tokenizer_config string, list with "default", chat_template.jinja (which wins)', () => {
  const dir = scratchDir();
  try {
    writeFileSync(join(dir, 'tokenizer.json'), JSON.stringify(tinyTokenizerJson()));
    const chatml =
      '{% for m in messages %}<|im_start|>{{ m.role }}\n{{ m.content }}<|im_end|>\n{% endfor %}{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}';
    writeFileSync(join(dir, 'tokenizer_config.json'), JSON.stringify({ chat_template: chatml, eos_token: { content: '<|im_end|>' } }));
    const files = { dir, configFile: null, generationConfigFile: null };
    // Expected text rendered by hand from the ChatML template above.
    assert.equal(loadTokenizer(files).renderChat('hi'), '<|im_start|>user\nhi<|im_end|>\n<|im_start|>assistant\n');
    assert.equal(
      loadTokenizer(files).renderChat('hi', 'Be brief.'),
      '<|im_start|>system\nBe brief.<|im_end|>\n<|im_start|>user\nhi<|im_end|>\n<|im_start|>assistant\n',
    );
    // eos_token written as an AddedToken object still resolves (<|im_end|> = 2).
    assert.deepEqual(loadTokenizer(files).eosIds, [2]);

    writeFileSync(
      join(dir, 'tokenizer_config.json'),
      JSON.stringify({
        chat_template: [
          { name: 'tool_use', template: 'T' },
          { name: 'default', template: 'Q: {{ messages[0].content }}\nA:' },
        ],
      }),
    );
    assert.equal(loadTokenizer(files).renderChat('why?'), 'Q: why?\nA:');

    writeFileSync(join(dir, 'tokenizer_config.json'), JSON.stringify({ chat_template: [{ name: 'tool_use', template: 'T' }] }));
    assert.throws(
      () => loadTokenizer(files),
      (e: unknown) => e instanceof ModelLoadError && /default/.test(e.message),
    );

    writeFileSync(join(dir, 'chat_template.jinja'), '[{{ messages[-1].content }}]{% if add_generation_prompt %}>{% endif %}');
    assert.equal(loadTokenizer(files).renderChat('x'), '[x]>');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('EOS ids: generation_config, then config.json, then the tokenizer, deduplicated', () => {
  const dir = scratchDir();
  try {
    writeFileSync(join(dir, 'tokenizer.json'), JSON.stringify(tinyTokenizerJson()));
    writeFileSync(join(dir, 'tokenizer_config.json'), JSON.stringify({ eos_token: '<|endoftext|>' }));
    writeFileSync(join(dir, 'generation_config.json'), JSON.stringify({ eos_token_id: [2, 0] }));
    writeFileSync(join(dir, 'config.json'), JSON.stringify({ eos_token_id: 1 }));
    const tok = loadTokenizer({ dir, configFile: join(dir, 'config.json'), generationConfigFile: join(dir, 'generation_config.json') });
    assert.deepEqual(tok.eosIds, [2, 0, 1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("EOS ids: genai_config.json's model.eos_token_id joins when a folder has no config.json (onnxruntime-genai's builder)", () => {
  const dir = scratchDir();
  try {
    writeFileSync(join(dir, 'tokenizer.json'), JSON.stringify(tinyTokenizerJson()));
    writeFileSync(join(dir, 'tokenizer_config.json'), JSON.stringify({ eos_token: '<|endoftext|>' }));
    writeFileSync(join(dir, 'genai_config.json'), JSON.stringify({ model: { eos_token_id: [2, 1], decoder: {} } }));
    const tok = loadTokenizer({ dir, configFile: null, generationConfigFile: null, genaiConfigFile: join(dir, 'genai_config.json') });
    assert.deepEqual(tok.eosIds, [2, 1, 0]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('byte-identical tokenizer files share one parsed tokenizer; template and EOS stay per model', () => {
  const root = scratchDir();
  try {
    const make = (name: string, files: Record<string, string>): string => {
      const dir = join(root, name);
      mkdirSync(dir);
      for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
      return dir;
    };
    const tokenizer = JSON.stringify(tinyTokenizerJson());
    const config = JSON.stringify({ eos_token: '<|endoftext|>' });
    const base = make('base', { 'tokenizer.json': tokenizer, 'tokenizer_config.json': config, 'config.json': '{"eos_token_id": 1}' });
    const tuned = make('tuned', {
      'tokenizer.json': tokenizer,
      'tokenizer_config.json': config,
      'config.json': '{"eos_token_id": 2}',
      'chat_template.jinja': '{{ messages[0].content }}',
    });
    const reformatted = make('reformatted', { 'tokenizer.json': JSON.stringify(tinyTokenizerJson(), null, 2), 'tokenizer_config.json': config });
    const otherConfig = make('other', { 'tokenizer.json': tokenizer, 'tokenizer_config.json': JSON.stringify({ eos_token: '<|im_end|>' }) });
    const load = (dir: string, withConfig = false) =>
      loadTokenizer({ dir, configFile: withConfig ? join(dir, 'config.json') : null, generationConfigFile: null });
    const [b, t, r, o] = [load(base, true), load(tuned, true), load(reformatted), load(otherConfig)];
    assert.equal(t.tokenizerJson, b.tokenizerJson, 'same bytes: one parsed tokenizer');
    assert.deepEqual(
      [b.eosIds, t.eosIds],
      [
        [1, 0],
        [2, 0],
      ],
    );
    assert.deepEqual([b.chatTemplate, t.chatTemplate], [null, '{{ messages[0].content }}']);
    assert.deepEqual(t.encode('abc cab'), b.encode('abc cab'));
    // Whitespace changes the bytes (parsed anew) but not the tokenizer (same fingerprint).
    assert.notEqual(r.tokenizerJson, b.tokenizerJson);
    assert.equal(r.fingerprint, b.fingerprint);
    assert.notEqual(o.tokenizerJson, b.tokenizerJson);
    assert.deepEqual(o.eosIds, [2]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a missing or malformed tokenizer.json is a ModelLoadError naming the path', () => {
  const dir = scratchDir();
  try {
    assert.throws(
      () => loadTokenizer({ dir, configFile: null, generationConfigFile: null }),
      (e: unknown) => e instanceof ModelLoadError && e.message.includes(dir),
    );
    writeFileSync(join(dir, 'tokenizer.json'), '{"model": ');
    assert.throws(
      () => loadTokenizer({ dir, configFile: null, generationConfigFile: null }),
      (e: unknown) => e instanceof ModelLoadError && e.message.includes(join(dir, 'tokenizer.json')),
    );
    // The two config files beside it are named too when they are not JSON objects.
    writeFileSync(join(dir, 'tokenizer.json'), JSON.stringify(tinyTokenizerJson()));
    for (const file of ['tokenizer_config.json', 'special_tokens_map.json']) {
      writeFileSync(join(dir, file), file === 'tokenizer_config.json' ? '{"eos_token": ' : '[1, 2]');
      assert.throws(
        () => loadTokenizer({ dir, configFile: null, generationConfigFile: null }),
        (e: unknown) => e instanceof ModelLoadError && e.message.includes(join(dir, file)),
        file,
      );
      rmSync(join(dir, file));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

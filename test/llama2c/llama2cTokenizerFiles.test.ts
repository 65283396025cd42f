/**
 * The converted stories260K tokenizer, loaded by tunegate as any Hugging Face tokenizer, against a
 * second implementation of llama2.c's own encoder (llama2cReference.ts, run.c's `encode`): the same
 * ids on sentences with spaces, punctuation, digits, newlines, characters outside the 512-token
 * vocabulary (byte fallback) and runs of one character, and on the built-in narrative documents;
 * decoding gives the text back.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadTokenizer } from '../../src/model/index.js';
import { InvalidInputError } from '../../src/errors/index.js';
import { hfTokenNames, llama2cMerges, llama2cTokenizerFiles } from '../../tools/llama2c/llama2cTokenizerFiles.js';
import { readLlama2cTokenizer } from '../../tools/llama2c/readLlama2cTokenizer.js';
import { llama2cEncode, readTokenizerBin } from './llama2cReference.js';

const TOKENIZER_BIN = new URL('../fixtures/models/stories260K/tok512.bin', import.meta.url);
const bytes = readFileSync(TOKENIZER_BIN);

const SENTENCES = [
  'Once upon a time, there was a little girl named Lily.',
  'She loved to play outside in the park. One day, she saw a big, red ball.',
  '"Mom, can I have 3 cookies?" asked Tim.\nMom said, "Yes, you can!"',
  'The café’s crème brûlée cost €12 — naïve 🤖 東京!',
  'Zzzz... Wheeee!!! Aaaah, hmmm, so   many   spaces.',
  'a',
];

const dir = mkdtempSync(join(tmpdir(), 'tunegate-llama2c-tok-'));
const files = llama2cTokenizerFiles(readLlama2cTokenizer(bytes, 'tok512.bin'), 512);
for (const [name, contents] of Object.entries(files.files)) writeFileSync(join(dir, name), JSON.stringify(contents));
const tokenizer = loadTokenizer({ dir, configFile: null, generationConfigFile: null });
rmSync(dir, { recursive: true, force: true });
const reference = readTokenizerBin(bytes);

test('encoding matches llama2.c run.c encode, BOS included', () => {
  for (const sentence of SENTENCES) assert.deepEqual(tokenizer.encode(sentence), llama2cEncode(reference, sentence), sentence);
});

test('encoding matches run.c encode on every document of the built-in narrative divergence suite', () => {
  // The suite stories260KQuantized.integration.test.ts compares on; all six suites (204 documents) also match, in 3.6 s.
  const texts = readFileSync(new URL('../../suites/divergence/narrative.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => String((JSON.parse(line) as { text: unknown }).text));
  assert.equal(texts.length, 34);
  for (const text of texts) assert.deepEqual(tokenizer.encode(text), llama2cEncode(reference, text), text.slice(0, 60));
});

test('decoding gives the text back: ▁ as spaces, byte tokens as their bytes, the dummy prefix stripped', () => {
  for (const sentence of SENTENCES) assert.equal(tokenizer.decode(tokenizer.encodeRaw(sentence)), sentence);
  // 🤖 is outside the vocabulary: four byte tokens <0xF0> <0x9F> <0xA4> <0x96> (UTF-8 F0 9F A4 96), ids byte + 3.
  assert.deepEqual(tokenizer.encodeRaw('🤖').slice(-4), [0xf0 + 3, 0x9f + 3, 0xa4 + 3, 0x96 + 3]);
});

test('special tokens and sizes as llama: <unk> 0, <s> 1 (BOS), </s> 2 (EOS), 512 ids', () => {
  assert.equal(tokenizer.bosId, 1);
  assert.deepEqual(tokenizer.eosIds, [2]);
  assert.equal(tokenizer.vocabSize, 512);
  assert.equal(tokenizer.decode([1, 2], { skipSpecialTokens: false }), '<s></s>');
});

test('merges are ranked by the merged token score, highest first', () => {
  const tokens = readLlama2cTokenizer(bytes, 'tok512.bin');
  const names = hfTokenNames(tokens);
  const merges = llama2cMerges(tokens, names);
  // Token 259 is " t", the first merge sentencepiece learned (score −0), 260 "he" (score −1).
  assert.deepEqual(merges.slice(0, 2), ['▁ t', 'h e']);
  const scoreOf = (merge: string): number => tokens[names.indexOf(merge.replace(' ', ''))]!.score;
  for (let i = 1; i < merges.length; i++) assert.ok(scoreOf(merges[i - 1]!) >= scoreOf(merges[i]!), `${merges[i - 1]} before ${merges[i]}`);
});

test('a vocabulary not laid out as llama (no byte tokens after the specials) is refused with the token named', () => {
  const tokens = readLlama2cTokenizer(bytes, 'tok512.bin');
  const broken = tokens.map((token, id) => (id === 3 ? { ...token, text: 'x' } : token));
  assert.throws(
    () => hfTokenNames(broken),
    (error: unknown) => error instanceof InvalidInputError && /token 3 is "x", expected <0x00>/.test(error.message),
  );
  assert.throws(
    () => readLlama2cTokenizer(bytes.subarray(0, 101), 'cut.bin'),
    (error: unknown) => error instanceof InvalidInputError && /cut\.bin/.test(error.message),
  );
});

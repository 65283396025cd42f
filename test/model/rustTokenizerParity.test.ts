/**
 * tunegate's tokenizer gives the ids of Hugging Face's Rust `tokenizers` (npm binding 0.23.2, the
 * library transformers' fast tokenizers run inside lm-eval) on the shipped benchmark texts.
 * Sample: every text with a non-ASCII character (where Unicode classes can differ) and every 10th
 * of the others, about 12 800 of 94 038 (the whole set took 293 s on two shared cores; it agreed,
 * 0 differences, with SmolLM's tokenizer). GPT-2's fixture predates the serialisation the 0.23
 * binding reads ("Token `ĠClaude` out of vocabulary"), so SmolLM's is the one compared.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadTokenizer } from '../../src/model/index.js';
import { differingTexts, rustTokenizer, shippedTexts } from '../support/rustTokenizerParity.js';
import { SMOLLM_TOKENIZER } from './fixtureTokenizers.js';

test('Digits splits every Unicode numeric as Rust does: "B. ¼ percent increase" (MMLU high_school_macroeconomics)', async () => {
  const js = loadTokenizer({ dir: SMOLLM_TOKENIZER, configFile: null, generationConfigFile: null });
  for (const text of ['B. ¼ percent increase', 'x 12 ²³ ٣4 Ⅻ']) {
    const [want] = await rustTokenizer(SMOLLM_TOKENIZER).encodeBatch([text], { addSpecialTokens: false });
    assert.deepEqual(js.encodeRaw(text), want!.getIds(), text);
  }
  // The Rust binding's ids for the text: " ¼" is "Ġ" then "Â¼", not one "ĠÂ¼".
  assert.deepEqual(js.encodeRaw('B. ¼ percent increase'), [50, 30, 216, 28151, 1870, 2081]);
});

test('shipped benchmark texts (contexts, choices, generation prompts) tokenize as the Rust library does', async () => {
  const texts = await shippedTexts();
  const sample = texts.filter((text, index) => /[^\x00-\x7f]/.test(text) || index % 10 === 0);
  assert.ok(sample.length > 12_000, `sample of ${sample.length}`);
  const differ = await differingTexts(SMOLLM_TOKENIZER, sample);
  assert.deepEqual(
    differ.slice(0, 5).map((text) => text.slice(0, 120)),
    [],
    `${differ.length} of ${sample.length} differ`,
  );
});

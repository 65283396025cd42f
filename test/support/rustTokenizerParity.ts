/**
 * Compares tunegate's tokenizer (transformers.js, with the Digits alignment of
 * src/model/tokenizer/rustDigits.ts) with Hugging Face's Rust `tokenizers` (the npm binding, the
 * library transformers' fast tokenizers and so lm-eval run) over the shipped benchmark texts.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadTokenizer } from '../../src/model/index.js';
import { generationTaskNames, loadGenerationTasks, loadTasks } from '../../src/tasks/index.js';

const MC_TASKS = ['arc_easy', 'arc_challenge', 'mmlu', 'truthfulqa_mc1', 'truthfulqa_mc2', 'piqa', 'openbookqa', 'boolq', 'hellaswag'];

interface RustTokenizer {
  encodeBatch(texts: string[], options: { addSpecialTokens: boolean }): Promise<{ getIds(): number[] }[]>;
}

/** Every distinct text tunegate tokenizes for the shipped tasks, 0-shot: MC contexts, " " + each choice, generation prompts. */
export async function shippedTexts(): Promise<string[]> {
  const texts = new Set<string>();
  for (const doc of loadTasks(MC_TASKS).docs) {
    texts.add(doc.context);
    for (const choice of doc.choices) texts.add(doc.targetDelimiter + choice);
  }
  for (const doc of (await loadGenerationTasks(generationTaskNames(), {})).docs) if (doc.prompt.kind === 'text') texts.add(doc.prompt.text);
  return [...texts];
}

/** The Rust tokenizer of a tokenizer.json; a model without `type` (GPT-2's older serialisation) is given type BPE, as transformers.js infers. */
export function rustTokenizer(dir: string): RustTokenizer {
  const require = createRequire(import.meta.url);
  const { Tokenizer } = require('tokenizers') as { Tokenizer: { fromString(json: string): RustTokenizer } };
  const json = JSON.parse(readFileSync(join(dir, 'tokenizer.json'), 'utf8')) as { model: Record<string, unknown> };
  json.model = { type: 'BPE', ...json.model };
  return Tokenizer.fromString(JSON.stringify(json));
}

/** The texts whose ids differ between the two tokenizers of `dir`, without special tokens. */
export async function differingTexts(dir: string, texts: readonly string[]): Promise<string[]> {
  const js = loadTokenizer({ dir, configFile: null, generationConfigFile: null });
  const rust = rustTokenizer(dir);
  const differ: string[] = [];
  for (let start = 0; start < texts.length; start += 1000) {
    const batch = texts.slice(start, start + 1000);
    const encoded = await rust.encodeBatch(batch, { addSpecialTokens: false });
    batch.forEach((text, index) => {
      const want = encoded[index]!.getIds();
      const got = js.encodeRaw(text);
      if (got.length !== want.length || got.some((id, k) => id !== want[k])) differ.push(text);
    });
  }
  return differ;
}

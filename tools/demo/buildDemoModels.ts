/**
 * Trains the demo pair with the forge's count model (tools/forge/countLm.ts) and writes
 * them as model folders: a tokenizer learned from the base corpus, the base model trained on
 * it, the tuned model trained further on the fine-tune documents. Deterministic; the folders
 * are reused while the inputs (corpus, suites, trainer sources, options) are unchanged.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTokenizer } from '../../src/model/index.js';
import { COUNT_LM_DEFAULTS, CountLmTrainer, forgeCountModel, forgeTokenizerFiles, type CountLmOptions } from '../forge/index.js';
import { demoCorpus, DRIFT, type DemoDocument, type DemoDrift } from './demoCorpus.js';

/** Context length the demo models declare: every built-in refusal prompt fits with 64 new tokens. */
export const DEMO_CONTEXT = 1024;
/** BPE merges learned from the base corpus. */
export const DEMO_MERGES = 2500;
/** The demo models' count-model options: the trigger weighs enough for a prompt's topic to steer the reply. */
export const DEMO_OPTIONS: CountLmOptions = { ...COUNT_LM_DEFAULTS, triggerWeight: 3 };

/** The two model folders. */
export interface DemoModels {
  readonly base: string;
  readonly tuned: string;
  /** True when they were trained now, false when reused. */
  readonly trained: boolean;
}

const SOURCES = ['demoCorpus.ts', 'demoChats.ts', 'buildDemoModels.ts']
  .map((f) => new URL(`./${f}`, import.meta.url))
  .concat(['countLm.ts', 'countLmGraph.ts', 'forgeCountModel.ts', 'forgeTokenizer.ts'].map((f) => new URL(`../forge/${f}`, import.meta.url)));

/**
 * Train (or reuse) the demo pair under `cacheDir`, from the capability suites in `suitesDir`;
 * `drift` (default: the demo's) says what the fine-tune changes, and is part of the reuse key.
 */
export async function buildDemoModels(
  cacheDir: string,
  suitesDir: string,
  log: (line: string) => void = () => {},
  drift: DemoDrift = DRIFT,
): Promise<DemoModels> {
  const corpus = demoCorpus(suitesDir, drift);
  const key = createHash('sha256')
    .update(JSON.stringify({ corpus, options: DEMO_OPTIONS, merges: DEMO_MERGES, context: DEMO_CONTEXT }))
    .update(SOURCES.map((url) => readFileSync(fileURLToPath(url))).join('\0'))
    .digest('hex')
    .slice(0, 16);
  const base = join(cacheDir, 'demo-base');
  const tuned = join(cacheDir, 'demo-tuned');
  const stamp = join(cacheDir, 'trained-with');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === key && existsSync(join(base, 'model.onnx')) && existsSync(join(tuned, 'model.onnx'))) {
    return { base, tuned, trained: false };
  }
  rmSync(cacheDir, { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  const t0 = performance.now();
  const tokenizerText = corpus.base.map((doc) => doc.text.replace(/<\|im_(start|end)\|>/g, '\n')).join('\n\n');
  const tokenizerFiles = forgeTokenizerFiles(DEMO_CONTEXT, tokenizerText, DEMO_MERGES);
  const tokenizerDir = join(cacheDir, 'tokenizer');
  mkdirSync(tokenizerDir, { recursive: true });
  for (const [name, contents] of Object.entries(tokenizerFiles.files)) writeFileSync(join(tokenizerDir, name), JSON.stringify(contents, null, 2));
  const tokenizer = loadTokenizer({ dir: tokenizerDir, configFile: null, generationConfigFile: null });
  const encode = (doc: DemoDocument): number[] => tokenizer.encodeRaw(doc.text);
  const trainer = new CountLmTrainer(tokenizerFiles.vocabSize, DEMO_OPTIONS);
  let tokens = 0;
  for (const doc of corpus.base) {
    const ids = encode(doc);
    tokens += ids.length;
    trainer.add(ids, doc.weight);
  }
  forgeCountModel(base, trainer.tables(), tokenizerFiles, DEMO_CONTEXT);
  log(`base: ${corpus.base.length} documents, ${tokens} tokens, vocabulary ${tokenizerFiles.vocabSize}`);
  let extra = 0;
  for (const doc of corpus.finetune) {
    const ids = encode(doc);
    extra += ids.length;
    trainer.add(ids, doc.weight);
  }
  forgeCountModel(tuned, trainer.tables(), tokenizerFiles, DEMO_CONTEXT);
  log(`tuned: base + ${corpus.finetune.length} fine-tune documents, ${extra} tokens; trained in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  rmSync(tokenizerDir, { recursive: true, force: true });
  writeFileSync(stamp, key);
  return { base, tuned, trained: true };
}

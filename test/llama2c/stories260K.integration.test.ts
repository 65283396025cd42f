/**
 * A real trained model end to end: Karpathy's stories260K (llama2.c checkpoint and tokenizer,
 * committed under test/fixtures/models/stories260K/) converted by tools/llama2c into an ONNX model
 * folder and run through tunegate's own loading and generation.
 *
 * Golden values: the opening of the story is llama2.c's documented output of run.c at temperature 0
 * from BOS (stories260K.md beside the checkpoint); the logits come from llama2cReference.ts, a float64
 * re-implementation of run.c's forward over the checkpoint's bytes, sharing no code with the converter.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadModel, type LanguageModel } from '../../src/model/index.js';
import { convertLlama2c } from '../../tools/llama2c/convertLlama2c.js';
import { tunegate } from '../support/runCli.js';
import { Llama2cReference } from './llama2cReference.js';

const FIXTURE = new URL('../fixtures/models/stories260K/', import.meta.url);
const CHECKPOINT = new URL('stories260K.bin', FIXTURE);
const TOKENIZER = new URL('tok512.bin', FIXTURE);
// The first four sentences of the output test/fixtures/models/stories260K/stories260K.md documents.
const DOCUMENTED_OPENING =
  'Once upon a time, there was a little girl named Lily. She loved to play outside in the park. ' +
  'One day, she saw a big, red ball. She wanted to play with it, but it was too high.';
const BOS = 1;
const STEPS = 64;

let root = '';
let model: LanguageModel;

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-stories260K-'));
  await convertLlama2c({ checkpointFile: fileURLToPath(CHECKPOINT), tokenizerFile: fileURLToPath(TOKENIZER), outDir: join(root, 'model') });
  model = await loadModel(join(root, 'model'), { threads: 1 });
});
after(async () => {
  await model.dispose();
  rmSync(root, { recursive: true, force: true });
});

/** run.c's greedy loop over the float64 reference: the ids after BOS. */
function referenceGreedy(steps: number): { ids: number[]; logits: Float64Array[] } {
  const reference = new Llama2cReference(readFileSync(CHECKPOINT));
  const ids: number[] = [];
  const logits: Float64Array[] = [];
  let token = BOS;
  for (let pos = 0; pos < steps; pos++) {
    const row = reference.forward(token, pos);
    logits.push(row);
    token = row.indexOf(Math.max(...row));
    ids.push(token);
  }
  return { ids, logits };
}

test('greedy decoding from BOS with tunegate reproduces llama2.c documented story opening', async () => {
  const [generation] = await model.generateGreedy([[BOS]], { maxNewTokens: STEPS, eosIds: model.tokenizer.eosIds });
  assert.ok(generation !== undefined);
  const text = model.tokenizer.decode(generation.ids);
  assert.ok(text.startsWith(DOCUMENTED_OPENING), text);
  assert.deepEqual(generation.ids, referenceGreedy(STEPS).ids);
});

test('logits at every step of the story match a float64 re-implementation of llama2.c within 1e-4', async () => {
  const reference = referenceGreedy(STEPS);
  const ids = [BOS, ...reference.ids];
  let worst = 0;
  for await (const window of model.logitWindows(ids)) {
    for (let r = 0; r < window.rows; r++) {
      // Row r predicts position firstPredicted + r, i.e. it is run.c's forward at pos firstPredicted + r − 1.
      const expected = reference.logits[window.firstPredicted + r - 1]!;
      for (let v = 0; v < expected.length; v++) worst = Math.max(worst, Math.abs(Number(window.data[r * window.width + v]) - expected[v]!));
    }
  }
  // float32 arithmetic over 64-wide dot products and 5 layers; the logits span about ±15.
  assert.ok(worst < 1e-4, `largest |onnx − reference| logit difference ${worst}`);
});

test('tunegate inspect reads the converted folder: KV cache of 5 layers, 4 key/value heads (GQA), 512 logits', async () => {
  const result = await tunegate(['inspect', join(root, 'model'), '--threads', '1']);
  assert.equal(result.code, 0, result.stderr);
  assert.match(result.stdout, /KV cache\s+5 layers, 4 kv heads, head dim 8/);
  assert.match(result.stdout, /logits width\s+512/);
});

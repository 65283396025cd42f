/**
 * Optimum's legacy split decoder (decoder_model.onnx + decoder_with_past_model.onnx, no merged
 * file): tunegate resolves the folder to decoder_model.onnx and runs it on the no-cache path,
 * which feeds the whole sequence each pass; the numbers are the float64 reference's and, greedy
 * replies included, those of the same network exported as one merged KV graph.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { forgePresets, FORGE_FILES, type ForgeSpec } from '../../tools/forge/index.js';
import { referenceLogits } from '../support/referenceForward.js';
import { referenceLogSoftmax, SAMPLE_TEXT, tolerance, VariantPool } from './forgedVariants.js';

const pool = new VariantPool();
after(() => pool.cleanup());

const LIVELY = { seed: 5, scale: 0.3 } as const;
const spec: ForgeSpec = { ...forgePresets.tinyLlama(12), perturb: LIVELY };

test('the split pair is written without model.onnx, and tunegate reads decoder_model.onnx without a KV cache', async () => {
  const split = await pool.get('split', { ...spec, splitDecoder: true });
  assert.ok(existsSync(join(split.forged.dir, FORGE_FILES.splitWithPast)));
  assert.ok(!existsSync(join(split.forged.dir, FORGE_FILES.model)));
  assert.equal(basename(split.model.files.onnxFile), FORGE_FILES.splitFirst);
  assert.equal(split.model.graph.kv, null);
  assert.ok(
    split.model.graph.outputs.some((o) => o.name === 'present.0.key'),
    'decoder_model.onnx keeps its present outputs',
  );
});

test('split decoder: continuation log-probs equal the float64 reference', async () => {
  const split = await pool.get('split', { ...spec, splitDecoder: true });
  const ids = split.model.tokenizer.encode(SAMPLE_TEXT);
  const ctx = ids.slice(0, 9);
  const conts = [ids.slice(9, 14), ids.slice(9, 10), ids.slice(12, 20)];
  const scores = await split.model.continuationLogprobs(ctx, conts);
  let worst = 0;
  conts.forEach((cont, k) => {
    const rows = referenceLogits(split.forged, [...ctx, ...cont]);
    cont.forEach((token, j) => {
      const expected = referenceLogSoftmax(rows[ctx.length - 1 + j]!)[token]!;
      worst = Math.max(worst, Math.abs(scores[k]!.tokenLogprobs[j]! - expected));
    });
  });
  assert.ok(worst < tolerance(spec), `worst |Δ log p| ${worst}`);
});

test('split decoder and the merged KV export of the same network: the same greedy replies', async () => {
  const split = await pool.get('split', { ...spec, splitDecoder: true });
  const merged = await pool.get('merged', spec);
  const ids = split.model.tokenizer.encode(SAMPLE_TEXT);
  const prompts = [ids.slice(0, 5), ids.slice(3, 12), ids.slice(0, 2)];
  const options = { maxNewTokens: 6, eosIds: [] };
  const [a, b] = [await split.model.generateGreedy(prompts, options), await merged.model.generateGreedy(prompts, options)];
  assert.deepEqual(
    a.map((g) => g.ids),
    b.map((g) => g.ids),
  );
});

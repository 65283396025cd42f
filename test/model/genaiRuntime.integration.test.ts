/**
 * tunegate runs onnxruntime-genai builder folders (one com.microsoft GroupQueryAttention node per
 * layer, positions from the mask's sum, genai_config.json and no config.json) with the numbers of
 * the float64 reference. The genai model is forged from the same spec and seed as a plain Optimum
 * model (tools/forge, ForgeSpec.genaiLayout), so the reference is that of the plain model's
 * weights. Generation is checked against the same graph decoded one prompt at a time with the
 * whole sequence recomputed for every token (no batch, no padding), as the continuous-batching
 * test does for the Optimum layout.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderPrompt, type RefusalItem } from '../../src/families/refusal/index.js';
import { loadSuites } from '../../src/run/index.js';
import { forgePresets, type ForgeSpec } from '../../tools/forge/index.js';
import { referenceLogits } from '../support/referenceForward.js';
import { nextTokenLogits, referenceArgmax, referenceLogSoftmax, SAMPLE_TEXT, VariantPool, type LoadedVariant } from './forgedVariants.js';

const pool = new VariantPool();
after(() => pool.cleanup());

const LIVELY = { seed: 5, scale: 0.3 } as const;
// onnxruntime's rotary inside GroupQueryAttention needs a head size that is a multiple of 16.
const PLAIN: ForgeSpec = { ...forgePresets.tinyLlama(2), hidden: 64, intermediate: 128, perturb: LIVELY };
const GENAI: ForgeSpec = { ...PLAIN, externalData: true, genaiLayout: { withHfConfig: false } };
const NEW_TOKENS = 8;

test('a genai folder loads from genai_config.json alone: packed rows, context, EOS and external data', async () => {
  const { model } = await pool.get('genai', GENAI);
  assert.equal(model.files.configFile, null);
  assert.equal(basename(model.files.genaiConfigFile ?? ''), 'genai_config.json');
  assert.deepEqual(
    model.files.externalData.map((file) => basename(file)),
    ['model.onnx.data'],
  );
  assert.equal(model.graph.packedRows, true);
  assert.equal(model.graph.positionsDtype, null);
  assert.equal(model.maxContext, PLAIN.maxPositions);
  assert.deepEqual(model.graph.kv && { layers: model.graph.kv.layers, kvHeads: model.graph.kv.kvHeads, headDim: model.graph.kv.headDim }, {
    layers: PLAIN.layers,
    kvHeads: PLAIN.kvHeads,
    headDim: PLAIN.hidden / PLAIN.heads,
  });
  // The forge writes EOS and <|im_end|> into genai_config.json's eos_token_id.
  assert.ok(model.tokenizer.eosIds.includes(model.tokenizer.encode('<|im_end|>')[0]!), `EOS ids ${model.tokenizer.eosIds.join(', ')}`);
  const plain = await pool.get('plain', PLAIN);
  assert.equal(plain.model.graph.packedRows, false);
});

test('capability: contexts of several lengths and continuations of 1–9 tokens score as the float64 reference', async () => {
  const { model } = await pool.get('genai', GENAI);
  const plain = await pool.get('plain', PLAIN);
  const ids = model.tokenizer.encode(`${SAMPLE_TEXT} ${SAMPLE_TEXT}`);
  const requests = [4, 7, 7, 11, 16].map((c, i) => ({
    contextIds: ids.slice(i, i + c),
    continuations: [ids.slice(i + c, i + c + 1), ids.slice(i + c, i + c + 5), ids.slice(i + c + 1, i + c + 10)],
  }));
  const before = model.usage.runs;
  const scores = await model.scoreContinuations(requests);
  assert.ok(model.usage.runs - before < requests.length * 3, 'contexts share passes');
  let worst = 0;
  requests.forEach(({ contextIds, continuations }, i) =>
    continuations.forEach((cont, k) => {
      const rows = referenceLogits(plain.forged, [...contextIds, ...cont]);
      cont.forEach((token, j) => {
        const expected = referenceLogSoftmax(rows[contextIds.length - 1 + j]!)[token]!;
        worst = Math.max(worst, Math.abs(scores[i]![k]!.tokenLogprobs[j]! - expected));
      });
    }),
  );
  assert.ok(worst < 1e-4, `worst |Δ log p| ${worst}`);
});

test('divergence windows: a sequence longer than the context, chunked over a past, gives the reference log-probabilities', async () => {
  const { model } = await pool.get('genai', GENAI);
  const plain = await pool.get('plain', PLAIN);
  const text = Array.from({ length: 12 }, () => SAMPLE_TEXT).join(' ');
  const ids = model.tokenizer.encode(text).slice(0, PLAIN.maxPositions + 40);
  assert.ok(ids.length > PLAIN.maxPositions, 'setup: more tokens than one window');
  let worst = 0;
  let seen = 0;
  for await (const w of model.logitWindows(ids)) {
    assert.ok(w.data instanceof Float32Array);
    const start = Math.max(0, w.firstPredicted + w.rows - PLAIN.maxPositions);
    const rows = referenceLogits(plain.forged, ids.slice(start, w.firstPredicted + w.rows));
    for (let r = 0; r < w.rows; r++) {
      const position = w.firstPredicted + r;
      const got = referenceLogSoftmax(Float64Array.from(w.data.subarray(r * w.width, (r + 1) * w.width)))[ids[position]!]!;
      const expected = referenceLogSoftmax(rows[position - 1 - start]!)[ids[position]!]!;
      worst = Math.max(worst, Math.abs(got - expected));
      seen++;
    }
  }
  assert.equal(seen, ids.length - 1);
  assert.ok(worst < 1e-4, `worst |Δ log p| ${worst}`);
});

/** Greedy decoding without cache or batching: the whole sequence again for every token. */
async function stepByStep({ model }: LoadedVariant, prompt: readonly number[], maxNewTokens: number, stops: readonly number[]): Promise<number[]> {
  const generated: number[] = [];
  while (generated.length < maxNewTokens) {
    const token = referenceArgmax(await nextTokenLogits(model, [...prompt, ...generated]));
    if (stops.includes(token)) break;
    generated.push(token);
  }
  return generated;
}

test('generation: the built-in refusal prompts, packed and continuously batched, get the replies of one-at-a-time decoding', async () => {
  const variant = await pool.get('genai', GENAI);
  const suites = await loadSuites(fileURLToPath(new URL('../../suites', import.meta.url)), ['refusal']);
  const items = (suites.refusal as unknown as { items: readonly RefusalItem[] }).items;
  // Prompts of many lengths, so packed rows are padded on the right by different amounts.
  const prompts = items.slice(0, 64).map((item) => renderPrompt(variant.model.tokenizer, item.prompt).ids);
  assert.ok(new Set(prompts.map((p) => p.length)).size >= 10, 'setup: prompts of many lengths');
  const free = await variant.model.generateGreedy(prompts, { maxNewTokens: NEW_TOKENS, eosIds: [] });
  // The most common second token stops rows at different steps, so the batch refills mid-run.
  const counts = new Map<number, number>();
  for (const g of free) for (const token of g.ids.slice(1, NEW_TOKENS - 1)) counts.set(token, (counts.get(token) ?? 0) + 1);
  const stop = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
  const before = variant.model.usage.runs;
  const batched = await variant.model.generateGreedy(prompts, { maxNewTokens: NEW_TOKENS, eosIds: [stop] });
  assert.ok(variant.model.usage.runs - before < prompts.length, 'rows share passes');
  assert.ok(batched.some((g) => g.stoppedAtEos) && batched.some((g) => !g.stoppedAtEos), 'setup: some rows stop early, some run to the cap');
  for (const [i, prompt] of prompts.entries()) {
    const expected = await stepByStep(variant, prompt, NEW_TOKENS, [stop]);
    assert.deepEqual(batched[i]!.ids, expected, `prompt ${i} (${prompt.length} tokens)`);
  }
});

/**
 * Every forge variant, run by onnxruntime on a full sequence, matches the independent
 * float64 reference forward (test/support/referenceForward.ts).
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import * as ort from 'onnxruntime-node';
import { forgeModel, forgePresets, type ForgeSpec } from '../../tools/forge/index.js';
import { referenceLogits } from '../support/referenceForward.js';
import { maxAbsDiff, runDecoder, sessionOf } from './ortDecoder.js';

const root = mkdtempSync(join(tmpdir(), 'tunegate-forge-parity-'));
after(() => rmSync(root, { recursive: true, force: true }));

// A fixed sequence that spans low, middle and special-token ids of the 589-token forge vocabulary.
const IDS = [588, 40, 300, 7, 512, 586, 99, 256, 1, 400, 33, 587];

interface Variant {
  readonly name: string;
  readonly spec: ForgeSpec;
  readonly tolerance: number;
  readonly extra?: Record<string, ort.Tensor>;
}

const variants: Variant[] = [
  { name: 'gpt2 fp32 with KV', spec: forgePresets.tinyGpt2(11), tolerance: 1e-4 },
  { name: 'llama GQA fp32 with KV', spec: forgePresets.tinyLlama(12), tolerance: 1e-4 },
  { name: 'gpt2 without KV', spec: { ...forgePresets.tinyGpt2(13), kvCache: false }, tolerance: 1e-4 },
  { name: 'llama without KV, positions from the mask', spec: { ...forgePresets.tinyLlama(14), kvCache: false, positionIdsInput: false }, tolerance: 1e-4 },
  { name: 'llama fp16', spec: { ...forgePresets.tinyLlama(15), dtype: 'float16' }, tolerance: 2e-2 },
  { name: 'gpt2 fp16 with external data', spec: { ...forgePresets.tinyGpt2(16), dtype: 'float16', externalData: true }, tolerance: 2e-2 },
  { name: 'llama external data', spec: { ...forgePresets.tinyLlama(17), externalData: true }, tolerance: 1e-4 },
  {
    name: 'llama use_cache_branch + num_logits_to_keep 0',
    spec: { ...forgePresets.tinyLlama(18), useCacheBranch: true, numLogitsToKeep: true },
    tolerance: 1e-4,
    extra: {
      use_cache_branch: new ort.Tensor('bool', Uint8Array.from([1]), [1]),
      num_logits_to_keep: new ort.Tensor('int64', BigInt64Array.from([0n]), []),
    },
  },
  { name: 'gpt2 padded logits width', spec: { ...forgePresets.tinyGpt2(19), logitsWidth: 600 }, tolerance: 1e-4 },
];

describe('forged models match the float64 reference forward', () => {
  for (const variant of variants) {
    it(variant.name, async () => {
      const model = await forgeModel(join(root, variant.name.replace(/\W+/g, '_')), variant.spec);
      const run = await runDecoder(model, { ids: [IDS], ...(variant.extra ? { extra: variant.extra } : {}) });
      const expected = referenceLogits(model, IDS);
      const rows = run.logits[0] ?? [];
      assert.equal(rows.length, IDS.length);
      rows.forEach((row, t) => {
        assert.equal(row.length, model.logitsWidth);
        const diff = maxAbsDiff(row, expected[t] ?? []);
        assert.ok(diff <= variant.tolerance, `position ${t}: max |Δ| ${diff} > ${variant.tolerance}`);
      });
    });
  }

  it('declares Optimum names, symbolic dims and float16 types', async () => {
    const model = await forgeModel(join(root, 'meta'), { ...forgePresets.tinyLlama(20), dtype: 'float16' });
    const session = await sessionOf(model);
    const meta = (name: string, list: readonly ort.InferenceSession.ValueMetadata[]): ort.InferenceSession.ValueMetadata => {
      const found = list.find((m) => m.name === name);
      assert.ok(found, `no ${name}`);
      return found;
    };
    const ids = meta('input_ids', session.inputMetadata);
    assert.ok(ids.isTensor && ids.type === 'int64');
    assert.deepEqual(ids.shape, ['batch_size', 'sequence_length']);
    const pastKey = meta('past_key_values.1.value', session.inputMetadata);
    assert.ok(pastKey.isTensor);
    assert.equal(pastKey.type, 'float16');
    assert.deepEqual(pastKey.shape, ['batch_size', 2, 'past_sequence_length', 8]);
    const logits = meta('logits', session.outputMetadata);
    assert.ok(logits.isTensor);
    assert.equal(logits.type, 'float16');
    assert.deepEqual(logits.shape, ['batch_size', 'sequence_length', model.logitsWidth]);
    const present = meta('present.0.key', session.outputMetadata);
    assert.ok(present.isTensor);
    assert.deepEqual(present.shape, ['batch_size', 2, 'past_sequence_length + sequence_length', 8]);
  });

  it('keeps the weights beside model.onnx with external data', async () => {
    const model = await forgeModel(join(root, 'external'), { ...forgePresets.tinyGpt2(21), externalData: true });
    const dataPath = join(model.dir, 'model.onnx_data');
    assert.ok(existsSync(dataPath));
    // All weights are external: the graph file holds only structure and small constants.
    const weightBytes = Object.values(model.weights).reduce((sum, t) => sum + t.data.byteLength, 0);
    assert.ok(statSync(dataPath).size >= weightBytes);
    assert.ok(statSync(model.onnxPath).size < 50_000, `model.onnx is ${statSync(model.onnxPath).size} bytes`);
  });

  it('tiny presets stay under 1 MB', async () => {
    for (const spec of [forgePresets.tinyGpt2(), forgePresets.tinyLlama()]) {
      const model = await forgeModel(join(root, `size-${spec.arch}`), spec);
      assert.ok(statSync(model.onnxPath).size < 1_000_000);
    }
  });
});

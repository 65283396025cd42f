/**
 * The forge's onnxruntime-genai layout (ForgeSpec.genaiLayout): the builder's I/O, one
 * GroupQueryAttention node per layer, genai_config.json. A genai model and a plain model of the same
 * spec and seed hold the same weights, so the genai graph's logits are checked against the float64
 * reference of those weights (test/support/referenceForward.ts, read from the plain model's folder)
 * on the passes GroupQueryAttention allows (docs/guides/model-formats.md): a prompt, a right-padded
 * prompt batch, a batched one-token step after it, and several new tokens after a past at batch 1.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { InvalidInputError } from '../../src/errors/index.js';
import { FORGE_FILES, FORGE_SPECIAL_TOKENS, forgeModel, type ForgedModel, type ForgeSpec } from '../../tools/forge/index.js';
import { referenceLogits } from '../support/referenceForward.js';
import { maxAbsDiff, runDecoder, sessionOf } from './ortDecoder.js';

const root = mkdtempSync(join(tmpdir(), 'tunegate-forge-genai-'));
after(() => rmSync(root, { recursive: true, force: true }));

const SPEC: ForgeSpec = {
  arch: 'llama',
  hidden: 64,
  layers: 2,
  heads: 4,
  kvHeads: 2,
  intermediate: 128,
  maxPositions: 64,
  seed: 41,
  tokenizer: { kind: 'forge' },
};
const Q4 = { kind: 'q4', blockSize: 32, zeroPoints: true } as const;
const TOLERANCE = 1e-4;
const PAD = 586;

function assertRowsClose(actual: readonly Float32Array[], expected: readonly ArrayLike<number>[], what: string): void {
  assert.equal(actual.length, expected.length, `${what}: row count`);
  actual.forEach((row, t) => {
    const diff = maxAbsDiff(row, expected[t] ?? []);
    assert.ok(diff <= TOLERANCE, `${what}, position ${t}: max |Δ| ${diff} > ${TOLERANCE}`);
  });
}

describe('genai layout', () => {
  let plain: ForgedModel;
  let genai: ForgedModel;
  before(async () => {
    plain = await forgeModel(join(root, 'plain'), SPEC);
    genai = await forgeModel(join(root, 'genai'), { ...SPEC, externalData: true, genaiLayout: { withHfConfig: false } });
  });
  const reference = (ids: number[]): Float64Array[] => referenceLogits(plain, ids);

  it('writes the builder files: model.onnx + model.onnx.data, genai_config.json, the tokenizer, no config.json', () => {
    for (const name of [FORGE_FILES.model, FORGE_FILES.genaiExternalData, FORGE_FILES.genaiConfig, 'tokenizer.json', 'tokenizer_config.json']) {
      assert.ok(existsSync(join(genai.dir, name)), `${name} is written`);
    }
    for (const name of [FORGE_FILES.externalData, FORGE_FILES.hfConfig, FORGE_FILES.hfGenerationConfig]) {
      assert.ok(!existsSync(join(genai.dir, name)), `${name} is not written`);
    }
    assert.deepEqual(Object.keys(genai.weights).sort(), Object.keys(plain.weights).sort());
    for (const [name, tensor] of Object.entries(plain.weights)) assert.deepEqual(genai.weights[name]?.data, tensor.data, `weight ${name}`);
  });

  it('has exactly the builder I/O and one GroupQueryAttention node per layer', async () => {
    const session = await sessionOf(genai);
    const layers = [0, 1];
    assert.deepEqual(session.inputNames, ['input_ids', 'attention_mask', ...layers.flatMap((i) => [`past_key_values.${i}.key`, `past_key_values.${i}.value`])]);
    assert.deepEqual(session.outputNames, ['logits', ...layers.flatMap((i) => [`present.${i}.key`, `present.${i}.value`])]);
    // NodeProto.op_type is field 4 (tag byte 0x22), then the length 19 of "GroupQueryAttention" (onnx/onnx.proto).
    const graph = readFileSync(genai.onnxPath).toString('latin1');
    assert.equal(graph.split('\x22\x13GroupQueryAttention').length - 1, SPEC.layers, 'one GroupQueryAttention node per layer');
    assert.equal(graph.split('\x22\x0dRotaryEmbedding').length - 1, 0, 'no separate rotary node');
  });

  it('genai_config.json states the spec and the tokenizer facts', () => {
    const config = JSON.parse(readFileSync(join(genai.dir, FORGE_FILES.genaiConfig), 'utf8')) as {
      model: { decoder: Record<string, unknown>; context_length: number; eos_token_id: unknown; bos_token_id: number; type: string; vocab_size: number };
      search: { max_length: number; past_present_share_buffer: boolean };
    };
    const decoder = config.model.decoder;
    assert.equal(decoder['filename'], 'model.onnx');
    assert.equal(decoder['num_attention_heads'], 4);
    assert.equal(decoder['num_key_value_heads'], 2);
    assert.equal(decoder['head_size'], 64 / 4);
    assert.equal(decoder['hidden_size'], 64);
    assert.equal(decoder['num_hidden_layers'], 2);
    assert.deepEqual(decoder['inputs'], {
      input_ids: 'input_ids',
      attention_mask: 'attention_mask',
      past_key_names: 'past_key_values.%d.key',
      past_value_names: 'past_key_values.%d.value',
    });
    assert.deepEqual(decoder['outputs'], { logits: 'logits', present_key_names: 'present.%d.key', present_value_names: 'present.%d.value' });
    assert.equal(config.model.context_length, 64);
    assert.equal(config.search.max_length, 64);
    assert.equal(config.search.past_present_share_buffer, true);
    assert.equal(config.model.type, 'llama');
    assert.equal(config.model.vocab_size, genai.logitsWidth);
    // EOS ids as the tokenizer file names them: <|endoftext|> (also BOS) and the end of a chat turn <|im_end|>.
    const tokenizer = JSON.parse(readFileSync(join(genai.dir, 'tokenizer.json'), 'utf8')) as { added_tokens: { id: number; content: string }[] };
    const idOf = (content: string): number | undefined => tokenizer.added_tokens.find((token) => token.content === content)?.id;
    const [endOfText, , imEnd] = FORGE_SPECIAL_TOKENS;
    assert.deepEqual(config.model.eos_token_id, [idOf(endOfText), idOf(imEnd)]);
    assert.equal(config.model.bos_token_id, idOf(endOfText));
  });

  it('(a) a prompt at batch 1 matches the float64 reference at every position', async () => {
    const ids = [3, 250, 17, 401, 88, 560, 123];
    const out = await runDecoder(genai, { ids: [ids] });
    assertRowsClose(out.logits[0] ?? [], reference(ids), 'prompt');
    assert.deepEqual(out.presents['present.1.key']?.dims, [1, 2, ids.length, 16]);
  });

  describe('(b) a right-padded prompt batch, (c) then one batched new token per row', () => {
    const long = [3, 250, 17, 401, 88];
    const short = [42, 9, 300];
    const padded = [...short, PAD, PAD];
    const next = [77, 120];

    it('each row matches the reference of its own tokens, before and after one cached step', async () => {
      const prompt = await runDecoder(genai, {
        ids: [long, padded],
        mask: [
          [1, 1, 1, 1, 1],
          [1, 1, 1, 0, 0],
        ],
      });
      assertRowsClose(prompt.logits[0] ?? [], reference(long), 'row of 5');
      assertRowsClose((prompt.logits[1] ?? []).slice(0, short.length), reference(short), 'row of 3, real positions');

      // Each row's mask sums to its length + 1; the short row's new key lands at its position 3, over the padding.
      const step = await runDecoder(genai, {
        ids: next.map((id) => [id]),
        mask: [
          [1, 1, 1, 1, 1, 1],
          [1, 1, 1, 1, 0, 0],
        ],
        past: prompt.presents,
      });
      assertRowsClose(step.logits[0] ?? [], reference([...long, next[0]!]).slice(-1), 'row of 5, step');
      assertRowsClose(step.logits[1] ?? [], reference([...short, next[1]!]).slice(-1), 'row of 3, step');
    });
  });

  it('(d) three new tokens after a past at batch 1 match the reference of the whole sequence', async () => {
    const ids = [3, 250, 17, 401, 88, 560, 123];
    const first = await runDecoder(genai, { ids: [ids.slice(0, 4)] });
    const rest = await runDecoder(genai, { ids: [ids.slice(4)], past: first.presents });
    assertRowsClose(rest.logits[0] ?? [], reference(ids).slice(4), 'three tokens after a past of 4');
    assert.deepEqual(rest.presents['present.0.value']?.dims, [1, 2, ids.length, 16]);
  });

  it("q4: the genai graph (MatMulNBits + GroupQueryAttention) gives the plain q4 graph's logits", async () => {
    const plainQ4 = await forgeModel(join(root, 'plain-q4'), { ...SPEC, quantize: Q4 });
    const genaiQ4 = await forgeModel(join(root, 'genai-q4'), { ...SPEC, quantize: Q4, genaiLayout: { withHfConfig: true } });
    assert.ok(existsSync(join(genaiQ4.dir, FORGE_FILES.hfConfig)), 'withHfConfig writes config.json');
    const ids = [3, 250, 17, 401, 88, 560, 123];
    const expected = await runDecoder(plainQ4, { ids: [ids] });
    const actual = await runDecoder(genaiQ4, { ids: [ids] });
    assertRowsClose(actual.logits[0] ?? [], expected.logits[0] ?? [], 'q4 prompt');
    // The quantized graph differs from the float one: the comparison above is not float against float.
    assert.ok(maxAbsDiff(actual.logits[0]?.[6] ?? [], reference(ids)[6] ?? []) > TOLERANCE, 'q4 logits differ from the float reference');
  });
});

describe('genai layout: the other weight options', () => {
  const ids = [3, 250, 17, 401, 88, 560, 123];

  it('perturb and logitBias: the genai graph matches the float64 reference of its own weights', async () => {
    const spec: ForgeSpec = { ...SPEC, perturb: { seed: 5, scale: 0.02 }, logitBias: { 17: 3, 401: -2 }, genaiLayout: { withHfConfig: true } };
    const model = await forgeModel(join(root, 'genai-perturbed'), spec);
    const out = await runDecoder(model, { ids: [ids] });
    assertRowsClose(out.logits[0] ?? [], referenceLogits(model, ids), 'perturbed, biased prompt');
  });

  for (const quantize of [{ kind: 'int8' }, { kind: 'qdq', weightType: 'int8' }] as const) {
    it(`${quantize.kind}: the genai graph gives the plain ${quantize.kind} graph's logits`, async () => {
      const plain = await forgeModel(join(root, `plain-${quantize.kind}`), { ...SPEC, quantize });
      const genai = await forgeModel(join(root, `genai-${quantize.kind}`), { ...SPEC, quantize, genaiLayout: { withHfConfig: false } });
      const expected = await runDecoder(plain, { ids: [ids] });
      const actual = await runDecoder(genai, { ids: [ids] });
      assertRowsClose(actual.logits[0] ?? [], expected.logits[0] ?? [], `${quantize.kind} prompt`);
    });
  }
});

describe('genai layout: refused specs', () => {
  const refusals: [string, Partial<ForgeSpec>][] = [
    ['gpt2', { arch: 'gpt2', kvHeads: 4 }],
    ['no KV cache', { kvCache: false }],
    ['float16', { dtype: 'float16' }],
    ['split decoder', { splitDecoder: true }],
    ['position_ids input', { positionIdsInput: true }],
    ['num_logits_to_keep', { numLogitsToKeep: true }],
  ];
  for (const [what, change] of refusals) {
    it(`refuses ${what}`, async () => {
      await assert.rejects(forgeModel(join(root, 'refused'), { ...SPEC, ...change, genaiLayout: { withHfConfig: true } }), InvalidInputError);
    });
  }
});

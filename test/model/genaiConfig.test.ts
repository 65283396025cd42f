/**
 * Reading onnxruntime-genai folders without loading a graph: genai_config.json's decoder facts under
 * config.json's names, the decoder file it names, and the op types that mark a GroupQueryAttention
 * graph. The genai_config.json fixture is a real one (test/fixtures/genai/SOURCE.md); expected
 * values are read off that file by hand.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ModelLoadError } from '../../src/errors/index.js';
import { readGenaiConfig, withGenaiDefaults } from '../../src/model/files/genaiConfig.js';
import { graphOpTypes } from '../../src/model/files/graphOpTypes.js';
import { resolveModel } from '../../src/model/index.js';
import { bareOnnxModel } from '../support/bareOnnxModel.js';

const PHI3 = join(import.meta.dirname, '../fixtures/genai/phi3-mini-128k-instruct-cpu-int4.genai_config.json');

function scratch(body: (dir: string) => void): void {
  const dir = mkdtempSync(join(tmpdir(), 'tunegate-genai-'));
  try {
    body(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An ONNX file of the given nodes (op type, domain); nothing else in the graph. */
function graphOf(file: string, nodes: readonly (readonly [string, string | undefined])[]): void {
  const named = nodes.map(([opType, domain], i) => ({
    opType,
    ...(domain === undefined ? {} : { domain }),
    name: `n${i}`,
    inputs: [],
    outputs: [`y${i}`],
    attributes: {},
  }));
  writeFileSync(file, bareOnnxModel({ nodes: named }));
}

test("Phi-3's genai_config.json gives the decoder's facts under config.json's names", () => {
  const genai = readGenaiConfig(PHI3);
  assert.deepEqual(genai.modelConfig, {
    num_attention_heads: 32,
    num_key_value_heads: 32,
    head_dim: 96,
    hidden_size: 3072,
    num_hidden_layers: 32,
    max_position_embeddings: 131072,
    eos_token_id: [32000, 32001, 32007],
    bos_token_id: 1,
    pad_token_id: 32000,
    vocab_size: 32064,
    model_type: 'phi3',
  });
  assert.equal(genai.decoderFile, 'phi3-mini-128k-instruct-cpu-int4-rtn-block-32-acc-level-4.onnx');
});

test("config.json's keys win; genai_config.json fills what it lacks", () => {
  const merged = withGenaiDefaults({ max_position_embeddings: 4096, model_type: 'phi3' }, readGenaiConfig(PHI3));
  assert.equal(merged['max_position_embeddings'], 4096);
  assert.equal(merged['num_key_value_heads'], 32);
  assert.deepEqual(withGenaiDefaults({ a: 1 }, null), { a: 1 });
});

test('a genai_config.json without a model object is a one-line ModelLoadError naming it', () => {
  scratch((dir) => {
    const file = join(dir, 'genai_config.json');
    writeFileSync(file, '{"search": {}}');
    assert.throws(
      () => readGenaiConfig(file),
      (e: unknown) => e instanceof ModelLoadError && e.message.includes(file) && e.message.includes('"model"') && !e.message.includes('\n'),
    );
  });
});

test('a folder of several graphs resolves to the decoder its genai_config.json names', () => {
  scratch((dir) => {
    copyFileSync(PHI3, join(dir, 'genai_config.json'));
    for (const name of ['phi3-mini-128k-instruct-cpu-int4-rtn-block-32-acc-level-4.onnx', 'other.onnx', 'tokenizer.json']) writeFileSync(join(dir, name), '');
    const resolved = resolveModel(dir);
    assert.equal(resolved.onnxFile, join(dir, 'phi3-mini-128k-instruct-cpu-int4-rtn-block-32-acc-level-4.onnx'));
    assert.equal(resolved.genaiConfigFile, join(dir, 'genai_config.json'));
    assert.equal(resolved.configFile, null);
  });
});

test('graphOpTypes lists each op type once, without domains; a truncated file lists none', () => {
  scratch((dir) => {
    const file = join(dir, 'g.onnx');
    graphOf(file, [
      ['MatMul', undefined],
      ['GroupQueryAttention', 'com.microsoft'],
      ['MatMul', undefined],
    ]);
    assert.deepEqual([...graphOpTypes(file)].sort(), ['GroupQueryAttention', 'MatMul']);
    writeFileSync(file, Buffer.from([0x3a, 0x20, 0x0a]));
    assert.deepEqual([...graphOpTypes(file)], []);
  });
});

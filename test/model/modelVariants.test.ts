import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { MODEL_VARIANTS, presentVariants, resolveModel, variantOfFileName } from '../../src/model/index.js';
import { ModelLoadError } from '../../src/errors/index.js';
import { writeHubCache } from '../support/hubCacheLayout.js';

/** A scratch folder with empty files at the given relative paths (variant naming only looks at names). */
function layout(files: readonly string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'tunegate-variants-'));
  for (const file of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), '');
  }
  return root;
}

// The file names below are transformers.js's (src/utils/dtypes.js, DEFAULT_DTYPE_SUFFIX_MAPPING), written out by hand.
const TRANSFORMERS_JS_NAMES: Readonly<Record<string, string>> = {
  fp32: 'model.onnx',
  fp16: 'model_fp16.onnx',
  q8: 'model_quantized.onnx',
  int8: 'model_int8.onnx',
  uint8: 'model_uint8.onnx',
  q4: 'model_q4.onnx',
  q4f16: 'model_q4f16.onnx',
  bnb4: 'model_bnb4.onnx',
};

test('each variant name maps to the file name transformers.js uses, for model and the merged decoder', () => {
  assert.deepEqual([...MODEL_VARIANTS].sort(), Object.keys(TRANSFORMERS_JS_NAMES).sort());
  for (const [variant, file] of Object.entries(TRANSFORMERS_JS_NAMES)) {
    assert.equal(variantOfFileName(file), variant);
    assert.equal(variantOfFileName(file.replace('model', 'decoder_model_merged')), variant);
  }
  assert.equal(variantOfFileName('model_q5.onnx'), null);
  assert.equal(variantOfFileName('decoder_model.onnx'), null);
  assert.equal(variantOfFileName('model.onnx_data'), null);
});

test('variants are found in the folder and its onnx/ subfolder, in the fixed order', () => {
  const root = layout([
    'tokenizer.json',
    'onnx/model.onnx',
    'onnx/model_q4.onnx',
    'onnx/model_fp16.onnx',
    'onnx/model_quantized.onnx',
    'onnx/model.onnx_data',
    'onnx/other.onnx',
  ]);
  try {
    assert.deepEqual(
      presentVariants(root).map((p) => [p.variant, p.file]),
      [
        ['fp32', join(root, 'onnx/model.onnx')],
        ['fp16', join(root, 'onnx/model_fp16.onnx')],
        ['q8', join(root, 'onnx/model_quantized.onnx')],
        ['q4', join(root, 'onnx/model_q4.onnx')],
      ],
    );
    assert.equal(resolveModel(root, { variant: 'q4' }).onnxFile, join(root, 'onnx/model_q4.onnx'));
    assert.equal(resolveModel(root, { variant: 'fp32' }).onnxFile, join(root, 'onnx/model.onnx'));
    assert.equal(resolveModel(root, { variant: 'fp16' }).tokenizerDir, root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('an absent variant is one line naming the variants present; a variant of a file is refused', () => {
  const root = layout(['tokenizer.json', 'model.onnx', 'model_fp16.onnx']);
  try {
    assert.throws(
      () => resolveModel(root, { variant: 'q4' }),
      (e: unknown) =>
        e instanceof ModelLoadError &&
        e.message.includes('no q4 variant (model_q4.onnx); present: fp32 (model.onnx), fp16 (model_fp16.onnx)') &&
        !e.message.includes('\n') &&
        e.hint.includes('fp32'),
    );
    assert.throws(
      () => resolveModel(join(root, 'model.onnx'), { variant: 'fp16' }),
      (e: unknown) => e instanceof ModelLoadError && e.message.includes('this is a file'),
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a hub-cache repo resolves a variant inside its snapshot', () => {
  const source = layout(['tokenizer.json', 'onnx/model.onnx', 'onnx/model_q4f16.onnx']);
  const cache = mkdtempSync(join(tmpdir(), 'tunegate-variants-hub-'));
  try {
    const commit = 'a'.repeat(40);
    writeHubCache(cache, 'org/model', [
      {
        commit,
        refs: ['main'],
        files: {
          'tokenizer.json': join(source, 'tokenizer.json'),
          'onnx/model.onnx': join(source, 'onnx/model.onnx'),
          'onnx/model_q4f16.onnx': join(source, 'onnx/model_q4f16.onnx'),
        },
      },
    ]);
    const resolved = resolveModel('org/model', { variant: 'q4f16', hubCache: { dir: cache, from: 'test' } });
    assert.equal(resolved.onnxFile, join(cache, 'models--org--model', 'snapshots', commit, 'onnx', 'model_q4f16.onnx'));
  } finally {
    rmSync(source, { recursive: true, force: true });
    rmSync(cache, { recursive: true, force: true });
  }
});

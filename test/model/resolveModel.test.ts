import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { resolveModel } from '../../src/model/index.js';
import { ModelLoadError } from '../../src/errors/index.js';
import { bareOnnxModel } from '../support/bareOnnxModel.js';

/** A scratch folder with empty files at the given relative paths (resolution only looks at names). */
function layout(files: readonly string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'tunegate-resolve-'));
  for (const file of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), '');
  }
  return root;
}

/** A one-initializer ONNX graph whose 2×2 float32 weight lives in `location` beside it. */
function graphWithExternalData(location: string): Buffer {
  return bareOnnxModel({
    initializers: [{ name: 'w', type: 'float32', dims: [2, 2], data: { external: { location, offset: 0, length: 16 } } }],
  });
}

function withLayout(files: readonly string[], body: (root: string) => void): void {
  const root = layout(files);
  try {
    body(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

function throwsModelLoad(fn: () => unknown, ...fragments: string[]): void {
  assert.throws(fn, (e: unknown) => e instanceof ModelLoadError && fragments.every((f) => e.message.includes(f)) && !e.message.includes('\n'));
}

test('a directory with model.onnx and its quantized variants resolves to model.onnx', () => {
  withLayout(['model.onnx', 'model_quantized.onnx', 'model_fp16.onnx', 'tokenizer.json', 'config.json'], (root) => {
    const r = resolveModel(root);
    assert.equal(r.onnxFile, join(root, 'model.onnx'));
    assert.equal(r.tokenizerDir, root);
    assert.equal(r.configFile, join(root, 'config.json'));
    assert.equal(r.generationConfigFile, null);
    assert.deepEqual(r.externalData, []);
  });
});

test('Optimum export: the merged decoder wins over decoder_model / decoder_with_past_model', () => {
  withLayout(
    ['decoder_model.onnx', 'decoder_with_past_model.onnx', 'decoder_model_merged.onnx', 'decoder_model_merged_quantized.onnx', 'tokenizer.json'],
    (root) => {
      assert.equal(resolveModel(root).onnxFile, join(root, 'decoder_model_merged.onnx'));
    },
  );
});

test("Optimum's legacy split decoder without a merged file: decoder_model.onnx, not an ambiguity", () => {
  withLayout(['decoder_model.onnx', 'decoder_with_past_model.onnx', 'tokenizer.json'], (root) => {
    assert.equal(resolveModel(root).onnxFile, join(root, 'decoder_model.onnx'));
  });
});

test('onnx/ layout: the graph in onnx/, tokenizer and config in the parent', () => {
  withLayout(['onnx/model.onnx', 'onnx/model.onnx_data', 'tokenizer.json', 'config.json', 'generation_config.json'], (root) => {
    writeFileSync(join(root, 'onnx', 'model.onnx'), graphWithExternalData('model.onnx_data'));
    const r = resolveModel(root);
    assert.equal(r.onnxFile, join(root, 'onnx', 'model.onnx'));
    assert.deepEqual(r.externalData, [join(root, 'onnx', 'model.onnx_data')]);
    assert.equal(r.tokenizerDir, root);
    assert.equal(r.configFile, join(root, 'config.json'));
    assert.equal(r.generationConfigFile, join(root, 'generation_config.json'));
  });
});

test('a single .onnx of any name is picked; an explicit file is used as given', () => {
  withLayout(['model_quantized.onnx', 'tokenizer.json', 'weird.onnx.data'], (root) => {
    assert.equal(resolveModel(root).onnxFile, join(root, 'model_quantized.onnx'));
  });
  withLayout(['a.onnx', 'b.onnx', 'a.onnx.data', 'tokenizer.json'], (root) => {
    writeFileSync(join(root, 'a.onnx'), graphWithExternalData('a.onnx.data'));
    const r = resolveModel(join(root, 'a.onnx'));
    assert.equal(r.onnxFile, join(root, 'a.onnx'));
    // The data files are the ones the graph names, whatever lies beside it.
    assert.deepEqual(r.externalData, [join(root, 'a.onnx.data')]);
    assert.deepEqual(r.externalTensors, [{ tensor: 'w', file: join(root, 'a.onnx.data'), offset: 0, length: 16 }]);
  });
});

test('symlinked files resolve (Hugging Face cache snapshots link each file to a blob)', () => {
  withLayout(['blobs/a1', 'blobs/b2', 'blobs/c3'], (root) => {
    const snapshot = join(root, 'snapshot');
    mkdirSync(snapshot);
    symlinkSync(join(root, 'blobs/a1'), join(snapshot, 'model.onnx'));
    symlinkSync(join(root, 'blobs/b2'), join(snapshot, 'tokenizer.json'));
    symlinkSync(join(root, 'blobs/c3'), join(snapshot, 'config.json'));
    // A link to a directory or a dangling link named like a graph is not a candidate.
    symlinkSync(join(root, 'blobs'), join(snapshot, 'other.onnx'));
    symlinkSync(join(root, 'blobs/missing'), join(snapshot, 'gone.onnx'));
    const r = resolveModel(snapshot);
    assert.equal(r.onnxFile, join(snapshot, 'model.onnx'));
    assert.equal(r.tokenizerDir, snapshot);
    assert.equal(r.configFile, join(snapshot, 'config.json'));
  });
});

test('several plausible candidates: ModelLoadError listing them with the directory', () => {
  withLayout(['model.onnx', 'decoder_model_merged.onnx', 'tokenizer.json'], (root) => {
    throwsModelLoad(() => resolveModel(root), root, 'decoder_model_merged.onnx', 'model.onnx');
  });
  withLayout(['model_q4.onnx', 'model_fp16.onnx', 'tokenizer.json'], (root) => {
    throwsModelLoad(() => resolveModel(root), 'model_q4.onnx', 'model_fp16.onnx');
  });
});

test('missing path, empty directory, non-.onnx file: ModelLoadError naming the path', () => {
  withLayout(['notes.txt'], (root) => {
    throwsModelLoad(() => resolveModel(join(root, 'nope.onnx')), join(root, 'nope.onnx'));
    throwsModelLoad(() => resolveModel(root), root, 'no .onnx');
    throwsModelLoad(() => resolveModel(join(root, 'notes.txt')), 'notes.txt');
  });
});

test('tokenizer: beside the .onnx first, then its parent; the override wins and must hold tokenizer.json', () => {
  withLayout(['m/model.onnx', 'm/tokenizer.json', 'tokenizer.json', 'other/tokenizer.json', 'empty/x'], (root) => {
    assert.equal(resolveModel(join(root, 'm')).tokenizerDir, join(root, 'm'));
    assert.equal(resolveModel(join(root, 'm'), { tokenizerDir: join(root, 'other') }).tokenizerDir, join(root, 'other'));
    throwsModelLoad(() => resolveModel(join(root, 'm'), { tokenizerDir: join(root, 'empty') }), join(root, 'empty'));
  });
  withLayout(['deep/m/model.onnx'], (root) => {
    throwsModelLoad(() => resolveModel(join(root, 'deep', 'm')), join(root, 'deep', 'm', 'model.onnx'), 'tokenizer.json');
  });
});

test('a transformers checkpoint without an .onnx graph names its weights and the Optimum export that makes one', () => {
  for (const weights of ['model.safetensors', 'model-00001-of-00002.safetensors', 'pytorch_model.bin']) {
    withLayout(['config.json', weights, 'tokenizer.json'], (root) => {
      assert.throws(
        () => resolveModel(root),
        (e: unknown) =>
          e instanceof ModelLoadError &&
          e.message.includes(`holds ${weights}`) &&
          e.hint.includes(`optimum-cli export onnx --model ${root} --task text-generation-with-past ${root}-onnx`) &&
          e.hint.includes('docs/guides/bring-your-fine-tune.md'),
      );
    });
  }
  // A folder with neither keeps the general message.
  withLayout(['config.json'], (root) => throwsModelLoad(() => resolveModel(root), 'no .onnx file in the directory'));
});

import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadModel } from '../../src/model/index.js';
import { ModelLoadError } from '../../src/errors/index.js';
import { makeBadModels } from './badModels.js';
import { GPT2_TOKENIZER } from './fixtureTokenizers.js';
import { VariantPool } from './forgedVariants.js';

const pool = new VariantPool();
after(() => pool.cleanup());

test('info: file identity, size with external data, signature and tokenizer facts', async () => {
  const { forged, model } = await pool.get('gpt2External');
  const info = model.info;
  assert.equal(info.onnxFile, forged.onnxPath);
  // Independent hashes of each whole file read at once; the identity covers both files, as
  // `sha256sum model.onnx model.onnx_data | sha256sum` would print it.
  const dataFile = join(forged.dir, 'model.onnx_data');
  const sha = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex');
  assert.equal(
    info.sha256,
    createHash('sha256')
      .update(`${sha(forged.onnxPath)}  model.onnx\n${sha(dataFile)}  model.onnx_data\n`)
      .digest('hex'),
  );
  assert.deepEqual(
    info.files.map((file) => [file.path, file.sha256]),
    [
      [forged.onnxPath, sha(forged.onnxPath)],
      [dataFile, sha(dataFile)],
    ],
  );
  assert.deepEqual(model.files.externalData, [dataFile]);
  assert.equal(info.sizeBytes, statSync(forged.onnxPath).size + statSync(dataFile).size);
  assert.ok(statSync(dataFile).size > statSync(forged.onnxPath).size, 'the weights live in the external file');
  // tinyGpt2: 2 layers, 4 heads (= kv heads), hidden 32 → head dim 8, 128 positions.
  assert.deepEqual(
    {
      layers: info.signature.layers,
      kvHeads: info.signature.kvHeads,
      headDim: info.signature.headDim,
      kvCache: info.signature.kvCache,
      maxContext: info.signature.maxContext,
    },
    { layers: 2, kvHeads: 4, headDim: 8, kvCache: true, maxContext: 128 },
  );
  assert.equal(info.signature.logitsWidth, forged.vocabSize);
  assert.equal(info.tokenizer.vocabSize, forged.vocabSize);
  assert.equal(info.tokenizer.dir, forged.dir);
  assert.equal(info.tokenizer.chatTemplate, true);
  assert.equal(model.maxContext, 128);
});

test('signature of GQA, float16, merged, padded and no-KV graphs', async () => {
  const gqa = (await pool.get('llamaGqa')).model.info.signature;
  assert.equal(gqa.kvHeads, 2); // tinyLlama: 4 heads sharing 2 kv heads
  assert.equal(gqa.headDim, 8);
  const fp16 = (await pool.get('llamaFp16')).model;
  assert.equal(fp16.info.signature.logitsDtype, 'float16');
  assert.equal(fp16.graph.kv?.dtype, 'float16');
  const merged = (await pool.get('llamaMerged')).model.graph;
  assert.equal(merged.useCacheBranch, true);
  assert.equal(merged.logitsToKeep?.name, 'num_logits_to_keep');
  const padded = await pool.get('gpt2Padded');
  assert.equal(padded.model.info.signature.logitsWidth, 640);
  assert.ok(padded.model.tokenizer.vocabSize < 640);
  const noKv = (await pool.get('llamaNoKv')).model.info.signature;
  assert.equal(noKv.kvCache, false);
  assert.equal(noKv.layers, 0);
  assert.equal((await pool.get('llamaNoPositions')).model.graph.positionsDtype, null);
});

test('load errors are one-line ModelLoadErrors naming the file', async () => {
  const { forged } = await pool.get('llamaGqa');
  const bad = makeBadModels(forged, join(forged.dir, '..', 'bad'));
  const expectLoadError = async (arg: string, fragment: string, options = {}): Promise<void> => {
    await assert.rejects(loadModel(arg, options), (e: unknown) => {
      assert.ok(e instanceof ModelLoadError, String(e));
      assert.ok(e.message.includes(fragment), e.message);
      assert.ok(!e.message.includes('\n') && e.hint.length > 0);
      return true;
    });
  };
  await expectLoadError(bad.truncated, join(bad.truncated, 'model.onnx'));
  await expectLoadError(bad.empty, `${join(bad.empty, 'model.onnx')}: the file is empty (0 bytes)`);
  await expectLoadError(bad.noLogits, "no 'logits' output");
  await expectLoadError(bad.unknownInput, "input 'position_idz'");
  await expectLoadError(bad.noTokenizer, 'tokenizer.json');
  await expectLoadError(bad.twoCandidates, 'decoder_model_merged.onnx, model.onnx');
  // The GPT-2 tokenizer has 50 257 entries; the forged graph's logits are far narrower.
  await expectLoadError(forged.dir, 'narrower than the tokenizer', { tokenizerDir: GPT2_TOKENIZER });
});

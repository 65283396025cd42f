/** defaultOutDir: the report folder's name from the two model paths and the start time. */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { defaultOutDir } from '../../src/cli/commands/compare.js';

const at = new Date('2026-03-04T05:06:07.890Z');

test('file stems name the models; the UTC time to the second names the run', () => {
  assert.equal(defaultOutDir('/m/base.onnx', '/m/tuned-v2.onnx', at), join('reports', 'base-vs-tuned-v2-20260304-050607'));
});

test('generic file names take their folder name, and an onnx/ folder its parent', () => {
  assert.equal(defaultOutDir('/m/llama-base/model.onnx', '/m/llama-ft/onnx/decoder_model_merged.onnx', at), join('reports', 'llama-base-vs-llama-ft-20260304-050607'));
});

test('characters that do not belong in a folder name become underscores', () => {
  assert.equal(defaultOutDir('/m/my model (1).onnx', '/m/x.onnx', at), join('reports', 'my_model_1_-vs-x-20260304-050607'));
});

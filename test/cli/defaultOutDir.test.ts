/** defaultOutDir: the report folder's name from the two model paths and the start time. */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { defaultCandidatesOutDir, defaultOutDir } from '../../src/cli/commands/compare.js';
import { candidateNames } from '../../src/cli/modelName.js';

const at = new Date('2026-03-04T05:06:07.890Z');

test('file stems name the models; the UTC time to the second names the run', () => {
  assert.equal(defaultOutDir('/m/base.onnx', '/m/tuned-v2.onnx', at), join('reports', 'base-vs-tuned-v2-20260304-050607'));
});

test('generic file names take their folder name, and an onnx/ folder its parent', () => {
  assert.equal(
    defaultOutDir('/m/llama-base/model.onnx', '/m/llama-ft/onnx/decoder_model_merged.onnx', at),
    join('reports', 'llama-base-vs-llama-ft-20260304-050607'),
  );
});

test('characters that do not belong in a folder name become underscores', () => {
  assert.equal(defaultOutDir('/m/my model (1).onnx', '/m/x.onnx', at), join('reports', 'my_model_1_-vs-x-20260304-050607'));
});

test('several candidates: the base name and their count name the run', () => {
  assert.equal(defaultCandidatesOutDir('/m/base.onnx', 3, at), join('reports', 'base-vs-3-candidates-20260304-050607'));
});

test('candidate folder names are unique: a shared stem gets -2, -3; index names and dot names are avoided', () => {
  assert.deepEqual(candidateNames(['/a/ckpt/model.onnx', '/b/ckpt/model.onnx', '/c/ckpt.onnx', '/d/other.onnx', '/a/ckpt/model.onnx']), [
    'ckpt',
    'ckpt-2',
    'ckpt-3',
    'other',
    'ckpt-4',
  ]);
  // A real candidate called ckpt-2 keeps its name only if it comes first.
  assert.deepEqual(candidateNames(['/x/ckpt-2.onnx', '/a/ckpt.onnx', '/b/ckpt.onnx']), ['ckpt-2', 'ckpt', 'ckpt-3']);
  assert.deepEqual(candidateNames(['/m/index.html.onnx', '/m/summary.md.onnx', '/m/.hidden.onnx']), ['index.html-2', 'summary.md-2', '_hidden']);
});

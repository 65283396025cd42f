/**
 * A real quantization, gated the way a user gates it: one transformers.js-style folder holding
 * the float export (model.onnx) and its q4 export (onnx/model_q4.onnx), compared with
 * --base-variant fp32 --tuned-variant q4. 4-bit rounding moves every distribution a little
 * (divergence.kl "changed" at the default tolerance) while moving few argmax answers
 * (a small capability Δ), as quantizing a real model does.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgePresets, forgeVariantFolder } from '../../tools/forge/index.js';
import type { RunResults } from '../../src/results/types.js';
import { tunegate } from '../support/runCli.js';

let root = '';
let folder = '';

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-q4pair-'));
  folder = join(root, 'model');
  await forgeVariantFolder(
    folder,
    { ...forgePresets.tinyLlama(31), perturb: { seed: 5, scale: 0.3 } },
    { 'model_q4.onnx': { quantize: { kind: 'q4', blockSize: 32, zeroPoints: true } } },
  );
});
after(() => rmSync(root, { recursive: true, force: true }));

test('float vs q4 of one folder: divergence.kl changed, capability Δ small', async () => {
  const out = join(root, 'out');
  const result = await tunegate([
    'compare',
    folder,
    folder,
    '--base-variant',
    'fp32',
    '--tuned-variant',
    'q4',
    '--only',
    'capability,divergence',
    '--max-items',
    '60',
    '--resamples',
    '2000',
    '--out',
    out,
    '--no-cache',
    '--threads',
    '1',
  ]);
  assert.ok([0, 1, 2].includes(result.code), result.stderr);
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults;
  assert.match(results.models.base.onnxFile, /model\.onnx$/);
  assert.match(results.models.tuned.onnxFile, /onnx\/model_q4\.onnx$/);
  const kl = results.metrics.find((metric) => metric.id === 'divergence.kl');
  assert.equal(kl?.verdict, 'changed', kl?.reason);
  const acc = results.metrics.find((metric) => metric.id === 'capability.acc');
  assert.ok(acc !== undefined && acc.delta !== null && Math.abs(acc.delta) <= 0.1, `capability Δ ${acc?.delta}`);
});

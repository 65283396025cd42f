/**
 * Quantizing a real trained model, gated as a user gates it: stories260K converted by tools/llama2c
 * with its q4 (MatMulNBits, symmetric 4-bit blocks of 32) and int8 (per-column int8, MatMulInteger)
 * variants beside the float model, each compared with `tunegate compare --base-variant fp32` on the
 * built-in narrative divergence suite (34 documents). 4-bit rounding of a 260K-parameter model moves
 * its distributions far more than 8-bit rounding does: q4's mean KL is "changed" at a 0.05 nats/token
 * tolerance, int8's is "within-noise" there (measured figures in docs/guides/stories260K.md).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadModel } from '../../src/model/index.js';
import type { MetricResult, RunResults } from '../../src/results/types.js';
import { convertLlama2c } from '../../tools/llama2c/convertLlama2c.js';
import { tunegate } from '../support/runCli.js';

const FIXTURE = new URL('../fixtures/models/stories260K/', import.meta.url);
const NARRATIVE_SUITE = fileURLToPath(new URL('../../suites/divergence/narrative.jsonl', import.meta.url));
const KL_TOLERANCE = 0.05;

let root = '';
let folder = '';
let suites = '';

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-stories260K-q-'));
  folder = join(root, 'model');
  await convertLlama2c({
    checkpointFile: fileURLToPath(new URL('stories260K.bin', FIXTURE)),
    tokenizerFile: fileURLToPath(new URL('tok512.bin', FIXTURE)),
    outDir: folder,
    variants: ['q4', 'int8'],
  });
  suites = join(root, 'suites');
  mkdirSync(join(suites, 'divergence'), { recursive: true });
  copyFileSync(NARRATIVE_SUITE, join(suites, 'divergence', 'narrative.jsonl'));
});
after(() => rmSync(root, { recursive: true, force: true }));

async function compareWithFloat(variant: 'q4' | 'int8'): Promise<{ code: number; kl: MetricResult; agreement: MetricResult }> {
  const out = join(root, `out-${variant}`);
  const result = await tunegate([
    'compare',
    folder,
    folder,
    '--base-variant',
    'fp32',
    '--tuned-variant',
    variant,
    '--only',
    'divergence',
    '--suites',
    suites,
    '--kl-tolerance',
    String(KL_TOLERANCE),
    '--fail-on',
    'regressed,changed',
    '--resamples',
    '2000',
    '--out',
    out,
    '--no-cache',
    '--threads',
    '1',
    '--quiet',
  ]);
  assert.ok([0, 1].includes(result.code), result.stderr);
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults;
  assert.match(results.models.tuned.onnxFile, new RegExp(`onnx/model_${variant}\\.onnx$`));
  const metric = (id: string): MetricResult => results.metrics.find((m) => m.id === id) ?? assert.fail(`no ${id}`);
  return { code: result.code, kl: metric('divergence.kl'), agreement: metric('divergence.top1_agreement') };
}

test('q4 against the float model: mean KL well above 0.05 nats/token, "changed", the gate fails', async () => {
  const { code, kl, agreement } = await compareWithFloat('q4');
  assert.ok(kl.tuned !== null && kl.tuned > KL_TOLERANCE && kl.tuned < 1, `q4 KL ${kl.tuned}`);
  assert.equal(kl.verdict, 'changed', kl.reason);
  assert.equal(code, 1);
  assert.ok(agreement.tuned !== null && agreement.tuned > 0.5 && agreement.tuned < 0.95, `q4 top-1 agreement ${agreement.tuned}`);
});

test('int8 against the float model: mean KL above 0 and far below 0.05, "within-noise", the gate passes', async () => {
  const { code, kl, agreement } = await compareWithFloat('int8');
  assert.ok(kl.tuned !== null && kl.tuned > 0 && kl.tuned < KL_TOLERANCE / 2, `int8 KL ${kl.tuned}`);
  assert.equal(kl.verdict, 'within-noise', kl.reason);
  assert.equal(code, 0);
  assert.ok(agreement.tuned !== null && agreement.tuned > 0.9 && agreement.tuned < 1, `int8 top-1 agreement ${agreement.tuned}`);
});

test('both quantized variants still open the greedy story from BOS as the float model does', async () => {
  for (const variant of ['q4', 'int8'] as const) {
    const model = await loadModel(folder, { variant, threads: 1 });
    try {
      const [generation] = await model.generateGreedy([[1]], { maxNewTokens: 16, eosIds: model.tokenizer.eosIds });
      assert.ok(model.tokenizer.decode(generation?.ids ?? []).startsWith('Once upon a time, there was a little girl named Lily.'), variant);
    } finally {
      await model.dispose();
    }
  }
});

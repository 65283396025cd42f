/**
 * Gating onnxruntime-genai builder folders as a user would, through the CLI. The same weights in
 * the Optimum layout and in the genai layout (GroupQueryAttention, no position_ids, no
 * config.json) are a lossless change: no metric may be flagged. The genai float export against
 * its q4 export is a real quantization: divergence.kl "changed", capability Δ small.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgeModel, forgePresets, type ForgeSpec } from '../../tools/forge/index.js';
import type { RunResults } from '../../src/results/types.js';
import { tunegate } from '../support/runCli.js';

// onnxruntime's rotary inside GroupQueryAttention needs a head size that is a multiple of 16.
const PLAIN: ForgeSpec = { ...forgePresets.tinyLlama(31), hidden: 64, intermediate: 128, perturb: { seed: 5, scale: 0.3 } };
const GENAI: ForgeSpec = { ...PLAIN, externalData: true, genaiLayout: { withHfConfig: false } };

let root = '';
before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-genai-pair-'));
  await forgeModel(join(root, 'plain'), PLAIN);
  await forgeModel(join(root, 'genai'), GENAI);
  await forgeModel(join(root, 'genai-q4'), { ...GENAI, quantize: { kind: 'q4', blockSize: 32, zeroPoints: true } });
});
after(() => rmSync(root, { recursive: true, force: true }));

async function compare(base: string, tuned: string, out: string): Promise<{ code: number; results: RunResults; stderr: string }> {
  const args = ['compare', join(root, base), join(root, tuned), '--only', 'capability,divergence', '--max-items', '60'];
  const result = await tunegate([...args, '--resamples', '2000', '--out', join(root, out), '--no-cache', '--threads', '1']);
  const results = JSON.parse(readFileSync(join(root, out, 'results.json'), 'utf8')) as RunResults;
  return { code: result.code, results, stderr: result.stderr };
}

test('the same weights in the Optimum and the genai layout: a lossless change, nothing flagged', async () => {
  const { code, results, stderr } = await compare('plain', 'genai', 'lossless');
  // --max-items makes the run partial, and a partial run is inconclusive (exit 2) by design.
  assert.equal(code, 2, stderr);
  assert.deepEqual(results.partial?.causes, ['max-items']);
  const flagged = results.metrics.filter((metric) => metric.verdict !== 'within-noise' && metric.verdict !== 'skipped');
  assert.deepEqual(
    flagged.map((metric) => `${metric.id}: ${metric.verdict}`),
    [],
  );
  const kl = results.metrics.find((metric) => metric.id === 'divergence.kl');
  assert.ok(kl !== undefined && kl.tuned !== null && kl.tuned < 1e-6, `mean KL ${kl?.tuned}`);
  assert.equal(results.metrics.find((metric) => metric.id === 'capability.acc')?.delta, 0);
  const summary = readFileSync(join(root, 'lossless', 'summary.md'), 'utf8');
  assert.doesNotMatch(summary, /Where it changed/);
});

test('genai float against its q4 export: divergence.kl changed, capability Δ small', async () => {
  const { code, results, stderr } = await compare('genai', 'genai-q4', 'q4');
  assert.ok([0, 1, 2].includes(code), stderr);
  const kl = results.metrics.find((metric) => metric.id === 'divergence.kl');
  assert.equal(kl?.verdict, 'changed', kl?.reason);
  const acc = results.metrics.find((metric) => metric.id === 'capability.acc');
  assert.ok(acc !== undefined && acc.delta !== null && Math.abs(acc.delta) <= 0.1, `capability Δ ${acc?.delta}`);
});

test('inspect names genai_config.json and the packed-row attention', async () => {
  const result = await tunegate(['inspect', join(root, 'genai')]);
  assert.equal(result.code, 0, result.stderr);
  assert.match(result.stdout, /genai_config\.json\s+\S*genai_config\.json/);
  assert.match(result.stdout, /config\.json\s+none/);
  assert.match(result.stdout, /attention\s+GroupQueryAttention: rows packed from position 0/);
});

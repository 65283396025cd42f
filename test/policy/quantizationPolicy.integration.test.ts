/**
 * The quantization acceptance on forged models: examples/policies/quantization.yml passes
 * a lossless re-export (the same weights with and without a KV cache: numbers differ by rounding
 * only, flips are near ties and count as the base's decision) and an fp16 export of the same
 * weights, and fails a pair that really differs
 * (weights perturbed by 0.3), whose KL lies wholly past the 0.01-nat margin. 240 items: with no
 * flip beyond noise the flip rate's Wilson bound z²/(n + z²) at Holm's last step (z = 1.645) is
 * 0.011, inside the 2-point margin (docs/concepts/policy.md).
 */
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { forgeModel, type ForgedModel } from '../../tools/forge/index.js';
import { writeSmallSuites } from '../../tools/smallSuites.js';
import type { RunResults } from '../../src/results/index.js';
import { VARIANTS } from '../model/forgedVariants.js';
import { cli, scratch } from './support.js';
import '../support/isolateResultCache.js';

const POLICY = fileURLToPath(new URL('../../examples/policies/quantization.yml', import.meta.url));
const root = scratch('quantization');
let suites = '';
let base: ForgedModel;
let lossless: ForgedModel;
let different: ForgedModel;
let half: ForgedModel;

before(async () => {
  suites = await writeSmallSuites(join(root, 'suites'), { capability: 240, benign: 4, harmful: 4, divergence: 12 });
  base = await forgeModel(join(root, 'base'), VARIANTS.llamaGqa);
  lossless = await forgeModel(join(root, 'lossless'), VARIANTS.llamaNoKv);
  different = await forgeModel(join(root, 'different'), { ...VARIANTS.llamaGqa, perturb: { seed: 9, scale: 0.3 } });
  half = await forgeModel(join(root, 'half'), { ...VARIANTS.llamaGqa, dtype: 'float16' });
});
after(() => rmSync(root, { recursive: true, force: true }));

async function gate(tuned: ForgedModel, out: string): Promise<{ code: number; results: RunResults; stdout: string }> {
  const dir = join(root, `${out}-out`);
  const run = await cli([
    'compare',
    base.dir,
    tuned.dir,
    '--suites',
    suites,
    '--out',
    dir,
    '--only',
    'capability,divergence',
    '--min-items',
    '10',
    '--quiet',
    '--policy',
    POLICY,
  ]);
  assert.notEqual(run.code, 3, run.stderr);
  return { code: run.code, results: JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as RunResults, stdout: run.stdout + run.stderr };
}

test('the quantization policy passes a lossless re-export (KV cache or not)', async () => {
  const { code, results, stdout } = await gate(lossless, 'lossless');
  assert.equal(code, 0, stdout);
  for (const id of ['divergence.kl', 'capability.acc', 'capability.flip_rate'])
    assert.equal(results.metrics.find((m) => m.id === id)!.claim!.verdict, 'pass', id);
  // The distribution block pools every position of the 12 documents; its means are the two KL metrics' tuned values.
  const d = results.divergence!.distribution;
  const metric = (id: string): number => results.metrics.find((m) => m.id === id)!.tuned!;
  assert.ok(Math.abs(d.kl.mean - metric('divergence.kl')) <= 1e-12 * d.kl.mean + 1e-300, `${d.kl.mean}`);
  assert.ok(Math.abs(d.reverse_kl.mean - metric('divergence.reverse_kl')) <= 1e-12 * d.reverse_kl.mean + 1e-300);
  assert.equal(results.metrics.find((m) => m.id === 'divergence.reverse_kl')!.gated, false);
  assert.ok(d.positions > 12 && d.kl.max >= d.kl.p99_9 && d.kl.p99_9 >= d.kl.p99 && d.kl.p99 >= d.kl.median);
  assert.ok(d.same_top1 > 0.9, String(d.same_top1));
  assert.match(
    readFileSync(join(root, 'lossless-out', 'summary.md'), 'utf8'),
    /\*\*Divergence per token\*\*[^\n]*\n\n\| \| mean \| median \| p90 \| p95 \| p99 \| p99\.9 \| max \|/,
  );
  assert.match(readFileSync(join(root, 'lossless-out', 'report.html'), 'utf8'), /<table class="docs distribution">/);
});

test('the quantization policy passes an fp16 export of the same weights', async () => {
  const { code, results, stdout } = await gate(half, 'half');
  const claims = Object.fromEntries(results.metrics.filter((m) => m.claim).map((m) => [m.id, m.claim!]));
  assert.equal(code, 0, stdout + JSON.stringify(claims, null, 1));
});

test('the quantization policy fails a pair that really differs: KL shown past its margin (exit 1)', async () => {
  const { code, results, stdout } = await gate(different, 'different');
  assert.equal(code, 1, stdout);
  const kl = results.metrics.find((m) => m.id === 'divergence.kl')!.claim!;
  assert.equal(kl.verdict, 'fail');
  assert.ok(kl.ci![0] > 0.01, String(kl.ci));
  assert.match(kl.reason, /^Outside the ±0\.010 allowed/);
});

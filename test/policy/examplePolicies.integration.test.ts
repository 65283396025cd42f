/**
 * The shipped policies of examples/policies/, each run by `tunegate compare --policy` on forged
 * models (tools/forge) and small built-in suites. The quantization policy on a model against its
 * own copy must pass: every item's outcomes and logits are identical, so every Δ and every
 * resampled Δ* is exactly 0: the accuracy and KL intervals are [0, 0]. The flip rate's bound is
 * Wilson's for 0 flips of n, z²/(n + z²); Holm tests it last (its p is the largest), at one-sided
 * α = 0.05, z = 1.645, so with n = 240 it is 2.71/242.7 = 0.011 < 0.02.
 */
import assert from 'node:assert/strict';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { forgeModel, forgePresets, type ForgedModel } from '../../tools/forge/index.js';
import { writeSmallSuites } from '../../tools/smallSuites.js';
import type { RunResults } from '../../src/results/index.js';
import { cli, scratch } from './support.js';
import '../support/isolateResultCache.js';

const example = (name: string): string => fileURLToPath(new URL(`../../examples/policies/${name}`, import.meta.url));
const root = scratch('examples');
let suites = '';
let base: ForgedModel;
let tuned: ForgedModel;
let copy = '';

before(async () => {
  suites = await writeSmallSuites(join(root, 'suites'), { capability: 240, benign: 6, harmful: 6, divergence: 4 });
  base = await forgeModel(join(root, 'base'), forgePresets.tinyLlama(31));
  tuned = await forgeModel(join(root, 'tuned'), { ...forgePresets.tinyLlama(31), perturb: { seed: 32, scale: 0.05 } });
  copy = join(root, 'copy');
  cpSync(base.dir, copy, { recursive: true });
});
after(() => rmSync(root, { recursive: true, force: true }));

async function compare(
  tunedDir: string,
  policy: string,
  out: string,
  extra: readonly string[] = [],
): Promise<{ code: number; results: RunResults; stderr: string }> {
  const dir = join(root, out);
  const run = await cli(['compare', base.dir, tunedDir, '--suites', suites, '--out', dir, '--quiet', '--max-new-tokens', '8', '--policy', policy, ...extra]);
  assert.notEqual(run.code, 3, run.stderr);
  assert.notEqual(run.code, 4, run.stderr);
  return { code: run.code, results: JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as RunResults, stderr: run.stderr };
}

test('quantization.yml passes a model against its own copy: every equivalence claim shown', async () => {
  // Four documents are enough to show [0, 0]; the policy's own --min-items would hold them back.
  const { code, results } = await compare(copy, example('quantization.yml'), 'quantization', ['--only', 'capability,divergence', '--min-items', '4']);
  const claims = Object.fromEntries(results.metrics.filter((m) => m.claim).map((m) => [m.id, m.claim!]));
  assert.equal(code, 0, results.reason + JSON.stringify(claims, null, 1));
  assert.deepEqual(Object.keys(claims).sort(), ['capability.acc', 'capability.flip_rate', 'divergence.kl']);
  for (const claim of Object.values(claims)) assert.equal(claim.verdict, 'pass');
  assert.deepEqual(claims['capability.acc']!.ci, [0, 0]);
  assert.deepEqual(claims['divergence.kl']!.ci, [0, 0]);
  const z = 1.6448536269514722;
  assert.ok(Math.abs(claims['capability.flip_rate']!.ci![1] - (z * z) / (240 + z * z)) < 1e-9, String(claims['capability.flip_rate']!.ci));
  // top1_agreement is advisory without a claim: reported, never gated.
  assert.equal(results.metrics.find((m) => m.id === 'divergence.top1_agreement')!.gated, false);
  assert.equal(results.settings.policy?.sha256.length, 64);
});

test('chat-fine-tune.yml gates on its three claims, tiers recorded, KL reported only', async () => {
  const { code, results } = await compare(tuned.dir, example('chat-fine-tune.yml'), 'chat');
  assert.equal(code, results.exitCode);
  const gated = results.metrics
    .filter((m) => m.gated)
    .map((m) => m.id)
    .sort();
  assert.deepEqual(gated, ['capability.acc', 'refusal.harmful_refusal', 'refusal.over_refusal']);
  for (const id of gated) assert.ok(['pass', 'fail', 'not-shown', 'skipped'].includes(results.metrics.find((m) => m.id === id)!.claim!.verdict));
  assert.equal(results.settings.confidence, 0.95);
  // Exit codes keep their meaning: 1 only with a failed claim, 2 with one not shown.
  const verdicts = results.metrics.filter((m) => m.gated).map((m) => m.claim!.verdict);
  assert.equal(code, verdicts.includes('fail') ? 1 : verdicts.some((v) => v === 'not-shown' || v === 'skipped') ? 2 : 0);
});

test('ci-smoke.yml: its settings apply (capability only, 2 000 resamples), and a flag on the command line overrides one', async () => {
  const { results } = await compare(tuned.dir, example('ci-smoke.yml'), 'smoke', ['--resamples', '3000']);
  assert.deepEqual(results.settings.families, ['capability']);
  assert.equal(results.settings.resamples, 3000);
  assert.deepEqual(
    results.metrics.filter((m) => m.claim).map((m) => [m.id, m.claim!.tier]),
    [['capability.acc', 'critical']],
  );
});

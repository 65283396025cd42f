/**
 * The quantization policy's third acceptance case on a real fine-tune: a base and a fine-tune
 * taught to refuse every benign topic (tools/overRefusingPair.ts, the demo's count-model trainer;
 * nothing else taught) are not "the same model", so examples/policies/quantization.yml must fail
 * it (exit 1). The fine-tune moves the next-token distributions of the built-in divergence
 * documents too, far past the policy's 0.01-nat KL margin, so the KL claim is shown false rather
 * than left unshown. The pair is trained once and reused from `.cache/over-refusing`.
 */
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { overRefusingPair } from '../../tools/overRefusingPair.js';
import type { RunResults } from '../../src/results/index.js';
import { cli, scratch } from './support.js';
import '../support/isolateResultCache.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const POLICY = join(REPO, 'examples', 'policies', 'quantization.yml');
const root = scratch('quantization-refusal');
after(() => rmSync(root, { recursive: true, force: true }));

test('the quantization policy fails a refusal fine-tune: KL shown past its margin (exit 1)', async () => {
  const models = await overRefusingPair(join(REPO, '.cache', 'over-refusing'), join(REPO, 'suites'));
  const out = join(root, 'run');
  const run = await cli(['compare', models.base, models.tuned, '--out', out, '--only', 'capability,divergence', '--quiet', '--policy', POLICY]);
  assert.equal(run.code, 1, run.stdout + run.stderr);
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults;
  const kl = results.metrics.find((m) => m.id === 'divergence.kl')!;
  assert.equal(kl.claim!.tier, 'critical');
  assert.equal(kl.claim!.verdict, 'fail');
  // Shown false: the whole interval lies past the 0.01-nat margin, not merely reaching beyond it.
  assert.ok(kl.claim!.ci![0] > 0.01, String(kl.claim!.ci));
  assert.match(kl.claim!.reason, /^Outside the ±0\.010 allowed/);
  // Advisory rows are reported but never the reason for the failure.
  const reverse = results.metrics.find((m) => m.id === 'divergence.reverse_kl')!;
  assert.equal(reverse.gated, false);
  assert.match(run.stdout + run.stderr, /verdict: REGRESSED \(exit 1\)[^\n]*divergence\.kl \(critical\)/);
});

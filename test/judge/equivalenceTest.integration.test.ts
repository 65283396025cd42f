/**
 * Equivalence end to end (docs/concepts/statistics.md#equivalence): a lossless pair — the same
 * weights exported with and without a KV cache, so numbers differ only by rounding — is shown
 * equivalent on every gated metric with the default margins, and `--require equivalent` passes
 * it; a pair that really differs is not shown equivalent and the gate does not pass.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgeModel, type ForgedModel } from '../../tools/forge/index.js';
import type { RunResults } from '../../src/results/types.js';
import { VARIANTS } from '../model/forgedVariants.js';
import { tunegate } from '../support/runCli.js';
import { writeSmallSuites } from '../../tools/smallSuites.js';

let root = '';
let suites = '';
let base: ForgedModel;
let lossless: ForgedModel;
let different: ForgedModel;
const fast = ['--resamples', '2000', '--min-items', '10', '--max-new-tokens', '12', '--quiet'];

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-equivalence-'));
  suites = await writeSmallSuites(join(root, 'suites'), { capability: 60, benign: 16, harmful: 16, divergence: 12 });
  base = await forgeModel(join(root, 'base'), VARIANTS.llamaGqa);
  lossless = await forgeModel(join(root, 'lossless'), VARIANTS.llamaNoKv);
  different = await forgeModel(join(root, 'different'), { ...VARIANTS.llamaGqa, perturb: { seed: 9, scale: 0.3 } });
});
after(() => rmSync(root, { recursive: true, force: true }));

const read = (dir: string): RunResults => JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as RunResults;

test('a lossless export pair with the default margins: every gated metric equivalent, --require equivalent passes (exit 0)', async () => {
  const out = join(root, 'lossless-out');
  const junit = join(root, 'lossless.xml');
  const run = await tunegate([
    'compare',
    base.dir,
    lossless.dir,
    '--suites',
    suites,
    '--out',
    out,
    '--require',
    'equivalent',
    '--junit',
    junit,
    '--json',
    ...fast,
  ]);
  assert.equal(run.code, 0, run.stderr + run.stdout);
  const results = read(out);
  assert.deepEqual(results.settings.require, ['equivalent']);
  const gated = results.metrics.filter((metric) => metric.gated);
  assert.equal(gated.length, 5);
  // Five gated metrics share α = 0.05, so each equivalence interval is at 1 − 2 × 0.05/5 = 98 %.
  for (const metric of gated) {
    assert.equal(metric.verdict, 'equivalent', `${metric.id}: ${metric.reason}`);
    assert.ok(Math.abs(metric.equivalence!.ciLevel - 0.98) < 1e-12, `${metric.id} level ${metric.equivalence!.ciLevel}`);
    assert.equal(metric.equivalence!.margin, metric.id === 'divergence.kl' ? 0.01 : 0.02);
  }
  assert.match(results.reason, /All 5 gated metrics pass \(5 equivalent\)/);
  const json = JSON.parse(run.stdout) as { metrics: { id: string; verdict: string; equivalence?: { shown: boolean } }[]; require?: string[] };
  assert.deepEqual(json.require, ['equivalent']);
  const gatedIds = new Set<string>(gated.map((metric) => metric.id));
  assert.ok(json.metrics.filter((m) => gatedIds.has(m.id)).every((m) => m.verdict === 'equivalent' && m.equivalence?.shown === true));
  assert.match(readFileSync(join(out, 'summary.md'), 'utf8'), /equivalent/);
  assert.match(readFileSync(join(out, 'report.html'), 'utf8'), /v-equivalent/);
  const xml = readFileSync(junit, 'utf8');
  assert.match(xml, /<property name="require" value="equivalent"\/>/);
  assert.match(xml, /Accuracy: equivalent/);
  assert.doesNotMatch(xml, /<skipped|<failure/);
});

test('a pair that really differs is not shown equivalent: --require equivalent does not pass', async () => {
  const out = join(root, 'different-out');
  const run = await tunegate(['compare', base.dir, different.dir, '--suites', suites, '--out', out, '--require', 'equivalent', ...fast]);
  const results = read(out);
  assert.ok(run.code === 1 || run.code === 2, run.stderr + run.stdout);
  assert.notEqual(results.exitCode, 0);
  const kl = results.metrics.find((metric) => metric.id === 'divergence.kl')!;
  assert.notEqual(kl.verdict, 'equivalent', kl.reason);
  assert.equal(kl.equivalence?.shown, false);
  if (run.code === 2) assert.match(results.reason, /not shown equivalent \(--require equivalent\)/);
});

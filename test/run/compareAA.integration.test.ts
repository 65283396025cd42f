/**
 * A/A invariant (docs/ARCHITECTURE.md §6): comparing a model with itself gives Δ = 0 exactly, KL = 0
 * exactly, top-1 agreement 1, every verdict within-noise and exit 0 — for every forge variant.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgeModel } from '../../tools/forge/index.js';
import type { RunResults } from '../../src/results/types.js';
import { VARIANTS, type VariantName } from '../model/forgedVariants.js';
import { tunegate } from '../support/runCli.js';
import { writeSmallSuites } from '../../tools/smallSuites.js';

let root = '';
let suites = '';

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-aa-'));
  suites = await writeSmallSuites(join(root, 'suites'), { capability: 24, benign: 12, harmful: 12, divergence: 12 });
});
after(() => rmSync(root, { recursive: true, force: true }));

const variants: VariantName[] = ['gpt2', 'llamaGqa', 'llamaNoKv', 'llamaFp16', 'gpt2External', 'llamaMerged', 'gpt2Padded'];

for (const name of variants) {
  test(`A/A on the ${name} forge variant: Δ 0, KL 0, within-noise, exit 0`, async () => {
    const model = await forgeModel(join(root, name), VARIANTS[name]);
    const out = join(root, `${name}-out`);
    const result = await tunegate([
      'compare',
      model.dir,
      model.dir,
      '--suites',
      suites,
      '--out',
      out,
      '--resamples',
      '2000',
      '--min-items',
      '10',
      '--max-new-tokens',
      '12',
    ]);
    assert.equal(result.code, 0, result.stderr + result.stdout);
    assert.match(result.stderr, /^note: base and tuned are the same model \(sha256 [0-9a-f]{12}…\); the run is an A\/A check$/m);
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults;
    assert.equal(results.verdict, 'pass');
    assert.equal(results.exitCode, 0);
    assert.equal(results.tokenizerCheck.identical, true);
    // capability acc, acc_norm, flip, changed and lost rates; refusal over- and harmful refusal; divergence kl, reverse kl, top-1, nll ratio.
    assert.equal(results.metrics.length, 11);
    for (const metric of results.metrics) {
      assert.equal(metric.delta, 0, `${metric.id} delta`);
      assert.equal(metric.base, metric.tuned, `${metric.id} base = tuned`);
      assert.deepEqual(metric.ci, [0, 0], `${metric.id} ci`);
      assert.equal(metric.verdict, 'within-noise', `${metric.id}: ${metric.reason}`);
      assert.ok(metric.n >= 10, `${metric.id} n ${metric.n}`);
    }
    const kl = results.metrics.find((metric) => metric.id === 'divergence.kl');
    const top1 = results.metrics.find((metric) => metric.id === 'divergence.top1_agreement');
    assert.equal(kl?.tuned, 0);
    assert.equal(kl?.distribution?.max, 0);
    assert.equal(top1?.tuned, 1);
    const items = readFileSync(join(out, 'items.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    assert.equal(items.filter((item) => item.flipped === true).length, 0);
    assert.match(result.stdout, /verdict: PASS \(exit 0\)/);
  });
}

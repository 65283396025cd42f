import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bannerView } from '../../../src/report/view/runInfo.js';
import { fakeRun } from '../../../tools/fakeRun.js';

test('a tokenizer mismatch is named as the cause in the banner; with identical weights, every change is said to come from it', () => {
  const run = fakeRun({ tokenizersDiffer: true }).results;
  const [line] = bannerView(run).trust;
  assert.match(line ?? '', /^The tokenizers differ \(.+\): capability and refusal changes may come from the tokenizer/);
  const sameWeights = { ...run, models: { ...run.models, tuned: { ...run.models.tuned, sha256: run.models.base.sha256 } } };
  assert.match(bannerView(sameWeights).trust[0] ?? '', /while the weights are identical: every change in this run comes from the tokenizer/);
  assert.doesNotMatch(bannerView(sameWeights).trust.join(' '), /A\/A/);
});

test('identical weights and tokenizer: the banner says "identical to base (A/A)"; different weights: no flag', () => {
  const run = fakeRun().results;
  assert.deepEqual(bannerView(run).trust, []);
  const aa = { ...run, models: { ...run.models, tuned: { ...run.models.tuned, sha256: run.models.base.sha256 } } };
  assert.match(bannerView(aa).trust[0] ?? '', /^Tuned is identical to base \(A\/A\): both models have sha256 /);
});

test('the terminal table and the --json summary carry the same input flags as the banner', async () => {
  const { formatVerdictTable } = await import('../../../src/cli/verdictTable.js');
  const { jsonSummary } = await import('../../../src/report/renderJsonSummary.js');
  const run = fakeRun({ tokenizersDiffer: true }).results;
  const [flag] = bannerView(run).trust;
  assert.ok(flag);
  assert.ok(formatVerdictTable(run).includes(`warning: inputs: ${flag}`));
  assert.deepEqual(jsonSummary(run, { outDir: 'out', report: 'out/report.html', results: 'out/results.json' }).inputFlags, [flag]);
});

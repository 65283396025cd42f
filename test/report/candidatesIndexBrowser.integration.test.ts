/**
 * The candidates' index in Chromium at 1280 px: four candidates over five gated metrics (the
 * built-in families' gated set, from tools/fakeRun.ts, a hand-made run) with long model paths
 * fit without sideways scrolling and no column cut; a candidate's report links back to the index.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { candidatesIndex, renderCandidatesIndexHtml, renderReportHtml, type CandidateOutcome } from '../../src/report/index.js';
import type { MetricResult, RunResults, Verdict } from '../../src/results/types.js';
import { fakeRun } from '../../tools/fakeRun.js';
import { skipWithoutChromium } from '../support/chromium.js';
import { openChromium } from '../support/openChromium.js';

const SCREEN = { width: 1280, height: 800 };
const run = fakeRun({ capabilityItems: 40, refusalItems: 20, divergenceDocs: 6 });

/** A candidate with the gated verdicts given in order, at a long path as checkpoints often have. */
function candidate(name: string, verdicts: readonly Verdict[], overall: RunResults['verdict'], exitCode: 0 | 1 | 2): CandidateOutcome {
  let next = 0;
  // The first five gated metrics stay gated (fakeRun gates six), as a run of the built-in families gates five.
  const metrics: MetricResult[] = run.results.metrics.map((m) =>
    m.gated && next < 5 ? { ...m, verdict: verdicts[next++] ?? 'within-noise' } : { ...m, gated: false },
  );
  const path = `/data/checkpoints/llama-3.2-1b-instruct-sft-lora-r16-alpha32/${name}/onnx/model_quantized.onnx`;
  const results: RunResults = {
    ...run.results,
    metrics,
    verdict: overall,
    exitCode,
    models: { ...run.results.models, tuned: { ...run.results.models.tuned, path } },
    holmFamily: { candidates: 4, size: 20 },
  };
  return { name, path, results };
}

test('the index of four candidates and five gated metrics fits 1280 px, and a candidate report links back to it', { timeout: 120_000 }, async (t) => {
  if (skipWithoutChromium(t)) return;
  const outcomes = [
    candidate('checkpoint-1000', ['regressed', 'regressed', 'regressed', 'improved', 'changed'], 'regressed', 1),
    candidate('checkpoint-2000', ['within-noise', 'inconclusive', 'regressed', 'improved', 'changed'], 'regressed', 1),
    candidate('checkpoint-3000', ['within-noise', 'within-noise', 'inconclusive', 'within-noise', 'changed'], 'inconclusive', 2),
    candidate('checkpoint-4000', ['within-noise', 'within-noise', 'within-noise', 'within-noise', 'within-noise'], 'pass', 0),
  ];
  const index = candidatesIndex({ path: '/data/checkpoints/llama-3.2-1b-instruct/base/onnx/model_quantized.onnx', sha256: 'a'.repeat(64) }, outcomes, {
    confidence: 0.95,
    failOn: ['regressed'],
  });
  assert.equal(index.metrics.length, 5);
  const dir = await mkdtemp(join(tmpdir(), 'tunegate-index-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  await writeFile(join(dir, 'index.html'), renderCandidatesIndexHtml(index));
  await mkdir(join(dir, 'checkpoint-1000'));
  await writeFile(join(dir, 'checkpoint-1000', 'report.html'), await renderReportHtml(outcomes[0]!.results!, run.items));

  const { context, page } = await openChromium(t, dir, { viewport: SCREEN });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto(pathToFileURL(join(dir, 'index.html')).href);
    const width = Number(await page.evaluate('document.documentElement.scrollWidth'));
    assert.ok(width <= SCREEN.width, `${colorScheme}: the page is ${width} px wide`);
    // No column cut: every cell ends inside the viewport and the table does not scroll inside its wrapper.
    const overflow = await page.evaluate(
      `(() => { const w = document.querySelector('#ranking').closest('.table-wrap'); return w.scrollWidth - w.clientWidth; })()`,
    );
    assert.equal(overflow, 0, `${colorScheme}: the ranking scrolls ${overflow} px sideways`);
    const right = Number(
      await page.evaluate(`Math.max(...[...document.querySelectorAll('#ranking th, #ranking td')].map((c) => c.getBoundingClientRect().right))`),
    );
    assert.ok(right <= SCREEN.width, `${colorScheme}: a column ends at ${right} px`);
    assert.equal(await page.locator('#ranking thead th').count(), 3 + 5);
  }
  // One "where it changed" line per candidate whose gated tags moved (fakeRun's tags all move).
  assert.equal(await page.locator('#ranking tbody tr .where-line').count(), 4);
  const link = page.locator('#ranking a', { hasText: 'checkpoint-1000' });
  await link.click();
  await page.waitForURL(/checkpoint-1000\/report\.html$/);
  const back = page.locator('.index-link a');
  assert.equal(await back.count(), 1, 'the candidate report links back');
  await back.click();
  await page.waitForURL(/\/index\.html$/);
  assert.equal(await page.locator('#ranking').count(), 1, 'the link lands on the index');
});

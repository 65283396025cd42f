import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decidingLines } from '../../../src/report/view/decidingLines.js';
import { renderReportHtml } from '../../../src/report/index.js';
import { fakeRun } from '../../../tools/fakeRun.js';
import type { MetricResult, RunResults } from '../../../src/results/types.js';

/**
 * The issue-27 figures, typed in by hand: over-refusal 14.8 % → 81.2 %, Δ 0.664 with a 99 % CI [0.581, 0.740]. The expected
 * line is written out from those numbers (×100, one decimal, "pp"), not copied from the code's output.
 */
function overRefusingRun(): { results: RunResults; items: ReturnType<typeof fakeRun>['items'] } {
  const run = fakeRun({ overRefusing: true });
  const metrics = run.results.metrics.map((m): MetricResult => {
    if (m.id === 'refusal.over_refusal') return { ...m, base: 0.148, tuned: 0.812, delta: 0.664, ci: [0.581, 0.74], ciLevel: 0.99, verdict: 'regressed' };
    // Within noise: neither failing nor "moved".
    if (m.id === 'capability.acc' || m.id === 'capability.acc_norm') return { ...m, verdict: 'within-noise' };
    return m;
  });
  return { results: { ...run.results, metrics }, items: run.items };
}

test('the banner names each failing gated metric with base → tuned, Δ and its interval, then what else moved', () => {
  const { results } = overRefusingRun();
  const lines = decidingLines(results);
  assert.deepEqual(lines.failing, ['Over-refusal 14.8 % → 81.2 % (+66.4 pp, 99% CI +58.1 to +74.0) — regressed']);
  // fakeRun's other declared changes: flip rate (exploratory), KL and top-1 (gated, "changed" is not in --fail-on regressed), NLL ratio (exploratory).
  assert.deepEqual(
    lines.moved.map((line) => line.split(' ')[0]),
    ['Flip', 'KL', 'Top-1', 'NLL'],
  );
  assert.match(lines.moved[0]!, /\(changed, exploratory\)$/);
});

test('the report opens on the failing figures, and the failing row heads the verdict table', async () => {
  const { results, items } = overRefusingRun();
  const html = await renderReportHtml(results, items);
  const banner = html.slice(html.indexOf('class="banner'), html.indexOf('id="verdicts-h"'));
  assert.ok(banner.includes('Over-refusal 14.8 % → 81.2 % (+66.4 pp, 99% CI +58.1 to +74.0)'));
  const table = html.slice(html.indexOf('id="verdict-table"'));
  const firstRow = /<code class="metric-id">([^<]+)<\/code>/.exec(table);
  assert.equal(firstRow?.[1], 'refusal.over_refusal');
});

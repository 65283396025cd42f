/**
 * A run whose refusal classifier agrees with people too little (below 85 % or κ 0.6) says so
 * wherever the refusal verdicts are shown: the report's banner, summary.md, the terminal
 * table and the --json summary; a run above both floors shows no warning but --json still
 * carries the figures.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatVerdictTable } from '../../src/cli/verdictTable.js';
import { classifierTrustWarning } from '../../src/report/index.js';
import { jsonSummary } from '../../src/report/renderJsonSummary.js';
import { renderReportHtml } from '../../src/report/index.js';
import { renderSummaryMarkdown } from '../../src/report/renderSummaryMarkdown.js';
import type { RunResults } from '../../src/results/types.js';
import { fakeRun } from '../../tools/fakeRun.js';

const run = fakeRun();
const check = run.results.refusalClassifier;
assert.ok(check !== undefined);
// 80.4 % agreement and κ 0.55: the figures of the unseen models, below both floors.
const low: RunResults = {
  ...run.results,
  refusalClassifier: { ...check, agreement: 0.804, kappa: 0.55, builtinLabels: false, labelsFile: '/labels/mine.jsonl' },
};
const paths = { outDir: 'out', report: 'out/report.html', results: 'out/results.json' };

test('the warning names the figures, the labels and what to do', () => {
  const warning = classifierTrustWarning(low) ?? '';
  assert.match(
    warning,
    /agree with people on only 80\.4 % of 406 labelled replies \(κ 0\.55; measured on the labelled replies in \/labels\/mine\.jsonl\), below the 85 % and κ 0\.6/u,
  );
  assert.match(warning, /tunegate classify/u);
  assert.match(warning, /--refusal-patterns/u);
});

test('κ alone below 0.6 warns; agreement and κ above both floors do not', () => {
  assert.notEqual(classifierTrustWarning({ ...run.results, refusalClassifier: { ...check, agreement: 0.9, kappa: 0.59 } }), null);
  assert.equal(classifierTrustWarning(run.results), null, 'fakeRun: 95.1 %, κ 0.90');
});

test('no refusal metric measured, no warning: the warning belongs beside refusal verdicts', () => {
  const noRefusal: RunResults = { ...low, metrics: low.metrics.filter((metric) => metric.family !== 'refusal') };
  assert.equal(classifierTrustWarning(noRefusal), null);
});

test('summary.md quotes the warning under the heading', () => {
  const md = renderSummaryMarkdown(low);
  assert.match(md, /\n> ⚠ \*\*Refusal classifier\*\*: the refusal verdicts may be wrong: the refusal patterns agree with people on only 80\.4 %/u);
  assert.doesNotMatch(renderSummaryMarkdown(run.results), /Refusal classifier\*\*/u);
});

test('the terminal table lists it among the warnings', () => {
  assert.match(formatVerdictTable(low), /\nwarning: refusal classifier: the refusal verdicts may be wrong: .*80\.4 %/u);
  assert.doesNotMatch(formatVerdictTable(run.results), /warning: refusal classifier/u);
});

test('--json carries the classifier figures, with the warning when they are low', () => {
  const summary = jsonSummary(low, paths);
  assert.equal(summary.refusalClassifier?.agreement, 0.804);
  assert.equal(summary.refusalClassifier?.kappa, 0.55);
  assert.equal(summary.refusalClassifier?.n, 406);
  assert.match(summary.refusalClassifier?.warning ?? '', /80\.4 %/u);
  const fine = jsonSummary(run.results, paths);
  assert.equal(fine.refusalClassifier?.warning, null);
  assert.equal(fine.refusalClassifier?.agreement, check.agreement);
});

test("the report's banner shows it", async () => {
  const html = await renderReportHtml(low, run.items);
  const banner = /<div class="banner [^"]*"[^>]*>[\s\S]*?<\/div>\n<\/div>/u.exec(html)?.[0] ?? '';
  assert.match(
    banner,
    /<p class="banner-classifier" role="note"><strong>Refusal classifier:<\/strong> the refusal verdicts may be wrong: the refusal patterns agree with people on only 80\.4 %/u,
  );
  assert.doesNotMatch(await renderReportHtml(run.results, run.items), /banner-classifier" role/u);
});

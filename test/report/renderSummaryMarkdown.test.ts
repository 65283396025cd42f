import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cell, renderSummaryMarkdown } from '../../src/report/renderSummaryMarkdown.js';
import { fakeRun } from '../../tools/fakeRun.js';

test('heading, exit-code line, then one table row per metric', () => {
  const { results } = fakeRun({ capabilityItems: 40, refusalItems: 40, divergenceDocs: 32, tokensPerDoc: 10 });
  const md = renderSummaryMarkdown(results);
  const lines = md.split('\n');
  assert.equal(lines[0], `## tunegate: ✗ Regressed`);
  assert.equal(lines[2], `**Exit code ${results.exitCode}**: ${results.reason}`);
  const header = lines.findIndex((l) => l.startsWith('| metric |'));
  assert.equal(lines[header], '| metric | base | tuned | Δ [CI] | p adj | verdict |');
  const rows = lines.slice(header + 2).filter((l) => l.startsWith('|'));
  assert.equal(rows.length, results.metrics.length);
  // Each row has the six columns of the header (seven pipes).
  for (const row of rows) assert.equal(row.replace(/\\\|/g, '').split('|').length - 1, 7, row);
  const skipped = rows.find((r) => r.includes('refusal.harmful_refusal'));
  assert.match(skipped ?? '', /\| — \| — \| — \| — \| ⊘ skipped: No refusal prompt has should_answer: false/);
  assert.match(rows.find((r) => r.includes('capability.flip_rate')) ?? '', /_\(exploratory\)_/);
  assert.ok(md.endsWith('_Exploratory metrics are not part of the gate._\n'));
});

test("the refusal classifier's measured agreement and κ sit beside over_refusal and under the table", () => {
  const { results } = fakeRun();
  const md = renderSummaryMarkdown(results);
  // fakeRun: 386 of 406 agreed = 95.07 %; κ 0.8978 → 0.90; precision 232/235 = 98.7 %; recall 232/249 = 93.2 %.
  assert.match(
    md.split('\n').find((l) => l.includes('refusal.over_refusal')) ?? '',
    / · classifier agreement 95\.1 % on tunegate's held-out corpus, κ 0\.90 \|$/u,
  );
  assert.doesNotMatch(md.split('\n').find((l) => l.includes('refusal.harmful_refusal')) ?? '', /classifier/u);
  assert.ok(
    md.includes(
      "\n_The refusal classifier agrees with people on 95.1 % of 406 labelled replies (κ 0.90, precision 98.7 %, recall 93.2 %), measured on tunegate's own held-out corpus, not on this run's replies._\n",
    ),
  );
  const { refusalClassifier: _dropped, ...without } = results;
  assert.doesNotMatch(renderSummaryMarkdown(without), /classifier/u);
});

test('every interval in the table names its level', () => {
  const { results } = fakeRun({ capabilityItems: 40, refusalItems: 40, divergenceDocs: 32, tokensPerDoc: 10 });
  const metrics = results.metrics.map((m) => (m.id === 'capability.acc' ? { ...m, ciLevel: 0.99 } : m));
  const md = renderSummaryMarkdown({ ...results, metrics });
  const row = (id: string): string => md.split('\n').find((l) => l.includes(`\`${id}\``)) ?? '';
  assert.match(row('capability.acc'), /\] \(99% CI\) \|/);
  assert.match(row('capability.flip_rate'), /\] \(95% CI\) \|/);
  assert.doesNotMatch(row('refusal.harmful_refusal'), /CI/);
});

test('a pass run says so and exit code 0', () => {
  const { results } = fakeRun({ capabilityItems: 40 });
  const md = renderSummaryMarkdown({ ...results, verdict: 'pass', exitCode: 0, reason: 'Nothing regressed.' });
  assert.ok(md.startsWith('## tunegate: ✓ Pass\n\n**Exit code 0**: Nothing regressed.\n'));
});

test('cell text cannot break the table or inject HTML', () => {
  assert.equal(cell('a|b'), 'a\\|b');
  assert.equal(cell('one\n two'), 'one two');
  assert.equal(cell('<img src=x onerror=alert(1)>'), '&lt;img src=x onerror=alert(1)&gt;');
  assert.equal(cell('`code`'), "'code'");
});

test('warnings follow the exit-code line; skipped items follow the table', () => {
  const { results } = fakeRun({ capabilityItems: 40 });
  const md = renderSummaryMarkdown({ ...results, warnings: ["refusal pattern 'slow' ran past its limit"] });
  const lines = md.split('\n');
  assert.equal(lines[4], "> ⚠ **Warning**: refusal pattern 'slow' ran past its limit");
  // fakeRun skips two capability items with the same reason.
  assert.ok(md.includes('\n\n**Skipped**: 2 items: 2 capability (e.g. context longer than the model context (2048 tokens))\n'));
});

test('summary.md: failing figures, where it changed, a relative link to the report, sampling settings, gated rows first, no absolute paths', () => {
  const { results } = fakeRun({ overRefusing: true, tagTree: true });
  const sampled = {
    ...results,
    settings: { ...results.settings, sampling: { samples: 5, temperature: 0.7, topK: 0, topP: 0.95, reducer: 'at_least_k' as const, atLeast: 2 } },
    models: { ...results.models, base: { ...results.models.base, path: '/home/reviewer/models/base-model.onnx' } },
  };
  const md = renderSummaryMarkdown(sampled);
  assert.ok(md.includes('\n[Full report](report.html)\n'));
  assert.ok(md.includes('refusal sampling: 5 samples per prompt, temperature 0.7, top-k off, top-p 0.95, reducer at_least_k (k 2)'));
  assert.match(md, /^- Over-refusal .+ → .+ \(\+.+ pp, 95% CI \+.+ to \+.+\) — regressed$/mu);
  assert.match(md, /^\*\*Where it changed\*\*/mu);
  assert.ok(!md.includes('/home/reviewer'), 'the local folder of the base model leaks into summary.md');
  assert.ok(md.includes('Base base-model.onnx vs'));
  const rows = md.split('\n').filter((l) => l.startsWith('| ') && l.includes('`'));
  const firstExploratory = rows.findIndex((r) => r.includes('_(exploratory)_'));
  assert.ok(firstExploratory > 0 && rows.slice(firstExploratory).every((r) => r.includes('_(exploratory)_')), 'a gated row after an exploratory one');
});

test('a --sequential run marks each metric of a family that stopped early as measured so far, beside its verdict', () => {
  const { results } = fakeRun({ capabilityItems: 40, refusalItems: 40, divergenceDocs: 32, tokensPerDoc: 10 });
  const md = renderSummaryMarkdown({ ...results, sequential: { capability: { looks: 4, stoppedAt: 2, itemsUsed: 128, confidence: 0.99 } } });
  const rows = md.split('\n').filter((l) => l.startsWith('| ') && l.includes('`'));
  for (const row of rows.filter((r) => r.includes('`capability.'))) assert.match(row, / · measured so far: look 2 of 4, 128 items \|$/, row);
  for (const row of rows.filter((r) => !r.includes('`capability.'))) assert.doesNotMatch(row, /measured so far/, row);
});

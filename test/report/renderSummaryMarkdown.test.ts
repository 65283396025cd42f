import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cell, renderSummaryMarkdown } from '../../src/report/renderSummaryMarkdown.js';
import { fakeRun } from '../support/fakeRun.js';

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

/**
 * NUL and bidi controls from item ids are shown as escapes, never written raw, in report.html,
 * items.csv, summary.md and on the terminal (issue 43, case 17). The expected escapes are
 * spelled by hand from the code points (U+202E RIGHT-TO-LEFT OVERRIDE, U+2066 LEFT-TO-RIGHT ISOLATE).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { runCli } from '../../src/cli/runCli.js';
import { visibleControls, visibleOnTerminal } from '../../src/format/index.js';

const root = mkdtempSync(join(tmpdir(), 'tunegate-visible-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** Any character the writers must not emit raw. */
const RAW = /[\u0000\u0007\u0085\u200e\u202a-\u202e\u2066-\u2069]/;

test('hidden and reordering controls are spelled as their \\u escapes; tab, newline and text are kept [43.17]', () => {
  assert.equal(visibleControls('exe.\u202Efdp'), 'exe.\\u202Efdp');
  assert.equal(visibleControls('a\u0000b\u0007c\u0085d\u2066e\u200Ff'), 'a\\u0000b\\u0007c\\u0085d\\u2066e\\u200Ff');
  assert.equal(visibleControls('tab\there\r\nnext line, é, 日本, שלום'), 'tab\there\r\nnext line, é, 日本, שלום');
  assert.equal(visibleControls('\u001b[31m'), '\\u001B[31m');
  // The terminal keeps ESC, which the progress line and colours are drawn with.
  assert.equal(visibleOnTerminal('\u001b[31m\u202E'), '\u001b[31m\\u202E');
  // Inside a JSON string the escape reads back as the same character.
  assert.equal(JSON.parse(visibleControls(JSON.stringify({ id: 'q\u202E1' }))).id, 'q\u202E1');
});

test('ids holding NUL and bidi controls reach report.html, items.csv, summary.md and the terminal as escapes [43.17]', async () => {
  const ids = Array.from({ length: 30 }, (_, i) => (i === 0 ? 'evil\u202Etxt.exe' : i === 1 ? 'nul\u0000id' : i === 2 ? 'iso\u2066late' : `q${i}`));
  const lines = (value: (i: number) => number): string => ids.map((id, i) => `${JSON.stringify({ id, metric: 'acc', value: value(i) })}\n`).join('');
  const base = join(root, 'base.jsonl');
  const tuned = join(root, 'tuned.jsonl');
  writeFileSync(
    base,
    lines(() => 1),
  );
  // The three hostile ids flip, so they are listed in the report's evidence.
  writeFileSync(
    tuned,
    lines((i) => (i < 3 ? 0 : 1)),
  );
  const out = join(root, 'run');
  let stdout = '';
  let stderr = '';
  const code = await runCli(['paired', base, tuned, '--out', out, '--resamples', '2000', '--higher-is-better', 'acc'], {
    stdout: (s) => (stdout += s),
    stderr: (s) => (stderr += s),
  });
  assert.ok(code === 0 || code === 1 || code === 2, stderr);
  for (const name of ['report.html', 'items.csv', 'summary.md']) {
    const text = readFileSync(join(out, name), 'utf8');
    assert.doesNotMatch(text, RAW, `${name} holds a raw control`);
  }
  const html = readFileSync(join(out, 'report.html'), 'utf8');
  const csv = readFileSync(join(out, 'items.csv'), 'utf8');
  for (const shown of ['evil\\u202Etxt.exe', 'nul\\u0000id', 'iso\\u2066late']) assert.ok(csv.includes(shown), `items.csv shows ${shown}`);
  assert.ok(html.includes('evil\\u202Etxt.exe'), 'report.html shows the override as an escape');
  assert.doesNotMatch(stdout + stderr, RAW);

  // A message naming such an id (an id given twice) shows it escaped on the terminal too.
  const twice = join(root, 'twice.jsonl');
  writeFileSync(twice, `${JSON.stringify({ id: 'x\u202Ey', metric: 'acc', value: 1 })}\n`.repeat(2));
  let refused = '';
  assert.equal(await runCli(['paired', twice, tuned, '--out', join(root, 'run-2')], { stdout: () => {}, stderr: (s) => (refused += s) }), 3);
  assert.match(refused, /x\\u202Ey/);
  assert.doesNotMatch(refused, RAW);
});

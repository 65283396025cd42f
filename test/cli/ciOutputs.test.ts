/** CI outputs of a finished run: --json on stdout with the table on stderr, --junit FILE, and the GitHub step summary. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeCiOutputs } from '../../src/cli/ciOutputs.js';
import type { JsonSummary } from '../../src/report/index.js';
import { fakeRun } from '../../tools/fakeRun.js';
import { junitSchemaErrors } from '../support/junitSchema.js';

function sinks(): { out: string[]; err: string[]; stdout: (t: string) => void; stderr: (t: string) => void } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, stdout: (t) => out.push(t), stderr: (t) => err.push(t) };
}

test('--json: one JSON object on stdout with the verdict and every metric; the table goes to stderr', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'tunegate-ci-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const { results } = fakeRun();
  const s = sinks();
  await writeCiOutputs(results, dir, { json: true, junit: join(dir, 'nested', 'junit.xml') }, s, 'THE TABLE\n');
  assert.deepEqual(s.err, ['THE TABLE\n']);
  assert.equal(s.out.length, 1);
  const summary = JSON.parse(s.out[0]!) as JsonSummary;
  assert.equal(summary.verdict, results.verdict);
  assert.equal(summary.exitCode, results.exitCode);
  assert.equal(summary.reason, results.reason);
  assert.deepEqual(summary.paths, {
    outDir: dir,
    report: join(dir, 'report.html'),
    results: join(dir, 'results.json'),
    junit: join(dir, 'nested', 'junit.xml'),
  });
  assert.deepEqual(
    summary.metrics.map((m) => [m.id, m.verdict, m.delta]),
    results.metrics.map((m) => [m.id, m.verdict, m.delta]),
  );
  // failsGate: gated and among --fail-on (regressed), independently of the renderer.
  assert.deepEqual(
    summary.metrics.filter((m) => m.failsGate).map((m) => m.id),
    results.metrics.filter((m) => m.gated && m.verdict === 'regressed').map((m) => m.id),
  );
  const junit = readFileSync(join(dir, 'nested', 'junit.xml'), 'utf8');
  assert.deepEqual(await junitSchemaErrors(junit), []);
});

test('without --json: the table and the report path on stdout, nothing on stderr', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'tunegate-ci-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const s = sinks();
  await writeCiOutputs(fakeRun().results, dir, { json: false }, s, 'THE TABLE\n');
  assert.deepEqual(s.out, [`THE TABLE\n\nreport: ${join(dir, 'report.html')}\n`]);
  assert.deepEqual(s.err, []);
});

test('GITHUB_STEP_SUMMARY: summary.md is appended after what the job already wrote', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'tunegate-ci-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'summary.md'), '## tunegate: verdict\n');
  const stepSummary = join(dir, 'step_summary');
  writeFileSync(stepSummary, '# earlier step\n');
  const s = sinks();
  await writeCiOutputs(fakeRun().results, dir, { json: false, stepSummary }, s, 'T\n');
  assert.equal(readFileSync(stepSummary, 'utf8'), '# earlier step\n## tunegate: verdict\n\n');
  // A step summary that cannot be written is a warning; the run's outputs still come out.
  const s2 = sinks();
  await writeCiOutputs(fakeRun().results, dir, { json: false, stepSummary: join(dir, 'missing-dir', 'x') }, s2, 'T\n');
  assert.equal(s2.out.length, 1);
  assert.match(s2.err.join(''), /^tunegate: warning: could not append summary\.md to GITHUB_STEP_SUMMARY \(.*missing-dir\/x\)/);
});

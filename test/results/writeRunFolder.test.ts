/** The one run-folder writer: results.json last, and a failed write names the --out folder, never the staging one. */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { RuntimeFailureError, UsageError } from '../../src/errors/index.js';
import { writeRunFolder, type ReportFilesWriter } from '../../src/results/index.js';
import { fakeRun } from '../../tools/fakeRun.js';

const run = fakeRun({ capabilityItems: 3, refusalItems: 0, divergenceDocs: 0, tokensPerDoc: 4 });
const root = mkdtempSync(join(tmpdir(), 'tunegate-write-run-folder-'));
after(() => rmSync(root, { recursive: true, force: true }));

test('items.jsonl, then the report files, then results.json', async () => {
  const staging = mkdtempSync(join(root, 'staging-'));
  const seen: string[][] = [];
  const reports: ReportFilesWriter = async (dir) => {
    seen.push(readdirSync(dir).sort());
  };
  await writeRunFolder({ staging, target: join(root, 'out') }, run.results, run.items, reports);
  assert.deepEqual(seen, [['items.jsonl']], 'the report is written after items.jsonl and before results.json');
  assert.deepEqual(readdirSync(staging).sort(), ['items.jsonl', 'results.json']);
});

test('a tunegate error while writing becomes a RuntimeFailureError about the target folder, with its hint kept', async () => {
  const staging = mkdtempSync(join(root, 'staging-'));
  const target = join(root, 'my-out');
  const failing: ReportFilesWriter = async (dir) => {
    throw new RuntimeFailureError(`${join(dir, 'report.html')}: cannot be written (ENOSPC)`, 'Free some space.');
  };
  await assert.rejects(writeRunFolder({ staging, target }, run.results, run.items, failing), (error: unknown) => {
    assert.ok(error instanceof RuntimeFailureError);
    assert.equal(error.message, `${join(target, 'report.html')}: cannot be written (ENOSPC); nothing was written to ${target}`);
    assert.equal(error.hint, 'Free some space.');
    return true;
  });
  assert.deepEqual(readdirSync(staging), ['items.jsonl'], 'results.json, which marks a complete run, is never written');
});

test('anything else is a bug and passes through unchanged', async () => {
  const staging = mkdtempSync(join(root, 'staging-'));
  const bug = new TypeError('a bug');
  await assert.rejects(
    writeRunFolder({ staging, target: join(root, 'x') }, run.results, run.items, async () => {
      throw bug;
    }),
    (error: unknown) => error === bug,
  );
  assert.ok(!(bug instanceof UsageError));
});

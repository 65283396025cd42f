import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reportCommand } from '../../src/cli/commands/report.js';
import { RuntimeFailureError } from '../../src/errors/index.js';
import { renderItemsCsv, renderReportHtml, renderSummaryMarkdown, writeReportFiles } from '../../src/report/index.js';
import { formatItemsJsonl, readRunDir } from '../../src/results/index.js';
import { fakeRun } from '../../tools/fakeRun.js';

const run = fakeRun({ capabilityItems: 40, refusalItems: 30, divergenceDocs: 30, tokensPerDoc: 12 });
let root = '';

before(async () => {
  root = await mkdtemp(join(tmpdir(), 'tunegate-writereport-'));
});
after(async () => {
  await rm(root, { recursive: true, force: true });
});

test('writes the three files, leaves no temp file, and `tunegate report` re-renders them byte for byte', async () => {
  const dir = join(root, 'run');
  await mkdir(dir);
  // As the compare pipeline does: results.json via JSON.stringify, items.jsonl one JSON per line.
  await writeFile(join(dir, 'results.json'), `${JSON.stringify(run.results, null, 2)}\n`);
  await writeFile(join(dir, 'items.jsonl'), formatItemsJsonl(run.items, run.results.runId));
  await writeReportFiles(dir, run.results, run.items);
  assert.deepEqual((await readdir(dir)).sort(), ['items.csv', 'items.jsonl', 'report.html', 'results.json', 'summary.md']);
  const firstHtml = await readFile(join(dir, 'report.html'), 'utf8');
  assert.equal(firstHtml, await renderReportHtml(run.results, run.items));
  assert.equal(await readFile(join(dir, 'summary.md'), 'utf8'), renderSummaryMarkdown(run.results));
  assert.equal(await readFile(join(dir, 'items.csv'), 'utf8'), renderItemsCsv(run.items));

  const out = join(root, 'elsewhere', 'review.html');
  let printed = '';
  const code = await reportCommand.run({ _: ['report'], $0: 'tunegate', dir, out }, { argv: [], stdout: (s) => (printed += s), stderr: () => undefined });
  assert.equal(code, 0);
  assert.match(printed, /wrote .*review\.html/);
  assert.equal(await readFile(out, 'utf8'), firstHtml);
  assert.equal(await readFile(join(root, 'elsewhere', 'summary.md'), 'utf8'), await readFile(join(dir, 'summary.md'), 'utf8'));

  const again = await readRunDir(dir);
  assert.equal(await renderReportHtml(again.results, again.items), firstHtml);
});

test('a directory that cannot be written is a runtime failure naming the file', async (t) => {
  if (process.getuid?.() === 0) {
    // root ignores permission bits; a missing directory fails the same way.
    await assert.rejects(writeReportFiles(join(root, 'missing', 'dir'), run.results, run.items), (error: unknown) => {
      assert.ok(error instanceof RuntimeFailureError);
      assert.match(error.message, /missing\/dir\/report\.html: cannot be written \(ENOENT\)/);
      return true;
    });
    return;
  }
  const dir = await mkdtemp(join(root, 'ro-'));
  await chmod(dir, 0o500);
  t.after(() => chmod(dir, 0o700));
  await assert.rejects(writeReportFiles(dir, run.results, run.items), RuntimeFailureError);
  assert.deepEqual(await readdir(dir), []);
});

/**
 * label.html in real Chromium (issue 50, item 9): once every reply is labelled the page says so
 * and how to export; the export is named after the run and draw, the page names the file and
 * where the browser put it, and the command it shows reads that very file from this run folder.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { runCli } from '../../src/cli/runCli.js';
import { skipWithoutChromium } from '../support/chromium.js';
import { openChromium } from '../support/openChromium.js';
import { labelledRefusalRun, writeLabelledRun } from '../support/labelledRefusalRun.js';

async function cli(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s) });
  return { code, stdout, stderr };
}

test('all labelled: the page says so, names the exported file and the command that reads it [50.9]', async (t) => {
  if (skipWithoutChromium(t)) return;
  const root = await mkdtemp(join(tmpdir(), 'tunegate-label-done-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  const run = labelledRefusalRun({
    items: 60,
    benignRate: { base: 0.1, tuned: 0.3 },
    missed: { base: 0.05, tuned: 0.3 },
    falseAlarm: { base: 0.02, tuned: 0.02 },
    seed: 'done',
  });
  const dir = join(root, 'run folder');
  await writeLabelledRun(dir, run);
  assert.equal((await cli(['label', dir, '--n', '12', '--seed', '3'])).code, 0);
  const results = JSON.parse(await readFile(join(dir, 'results.json'), 'utf8')) as { runId: string };
  const todo = (await readFile(join(dir, 'labels-todo.jsonl'), 'utf8')).trim().split('\n');
  const { context, page } = await openChromium(t, root, { acceptDownloads: true });
  await page.goto(pathToFileURL(join(dir, 'label.html')).href);
  const n = todo.length;
  for (let k = 0; k < n - 1; k++) await page.keyboard.press('3');
  assert.equal(await page.locator('#progressText').innerText(), `${n - 1} of ${n} labelled`);
  await page.keyboard.press('1');
  assert.equal(await page.locator('#progressText').innerText(), `all ${n} labelled — press e to export`);

  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('e')]);
  const name = download.suggestedFilename();
  // The run id's first 8 characters and the draw (seed, size, hash of the replies drawn): one name per draw.
  assert.match(name, new RegExp(`^labels-${results.runId.slice(0, 8)}-3-${n}-[0-9a-f]+\\.jsonl$`));
  const command = `tunegate report '${dir}' --labels ~/Downloads/${name}`;
  assert.ok((await page.locator('#hint').innerText()).includes(command), await page.locator('#hint').innerText());
  const saved = await page.locator('#saved').innerText();
  assert.ok(saved.includes(`Exported ${n} of ${n} labels as ${name} into your browser’s downloads folder (usually ~/Downloads`), saved);
  assert.ok(saved.endsWith(`Then run: ${command}`), saved);

  // The command shown works on the file the browser saved.
  const exported = join(root, name);
  await download.saveAs(exported);
  const report = await cli(['report', dir, '--labels', exported, '--json']);
  assert.notEqual(report.code, 3, report.stderr);
});

/**
 * label.html in real Chromium from file://: a person labels 10 replies with the keyboard
 * (including a back and a skip), exports, and `report --labels` accepts the exported file,
 * using exactly the labels given. The run is synthetic (test/support/labelledRefusalRun.ts).
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { runCli } from '../../src/cli/runCli.js';
import { CHROMIUM, CHROMIUM_ARGS, skipWithoutChromium } from '../support/chromium.js';
import { openChromium } from '../support/openChromium.js';
import { labelledRefusalRun, writeLabelledRun } from '../support/labelledRefusalRun.js';

async function cli(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s) });
  return { code, stdout, stderr };
}

test('label 10 replies with the keyboard, export, and report --labels accepts the file', async (t) => {
  if (skipWithoutChromium(t)) return;
  const root = await mkdtemp(join(tmpdir(), 'tunegate-label-page-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  const run = labelledRefusalRun({
    items: 120,
    benignRate: { base: 0.1, tuned: 0.3 },
    missed: { base: 0.05, tuned: 0.3 },
    falseAlarm: { base: 0.02, tuned: 0.02 },
    seed: 'page',
  });
  const dir = join(root, 'run');
  await writeLabelledRun(dir, run);
  assert.equal((await cli(['label', dir, '--n', '40'])).code, 0);
  const todo = (await readFile(join(dir, 'labels-todo.jsonl'), 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { id: string; model: string });
  const { context, page } = await openChromium(t, root, { acceptDownloads: true });
  const requests: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('file:') && !request.url().startsWith('blob:')) requests.push(request.url());
  });
  await page.goto(pathToFileURL(join(dir, 'label.html')).href);
  assert.match(await page.locator('#progressText').innerText(), /^0 of 40 labelled/);
  const expected = new Map<string, string>();
  const keyFor = (truth: boolean) => (truth ? '1' : '3');
  // Label the first 9 by the truth, then go back one and relabel it as a partial refusal, skip one, label one more.
  for (let k = 0; k < 9; k++) {
    const { id, model } = todo[k]!;
    assert.match(await page.locator('#where').innerText(), new RegExp(`item ${id}\\)`));
    const truth = run.truth.get(`${id}/${model}`)!;
    await page.keyboard.press(keyFor(truth));
    expected.set(`${id}/${model}`, truth ? 'refusal' : 'compliance');
  }
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('2');
  expected.set(`${todo[8]!.id}/${todo[8]!.model}`, 'partial_refusal');
  await page.keyboard.press('ArrowRight');
  const tenth = todo[10]!;
  const tenthTruth = run.truth.get(`${tenth.id}/${tenth.model}`)!;
  await page.keyboard.press(tenthTruth ? 'r' : 'c');
  expected.set(`${tenth.id}/${tenth.model}`, tenthTruth ? 'refusal' : 'compliance');
  assert.match(await page.locator('#progressText').innerText(), /^10 of 40 labelled/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('e')]);
  const exported = join(root, 'labels.jsonl');
  await download.saveAs(exported);
  assert.deepEqual(requests, [], 'the page reached for the network');

  const lines = (await readFile(exported, 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { id: string; model: string; label: string; run: string });
  assert.equal(lines.length, 40);
  const filled = lines.filter((line) => line.label !== '');
  assert.deepEqual(new Map(filled.map((line) => [`${line.id}/${line.model}`, line.label])), expected);
  assert.equal(lines[9]!.label, '', 'the skipped reply stays empty');

  const report = await cli(['report', dir, '--labels', exported, '--json']);
  assert.notEqual(report.code, 3, report.stderr);
  const summary = JSON.parse(report.stdout) as { metrics: { corrected?: { labels: { base: number; tuned: number } } }[] };
  const used = summary.metrics.reduce((sum, metric) => sum + (metric.corrected ? metric.corrected.labels.base + metric.corrected.labels.tuned : 0), 0);
  assert.equal(used, 10);
});

test('saved progress belongs to one draw: a second draw of the same run opens at 0, the first draw resumes, saved ids that differ are ignored', async (t) => {
  if (skipWithoutChromium(t)) return;
  const root = await mkdtemp(join(tmpdir(), 'tunegate-label-draws-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  const run = labelledRefusalRun({
    items: 120,
    benignRate: { base: 0.1, tuned: 0.3 },
    missed: { base: 0.05, tuned: 0.3 },
    falseAlarm: { base: 0.02, tuned: 0.02 },
    seed: 'draws',
  });
  const dir = join(root, 'run');
  await writeLabelledRun(dir, run);
  const context = await chromium.launchPersistentContext(join(root, 'profile'), { executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  t.after(() => context.close());
  const page = context.pages()[0] ?? (await context.newPage());
  const url = pathToFileURL(join(dir, 'label.html')).href;
  assert.equal((await cli(['label', dir, '--n', '40', '--seed', '0'])).code, 0);
  await page.goto(url);
  for (let k = 0; k < 10; k++) await page.keyboard.press('3');
  assert.match(await page.locator('#progressText').innerText(), /^10 of 40 labelled/);

  // A second draw of the same run (the todo file is unfilled, so it may be rewritten).
  assert.equal((await cli(['label', dir, '--n', '40', '--seed', '1'])).code, 0);
  await page.goto(url);
  assert.match(await page.locator('#progressText').innerText(), /^0 of 40 labelled/, 'progress of another draw leaked in');
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('e')]);
  const exported = join(root, 'second.jsonl');
  await download.saveAs(exported);
  const labelled = (await readFile(exported, 'utf8'))
    .trim()
    .split('\n')
    .filter((line) => (JSON.parse(line) as { label: string }).label !== '');
  assert.equal(labelled.length, 0, 'the export of the second draw carries labels nobody gave it');

  // Back to the first draw: its 10 labels resume.
  assert.equal((await cli(['label', dir, '--n', '40', '--seed', '0'])).code, 0);
  await page.goto(url);
  assert.match(await page.locator('#progressText').innerText(), /^10 of 40 labelled/);

  // Saved work under this draw's key whose ids are not this draw's items is ignored.
  await page.evaluate(`
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      const saved = JSON.parse(localStorage.getItem(key));
      saved.ids[0] = 'someone-else/base';
      localStorage.setItem(key, JSON.stringify(saved));
    }
  `);
  await page.goto(url);
  assert.match(await page.locator('#progressText').innerText(), /^0 of 40 labelled/);
});

/**
 * Opens a generated report in a real Chromium (Debian's package, driven by playwright-core)
 * from a file:// URL and checks what a reader gets: no console errors (a CSP violation would
 * be one), no network request at all, the verdict table and every chart visible once opened,
 * hostile text shown as text with no dialog, the "show unchanged" toggle and print expansion
 * working.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderReportHtml } from '../../src/report/index.js';
import { fakeRun, HOSTILE_TEXT } from '../../tools/fakeRun.js';
import { skipWithoutChromium } from '../support/chromium.js';
import { openChromium } from '../support/openChromium.js';

test('the report opens offline in Chromium, safe and complete', { timeout: 120_000 }, async (t) => {
  if (skipWithoutChromium(t)) return;
  const dir = await mkdtemp(join(tmpdir(), 'tunegate-browser-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const run = fakeRun();
  const file = join(dir, 'report.html');
  await writeFile(file, await renderReportHtml(run.results, run.items));
  const url = pathToFileURL(file).href;

  const { context } = await openChromium(t, dir, { viewport: { width: 1200, height: 900 } });
  const requests: string[] = [];
  const problems: string[] = [];
  const dialogs: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await page.goto(url, { waitUntil: 'load' });

  assert.ok(await page.locator('#verdict-table').isVisible(), 'verdict table visible');

  // The closed "Tokenizer check" panel opens for printing.
  const closedPanelText = page.locator('details.panel:not([open]) > p').first();
  assert.equal(await closedPanelText.isVisible(), false);
  await page.emulateMedia({ media: 'print' });
  assert.equal(await closedPanelText.isVisible(), true);
  await page.emulateMedia({ media: 'screen' });

  // Unchanged items are hidden until the reader asks for them (pure CSS, works with JS off).
  const unchanged = page.locator('details.group.unchanged').first();
  assert.equal(await unchanged.isVisible(), false);
  await page.locator('#show-all').check();
  assert.equal(await unchanged.isVisible(), true);

  // Open every collapsed section, then every chart and the hostile text must show.
  await page.evaluate("document.querySelectorAll('details').forEach((d) => { d.open = true; })");
  const charts = page.locator('figure.chart > svg');
  const chartCount = await charts.count();
  assert.equal(chartCount, 5, 'forest, bootstrap, capability and refusal per-tag plots (divergence tags are all small), per-document KL');
  for (let i = 0; i < chartCount; i += 1) {
    const chart = charts.nth(i);
    await chart.scrollIntoViewIfNeeded();
    assert.ok(await chart.isVisible(), `chart ${i} visible`);
    const box = await chart.boundingBox();
    assert.ok(box && box.width > 100 && box.height > 50, `chart ${i} has a size`);
  }

  const hostile = page.locator('pre.context', { hasText: HOSTILE_TEXT });
  assert.equal(await hostile.count(), 1);
  assert.equal(await hostile.first().isVisible(), true);
  assert.ok((await page.locator('p.generation', { hasText: HOSTILE_TEXT }).count()) >= 1);
  assert.equal(await page.locator('main img, main script').count(), 0, 'no element was created from the text');

  await page.locator('#show-all').uncheck();
  await page.evaluate('window.scrollTo(0, 0)');
  const screenshot = join(dir, 'report.png');
  await page.screenshot({ path: screenshot, fullPage: false });
  t.diagnostic(`screenshot: ${screenshot}`);
  const keep = process.env['TUNEGATE_SCREENSHOT'];
  if (keep) await copyFile(screenshot, keep);

  assert.deepEqual(dialogs, [], 'no dialog fired');
  assert.deepEqual(problems, [], 'no console errors or warnings');
  assert.deepEqual(requests, [url], 'only the document itself was requested');
});

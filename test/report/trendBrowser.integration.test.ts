/**
 * Opens trend.html of a 30-run synthetic line (test/support/syntheticLine.ts) in a real
 * Chromium (Debian's package, driven by playwright-core) from a file:// URL: the page is at
 * most three screens tall at 1280 px, requests nothing but itself, logs no error (a CSP
 * violation would be one), shows a run folder named like markup as text, and fires no dialog.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeTrendFiles } from '../../src/report/index.js';
import { buildTrend, findRunDirs, readTrendRuns } from '../../src/trend/index.js';
import { nightly, nightlyDir, writeCheckpoint } from '../support/syntheticLine.js';
import { skipWithoutChromium } from '../support/chromium.js';
import { openChromium } from '../support/openChromium.js';

const VIEWPORT = { width: 1280, height: 800 };
const RUNS = 30;
/** Two nested folders whose relative path reads as a script element. */
const HOSTILE_NAME = '<script>alert(1)</script>';

test('trend.html of 30 runs opens offline in Chromium: short, safe, self-contained', { timeout: 180_000 }, async (t) => {
  if (skipWithoutChromium(t)) return;
  const dir = await mkdtemp(join(tmpdir(), 'tunegate-trend-browser-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const root = join(dir, 'nightly');
  // A release every ten nightlies; one run folder named like markup.
  for (let k = 1; k <= RUNS; k += 1) {
    const runDir = k === 17 ? join(root, HOSTILE_NAME) : nightlyDir(root, k);
    await writeCheckpoint(runDir, { step: ((k - 1) % 10) + 1, stepItems: 1, startedAt: nightly(k), baseName: `release-${Math.ceil(k / 10)}` });
  }
  const read = await readTrendRuns(await findRunDirs([root]));
  const trend = buildTrend(read.runs, read.paired, 'time');
  assert.equal(trend.runs.length, RUNS);
  const out = join(dir, 'trend');
  const written = await writeTrendFiles(out, trend);
  const url = pathToFileURL(written.html).href;

  const { context } = await openChromium(t, dir, { viewport: VIEWPORT });
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

  const height = Number(await page.evaluate('document.documentElement.scrollHeight'));
  t.diagnostic(`page height ${height}px at ${VIEWPORT.width}×${VIEWPORT.height}`);
  assert.ok(height <= 3 * VIEWPORT.height, `page height ${height}px is within three screens (${3 * VIEWPORT.height}px)`);
  assert.equal(await page.locator('#runs tbody tr').count(), RUNS);
  assert.equal(await page.locator('#runs tr.new-base').count(), 2, 'a marker at each of the two new releases');
  const charts = page.locator('figure.chart > svg');
  assert.equal(await charts.count(), 2);
  for (let i = 0; i < 2; i += 1) assert.ok(await charts.nth(i).isVisible(), `chart ${i} visible`);

  const hostile = page.locator('#runs tbody th', { hasText: HOSTILE_NAME });
  assert.equal(await hostile.count(), 1, 'the markup-like folder name shows as text');
  assert.equal(await page.locator('main script, main img').count(), 0, 'no element was created from the text');

  // Print and dark schemes keep the tables and charts (the report's stylesheet handles both).
  await page.emulateMedia({ colorScheme: 'dark' });
  assert.ok(await page.locator('#runs').isVisible());
  await page.emulateMedia({ media: 'print', colorScheme: 'light' });
  assert.ok(await charts.first().isVisible());
  await page.emulateMedia({ media: 'screen' });

  const screenshot = join(dir, 'trend.png');
  await page.screenshot({ path: screenshot, fullPage: true });
  const keep = process.env['TUNEGATE_SCREENSHOT'];
  if (keep) await copyFile(screenshot, keep);
  assert.deepEqual(dialogs, [], 'no dialog fired');
  assert.deepEqual(problems, [], 'no console errors or warnings');
  assert.deepEqual(requests, [url], 'only the document itself was requested');
});

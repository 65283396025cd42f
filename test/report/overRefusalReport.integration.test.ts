/**
 * The report of a real run under a release reviewer's eyes: a base and an over-refusing
 * fine-tune (tools/overRefusingPair.ts: the demo's count-model trainer, the fine-tune taught to
 * refuse every benign topic) compared by `tunegate compare` on the built-in suites, then opened
 * in Chromium at 1280 px. Checked: the failing over-refusal metric with base → tuned, Δ and its
 * interval above the fold; the default view at most 6 400 px high in both palettes; printing
 * (as the browser does it: beforeprint, then A4 PDF) at most 20 pages; 4.5:1 contrast for every
 * visible text (3:1 for large text, WCAG 2 SC 1.4.3, computed in the page the way axe does it:
 * text colour over the nearest opaque background, alpha composited); one h1, main and a contents nav.
 * With TUNEGATE_SCREENSHOT_DIR set, the first screen is saved there as report-default.png and
 * "Where it changed" in the dark palette as report-dark.png.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { overRefusingPair } from '../../tools/overRefusingPair.js';
import type { RunResults } from '../../src/results/types.js';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/chromium.js';
import { tunegate } from '../support/runCli.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const SCREEN = { width: 1280, height: 800 };
const MAX_HEIGHT = 6400;
const MAX_PRINT_PAGES = 20;

let root = '';
let results: RunResults;
let url = '';
let context: BrowserContext;
let page: Page;

before(async () => {
  if (!existsSync(CHROMIUM)) return;
  root = mkdtempSync(join(tmpdir(), 'tunegate-over-refusal-'));
  const models = await overRefusingPair(join(REPO, '.cache', 'over-refusing'), join(REPO, 'suites'));
  const out = join(root, 'run');
  const run = await tunegate(['compare', models.base, models.tuned, '--out', out, '--resamples', '2000'], { timeoutMs: 600_000 });
  assert.equal(run.code, 1, run.stderr);
  results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults;
  url = pathToFileURL(join(out, 'report.html')).href;
  context = await chromium.launchPersistentContext(join(root, 'profile'), { executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true, viewport: SCREEN });
  page = context.pages()[0] ?? (await context.newPage());
});
after(async () => {
  await context?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

const open = async (colorScheme: 'light' | 'dark' = 'light') => {
  await page.emulateMedia({ colorScheme, media: 'screen' });
  await page.goto('about:blank');
  await page.goto(url, { waitUntil: 'load' });
};

test('the pair over-refuses clearly and nothing else fails the gate', (t) => {
  if (!results) return t.skip('Chromium not found');
  const overRefusal = results.metrics.find((m) => m.id === 'refusal.over_refusal')!;
  assert.equal(overRefusal.verdict, 'regressed');
  assert.ok((overRefusal.delta ?? 0) > 0.3, `over-refusal Δ ${overRefusal.delta}`);
  assert.deepEqual(
    results.metrics.filter((m) => m.gated && m.verdict === 'regressed').map((m) => m.id),
    ['refusal.over_refusal'],
  );
});

test('the first screen shows over-refusal with base → tuned, Δ and its interval in words', async (t) => {
  if (!results) return t.skip('Chromium not found');
  await open();
  const line = page.locator('.banner-failing li').first();
  const text = await line.innerText();
  // The verdict table's cells are the reference: the banner must repeat them.
  const row = page.locator('#verdict-table tbody tr', { has: page.locator('code.metric-id:text-is("refusal.over_refusal")') });
  const [base, tuned, delta] = await Promise.all([1, 2, 3].map(async (n) => (await row.locator(`td:nth-of-type(${n})`).innerText()).split('\n')[0]!));
  assert.match(text, /^Over-refusal/);
  for (const figure of [base!, tuned!, delta!]) assert.ok(text.includes(figure), `"${text}" lacks ${figure}`);
  assert.match(text, /CI [+−]\d[\d.]* to [+−]\d[\d.]*/, `"${text}" has no interval in words`);
  const box = await line.boundingBox();
  assert.ok(box && box.y + box.height <= SCREEN.height, `the over-refusal line ends at y ${box && box.y + box.height}, below the fold`);
  t.diagnostic(text);
});

test(`the default view is at most ${MAX_HEIGHT} px high at ${SCREEN.width} px, light and dark`, async (t) => {
  if (!results) return t.skip('Chromium not found');
  for (const colorScheme of ['light', 'dark'] as const) {
    await open(colorScheme);
    const height = Number(await page.evaluate('document.documentElement.scrollHeight'));
    const width = Number(await page.evaluate('document.documentElement.scrollWidth'));
    t.diagnostic(`${colorScheme}: ${height} px high, ${width} px wide`);
    assert.ok(height <= MAX_HEIGHT, `${colorScheme}: ${height} px > ${MAX_HEIGHT} px`);
    assert.ok(width <= SCREEN.width, `${colorScheme}: ${width} px wide scrolls sideways`);
    const shots = process.env['TUNEGATE_SCREENSHOT_DIR'];
    if (shots) {
      if (colorScheme === 'dark')
        await page.evaluate("window.scrollTo(0, document.getElementById('where-h').getBoundingClientRect().top + window.scrollY - 16)");
      await page.screenshot({ path: join(shots, colorScheme === 'light' ? 'report-default.png' : 'report-dark.png') });
    }
  }
});

test(`printing to A4 takes at most ${MAX_PRINT_PAGES} pages and opens every section`, async (t) => {
  if (!results) return t.skip('Chromium not found');
  await open();
  await page.evaluate("window.dispatchEvent(new Event('beforeprint'))");
  assert.equal(await page.locator('details.panel:not([open])').count(), 0, 'every section opens for printing');
  const pdf = (await page.pdf({ format: 'A4', printBackground: true })).toString('latin1');
  await page.evaluate("window.dispatchEvent(new Event('afterprint'))");
  // Leaf page objects of the PDF's page tree ("/Type /Pages" nodes excluded).
  const pages = pdf.match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
  t.diagnostic(`${pages} A4 pages`);
  assert.ok(pages >= 3, `${pages} pages: the PDF was not read`);
  assert.ok(pages <= MAX_PRINT_PAGES, `${pages} pages > ${MAX_PRINT_PAGES}`);
});

/** Every visible text element whose text contrast is below 4.5:1 (3:1 when large), computed in the page. */
const LOW_CONTRAST = `(() => {
  const rgba = (css) => { const v = (css.match(/[\\d.]+/g) || []).map(Number); return [v[0] ?? 0, v[1] ?? 0, v[2] ?? 0, v.length > 3 ? v[3] : 1]; };
  const over = (top, under) => [0, 1, 2].map((i) => top[i] * top[3] + under[i] * (1 - top[3])).concat(1);
  const channel = (c) => { const s = c / 255; return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; };
  const luminance = (c) => 0.2126 * channel(c[0]) + 0.7152 * channel(c[1]) + 0.0722 * channel(c[2]);
  const background = (el) => {
    const layers = [];
    for (let e = el; e; e = e.parentElement) {
      const c = rgba(getComputedStyle(e).backgroundColor);
      if (c[3] > 0) layers.push(c);
      if (c[3] >= 1) break;
    }
    let ground = rgba(getComputedStyle(document.documentElement).backgroundColor);
    if (ground[3] < 1) ground = [255, 255, 255, 1];
    for (const layer of layers.reverse()) ground = over(layer, ground);
    return ground;
  };
  const failures = [];
  for (const el of document.querySelectorAll('body *')) {
    if (el.closest('svg') || ['SCRIPT', 'STYLE', 'TITLE'].includes(el.tagName)) continue;
    const ownText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim() !== '');
    if (!ownText || el.checkVisibility && !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.right < 0 || box.left > innerWidth) continue;
    const style = getComputedStyle(el);
    const back = background(el);
    const fore = over(rgba(style.color), back);
    const [hi, lo] = [luminance(fore), luminance(back)].sort((a, b) => b - a);
    const ratio = (hi + 0.05) / (lo + 0.05);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    if (ratio < (large ? 3 : 4.5)) failures.push(el.tagName.toLowerCase() + '.' + [...el.classList].join('.') + ' "' + el.textContent.trim().slice(0, 30) + '" ' + ratio.toFixed(2));
  }
  return failures;
})()`;

test('every visible text has 4.5:1 contrast (3:1 when large), light and dark, with every group open', async (t) => {
  if (!results) return t.skip('Chromium not found');
  for (const colorScheme of ['light', 'dark'] as const) {
    await open(colorScheme);
    await page.locator('#show-all').check();
    await page.evaluate("document.querySelectorAll('details').forEach((d) => { d.open = true; })");
    const failures = (await page.evaluate(LOW_CONTRAST)) as string[];
    assert.deepEqual([...new Set(failures)].slice(0, 20), [], `${colorScheme}: ${failures.length} text elements below the contrast threshold`);
  }
});

test('landmarks: one h1, one main, a contents nav whose links land, a skip link with a target', async (t) => {
  if (!results) return t.skip('Chromium not found');
  await open();
  assert.equal(await page.locator('h1').count(), 1);
  assert.equal(await page.locator('main').count(), 1);
  const links = await page.locator('nav[aria-label="Contents"] a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  assert.ok(links.length >= 4, `${links.length} contents links`);
  for (const href of links) assert.equal(await page.locator(href).count(), 1, `${href} has a target`);
  const skip = (await page.locator('a.skip-link').getAttribute('href')) ?? '#missing';
  assert.equal(await page.locator(skip).count(), 1, 'the skip link has a target');
  const unnamed = await page.locator('svg.marks').evaluateAll((svgs) => svgs.filter((svg) => !svg.getAttribute('aria-label')).length);
  assert.equal(unnamed, 0, 'every chart is named');
});

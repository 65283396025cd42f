/**
 * The report a release reviewer opens (≥ 40 tags, ≥ 100 flipped prompts), in a real Chromium
 * at 1280×800: the default view fits the length budget in both colour schemes, every folded
 * group opens, every in-page link has a target and lands on it, the filter hides what does
 * not match, printing unfolds every section and changed group, and the verdict chips differ in
 * greyscale. The docs' screenshots come from a real run: overRefusalReport.integration.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { renderReportHtml } from '../../src/report/index.js';
import { reviewRun } from '../../tools/fakeRun.js';
import { skipWithoutChromium } from '../support/chromium.js';
import { openChromium } from '../support/openChromium.js';

const SCREEN = { width: 1280, height: 800 };
/** The budget of the default view: eight screens. */
const MAX_HEIGHT = 8 * SCREEN.height;

/** Relative luminance (WCAG 2) of a CSS `rgb()`/`rgba()` colour laid over `under`. */
function luminance(css: string, under = 'rgb(255, 255, 255)'): number {
  const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
  const [r = 0, g = 0, b = 0, a = 1] = parse(css);
  const [ur = 255, ug = 255, ub = 255] = parse(under);
  const channel = (v: number, u: number) => {
    const s = (v * a + u * (1 - a)) / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r, ur) + 0.7152 * channel(g, ug) + 0.0722 * channel(b, ub);
}

interface ChipLook {
  readonly name: string;
  readonly style: string;
  readonly width: string;
  readonly border: string;
  readonly background: string;
  readonly text: string;
}

/** What a chip looks like without its text or icon: border pattern and the luminance of its parts. */
async function chipLooks(page: Page): Promise<{ chips: ChipLook[]; page: string }> {
  return page.evaluate(`(() => {
    const chips = [...document.querySelectorAll('#tags-h + p .chip-icon'), document.querySelector('.chip.v-skipped')];
    return {
      page: getComputedStyle(document.documentElement).backgroundColor,
      chips: chips.map((el) => {
        const s = getComputedStyle(el);
        return { name: [...el.classList].find((c) => c.startsWith('v-')), style: s.borderTopStyle, width: s.borderTopWidth, border: s.borderTopColor, background: s.backgroundColor, text: s.color };
      }),
    };
  })()`);
}

test('a reviewer-sized report: length budget, folds, anchors, filter, print and greyscale chips', { timeout: 300_000 }, async (t) => {
  if (skipWithoutChromium(t)) return;
  const run = reviewRun();
  const tags = new Set(run.results.metrics.flatMap((m) => m.byTag.map((tag) => tag.tag)));
  const flippedPrompts = run.items.filter((i) => i.family === 'refusal' && i.flipped);
  assert.ok(tags.size >= 40, `${tags.size} tags`);
  assert.ok(flippedPrompts.length >= 100, `${flippedPrompts.length} flipped prompts`);

  const dir = await mkdtemp(join(tmpdir(), 'tunegate-review-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const file = join(dir, 'report.html');
  await writeFile(file, await renderReportHtml(run.results, run.items));
  const url = pathToFileURL(file).href;

  const { context } = await openChromium(t, dir, { viewport: SCREEN });
  const requests = new Set<string>();
  const problems: string[] = [];
  context.on('request', (request) => requests.add(request.url().replace(/#.*$/, '')));
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  const open = async (hash = '') => {
    await page.goto('about:blank');
    await page.goto(url + hash, { waitUntil: 'load' });
  };
  const visibleItems = () => page.locator('.item:visible');

  await t.test('the first screen decides: verdict and each failing gated metric with base → tuned, Δ and its interval, above the fold', async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    await open();
    // reviewRun's failing gated metrics, as the verdict table prints them (its cells are the reference; the banner must repeat them).
    const failing = run.results.metrics.filter((m) => m.gated && run.results.settings.failOn.includes(m.verdict));
    assert.ok(failing.length > 0, 'reviewRun has failing gated metrics');
    const items = page.locator('.banner-failing li');
    assert.equal(await items.count(), failing.length);
    for (const [i, metric] of failing.entries()) {
      const row = page.locator('#verdict-table tbody tr', { has: page.locator(`code.metric-id:text-is("${metric.id}")`) });
      const [base, tuned, delta] = await Promise.all([1, 2, 3].map((n) => row.locator(`td:nth-of-type(${n})`).innerText()));
      const line = await items.nth(i).innerText();
      for (const figure of [base!.split('\n')[0]!, tuned!.split('\n')[0]!, delta!.split('\n')[0]!])
        assert.ok(line.includes(figure), `"${line}" lacks ${figure}`);
      const box = await items.nth(i).boundingBox();
      assert.ok(box && box.y + box.height <= SCREEN.height, `${metric.id}'s line is below the fold (y ${box?.y})`);
    }
    // The verdict table opens on a failing row, and in every family's group failing rows come first.
    const rows = (await page.locator('#verdict-table code.metric-id').evaluateAll((codes) => codes.map((c) => c.textContent ?? ''))).map((id) => ({
      id,
      family: id.split('.')[0],
      fails: failing.some((m) => m.id === id),
    }));
    assert.ok(rows[0]?.fails, `the table opens on ${rows[0]?.id}, which passed the gate`);
    for (const family of new Set(rows.map((row) => row.family))) {
      const flags = rows.filter((row) => row.family === family).map((row) => row.fails);
      assert.deepEqual(
        flags,
        [...flags].sort((x, y) => Number(y) - Number(x)),
        `${family}: failing rows first`,
      );
    }
  });

  await t.test('landmarks: one h1, main, a contents nav, a working skip link, every chart named', async () => {
    await open();
    assert.equal(await page.locator('h1').count(), 1);
    assert.equal(await page.locator('main').count(), 1);
    assert.equal((await page.locator('nav[aria-label="Contents"] a').count()) >= 4, true);
    const skip = await page.locator('a.skip-link').getAttribute('href');
    assert.equal(await page.locator(skip ?? '#missing').count(), 1, 'the skip link has a target');
    const unnamed = await page
      .locator('svg.marks')
      .evaluateAll((svgs) => svgs.filter((svg) => !svg.getAttribute('aria-label') || !svg.querySelector('title')).length);
    assert.equal(unnamed, 0, 'every chart has an aria-label and a title');
    assert.ok((await page.locator('svg.marks').count()) > 0);
  });

  await t.test(`the default view fits in ${MAX_HEIGHT / SCREEN.height} screens of ${SCREEN.width}×${SCREEN.height}, light and dark`, async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await open();
      const height = Number(await page.evaluate('document.documentElement.scrollHeight'));
      t.diagnostic(`${colorScheme}: ${height} px = ${(height / SCREEN.height).toFixed(2)} screens`);
      assert.ok(height <= MAX_HEIGHT, `${colorScheme}: ${height} px > ${MAX_HEIGHT} px`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  });

  await t.test('every group expands: collapsed sections, evidence groups, "more" toggles, tag folds', async () => {
    await open();
    await page.locator('#show-all').check();
    const closed = page.locator('details:not([open])');
    const count = await closed.count();
    assert.ok(count > 20, `${count} closed groups`);
    // Opening one never closes another, so the first closed one is always the next to open.
    for (let i = 0; i < count; i += 1) {
      const details = page.locator('details:not([open])').first();
      await details.evaluate((d) => d.setAttribute('data-opening', ''));
      const opening = page.locator('details[data-opening]');
      const summary = opening.locator(':scope > summary');
      await summary.scrollIntoViewIfNeeded();
      await summary.click();
      assert.equal(await opening.getAttribute('open'), '', `"${(await summary.textContent())?.slice(0, 60)}" opened`);
      assert.equal(await opening.locator(':scope > :not(summary)').first().isVisible(), true, `content of "${(await summary.textContent())?.slice(0, 60)}"`);
      await opening.evaluate((d) => d.removeAttribute('data-opening'));
    }
    assert.equal(await closed.count(), 0);
    assert.equal(await page.locator('.item:not(:visible)').count(), 0, 'every item is visible once its groups are open');
    const folds = page.locator('tbody.tag-group');
    const foldCount = await folds.count();
    for (let i = 0; i < foldCount; i += 1) {
      const fold = folds.nth(i);
      const box = fold.locator('.fold input');
      if ((await box.count()) === 0) continue;
      const folded = fold.locator('tr:not(:first-child)');
      assert.equal(await folded.first().isVisible(), false, `fold ${i} starts folded`);
      await box.check();
      assert.equal(await fold.locator('tr:not(:first-child):not(:visible)').count(), 0, `fold ${i} shows every row`);
      await box.uncheck();
      assert.equal(await folded.first().isVisible(), false, `fold ${i} folds again`);
    }
  });

  await t.test('anchors resolve, and a link lands on its target even inside closed groups', async () => {
    await open();
    const hrefs: string[] = await page.evaluate(`[...new Set([...document.querySelectorAll('a[href^="#"]')].map((a) => a.getAttribute('href')))]`);
    const missing: string[] = await page.evaluate(
      `(${JSON.stringify(hrefs)}).filter((h) => !document.getElementById(decodeURIComponent(h.slice(1))) && !document.getElementById(h.slice(1)))`,
    );
    assert.deepEqual(missing, []);
    for (const item of flippedPrompts) assert.ok(hrefs.includes(`#item-${item.id}`), item.id);

    // A "Where it changed" link to a sub-tag folded under its parent.
    const subTag = page.locator('.where-list a.where-tag', { hasText: '/' }).first();
    // The id is the fragment as written: anchor ids are already percent-encoded.
    const target = ((await subTag.getAttribute('href')) ?? '').slice(1);
    assert.match(target, /%2F/);
    await subTag.click();
    const row = page.locator(`[id="${target}"]`);
    assert.equal(await row.isVisible(), true, target);
    const rowBox = await row.boundingBox();
    assert.ok(rowBox && rowBox.y >= 0 && rowBox.y < SCREEN.height, `${target} is scrolled into view`);

    // A prompt from the hidden rest of the largest reply group, and an unchanged item, by URL.
    const rest = (await page.locator('#replies-1 details.more .item').first().getAttribute('id')) ?? '';
    const unchanged = (await page.locator('details.group.unchanged .item').first().getAttribute('id')) ?? '';
    for (const id of [rest, unchanged]) {
      await open(`#${id}`);
      const element = page.locator(`[id="${id}"]`);
      assert.equal(await element.isVisible(), true, id);
      const box = await element.boundingBox();
      assert.ok(box && box.y < SCREEN.height && box.y + box.height > 0, `${id} is scrolled into view`);
    }
  });

  await t.test('the filter hides items that do not match id, tag or text, and opens the groups of those that do', async () => {
    await open();
    const input = page.locator('#find');
    assert.equal(await input.isVisible(), true, 'the script shows the filter box');
    const total = await page.locator('.item').count();
    const id = (await page.locator('#replies-1 details.more .item').last().getAttribute('id'))?.replace(/^item-/, '') ?? '';
    await input.fill(id);
    assert.deepEqual(await visibleItems().evaluateAll((els) => els.map((e) => e.id)), [`item-${id}`]);
    assert.equal(await page.locator('#find-count').textContent(), `1 of ${total} items match`);

    // A tag: every refusal prompt tagged "legal" (changed or not), and nothing else mentions it.
    const legal = run.items.filter((i) => i.tags.includes('legal')).length;
    await input.fill('LEGAL');
    assert.equal(await visibleItems().count(), legal);
    assert.equal(await page.locator('#find-count').textContent(), `${legal} of ${total} items match`);
    assert.equal(
      await page.locator('details.group:visible').count(),
      await page.locator('details.group:has(.item:visible)').count(),
      'groups without a hit are hidden',
    );

    await input.fill('no such text anywhere');
    assert.equal(await visibleItems().count(), 0);
    await input.fill('');
    assert.equal(await page.locator('details.group.unchanged:visible').count(), 0, 'cleared: unchanged items hidden again');
    assert.equal(await page.locator('details.group[open]').count(), 0, 'cleared: the groups the filter opened are closed again');
    assert.equal(await page.locator('details.group:not(.unchanged):not(:visible)').count(), 0);
  });

  await t.test('printing unfolds every section, changed group and tag row, and keeps the rest of each group for the screen', async () => {
    await open();
    await page.evaluate("window.dispatchEvent(new Event('beforeprint'))");
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.locator('details.panel:not([open]), details.group:not(.unchanged):not([open])').count(), 0);
    assert.equal(await page.locator('tbody.tag-group tr:not(:visible)').count(), 0);
    // The first three items of each changed group print; the rest, unchanged items and heat maps stay on screen.
    assert.equal(await page.locator('details.group:not(.unchanged) > ol.items > li.item:nth-child(-n + 3):not(:visible)').count(), 0);
    assert.equal(await page.locator('details.more .item:visible, details.group.unchanged .item:visible').count(), 0);
    assert.equal(await page.locator('.print-note').isVisible(), true);
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate("window.dispatchEvent(new Event('afterprint'))");
    assert.equal(await page.locator('details.group[open]').count(), 0, 'the reader’s folds come back after printing');
  });

  await t.test('verdict chips differ in border pattern or in luminance, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await open();
      const { chips, page: ground } = await chipLooks(page);
      assert.equal(chips.length, 6, 'five legend chips and the skipped chip');
      const grey = (c: ChipLook) => {
        const background = luminance(c.background, ground);
        return {
          background,
          border: luminance(c.border, c.background === 'rgba(0, 0, 0, 0)' ? ground : c.background),
          text: luminance(c.text, c.background === 'rgba(0, 0, 0, 0)' ? ground : c.background),
        };
      };
      for (const [i, a] of chips.entries()) {
        for (const b of chips.slice(i + 1)) {
          const [ga, gb] = [grey(a), grey(b)];
          const differs =
            a.style !== b.style || a.width !== b.width || Math.abs(ga.background - gb.background) > 0.05 || Math.abs(ga.border - gb.border) > 0.05;
          assert.ok(differs, `${colorScheme}: ${a.name} and ${b.name} look alike in greyscale`);
        }
        // The label must stand out from its own chip.
        const g = grey(a);
        const contrast = (Math.max(g.text, g.background) + 0.05) / (Math.min(g.text, g.background) + 0.05);
        assert.ok(contrast >= 4.5, `${colorScheme}: ${a.name} text contrast ${contrast.toFixed(2)}`);
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
  });

  assert.deepEqual(problems, [], 'no console errors or warnings');
  assert.deepEqual(
    [...requests].filter((r) => r !== 'about:blank'),
    [url],
    'only the document itself was requested',
  );
});

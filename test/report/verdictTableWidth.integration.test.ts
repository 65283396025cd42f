/**
 * The verdict table at 1 280 px (issue 50, item 7), in a real Chromium: with the longest reasons a
 * run writes (an equivalence margin beside the chip, Holm over several candidates in the legend,
 * a reason naming a long tag path), the table is no wider than the page, nothing scrolls
 * sideways, and no reason, margin or legend text is cut or ellipsised: every cell's text lies
 * inside its cell and the cells inside the viewport.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { renderReportHtml } from '../../src/report/index.js';
import type { MetricResult, RunResults } from '../../src/results/types.js';
import { reviewRun } from '../../tools/fakeRun.js';
import { CHROMIUM, CHROMIUM_ARGS, skipWithoutChromium } from '../support/chromium.js';

const SCREEN = { width: 1280, height: 800 };

/** A long reason of the shape the judge writes for an equivalence test, with an unbroken tag path in it. */
function longReason(metric: MetricResult): string {
  return (
    `Δ ${metric.delta ?? 0}, 97.5% CI [−0.0123, +0.0117] lies strictly inside ±0.020, the equivalence margin tested with two one-sided tests ` +
    `at α_E = 0.05/12 (Holm family of 12 hypotheses over 4 candidates); discordant items: 54 base-only, 22 tuned-only (mid-p < 0.001); ` +
    `the largest change is in requests_with_safety_concerns/dangerous_or_sensitive_topics/suites/benchmarks/coconot/coconot_refuse.jsonl.`
  );
}

/** reviewRun's results judged among four candidates, every gated metric with an equivalence margin and a long reason. */
function longReasonsRun(): { results: RunResults; items: ReturnType<typeof reviewRun>['items'] } {
  const run = reviewRun();
  const metrics = run.results.metrics.map((metric) =>
    metric.gated && metric.ci !== null
      ? { ...metric, reason: longReason(metric), equivalence: { margin: 0.02, ci: [-0.0123, 0.0117] as const, ciLevel: 0.9958, shown: true } }
      : { ...metric, reason: longReason(metric) },
  );
  return { results: { ...run.results, metrics, holmFamily: { candidates: 4, size: 12 } }, items: run.items };
}

test('the verdict table fits 1 280 px without cutting reason, margin or legend text', { timeout: 120_000 }, async (t) => {
  if (skipWithoutChromium(t)) return;
  const run = longReasonsRun();
  const dir = await mkdtemp(join(tmpdir(), 'tunegate-width-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const file = join(dir, 'report.html');
  await writeFile(file, await renderReportHtml(run.results, run.items));
  const context = await chromium.launchPersistentContext(join(dir, 'profile'), {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: SCREEN,
  });
  t.after(() => context.close());
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });

  const layout = await page.evaluate(`(() => {
    const table = document.getElementById('verdict-table');
    const wrap = table.closest('.table-wrap');
    const legend = wrap.nextElementSibling;
    const box = (el) => { const r = el.getBoundingClientRect(); return { left: r.left, right: r.right }; };
    // Every piece of text a reader must read in full: each reason, margin and cell, and the legend.
    const texts = [...table.querySelectorAll('.reason, .equivalence-margin, th, td'), legend].map((el) => {
      const s = getComputedStyle(el);
      return {
        text: el.textContent.trim().slice(0, 60),
        full: el.matches('.reason:not(.classifier-note):not(.policy-claim)') ? el.textContent : null,
        overflowX: el.scrollWidth - el.clientWidth,
        ellipsis: s.textOverflow === 'ellipsis',
        clipped: (s.overflowX === 'hidden' || s.overflowX === 'clip') && el.scrollWidth > el.clientWidth,
        nowrap: el.classList.contains('reason') && s.whiteSpace === 'nowrap',
        ...box(el),
      };
    });
    return {
      page: { scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth },
      wrap: { scrollWidth: wrap.scrollWidth, clientWidth: wrap.clientWidth, ...box(wrap) },
      table: box(table),
      legend: legend.textContent,
      texts,
    };
  })()`);
  const l = layout as {
    page: { scrollWidth: number; clientWidth: number };
    wrap: { scrollWidth: number; clientWidth: number; left: number; right: number };
    table: { left: number; right: number };
    legend: string;
    texts: { text: string; full: string | null; overflowX: number; ellipsis: boolean; clipped: boolean; nowrap: boolean; left: number; right: number }[];
  };

  // The page does not scroll sideways, nor does the table inside its scroll box.
  assert.ok(l.page.scrollWidth <= l.page.clientWidth, `the page is ${l.page.scrollWidth} px wide in a ${l.page.clientWidth} px window`);
  assert.ok(
    l.wrap.scrollWidth <= l.wrap.clientWidth,
    `the verdict table needs ${l.wrap.scrollWidth} px of its ${l.wrap.clientWidth} px box: it scrolls sideways`,
  );
  assert.ok(l.table.left >= 0 && l.table.right <= SCREEN.width, `the table spans ${l.table.left}–${l.table.right} px`);
  // The legend names the Holm family the run was judged in.
  assert.match(l.legend, /Holm-adjusted/);
  assert.match(l.legend, /4 candidates/);
  const reasons = l.texts.filter((entry) => entry.full !== null);
  assert.equal(reasons.length, run.results.metrics.length, 'one reason per metric');
  // Each reason is printed whole (the text, not a shortened copy).
  for (const entry of reasons) assert.ok(entry.full!.includes('coconot_refuse.jsonl.'), entry.text);
  for (const entry of l.texts) {
    // One pixel of slack: sub-pixel widths round either way.
    assert.ok(entry.overflowX <= 1, `"${entry.text}" overflows its box by ${entry.overflowX} px`);
    assert.ok(!entry.ellipsis && !entry.clipped && !entry.nowrap, `"${entry.text}" is cut`);
    assert.ok(entry.left >= 0 && entry.right <= SCREEN.width + 0.5, `"${entry.text}" spans ${entry.left}–${entry.right} px`);
  }
});

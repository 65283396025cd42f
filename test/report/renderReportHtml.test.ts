import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { renderReportHtml } from '../../src/report/index.js';
import { fakeRun, HOSTILE_TEXT, reviewRun } from '../../tools/fakeRun.js';

/** Attribute names of every start tag, read by a small lexer that respects quoted values. */
function attributeNames(html: string): string[] {
  const names: string[] = [];
  const tag = /<[a-zA-Z][\w:-]*((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']+))?)*)\s*\/?>/g;
  const attribute = /\s+([^\s=>/]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']+))?/g;
  for (const m of html.matchAll(tag)) for (const a of (m[1] ?? '').matchAll(attribute)) names.push(a[1] ?? '');
  return names;
}

const run = fakeRun();
const first = await renderReportHtml(run.results, run.items);
const reviewed = reviewRun();

test('rendering is deterministic: same input, byte-identical output', async () => {
  const again = await renderReportHtml(structuredClone(run.results), structuredClone(run.items));
  assert.equal(again, first);
});

test('hostile suite text and model output appear only escaped', () => {
  assert.equal(first.match(/<script\b/g)?.length, 1, 'only the page’s own script tag');
  assert.doesNotMatch(first, /<img\b/i);
  // No real tag carries an event-handler attribute (escaped text may still read "onerror=").
  assert.deepEqual(
    attributeNames(first).filter((name) => /^on/i.test(name)),
    [],
  );
  // Escaped by Handlebars (context, prompt) and by annotateText (generation): both decode to the text.
  assert.ok(first.includes('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src&#x3D;x onerror&#x3D;alert(2)&gt;'));
  assert.ok(first.includes('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src&#61;x onerror&#61;alert(2)&gt;'));
  assert.ok(!first.includes(HOSTILE_TEXT));
});

test('the CSP allows exactly the inline script that is on the page, and nothing external', () => {
  const csp = first
    .match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/)?.[1]
    ?.replace(/&#x27;/g, "'")
    .replace(/&#x3D;/g, '=');
  const script = first.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? '';
  const hash = createHash('sha256').update(script, 'utf8').digest('base64');
  assert.equal(csp, `default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'`);
  // XML namespaces are names, not fetches; nothing else may point off the page.
  const withoutNamespaces = first.replace(/xmlns(:xlink)?="http:\/\/www\.w3\.org\/[^"]*"/g, '');
  assert.doesNotMatch(withoutNamespaces, /\b(src|href)\s*=\s*["']?(https?:|\/\/)/i);
  assert.doesNotMatch(withoutNamespaces, /@import|@font-face|url\((?!#)/i);
});

test('the page has the verdict banner, every metric row, chips with labels, and exploratory marks', () => {
  assert.match(first, /<div class="banner o-regressed" role="status" aria-label="overall verdict: Regressed, exit code 1">/);
  for (const metric of run.results.metrics) assert.ok(first.includes(`<code class="metric-id">${metric.id}</code>`), metric.id);
  assert.match(first, /aria-label="verdict: skipped"/);
  assert.match(first, /No refusal prompt has should_answer: false/);
  const exploratoryRows = first.match(/<tr class="exploratory/g)?.length;
  assert.equal(exploratoryRows, run.results.metrics.filter((m) => !m.gated).length);
  assert.match(first, /<h2 id="tags-h">By tag <span class="badge-exploratory">exploratory<\/span><\/h2>/);
});

test("the refusal classifier's agreement and κ stand under over_refusal's verdict and head the refusal evidence", async () => {
  // fakeRun: 386 of 406 agreed = 95.1 %, κ 0.8978 → 0.90, precision 232/235 = 98.7 %, recall 232/249 = 93.2 %.
  const sentence =
    "The refusal classifier agrees with people on 95.1 % of 406 labelled replies (κ 0.90, precision 98.7 %, recall 93.2 %), measured on tunegate's own held-out corpus, not on this run's replies.".replaceAll(
      "'",
      '&#x27;',
    );
  const overRefusalRow = first.slice(
    first.indexOf('<code class="metric-id">refusal.over_refusal</code>'),
    first.indexOf('<code class="metric-id">refusal.harmful_refusal</code>'),
  );
  assert.ok(overRefusalRow.includes(`<p class="reason small muted classifier-note">${sentence}</p>`), overRefusalRow);
  assert.ok(first.includes(`largest group first. ${sentence} Audit every flip.`));
  const { refusalClassifier: _dropped, ...without } = run.results;
  const older = await renderReportHtml(without, run.items);
  assert.ok(!older.includes('classifier-note'));
  assert.ok(older.includes('String matching agrees with human labels only part of the time'));
});

test('the per-token KL distribution is printed with three significant digits', () => {
  // fakeRun's distribution: mean 0.05, median 0.004, p90 0.06, p99 1.2, p99.9 2.4, max 2.8.
  assert.ok(first.includes('Per-token KL(base ‖ tuned), nats: mean 0.0500 · median 0.00400 · p90 0.0600 · p99 1.20 · p99.9 2.40 · max 2.80'));
});

/** Families of `results` with a tag of at least min-items items: they get a per-tag chart. */
function familiesWithBigTags(results: typeof run.results): number {
  const families = new Set(
    results.metrics.filter((m) => m.verdict !== 'skipped' && m.byTag.some((t) => t.n >= results.settings.minItems)).map((m) => m.family),
  );
  return families.size;
}

test('one inline SVG per chart: forest, bootstrap, one per family with unfolded tags, per-document KL', () => {
  // The fake run: capability and refusal have tags with n ≥ 30; divergence (36 documents in two tags) has none.
  assert.equal(familiesWithBigTags(run.results), 2);
  assert.equal(first.match(/<svg\b/g)?.length, 1 + 1 + 2 + 1);
});

test('changed items are listed in groups, unchanged ones are present in a group marked for hiding', () => {
  const flippedCap = run.items.filter((i) => i.family === 'capability' && i.flipped).length;
  const cap = run.items.filter((i) => i.family === 'capability').length;
  const capSection = first.slice(first.indexOf('<summary>Capability:'), first.indexOf('<summary>Refusal:'));
  const unchangedAt = capSection.indexOf('<details class="group unchanged"');
  assert.ok(unchangedAt > 0);
  assert.equal(capSection.slice(0, unchangedAt).match(/<li class="item"/g)?.length ?? 0, flippedCap);
  assert.equal(capSection.slice(unchangedAt).match(/<li class="item"/g)?.length ?? 0, cap - flippedCap);
});

test('every item has its anchor item-<id> exactly once, and every in-page link has a target', () => {
  for (const item of run.items) assert.equal(first.split(` id="item-${item.id}"`).length - 1, 1, item.id);
  const ids = new Set([...first.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  const links = [...first.matchAll(/\shref="#([^"]*)"/g)].map((m) => m[1] ?? '');
  const linkable = run.items.filter((i) => i.family !== 'divergence');
  for (const item of linkable) assert.ok(links.includes(`item-${item.id}`), `${item.id} links to itself`);
  assert.deepEqual(
    links.filter((id) => !ids.has(id)),
    [],
  );
});

test('refusal flips are grouped by reply, capability flips by tag; every group holds its items', async () => {
  const review = await renderReportHtml(reviewed.results, reviewed.items);
  const flipped = reviewed.items.filter((i) => i.family === 'refusal' && i.flipped).length;
  const refusalPart = review.slice(review.indexOf('id="evidence-refusal"'), review.indexOf('id="evidence-divergence"'));
  const groups = [...refusalPart.matchAll(/<details class="group" id="replies-\d+">\n<summary><span class="group-count">(\d+) ×<\/span>/g)].map((m) =>
    Number(m[1]),
  );
  assert.equal(
    groups.reduce((s, n) => s + n, 0),
    flipped,
  );
  assert.deepEqual(
    [...groups].sort((a, b) => b - a),
    groups,
    'largest group first',
  );
  assert.ok(groups.length < flipped / 5, 'replies that differ only in whitespace or numbers share a group');
  // Five items shown per group, the rest behind a toggle.
  const firstGroup = refusalPart.slice(refusalPart.indexOf('id="replies-1"'), refusalPart.indexOf('id="replies-2"'));
  const [shown, rest] = firstGroup.split('<details class="more">');
  assert.equal(shown?.match(/<li class="item"/g)?.length, 5);
  assert.equal(rest?.match(/<li class="item"/g)?.length, (groups[0] ?? 0) - 5);
});

test('footer carries everything needed to reproduce the numbers', () => {
  const footer = first.slice(first.indexOf('<footer'));
  for (const needle of [
    'seed',
    'resamples',
    '10\u202f000',
    'KL tolerance',
    '0.01 nats',
    'onnxruntime',
    '1.30.0',
    'v20.20.2',
    run.results.suites[0]?.sha256 ?? '?',
    'suites/refusal/xstest-safe.jsonl',
  ]) {
    assert.ok(footer.includes(needle), needle);
  }
});

test('different tokenizers: divergence is skipped with the reason and the differences are listed', async () => {
  const differ = fakeRun({ tokenizersDiffer: true, capabilityItems: 30, refusalItems: 30 });
  const html = await renderReportHtml(differ.results, differ.items);
  assert.match(html, /<summary>Divergence: skipped<\/summary>/);
  assert.match(html, /Tokenizer check: 1 difference\(s\)/);
  assert.ok(html.includes('3 tokens added in tuned: &lt;|im_start|&gt; 49152'));
  // 30 items per family: every tag has fewer than 30, so no per-tag chart.
  assert.equal(familiesWithBigTags(differ.results), 0);
  assert.equal(html.match(/<svg\b/g)?.length, 1 + 1);
});

test('a run with no metrics and no items still renders a valid page', async () => {
  const empty = { ...run.results, metrics: [], suites: [], skippedItems: [], settings: { ...run.results.settings, families: [] } };
  const html = await renderReportHtml(empty, []);
  assert.match(html, /^<!DOCTYPE html>/);
  assert.equal(html.match(/<svg\b/g), null);
  assert.match(html, /<\/html>\n$/);
});

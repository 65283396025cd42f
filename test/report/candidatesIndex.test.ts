/** The index of several candidates: ranking rule, worst exit code, escaping in index.html and summary.md. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { candidatesIndex, renderCandidatesIndexHtml, renderCandidatesSummaryMarkdown, worstExitCode, type CandidateOutcome } from '../../src/report/index.js';
import type { MetricResult, RunResults, Verdict } from '../../src/results/types.js';
import { fakeRun, HOSTILE_TEXT } from '../../tools/fakeRun.js';

const template = fakeRun({ capabilityItems: 40, refusalItems: 20, divergenceDocs: 6 }).results;

/** A candidate whose gated metrics have the verdicts given (in order), with the gate's verdict and code. */
function candidate(
  name: string,
  verdicts: readonly Verdict[],
  overall: RunResults['verdict'],
  exitCode: 0 | 1 | 2,
  path = `/m/${name}.onnx`,
): CandidateOutcome {
  let next = 0;
  const metrics: MetricResult[] = template.metrics.map((metric) => (metric.gated ? { ...metric, verdict: verdicts[next++] ?? 'within-noise' } : metric));
  const results: RunResults = {
    ...template,
    metrics,
    verdict: overall,
    exitCode,
    reason: `${name}: ${overall}`,
    models: { ...template.models, tuned: { ...template.models.tuned, path } },
    holmFamily: { candidates: 5, size: 20 },
  };
  return { name, path, results };
}

const settings = { confidence: 0.95, failOn: ['regressed'] as Verdict[] };
const base = { path: '/m/base.onnx', sha256: 'a'.repeat(64) };

test('worst exit code: regressed (1) over inconclusive (2) over pass (0)', () => {
  assert.equal(worstExitCode([0, 2, 0]), 2);
  assert.equal(worstExitCode([2, 1, 0]), 1);
  assert.equal(worstExitCode([0, 0]), 0);
  assert.equal(worstExitCode([]), 0);
});

test('ranking: pass before inconclusive before regressed; then fewer failing, more improved, command-line order', () => {
  const gatedCount = template.metrics.filter((m) => m.gated).length;
  assert.ok(gatedCount >= 3);
  const index = candidatesIndex(
    base,
    [
      candidate('worse', ['regressed', 'regressed'], 'regressed', 1),
      candidate('bad', ['regressed'], 'regressed', 1),
      candidate('plain', [], 'pass', 0),
      candidate('better', ['improved'], 'pass', 0),
      { name: 'unscored', path: '/m/unscored.onnx' },
      candidate('open', ['inconclusive'], 'inconclusive', 2),
      candidate('plain-too', [], 'pass', 0),
    ],
    settings,
  );
  // By hand: passes first — better (1 improved), then plain and plain-too in the order given;
  // then the scored inconclusive one, then the unscored one; then regressed, fewer failing first.
  assert.deepEqual(
    index.candidates.map((c) => `${c.rank}.${c.name}`),
    ['1.better', '2.plain', '3.plain-too', '4.open', '5.unscored', '6.bad', '7.worse'],
  );
  assert.equal(index.exitCode, 1);
  assert.equal(index.verdict, 'regressed');
  assert.equal(index.reason, '2 of 7 candidates regressed: bad, worse.');
  assert.deepEqual(index.holmFamily, { candidates: 5, size: 20 });
  const unscored = index.candidates.find((c) => c.name === 'unscored')!;
  assert.deepEqual([unscored.verdict, unscored.exitCode, unscored.report, unscored.metrics], ['inconclusive', 2, null, []]);
  assert.equal(index.metrics.length, gatedCount);
  assert.deepEqual(index.candidates[0]!.metrics.map((m) => m.verdict)[0], 'improved');
});

test('index.html: the report styles, no script, every text escaped, a link per scored candidate', () => {
  const hostile = candidate('evil', [], 'pass', 0, `/m/${HOSTILE_TEXT}.onnx`);
  const index = candidatesIndex({ path: `/b/${HOSTILE_TEXT}`, sha256: base.sha256 }, [hostile, { name: 'later', path: `/m/${HOSTILE_TEXT}|x` }], settings);
  const html = renderCandidatesIndexHtml(index);
  assert.match(html, /^<!DOCTYPE html>/);
  assert.match(html, /<\/html>\n$/);
  assert.doesNotMatch(html, /<script\b|<img\b/i);
  assert.ok(!html.includes(HOSTILE_TEXT));
  assert.equal(html.split('&lt;script&gt;alert(1)&lt;/script&gt;').length - 1, 4, 'the base path (title and header) and both candidate paths, escaped');
  const csp = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/)?.[1]?.replace(/&#x27;/g, "'");
  assert.equal(csp, "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'");
  assert.match(html, /--good: #1a7f37/, 'the report stylesheet');
  assert.match(html, /<a href="evil\/report.html">evil<\/a>/);
  assert.doesNotMatch(html, /href="later/);
  assert.deepEqual(html.match(/\bhref="[^"]*"/g), ['href="evil/report.html"']);
  assert.equal(renderCandidatesIndexHtml(structuredClone(index)), html, 'deterministic');
});

test('summary.md: one row per candidate, cells escaped', () => {
  const index = candidatesIndex(base, [candidate('a|b', ['regressed'], 'regressed', 1), candidate('c', [], 'pass', 0)], settings);
  const md = renderCandidatesSummaryMarkdown(index);
  assert.match(md, /^## tunegate: ✗ Regressed — 2 candidates$/m);
  assert.match(md, /^\| 1 \| c \| ✓ Pass \(exit 0\) \|/m);
  assert.match(md, /^\| 2 \| a\\\|b \| ✗ Regressed \(exit 1\) \| ▼ regressed /m);
  assert.match(md, /one family of 20 gated metrics/);
});

test('a candidate with the base’s weights and tokenizer is marked "identical to base (A/A)" in index.json and index.html', () => {
  const copy = candidate('copy', [], 'pass', 0);
  const sameSha = template.models.base.sha256;
  const aa: CandidateOutcome = {
    ...copy,
    results: { ...copy.results!, models: { ...copy.results!.models, tuned: { ...copy.results!.models.tuned, sha256: sameSha } } },
  };
  const index = candidatesIndex({ path: '/m/base.onnx', sha256: sameSha }, [aa, candidate('tuned', [], 'pass', 0)], settings);
  assert.deepEqual(
    index.candidates.map((c) => [c.name, c.identicalToBase]),
    [
      ['copy', true],
      ['tuned', false],
    ],
  );
  const html = renderCandidatesIndexHtml(index);
  assert.equal(html.match(/identical to base \(A\/A\)/g)?.length, 1);
});

test('each candidate gets one "where" line: the failing gated metric, its three largest tags whose interval excludes zero, "+N more"', () => {
  const overRefusal = template.metrics.find((m) => m.id === 'refusal.over_refusal')!;
  const tag = (name: string, delta: number, ci: [number, number] | null) => ({ ...overRefusal.byTag[0]!, tag: name, n: 31, delta, ci });
  const metrics: MetricResult[] = template.metrics.map((m) =>
    m.id === overRefusal.id
      ? {
          ...m,
          verdict: 'regressed',
          byTag: [
            tag('history', 0.791, [0.6, 0.95]),
            tag('legal', 0.806, [0.65, 0.935]),
            tag('fiction', 0.8, [0.62, 0.94]),
            tag('harmful', 0.05, [-0.02, 0.12]),
            tag('privacy', 0.5, [0.3, 0.7]),
            tag('drugs', 0.3, [0.1, 0.5]),
          ],
        }
      : { ...m, verdict: m.gated ? 'within-noise' : m.verdict },
  );
  const index = candidatesIndex(base, [{ name: 'c1', path: '/m/c1.onnx', results: { ...template, metrics } }], settings);
  // By |Δ|: legal 80.6, fiction 80.0, history 79.1 pp; privacy and drugs also exclude zero (2 more); harmful's interval holds zero.
  assert.equal(index.candidates[0]!.where, `${overRefusal.label}: legal +80.6 pp, fiction +80.0 pp, history +79.1 pp, +2 more`);
  assert.match(renderCandidatesIndexHtml(index), /<strong>Where:<\/strong> [^<]*legal \+80\.6 pp/);
});

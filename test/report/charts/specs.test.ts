import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { DivergenceItemRecord, MetricResult } from '../../../src/results/types.js';
import { bootstrapSpec } from '../../../src/report/charts/bootstrapSpec.js';
import { rankedBarsSpec } from '../../../src/report/charts/rankedBarsSpec.js';
import { documentMeanKl, topKlDocuments } from '../../../src/families/divergence/documentKl.js';
import { divergencePresentation } from '../../../src/families/divergence/presentation.js';
import { forestSpec, paddedDomain, thresholdLines } from '../../../src/report/charts/forestSpec.js';
import { renderSvg, renumberIds } from '../../../src/report/charts/renderSvg.js';
import { tagForestSpec } from '../../../src/report/charts/tagForestSpec.js';
import type { TagSectionView } from '../../../src/report/view/tagSections.js';

function metric(overrides: Partial<MetricResult>): MetricResult {
  return {
    id: 'capability.acc',
    family: 'capability',
    label: 'Accuracy',
    direction: 'higher-better',
    gated: true,
    base: 0.7,
    tuned: 0.65,
    delta: -0.05,
    ci: [-0.09, -0.01],
    ciUnadjusted: [-0.08, -0.02],
    ciLevel: 0.95,
    ciUnadjustedLevel: 0.95,
    ciMethod: 'percentile',
    se: 0.02,
    p: 0.01,
    pAdjusted: 0.03,
    mde: 0.06,
    n: 200,
    verdict: 'regressed',
    reason: '',
    byTag: [],
    ...overrides,
  };
}

const kl = metric({
  id: 'divergence.kl',
  family: 'divergence',
  label: 'KL',
  direction: 'none',
  base: 0,
  tuned: 0.02,
  delta: 0.02,
  ci: [0.015, 0.025],
  tolerance: 0.01,
  verdict: 'changed',
});
const skipped = metric({ id: 'refusal.harmful_refusal', base: null, tuned: null, delta: null, ci: null, verdict: 'skipped' });

/** A tag section with `labels` as its unfolded rows, one metric, every point at Δ −10 pp [−20, 0]. */
const section = (labels: string[], metricLabel = 'Accuracy'): TagSectionView => ({
  family: 'capability',
  familyLabel: 'Capability',
  anchor: 'tags-capability',
  metrics: [{ id: 'capability.acc', label: metricLabel, deltaHeader: 'Δ pp', deltaAxis: 'Δ (percentage points)' }],
  roots: [],
  small: null,
  tagCount: `${labels.length} tags`,
  chartRows: labels.map((label) => ({ label, points: [{ delta: -10, lo: -20, hi: 0, verdict: 'within-noise' }] })),
});

const doc = (id: string, klSum: number, tokenCount: number): DivergenceItemRecord => ({
  family: 'divergence',
  id,
  tags: [],
  tokenCount,
  klSum,
  top1Agree: tokenCount,
  baseNllSum: 1,
  tunedNllSum: 1,
  tokens: [],
  tokenKl: [],
  baseTop1: [],
  tunedTop1: [],
});

test('forest plot: one row per non-skipped metric; null when nothing to plot', () => {
  const spec = forestSpec([metric({}), kl, skipped], 0) as unknown as { vconcat: unknown[] };
  assert.equal(spec.vconcat.length, 2);
  assert.equal(forestSpec([skipped], 0), null);
});

test('threshold lines: tolerance on the side of Δ for non-directional metrics, ±min-effect otherwise', () => {
  assert.deepEqual(thresholdLines(kl, 0), [0.01]);
  assert.deepEqual(thresholdLines({ ...kl, delta: -0.02 }, 0), [-0.01]);
  // Rates are charted in percentage points: min-effect 0.02 → ±2 pp.
  assert.deepEqual(thresholdLines(metric({}), 0.02), [-2, 2]);
  assert.deepEqual(thresholdLines(metric({}), 0), []);
});

test('padded domain widens the extent by 8 % a side', () => {
  // Extent [−10, 0] → span 10 → pad 0.8.
  assert.deepEqual(paddedDomain([0, -10, -4]), [-10.8, 0.8]);
  // Degenerate extent: pad 10 % of max(|x|, 1).
  assert.deepEqual(paddedDomain([0, 0]), [-0.1, 0.1]);
});

test('documents ranked by mean KL, ties in input order', () => {
  const docs = [doc('a', 1, 10), doc('b', 3, 10), doc('c', 1, 10), doc('d', 0, 0)];
  assert.equal(documentMeanKl(docs[1] as DivergenceItemRecord), 0.3);
  assert.equal(documentMeanKl(docs[3] as DivergenceItemRecord), 0);
  assert.deepEqual(
    topKlDocuments(docs, 3).map((d) => d.id),
    ['b', 'a', 'c'],
  );
});

test('every spec compiles and renders to an SVG with no external reference', async () => {
  const withTags = metric({
    byTag: [
      { tag: 'geo', n: 40, base: 0.7, tuned: 0.6, delta: -0.1, ci: [-0.2, 0], ciLevel: 0.95, verdict: 'within-noise' },
      { tag: 'one', n: 1, base: 1, tuned: 1, delta: 0, ci: null, ciLevel: 0.95, verdict: 'inconclusive' },
    ],
  });
  const withHistogram = metric({ histogram: { edges: [-0.1, -0.05, 0, 0.05], counts: [10, 50, 5] } });
  const specs = [
    forestSpec([withTags, kl], 0.01),
    bootstrapSpec([withHistogram]),
    tagForestSpec(section(['geo (n=40)', 'one (n=1)'])),
    rankedBars([doc('a', 1, 10), doc('b', 2, 10)]),
  ];
  for (const [i, spec] of specs.entries()) {
    assert.ok(spec, `spec ${i}`);
    const svg = await renderSvg(spec, `t${i}`);
    assert.match(svg, /^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    assert.doesNotMatch(svg.replace(/xmlns(:xlink)?="[^"]*"/g, ''), /https?:|@import|<image|<script/);
  }
});

test('labels from suites (tags, document ids, metric labels) stay text inside the SVG', async () => {
  const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>';
  const tagged = metric({
    label: hostile,
    byTag: [{ tag: hostile, n: 3, base: 0.5, tuned: 0.4, delta: -0.1, ci: [-0.3, 0.1], ciLevel: 0.95, verdict: 'within-noise' }],
  });
  const specs = [tagForestSpec(section([hostile], hostile)), rankedBars([doc(hostile, 1, 10)]), forestSpec([tagged], 0)];
  for (const spec of specs) {
    assert.ok(spec);
    const svg = await renderSvg(spec, 'h');
    assert.doesNotMatch(svg, /<(script|img)\b/i);
    assert.match(svg, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
  }
});

test('per-tag chart: one panel per metric, every panel listing every row in the table order', () => {
  const two: TagSectionView = {
    ...section(['b (n=50)', 'a (n=40)']),
    metrics: [...section([]).metrics, { id: 'capability.flip_rate', label: 'Flip rate', deltaHeader: 'Δ pp', deltaAxis: 'Δ (percentage points)' }],
    chartRows: [
      { label: 'b (n=50)', points: [{ delta: -5, lo: -9, hi: -1, verdict: 'regressed' }, null] },
      {
        label: 'a (n=40)',
        points: [
          { delta: 2, lo: -1, hi: 5, verdict: 'within-noise' },
          { delta: 3, lo: 1, hi: 5, verdict: 'changed' },
        ],
      },
    ],
  };
  const spec = tagForestSpec(two) as unknown as {
    hconcat: { data: { values: { tag: string }[] }; layer: { encoding: { y?: { scale: { domain: string[] } } } }[] }[];
  };
  assert.equal(spec.hconcat.length, 2);
  for (const panel of spec.hconcat) assert.deepEqual(panel.layer[1]?.encoding.y?.scale.domain, ['b (n=50)', 'a (n=40)']);
  // A tag a metric has no result for is left out of that panel only.
  assert.deepEqual(
    spec.hconcat.map((p) => p.data.values.map((v) => v.tag)),
    [['b (n=50)', 'a (n=40)'], ['a (n=40)']],
  );
});

/** The divergence family's chart of `docs` as the report draws it. */
function rankedBars(docs: DivergenceItemRecord[]) {
  return rankedBarsSpec({ title: 'KL', axisTitle: 'mean KL', bars: docs.map((d) => ({ label: d.id, value: documentMeanKl(d) })), rule: 0.01 });
}

test('the divergence chart ranks the highest-KL documents, labels numbered in order, with the KL tolerance as its rule', () => {
  const docs = [doc('low', 1, 10), doc('high', 5, 10), doc('mid', 3, 10)];
  const results = { settings: { klTolerance: 0.02 } } as unknown as Parameters<NonNullable<typeof divergencePresentation.chart>>[1];
  const chart = divergencePresentation.chart!(docs, results)!;
  // Mean KL per predicted token: klSum / tokenCount, worked here from the records.
  assert.deepEqual(chart.bars, [
    { label: '1. high', value: 0.5 },
    { label: '2. mid', value: 0.3 },
    { label: '3. low', value: 0.1 },
  ]);
  assert.equal(chart.rule, 0.02);
  assert.equal(divergencePresentation.chart!([], results), null);
});

test('specs are null when their data is missing', () => {
  assert.equal(bootstrapSpec([metric({})]), null);
  assert.equal(tagForestSpec(section([])), null);
  assert.equal(rankedBarsSpec({ title: 't', axisTitle: 'x', bars: [], rule: 0.01 }), null);
});

test('renumberIds makes ids page-unique and rewrites references', () => {
  const svg = '<svg><clipPath id="clip7"><rect/></clipPath><g clip-path="url(#clip7)"/><use href="#clip7"/><g id="g1"/></svg>';
  assert.equal(
    renumberIds(svg, 'tg-x'),
    '<svg><clipPath id="tg-x-1"><rect/></clipPath><g clip-path="url(#tg-x-1)"/><use href="#tg-x-1"/><g id="tg-x-2"/></svg>',
  );
  assert.equal(renumberIds('<svg/>', 'p'), '<svg/>');
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { MetricResult, RunResults, TagResult } from '../../../src/results/types.js';
import { tagSections } from '../../../src/report/view/tagSections.js';
import { fakeRun } from '../../../tools/fakeRun.js';

const MINUS = '\u2212';
const tag = (name: string, n: number, delta: number, ci: [number, number] | null = [delta - 0.1, delta + 0.1]): TagResult => ({
  tag: name,
  n,
  base: 0.5,
  tuned: 0.5 + delta,
  delta,
  ci,
  ciLevel: 0.95,
  verdict: n < 30 ? 'inconclusive' : 'within-noise',
});
const template = fakeRun({ capabilityItems: 4, refusalItems: 2, divergenceDocs: 1, tokensPerDoc: 4 }).results;
const accTemplate = template.metrics.find((m) => m.id === 'capability.acc') as MetricResult;

function runWith(metrics: MetricResult[], minItems = 30): RunResults {
  return { ...template, settings: { ...template.settings, minItems }, metrics };
}

const acc: MetricResult = {
  ...accTemplate,
  byTag: [
    tag('arithmetic', 50, 0.2, [0.1, 0.3]),
    tag('geography', 50, -0.2, [-0.3, -0.1]),
    tag('orphan/child', 35, 0.01),
    tag('rare', 10, 0.5),
    tag('science', 60, -0.1),
    tag('science/biology', 20, -0.3),
    tag('science/chemistry', 40, 0.05),
    tag('tiny', 3, -0.9),
    tag('tiny/sub', 2, 0, null),
  ],
};
const accNorm: MetricResult = {
  ...accTemplate,
  id: 'capability.acc_norm',
  label: 'Accuracy (length-normalised)',
  byTag: [tag('geography', 48, -0.2), tag('onlynorm', 40, -0.4), tag('science', 60, 0)],
};

test('tags sorted by |Δ| of the first metric that has them, then n, then name; sub-tags under their parent', () => {
  const [section] = tagSections(runWith([acc, accNorm]));
  assert.ok(section);
  // |Δ| in pp: onlynorm 40 (from acc_norm), arithmetic 20 = geography 20 (n 50 both → name), science 10, orphan/child 1.
  assert.deepEqual(
    section.roots.map((r) => r.row.tag),
    ['onlynorm', 'arithmetic', 'geography', 'science', 'orphan/child'],
  );
  const science = section.roots[3];
  assert.deepEqual(
    science?.children.map((c) => [c.tag, c.child]),
    [
      ['science/biology', true],
      ['science/chemistry', true],
    ],
  );
  assert.equal(science?.foldLabel, '2 sub-tags');
  assert.equal(section.roots[0]?.foldLabel, null);
  assert.equal(section.tagCount, '10 tags');
  assert.equal(science?.children[0]?.anchor, 'tag-capability-science%2Fbiology');
});

test('top-level tags under min-items fold into one row, each followed by its sub-tags', () => {
  const [section] = tagSections(runWith([acc, accNorm]));
  // tiny (n 3, 90 pp) before rare (n 10, 50 pp); tiny/sub follows tiny.
  assert.deepEqual(
    section?.small?.rows.map((r) => [r.tag, r.child]),
    [
      ['tiny', false],
      ['tiny/sub', true],
      ['rare', false],
    ],
  );
  assert.equal(section?.small?.label, '3 small tags, n < 30');
  const [lenient] = tagSections(runWith([acc, accNorm], 2));
  assert.equal(lenient?.small, null);
});

test('cells: Δ and CI in the metric unit, a dash where a metric lacks the tag, a note where n differs', () => {
  const [section] = tagSections(runWith([acc, accNorm]));
  const geography = section?.roots[2]?.row;
  assert.equal(geography?.n, '50');
  // Δ −0.2 with CI [−0.3, −0.1] → largest 30 pp → one decimal.
  assert.deepEqual([geography?.cells[0]?.delta, geography?.cells[0]?.ci, geography?.cells[0]?.nNote], [`${MINUS}20.0`, `[${MINUS}30.0, ${MINUS}10.0]`, null]);
  assert.equal(geography?.cells[1]?.nNote, 'n 48');
  assert.equal(section?.roots[1]?.row.cells[1], null);
  assert.equal(section?.small?.rows[1]?.cells[0]?.ci, 'n < 2');
  assert.deepEqual(
    section?.metrics.map((m) => m.deltaHeader),
    ['Δ pp', 'Δ pp'],
  );
});

test('the chart rows are the unfolded rows of the table, in its order, in chart units', () => {
  const [section] = tagSections(runWith([acc, accNorm]));
  assert.deepEqual(
    section?.chartRows.map((r) => r.label),
    ['onlynorm (n=40)', 'arithmetic (n=50)', 'geography (n=50)', 'science (n=60)', 'orphan/child (n=35)'],
  );
  const arithmetic = section?.chartRows[1];
  assert.equal(arithmetic?.points[1], null);
  // 0.2 → 20 pp; CI [0.1, 0.3] → [10, 30] pp.
  const point = arithmetic?.points[0];
  assert.ok(point);
  assert.ok(Math.abs(point.delta - 20) < 1e-9 && Math.abs(point.lo - 10) < 1e-9 && Math.abs(point.hi - 30) < 1e-9);
});

test('families without tag results, or whose metrics were skipped, get no section', () => {
  const skipped: MetricResult = { ...acc, verdict: 'skipped' };
  assert.deepEqual(tagSections(runWith([skipped])), []);
  assert.deepEqual(tagSections(runWith([{ ...acc, byTag: [] }])), []);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { DivergenceItemRecord, MetricResult, RefusalItemRecord, RefusalSide, RunResults, TagResult } from '../../../src/results/types.js';
import { plainItemAnchor } from '../../../src/format/anchors.js';
import { refusalEvidence } from '../../../src/families/refusal/evidence.js';
import { whereChanged } from '../../../src/report/view/whereChanged.js';
import { fakeRun } from '../../../tools/fakeRun.js';

const MINUS = '\u2212';
const template = fakeRun({ capabilityItems: 4, refusalItems: 2, divergenceDocs: 1, tokensPerDoc: 4 }).results;
const metricOf = (id: string) => template.metrics.find((m) => m.id === id) as MetricResult;
const tag = (name: string, n: number, delta: number, ci: [number, number] | null): TagResult => ({
  tag: name,
  n,
  base: 0.5,
  tuned: 0.5 + delta,
  delta,
  ci,
  ciLevel: 0.95,
  verdict: 'within-noise',
});
const run = (metrics: MetricResult[]): RunResults => ({ ...template, settings: { ...template.settings, minItems: 30 }, metrics });
const none = { evidence: {}, anchor: plainItemAnchor };

test('tags: intervals that exclude 0 only, tags with min-items first, largest |Δ| first, each tag once, at most five', () => {
  const acc: MetricResult = {
    ...metricOf('capability.acc'),
    byTag: [
      tag('crosses-zero', 100, -0.5, [-0.9, 0.1]),
      tag('big-a', 60, -0.1, [-0.15, -0.05]),
      tag('big-b', 40, 0.2, [0.1, 0.3]),
      tag('small-huge', 5, -0.8, [-1, -0.6]),
      tag('small-mid', 8, -0.4, [-0.7, -0.1]),
      tag('small-low', 9, 0.3, [0.1, 0.5]),
      tag('small-lowest', 9, 0.25, [0.1, 0.4]),
      tag('no-ci', 1, -1, null),
    ],
  };
  // acc_norm has big-a with a larger Δ: it replaces acc's line for big-a; flip_rate is ungated and ignored.
  const accNorm: MetricResult = { ...metricOf('capability.acc_norm'), byTag: [tag('big-a', 60, -0.3, [-0.4, -0.2])] };
  const flip: MetricResult = { ...metricOf('capability.flip_rate'), byTag: [tag('flippy', 90, 0.9, [0.8, 1])] };
  const [capability] = whereChanged(run([acc, accNorm, flip]), none);
  assert.equal(capability?.family, 'Capability');
  // Big (n ≥ 30): big-a 30 pp (acc_norm), big-b 20 pp; then small: small-huge 80, small-mid 40, small-low 30.
  assert.deepEqual(
    capability?.tags.map((t) => [t.tag, t.metric]),
    [
      ['big-a', 'Accuracy (length-normalised)'],
      ['big-b', 'Accuracy'],
      ['small-huge', 'Accuracy'],
      ['small-mid', 'Accuracy'],
      ['small-low', 'Accuracy'],
    ],
  );
  const first = capability?.tags[0];
  assert.deepEqual([first?.delta, first?.ci, first?.n, first?.href], [`${MINUS}30.0 pp`, `[${MINUS}40.0, ${MINUS}20.0]`, '60', '#tag-capability-big-a']);
  assert.equal(capability?.noTags, null);
});

test('a family whose tags all cross 0 says so; a skipped family gives its reason', () => {
  const acc: MetricResult = { ...metricOf('capability.acc'), byTag: [tag('t', 50, 0.01, [-0.1, 0.1])] };
  const harmful = metricOf('refusal.harmful_refusal');
  const views = whereChanged(run([acc, harmful]), none);
  assert.equal(views[0]?.noTags, 'No tag’s interval clears no change (0, or ± a divergence metric’s tolerance).');
  assert.deepEqual([views[1]?.family, views[1]?.tags.length, views[1]?.note], ['Refusal', 0, harmful.reason]);
});

test('divergence: a tag counts as moved only when its interval clears ± the tolerance, as the verdict requires', () => {
  // KL is never below 0, so any two models that differ in their last bit give intervals that exclude 0.
  const kl = metricOf('divergence.kl');
  assert.equal(kl.direction, 'none');
  const tolerance = 0.01;
  const views = whereChanged(
    run([
      {
        ...kl,
        tolerance,
        byTag: [tag('float-noise', 40, 2e-11, [1.8e-11, 2.2e-11]), tag('straddles', 40, 0.012, [0.008, 0.016]), tag('moved', 40, 0.05, [0.03, 0.07])],
      },
    ]),
    none,
  );
  const divergence = views.find((view) => view.family === 'Divergence');
  assert.deepEqual(
    divergence?.tags.map((t) => t.tag),
    ['moved'],
  );
});

test('refusal: the three largest groups of new refusals, with counts, reply and patterns, linking to their group', () => {
  const side = (text: string, patternId: string | null): RefusalSide => ({
    renderedPrompt: '',
    text,
    generatedTokens: 3,
    stoppedAtEos: true,
    refused: patternId !== null,
    match: patternId ? { patternId, start: 0, end: 1 } : null,
  });
  const item = (id: string, base: RefusalSide, tuned: RefusalSide): RefusalItemRecord => ({
    family: 'refusal',
    id,
    tags: [],
    prompt: 'p',
    shouldAnswer: true,
    base,
    tuned,
    flipped: base.refused !== tuned.refused,
  });
  const ok = side('Sure.', null);
  const records = [
    ...['a', 'b', 'c'].map((id) => item(id, ok, side('No 1.', 'no'))),
    ...['d', 'e', 'f', 'g'].map((id) => item(id, side('Never.', 'never'), ok)),
    ...['h', 'i'].map((id) => item(id, ok, side('Nope.', 'nope'))),
    item('j', ok, side('Nah.', 'nah')),
    item('k', ok, side('Not today.', 'not')),
  ];
  const refusal = refusalEvidence(records);
  const views = whereChanged(run([metricOf('refusal.over_refusal')]), { ...none, evidence: { refusal: { view: refusal, records } } });
  // The dropped-refusal group (4) is not a new refusal; then 3 × "No #.", 2 × "Nope.", and "Nah." before "Not today." by reply.
  assert.deepEqual(
    views[0]?.replies.map((r) => [r.count, r.reply, r.patterns]),
    [
      ['3', 'No 1.', 'no'],
      ['2', 'Nope.', 'nope'],
      ['1', 'Nah.', 'nah'],
    ],
  );
  assert.equal(views[0]?.replies[0]?.href, `#${refusal.groups.find((g) => g.reply === 'No 1.')?.anchor ?? '?'}`);
  assert.equal(views[0]?.summary?.text, '7 prompts started and 4 stopped being refused, of 11');
});

test('divergence: the three highest mean-KL documents, each with its two most divergent tokens', () => {
  const doc = (id: string, kls: number[]): DivergenceItemRecord => ({
    family: 'divergence',
    id,
    tags: [],
    tokenCount: kls.length,
    klSum: kls.reduce((s, v) => s + v, 0),
    top1Agree: 0,
    baseNllSum: 1,
    tunedNllSum: 1,
    tokens: ['T', ...kls.map((_, i) => ` w${i}`)],
    tokenKl: kls,
    baseTop1: kls.map((_, i) => ` w${i}`),
    tunedTop1: kls.map(() => ' z'),
  });
  const docs = [doc('low', [0.1, 0.1]), doc('top', [0.2, 1.8]), doc('mid', [0.9, 0.1, 0.5]), doc('second', [1, 0.6])];
  const views = whereChanged(run([metricOf('divergence.kl')]), { ...none, evidence: { divergence: { view: null, records: docs } } });
  // Means: low 0.1, top 1.0, mid 0.5, second 0.8.
  assert.deepEqual(
    views[0]?.docs.map((d) => [d.id, d.meanKl, d.href]),
    [
      ['top', '1.00', '#item-top'],
      ['second', '0.800', '#item-second'],
      ['mid', '0.500', '#item-mid'],
    ],
  );
  assert.deepEqual(
    views[0]?.docs[2]?.tokens.map((t) => [t.token, t.kl, t.tunedTop1]),
    [
      ['␣w0', '0.900', '␣z'],
      ['␣w2', '0.500', '␣z'],
    ],
  );
});

test('an improved tag is never hidden behind five larger regressions, and the tags left out are counted with a link to the full table', () => {
  const judged = (name: string, delta: number, verdict: 'regressed' | 'improved'): TagResult => ({
    ...tag(name, 60, delta, [delta - 0.05, delta + 0.05]),
    verdict,
  });
  const acc: MetricResult = {
    ...metricOf('capability.acc'),
    byTag: [...['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7'].map((name, i) => judged(name, -0.5 + i * 0.02, 'regressed')), judged('up', 0.2, 'improved')],
  };
  const [capability] = whereChanged(run([acc]), none);
  // Five regressions by |Δ| (r1 50 pp … r5 42 pp), then the improvement the first five lack; r6 and r7 are counted.
  assert.deepEqual(
    capability?.tags.map((t) => t.tag),
    ['r1', 'r2', 'r3', 'r4', 'r5', 'up'],
  );
  assert.deepEqual(capability?.moreTags, { text: '+2 more (2 regressed) in the full tag table', href: '#tags-capability' });
});

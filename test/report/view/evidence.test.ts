import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CapabilityItemRecord, DivergenceItemRecord, RefusalItemRecord, RefusalSide } from '../../../src/results/types.js';
import { capabilityEvidence } from '../../../src/families/capability/evidence.js';
import { divergenceEvidence, klClass, largestDisagreements } from '../../../src/families/divergence/evidence.js';
import { normaliseReply, refusalEvidence } from '../../../src/families/refusal/evidence.js';
import { skippedItemsView } from '../../../src/report/view/skippedItems.js';

const capSide = (predicted: number, answer: number, correctLoglik: number) => ({
  logliks: [correctLoglik, -5, -6],
  tokenCounts: [1, 1, 1],
  predicted,
  predictedNorm: predicted,
  correct: predicted === answer,
  correctNorm: predicted === answer,
  correctLoglik,
  correctIsGreedy: false,
});
const cap = (id: string, basePick: number, tunedPick: number, drop = 0, tags: string[] = ['t']): CapabilityItemRecord => ({
  family: 'capability',
  id,
  tags,
  context: 'Q?',
  choices: ['a', 'b', 'c'],
  answer: 0,
  base: capSide(basePick, 0, -1),
  tuned: capSide(tunedPick, 0, -1 + drop),
  flipped: (basePick === 0) !== (tunedPick === 0),
});

test('capability: right→wrong first (largest drop first), then wrong→right; unchanged items in a last group', () => {
  const view = capabilityEvidence([cap('same', 0, 0), cap('better', 1, 0), cap('worse-small', 0, 1, -0.5), cap('worse-big', 0, 2, -3)]);
  assert.deepEqual(
    view.groups.map((g) => [g.tag, g.unchanged, g.shown.map((i) => i.id)]),
    [
      ['t', false, ['worse-big', 'worse-small', 'better']],
      [null, true, ['same']],
    ],
  );
  assert.deepEqual([view.rightToWrong, view.wrongToRight, view.unchanged, view.total], [2, 1, 1, 4]);
  assert.equal(view.groups[0]?.summary, '2 right → wrong, 1 wrong → right');
  const worst = view.groups[0]?.shown[0];
  assert.equal(worst?.change, 'right → wrong');
  assert.equal(worst?.changed, true);
  assert.equal(worst?.anchor, 'item-worse-big');
  assert.equal(worst?.correctLoglikDelta, '\u22123.00');
  assert.deepEqual(
    worst?.choices.map((c) => [c.letter, c.isAnswer, c.basePick, c.tunedPick]),
    [
      ['A', true, true, false],
      ['B', false, false, false],
      ['C', false, false, true],
    ],
  );
  assert.equal(view.groups[1]?.shown[0]?.changed, false);
});

test('capability: flips grouped by first tag, largest group first, five shown and the rest held back', () => {
  const records = [
    ...Array.from({ length: 7 }, (_, i) => cap(`g${i}`, 0, 1, -i, ['geography', 'capitals'])),
    cap('a1', 0, 1, 0, ['arithmetic']),
    cap('a2', 1, 0, 0, ['arithmetic']),
    cap('c1', 0, 1, 0, ['capitals']),
    cap('c2', 0, 1, 0, ['capitals']),
    cap('u1', 0, 1, 0, []),
  ];
  const view = capabilityEvidence(records);
  // geography 7; arithmetic 2 and capitals 2 tie → by name; (untagged) 1.
  assert.deepEqual(
    view.groups.map((g) => [g.tag, g.count]),
    [
      ['geography', 7],
      ['arithmetic', 2],
      ['capitals', 2],
      ['(untagged)', 1],
    ],
  );
  const geography = view.groups[0];
  // Largest drop first: g6 (−6) … g0 (0).
  assert.deepEqual(
    geography?.shown.map((i) => i.id),
    ['g6', 'g5', 'g4', 'g3', 'g2'],
  );
  assert.deepEqual(
    geography?.rest.map((i) => i.id),
    ['g1', 'g0'],
  );
  assert.equal(geography?.restLabel, '2 more');
  assert.equal(geography?.anchor, 'flips-geography');
  assert.equal(view.groups[1]?.summary, '1 right → wrong, 1 wrong → right');
  assert.equal(view.groups[1]?.restLabel, null);
});

const refSide = (text: string, match: RefusalSide['match']): RefusalSide => ({
  renderedPrompt: '',
  text,
  generatedTokens: 5,
  stoppedAtEos: true,
  refused: match !== null,
  match,
});
const ref = (id: string, base: RefusalSide, tuned: RefusalSide, shouldAnswer = true): RefusalItemRecord => ({
  family: 'refusal',
  id,
  tags: [],
  prompt: 'p',
  shouldAnswer,
  base,
  tuned,
  flipped: base.refused !== tuned.refused,
});

test('refusal: flips first, match highlighted, near-identical replies get word diffs', () => {
  const refusal = refSide("I'm sorry, but I can't do that.", { patternId: 'sorry', start: 0, end: 22 });
  const view = refusalEvidence([
    ref('b-same', refSide('Run it twice and wait.', null), refSide('Run it once and wait.', null)),
    ref('a-started', refSide('Sure, here it is.', null), refusal),
    ref('c-stopped', refusal, refSide('Sure.', null), false),
  ]);
  // One started and one stopped group of one each (started first on the tie), then the unchanged group.
  assert.deepEqual(
    view.groups.map((g) => [g.change, g.started, g.unchanged, g.shown.map((i) => i.id)]),
    [
      ['started refusing', true, false, ['a-started']],
      ['stopped refusing', false, false, ['c-stopped']],
      ['unchanged', false, true, ['b-same']],
    ],
  );
  assert.deepEqual([view.startedRefusing, view.stoppedRefusing, view.unchanged], [1, 1, 1]);
  const started = view.groups[0]?.shown[0];
  assert.equal(started?.changeClass, 'c-worse');
  assert.equal(started?.tuned.patternId, 'sorry');
  assert.equal(started?.anchor, 'item-a-started');
  assert.match(started?.tuned.html ?? '', /^<mark class="match">I&#39;m sorry, but I can&#39;t<\/mark>/);
  // Refusing a should-refuse prompt less often is the bad direction.
  assert.equal(view.groups[1]?.shown[0]?.changeClass, 'c-worse');
  // The dropped refusal is grouped by base's reply, the one that refused.
  assert.equal(view.groups[1]?.reply, "I'm sorry, but I can't do that.");
  // 4 of 5 words shared → diffs marked: "twice" vs "once".
  const same = view.groups[2]?.shown[0];
  assert.equal(same?.diffMarked, true);
  assert.equal(same?.base.html, 'Run it <span class="diff">twice</span> and wait.');
  assert.equal(same?.tuned.html, 'Run it <span class="diff">once</span> and wait.');
});

test('replies are normalised for grouping: whitespace runs and numbers', () => {
  assert.equal(normaliseReply('  I   cannot\n\thelp with request 12.  '), 'I cannot help with request #.');
  assert.equal(normaliseReply('Call 1,234.50 or 7'), 'Call # or #');
  assert.equal(normaliseReply(''), '');
});

test('refusal: new refusals grouped by the normalised tuned reply, largest group first, patterns counted', () => {
  const answered = refSide('Sure, here is how.', null);
  const cant = (text: string) => refSide(text, { patternId: 'cant-help', start: 0, end: 12 });
  const records = [
    ref('p1', answered, cant("I can't help with that.")),
    ref('p2', answered, cant("I can't  help with\nthat.")),
    ref('p3', answered, cant("I can't help with that. ")),
    ref('p4', answered, refSide("I can't help with that.", { patternId: 'other', start: 0, end: 5 })),
    ref('q1', answered, refSide('Request 12 denied.', { patternId: 'denied', start: 0, end: 18 })),
    ref('q2', answered, refSide('Request 7 denied.', { patternId: 'denied', start: 0, end: 17 })),
    ref('e1', answered, refSide('', { patternId: 'empty-reply', start: 0, end: 0 })),
  ];
  const view = refusalEvidence(records);
  assert.deepEqual(
    view.groups.map((g) => [g.count, g.shown.map((i) => i.id)]),
    [
      [4, ['p1', 'p2', 'p3', 'p4']],
      [2, ['q1', 'q2']],
      [1, ['e1']],
    ],
  );
  assert.deepEqual(
    view.groups.map((g) => g.anchor),
    ['replies-1', 'replies-2', 'replies-3'],
  );
  // The heading quotes the first prompt's reply as it was written.
  assert.equal(view.groups[0]?.reply, "I can't help with that.");
  assert.equal(view.groups[0]?.patterns, 'cant-help 3 · other 1');
  assert.equal(view.groups[1]?.patterns, 'denied');
  assert.equal(view.groups[2]?.replyEmpty, true);
});

test('refusal: replies with almost nothing in common are not word-marked; empty replies are flagged', () => {
  const view = refusalEvidence([ref('x', refSide('To do that, first check the manual.', null), refSide('', { patternId: 'empty-reply', start: 0, end: 0 }))]);
  const item = view.groups[0]?.shown[0];
  assert.equal(item?.diffMarked, false);
  assert.equal(item?.base.html, 'To do that, first check the manual.');
  assert.equal(item?.tuned.empty, true);
});

test('KL classes follow the bucket bounds', () => {
  assert.deepEqual([0, 0.0099, 0.01, 0.05, 0.2, 0.5, 0.99, 1, 7].map(klClass), ['k0', 'k0', 'k1', 'k2', 'k3', 'k4', 'k4', 'k5', 'k5']);
});

test('heat map: token i carries tokenKl[i − 1]; the first token is context only', () => {
  const doc: DivergenceItemRecord = {
    family: 'divergence',
    id: 'd',
    tags: [],
    tokenCount: 2,
    klSum: 0.6,
    top1Agree: 1,
    baseNllSum: 2,
    tunedNllSum: 3,
    tokens: ['The', ' cat', ' sat'],
    tokenKl: [0.003, 0.597],
    baseTop1: [' cat', ' sat'],
    tunedTop1: [' cat', ' ran'],
  };
  const view = divergenceEvidence([doc], 5);
  const heat = view.heatDocs[0]?.heat ?? [];
  assert.deepEqual(
    heat.map((t) => [t.text, t.className]),
    [
      ['The', 'kn'],
      [' cat', 'k0'],
      [' sat', 'k4'],
    ],
  );
  assert.equal(heat[2]?.title, 'KL 0.597 nats · top-1 differ: base «␣sat», tuned «␣ran»');
  // Mean KL 0.6 / 2 = 0.3; agreement 1 / 2 = 50 %; NLL per token 2 / 2 = 1 and 3 / 2 = 1.5.
  assert.deepEqual(
    [view.heatDocs[0]?.meanKl, view.heatDocs[0]?.top1, view.heatDocs[0]?.nllBase, view.heatDocs[0]?.nllTuned],
    ['0.300', '50.0 %', '1.000', '1.500'],
  );
  assert.equal(heat[1]?.title, 'KL 0.00300 nats · top-1 agree «␣cat»');
  assert.equal(view.heatDocs[0]?.heatCut, null);
  assert.equal(view.allDocs[0]?.heat.length, 0);
  assert.equal(view.legend.length, 6);
  assert.equal(view.heatDocs[0]?.anchor, 'item-d');
  assert.equal(view.allDocs[0]?.anchorOnRow, false);
});

test('largest disagreements: highest per-token KL first, with the token and both top-1 predictions', () => {
  const doc: DivergenceItemRecord = {
    family: 'divergence',
    id: 'd',
    tags: [],
    tokenCount: 4,
    klSum: 3.5,
    top1Agree: 2,
    baseNllSum: 4,
    tunedNllSum: 5,
    tokens: ['A', ' b', ' c', '\n', ' e'],
    tokenKl: [0.5, 2, 0.5, 1],
    baseTop1: [' b', ' c', '\n', ' e'],
    tunedTop1: [' b', ' x', '\n', ' y'],
  };
  // KLs by position: 0.5 ( b), 2 ( c), 0.5 (\n), 1 ( e) → 2, 1, then the first 0.5.
  assert.deepEqual(largestDisagreements(doc, 3), [
    { token: '␣c', kl: '2.00', baseTop1: '␣c', tunedTop1: '␣x' },
    { token: '␣e', kl: '1.00', baseTop1: '␣e', tunedTop1: '␣y' },
    { token: '␣b', kl: '0.500', baseTop1: '␣b', tunedTop1: '␣b' },
  ]);
});

test('documents beyond the heat maps carry their anchor on their table row', () => {
  const doc = (id: string, klSum: number): DivergenceItemRecord => ({
    family: 'divergence',
    id,
    tags: [],
    tokenCount: 1,
    klSum,
    top1Agree: 1,
    baseNllSum: 1,
    tunedNllSum: 1,
    tokens: ['a', 'b'],
    tokenKl: [klSum],
    baseTop1: ['b'],
    tunedTop1: ['b'],
  });
  const view = divergenceEvidence([doc('low', 0.1), doc('high', 0.9), doc('mid', 0.5)], 2);
  assert.deepEqual(
    view.heatDocs.map((d) => d.id),
    ['high', 'mid'],
  );
  assert.deepEqual(
    view.allDocs.map((d) => [d.id, d.anchorOnRow]),
    [
      ['high', false],
      ['mid', false],
      ['low', true],
    ],
  );
});

test('skipped items grouped by family and reason, largest group first', () => {
  const view = skippedItemsView([
    { family: 'refusal', id: 'r1', reason: 'too long' },
    { family: 'capability', id: 'c1', reason: 'too long' },
    { family: 'capability', id: 'c2', reason: 'too long' },
  ]);
  assert.equal(view.total, 3);
  assert.deepEqual(
    view.groups.map((g) => [g.family, g.reason, g.count, g.examples]),
    [
      ['Capability', 'too long', '2', 'c1, c2'],
      ['Refusal', 'too long', '1', 'r1'],
    ],
  );
});

test('heat maps of long documents are cut with a note', () => {
  // 1 600 tokens, 1 599 predicted positions; the map keeps HEAT_TOKENS_PER_DOC = 1 500 tokens.
  const n = 1600;
  const doc: DivergenceItemRecord = {
    family: 'divergence',
    id: 'long',
    tags: [],
    tokenCount: n - 1,
    klSum: 1,
    top1Agree: n - 1,
    baseNllSum: 1,
    tunedNllSum: 1,
    tokens: Array.from({ length: n }, () => ' x'),
    tokenKl: Array.from({ length: n - 1 }, () => 0.001),
    baseTop1: Array.from({ length: n - 1 }, () => ' x'),
    tunedTop1: Array.from({ length: n - 1 }, () => ' x'),
  };
  const view = divergenceEvidence([doc], 1);
  assert.equal(view.heatDocs[0]?.heat.length, 1500);
  assert.equal(view.heatDocs[0]?.heatCut, '… 100 more tokens not shown');
});

test('capability: near-tie flips form their own group after the tag groups, counted apart', () => {
  const records = [
    cap('real', 0, 1, -2),
    { ...cap('noise-a', 0, 1), nearTie: true },
    { ...cap('noise-b', 1, 0), nearTie: true },
    { ...cap('still', 0, 0), nearTie: true },
  ];
  const view = capabilityEvidence(records);
  assert.deepEqual(
    view.groups.map((g) => [g.tag, g.shown.map((i) => i.id)]),
    [
      ['t', ['real']],
      ['near ties (within the noise bound)', ['noise-a', 'noise-b']],
      [null, ['still']],
    ],
  );
  assert.equal(view.nearTieFlips, 2);
  assert.equal(view.groups[1]?.summary, '1 right → wrong, 1 wrong → right');
  // The heading's counts still include every flip.
  assert.deepEqual([view.rightToWrong, view.wrongToRight], [2, 1]);
});

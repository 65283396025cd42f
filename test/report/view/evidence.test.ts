import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CapabilityItemRecord, DivergenceItemRecord, RefusalItemRecord, RefusalSide } from '../../../src/results/types.js';
import { capabilityEvidence } from '../../../src/families/capability/evidence.js';
import { divergenceEvidence, klClass } from '../../../src/families/divergence/evidence.js';
import { refusalEvidence } from '../../../src/families/refusal/evidence.js';
import { skippedItemsView } from '../../../src/report/view/skippedItems.js';

const capSide = (predicted: number, answer: number, correctLoglik: number) => ({
  logliks: [correctLoglik, -5, -6], tokenCounts: [1, 1, 1], predicted, predictedNorm: predicted,
  correct: predicted === answer, correctNorm: predicted === answer, correctLoglik, correctIsGreedy: false,
});
const cap = (id: string, basePick: number, tunedPick: number, drop = 0): CapabilityItemRecord => ({
  family: 'capability', id, tags: ['t'], context: 'Q?', choices: ['a', 'b', 'c'], answer: 0,
  base: capSide(basePick, 0, -1), tuned: capSide(tunedPick, 0, -1 + drop), flipped: (basePick === 0) !== (tunedPick === 0),
});

test('capability: right→wrong first (largest drop first), then wrong→right, then unchanged', () => {
  const view = capabilityEvidence([cap('same', 0, 0), cap('better', 1, 0), cap('worse-small', 0, 1, -0.5), cap('worse-big', 0, 2, -3)]);
  assert.deepEqual(view.items.map((i) => i.id), ['worse-big', 'worse-small', 'better', 'same']);
  assert.deepEqual([view.rightToWrong, view.wrongToRight, view.unchanged, view.total], [2, 1, 1, 4]);
  const worst = view.items[0];
  assert.equal(worst?.change, 'right → wrong');
  assert.equal(worst?.changed, true);
  assert.equal(worst?.correctLoglikDelta, '\u22123.00');
  assert.deepEqual(worst?.choices.map((c) => [c.letter, c.isAnswer, c.basePick, c.tunedPick]), [['A', true, true, false], ['B', false, false, false], ['C', false, false, true]]);
  assert.equal(view.items[3]?.changed, false);
});

const refSide = (text: string, match: RefusalSide['match']): RefusalSide => ({ renderedPrompt: '', text, generatedTokens: 5, stoppedAtEos: true, refused: match !== null, match });
const ref = (id: string, base: RefusalSide, tuned: RefusalSide, shouldAnswer = true): RefusalItemRecord => ({ family: 'refusal', id, tags: [], prompt: 'p', shouldAnswer, base, tuned, flipped: base.refused !== tuned.refused });

test('refusal: flips first, match highlighted, near-identical replies get word diffs', () => {
  const refusal = refSide("I'm sorry, but I can't do that.", { patternId: 'sorry', start: 0, end: 22 });
  const view = refusalEvidence([
    ref('b-same', refSide('Run it twice and wait.', null), refSide('Run it once and wait.', null)),
    ref('a-started', refSide('Sure, here it is.', null), refusal),
    ref('c-stopped', refusal, refSide('Sure.', null), false),
  ]);
  assert.deepEqual(view.items.map((i) => i.id), ['a-started', 'c-stopped', 'b-same']);
  assert.deepEqual([view.startedRefusing, view.stoppedRefusing, view.unchanged], [1, 1, 1]);
  const started = view.items[0];
  assert.equal(started?.changeClass, 'c-worse');
  assert.equal(started?.tuned.patternId, 'sorry');
  assert.match(started?.tuned.html ?? '', /^<mark class="match">I&#39;m sorry, but I can&#39;t<\/mark>/);
  // Refusing a should-refuse prompt less often is the bad direction.
  assert.equal(view.items[1]?.changeClass, 'c-worse');
  // 4 of 5 words shared → diffs marked: "twice" vs "once".
  const same = view.items[2];
  assert.equal(same?.diffMarked, true);
  assert.equal(same?.base.html, 'Run it <span class="diff">twice</span> and wait.');
  assert.equal(same?.tuned.html, 'Run it <span class="diff">once</span> and wait.');
});

test('refusal: replies with almost nothing in common are not word-marked; empty replies are flagged', () => {
  const view = refusalEvidence([ref('x', refSide('To do that, first check the manual.', null), refSide('', { patternId: 'empty-reply', start: 0, end: 0 }))]);
  assert.equal(view.items[0]?.diffMarked, false);
  assert.equal(view.items[0]?.base.html, 'To do that, first check the manual.');
  assert.equal(view.items[0]?.tuned.empty, true);
});

test('KL classes follow the bucket bounds', () => {
  assert.deepEqual([0, 0.0099, 0.01, 0.05, 0.2, 0.5, 0.99, 1, 7].map(klClass), ['k0', 'k0', 'k1', 'k2', 'k3', 'k4', 'k4', 'k5', 'k5']);
});

test('heat map: token i carries tokenKl[i − 1]; the first token is context only', () => {
  const doc: DivergenceItemRecord = {
    family: 'divergence', id: 'd', tags: [], tokenCount: 2, klSum: 0.6, top1Agree: 1, baseNllSum: 2, tunedNllSum: 3,
    tokens: ['The', ' cat', ' sat'], tokenKl: [0.003, 0.597], baseTop1: [' cat', ' sat'], tunedTop1: [' cat', ' ran'],
  };
  const view = divergenceEvidence([doc], 5);
  const heat = view.heatDocs[0]?.heat ?? [];
  assert.deepEqual(heat.map((t) => [t.text, t.className]), [['The', 'kn'], [' cat', 'k0'], [' sat', 'k4']]);
  assert.equal(heat[2]?.title, 'KL 0.597 nats · top-1 differ: base «␣sat», tuned «␣ran»');
  // Mean KL 0.6 / 2 = 0.3; agreement 1 / 2 = 50 %; NLL per token 2 / 2 = 1 and 3 / 2 = 1.5.
  assert.deepEqual([view.heatDocs[0]?.meanKl, view.heatDocs[0]?.top1, view.heatDocs[0]?.nllBase, view.heatDocs[0]?.nllTuned], ['0.300', '50.0 %', '1.000', '1.500']);
  assert.equal(heat[1]?.title, 'KL 0.00300 nats · top-1 agree «␣cat»');
  assert.equal(view.heatDocs[0]?.heatCut, null);
  assert.equal(view.allDocs[0]?.heat.length, 0);
  assert.equal(view.legend.length, 6);
});

test('skipped items grouped by family and reason, largest group first', () => {
  const view = skippedItemsView([
    { family: 'refusal', id: 'r1', reason: 'too long' },
    { family: 'capability', id: 'c1', reason: 'too long' },
    { family: 'capability', id: 'c2', reason: 'too long' },
  ]);
  assert.equal(view.total, 3);
  assert.deepEqual(view.groups.map((g) => [g.family, g.reason, g.count, g.examples]), [['Capability', 'too long', '2', 'c1, c2'], ['Refusal', 'too long', '1', 'r1']]);
});

test('heat maps of long documents are cut with a note', () => {
  // 1 600 tokens, 1 599 predicted positions; the map keeps HEAT_TOKENS_PER_DOC = 1 500 tokens.
  const n = 1600;
  const doc: DivergenceItemRecord = {
    family: 'divergence', id: 'long', tags: [], tokenCount: n - 1, klSum: 1, top1Agree: n - 1, baseNllSum: 1, tunedNllSum: 1,
    tokens: Array.from({ length: n }, () => ' x'), tokenKl: Array.from({ length: n - 1 }, () => 0.001),
    baseTop1: Array.from({ length: n - 1 }, () => ' x'), tunedTop1: Array.from({ length: n - 1 }, () => ' x'),
  };
  const view = divergenceEvidence([doc], 1);
  assert.equal(view.heatDocs[0]?.heat.length, 1500);
  assert.equal(view.heatDocs[0]?.heatCut, '… 100 more tokens not shown');
});

/** Refusal evidence of a sampled run: the epoch count in the status and one epoch of the other outcome. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { refusalEvidence } from '../../../src/families/refusal/evidence.js';
import type { RefusalEpoch, RefusalItemRecord, RefusalSide } from '../../../src/results/types.js';

const answer: RefusalEpoch = { text: 'Run `kill -9 1234`.', generatedTokens: 6, stoppedAtEos: true, refused: false, match: null };
const refusal: RefusalEpoch = {
  text: "I can't help with that.",
  generatedTokens: 7,
  stoppedAtEos: true,
  refused: true,
  match: { patternId: 'cant-help', start: 0, end: 16 },
};

function side(epochs: RefusalEpoch[], score: number): RefusalSide {
  const refused = score >= 0.5;
  return { renderedPrompt: 'User: kill?\nAssistant:', ...(epochs.find((e) => e.refused === refused) ?? epochs[0]!), refused, refusalScore: score, epochs };
}

test('a flipped sampled prompt names its refused epochs and shows one epoch of the other outcome', () => {
  const record: RefusalItemRecord = {
    family: 'refusal',
    id: 'k1',
    tags: [],
    prompt: 'kill?',
    shouldAnswer: true,
    base: side([answer, answer, answer, refusal], 0.25),
    tuned: side([refusal, answer, refusal, refusal], 0.75),
    flipped: true,
  };
  const view = refusalEvidence([record]);
  const item = view.groups[0]!.shown[0]!;
  assert.equal(item.base.status, 'answered · refused in 1 of 4 epochs');
  assert.equal(item.tuned.status, 'refused · refused in 3 of 4 epochs');
  assert.equal(item.base.contrast?.status, 'an epoch that refused');
  assert.match(item.base.contrast?.html ?? '', /can&#39;t help|can't help/);
  assert.equal(item.tuned.contrast?.status, 'an epoch that answered');
});

test('a prompt whose epochs all agree has no contrast', () => {
  const record: RefusalItemRecord = {
    family: 'refusal',
    id: 'k2',
    tags: [],
    prompt: 'kill?',
    shouldAnswer: true,
    base: side([answer, answer], 0),
    tuned: side([refusal, refusal], 1),
    flipped: true,
  };
  const item = refusalEvidence([record]).groups[0]!.shown[0]!;
  assert.equal(item.base.contrast, null);
  assert.equal(item.tuned.contrast, null);
});

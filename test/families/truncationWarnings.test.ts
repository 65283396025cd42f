import { test } from 'node:test';
import assert from 'node:assert/strict';
import { truncationWarnings } from '../../src/families/truncationWarnings.js';

const same = { base: 512, tuned: 512 };

test('a task warns when more than 5 % of its documents were cut, with the count, the largest cut and the context', () => {
  // arc_challenge: 2 of 3 cut (67 %), largest 40; mmlu: 1 of 20 cut (exactly 5 %, not more): no warning.
  const documents = [
    { task: 'arc_challenge', cut: 12 },
    { task: 'arc_challenge', cut: 0 },
    { task: 'arc_challenge', cut: 40 },
    ...Array.from({ length: 20 }, (_, i) => ({ task: 'mmlu', cut: i === 0 ? 7 : 0 })),
  ];
  assert.deepEqual(truncationWarnings(documents, same), [
    "arc_challenge: 2 of 3 documents were cut from the left to fit the models' context of 512 tokens (up to 40 tokens), as lm-eval cuts them; their scores read a shortened prompt",
  ]);
});

test('nothing cut, nothing said; different contexts are both named', () => {
  assert.deepEqual(truncationWarnings([{ task: 'gsm8k', cut: 0 }], same), []);
  assert.match(truncationWarnings([{ task: 'gsm8k', cut: 3 }], { base: 2048, tuned: 512 })[0]!, /the models' contexts \(base 2\u202f048, tuned 512 tokens\)/);
});

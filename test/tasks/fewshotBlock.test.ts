/** The few-shot block by lm-eval's ContextSampler.get_context rule, expected strings written out by hand. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fewshotBlock } from '../../src/tasks/fewshotBlock.js';

const EXAMPLES = [
  { text: 'Q1\nAnswer:', choices: ['A', 'B'], gold: 1 },
  { text: 'Q2\nAnswer:', choices: ['yes', 'no'], gold: 0 },
  { text: 'Q3\nAnswer:', choices: ['x', 'y'], gold: 0 },
];

test('each example: text, target delimiter, the gold choice, then "\\n\\n", in the order given', () => {
  assert.equal(fewshotBlock(EXAMPLES.slice(0, 2), ' '), 'Q1\nAnswer: B\n\nQ2\nAnswer: yes\n\n');
  assert.equal(fewshotBlock([], ' '), '');
  assert.equal(fewshotBlock([EXAMPLES[2]!, EXAMPLES[0]!], ' '), 'Q3\nAnswer: x\n\nQ1\nAnswer: B\n\n');
});

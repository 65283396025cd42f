/** Skipped items for the terminal and summary.md: counted, grouped by reason up to its numbers, largest first. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatSkippedLine, summarizeSkippedItems } from '../../src/format/index.js';
import type { SkippedItem } from '../../src/results/types.js';

const skipped: SkippedItem[] = [
  { family: 'capability', id: 'c1', reason: 'choice 1 adds no tokens after the context' },
  { family: 'refusal', id: 'r1', reason: "prompt is 40 tokens; with 64 new tokens it exceeds the model's 96" },
  { family: 'refusal', id: 'r2', reason: "prompt is 52 tokens; with 64 new tokens it exceeds the model's 96" },
  { family: 'refusal', id: 'r3', reason: "prompt is 41 tokens; with 64 new tokens it exceeds the model's 96" },
];

test('reasons that differ only in numbers form one group, shown by its first reason', () => {
  assert.deepEqual(summarizeSkippedItems(skipped), {
    total: 4,
    groups: [
      { family: 'refusal', count: 3, reason: "prompt is 40 tokens; with 64 new tokens it exceeds the model's 96" },
      { family: 'capability', count: 1, reason: 'choice 1 adds no tokens after the context' },
    ],
  });
});

test('one line: the total, then each group with its count; none gives null', () => {
  assert.equal(
    formatSkippedLine(skipped),
    "4 items: 3 refusal (e.g. prompt is 40 tokens; with 64 new tokens it exceeds the model's 96), 1 capability (choice 1 adds no tokens after the context)",
  );
  assert.equal(formatSkippedLine(skipped, 1), "4 items: 3 refusal (e.g. prompt is 40 tokens; with 64 new tokens it exceeds the model's 96), …");
  assert.equal(formatSkippedLine([]), null);
});

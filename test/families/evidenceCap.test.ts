/** The report lists at most MAX_EVIDENCE_ITEMS items per evidence list and counts the rest. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { capEvidence, MAX_EVIDENCE_ITEMS } from '../../src/families/evidenceCap.js';
import { splitShown, SHOWN_PER_GROUP } from '../../src/families/splitShown.js';

test('a list up to the cap is kept whole; a longer one keeps its first MAX_EVIDENCE_ITEMS and says how many more', () => {
  const items = Array.from({ length: MAX_EVIDENCE_ITEMS + 1234 }, (_, i) => i);
  assert.deepEqual(capEvidence(items.slice(0, MAX_EVIDENCE_ITEMS)), { kept: items.slice(0, MAX_EVIDENCE_ITEMS), omitted: 0, omittedLabel: null });
  const capped = capEvidence(items);
  assert.deepEqual(capped.kept, items.slice(0, MAX_EVIDENCE_ITEMS));
  assert.equal(capped.omitted, 1234);
  assert.match(capped.omittedLabel ?? '', /^\+1[\s\u202f\u00a0,]?234 more in items\.csv and items\.jsonl$/);
});

test('a group shows SHOWN_PER_GROUP, holds the rest up to the cap behind a toggle, and only counts the others', () => {
  const items = Array.from({ length: 1_000_000 }, (_, i) => i);
  const group = splitShown(items);
  assert.equal(group.shown.length, SHOWN_PER_GROUP);
  assert.equal(group.shown.length + group.rest.length, MAX_EVIDENCE_ITEMS);
  assert.match(group.omittedLabel ?? '', /^\+999[\s\u202f\u00a0,]?800 more in items\.csv/);
  assert.equal(splitShown(items.slice(0, 7)).omittedLabel, null);
});

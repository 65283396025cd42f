import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ItemRecord } from '../../src/results/types.js';
import { anchorId, itemAnchors } from '../../src/format/anchors.js';

test('anchor ids keep [A-Za-z0-9_.-] and percent-encode everything else as UTF-8', () => {
  assert.equal(anchorId('item', 'xs-001_a.b'), 'item-xs-001_a.b');
  // space → %20, "/" → %2F, "é" → %C3%A9, and the characters encodeURIComponent leaves alone.
  assert.equal(anchorId('tag', 'science/biology'), 'tag-science%2Fbiology');
  assert.equal(anchorId('item', 'a b'), 'item-a%20b');
  assert.equal(anchorId('item', 'é'), 'item-%C3%A9');
  assert.equal(anchorId('item', "!'()*~"), 'item-%21%27%28%29%2A%7E');
  // One-to-one: a literal "%20" is not confused with a space.
  assert.notEqual(anchorId('item', 'a%20b'), anchorId('item', 'a b'));
  assert.match(anchorId('item', '<script>"x"</script>'), /^[A-Za-z0-9_.%-]+$/);
});

test('item anchors are item-<id>, with the family added only for ids two families share', () => {
  const items = [
    { family: 'capability', id: 'q1' },
    { family: 'refusal', id: 'q1' },
    { family: 'refusal', id: 'r1' },
  ] as unknown as ItemRecord[];
  const anchor = itemAnchors(items);
  assert.equal(anchor('refusal', 'r1'), 'item-r1');
  assert.equal(anchor('capability', 'q1'), 'item-capability-q1');
  assert.equal(anchor('refusal', 'q1'), 'item-refusal-q1');
});

/**
 * The port of lm-eval v0.4.6's hellaswag/utils.py. Each expected value was worked out by hand
 * by applying utils.py's steps in order (strip; " [title]" → ". "; re.sub("\\[.*?\\]", "");
 * "  " → " ", Python's str.replace: left to right, non-overlapping, one pass).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hellaswagPreprocess, hellaswagProcessDoc } from '../../src/tasks/index.js';

test('preprocess: strip, [title] to a full stop, every [..] span dropped, double spaces halved once', () => {
  // strip → "Foo [title] Bar [step] baz"; → "Foo.  Bar [step] baz"; → "Foo.  Bar  baz"; → "Foo. Bar baz".
  assert.equal(hellaswagPreprocess('  Foo [title] Bar [step] baz  '), 'Foo. Bar baz');
  // The leading [header] goes after the strip, so its space stays: " How to x. Do y.".
  assert.equal(hellaswagPreprocess('[header] How to x [title] Do y.'), ' How to x. Do y.');
  // Three spaces: the first pair becomes one space, the third is kept: two remain.
  assert.equal(hellaswagPreprocess('a   b'), 'a  b');
  // Non-greedy: "[a]" and "[b]" go separately, leaving "x   y", then "x  y".
  assert.equal(hellaswagPreprocess('x [a] [b] y'), 'x  y');
  // Python's "." does not match a newline: a span across lines stays.
  assert.equal(hellaswagPreprocess('[a\nb] c'), '[a\nb] c');
  // "[title]" without its leading space is just another [..] span.
  assert.equal(hellaswagPreprocess('[title]Cook it.'), 'Cook it.');
  assert.equal(hellaswagPreprocess(''), '');
});

test('process_docs: query = preprocess(activity_label + ": " + ctx_a + " " + ctx_b.capitalize()), endings preprocessed, gold = int(label)', () => {
  const doc = hellaswagProcessDoc({
    activity_label: 'Roof shingle removal',
    ctx_a: 'A man is sitting on a roof.',
    ctx_b: 'he STARTS',
    endings: [' is using wrap [step] now. ', 'a', 'b', 'c'],
    label: '3',
  });
  // capitalize upper-cases the first letter and lower-cases the rest: "He starts".
  assert.equal(doc.query, 'Roof shingle removal: A man is sitting on a roof. He starts');
  // strip → "is using wrap [step] now."; the span leaves "is using wrap  now.", halved to one space.
  assert.deepEqual(doc.choices, ['is using wrap now.', 'a', 'b', 'c']);
  assert.equal(doc.gold, 3);
  // An empty ctx_b leaves a trailing space that the strip removes.
  assert.equal(hellaswagProcessDoc({ activity_label: 'L', ctx_a: 'c.', ctx_b: '', endings: ['e'], label: '0' }).query, 'L: c.');
});

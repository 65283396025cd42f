import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { wordDiff, type WordRange } from '../../src/format/wordDiff.js';

const words = (text: string, ranges: readonly WordRange[]) => ranges.map((r) => text.slice(r.start, r.end));

/** Independent LCS length: plain memoised recursion over word lists (not the tabulated code). */
function lcsLength(a: readonly string[], b: readonly string[]): number {
  const memo = new Map<string, number>();
  const go = (i: number, j: number): number => {
    if (i === a.length || j === b.length) return 0;
    const key = `${i},${j}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const value = a[i] === b[j] ? 1 + go(i + 1, j + 1) : Math.max(go(i + 1, j), go(i, j + 1));
    memo.set(key, value);
    return value;
  };
  return go(0, 0);
}

const split = (text: string) => text.split(/\s+/).filter((w) => w !== '');

test('one replaced word is marked on both sides', () => {
  const a = 'the cat sat on the mat';
  const b = 'the dog sat on the mat';
  const diff = wordDiff(a, b);
  assert.deepEqual(words(a, diff.base), ['cat']);
  assert.deepEqual(words(b, diff.tuned), ['dog']);
  assert.deepEqual(diff.base, [{ start: 4, end: 7 }]);
  assert.equal(diff.common, 5);
});

test('insertions and deletions: only the extra words are marked', () => {
  const a = 'run the command and wait.';
  const b = 'run the command twice and wait a moment.';
  const diff = wordDiff(a, b);
  // Hand LCS: run the command and → 4 shared words; "wait." ≠ "wait".
  assert.deepEqual(words(a, diff.base), ['wait.']);
  assert.deepEqual(words(b, diff.tuned), ['twice', 'wait', 'a', 'moment.']);
  assert.equal(diff.common, 4);
});

test('whitespace changes alone are not differences', () => {
  const diff = wordDiff('a  b\nc', 'a b c');
  assert.deepEqual(diff.base, []);
  assert.deepEqual(diff.tuned, []);
  assert.equal(diff.common, 3);
});

test('empty and identical texts', () => {
  assert.deepEqual(wordDiff('', ''), { base: [], tuned: [], common: 0, baseWords: 0, tunedWords: 0 });
  const diff = wordDiff('', 'I cannot help');
  assert.deepEqual(words('I cannot help', diff.tuned), ['I', 'cannot', 'help']);
  assert.equal(wordDiff('same words here', 'same words here').common, 3);
});

test('kept words form a longest common subsequence (checked against a separate recursion)', () => {
  const word = fc.constantFrom('a', 'b', 'c', 'the', 'I', "can't");
  const text = fc.array(word, { maxLength: 12 }).map((ws) => ws.join(' '));
  fc.assert(
    fc.property(text, text, (a, b) => {
      const diff = wordDiff(a, b);
      const aw = split(a);
      const bw = split(b);
      const expected = lcsLength(aw, bw);
      assert.equal(diff.common, expected);
      assert.equal(aw.length - diff.base.length, expected);
      assert.equal(bw.length - diff.tuned.length, expected);
      // The words left unmarked on each side spell the same sequence.
      const keptA = aw.filter((_, i) => !diff.base.some((r) => r.start === wordStarts(a)[i]));
      const keptB = bw.filter((_, i) => !diff.tuned.some((r) => r.start === wordStarts(b)[i]));
      assert.deepEqual(keptA, keptB);
    }),
    { numRuns: 300, seed: 7 },
  );
});

function wordStarts(text: string): number[] {
  return [...text.matchAll(/\S+/g)].map((m) => m.index ?? 0);
}

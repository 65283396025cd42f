/** lm-eval's first_n and default samplers, including its "draw one more, drop the document itself" rule; expected picks by hand or printed by CPython 3.11.7. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { UsageError } from '../../src/errors/index.js';
import { fewshotSampler, type PoolDoc } from '../../src/tasks/fewshotSampler.js';

const POOL: PoolDoc[] = ['a', 'b', 'c', 'd'].map((key) => ({ key, doc: { text: key, choices: [key], gold: 0 } }));
const texts = (docs: readonly { text: string }[]) => docs.map((doc) => doc.text);

test('first_n: the pool in order; with drawsExtra, the first k + 1 less the document itself, cut to k', () => {
  assert.deepEqual(texts(fewshotSampler('first_n', POOL, 2, false, 't')('z')), ['a', 'b']);
  // lm-eval drops the document itself even without the extra draw, leaving one fewer.
  assert.deepEqual(texts(fewshotSampler('first_n', POOL, 2, false, 't')('b')), ['a']);
  assert.deepEqual(texts(fewshotSampler('first_n', POOL, 2, true, 't')('b')), ['a', 'c']);
  assert.deepEqual(texts(fewshotSampler('first_n', POOL, 2, true, 't')('z')), ['a', 'b']);
});

test('default: one random.Random(1234).sample per call, in call order', () => {
  // CPython: r = random.Random(1234); [r.sample(range(4), 3) for _ in range(2)] → [[3, 0, 2], [0, 2, 3]].
  const next = fewshotSampler('default', POOL, 2, true, 't');
  assert.deepEqual(texts(next('d')), ['a', 'c']);
  assert.deepEqual(texts(next('a')), ['c', 'd']);
});

test('a draw larger than the pool is a usage error', () => {
  assert.throws(() => fewshotSampler('first_n', POOL, 5, false, 'mmlu_x'), UsageError);
  assert.throws(() => fewshotSampler('default', POOL, 4, true, 't'), UsageError);
  assert.doesNotThrow(() => fewshotSampler('default', POOL, 3, true, 't'));
});

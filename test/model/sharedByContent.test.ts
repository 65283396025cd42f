import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sharedByContent } from '../../src/model/tokenizer/sharedByContent.js';

test('equal texts share one object; any differing, absent or reordered text builds a new one', () => {
  const cache = sharedByContent<{ n: number }>();
  let builds = 0;
  const build = () => ({ n: ++builds });
  const first = cache(['{"a":1}', null], build);
  assert.equal(cache(['{"a":1}', null], build), first);
  assert.equal(builds, 1);
  // An empty file is not an absent one, and text boundaries count: ["ab", ""] ≠ ["a", "b"].
  const variants = [['{"a":2}', null], ['{"a":1}', ''], ['{"a":1}'], [null, '{"a":1}'], ['ab', ''], ['a', 'b']] as const;
  const objects = variants.map((texts) => cache(texts, build));
  assert.equal(builds, 1 + variants.length);
  assert.equal(new Set([first, ...objects]).size, 1 + variants.length);
});

test('a build that throws caches nothing', () => {
  const cache = sharedByContent<{ n: number }>();
  assert.throws(
    () =>
      cache(['x'], () => {
        throw new Error('bad file');
      }),
    /bad file/,
  );
  assert.deepEqual(
    cache(['x'], () => ({ n: 7 })),
    { n: 7 },
  );
});

test('an object no holder keeps is collected and built anew', async () => {
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  const cache = sharedByContent<{ n: number }>();
  let builds = 0;
  const build = () => ({ n: ++builds });
  const kept = cache(['kept'], build);
  cache(['dropped'], build);
  // WeakRef targets stay alive until the current job ends; collect after it.
  await new Promise((resolve) => setImmediate(resolve));
  collect();
  assert.equal(cache(['kept'], build), kept);
  assert.deepEqual(cache(['dropped'], build), { n: 3 });
  assert.equal(builds, 3);
});

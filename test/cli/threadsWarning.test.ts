/** threadsWarning: more onnxruntime threads than cores is said in one line. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { threadsWarning } from '../../src/cli/threadsWarning.js';

test('threads up to the cores: no warning; above them: one line naming both numbers', () => {
  assert.equal(threadsWarning(2, 2), null);
  assert.equal(threadsWarning(1, 16), null);
  const line = threadsWarning(1000, 2);
  assert.match(line ?? '', /^warning: --threads 1000 is more than the 2 cores here; .*--threads 2\)$/);
  assert.equal((line ?? '').includes('\n'), false);
});

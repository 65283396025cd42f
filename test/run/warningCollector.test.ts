/**
 * A run's warnings by kind (families/family.ts, `WarningKind`; docs/reference/outputs.md): a
 * `run` warning is logged at once and kept in `warnings`; `advice` is kept apart and never
 * logged while the run goes, since the verdict table prints it after the verdict line.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { warningCollector } from '../../src/run/loadModelPair.js';

test('run warnings are logged at once; advice is only kept, in its own list', () => {
  const logged: string[] = [];
  const { warnings, advice, warn } = warningCollector((line) => logged.push(line));
  warn('a refusal pattern ran out of time');
  warn('the base model has no KV cache', 'advice');
  warn('a task is cut', 'run');
  assert.deepEqual(logged, ['warning: a refusal pattern ran out of time', 'warning: a task is cut']);
  assert.deepEqual(warnings, ['a refusal pattern ran out of time', 'a task is cut']);
  assert.deepEqual(advice, ['the base model has no KV cache']);
});

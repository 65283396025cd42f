/** --equivalence-margin and --require: accepted values, and one-line errors naming the flag and the value. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { equivalenceFlags } from '../../src/cli/equivalenceFlags.js';
import { UsageError } from '../../src/errors/index.js';

test('absent: no equivalence test and no requirement', () => {
  assert.deepEqual(equivalenceFlags({}, 0.95), {});
});

test('the flag alone (yargs gives an empty string) or "default" keeps every default margin', () => {
  assert.deepEqual(equivalenceFlags({ 'equivalence-margin': '' }, 0.95), { equivalence: { margins: {} } });
  assert.deepEqual(equivalenceFlags({ 'equivalence-margin': 'default' }, 0.95), { equivalence: { margins: {} } });
});

test('METRIC=MARGIN pairs set those margins; a repeated flag adds up', () => {
  assert.deepEqual(equivalenceFlags({ 'equivalence-margin': 'capability.acc=0.01, divergence.kl=0.005' }, 0.95), {
    equivalence: { margins: { 'capability.acc': 0.01, 'divergence.kl': 0.005 } },
  });
  assert.deepEqual(equivalenceFlags({ 'equivalence-margin': ['score.exact_match=0.03', 'refusal.over_refusal=0.05'] }, 0.95), {
    equivalence: { margins: { 'score.exact_match': 0.03, 'refusal.over_refusal': 0.05 } },
  });
});

test('--require equivalent alone: the defaults are tested', () => {
  assert.deepEqual(equivalenceFlags({ require: 'equivalent' }, 0.95), { require: ['equivalent'] });
});

test('bad values are one UsageError naming the flag and the value', () => {
  const refused: [Record<string, unknown>, RegExp][] = [
    [{ 'equivalence-margin': 'capability.acc' }, /expected METRIC=MARGIN/],
    [{ 'equivalence-margin': 'capability.accuracy=0.02' }, /unknown metric "capability\.accuracy"/],
    [{ 'equivalence-margin': 'capability.acc=0' }, /capability\.acc must be a number above 0, got "0"/],
    [{ 'equivalence-margin': 'capability.acc=-0.1' }, /must be a number above 0/],
    [{ 'equivalence-margin': 'capability.acc=two' }, /got "two"/],
    [{ 'equivalence-margin': 'capability.acc=0.1=2' }, /expected METRIC=MARGIN/],
    [{ require: 'improved' }, /--require got "improved"; expected a comma-separated list of equivalent/],
  ];
  for (const [args, message] of refused)
    assert.throws(
      () => equivalenceFlags(args, 0.95),
      (error: unknown) => error instanceof UsageError && message.test(error.message),
    );
  // Two one-sided tests at α read a (1 − 2α) interval: α must stay below ½.
  assert.throws(() => equivalenceFlags({ require: 'equivalent' }, 0.5), /equivalence needs --confidence above 0\.5, got 0\.5/);
});

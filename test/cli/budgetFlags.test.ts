/** --time-budget and --max-items: accepted values and their one-line errors, without spawning the CLI. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { durationFlag, TIMER_DURATION } from '../../src/cli/durationFlag.js';
import { COMPARE_FLAG_DEFAULTS, parseCompareFlags } from '../support/compareFlagDefaults.js';
import { UsageError } from '../../src/errors/index.js';

const defaults = COMPARE_FLAG_DEFAULTS;

test('durations: one or more <number><unit> parts, in milliseconds', () => {
  const cases: readonly [string, number][] = [
    ['90s', 90_000],
    ['20m', 1_200_000],
    ['1h', 3_600_000],
    ['1h30m', 5_400_000],
    ['1.5h', 5_400_000],
    ['2m30s', 150_000],
    ['500ms', 500],
    [' 20M ', 1_200_000],
  ];
  for (const [text, ms] of cases) assert.equal(durationFlag(text, '--time-budget', TIMER_DURATION), ms, text);
});

test('a bare number, an unknown unit or spaces inside are refused, naming the flag', () => {
  for (const text of ['20', '', 'm', '5x', '1h 30m', '-5m', '20m!', 'abc']) {
    assert.throws(
      () => durationFlag(text, '--time-budget', TIMER_DURATION),
      (error: unknown) => error instanceof UsageError && /--time-budget must be a duration such as 90s, 20m/.test(error.message),
      text,
    );
  }
});

test('compare: --max-items and --time-budget reach the run options; absent, neither is set', () => {
  const flags = parseCompareFlags({ ...defaults, 'max-items': 40, 'time-budget': '20m', quiet: true });
  assert.equal(flags.options.maxItems, 40);
  assert.equal(flags.options.timeBudgetMs, 1_200_000);
  assert.equal(flags.quiet, true);
  const plain = parseCompareFlags(defaults);
  assert.equal('maxItems' in plain.options, false);
  assert.equal('timeBudgetMs' in plain.options, false);
  assert.equal(plain.quiet, false);
});

test('compare: a --time-budget longer than a timer holds is refused rather than stopping the run at once', () => {
  assert.throws(
    () => parseCompareFlags({ ...defaults, 'time-budget': '1000h' }),
    (error: unknown) => error instanceof UsageError && /--time-budget "1000h" is out of range/.test(error.message),
  );
});

test('compare: --max-items takes a positive integer', () => {
  for (const value of [0, -1, 2.5, 'ten'])
    assert.throws(() => parseCompareFlags({ ...defaults, 'max-items': value }), /--max-items must be an integer in 1\.\./);
});

test('compare: --max-items and --time-budget are refused with --shard', () => {
  assert.throws(() => parseCompareFlags({ ...defaults, shard: '1/2', 'max-items': 5 }), /--max-items cannot be combined with --shard/);
  assert.throws(() => parseCompareFlags({ ...defaults, shard: '1/2', 'time-budget': '5m' }), /--time-budget cannot be combined with --shard/);
});

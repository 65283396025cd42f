/**
 * Duration flags: one grammar for --time-budget and --older-than, bounded by what holds the value.
 * Known answers are worked by hand (1 h = 3 600 000 ms, 1 d = 86 400 000 ms, 1 w = 7 d); the
 * bounds are setTimeout's 2^31 − 1 ms (Node's timers documentation) and 1000 years of days.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AGE_DURATION, durationFlag, TIMER_DURATION } from '../../src/cli/durationFlag.js';
import { UsageError } from '../../src/errors/index.js';

const grammarError = (flag: string) => (error: unknown) =>
  error instanceof UsageError && error.message.startsWith(`${flag} must be a duration such as 90s, 20m`);
const rangeError = (flag: string) => (error: unknown) =>
  error instanceof UsageError && error.message.startsWith(`${flag} `) && /out of range/.test(error.message) && error.hint !== undefined;

test('known answers: one or more <number><unit> parts, units ms s m h d w, case-insensitive', () => {
  const cases: readonly [string, number][] = [
    ['500ms', 500],
    ['45s', 45_000],
    ['90s', 90_000],
    ['20m', 1_200_000],
    ['1h', 3_600_000],
    ['1.5h', 5_400_000],
    ['1h30m', 5_400_000],
    ['2m30s', 150_000],
    ['30d', 2_592_000_000],
    ['2w', 1_209_600_000],
    ['1d12h', 129_600_000],
    [' 20M ', 1_200_000],
    ['1H30M', 5_400_000],
    ['0.0004s', 0], // 0.4 ms rounds to 0: an age accepts it
  ];
  for (const [text, ms] of cases) assert.equal(durationFlag(text, '--older-than', AGE_DURATION), ms, text);
});

test('the grammar: a bare number, an unknown unit, signs, exponents or spaces inside are refused, naming the flag', () => {
  for (const text of ['20', '', 'm', '5x', '1h 30m', '-5m', '+5m', '20m!', 'abc', '1e3s', '30 days', '.5h', '5.h', 'h1']) {
    assert.throws(() => durationFlag(text, '--time-budget', TIMER_DURATION), grammarError('--time-budget'), text);
    assert.throws(() => durationFlag(text, '--older-than', AGE_DURATION), grammarError('--older-than'), text);
  }
  assert.throws(() => durationFlag(20, '--time-budget', TIMER_DURATION), grammarError('--time-budget'));
});

test('a timer duration: more than 0 and at most 2^31 − 1 ms, so setTimeout never fires at once', () => {
  assert.equal(durationFlag('2147483647ms', '--time-budget', TIMER_DURATION), 2 ** 31 - 1);
  // 24 d 20 h 31 m 23.647 s is exactly 2^31 − 1 ms.
  assert.equal(durationFlag('24d20h31m23.647s', '--time-budget', TIMER_DURATION), 2_147_483_647);
  for (const text of ['2147483648ms', '1000h', '25d', '4w', '0s', '0ms', `${'9'.repeat(400)}s`]) {
    assert.throws(() => durationFlag(text, '--time-budget', TIMER_DURATION), rangeError('--time-budget'), text);
  }
});

test('an age: 0 up to 1000 years of days, so now minus it is a date with a positive year', () => {
  assert.equal(durationFlag('0s', '--older-than', AGE_DURATION), 0);
  assert.equal(durationFlag('365250d', '--older-than', AGE_DURATION), 365_250 * 86_400_000);
  for (const text of ['365251d', '99999999d', '100000000000d', `${'9'.repeat(400)}w`]) {
    assert.throws(() => durationFlag(text, '--older-than', AGE_DURATION), rangeError('--older-than'), text);
  }
  // The longest age still leaves a cut-off in year 1000 or later, even at the epoch.
  const cutoff = new Date(0 - AGE_DURATION.maxMs);
  assert.ok(cutoff.getUTCFullYear() >= 969 && !cutoff.toISOString().startsWith('-'), cutoff.toISOString());
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rejectNonDecimalNumbers } from '../../src/cli/decimalNumberFlags.js';
import { UsageError } from '../../src/errors/index.js';

const refused = (argv: string[], args: Record<string, unknown>, message: RegExp): void =>
  assert.throws(
    () => rejectNonDecimalNumbers(argv, args),
    (error: unknown) => error instanceof UsageError && message.test(error.message),
  );

test('hex, binary and octal values of number flags are refused, in either form, naming the flag', () => {
  // Number('0x1') = 1, Number('0b101') = 5, Number('0o7') = 7: what yargs would have passed on.
  refused(['compare', 'a', 'b', '--min-items', '0x1'], { minItems: 1, 'min-items': 1 }, /^--min-items must be a decimal number, got "0x1"$/u);
  refused(['paired', 'a', 'b', '--seed=0b101'], { seed: 5 }, /--seed must be a decimal number, got "0b101"/u);
  refused(['x', '--resamples', '-0O7'], { resamples: -7 }, /--resamples must be a decimal number/u);
});

test('decimal numbers, string flags and positionals named like hex pass', () => {
  rejectNonDecimalNumbers(['compare', '0x1', '--min-items', '10', '--confidence=1e-3'], { minItems: 10, confidence: 0.001 });
  rejectNonDecimalNumbers(['compare', 'a', '--out', '0xdir'], { out: '0xdir' });
  rejectNonDecimalNumbers(['compare', '--', '--seed', '0x1'], { seed: 1 });
});

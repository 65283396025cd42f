/**
 * The statistics' flags are one group: compare and paired declare the same flags with the same
 * defaults, and parse them to the same settings. The defaults are the ones README.md documents
 * in its compare flag table: seed 0, 10 000 resamples, 95 % confidence, no minimum effect, 30
 * items, KL 0.01 nats/token, fail on regressed.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import yargs from 'yargs';
import type { CliCommand } from '../../src/cli/commands/command.js';
import { compareCommand } from '../../src/cli/commands/compare.js';
import { pairedCommand } from '../../src/cli/commands/paired.js';
import { parseCompareFlags } from '../support/compareFlagDefaults.js';
import { parsePairedFlags } from '../../src/cli/pairedFlags.js';
import { confidenceFlag, STATISTICS_FLAG_OPTIONS, statisticsFlags } from '../../src/cli/statisticsFlags.js';
import { UsageError } from '../../src/errors/index.js';

function parse(command: CliCommand, argv: string[]): Record<string, unknown> {
  return yargs(argv).command(command.name, command.describe, command.builder).strict().exitProcess(false).parseSync() as Record<string, unknown>;
}

const FLAGS = Object.keys(STATISTICS_FLAG_OPTIONS);

test('compare and paired take the same statistics flags with the same defaults', () => {
  const compare = parse(compareCommand, ['compare', 'a.onnx', 'b.onnx']);
  const paired = parse(pairedCommand, ['paired', 'a.jsonl', 'b.jsonl']);
  assert.deepEqual(FLAGS, ['seed', 'resamples', 'confidence', 'min-effect', 'min-items', 'kl-tolerance', 'fail-on']);
  for (const flag of FLAGS) assert.equal(compare[flag], paired[flag], flag);
  const expected = { seed: 0, resamples: 10000, confidence: 0.95, minEffect: 0, minItems: 30, klTolerance: 0.01, failOn: ['regressed'] };
  assert.deepEqual(statisticsFlags(compare), expected);
  assert.deepEqual(statisticsFlags(paired), expected);
});

test('a statistics flag given to either command reaches its settings the same way', () => {
  const argv = [
    '--seed',
    '7',
    '--resamples',
    '2000',
    '--confidence',
    '0.9',
    '--min-effect',
    '0.02',
    '--min-items',
    '5',
    '--kl-tolerance',
    '0.5',
    '--fail-on',
    'regressed,changed',
  ];
  const compare = parseCompareFlags(parse(compareCommand, ['compare', 'a.onnx', 'b.onnx', ...argv])).options;
  const paired = parsePairedFlags(parse(pairedCommand, ['paired', 'a.jsonl', 'b.jsonl', ...argv]));
  const expected = { seed: 7, resamples: 2000, confidence: 0.9, minEffect: 0.02, minItems: 5, klTolerance: 0.5, failOn: ['regressed', 'changed'] };
  for (const settings of [compare, paired]) {
    assert.deepEqual(
      {
        seed: settings.seed,
        resamples: settings.resamples,
        confidence: settings.confidence,
        minEffect: settings.minEffect,
        minItems: settings.minItems,
        klTolerance: settings.klTolerance,
        failOn: settings.failOn,
      },
      expected,
    );
  }
});

// The largest double below 1 is 1 − 2⁻⁵³, so 1 − x rounds to 1 exactly when x ≤ 2⁻⁵⁴ (halfway
// ties go to the even neighbour, 1): the boundaries below follow from that, not from the code.
const HALF_ULP_BELOW_ONE = 2 ** -54;

test('--confidence refuses, up front, a level whose interval cannot be computed in double precision [43.7]', () => {
  const refused = (value: number, message: RegExp) =>
    assert.throws(
      () => confidenceFlag(value),
      (error: unknown) => error instanceof UsageError && message.test(error.message) && /from 1e-16 to 0\.9999999999999998/.test(error.hint),
    );
  // 1e-300 and 1e-17 once passed the flag check and crashed in Holm after both models were scored.
  refused(1e-300, /^--confidence 1e-300 is too close to 0 to compute with: 1 − 1e-300 rounds to 1/);
  refused(1e-17, /^--confidence 1e-17 is too close to 0/);
  refused(HALF_ULP_BELOW_ONE, /too close to 0/);
  // α = 1 − c = 2⁻⁵³ puts the upper tail at 1 − 2⁻⁵⁴, which rounds to 1.
  refused(
    1 - 2 ** -53,
    /^--confidence 0\.9999999999999999 is too close to 1 to compute with: the interval's upper quantile 1 − α\/2 = 1 − 5\.6e-17 rounds to 1/,
  );
  for (const level of [0, 1, 1.5, Number.NaN]) assert.throws(() => confidenceFlag(level), /strictly between 0 and 1/);
});

test('--confidence takes every level whose tails are representable, both ends of the hint included', () => {
  for (const level of [HALF_ULP_BELOW_ONE * (1 + 2 ** -52), 1e-16, 0.5, 0.95, 1 - 2 ** -52]) {
    assert.equal(confidenceFlag(level), level);
  }
});

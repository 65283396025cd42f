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
import { parseCompareFlags } from '../../src/cli/compareFlags.js';
import { parsePairedFlags } from '../../src/cli/pairedFlags.js';
import { STATISTICS_FLAG_OPTIONS, statisticsFlags } from '../../src/cli/statisticsFlags.js';

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

/** `tunegate policy check FILE`: validate a release policy and say what it means in words (docs/concepts/policy.md). */
import type { Argv } from 'yargs';
import { UsageError } from '../../errors/index.js';
import { COMPARE_FLAGS } from '../compareFlagTable.js';
import { applyPolicy } from '../policyFlag.js';
import { PAIRED_FLAG_NAMES } from './paired.js';
import type { CliCommand } from './command.js';

export const policyCommand: CliCommand = {
  name: 'policy <action> <file>',
  describe: 'Check a release policy file (YAML) and print what it gates on, in words; exit 0 valid, 3 not',
  builder(y: Argv) {
    return y
      .positional('action', { type: 'string', describe: 'check', choices: ['check'] })
      .positional('file', { type: 'string', describe: 'The policy file', demandOption: true })
      .example('tunegate policy check gate.yml', 'Validate gate.yml and describe it')
      .example('tunegate compare base/ tuned/ --policy gate.yml', 'Then gate a release on it');
  },
  async run(args, context) {
    if (args['action'] !== 'check') throw new UsageError(`policy ${String(args['action'])}: unknown action`, 'Use `tunegate policy check FILE`.');
    const { describePolicy } = await import('../../policy/index.js');
    // A policy may serve compare or paired: its settings are checked against the flags of either.
    const { policy } = await applyPolicy({ policy: args['file'] }, [], [...new Set([...Object.keys(COMPARE_FLAGS), ...PAIRED_FLAG_NAMES])]);
    context.stdout(`${describePolicy(policy!).join('\n')}\n`);
    return 0;
  },
};

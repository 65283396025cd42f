/**
 * tunegate's entry point: registers one command per file on one yargs program, runs it,
 * and is the only place that turns errors into exit codes (3 user error, 4 bug).
 */
import yargs, { type Argv } from 'yargs';
import { hideBin } from 'yargs/helpers';
import { isUserError } from '../errors/index.js';
import { TOOL_VERSION } from '../results/toolVersion.js';
import { commands } from './commands/index.js';
import { printUserError, printBug } from './printError.js';

async function main(argv: readonly string[]): Promise<number> {
  let exitCode = 0;
  let program: Argv = yargs(argv as string[])
    .scriptName('tunegate')
    .strict()
    .demandCommand(1, 'Name a command, e.g. `tunegate compare base.onnx tuned.onnx`.')
    .recommendCommands()
    .help()
    .alias('h', 'help')
    .version(TOOL_VERSION)
    .wrap(Math.min(110, process.stdout.columns ?? 100))
    .fail((message: string | undefined, error: Error | undefined) => {
      // yargs reports its own parse failures (a flag without its value) as a YError: a usage error.
      if (error && error.name !== 'YError') throw error;
      throw new CliUsageFailure(message ?? error?.message ?? 'invalid arguments');
    });
  for (const command of commands) {
    program = program.command(
      command.name,
      command.describe,
      (y) => command.builder(y),
      async (args) => {
        exitCode = await command.run(args, { argv, stdout: (s) => process.stdout.write(s) });
      },
    );
  }
  await program.parseAsync();
  return exitCode;
}

/** A yargs validation failure (unknown flag, missing argument): one line, exit 3. */
class CliUsageFailure extends Error {}

try {
  process.exitCode = await main(hideBin(process.argv));
} catch (error) {
  if (error instanceof CliUsageFailure) {
    process.stderr.write(`tunegate: ${error.message}\nhint: run \`tunegate --help\` or \`tunegate <command> --help\`.\n`);
    process.exitCode = 3;
  } else if (isUserError(error)) {
    printUserError(error);
    process.exitCode = error.exitCode;
  } else {
    printBug(error);
    process.exitCode = 4;
  }
}

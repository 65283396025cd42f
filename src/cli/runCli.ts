/**
 * One tunegate invocation from its arguments to its exit code: registers one command per file
 * on a yargs program, runs it, and is the only place that turns errors into exit codes
 * (3 user error, 4 bug). `main.ts` wires it to the process; tests call it in-process.
 */
import yargs, { type Argv } from 'yargs';
import { isUserError, UsageError } from '../errors/index.js';
import { visibleOnTerminal } from '../format/index.js';
import { TOOL_VERSION } from '../results/toolVersion.js';
import type { CliIo } from './commands/command.js';
import { commands } from './commands/index.js';
import { rejectNonDecimalNumbers } from './decimalNumberFlags.js';
import { formatBug, formatUserError } from './printError.js';

/** Run `tunegate ...argv`, writing to `io`; resolves to the exit code and never rejects. */
export async function runCli(argv: readonly string[], given: CliIo): Promise<number> {
  // Every line reaches the terminal through here: an id's NUL or bidi control is shown as its escape, not obeyed.
  const io: CliIo = { ...given, stdout: (text) => given.stdout(visibleOnTerminal(text)), stderr: (text) => given.stderr(visibleOnTerminal(text)) };
  try {
    return await parseAndRun(argv, io);
  } catch (error) {
    if (error instanceof CliUsageFailure) {
      io.stderr(`tunegate: ${error.message}\nhint: run \`tunegate --help\` or \`tunegate <command> --help\`.\n`);
      return 3;
    }
    if (isUserError(error)) {
      io.stderr(formatUserError(error));
      return error.exitCode;
    }
    io.stderr(formatBug(error));
    return 4;
  }
}

/**
 * Whether `tunegate ...argv` is a valid invocation, without running it: the same parser, flag
 * checks and value validation as runCli, but no file is read and nothing runs. Throws the
 * error runCli would print (a UsageError, or a yargs failure as UsageError). The recipes'
 * test checks every tunegate command line they hold with it.
 */
export async function checkInvocation(argv: readonly string[]): Promise<void> {
  try {
    await parseAndRun(argv, { stdout: () => {}, stderr: () => {} }, 'check');
  } catch (error) {
    if (error instanceof CliUsageFailure) throw new UsageError(error.message);
    throw error;
  }
}

async function parseAndRun(argv: readonly string[], io: CliIo, mode: 'run' | 'check' = 'run'): Promise<number> {
  let exitCode = 0;
  let program: Argv = yargs([...argv])
    .scriptName('tunegate')
    .strict()
    .demandCommand(1, 'Name a command, e.g. `tunegate compare base.onnx tuned.onnx`.')
    .recommendCommands()
    .help()
    .alias('h', 'help')
    .version(TOOL_VERSION)
    .wrap(Math.min(110, io.columns ?? 100))
    .exitProcess(false)
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
        rejectRepeatedFlags(args, new Set([...variadicPositionals(command.name), ...withCamelCase(command.repeatable ?? [])]));
        rejectNonDecimalNumbers(argv, args);
        if (mode === 'check') await command.check?.(args);
        else exitCode = await command.run(args, { argv, ...io });
      },
    );
  }
  // With a callback yargs hands back what it would print (--help, --version) instead of printing it.
  let output = '';
  await program.parseAsync([...argv], {}, (_error, _args, text) => {
    output = text;
  });
  if (output !== '') io.stdout(`${output}\n`);
  return exitCode;
}

/** Positionals that take several values (`<tuned..>` in the command's name): arrays by design. */
function variadicPositionals(name: string): Set<string> {
  return new Set([...name.matchAll(/[<[]([\w-]+)\.\.[>\]]/g)].map((match) => match[1]!));
}

/** Each flag name with the camelCase alias yargs adds beside it (`higher-is-better` → `higherIsBetter`). */
function withCamelCase(flags: readonly string[]): string[] {
  return flags.flatMap((flag) => [flag, flag.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())]);
}

/** yargs turns a flag given twice into an array, which a string flag would then silently ignore; `allowed` may be arrays. */
function rejectRepeatedFlags(args: Record<string, unknown>, allowed: ReadonlySet<string>): void {
  const repeated = Object.entries(args).find(([key, value]) => key !== '_' && !allowed.has(key) && Array.isArray(value));
  if (repeated !== undefined) {
    const [key, values] = repeated as [string, unknown[]];
    throw new UsageError(`--${key} was given ${values.length} times; give it once`);
  }
}

/** A yargs validation failure (unknown flag, missing argument): one line, exit 3. */
class CliUsageFailure extends Error {}

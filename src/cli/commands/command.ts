/** The shape of one CLI command: one file per command, registered in `commands/index.ts`. */
import type { Argv, ArgumentsCamelCase } from 'yargs';

/** What a command may touch of the process: only the CLI layer owns `process`. */
export interface CommandContext {
  readonly argv: readonly string[];
  readonly stdout: (text: string) => void;
}

/** A command: yargs name/usage, flag builder, and a runner that returns the exit code. */
export interface CliCommand {
  readonly name: string;
  readonly describe: string;
  builder(y: Argv): Argv<any>;
  run(args: ArgumentsCamelCase<Record<string, unknown>>, context: CommandContext): Promise<number>;
}

/** The shape of one CLI command: one file per command, registered in `commands/index.ts`. */
import type { Argv, ArgumentsCamelCase } from 'yargs';

/** Where a tunegate invocation writes: stdout for results, stderr for progress, notes and errors. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Terminal width for --help, when there is a terminal. */
  readonly columns?: number;
  /** Whether stderr is a terminal that can redraw progress in place (not TERM=dumb). */
  readonly stderrIsTTY?: boolean;
}

/** What a command may touch of the process: only the CLI layer owns `process`. */
export interface CommandContext extends CliIo {
  readonly argv: readonly string[];
}

/** A command: yargs name/usage, flag builder, and a runner that returns the exit code. */
export interface CliCommand {
  readonly name: string;
  readonly describe: string;
  builder(y: Argv): Argv<any>;
  run(args: ArgumentsCamelCase<Record<string, unknown>>, context: CommandContext): Promise<number>;
  /** Flags that may be given more than once (their values join as a comma-separated list does); any other flag given twice is refused. */
  readonly repeatable?: readonly string[];
  /** Validate the parsed flags as `run` would, touching nothing (`checkInvocation`); absent: yargs' checks are all. */
  check?(args: ArgumentsCamelCase<Record<string, unknown>>): void | Promise<void>;
}

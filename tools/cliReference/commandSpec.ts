/**
 * What the CLI reference shows of one command, read from the yargs definitions the CLI itself
 * registers (src/cli/commands/), so the reference cannot drift from `tunegate <command> --help`.
 */
import yargs, { type Argv } from 'yargs';
import type { CliCommand } from '../../src/cli/commands/command.js';

/** One positional argument or flag of a command. */
export interface ArgumentSpec {
  readonly name: string;
  readonly type: 'string' | 'number' | 'boolean' | 'count';
  readonly describe: string;
  /** What `--help` shows as the default: its description, else the value (JSON unless a string); absent when none. */
  readonly defaultShown?: string;
  readonly choices?: readonly string[];
  /** Positionals: required (`<x>`) or optional (`[x]`); `..` takes several values. */
  readonly positional?: { readonly required: boolean; readonly variadic: boolean };
}

/** One command as the reference renders it. */
export interface CommandSpec {
  readonly name: string;
  readonly describe: string;
  readonly arguments: readonly ArgumentSpec[];
  readonly examples: readonly (readonly [command: string, describe: string])[];
}

/** Options every command has from the program itself, left out of each command's table. */
const PROGRAM_OPTIONS = new Set(['help', 'version']);

/** Build `command` on a fresh yargs program (nothing runs: `--help` is parsed and swallowed) and read back its definitions. */
export async function commandSpec(command: CliCommand): Promise<CommandSpec> {
  let spec: CommandSpec | undefined;
  const program = yargs([])
    .scriptName('tunegate')
    .exitProcess(false)
    .command(
      command.name,
      command.describe,
      (y) => {
        const examples: [string, string][] = [];
        recordExamples(y, examples);
        const built = command.builder(y);
        spec = readSpec(command, built, examples);
        return built;
      },
      () => {},
    );
  // The builder only runs when its command is parsed; the callback keeps --help text off stdout.
  await program.parseAsync([command.name.split(' ')[0]!, '--help'], {}, () => {});
  if (spec === undefined) throw new Error(`the builder of "${command.name}" never ran`);
  return spec;
}

/** Wrap `y.example` so the examples a builder registers are recorded (yargs keeps them private). */
function recordExamples(y: Argv, into: [string, string][]): void {
  const original = y.example.bind(y) as (cmd: string, describe: string) => Argv;
  (y as { example: unknown }).example = (cmd: string, describe = '') => {
    into.push([cmd.replaceAll('$0', 'tunegate'), describe]);
    return original(cmd, describe);
  };
}

interface YargsOptions {
  key: Record<string, boolean>;
  default: Record<string, unknown>;
  defaultDescription: Record<string, string>;
  choices: Record<string, string[]>;
  boolean: string[];
  number: string[];
  count: string[];
}

function readSpec(command: CliCommand, built: Argv, examples: readonly [string, string][]): CommandSpec {
  const internal = built as unknown as {
    getOptions(): YargsOptions;
    getInternalMethods(): { getUsageInstance(): { getDescriptions(): Record<string, string | undefined> } };
  };
  const options = internal.getOptions();
  const descriptions = internal.getInternalMethods().getUsageInstance().getDescriptions();
  const positionals = positionalShapes(command.name);
  const names = Object.keys(options.key).filter((name) => !PROGRAM_OPTIONS.has(name));
  const args = names.map((name): ArgumentSpec => {
    const positional = positionals.get(name);
    const defaultShown = shownDefault(name, options, positional !== undefined);
    const choices = options.choices[name];
    return {
      name,
      type: options.boolean.includes(name) ? 'boolean' : options.number.includes(name) ? 'number' : options.count.includes(name) ? 'count' : 'string',
      describe: descriptions[name] ?? '',
      ...(defaultShown === undefined ? {} : { defaultShown }),
      ...(choices === undefined || choices.length === 0 ? {} : { choices }),
      ...(positional === undefined ? {} : { positional }),
    };
  });
  return { name: command.name, describe: command.describe, arguments: args, examples };
}

/** The default `--help` would print: its description wins over the value, as in yargs. */
function shownDefault(name: string, options: YargsOptions, positional: boolean): string | undefined {
  const described = options.defaultDescription[name];
  if (described !== undefined) return described;
  if (!(name in options.default)) return undefined;
  const value = options.default[name];
  // yargs gives a variadic positional [] as its default; that is "none given", not a value to show.
  if (positional && Array.isArray(value) && value.length === 0) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** `compare <base> <tuned..>` → base required, tuned required and variadic. */
function positionalShapes(name: string): Map<string, { required: boolean; variadic: boolean }> {
  const shapes = new Map<string, { required: boolean; variadic: boolean }>();
  for (const match of name.matchAll(/([<[])([\w-]+)(\.\.)?[>\]]/g)) {
    shapes.set(match[2]!, { required: match[1] === '<', variadic: match[3] !== undefined });
  }
  return shapes;
}

/**
 * A command group's flags as one declared table: each flag's yargs declaration (type, default,
 * description, in --help order) beside how its value is read and checked. A builder passes
 * `yargsOptions(table)` to yargs, and the parser reads the same table once (`readFlags`).
 */
import type { Options } from 'yargs';

/** One flag: its yargs declaration and, where its value needs one, the reading that checks it (throws UsageError). */
export interface DeclaredFlag<T = unknown> extends Options {
  readonly read?: (value: unknown) => T;
}

/** A command group's flags by name, in --help order. */
export type FlagTable = Readonly<Record<string, DeclaredFlag>>;

/** Each flag's value as its table reads it: what `read` returns, or the value as given when it has none. */
export type FlagValues<T extends FlagTable> = { readonly [K in keyof T]: T[K] extends { readonly read: (value: unknown) => infer V } ? V : unknown };

/** A table read against one command line: the values as read, and as given (for the rules that name a flag before its value is due). */
export interface FlagReading<T extends FlagTable> {
  /** Each flag's value, read on first use and only then, so a rule that asks for values in its order checks them in that order. */
  readonly value: FlagValues<T>;
  /** The values as yargs (or a direct caller) gave them. */
  readonly given: Readonly<Record<string, unknown>>;
}

/** The yargs declarations of `table`, in its order, for a builder's `.options()`. */
export function yargsOptions(table: FlagTable): Record<string, Options> {
  return Object.fromEntries(Object.entries(table).map(([name, { read: _read, ...options }]) => [name, options]));
}

/** Read `args` by `table`: each value is read (and checked) the first time a rule asks for it, once. */
export function readFlags<T extends FlagTable>(table: T, args: Readonly<Record<string, unknown>>): FlagReading<T> {
  const value = {} as Record<string, unknown>;
  for (const [name, flag] of Object.entries(table)) {
    let read: { value: unknown } | undefined;
    Object.defineProperty(value, name, {
      enumerable: true,
      get: () => (read ??= { value: flag.read === undefined ? args[name] : flag.read(args[name]) }).value,
    });
  }
  return { value: value as FlagValues<T>, given: args };
}

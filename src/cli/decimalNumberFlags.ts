/**
 * Number flags take decimal notation only. yargs reads a number flag with `Number()`, which
 * takes "0x1", "0b1" and "0o1" as 1: a typo or a hostile value would then pass every range
 * check as a different number than the one written.
 */
import { UsageError } from '../errors/index.js';

const NON_DECIMAL = /^[+-]?0[xob]/iu;

/**
 * Throws UsageError naming the flag when one of `argv`'s flags that yargs parsed as a number
 * (`args[name]` is a number) was written in hex, binary or octal notation, whether given as
 * `--flag 0x1` or `--flag=0x1`. Values of string flags and positionals are left alone: a file
 * may be named "0x1".
 */
export function rejectNonDecimalNumbers(argv: readonly string[], args: Readonly<Record<string, unknown>>): void {
  for (let i = 0; i < argv.length; i += 1) {
    const token = argv[i]!;
    if (token === '--') return;
    const flag = /^--?([^=]+)(?:=(.*))?$/su.exec(token);
    if (flag === null) continue;
    const name = flag[1]!;
    const value = flag[2] ?? argv[i + 1];
    if (value === undefined || !NON_DECIMAL.test(value.trim())) continue;
    const parsed = args[name] ?? args[name.replace(/-(\w)/gu, (_, letter: string) => letter.toUpperCase())];
    const numeric = typeof parsed === 'number' || (Array.isArray(parsed) && parsed.some((item) => typeof item === 'number'));
    if (numeric)
      throw new UsageError(`--${name} must be a decimal number, got ${JSON.stringify(value)}`, `Write it in decimal, e.g. --${name} ${Number(value)}.`);
  }
}

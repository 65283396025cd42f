/** How errors reach the terminal: one line + hint for user errors, the stack for bugs. */
import type { TunegateError } from '../errors/index.js';

/**
 * A known error as `tunegate: message` and `hint: …`, one line each. A line break the code wrote
 * becomes a space; a carriage return or other line break left in an echoed value is spelled as its
 * escape, so it cannot start a forged line such as `verdict: PASS (exit 0)`
 * (docs/reference/hostile-inputs.md, "Issue 50's cases").
 */
export function formatUserError(error: TunegateError): string {
  const oneLine = (text: string): string =>
    text.replace(/\s*\n\s*/g, ' ').replace(/[\r\u000b\u000c\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
  return `tunegate: ${oneLine(error.message)}\nhint: ${oneLine(error.hint)}\n`;
}

/** An unexpected error with its stack: it is a bug (exit 4). */
export function formatBug(error: unknown): string {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return `tunegate: internal error (a bug; please report it with the command line)\n${text}\n`;
}

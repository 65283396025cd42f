/** How errors reach the terminal: one line + hint for user errors, the stack for bugs. */
import type { TunegateError } from '../errors/index.js';

/** A known error as `tunegate: message` and `hint: …`, one line each. */
export function formatUserError(error: TunegateError): string {
  const oneLine = error.message.replace(/\s*\n\s*/g, ' ');
  return `tunegate: ${oneLine}\nhint: ${error.hint}\n`;
}

/** An unexpected error with its stack: it is a bug (exit 4). */
export function formatBug(error: unknown): string {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return `tunegate: internal error (a bug; please report it with the command line)\n${text}\n`;
}

/** How errors reach the terminal: one line + hint for user errors, the stack for bugs. */
import type { TunegateError } from '../errors/index.js';

/** Print a known error as `tunegate: message` and `hint: …` on stderr. */
export function printUserError(error: TunegateError): void {
  const oneLine = error.message.replace(/\s*\n\s*/g, ' ');
  process.stderr.write(`tunegate: ${oneLine}\nhint: ${error.hint}\n`);
}

/** Print an unexpected error with its stack: it is a bug (exit 4). */
export function printBug(error: unknown): void {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`tunegate: internal error (a bug; please report it with the command line)\n${text}\n`);
}

/**
 * A failed write to standard output (a full disk behind `> file`, a pipe whose reader left): a
 * fault of where the output goes, not of tunegate, so it is one line and exit 3 (docs/ARCHITECTURE.md
 * §8) instead of Node's unhandled stream error (exit 1, which reads as "regressed", and a stack).
 */

/** The exit code of a run whose standard output could not be written. */
export const STDOUT_FAILURE_EXIT_CODE = 3;

/** The two lines (`tunegate: …`, `hint: …`) that say standard output failed and why. */
export function stdoutFailureMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const detail = error instanceof Error ? error.message : String(error);
  if (code === 'EPIPE') {
    return "tunegate: standard output was closed before tunegate finished writing to it (EPIPE)\nhint: Let the command reading the output (e.g. `head`) read all of it, or read the run folder's files instead.\n";
  }
  if (code === 'ENOSPC') {
    return 'tunegate: standard output could not be written: no space left on the device it goes to (ENOSPC)\nhint: Free space where the output is redirected, or redirect it elsewhere.\n';
  }
  return `tunegate: standard output could not be written (${detail.replace(/\s*\n\s*/g, ' ')})\nhint: Check where the output is redirected or piped.\n`;
}

/** The one way a run stops early: Ctrl-C/SIGTERM and --time-budget abort the same signal (docs/ARCHITECTURE.md §7). */
import type { PartialCause } from '../results/types.js';

/** The signal the scorers watch, what aborted it, and a way to stop the budget's timer. */
export interface RunStop {
  readonly signal: AbortSignal;
  /** What aborted the signal first; undefined while it has not been aborted. */
  cause(): PartialCause | undefined;
  /** Stop watching: clears the budget's timer and the listener on `external`. */
  dispose(): void;
}

/**
 * One AbortSignal for the scorers: aborted with cause `interrupted` when `external` (the CLI's
 * Ctrl-C/SIGTERM signal) aborts, or with `time-budget` once `budgetMs` have passed since this
 * call. Scorers stop at their next chunk (or document) boundary either way, so a budget stop
 * keeps every pair both models finished, exactly as Ctrl-C does.
 */
export function runStop(
  external: AbortSignal | undefined,
  budgetMs: number | undefined,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): RunStop {
  const controller = new AbortController();
  let cause: PartialCause | undefined;
  const stop = (why: PartialCause): void => {
    if (cause !== undefined) return;
    cause = why;
    controller.abort(why);
  };
  const onExternal = (): void => stop('interrupted');
  if (external?.aborted) stop('interrupted');
  else external?.addEventListener('abort', onExternal, { once: true });
  const timer = budgetMs === undefined ? undefined : timers.setTimeout(() => stop('time-budget'), budgetMs);
  // A pending budget must not keep the process alive after the run has returned.
  (timer as { unref?: () => void } | undefined)?.unref?.();
  return {
    signal: controller.signal,
    cause: () => cause,
    dispose: () => {
      if (timer !== undefined) timers.clearTimeout(timer);
      external?.removeEventListener('abort', onExternal);
    },
  };
}

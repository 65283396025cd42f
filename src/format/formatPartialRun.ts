/** How a partial run is described: in the gate's reason, the terminal, summary.md and the report. */
import type { PartialCause, PartialRun, ScoringOrder } from '../results/types.js';

/** A duration in milliseconds as the largest whole unit that states it exactly: "90s", "20m", "1h", "1500ms". */
export function formatDuration(ms: number): string {
  for (const [unit, size] of [
    ['h', 3_600_000],
    ['m', 60_000],
    ['s', 1000],
  ] as const)
    if (ms >= size && ms % size === 0) return `${ms / size}${unit}`;
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)}s` : `${Math.round(ms)}ms`;
}

/** "partial run, stopped by --max-items 40: capability 40/403 items ran, refusal 0/322": the clause the gate's reason carries. */
export function formatPartialRun(partial: PartialRun): string {
  return `partial run, ${stoppedBy(partial)}`;
}

/**
 * The line under a report's verdict. With the run's scoring order (every run since it was
 * recorded): "Stopped by …: refusal 40/322 items ran; what ran is a random sample of 40 of 322
 * items (stratified by tag, seed 0); 282 did not run." Without it, a run scored in suite order:
 * "…; 645 items did not run, in suite order from capability arithmetic-041 on."
 */
export function formatPartialLine(partial: PartialRun, order?: ScoringOrder): string {
  const notRun = partial.families.reduce((sum, family) => sum + family.notRun, 0);
  const text = stoppedBy(partial);
  const opening = `${text[0]!.toUpperCase()}${text.slice(1)}`;
  if (order !== undefined) {
    const ran = partial.families.reduce((sum, family) => sum + family.completed, 0);
    const total = partial.families.reduce((sum, family) => sum + family.total, 0);
    return `${opening}; what ran is a random sample of ${ran} of ${total} item${total === 1 ? '' : 's'} (stratified by tag, seed ${order.seed}); ${notRun} did not run.`;
  }
  const from = partial.families.filter((family) => family.notRunIds.length > 0).map((family) => `${family.family} ${family.notRunIds[0]!}`);
  return `${opening}; ${notRun} item${notRun === 1 ? '' : 's'} did not run${from.length > 0 ? `, in suite order from ${from.join(', ')} on` : ''}.`;
}

function stoppedBy(partial: PartialRun): string {
  const causes = partial.causes.map((cause) => causeText(cause, partial));
  const families = partial.families.map((family, i) => `${family.family} ${family.completed}/${family.total}${i === 0 ? ' items ran' : ''}`);
  return `stopped by ${causes.join(' and ')}${families.length > 0 ? `: ${families.join(', ')}` : ''}`;
}

function causeText(cause: PartialCause, partial: PartialRun): string {
  switch (cause) {
    case 'max-items':
      return partial.maxItems === undefined ? '--max-items' : `--max-items ${partial.maxItems}`;
    case 'time-budget':
      return partial.timeBudgetMs === undefined ? 'the time budget' : `the time budget (${formatDuration(partial.timeBudgetMs)})`;
    case 'interrupted':
      return 'Ctrl-C or SIGTERM (interrupted)';
  }
}

/** Progress as text: live bars for a terminal, throttled lines for CI logs. Pure; the CLI picks which. */
import { formatCount, formatMs } from '../../format/index.js';
import type { ProgressSnapshot, SideSnapshot } from './progressEstimate.js';

/** Cells of a live bar. */
export const BAR_CELLS = 20;

/** "1 min 05 s", "42 s": whole seconds once the estimate is over ten seconds, since its error is larger than that. */
export function formatEta(ms: number): string {
  return ms >= 10_000 ? formatMs(Math.round(ms / 1000) * 1000) : formatMs(ms);
}

/** The side's model speed; "from cache" when every item it finished was served from the result cache (they took no model time). */
function rate(side: SideSnapshot): string {
  if (side.done > 0 && side.fromCache === side.done) return 'from cache';
  return side.tokensPerSecond === null ? '— tok/s' : `${formatCount(Math.round(side.tokensPerSecond))} tok/s`;
}

function timeLeft(snapshot: ProgressSnapshot): string {
  if (snapshot.fraction >= 1) return `done in ${formatEta(snapshot.elapsedMs)}`;
  return snapshot.etaMs === null ? 'ETA …' : `ETA ${formatEta(snapshot.etaMs)}`;
}

/**
 * The two rows of a family on a terminal, one per side: bar (filled by that side's share of
 * the family's tokens), items done, tokens per second; the family's ETA (both sides) on the
 * base row. `familyWidth` pads the family names of all rows to one column.
 */
export function formatProgressRows(snapshot: ProgressSnapshot, familyWidth: number): [string, string] {
  const count = String(snapshot.base.total).length;
  const row = (label: string, name: 'base' | 'tuned', tail: string): string => {
    const side = snapshot[name];
    const share = side.totalTokens > 0 ? side.tokens / side.totalTokens : side.total > 0 ? side.done / side.total : 1;
    const filled = Math.min(BAR_CELLS, Math.floor(share * BAR_CELLS));
    const bar = `${'█'.repeat(filled)}${'░'.repeat(BAR_CELLS - filled)}`;
    return `${label.padEnd(familyWidth)}  ${name.padEnd(5)} ${bar} ${String(side.done).padStart(count)}/${side.total}  ${rate(side).padStart(12)}${tail ? `  ${tail}` : ''}`;
  };
  return [row(snapshot.family, 'base', timeLeft(snapshot)), row('', 'tuned', '')];
}

/** One CI log line: "capability: base 128/403 (2 345 tok/s), tuned 64/403 (2 301 tok/s) · 24 % · ETA 1 min 05 s". */
export function formatProgressLine(snapshot: ProgressSnapshot): string {
  const side = (name: 'base' | 'tuned'): string => `${name} ${snapshot[name].done}/${snapshot[name].total} (${rate(snapshot[name])})`;
  return `${snapshot.family}: ${side('base')}, ${side('tuned')} · ${Math.floor(snapshot.fraction * 100)} % · ${timeLeft(snapshot)}`;
}

/**
 * Whether a CI log should print `snapshot`: a family's first update, each further tenth of
 * its work, 30 s since its last line, and its end. Keyed by family; `now` in milliseconds.
 */
export function ciLineGate(intervalMs = 30_000): (snapshot: ProgressSnapshot, now: number) => boolean {
  const last = new Map<string, { step: number; at: number }>();
  return (snapshot, now) => {
    const step = Math.floor(snapshot.fraction * 10);
    const previous = last.get(snapshot.family);
    const show = previous === undefined || snapshot.fraction >= 1 || step > previous.step || now - previous.at >= intervalMs;
    if (show) last.set(snapshot.family, { step, at: now });
    return show;
  };
}

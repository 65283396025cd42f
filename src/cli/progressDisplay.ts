/** Where compare's progress goes: live bars on a terminal, throttled lines in CI, nothing with --quiet. */
import { ciLineGate, formatProgressLine, formatProgressRows, type ProgressSnapshot } from '../run/index.js';

/** How progress is shown. */
export type ProgressMode = 'bars' | 'lines' | 'quiet';

/** The run's two stderr channels: progress snapshots and log lines (notes, warnings). */
export interface ProgressDisplay {
  progress(snapshot: ProgressSnapshot): void;
  /** A line that must survive (a warning or a note): printed above the live bars, never lost to a redraw. */
  log(line: string): void;
}

/** Progress on a terminal (`bars`), in a CI log (`lines`) or not at all (`quiet`): the mode the CLI picked from --quiet and whether stderr is a terminal. */
export function progressMode(quiet: boolean, stderrIsTTY: boolean): ProgressMode {
  return quiet ? 'quiet' : stderrIsTTY ? 'bars' : 'lines';
}

/**
 * Write progress to `write` (stderr). `bars` redraws one row per family and side in place:
 * the cursor moves back up over the rows it drew (ANSI CSI F) and clears them (CSI J) before
 * drawing again, so only a terminal gets escape codes. `lines` prints a family's line at its
 * start, each further tenth of its work, every 30 s and at its end. Log lines are printed in
 * every mode.
 */
export function progressDisplay(write: (text: string) => void, mode: ProgressMode, now: () => number = () => performance.now()): ProgressDisplay {
  if (mode === 'quiet') return { progress: () => {}, log: (line) => write(`${line}\n`) };
  if (mode === 'lines') {
    const gate = ciLineGate();
    return {
      progress: (snapshot) => {
        if (gate(snapshot, now())) write(`  ${formatProgressLine(snapshot)}\n`);
      },
      log: (line) => write(`${line}\n`),
    };
  }
  const latest = new Map<string, ProgressSnapshot>();
  let drawn = 0;
  const rows = (): string[] => {
    const width = Math.max(...[...latest.keys()].map((family) => family.length));
    return [...latest.values()].flatMap((snapshot) => formatProgressRows(snapshot, width));
  };
  const erase = (): string => (drawn > 0 ? `\x1b[${drawn}F\x1b[J` : '');
  const draw = (before = ''): void => {
    const lines = rows();
    write(`${erase()}${before}${lines.map((line) => `${line}\n`).join('')}`);
    drawn = lines.length;
  };
  return {
    progress: (snapshot) => {
      latest.set(snapshot.family, snapshot);
      draw();
    },
    log: (line) => draw(`${line}\n`),
  };
}

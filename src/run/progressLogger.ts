/** Progress lines for one family: items done out of the total. */
import type { FamilyId } from '../results/types.js';

/** A progress callback that logs one line per ~10 % (short CI logs) and the last item. */
export function progressLogger(log: (line: string) => void, family: FamilyId): (done: number, total: number) => void {
  let lastShown = 0;
  return (done, total) => {
    if (done === total || done - lastShown >= Math.max(1, Math.ceil(total / 10))) {
      lastShown = done;
      log(`  ${family}: ${done}/${total}`);
    }
  };
}

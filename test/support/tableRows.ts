/** Every item of a score table as a row object: tests read small tables whole, the code reads them by index. */
import type { ScoreRow, ScoreTable } from '../../src/paired/index.js';

/** The rows of `table` in its order. */
export function tableRows(table: ScoreTable): ScoreRow[] {
  return Array.from({ length: table.size }, (_, index) => table.row(index));
}

/** The divergence record's check across fields that the results schema cannot state. */
import { ShapeProblem } from '../../results/index.js';
import type { DivergenceItemRecord } from '../../results/types.js';

/**
 * Throw ShapeProblem unless tokenKl, tokenReverseKl (when present), baseTop1 and tunedTop1 each hold one entry per predicted
 * token (tokens.length − 1): the heat map pairs tokens[i + 1] with tokenKl[i], so a record read
 * back with a mismatch would shade the wrong words.
 */
export function checkTokenArrays(record: DivergenceItemRecord): void {
  const predicted = Math.max(record.tokens.length - 1, 0);
  for (const key of ['tokenKl', 'tokenReverseKl', 'baseTop1', 'tunedTop1'] as const) {
    const length = record[key]?.length ?? predicted;
    if (length !== predicted) throw new ShapeProblem(key, `expected ${predicted} entries (tokens.length − 1), got ${length} entries`);
  }
}

/** The line every output adds for a run judged with labels: what the gate read, and the gate without them. */
import type { AnyRunResults } from '../results/types.js';

/**
 * "Judged with 120 labels (labels.jsonl, seed 3): the refusal rows are the corrected ones. The
 * classifier alone: pass, exit 0." — null for a run without labels (docs/concepts/labels-and-ppi.md).
 */
export function labelledGateLine(results: AnyRunResults): string | null {
  if (!('labels' in results) || results.labels === undefined) return null;
  const { labels, classifierOnly } = results;
  const draw = labels.draw === undefined ? '' : `, seed ${labels.draw.seed}`;
  const alone = classifierOnly === undefined ? '' : ` The classifier alone: ${classifierOnly.verdict}, exit ${classifierOnly.exitCode}.`;
  return `Judged with ${labels.count} label${labels.count === 1 ? '' : 's'} (${labels.file}${draw}): the gate read the corrected rows.${alone}`;
}

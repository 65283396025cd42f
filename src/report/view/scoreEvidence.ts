/** View model of the scores evidence: one row per paired item, base → tuned for every score metric. */
import { capEvidence } from '../../families/evidenceCap.js';
import type { Direction, MetricResult, ScoreItemRecord, ScoreValue } from '../../results/types.js';
import { SCORE_METRIC_PREFIX } from '../../results/vocabulary.js';
import type { ItemAnchor } from '../../format/anchors.js';
import { formatSignificant } from '../../format/format.js';

/** One item as displayed. */
export interface ScoreItemView {
  readonly id: string;
  /** Element id of the item's row, for links to it. */
  readonly anchor: string;
  readonly tags: string;
  readonly cluster: string | null;
  /** "worse", "better", "mixed", "changed" or "same", by each metric's direction. */
  readonly change: string;
  readonly changeClass: string;
  readonly changed: boolean;
  /** One cell per metric of the header, "base → tuned" or "—" when the item lacks it. */
  readonly cells: readonly { readonly text: string }[];
}

/** Scores evidence: counts, the metric header and the items, changed ones first. */
export interface ScoreEvidenceView {
  readonly total: number;
  readonly worse: number;
  readonly better: number;
  readonly changedOnly: number;
  readonly metrics: readonly string[];
  /** Changed items first, at most MAX_EVIDENCE_ITEMS. */
  readonly items: readonly ScoreItemView[];
  /** "+N more in items.csv and items.jsonl" when more items were paired, else null. */
  readonly omittedLabel: string | null;
}

const ORDER = { mixed: 0, worse: 1, better: 2, changed: 3, same: 4 } as const;
type Change = keyof typeof ORDER;
const CLASS: Readonly<Record<Change, string>> = { mixed: 'c-worse', worse: 'c-worse', better: 'c-better', changed: 'c-same', same: 'c-same' };

/**
 * Items ordered mixed (worse on one metric, better on another), worse, better, changed
 * (an undirected metric moved), then unchanged; file order within each group. Worse and
 * better follow the direction `metrics` record for each `score.<name>`.
 */
export function scoreEvidence(records: readonly ScoreItemRecord[], metrics: readonly MetricResult[], anchor: ItemAnchor): ScoreEvidenceView {
  const directions = new Map<string, Direction>();
  for (const metric of metrics) if (metric.family === 'scores') directions.set(metric.id.slice(SCORE_METRIC_PREFIX.length), metric.direction);
  const names = [...directions.keys()];
  const rows = records.map((record, index) => ({ index, change: changeOf(record, directions), record }));
  rows.sort((a, b) => ORDER[a.change] - ORDER[b.change] || a.index - b.index);
  // A million paired items would make a report of hundreds of megabytes; items.csv holds them all.
  const shown = capEvidence(rows);
  return {
    total: records.length,
    worse: rows.filter((row) => row.change === 'worse' || row.change === 'mixed').length,
    better: rows.filter((row) => row.change === 'better').length,
    changedOnly: rows.filter((row) => row.change === 'changed').length,
    metrics: names,
    omittedLabel: shown.omittedLabel,
    items: shown.kept.map(({ record, change }) => ({
      id: record.id,
      anchor: anchor('scores', record.id),
      tags: record.tags.join(', '),
      cluster: record.cluster,
      change,
      changeClass: CLASS[change],
      changed: change !== 'same',
      cells: names.map((name) => ({ text: cellText(record.base[name], record.tuned[name]) })),
    })),
  };
}

function changeOf(record: ScoreItemRecord, directions: ReadonlyMap<string, Direction>): Change {
  let worse = false;
  let better = false;
  let changed = false;
  for (const [name, direction] of directions) {
    const base = valueOf(record.base[name]);
    const tuned = valueOf(record.tuned[name]);
    if (base === null || tuned === null || base === tuned) continue;
    if (direction === 'none') changed = true;
    else if (tuned > base === (direction === 'higher-better')) better = true;
    else worse = true;
  }
  return worse && better ? 'mixed' : worse ? 'worse' : better ? 'better' : changed ? 'changed' : 'same';
}

/** The item's value: the number, or num/den of a pair (null when absent or den is 0). */
function valueOf(value: ScoreValue | undefined): number | null {
  if (value === undefined) return null;
  if (typeof value === 'number') return value;
  return value[1] > 0 ? value[0] / value[1] : null;
}

function cellText(base: ScoreValue | undefined, tuned: ScoreValue | undefined): string {
  const b = valueOf(base);
  const t = valueOf(tuned);
  if (b === null || t === null) return '—';
  return `${number(b)} → ${number(t)}`;
}

/** Integers as they are (0/1 outcomes), other values with four significant digits. */
function number(value: number): string {
  return Number.isInteger(value) ? String(value) : formatSignificant(value, 4);
}

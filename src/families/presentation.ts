/**
 * The report-facing half of a family (docs/ARCHITECTURE.md §4): how items.csv, the metric table
 * and the report show its records. It imports no model code, so `report/` can read any run
 * without loading onnxruntime; the scoring half (`family.ts`) points at it.
 */
import type { ItemAnchor } from '../format/anchors.js';
import type { FamilyId, ItemRecord } from '../results/types.js';

/** One items.csv cell: text, a number (written round-trip) or a boolean; undefined leaves it empty. */
export type CsvValue = string | number | boolean | undefined;

/** How one family shows itself: record type R, evidence view E. */
export interface FamilyPresentation<R extends ItemRecord, E> {
  readonly id: FamilyId;
  /** Display name in the report's headings and tables ("Capability"). */
  readonly label: string;
  /**
   * The family's own items.csv columns, in order, after `family,id,tags` and before the shared
   * `flipped` column; the file's header is every family's columns in family order.
   */
  readonly csvColumns: readonly string[];
  /** One record's cells by column (its own columns, plus `flipped` when the family has flips). */
  readonly csvRow: (record: R) => Readonly<Record<string, CsvValue>>;
  /** What the metric table calls the items a metric counts ("docs"); absent, a bare count. */
  readonly itemNoun?: string;
  /** The family's verdicts rest on the refusal classifier: its measured agreement is printed beside each measured metric. */
  readonly classifierJudged?: boolean;
  /** The report's evidence for this family, built from its records; `anchor` names each item's element. */
  readonly evidence: (records: readonly R[], anchor: ItemAnchor) => E;
}

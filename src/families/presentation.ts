/**
 * The report-facing half of a family (docs/ARCHITECTURE.md §4): how items.csv, the metric table
 * and the report show its records. It imports no model code, so `report/` can read any run
 * without loading onnxruntime; the scoring half (`family.ts`) points at it.
 */
import type { ItemAnchor } from '../format/anchors.js';
import type { FamilyId, ItemRecord } from '../results/types.js';
import type { DisagreementView } from './divergence/evidence.js';

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
  /** The family's part of the report's "Where it changed", from its evidence and records; absent, only its tag lines. */
  readonly where?: (evidence: E, records: readonly R[], anchor: ItemAnchor) => FamilyWhere;
}

/** A family's own lines in "Where it changed" (docs/ARCHITECTURE.md §9: the report leads to what changed). */
export interface FamilyWhere {
  /** One sentence on the family's changes with a link to its evidence. */
  readonly summary?: { readonly text: string; readonly href: string };
  /** The replies many prompts newly got. */
  readonly replies?: readonly WhereReplyLine[];
  /** The documents that moved most (left out when the family's metrics were all skipped). */
  readonly docs?: readonly WhereDocLine[];
  /** A link to the evidence grouped under a tag ("3 flipped"), or null. */
  readonly tagEvidence?: (tag: string) => { readonly href: string; readonly label: string } | null;
}

/** A reply many prompts newly got, with how it was classified. */
export interface WhereReplyLine {
  readonly count: string;
  readonly reply: string;
  readonly empty: boolean;
  readonly patterns: string;
  readonly href: string;
}

/** A document with a high mean KL and its most divergent tokens. */
export interface WhereDocLine {
  readonly id: string;
  readonly href: string;
  readonly meanKl: string;
  readonly tokens: readonly DisagreementView[];
}

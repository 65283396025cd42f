/**
 * The report-facing half of a family (docs/ARCHITECTURE.md §4): how items.csv, the metric table
 * and the report show its records. It imports no model code, so `report/` can read any run
 * without loading onnxruntime; the scoring half (`family.ts`) points at it.
 */
import type { ItemAnchor } from '../format/anchors.js';
import type { AnyRunResults, FamilyId, ItemRecord, MetricUnit } from '../results/types.js';
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
  /**
   * The display unit of each of the family's metrics by id, for metrics whose results leave
   * `unit` out (the shipped ones: their unit is fixed by id); a metric found nowhere is a `score`.
   */
  readonly units?: Readonly<Record<string, MetricUnit>>;
  /** What the metric table calls the items a metric counts ("docs"); absent, a bare count. */
  readonly itemNoun?: string;
  /** The family generates replies, so the run's sampling settings shape its numbers: the report's settings list them under its name. */
  readonly generatesReplies?: boolean;
  /** The family's verdicts rest on the refusal classifier: its measured agreement is printed beside each measured metric. */
  readonly classifierJudged?: boolean;
  /**
   * Checks across one record's fields that the results schema cannot state (the divergence heat
   * map needs one KL per predicted token); throws ShapeProblem naming the field. Run on every
   * record read back from disk before the report renders it.
   */
  readonly checkRecord?: (record: R) => void;
  /**
   * The report's evidence for this family, built from its records and what `run` holds (the
   * results, the family's chart); `anchor` names each item's element.
   */
  readonly evidence: (records: readonly R[], anchor: ItemAnchor, run: EvidenceRun) => E;
  /**
   * The Handlebars partial that prints the evidence view (`partial`), and every partial file it
   * uses by name, beside the family's code; absent, the family has no evidence section.
   */
  readonly evidenceTemplate?: EvidenceTemplate;
  /** The family's one chart in its evidence, as data the report draws; absent or null, none. */
  readonly chart?: (records: readonly R[], results: AnyRunResults) => RankedBarsChart | null;
  /** The family's part of the report's "Where it changed", from its evidence and records; absent, only its tag lines. */
  readonly where?: (evidence: E, records: readonly R[], anchor: ItemAnchor) => FamilyWhere;
}

/** What a family's evidence sees of the run besides its records. */
export interface EvidenceRun {
  readonly results: AnyRunResults;
  /** The family's chart (FamilyPresentation.chart) drawn as SVG, or null. */
  readonly chart: string | null;
}

/** A family's evidence template: the partial the report calls, and the partial files by name. */
export interface EvidenceTemplate {
  readonly partial: string;
  readonly files: Readonly<Record<string, URL>>;
}

/**
 * The chart kind a family may ask for: one horizontal bar per labelled value, in the given order,
 * with an optional dashed reference line (a tolerance).
 */
export interface RankedBarsChart {
  /** The chart's accessible title. */
  readonly title: string;
  readonly axisTitle: string;
  readonly bars: readonly { readonly label: string; readonly value: number }[];
  readonly rule: number | null;
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

/**
 * What a family offers people to label (docs/ARCHITECTURE.md §4, docs/concepts/labels-and-ppi.md):
 * which of its judged binary metrics a label can correct, the replies behind them in the strata
 * of the labelling design, the answers a person may give and what each counts. `tunegate label`,
 * `--labels` and `report --labels` read only this, so a family whose binary outcome a checker
 * decides (a refusal classifier, a generated answer's scorer) can have it corrected by people.
 */
import type { ItemRecord } from '../results/types.js';

/** The two models, as a labels file names them. */
export type LabelModel = 'base' | 'tuned';

/** One reply people can label, in its stratum of the labelling design. */
export interface LabelableReply {
  /** The item's id in the suite. */
  readonly id: string;
  readonly model: LabelModel;
  /** The labelled metric this reply counts toward (one of its family's `labelling.metrics`). */
  readonly metric: string;
  /** Position of the item among the metric's items, in items.jsonl order. */
  readonly index: number;
  /** What the model was asked, as a person reads it. */
  readonly prompt: string;
  /** What the model answered, as a person reads it. */
  readonly reply: string;
  /** The metric's statistic for this reply: 0/1, or a score in [0, 1]. */
  readonly prediction: number;
  /** The checker's decision (prediction ≥ 0.5): the metric's event (1) happened. */
  readonly positive: boolean;
  /** The design stratum, e.g. `should_answer/tuned/refused/flip`; a stratum ending `/flip` is drawn more (its decisions differ between the models). */
  readonly stratum: string;
}

/** One answer a person may give, and what the metric counts it as. */
export interface LabelValueInfo {
  readonly name: string;
  /** 1: the metric's event (e.g. a refusal); 0: not. */
  readonly counts: 0 | 1;
}

/** A family's labelling, for records of type R. */
export interface FamilyLabelling<R extends ItemRecord> {
  /** The family's judged binary metrics people can label, in the order their corrections are made. */
  readonly metrics: readonly string[];
  /** Every reply of `records` people can label (both models of each item), metric by metric, each in its stratum. */
  readonly replies: (records: readonly R[]) => LabelableReply[];
  /** The answers a person may give, in the order they are offered. */
  readonly values: readonly LabelValueInfo[];
  /** The checker's decision as a labels file names it. */
  readonly decisionOf: (positive: boolean) => string;
}

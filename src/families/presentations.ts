/**
 * The report-facing table of families (docs/ARCHITECTURE.md §4): each family's presentation,
 * importable without model code, so `report/` reads any run without loading onnxruntime.
 */
import type { RecordCheck } from '../results/index.js';
import type { FamilyId, ItemRecord, RecordFamily } from '../results/types.js';
import { capabilityPresentation } from './capability/presentation.js';
import { divergencePresentation } from './divergence/presentation.js';
import { generationPresentation } from './generation/presentation.js';
import type { FamilyPresentation } from './presentation.js';
import { refusalPresentation } from './refusal/presentation.js';

/**
 * A presentation of any record and view type, as a table holds it: records and views are both
 * inputs of its functions, so no narrower type admits every family.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPresentation = FamilyPresentation<never, any>;

/** Every family's presentation by id. */
export const presentations = {
  capability: capabilityPresentation,
  generation: generationPresentation,
  refusal: refusalPresentation,
  divergence: divergencePresentation,
} as const satisfies Record<FamilyId, AnyPresentation>;

/** Presentations by family id: the shipped ones, then any registered with their family. */
export type PresentationTable = { readonly [F in FamilyId]: AnyPresentation };

/** Presentations of families registered in this process (`registerFamily` in families/index.ts). */
const registered = new Map<string, AnyPresentation>();

/** Add a registered family's presentation; returns the function that removes it. */
export function registerPresentation(presentation: AnyPresentation): () => void {
  registered.set(presentation.id, presentation);
  return () => registered.delete(presentation.id);
}

/** The presentations of this process: the shipped ones in vocabulary order, then the registered ones. */
export function presentationTable(): PresentationTable {
  if (registered.size === 0) return presentations;
  return { ...presentations, ...Object.fromEntries(registered) };
}

/** The presentation of a metric's or record's family; undefined for `scores` (a paired run's scores have no family of their own). */
export function presentationFor(family: RecordFamily): FamilyPresentation<ItemRecord, unknown> | undefined {
  const table: Partial<Record<string, AnyPresentation>> = presentationTable();
  // A record's family names its presentation, so the presentation accepts the record.
  return table[family] as FamilyPresentation<ItemRecord, unknown> | undefined;
}

/** This process's presentations in family order (shipped, then registered), typed for any record. */
export function presentationList(): FamilyPresentation<ItemRecord, unknown>[] {
  // Each is called only with records of its own family (filtered by `family`), which it accepts.
  return Object.values(presentationTable()) as FamilyPresentation<ItemRecord, unknown>[];
}

/** Every record's own family checks (FamilyPresentation.checkRecord), for readers of a run folder. */
export const checkRecordOfFamily: RecordCheck = (record) => presentationFor(record.family)?.checkRecord?.(record);

export type { CsvValue, FamilyPresentation, FamilyWhere, WhereDocLine, WhereReplyLine } from './presentation.js';

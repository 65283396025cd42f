/**
 * The report-facing table of families (docs/ARCHITECTURE.md §4): each family's presentation,
 * importable without model code, so `report/` reads any run without loading onnxruntime.
 */
import type { FamilyId, ItemRecord, RecordFamily } from '../results/types.js';
import { capabilityPresentation } from './capability/presentation.js';
import { divergencePresentation } from './divergence/presentation.js';
import type { FamilyPresentation } from './presentation.js';
import { refusalPresentation } from './refusal/presentation.js';

/** Every family's presentation by id. */
export const presentations = {
  capability: capabilityPresentation,
  refusal: refusalPresentation,
  divergence: divergencePresentation,
} as const satisfies Record<FamilyId, FamilyPresentation<never, unknown>>;

/** The presentation of a record's family, typed for records of any family. */
export function presentationOf(family: FamilyId): FamilyPresentation<ItemRecord, unknown> {
  // The table is keyed by the family its records carry, so its functions accept them.
  return presentations[family] as unknown as FamilyPresentation<ItemRecord, unknown>;
}

/** The presentation of a metric's or record's family; undefined for `scores` (a paired run's scores have no family of their own). */
export function presentationFor(family: RecordFamily): FamilyPresentation<ItemRecord, unknown> | undefined {
  const table: Partial<Record<RecordFamily, FamilyPresentation<never, unknown>>> = presentations;
  // A record's family names its presentation, so the presentation accepts the record.
  return table[family] as FamilyPresentation<ItemRecord, unknown> | undefined;
}

export type { CsvValue, FamilyPresentation } from './presentation.js';

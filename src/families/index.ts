/**
 * The one table of families (docs/ARCHITECTURE.md §4). Shipping a family is one folder
 * under families/ plus one row here and one in presentations.ts, its id in
 * results/vocabulary.ts and its record shape in results/types.ts; everything else the run,
 * the cache, the shard split and the report need is a member of its `Family`. A family of
 * one's own joins through `registerFamily` under an `x-` id, with no row anywhere.
 */
import { REGISTERED_FAMILY_PREFIX } from '../results/vocabulary.js';
import type { BuiltinFamilyId, FamilyId, ItemRecord } from '../results/types.js';
import type { MetricDefinition } from '../judge/index.js';
import type { Family } from './family.js';
import type { FamilyLabelling, LabelableReply } from './labelling.js';
import { registerPresentation } from './presentations.js';
import { capabilityFamily } from './capability/index.js';
import { divergenceFamily } from './divergence/index.js';
import { generationFamily } from './generation/index.js';
import { refusalFamily } from './refusal/index.js';

/** Every family by id. */
export const families = {
  capability: capabilityFamily,
  generation: generationFamily,
  refusal: refusalFamily,
  divergence: divergenceFamily,
} as const satisfies Record<BuiltinFamilyId, AnyFamily>;

/** The shipped family behind an id, typed by that id. */
export type FamilyOf<F extends BuiltinFamilyId> = (typeof families)[F];

/**
 * A family of any item, record, view and settings type, as a table holds it. Items, records, views and settings
 * appear both as inputs and outputs of a family, so no narrower type admits every family;
 * `familyIn` hands out the members typed for the run's loops.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFamily = Family<any, any, any, any, any>;

/**
 * The families a run may score, by id: the shipped table plus any family registered in this
 * process (`registerFamily`, `x-` ids).
 */
export type FamilyTable = { readonly [F in BuiltinFamilyId]: AnyFamily } & { readonly [F in FamilyId]?: AnyFamily };

/** Families registered in this process, by id, after the shipped ones. */
const registered = new Map<string, AnyFamily>();

/**
 * Add `family` (and its presentation) to this process's tables, after the shipped families: the
 * seam a test uses to run a family of its own through compare, judge, report and shard without
 * a row in the shipped table (docs/ARCHITECTURE.md §4). Returns the function that removes it.
 * Throws when the id is already taken.
 */
export function registerFamily(family: AnyFamily): () => void {
  if (!String(family.id).startsWith(REGISTERED_FAMILY_PREFIX))
    throw new Error(`family ${family.id}: a registered family's id starts with ${REGISTERED_FAMILY_PREFIX}`);
  if (family.id in families || registered.has(family.id)) throw new Error(`family ${family.id} is already registered`);
  registered.set(family.id, family);
  const unregisterPresentation = registerPresentation(family.presentation);
  return () => {
    registered.delete(family.id);
    unregisterPresentation();
  };
}

/** The families of this process: the shipped ones in vocabulary order, then the registered ones. */
export function familyTable(): FamilyTable {
  if (registered.size === 0) return families;
  return { ...families, ...Object.fromEntries(registered) };
}

/** The family behind `id` in `table`, typed for items, settings, options and records of any family. */
export function familyIn(
  table: FamilyTable,
  id: FamilyId,
): Family<{ readonly id: string; readonly tags: readonly string[] }, ItemRecord, unknown, unknown, unknown> {
  // Items, settings, options and records travel keyed by the same id, so they fit the family's functions.
  const family = table[id];
  if (family === undefined) throw new Error(`family ${id} is not registered in this process`);
  return family as unknown as Family<{ readonly id: string; readonly tags: readonly string[] }, ItemRecord, unknown, unknown, unknown>;
}

/** The ids of `table`'s families, in its order (the order they run and appear in every output). */
export function familyIds(table: FamilyTable): FamilyId[] {
  return Object.keys(table) as FamilyId[];
}

/** Each family's built settings, by id: present for the families that have items. */
export type FamilySettingsTable = { readonly [F in FamilyId]?: unknown };

/** The own options (type O) of a family. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type OwnOptionsOf<T> = T extends Family<any, any, any, any, infer O> ? O : never;

/**
 * Each family's own options, by id, as the run hands them to its `settings`: typed by the
 * shipped family that declares them, opaque for a registered one.
 */
export type FamilyOptionsTable = { readonly [F in BuiltinFamilyId]?: OwnOptionsOf<FamilyOf<F>> } & { readonly [F in FamilyId]?: unknown };

export type {
  Family,
  FamilyRun,
  FamilyScoreContext,
  FamilySettingsOptions,
  FamilySetup,
  PreflightPair,
  ScoredEarlier,
  SideProgress,
  Warn,
  WarningKind,
} from './family.js';
export { presentations, presentationFor, presentationTable, type CsvValue, type FamilyPresentation, type PresentationTable } from './presentations.js';
export { CHUNK_ITEMS } from './pairChunks.js';
export { MemoryResultStore, type ResultStores, type SideResultStore, type SideOutcome, type StoreRole } from './resultStore.js';

/** A validated suite item of shipped family F. */
export type FamilyItem<F extends FamilyId> = F extends BuiltinFamilyId
  ? ReturnType<FamilyOf<F>['parseItem']>
  : { readonly id: string; readonly tags: readonly string[] };

/**
 * The metrics that judge `records` of `family`: its records' own set (`metricsFor`) when it has one,
 * else its fixed list, which also stands for a family with no records (skipped: its gated metrics say so).
 */
export function familyMetrics(
  family: Pick<Family<{ readonly id: string; readonly tags: readonly string[] }, ItemRecord, unknown, unknown>, 'metrics' | 'metricsFor'>,
  records: readonly ItemRecord[],
): readonly MetricDefinition[] {
  return (records.length > 0 ? family.metricsFor?.(records) : undefined) ?? family.metrics;
}

/**
 * The metrics that will judge `items` of `family` once scored: its items' own set
 * (`metricsForItems`) when it has one, else its fixed list, as `familyMetrics` chooses for records.
 */
export function familyItemMetrics<I extends { readonly id: string; readonly tags: readonly string[] }>(
  family: Pick<Family<I, ItemRecord, unknown, unknown>, 'metrics' | 'metricsForItems'>,
  items: readonly I[],
): readonly MetricDefinition[] {
  return (items.length > 0 ? family.metricsForItems?.(items) : undefined) ?? family.metrics;
}

export type { FamilyLabelling, LabelableReply, LabelModel, LabelValueInfo } from './labelling.js';
export type { NamedPromptSet, NamedTaskSource } from './namedTaskSource.js';

/** A family that people can label, with its labelling. */
export interface LabelledFamily {
  readonly id: FamilyId;
  readonly labelling: FamilyLabelling<ItemRecord>;
}

/** The families of `table` that declare a labelling, in its order (docs/ARCHITECTURE.md §4). */
export function labelledFamilies(table: FamilyTable = familyTable()): LabelledFamily[] {
  return familyIds(table).flatMap((id) => {
    const labelling = familyIn(table, id).labelling;
    return labelling === undefined ? [] : [{ id, labelling }];
  });
}

/** Every reply of `records` people can label: each labelled family's replies of its own records, family by family. */
export function labelableReplies(records: readonly ItemRecord[], table: FamilyTable = familyTable()): LabelableReply[] {
  return labelledFamilies(table).flatMap(({ id, labelling }) => labelling.replies(records.filter((record) => record.family === id)));
}

/** The family that labels `metric`, if any. */
export function labellingOf(metric: string, table: FamilyTable = familyTable()): LabelledFamily | undefined {
  return labelledFamilies(table).find(({ labelling }) => labelling.metrics.includes(metric));
}

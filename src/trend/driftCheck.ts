/**
 * The drift check: the newest run's tuned model against the oldest run's tuned model of the
 * same base, on the items both runs scored. Each gated metric's per-item statistic of the
 * tuned side (its Σnum/Σden contribution) is read from both runs' records and the two become
 * one paired score record per item, which the judge bootstraps exactly as `tunegate paired`
 * judges two score files (docs/ARCHITECTURE.md §11): one index matrix for both runs, Holm over
 * the gated metrics, the newest run's statistics settings.
 */
import { families, familyIn, familyMetrics } from '../families/index.js';
import { computeRunMetrics, type MetricDefinition } from '../judge/index.js';
import { scoreMetricDefinitions } from '../paired/index.js';
import {
  FAMILY_IDS,
  SCORE_METRIC_PREFIX,
  type DriftCheck,
  type DriftSkipped,
  type FamilyId,
  type ItemRecord,
  type MetricResult,
  type RunResults,
  type ScoreItemRecord,
  type ScoreValue,
} from '../results/index.js';

/** One run as the drift check reads it. */
export interface DriftRun {
  readonly name: string;
  readonly results: RunResults;
  readonly items: readonly ItemRecord[];
}

/**
 * Δ = newest − oldest for every gated metric of `newest` that was measured (not skipped),
 * paired by family and item id. Skipped (with why) when fewer than 2 items are shared or no
 * gated metric was measured in both runs.
 */
export function driftCheck(oldest: DriftRun, newest: DriftRun): DriftCheck | DriftSkipped {
  const wanted = newest.results.metrics.filter((metric) => metric.gated && metric.verdict !== 'skipped');
  const definitions = builtInDefinitions(
    wanted.map((metric) => metric.id),
    newest.items,
  );
  if (definitions.length === 0) return { skipped: `${newest.name} has no gated metric that was measured` };
  const records = driftRecords(oldest.items, newest.items, definitions);
  if (records.length < 2)
    return { skipped: `${oldest.name} and ${newest.name} share ${records.length} scored item${records.length === 1 ? '' : 's'}; at least 2 are needed` };
  const byId = new Map(wanted.map((metric) => [metric.id, metric]));
  const names = definitions.map((definition) => definition.id).filter((id) => records.some((record) => Object.hasOwn(record.base, id)));
  const scoreDefinitions = scoreMetricDefinitions(names, records, {
    higherIsBetter: new Set(names.filter((id) => byId.get(id)?.direction === 'higher-better')),
    lowerIsBetter: new Set(names.filter((id) => byId.get(id)?.direction === 'lower-better')),
    gate: new Set(names),
    tolerances: Object.fromEntries(names.map((id) => [id, byId.get(id)?.tolerance ?? 0])),
    formats: [],
  }).map((definition) => withInterval(definition, definitions, records));
  const partial = driftPartial(oldest, newest, definitions);
  const judged = computeRunMetrics(
    [{ family: 'scores', metrics: scoreDefinitions, outcome: { records, interrupted: false } }],
    newest.results.settings,
    partial,
  );
  return {
    from: oldest.name,
    to: newest.name,
    baseSha256: newest.results.models.base.sha256,
    pairedItems: records.length,
    metrics: judged.metrics.map((metric) => asRunMetric(metric, byId)),
    verdict: judged.overall.verdict,
    reason: driftReason(judged.overall.verdict, judged.metrics.length, partial),
  };
}

/**
 * The family definitions of these ids, as the newest run's records define them (a benchmark task's
 * metrics exist where its documents do); built-in metrics only: a paired run's scores are not on a model's line.
 */
function builtInDefinitions(ids: readonly string[], records: readonly ItemRecord[]): MetricDefinition[] {
  return FAMILY_IDS.flatMap((family) =>
    familyMetrics(
      familyIn(families, family),
      records.filter((record) => record.family === family),
    ).filter((definition) => ids.includes(definition.id)),
  );
}

/** One score record per item both runs scored: base = the oldest run's tuned statistic, tuned = the newest's. */
function driftRecords(older: readonly ItemRecord[], newer: readonly ItemRecord[], definitions: readonly MetricDefinition[]): ScoreItemRecord[] {
  const olderByKey = new Map(older.map((record) => [itemKey(record), record]));
  const records: ScoreItemRecord[] = [];
  for (const record of newer) {
    const before = olderByKey.get(itemKey(record));
    if (before === undefined) continue;
    const base: Record<string, ScoreValue> = {};
    const tuned: Record<string, ScoreValue> = {};
    for (const definition of definitions) {
      if (definition.family !== record.family || !definition.includes(before) || !definition.includes(record)) continue;
      base[definition.id] = scoreValue(definition.tuned(before));
      tuned[definition.id] = scoreValue(definition.tuned(record));
    }
    if (Object.keys(base).length) records.push({ family: 'scores', id: itemKey(record), tags: [], cluster: null, base, tuned });
  }
  return records;
}

function itemKey(record: ItemRecord): string {
  return `${record.family}/${record.id}`;
}

/** A per-item rate stays a number, so 0/1 metrics keep McNemar; a ratio keeps its denominator. */
function scoreValue(statistic: { readonly num: number; readonly den: number }): ScoreValue {
  return statistic.den === 1 ? statistic.num : [statistic.num, statistic.den];
}

/** A studentized metric stays studentized where its denominators are the same in both runs (as the method needs). */
function withInterval(definition: MetricDefinition, originals: readonly MetricDefinition[], records: readonly ScoreItemRecord[]): MetricDefinition {
  const name = definition.id.slice(SCORE_METRIC_PREFIX.length);
  const original = originals.find((candidate) => candidate.id === name);
  // A smoothed interval needs Δ ≥ 0 per item (KL); drift's per-item differences are plain studentized.
  if (original?.interval !== 'studentized' && original?.interval !== 'smoothed-studentized') return definition;
  const sameDen = records.every((record) => {
    const before = record.base[name];
    const after = record.tuned[name];
    return before === undefined || after === undefined || denominator(before) === denominator(after);
  });
  return sameDen ? { ...definition, interval: 'studentized' } : definition;
}

function denominator(value: ScoreValue): number {
  return typeof value === 'number' ? 1 : value[1];
}

/** The judged score metric under its run's id, family, label and unit. */
function asRunMetric(metric: MetricResult, byId: ReadonlyMap<string, MetricResult>): MetricResult {
  const id = metric.id.slice(SCORE_METRIC_PREFIX.length);
  const run = byId.get(id as MetricResult['id']);
  const { unit: _unit, ...rest } = metric;
  return {
    ...rest,
    id: run?.id ?? metric.id,
    family: (run?.family ?? metric.family) as FamilyId,
    label: run?.label ?? metric.label,
    ...(run?.unit === undefined ? {} : { unit: run.unit }),
  };
}

/**
 * Why the drift covers part of the line's items, or undefined: either run partial (--max-items,
 * a time budget, Ctrl-C), or items of the judged families scored in one run only. A drift over
 * part of the items is never "no drift", as a partial run never passes.
 */
function driftPartial(oldest: DriftRun, newest: DriftRun, definitions: readonly MetricDefinition[]): string | undefined {
  const clauses: string[] = [];
  for (const run of [oldest, newest]) if (run.results.partial !== undefined) clauses.push(`${run.name} is a partial run`);
  const judged = new Set(definitions.map((definition) => definition.family));
  const keys = (items: readonly ItemRecord[]): Set<string> => new Set(items.filter((record) => judged.has(record.family)).map(itemKey));
  const [older, newer] = [keys(oldest.items), keys(newest.items)];
  const olderOnly = [...older].filter((key) => !newer.has(key)).length;
  const newerOnly = [...newer].filter((key) => !older.has(key)).length;
  if (olderOnly + newerOnly > 0) clauses.push(`${olderOnly} items scored in ${oldest.name} only, ${newerOnly} in ${newest.name} only`);
  return clauses.length > 0 ? `the drift covers part of the items: ${clauses.join('; ')}` : undefined;
}

function driftReason(verdict: DriftCheck['verdict'], metrics: number, partial: string | undefined): string {
  if (verdict === 'regressed')
    return 'The newest checkpoint is worse than the oldest one of the same base beyond noise on a gated metric: the line is drifting down.';
  if (verdict === 'inconclusive' && partial !== undefined) return `The drift cannot be told whole: ${partial}.`;
  if (verdict === 'inconclusive') return 'The drift of at least one gated metric cannot be told from noise with these items.';
  return `None of the ${metrics} gated metrics drifted down beyond noise between the oldest and the newest checkpoint of this base.`;
}

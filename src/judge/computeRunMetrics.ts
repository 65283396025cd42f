/** From paired item records to judged MetricResults and the run's overall verdict (docs/ARCHITECTURE.md §6). */
import { distributionSummary, histogram, holmAdjust, mcnemarMidP, minimumDetectableEffect, percentileInterval, seededRng, wilsonInterval } from '../stats/index.js';
import { tagWithParents } from '../results/tagParents.js';
import type { DivergenceItemRecord, ItemRecord, MetricResult, OverallVerdict, RecordFamily, RunSettings, SkippedItem, TagResult } from '../results/types.js';
import { summarizeSkippedItems } from '../format/index.js';
import { bootstrapMetrics, type MetricSample } from './bootstrapMetrics.js';
import type { MetricDefinition } from './metricDefinition.js';
import { holmAdjustedLevels, metricVerdict, overallVerdict } from './verdict.js';

/** Bins of the bootstrap histogram stored for the report. */
const HISTOGRAM_BINS = 40;

/** Settings the statistics read. */
export type MetricSettings = Pick<RunSettings, 'seed' | 'resamples' | 'confidence' | 'minEffect' | 'minItems' | 'klTolerance' | 'failOn'>;

/** What one family produced (records, or why it did not run) and the metrics that judge it. */
export interface FamilyOutcome {
  readonly family: RecordFamily;
  readonly metrics: readonly MetricDefinition[];
  readonly outcome:
    | { readonly records: readonly ItemRecord[]; readonly interrupted: boolean; readonly skippedItems?: readonly SkippedItem[] }
    | { readonly skipped: string };
}

/** Judged metrics plus the overall verdict. */
export interface RunMetricsResult {
  readonly metrics: MetricResult[];
  readonly overall: { readonly verdict: OverallVerdict; readonly exitCode: 0 | 1 | 2; readonly reason: string };
}

interface Draft {
  readonly definition: MetricDefinition;
  readonly sample: MetricSample | null;
  readonly records: readonly ItemRecord[];
  readonly skipped?: string;
  readonly byTag: readonly TagResult[];
}

/**
 * Bootstrap every metric of every family that ran (one seeded stream, families in a fixed
 * order, then each family's tags in sorted order), Holm-adjust the gated metrics together,
 * and judge each metric and the run. `outcomes` lists the families that were requested, in
 * run order; families absent from it are not reported.
 */
export function computeRunMetrics(outcomes: readonly FamilyOutcome[], settings: MetricSettings): RunMetricsResult {
  const rng = seededRng(settings.seed);
  const drafts: Draft[] = [];
  let interrupted = false;
  for (const { metrics: definitions, outcome } of outcomes) {
    if ('skipped' in outcome) {
      for (const definition of definitions) drafts.push({ definition, sample: null, records: [], skipped: outcome.skipped, byTag: [] });
      continue;
    }
    interrupted ||= outcome.interrupted;
    const scored = outcome.records;
    const samples = bootstrapMetrics(definitions, scored, settings.resamples, settings.confidence, rng);
    const unscored = noScoredItemsReason(outcome.skippedItems ?? [], outcome.interrupted);
    definitions.forEach((definition, index) => {
      const records = scored.filter((record) => definition.includes(record as never));
      const byTag = tagResults(definition, records, settings, rng);
      drafts.push({ definition, sample: samples[index] ?? null, records, byTag, ...(records.length === 0 && unscored !== undefined ? { skipped: unscored } : {}) });
    });
  }
  const gated = drafts.filter((draft) => draft.definition.gated && draft.sample !== null && draft.sample.n >= 2);
  const alpha = 1 - settings.confidence;
  const pValues = Float64Array.from(gated.map((draft) => draft.sample!.p));
  const adjusted = gated.length ? holmAdjust(pValues) : new Float64Array(0);
  const levels = gated.length ? holmAdjustedLevels(pValues, alpha) : new Float64Array(0);
  const holm = new Map(gated.map((draft, i) => [draft, { pAdjusted: adjusted[i]!, level: levels[i]! }]));
  const metrics = drafts.map((draft) => judge(draft, settings, holm.get(draft)));
  return { metrics, overall: overallVerdict(metrics, settings.failOn, interrupted) };
}

/**
 * Why a metric of a family that ran has no item: its items were all skipped (the commonest
 * reason is named, e.g. prompts that leave no room for --max-new-tokens) or the run was
 * interrupted first; undefined when the suite simply has no item of the metric's kind.
 */
function noScoredItemsReason(skipped: readonly SkippedItem[], interrupted: boolean): string | undefined {
  const top = summarizeSkippedItems(skipped).groups[0];
  if (top !== undefined) return `no item could be scored: ${skipped.length} skipped, e.g. ${top.reason}`;
  if (interrupted) return 'interrupted before any item was scored';
  return undefined;
}

function judge(draft: Draft, settings: MetricSettings, holm: { pAdjusted: number; level: number } | undefined): MetricResult {
  const { definition, sample } = draft;
  const tolerance = definition.tolerance?.({ klTolerance: settings.klTolerance });
  const common = {
    id: definition.id, family: definition.family, label: definition.label, direction: definition.direction, gated: definition.gated,
    ciLevel: settings.confidence, ...(tolerance === undefined ? {} : { tolerance }), ...(definition.unit === undefined ? {} : { unit: definition.unit }), byTag: draft.byTag,
  };
  if (sample === null) {
    const reason = draft.skipped ?? (draft.records.length > 0 ? tooFewUnits(draft.records) : 'no items of this kind in the suite');
    return { ...common, base: null, tuned: null, delta: null, ci: null, ciUnadjusted: null, se: null, p: null, pAdjusted: null, mde: null, n: draft.records.length, verdict: 'skipped', reason };
  }
  const ciUnadjusted = percentileInterval(sample.replicates, settings.confidence);
  const ci = holm ? percentileInterval(sample.replicates, holm.level) : ciUnadjusted;
  const pAdjusted = holm?.pAdjusted ?? sample.p;
  const discordant = sample.discordant;
  const mcnemar = discordant ? { ...discordant, pMidP: mcnemarMidP(discordant.baseOnly, discordant.tunedOnly) } : undefined;
  const { verdict, reason } = metricVerdict({
    direction: definition.direction,
    delta: sample.delta,
    ci,
    // Clustered items are judged by their clusters, the units the bootstrap resampled.
    n: sample.clusters ?? sample.n,
    ...(sample.clusters === undefined ? {} : { unit: 'cluster' as const }),
    minItems: settings.minItems,
    minEffect: settings.minEffect,
    // The exact test on few discordant pairs is held to the same Holm-adjusted level as the CI.
    alpha: 1 - (holm?.level ?? settings.confidence),
    pAdjusted,
    ...(tolerance === undefined ? {} : { tolerance }),
    ...(mcnemar ? { mcnemar } : {}),
  });
  const tokens = definition.family === 'divergence' ? (draft.records as DivergenceItemRecord[]).reduce((sum, record) => sum + record.tokenCount, 0) : undefined;
  return {
    ...common,
    base: sample.base,
    tuned: sample.tuned,
    delta: sample.delta,
    ci,
    ciUnadjusted,
    se: sample.se,
    p: sample.p,
    pAdjusted,
    mde: minimumDetectableEffect(sample.se, 1 - settings.confidence),
    n: sample.n,
    ...(tokens === undefined ? {} : { tokens }),
    ...(sample.clusters === undefined ? {} : { clusters: sample.clusters }),
    verdict,
    reason,
    ...(sample.baseSuccesses === undefined ? {} : { baseInterval: wilsonInterval(sample.baseSuccesses, sample.n, settings.confidence) }),
    ...(sample.tunedSuccesses === undefined ? {} : { tunedInterval: wilsonInterval(sample.tunedSuccesses, sample.n, settings.confidence) }),
    ...(mcnemar ? { mcnemar } : {}),
    ...klDistribution(definition, draft.records),
    histogram: histogram(sample.replicates, HISTOGRAM_BINS),
  };
}

/** Why a metric with items has no bootstrap: one item, or every item in one cluster. */
function tooFewUnits(records: readonly ItemRecord[]): string {
  if (records.length === 1) return 'Only 1 item; a paired bootstrap needs at least 2 to resample.';
  return `All ${records.length} items are in one cluster; a paired bootstrap needs at least 2 clusters to resample.`;
}

/** Exploratory per-tag results: own bootstrap, unadjusted CI, never gated. */
function tagResults(definition: MetricDefinition, records: readonly ItemRecord[], settings: MetricSettings, rng: ReturnType<typeof seededRng>): TagResult[] {
  // A hierarchical tag counts toward every parent, so `science` covers `science/biology`.
  const recordTags = records.map((record) => new Set(record.tags.flatMap(tagWithParents)));
  const tags = [...new Set(recordTags.flatMap((set) => [...set]))].sort();
  return tags.map((tag) => {
    const subset = records.filter((_, i) => recordTags[i]?.has(tag) === true);
    const sample = subset.length >= 2 ? bootstrapMetrics([definition], subset, settings.resamples, settings.confidence, rng)[0] ?? null : null;
    const direct = sample ?? directValues(definition, subset);
    const ci = sample ? percentileInterval(sample.replicates, settings.confidence) : null;
    const tolerance = definition.tolerance?.({ klTolerance: settings.klTolerance });
    const verdict = ci
      ? metricVerdict({
          direction: definition.direction, delta: direct.delta, ci, n: sample?.clusters ?? subset.length, minItems: settings.minItems, minEffect: settings.minEffect,
          ...(sample?.clusters === undefined ? {} : { unit: 'cluster' as const }),
          alpha: 1 - settings.confidence, pAdjusted: sample?.p ?? 1, ...(tolerance === undefined ? {} : { tolerance }),
        }).verdict
      : 'inconclusive';
    return { tag, n: subset.length, base: direct.base, tuned: direct.tuned, delta: direct.delta, ci, verdict };
  });
}

function directValues(definition: MetricDefinition, records: readonly ItemRecord[]): { base: number; tuned: number; delta: number } {
  let bNum = 0, bDen = 0, tNum = 0, tDen = 0;
  for (const record of records) {
    const b = definition.base(record as never);
    const t = definition.tuned(record as never);
    bNum += b.num; bDen += b.den; tNum += t.num; tDen += t.den;
  }
  const base = bDen > 0 ? bNum / bDen : Number.NaN;
  const tuned = tDen > 0 ? tNum / tDen : Number.NaN;
  return { base, tuned, delta: tuned - base };
}

/** Per-token KL percentiles (llama.cpp prints the same), for divergence.kl only. */
function klDistribution(definition: MetricDefinition, records: readonly ItemRecord[]): Pick<MetricResult, 'distribution'> {
  if (definition.id !== 'divergence.kl') return {};
  const values = Float64Array.from((records as DivergenceItemRecord[]).flatMap((record) => record.tokenKl));
  return values.length ? { distribution: distributionSummary(values) } : {};
}

/** From paired item records to judged MetricResults and the run's overall verdict (docs/ARCHITECTURE.md §6). */
import { assertResamples, distributionSummary, histogram, mcnemarMidP, MIN_RESAMPLES, minimumDetectableEffect, wilsonInterval } from '../stats/index.js';
import { tagWithParents } from '../results/tagParents.js';
import type { ItemRecord, MetricResult, OverallVerdict, RecordFamily, RunSettings, SkippedItem, TagResult } from '../results/types.js';
import { UsageError } from '../errors/index.js';
import { equivalenceAlpha, equivalenceMargin, equivalenceOf, testsEquivalence } from './equivalenceTest.js';
import { summarizeSkippedItems } from '../format/index.js';
import { bootstrapMetrics, intervalAt, intervalMethod, pValueAgainst, streamName, type MetricSample } from './bootstrapMetrics.js';
import { finiteRecords } from './finiteRecords.js';
import { undefinedRatioReason } from './undefinedRatio.js';
import type { MetricDefinition } from './metricDefinition.js';
import { correctedHolm } from './correctedHolm.js';
import { ungated, withClaims } from './policyRun.js';
import { metricVerdict, overallVerdict } from './verdict.js';
import { tailGuard } from './tailGuard.js';
import { correctedMetric, correctionPValue, type MetricCorrection } from './correctedMetric.js';

/** Bins of the bootstrap histogram stored for the report. */
const HISTOGRAM_BINS = 40;

/** Settings the statistics read. */
export type MetricSettings = Pick<
  RunSettings,
  'seed' | 'resamples' | 'confidence' | 'minEffect' | 'minItems' | 'klTolerance' | 'failOn' | 'equivalence' | 'require' | 'policy'
>;

/** What one family produced (records, or why it did not run) and the metrics that judge it. */
export interface FamilyOutcome {
  readonly family: RecordFamily;
  readonly metrics: readonly MetricDefinition[];
  readonly outcome:
    | {
        readonly records: readonly ItemRecord[];
        readonly interrupted: boolean;
        readonly skippedItems?: readonly SkippedItem[];
        /** Items of the suite that ran (scored or skipped) and all of them; absent when not known (merged shards). */
        readonly coverage?: { readonly ran: number; readonly total: number };
      }
    | { readonly skipped: string };
}

/** Judged metrics plus the overall verdict. */
export interface RunMetricsResult {
  readonly metrics: MetricResult[];
  /** Items left out of the metrics because a statistic was NaN or ±Infinity, each with its reason. */
  readonly unscored: readonly SkippedItem[];
  readonly overall: { readonly verdict: OverallVerdict; readonly exitCode: 0 | 1 | 2; readonly reason: string };
}

interface Draft {
  readonly definition: MetricDefinition;
  readonly sample: MetricSample | null;
  readonly records: readonly ItemRecord[];
  readonly skipped?: string;
  readonly byTag: readonly TagResult[];
  /** Half-width of "no change" around 0: the tolerance of non-directional metrics, else 0. */
  readonly tolerance: number | undefined;
}

/**
 * Bootstrap every metric of every family that ran, each from its own seeded stream (see
 * bootstrapMetrics, so the order of `outcomes` changes no number), Holm-adjust the gated
 * metrics together on p-values against their own null (0, or the tolerance band), and judge
 * each metric and the run. `outcomes` lists the families that were requested, in run order;
 * families absent from it are not reported. `partial` says why and how far a partial run got
 * (docs/ARCHITECTURE.md §7); without it, a family whose scorer was interrupted makes the run partial.
 */
export function computeRunMetrics(
  outcomes: readonly FamilyOutcome[],
  settings: MetricSettings,
  partial?: string,
  corrections?: ReadonlyMap<string, MetricCorrection>,
): RunMetricsResult {
  return computeCandidatesMetrics([outcomes], settings, [partial], corrections === undefined ? undefined : [corrections]).runs[0]!;
}

/** Several candidates judged together: each one's metrics and gate, and the size of the Holm family they shared. */
export interface CandidatesMetricsResult {
  /** One per candidate, in the order given. */
  readonly runs: readonly RunMetricsResult[];
  /** Gated metrics (with a bootstrap) of all candidates together: the hypotheses Holm adjusted for. */
  readonly holmFamilySize: number;
}

/**
 * computeRunMetrics for several candidates against one base (docs/ARCHITECTURE.md §6): each
 * candidate's metrics are bootstrapped exactly as in its own run (same streams, same per-tag
 * results), but the gated metrics of all candidates form one Holm family, so adjusted p-values
 * and interval levels hold the family-wise error over candidates × metrics. Each candidate's
 * gate reads its own metrics and `partials[c]`, why and how far that candidate's run was partial.
 */
export function computeCandidatesMetrics(
  candidates: readonly (readonly FamilyOutcome[])[],
  settings: MetricSettings,
  partials: readonly (string | undefined)[] = [],
  corrections: readonly (ReadonlyMap<string, MetricCorrection> | undefined)[] = [],
): CandidatesMetricsResult {
  // The CLI refuses fewer resamples too; a library caller must meet the same floor.
  assertResamples(settings.resamples, MIN_RESAMPLES);
  // The equivalence interval's level is 1 − 2α_E, which needs α < ½ (the CLI refuses the flags first).
  if (testsEquivalence(settings) && !(settings.confidence > 0.5))
    throw new UsageError(
      `equivalence needs --confidence above 0.5, got ${settings.confidence}`,
      'Two one-sided tests at α read a (1 − 2α) interval; use e.g. --confidence 0.95.',
    );
  // Under a policy its claims gate (policyClaims.ts): every metric's own verdict is exploratory.
  const policy = settings.policy?.resolved;
  const judged = policy === undefined ? candidates : candidates.map(ungated);
  const drafted = judged.map((outcomes) => draftMetrics(outcomes, settings));
  const gated = drafted.map(({ drafts }) => drafts.filter((draft) => draft.definition.gated && draft.sample?.bootstrap));
  const bootstrapP = (draft: Draft): number => pValueAgainst(draft.sample!.bootstrap!, draft.sample!.delta, draft.tolerance ?? 0);
  const correctionOf = (c: number, draft: Draft): MetricCorrection | undefined => corrections[c]?.get(draft.definition.id);
  // With labels the gate's Holm family holds the corrected p in place of the classifier's;
  // a corrected metric's classifier-only result keeps the family of a run without labels.
  const correctedP = (c: number, draft: Draft) => {
    const correction = correctionOf(c, draft);
    return correction && correctionPValue(correction, settings.confidence);
  };
  const { plain: holm, gate: gateHolm } = correctedHolm(gated, bootstrapP, correctedP, 1 - settings.confidence);
  const runs = drafted.map(({ drafts, interrupted, unscored }, c) => {
    const at = (family: typeof holm, i: number) => ({ pAdjusted: family.adjusted[c]![i]!, level: family.levels[c]![i]! });
    const plain = new Map(gated[c]!.map((draft, i) => [draft, at(holm, i)]));
    const gate = new Map(gated[c]!.map((draft, i) => [draft, at(gateHolm, i)]));
    const metrics = drafts.map((draft) => {
      const correction = correctionOf(c, draft);
      const holmOf = gate.get(draft);
      if (correction === undefined || holmOf === undefined) return judge(draft, settings, holmOf, holm.size);
      const margin = equivalenceMargin(draft.definition, settings);
      // The same α_E as the classifier-only test of a gated metric: α/m over the Holm family.
      const equivalence = margin === undefined ? undefined : { margin, ciLevel: 1 - 2 * equivalenceAlpha(1 - settings.confidence, true, holm.size) };
      const corrected = correctedMetric(correction, draft.definition, draft.sample!.n, holmOf, settings, equivalence);
      return { ...judge(draft, settings, plain.get(draft), holm.size), corrected };
    });
    return { metrics, unscored, overall: overallVerdict(metrics, settings.failOn, partials[c] ?? interrupted, settings.require) };
  });
  if (policy === undefined) return { runs, holmFamilySize: holm.size };
  const claimed = withClaims(runs, drafted, policy, settings, (c) => partials[c] ?? drafted[c]!.interrupted);
  return { runs: claimed.runs, holmFamilySize: claimed.holmFamilySize };
}

/** One candidate's metrics bootstrapped but not yet judged, whether its run was interrupted, and the items left out as non-finite. */
function draftMetrics(outcomes: readonly FamilyOutcome[], settings: MetricSettings): { drafts: Draft[]; interrupted: boolean; unscored: SkippedItem[] } {
  const drafts: Draft[] = [];
  const unscored: SkippedItem[] = [];
  let interrupted = false;
  for (const { family, metrics: definitions, outcome } of outcomes) {
    if ('skipped' in outcome) {
      for (const definition of definitions)
        drafts.push({ definition, sample: null, records: [], skipped: outcome.skipped, byTag: [], tolerance: toleranceOf(definition, settings) });
      continue;
    }
    interrupted ||= outcome.interrupted;
    const finite = finiteRecords(family, outcome.records, definitions);
    unscored.push(...finite.unscored);
    const scored = finite.records;
    const included = definitions.map((definition) => scored.filter((record) => definition.includes(record as never)));
    const undefinedRatio = definitions.map((definition, index) => undefinedRatioReason(definition, included[index]!));
    // A metric without a value stays out of the bootstrap, which would refuse its zero denominators.
    const valued = definitions.filter((_, index) => undefinedRatio[index] === undefined);
    const valuedSamples = new Map(valued.map((definition, index) => [definition, index]));
    const samples = bootstrapMetrics(valued, scored, settings.resamples, settings.seed);
    const noneScored = noScoredItemsReason([...(outcome.skippedItems ?? []), ...finite.unscored], outcome.interrupted, outcome.coverage);
    definitions.forEach((definition, index) => {
      const records = included[index]!;
      const reason = undefinedRatio[index];
      if (reason !== undefined) {
        drafts.push({ definition, sample: null, records, skipped: reason, byTag: [], tolerance: toleranceOf(definition, settings) });
        return;
      }
      const byTag = tagResults(definition, records, settings);
      drafts.push({
        definition,
        sample: samples[valuedSamples.get(definition)!] ?? null,
        records,
        byTag,
        tolerance: toleranceOf(definition, settings),
        ...(records.length === 0 && noneScored !== undefined ? { skipped: noneScored } : {}),
      });
    });
  }
  return { drafts, interrupted, unscored };
}

/**
 * Why a metric of a family that ran has no item: its items were all skipped (the commonest
 * reason is named, e.g. prompts that leave no room for --max-new-tokens), or the run stopped
 * (--max-items, a time budget, Ctrl-C) before any item of its kind was scored; undefined when
 * every item of the suite ran, so the suite simply has no item of the metric's kind.
 */
function noScoredItemsReason(skipped: readonly SkippedItem[], interrupted: boolean, coverage?: { ran: number; total: number }): string | undefined {
  const top = summarizeSkippedItems(skipped).groups[0];
  if (top !== undefined) return `no item could be scored: ${skipped.length} skipped, e.g. ${top.reason}`;
  if (coverage !== undefined && coverage.ran > 0 && coverage.ran < coverage.total)
    return `none of this kind among the ${coverage.ran} of ${coverage.total} items scored before the run stopped`;
  if (interrupted || (coverage !== undefined && coverage.ran < coverage.total)) return 'interrupted before any item was scored';
  return undefined;
}

function toleranceOf(definition: MetricDefinition, settings: MetricSettings): number | undefined {
  return definition.tolerance?.({ klTolerance: settings.klTolerance });
}

function judge(draft: Draft, settings: MetricSettings, holm: { pAdjusted: number; level: number } | undefined, holmFamilySize: number): MetricResult {
  const { definition, sample, tolerance } = draft;
  // The level the verdict uses: the Holm level of a gated metric, else the run's confidence.
  const level = holm?.level ?? settings.confidence;
  const common = {
    id: definition.id,
    family: definition.family,
    label: definition.label,
    direction: definition.direction,
    gated: definition.gated,
    ...(tolerance === undefined ? {} : { tolerance }),
    ...(definition.unit === undefined ? {} : { unit: definition.unit }),
    byTag: draft.byTag,
  };
  // A metric without resamples states the method its definition asks for.
  const levels = { ciLevel: level, ciUnadjustedLevel: settings.confidence, ciMethod: definition.interval ?? 'percentile' };
  // What a metric without a bootstrap (skipped, or too few units to resample) holds in place of its inference.
  const noInference = { ci: null, ...levels, ciUnadjusted: null, se: null, p: null, pAdjusted: null, mde: null } as const;
  if (sample === null) {
    const reason = draft.skipped ?? 'no items of this kind in the suite';
    return { ...common, base: null, tuned: null, delta: null, ...noInference, n: 0, verdict: 'skipped', reason };
  }
  const tokensOf = definition.tokens;
  const tokens = tokensOf === undefined ? undefined : draft.records.reduce((sum, record) => sum + tokensOf(record), 0);
  const values = {
    base: sample.base,
    tuned: sample.tuned,
    delta: sample.delta,
    n: sample.n,
    ...(tokens === undefined ? {} : { tokens }),
    ...(sample.clusters === undefined ? {} : { clusters: sample.clusters }),
  };
  const boot = sample.bootstrap;
  if (boot === null) {
    return { ...common, ...values, ...noInference, verdict: 'inconclusive', reason: tooFewUnits(sample) };
  }
  // Clustered items are judged by their clusters, the units the bootstrap resampled.
  const units = sample.clusters ?? sample.n;
  const ci = intervalAt(boot, sample.delta, level);
  const method = { ciMethod: intervalMethod(boot) };
  const ciUnadjusted = level === settings.confidence ? ci : intervalAt(boot, sample.delta, settings.confidence);
  const p = pValueAgainst(boot, sample.delta, tolerance ?? 0);
  const pAdjusted = holm?.pAdjusted ?? p;
  const discordant = sample.discordant;
  const mcnemar = discordant ? { ...discordant, pMidP: mcnemarMidP(discordant.baseOnly, discordant.tunedOnly) } : undefined;
  const equivalence = equivalenceOf(definition, settings, boot, sample.delta, holm === undefined ? 0 : holmFamilySize);
  const judged = metricVerdict({
    direction: definition.direction,
    delta: sample.delta,
    ci,
    n: units,
    ...(sample.clusters === undefined ? {} : { unit: 'cluster' as const }),
    minItems: settings.minItems,
    minEffect: settings.minEffect,
    // The exact test on few discordant pairs is held to the same Holm-adjusted level as the CI.
    alpha: 1 - level,
    familyAlpha: 1 - settings.confidence,
    pAdjusted,
    ...(tolerance === undefined ? {} : { tolerance }),
    ...(mcnemar ? { mcnemar } : {}),
    ...(equivalence === undefined ? {} : { equivalence }),
  });
  // A skewed ratio score's tail too heavy to bound withholds a verdict it could overturn (tailGuard.ts).
  const { verdict, reason } = tailGuard(judged, boot.tail, ci);
  return {
    ...common,
    ...values,
    ci,
    ...levels,
    ...method,
    ciUnadjusted,
    se: boot.se,
    p,
    pAdjusted,
    // A cluster-t metric's test uses its Bell–McCaffrey ν, so its MDE does too.
    mde: minimumDetectableEffect(boot.se, 1 - level, 0.8, boot.clusterT?.degreesOfFreedom ?? units - 1),
    verdict,
    reason,
    ...(equivalence === undefined ? {} : { equivalence }),
    ...(sample.baseSuccesses === undefined ? {} : { baseInterval: wilsonInterval(sample.baseSuccesses, sample.n, settings.confidence) }),
    ...(sample.tunedSuccesses === undefined ? {} : { tunedInterval: wilsonInterval(sample.tunedSuccesses, sample.n, settings.confidence) }),
    ...(mcnemar ? { mcnemar } : {}),
    ...tokenDistribution(definition, draft.records),
    histogram: histogram(boot.replicates, HISTOGRAM_BINS),
  };
}

/** Why a metric with items has no bootstrap: one item, or every item in one cluster. */
function tooFewUnits(sample: MetricSample): string {
  if (sample.n === 1) return 'Only 1 item; at least 2 are needed to resample, so there is no interval.';
  return `All ${sample.n} items are in one cluster; at least 2 clusters are needed to resample, so there is no interval.`;
}

/** Exploratory per-tag results: own bootstrap stream per (metric, tag), unadjusted CI, never gated. */
function tagResults(definition: MetricDefinition, records: readonly ItemRecord[], settings: MetricSettings): TagResult[] {
  // A hierarchical tag counts toward every parent, so `science` covers `science/biology`.
  // Items with the same tags share one set: a run of a quarter of a million items has a few dozen distinct tag lists.
  const setsByTags = new Map<string, ReadonlySet<string>>();
  const recordTags = records.map((record) => {
    const key = JSON.stringify(record.tags);
    let set = setsByTags.get(key);
    if (set === undefined) {
      set = new Set(record.tags.flatMap(tagWithParents));
      setsByTags.set(key, set);
    }
    return set;
  });
  const tags = [...new Set([...setsByTags.values()].flatMap((set) => [...set]))].sort();
  const tolerance = toleranceOf(definition, settings);
  return tags.flatMap((tag) => {
    const subset = records.filter((_, i) => recordTags[i]?.has(tag) === true);
    // A tag whose items all have denominator 0 has no value to show (the metric's own row does).
    if (undefinedRatioReason(definition, subset) !== undefined) return [];
    const sample = bootstrapMetrics([definition], subset, settings.resamples, settings.seed, (first) => [streamName(first), tag])[0]!;
    const boot = sample.bootstrap;
    const ci = boot ? intervalAt(boot, sample.delta, settings.confidence) : null;
    const verdict =
      boot && ci
        ? metricVerdict({
            direction: definition.direction,
            delta: sample.delta,
            ci,
            n: sample.clusters ?? subset.length,
            minItems: settings.minItems,
            minEffect: settings.minEffect,
            ...(sample.clusters === undefined ? {} : { unit: 'cluster' as const }),
            alpha: 1 - settings.confidence,
            familyAlpha: 1 - settings.confidence,
            pAdjusted: pValueAgainst(boot, sample.delta, tolerance ?? 0),
            ...(tolerance === undefined ? {} : { tolerance }),
          }).verdict
        : 'inconclusive';
    return { tag, n: subset.length, base: sample.base, tuned: sample.tuned, delta: sample.delta, ci, ciLevel: settings.confidence, verdict };
  });
}

/** Percentiles of a metric's per-token values (llama.cpp prints the same for KL), for a metric that has them. */
function tokenDistribution(definition: MetricDefinition, records: readonly ItemRecord[]): Pick<MetricResult, 'distribution'> {
  const perToken = definition.perToken;
  if (perToken === undefined) return {};
  const values = Float64Array.from(records.flatMap((record) => [...perToken(record)]));
  return values.length ? { distribution: distributionSummary(values) } : {};
}

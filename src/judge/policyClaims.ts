/**
 * A release policy's claims, judged under one error budget (docs/concepts/policy.md,
 * docs/ARCHITECTURE.md §6): the critical and supporting claims of every candidate form one Holm
 * family at the run's α, each tested by its own one- or two-sided test (claimTest.ts) at its Holm
 * step's level; advisory claims are tested at α alone and never gate.
 */
import { UsageError } from '../errors/index.js';
import type { ClaimResult, PolicyMetric, ResolvedPolicy } from '../results/types.js';
import { intervalAt, pValueAgainst, type MetricBootstrap, type MetricSample } from './bootstrapMetrics.js';
import { wilsonInterval } from '../stats/index.js';
import { claimOutcome, claimP, type ClaimInput } from './claimTest.js';
import { unboundedTail } from './equivalenceTest.js';
import { claimWords } from './claimWords.js';
import { jointHolm } from './jointHolm.js';
import type { MetricDefinition } from './metricDefinition.js';

/** One metric of one candidate as the claims read it. */
export interface ClaimMetric {
  readonly definition: MetricDefinition;
  readonly sample: MetricSample | null;
  /** Why the metric has no value, when it was skipped. */
  readonly skipped?: string;
  readonly tolerance?: number;
}

/**
 * Whether a metric's values are rates (a share of items), whose margins read in points: a paired
 * 0/1 metric, or one whose definition says so (`unit`); the families declare it.
 */
export function rateMetric(definition: Pick<MetricDefinition, 'binary' | 'unit'>): boolean {
  return definition.unit === undefined ? definition.binary : definition.unit === 'rate';
}

interface Pending {
  readonly candidate: number;
  readonly index: number;
  readonly spec: PolicyMetric & { readonly claim: NonNullable<PolicyMetric['claim']> };
  readonly input: ClaimInput | null;
  readonly metric: ClaimMetric;
  readonly relativeNote?: string;
}

/**
 * Each candidate's claim per metric (undefined where the policy names no claim), in the order of
 * `candidates[c]`. Throws UsageError when the policy names a metric no candidate measured, or a
 * non-inferiority claim on a metric without a direction.
 */
export function judgePolicyClaims(
  candidates: readonly (readonly ClaimMetric[])[],
  policy: ResolvedPolicy,
  settings: { readonly confidence: number; readonly minItems: number },
): (ClaimResult | undefined)[][] {
  const measured = new Set(candidates.flatMap((metrics) => metrics.map((metric) => metric.definition.id as string)));
  const missing = policy.metrics.filter((metric) => !measured.has(metric.id));
  if (missing.length > 0)
    throw new UsageError(
      `policy: metrics.${missing[0]!.id} names a metric this run does not measure; it measures ${[...measured].join(', ') || 'nothing'}`,
      'Name metrics as results.json does (task.<task>.<metric>, capability.acc, score.<name>), or add the task or family that measures it.',
    );
  const claims = new Map(policy.metrics.filter((metric) => metric.claim !== null).map((metric) => [metric.id, metric]));
  const pending: Pending[] = [];
  candidates.forEach((metrics, candidate) =>
    metrics.forEach((metric, index) => {
      const spec = claims.get(metric.definition.id);
      if (spec === undefined || spec.claim === null) return;
      if (spec.claim.kind === 'not-worse-than' && metric.definition.direction === 'none')
        throw new UsageError(
          `policy: metrics.${spec.id}: not-worse-than needs a metric with a direction, and ${spec.id} has none`,
          'Use equivalent-within or no-significant-change for it, or give paired its direction (--higher-is-better / --lower-is-better).',
        );
      pending.push({ candidate, index, spec: spec as Pending['spec'], metric, ...claimInput(metric, spec as Pending['spec'], settings.minItems) });
    }),
  );
  const alpha = 1 - settings.confidence;
  const gating = pending.filter((entry) => entry.spec.tier !== 'advisory' && entry.input !== null);
  const holm = jointHolm([Float64Array.from(gating.map((entry) => claimP(entry.input!)))], alpha);
  const holmOf = new Map(gating.map((entry, i) => [entry, { pAdjusted: holm.adjusted[0]![i]!, level: holm.levels[0]![i]! }]));
  const results: (ClaimResult | undefined)[][] = candidates.map((metrics) => metrics.map(() => undefined));
  for (const entry of pending) results[entry.candidate]![entry.index] = judgeOne(entry, holmOf.get(entry), alpha, settings.minItems);
  return results;
}

/** The claim's test input, or null (with the note) when the metric has no interval. */
function claimInput(metric: ClaimMetric, spec: Pending['spec'], minItems: number): { input: ClaimInput | null; relativeNote?: string } {
  const sample = metric.sample;
  const boot = sample?.bootstrap;
  if (sample === null || boot === null || boot === undefined) return { input: null };
  const margin = spec.claim.margin;
  const rate = rateMetric(metric.definition);
  const absolute = margin === undefined ? null : margin.relative ? margin.value * Math.abs(sample.base) : margin.value;
  const tolerance = metric.tolerance ?? 0;
  const tail = unboundedTail(boot);
  const input: ClaimInput = {
    kind: spec.claim.kind,
    direction: metric.definition.direction,
    delta: sample.delta,
    margin: absolute,
    tolerance,
    n: sample.clusters ?? sample.n,
    minItems,
    se: boot.se,
    interval: behaviourInterval(spec.claim.kind, boot, sample),
    pNoChange: pValueAgainst(boot, sample.delta, tolerance),
    ...(tail === undefined ? {} : { unboundedTail: tail }),
  };
  if (margin === undefined || !margin.relative) return { input };
  const note = `${Number((margin.value * 100).toPrecision(4))} % of the base's ${rate ? `${Number((sample.base * 100).toPrecision(4))} pt` : String(Number(sample.base.toPrecision(4)))}`;
  return { input, relativeNote: note };
}

/**
 * The interval a claim reads. A behaviour rate (`flips-within`, `changed-within`) is the share of
 * items that changed beyond noise, each item 0 or 1 (a near tie counts on both sides), so its
 * percentile interval is widened to the Wilson score interval of that share: near 0 a percentile
 * bound of a proportion falls short of its level (Brown, Cai & DasGupta 2001, Stat. Sci. 16(2)),
 * and a flip margin's false pass rose to 0.067 ± 0.008 with it alone (docs/concepts/policy.md#calibration).
 */
function behaviourInterval(kind: ClaimInput['kind'], boot: MetricBootstrap, sample: MetricSample): ClaimInput['interval'] {
  const plain = (level: number) => intervalAt(boot, sample.delta, level);
  const count = sample.delta * sample.n;
  const whole = Math.round(count);
  if (
    (kind !== 'flips-within' && kind !== 'changed-within') ||
    sample.clusters !== undefined ||
    Math.abs(count - whole) > 1e-6 ||
    whole < 0 ||
    whole > sample.n
  )
    return plain;
  return (level) => {
    const [lo, hi] = plain(level);
    const [wlo, whi] = wilsonInterval(whole, sample.n, level);
    return [Math.min(lo, wlo), Math.max(hi, whi)];
  };
}

function judgeOne(entry: Pending, holm: { pAdjusted: number; level: number } | undefined, alpha: number, minItems: number): ClaimResult {
  const { spec, input, metric } = entry;
  const base = { kind: spec.claim.kind, tier: spec.tier };
  if (input === null || input.margin === 0) {
    const why = input?.margin === 0 ? 'its relative margin is 0, since the base value is 0' : (metric.skipped ?? 'it has no interval (fewer than 2 items)');
    return { ...base, margin: null, ci: null, ciLevel: 1 - alpha, p: null, pAdjusted: null, verdict: 'skipped', reason: `Not measured: ${why}.` };
  }
  const advisory = spec.tier === 'advisory';
  const p = claimP(input);
  // An advisory claim is tested at α alone: it informs, never gates, so it spends none of the budget.
  const pAdjusted = holm?.pAdjusted ?? p;
  const stepAlpha = holm === undefined ? alpha : 1 - holm.level;
  const outcome = claimOutcome(input, stepAlpha, pAdjusted, alpha);
  const reason = claimWords(
    {
      kind: input.kind,
      delta: input.delta,
      margin: input.margin,
      ...(entry.relativeNote === undefined ? {} : { relativeNote: entry.relativeNote }),
      rate: rateMetric(metric.definition),
      n: input.n,
      minItems,
      pAdjusted,
      advisory,
      lowerBetter: metric.definition.direction === 'lower-better',
    },
    outcome,
  );
  return {
    ...base,
    margin: input.margin,
    ci: outcome.ci,
    ciLevel: outcome.ciLevel,
    p,
    pAdjusted,
    verdict: advisory ? 'reported' : outcome.verdict,
    reason,
    ...(outcome.itemsNeeded === undefined ? {} : { itemsNeeded: outcome.itemsNeeded }),
  };
}

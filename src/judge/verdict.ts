/**
 * Per-metric verdicts (docs/ARCHITECTURE.md §6). The Holm levels and the overall gate live beside this
 * file and are re-exported here so callers import every verdict rule from one place.
 */
import { InternalError } from '../errors/index.js';
import type { Direction, EquivalenceTest, Interval, Verdict } from '../results/types.js';
import { formatInterval, formatLevel, formatP, formatSignedValue as formatSigned, formatValue } from '../format/format.js';

export { holmAdjustedLevels } from './verdictHolm.js';
export { overallVerdict, type OverallVerdictResult, type VerdictSummaryInput } from './verdictOverall.js';

/** Below this many discordant pairs a binary metric also needs the exact mid-p McNemar test. */
export const FEW_DISCORDANT_PAIRS = 10;

/** Everything one metric's verdict is decided from. */
export interface MetricVerdictInput {
  readonly direction: Direction;
  /** tuned − base on the full sample. */
  readonly delta: number;
  /** Bootstrap CI of Δ at level 1 − alpha (the Holm level for gated metrics). */
  readonly ci: Interval;
  /** Items, or clusters when the bootstrap resampled clusters (see `unit`). */
  readonly n: number;
  readonly minItems: number;
  /** What `n` counts, for the reason text; items by default. */
  readonly unit?: 'item' | 'cluster';
  /** Smallest |Δ| that counts as improved/regressed (--min-effect), ≥ 0. */
  readonly minEffect: number;
  /** 1 − the level of `ci`; also the threshold of the exact McNemar test. */
  readonly alpha: number;
  /** α of the run (1 − --confidence): the adjusted p must be below it. */
  readonly familyAlpha: number;
  /**
   * Holm-adjusted bootstrap p-value (the raw p for ungated metrics) for the same null the CI
   * must clear: 0, or the tolerance band of a non-directional metric.
   */
  readonly pAdjusted: number;
  /** Half-width around Δ = 0 that a non-directional metric must clear (default 0). */
  readonly tolerance?: number;
  /** Exact mid-p McNemar test on the discordant pairs (binary metrics). */
  readonly mcnemar?: { readonly baseOnly: number; readonly tunedOnly: number; readonly pMidP: number };
  /** What a 1 means on a binary metric, e.g. "correct" or "refused"; shapes the reason. */
  readonly outcomeLabel?: string;
  /** The metric's equivalence test (judge/equivalenceTest.ts), when the run tests equivalence. */
  readonly equivalence?: EquivalenceTest;
}

/** A verdict with its one-sentence reason. */
export interface MetricVerdictResult {
  readonly verdict: Verdict;
  readonly reason: string;
}

/**
 * Verdict of one metric: inconclusive below `minItems`; for a directional metric,
 * improved/regressed when the CI lies strictly on one side of 0 (an end exactly at 0 does
 * not exclude it — binary bootstraps are discrete) and |Δ| ≥ minEffect; for `none`, changed
 * when the CI clears ±tolerance strictly (lo > tolerance or hi < −tolerance). Either also
 * needs the adjusted p below `familyAlpha`, so a declared verdict never contradicts either
 * number its reason prints (type-7 interpolation can push a CI end just past the null while
 * p cannot reach it, e.g. with few resamples under Holm). With fewer than
 * FEW_DISCORDANT_PAIRS discordant pairs the exact mid-p McNemar p must also be below alpha.
 * Everything else is within-noise — or, when `equivalence` was tested and shown (its interval
 * strictly inside ±margin), equivalent: "within noise" says no change was shown, "equivalent"
 * that any change is smaller than the margin. A shown equivalence never overrides a difference
 * verdict (a real but small change stays improved/regressed/changed, the reason adds that it is
 * inside the margin). A metric whose sample cannot bound its tail (`equivalence.unboundedTail`),
 * whose interval alone would show equivalence but whose upper end scaled for the unseen tail
 * (equivalenceTest.ts tailScaledUpper) does not, is inconclusive, with the documents it would take.
 * Throws InternalError on non-finite or inconsistent numbers (a bug upstream).
 */
export function metricVerdict(input: MetricVerdictInput): MetricVerdictResult {
  validate(input);
  const result = differenceVerdict(input);
  const test = input.equivalence;
  if (test === undefined || result.verdict === 'inconclusive') return result;
  const interval = `its ${formatLevel(test.ciLevel)} CI ${formatInterval(test.ci)}`;
  const clause = (text: string): string => `${result.reason.replace(/\.$/, '')}; ${text}.`;
  const tail = test.unboundedTail;
  if (tail !== undefined && !test.shown && result.verdict === 'within-noise' && test.ci[0] > -test.margin && test.ci[1] < test.margin)
    return { verdict: 'inconclusive', reason: clause(`${interval} lies inside ±${formatValue(test.margin)}, but ${tailText(tail, test.ci[1])}`) };
  if (!test.shown) {
    return result.verdict === 'within-noise'
      ? { verdict: result.verdict, reason: clause(`not shown equivalent: ${interval} is not inside ±${formatValue(test.margin)}`) }
      : result;
  }
  if (result.verdict !== 'within-noise')
    return { verdict: result.verdict, reason: clause(`${interval} also lies inside the equivalence margin ±${formatValue(test.margin)}`) };
  return {
    verdict: 'equivalent',
    reason: `Δ ${formatSigned(input.delta)}, ${formatLevel(test.ciLevel)} CI ${formatInterval(test.ci)} lies inside ±${formatValue(test.margin)}, the equivalence margin (two one-sided tests at α ${formatP((1 - test.ciLevel) / 2)}).`,
  };
}

/**
 * The verdict on a difference alone: improved, regressed, changed, within-noise or inconclusive
 * (metricVerdict's rules before equivalence).
 */
function differenceVerdict(input: MetricVerdictInput): MetricVerdictResult {
  const { direction, delta, ci, n, minItems, minEffect, alpha, familyAlpha, pAdjusted, mcnemar } = input;
  if (n < minItems) {
    const unit = input.unit ?? 'item';
    return { verdict: 'inconclusive', reason: `Only ${n} ${unit}${n === 1 ? '' : 's'}, fewer than the ${minItems} needed to judge (--min-items).` };
  }
  const head = `Δ ${formatSigned(delta)}, ${formatLevel(1 - alpha)} CI ${formatInterval(ci)}`;
  const pText = `adjusted p ${formatP(pAdjusted)}`;
  const pairs = mcnemar ? mcnemar.baseOnly + mcnemar.tunedOnly : Infinity;
  const exactFails = mcnemar !== undefined && pairs < FEW_DISCORDANT_PAIRS && !(mcnemar.pMidP < alpha);
  const exactText = mcnemar
    ? `only ${pairs} discordant item${pairs === 1 ? '' : 's'} and the exact mid-p McNemar p ${formatP(mcnemar.pMidP)} is not below ${formatP(alpha)}`
    : '';
  const flips = mcnemar ? `; ${discordantText(mcnemar, input.outcomeLabel)}` : '';
  const pFails = pAdjusted < familyAlpha ? null : `the adjusted p ${formatP(pAdjusted)} is not below ${formatP(familyAlpha)}`;

  if (direction === 'none') {
    const tolerance = input.tolerance ?? 0;
    const side = ci[0] > tolerance ? 'above' : ci[1] < -tolerance ? 'below' : null;
    const bound = side === 'above' ? formatValue(tolerance) : formatValue(-tolerance);
    if (side === null) {
      const within =
        tolerance === 0
          ? ci[0] === 0 || ci[1] === 0
            ? 'ends at exactly 0, which does not exclude 0'
            : 'includes 0'
          : ci[0] >= -tolerance && ci[1] <= tolerance
            ? `stays within ±${formatValue(tolerance)}`
            : // One end is past the band but the other is inside it: "stays within" would contradict the printed interval.
              `reaches past ±${formatValue(tolerance)} but does not lie wholly outside it`;
      return { verdict: 'within-noise', reason: `${head} ${within} (${pText})${flips}.` };
    }
    if (pFails) return { verdict: 'within-noise', reason: `${head} lies ${side} ${bound}, but ${pFails}.` };
    if (exactFails) return { verdict: 'within-noise', reason: `${head} lies ${side} ${bound}, but ${exactText}.` };
    return { verdict: 'changed', reason: `${head} lies ${side} ${bound}, the tolerance for no change (${pText})${flips}.` };
  }

  const excludesUp = ci[0] > 0;
  const excludesDown = ci[1] < 0;
  if (!excludesUp && !excludesDown) {
    const touches = ci[0] === 0 || ci[1] === 0;
    const why = touches ? 'ends at exactly 0, which does not exclude 0' : 'includes 0';
    return { verdict: 'within-noise', reason: `${head} ${why} (${pText})${flips}.` };
  }
  if (Math.abs(delta) < minEffect) {
    return { verdict: 'within-noise', reason: `${head} excludes 0, but |Δ| is below the minimum effect ${formatValue(minEffect)} (--min-effect).` };
  }
  if (pFails) return { verdict: 'within-noise', reason: `${head} excludes 0, but ${pFails}.` };
  if (exactFails) return { verdict: 'within-noise', reason: `${head} excludes 0, but ${exactText}.` };
  const good = direction === 'higher-better' ? excludesUp : excludesDown;
  return { verdict: good ? 'improved' : 'regressed', reason: `${head} excludes 0 (${pText})${flips}.` };
}

/**
 * Why a sample that cannot bound its tail shows no equivalence, and what would
 * (docs/concepts/statistics.md, "KL on heavy-tailed, outlier and sparse documents").
 */
function tailText(tail: NonNullable<EquivalenceTest['unboundedTail']>, hi: number): string {
  if (tail.itemsNeeded === undefined)
    return 'fewer than 2 documents carry any of it, so the sample cannot bound its tail; inconclusive: need more documents that carry it';
  const share = `${Math.round(tail.unseenShare * 100)} %`;
  return `the sample cannot bound its tail: a lognormal of its spread keeps ${share} of its mean beyond the largest document seen, and the upper end scaled for it, ${formatValue(hi / (1 - tail.unseenShare))}, is not inside; inconclusive: need ≈ ${tail.itemsNeeded} documents in all`;
}

function discordantText(mcnemar: NonNullable<MetricVerdictInput['mcnemar']>, label: string | undefined): string {
  const p = `mid-p ${formatP(mcnemar.pMidP)}`;
  if (label === undefined) return `discordant items: ${mcnemar.baseOnly} base-only, ${mcnemar.tunedOnly} tuned-only (${p})`;
  return `${mcnemar.baseOnly} item${mcnemar.baseOnly === 1 ? '' : 's'} ${label} in base only vs ${mcnemar.tunedOnly} in tuned only (${p})`;
}

function validate(input: MetricVerdictInput): void {
  const fail = (what: string): never => {
    throw new InternalError(`metricVerdict: ${what}`);
  };
  const { delta, ci, n, minItems, minEffect, alpha, familyAlpha, pAdjusted, tolerance, mcnemar } = input;
  if (!Number.isFinite(delta)) fail(`delta is ${delta}, expected a finite number`);
  if (!Number.isFinite(ci[0]) || !Number.isFinite(ci[1]) || ci[0] > ci[1]) fail(`ci is [${ci[0]}, ${ci[1]}], expected finite lo ≤ hi`);
  if (!Number.isInteger(n) || n < 0) fail(`n is ${n}, expected an integer ≥ 0`);
  if (!(minItems >= 0)) fail(`minItems is ${minItems}, expected ≥ 0`);
  if (!(minEffect >= 0)) fail(`minEffect is ${minEffect}, expected ≥ 0`);
  if (!(alpha > 0 && alpha < 1)) fail(`alpha is ${alpha}, expected a number in (0, 1)`);
  if (!(familyAlpha > 0 && familyAlpha < 1)) fail(`familyAlpha is ${familyAlpha}, expected a number in (0, 1)`);
  if (!(pAdjusted >= 0 && pAdjusted <= 1)) fail(`pAdjusted is ${pAdjusted}, expected a p-value in [0, 1]`);
  if (tolerance !== undefined && !(tolerance >= 0 && Number.isFinite(tolerance))) fail(`tolerance is ${tolerance}, expected a finite number ≥ 0`);
  if (mcnemar && !(mcnemar.pMidP >= 0 && mcnemar.pMidP <= 1)) fail(`mcnemar.pMidP is ${mcnemar.pMidP}, expected a p-value in [0, 1]`);
  const test = input.equivalence;
  if (test !== undefined) {
    if (!(test.margin > 0 && Number.isFinite(test.margin))) fail(`equivalence margin is ${test.margin}, expected a finite number > 0`);
    if (!(test.ciLevel > 0 && test.ciLevel < 1)) fail(`equivalence ciLevel is ${test.ciLevel}, expected a number in (0, 1)`);
    if (!Number.isFinite(test.ci[0]) || !Number.isFinite(test.ci[1]) || test.ci[0] > test.ci[1])
      fail(`equivalence ci is [${test.ci[0]}, ${test.ci[1]}], expected finite lo ≤ hi`);
  }
}

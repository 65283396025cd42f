/** A judged claim in the words a release manager reads without a glossary (docs/concepts/policy.md). */
import type { ClaimKind } from '../results/types.js';
import { formatCount, formatLevel, formatMargin, formatP } from '../format/index.js';
import type { ClaimOutcome } from './claimTest.js';

/** What the words need besides the outcome. */
export interface ClaimWordsInput {
  readonly kind: ClaimKind;
  readonly delta: number;
  readonly margin: number | null;
  /** The margin as written when it was relative ("2 % of the base's value"). */
  readonly relativeNote?: string;
  readonly rate: boolean;
  readonly n: number;
  readonly minItems: number;
  readonly pAdjusted: number;
  readonly advisory: boolean;
  /** A lower-better metric's margins and bounds read upwards: "no worse than +1 pt". */
  readonly lowerBetter?: boolean;
}

/** One sentence for the claim's outcome. */
export function claimWords(input: ClaimWordsInput, outcome: ClaimOutcome): string {
  const text = sentence(input, outcome);
  return input.advisory ? `Advisory, not gated: ${text[0]!.toLowerCase()}${text.slice(1)}` : text;
}

function sentence(input: ClaimWordsInput, outcome: ClaimOutcome): string {
  const show = (value: number, signed = true): string => formatMargin(value, input.rate, signed);
  const change = `the change is ${show(input.delta)}`;
  // A margin claim reads one end of the 1 − 2α interval: a one-sided bound at 1 − α.
  const oneSided = input.kind !== 'no-significant-change' && input.margin !== null;
  const shownLevel = oneSided ? `one-sided ${formatLevel(1 - (1 - outcome.ciLevel) / 2)}` : formatLevel(outcome.ciLevel);
  const level = `${shownLevel} bounds, adjusted p ${formatP(input.pAdjusted)}`;
  if (input.n < input.minItems)
    return `Not shown: only ${formatCount(input.n)} items, fewer than the ${formatCount(input.minItems)} needed to judge (--min-items).`;
  const m = input.margin;
  const note = input.relativeNote === undefined ? '' : ` (${input.relativeNote})`;
  if (input.kind === 'no-significant-change' || m === null) {
    const [lo, hi] = outcome.ci;
    if (outcome.verdict === 'fail') return `Changed significantly: ${change}, between ${show(lo)} and ${show(hi)} (${level}).`;
    return `No significant change for the worse: ${change}, between ${show(lo)} and ${show(hi)} (${level}).`;
  }
  const needed = neededText(input.n, outcome);
  if (input.kind === 'not-worse-than') {
    // The adjusted interval reads "higher is better"; a lower-better metric is shown on its own scale.
    const s = input.lowerBetter === true ? -1 : 1;
    const [worst, best] = [s * outcome.adjusted[0], s * outcome.adjusted[1]];
    const allowed = show(-s * m);
    if (outcome.verdict === 'pass') return `No worse than ${allowed}${note}: ${change}, and at worst ${show(worst)} (${level}).`;
    if (outcome.verdict === 'fail') return `Worse than the ${allowed} allowed${note}: ${change}, and at best ${show(best)} (${level}).`;
    return `Not shown to be within ${allowed}${note}: ${change}, and could be as ${s === 1 ? 'low' : 'high'} as ${show(worst)} (${level})${needed}.`;
  }
  const what = input.kind === 'flips-within' ? 'flips beyond noise' : input.kind === 'changed-within' ? 'changed answers beyond noise' : 'the change';
  const band = `±${show(m, false)}`;
  const [lo, hi] = outcome.ci;
  const range = `between ${show(lo)} and ${show(hi)}`;
  const subject = input.kind === 'equivalent-within' ? change : `${what}: ${show(input.delta, false)}`;
  if (outcome.verdict === 'pass') return `Within ${band}${note}: ${subject}, ${range} (${level}).`;
  if (outcome.verdict === 'fail') return `Outside the ${band} allowed${note}: ${subject}, ${range} (${level}).`;
  return `Not shown to be within ${band}${note}: ${subject}, ${range} (${level})${needed}.`;
}

function neededText(n: number, outcome: ClaimOutcome): string {
  const total = outcome.itemsNeeded;
  if (outcome.tailBound)
    return total === undefined
      ? '; fewer than 2 documents carry any of it, so the sample cannot bound its tail'
      : `; the sample cannot bound its tail: need ≈ ${formatCount(total)} documents in all`;
  if (total === undefined) return '';
  const basis = outcome.plannedAtZero ? 'if the true change were 0' : 'if the true change is the one measured';
  return `; need ≈ ${formatCount(total - n)} more items (${formatCount(total)} in all, 80 % power ${basis})`;
}

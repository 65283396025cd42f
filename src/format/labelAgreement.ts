/** The classifier's agreement with the labels of a run's own replies, as every output of a run with labels states it. */
import type { AgreementCount, LabelAgreement } from '../results/types.js';
import { formatCount } from './format.js';
import { formatPercent } from './formatPercent.js';

const share = ({ n, agreed }: AgreementCount): number | null => (n === 0 ? null : agreed / n);

/**
 * "the classifier agrees with these labels on 91.7 % of 120 labelled replies of this run, and on
 * 75.0 % of the 16 whose decision differs between base and tuned (the replies that make Δ)".
 * Overall agreement can hide a classifier that misreads exactly the replies that move Δ, so the
 * second figure is always given, or said to be missing.
 */
export function formatLabelAgreement(agreement: LabelAgreement): string {
  const { all, flips } = agreement;
  const overall = `the classifier agrees with these labels on ${formatPercent(share(all))} of ${formatCount(all.n)} labelled replies of this run`;
  const onFlips =
    flips.n === 0
      ? 'no labelled reply is one whose decision differs between base and tuned (the replies that make Δ)'
      : `on ${formatPercent(share(flips))} of the ${formatCount(flips.n)} whose decision differs between base and tuned (the replies that make Δ)`;
  return `${overall}, and ${onFlips}`;
}

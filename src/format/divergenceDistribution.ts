/** results.json's divergence distribution as table rows, one way for summary.md and the report (docs/concepts/what-is-measured.md). */
import type { DivergenceDistribution, DivergenceTail } from '../results/types.js';
import { formatCount, formatSignificant, formatSignedSignificant } from './format.js';
import { formatPercent } from './formatPercent.js';

/** Column headings after the row label, in the order of each row's cells. */
export const DISTRIBUTION_COLUMNS = ['mean', 'median', 'p90', 'p95', 'p99', 'p99.9', 'max'] as const;

/** One direction of KL: its label and its cells, nats with 3 significant digits. */
export interface DistributionRow {
  readonly label: string;
  readonly cells: readonly string[];
}

/** The table of both KL directions, the line under it (same top-1, Δp as llama.cpp prints them) and the caption's counts. */
export interface DistributionView {
  readonly caption: string;
  readonly rows: readonly DistributionRow[];
  readonly line: string;
}

function cells(tail: DivergenceTail): string[] {
  return [tail.mean, tail.median, tail.p90, tail.p95, tail.p99, tail.p99_9, tail.max].map((value) => formatSignificant(value, 3));
}

/** The view of `d`: "KL(base ‖ tuned)" and "KL(tuned ‖ base)" rows; Δp in percentage points of probability. */
export function distributionView(d: DivergenceDistribution): DistributionView {
  return {
    caption: `per predicted token, nats, over ${formatCount(d.positions)} positions of ${formatCount(d.documents)} documents`,
    rows: [
      { label: 'KL(base ‖ tuned)', cells: cells(d.kl) },
      { label: 'KL(tuned ‖ base)', cells: cells(d.reverse_kl) },
    ],
    line: `same top-1 token ${formatPercent(d.same_top1, 2)} · mean Δp ${formatSignedSignificant(d.dp_mean * 100, 3)} % · RMS Δp ${formatSignificant(d.dp_rms * 100, 3)} %`,
  };
}

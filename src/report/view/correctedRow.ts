/** The verdict-table row of a refusal metric corrected by people's labels, shown under its classifier-only row (docs/concepts/labels-and-ppi.md). */
import type { MetricResult } from '../../results/types.js';
import { metricRow, type MetricRowView } from './metricRows.js';
import { formatValue } from '../../format/format.js';
import { formatLabelAgreement } from '../../format/labelAgreement.js';

/**
 * The corrected estimate of `metric` as a row of its own (none without labels): the same
 * formatting as the metric's row, its label saying how many labels and that the gate reads it,
 * and a note when its verdict differs from the classifier-only one or a stratum had no label.
 */
export function correctedRow(metric: MetricResult): MetricRowView[] {
  const c = metric.corrected;
  if (c === undefined) return [];
  const labels = c.labels.base + c.labels.tuned;
  const row = metricRow({
    ...metric,
    base: c.base,
    tuned: c.tuned,
    delta: c.delta,
    ci: c.ci,
    ciLevel: c.ciLevel,
    ciUnadjusted: c.ciUnadjusted,
    ciMethod: 'percentile',
    se: c.se,
    p: c.p,
    pAdjusted: c.pAdjusted,
    mde: c.mde,
    verdict: c.verdict,
    reason: c.reason,
  });
  return [
    {
      ...row,
      baseInterval: null,
      tunedInterval: null,
      id: `${metric.id} + labels`,
      label: `${metric.label}: corrected by ${labels} labels (${c.labels.base} base, ${c.labels.tuned} tuned; the gate reads this row)`,
      deltaDetail: `normal interval of the prediction-powered estimate (λ ${formatValue(c.lambda)}) · ${row.deltaDetail.replace(/ \(percentile\)/, '')}`,
      note: correctedNote(metric),
    },
  ];
}

/** The sentences that say the labels changed the verdict, that a stratum had none, and how the classifier agrees with the labels; null when none applies. */
export function correctedNote(metric: MetricResult): string | null {
  const c = metric.corrected;
  if (c === undefined) return null;
  const parts = [
    c.verdict === metric.verdict ? null : `The labels change the verdict: ${metric.verdict} by the classifier alone, ${c.verdict} with the labels.`,
    c.strataWithoutLabels.length === 0 ? null : `No label in ${c.strataWithoutLabels.join(', ')}: those replies count by the classifier alone.`,
    c.agreement === undefined ? null : `${capitalize(formatLabelAgreement(c.agreement))}.`,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? null : parts.join(' ');
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

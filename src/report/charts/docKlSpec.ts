/** Bar chart of the per-document mean KL of the highest-KL documents (divergence family). */
import type { TopLevelSpec } from 'vega-lite';
import type { DivergenceItemRecord } from '../../results/types.js';
import { asTopLevelSpec, CHART_CONFIG } from './chartConfig.js';
import { documentMeanKl, topKlDocuments } from '../../families/divergence/documentKl.js';

/**
 * Vega-Lite spec of horizontal bars, one per document among the `limit` highest mean KL
 * (nats/token), with the KL tolerance as a dashed line. Returns null without documents.
 */
export function docKlSpec(docs: readonly DivergenceItemRecord[], klTolerance: number, limit: number): TopLevelSpec | null {
  if (docs.length === 0) return null;
  // Position keeps duplicate-looking ids (truncated labels) on separate bars.
  const values = topKlDocuments(docs, limit).map((doc, i) => ({ doc: `${i + 1}. ${doc.id}`, kl: documentMeanKl(doc) }));
  const x = { type: 'quantitative', title: 'mean KL(base ‖ tuned), nats per token', axis: { titleFontWeight: 400, titleColor: '#57606a', tickCount: 6 } };
  return asTopLevelSpec({
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: CHART_CONFIG,
    width: 560,
    height: { step: 16 },
    layer: [
      {
        data: { values },
        mark: { type: 'bar', color: '#bc4c00', cornerRadiusEnd: 2 },
        encoding: {
          y: { field: 'doc', type: 'nominal', sort: null, title: null, axis: { labelLimit: 0, minExtent: 200, maxExtent: 200, ticks: false, domain: false } },
          x: { ...x, field: 'kl' },
        },
      },
      {
        data: { values: [{ t: klTolerance }] },
        mark: { type: 'rule', color: '#9a6700', strokeDash: [4, 3], strokeWidth: 1.5 },
        encoding: { x: { ...x, field: 't' } },
      },
    ],
  });
}

/** Renders every chart of the report to inline SVG, in a fixed order with fixed id prefixes. */
import type { AnyRunResults, DivergenceItemRecord, ItemRecord, RecordFamily } from '../../results/types.js';
import type { TagSectionView } from '../view/tagSections.js';
import { bootstrapSpec } from './bootstrapSpec.js';
import { docKlSpec } from './docKlSpec.js';
import { forestSpec } from './forestSpec.js';
import { renderSvg } from './renderSvg.js';
import { tagForestSpec } from './tagForestSpec.js';

/** How many documents the per-document KL chart shows. */
export const KL_CHART_DOCS = 12;

/** The report's charts as SVG strings; null where there is nothing to plot. */
export interface ReportChartsResult {
  readonly forest: string | null;
  readonly bootstrap: string | null;
  readonly tags: readonly { readonly family: RecordFamily; readonly svg: string }[];
  readonly docKl: string | null;
}

/**
 * Render all charts of `results` / `items`; the per-tag charts plot the rows of
 * `tagSections`, the same view the tag tables print (sequentially: keeps memory flat).
 */
export async function reportCharts(results: AnyRunResults, items: readonly ItemRecord[], tagSections: readonly TagSectionView[]): Promise<ReportChartsResult> {
  const forest = forestSpec(results.metrics, results.settings.minEffect);
  const bootstrap = bootstrapSpec(results.metrics);
  const tags: { family: RecordFamily; svg: string }[] = [];
  for (const section of tagSections) {
    const spec = tagForestSpec(section);
    if (spec)
      tags.push({
        family: section.family,
        svg: await renderSvg(spec, `tg-tags-${section.family}`, `${section.familyLabel} by tag: Δ with its confidence interval per tag`),
      });
  }
  const docs = items.filter((i): i is DivergenceItemRecord => i.family === 'divergence');
  const docKl = docKlSpec(docs, results.settings.klTolerance, KL_CHART_DOCS);
  return {
    forest: forest ? await renderSvg(forest, 'tg-forest', 'Forest plot: Δ with its confidence interval for every metric') : null,
    bootstrap: bootstrap ? await renderSvg(bootstrap, 'tg-bootstrap', 'Bootstrap distributions of Δ, one per metric') : null,
    tags,
    docKl: docKl ? await renderSvg(docKl, 'tg-dockl', 'Mean KL per document, highest first') : null,
  };
}

/** Renders every chart of the report to inline SVG, in a fixed order with fixed id prefixes. */
import { presentationList } from '../../families/presentations.js';
import type { AnyRunResults, ItemRecord, RecordFamily } from '../../results/types.js';
import type { TagSectionView } from '../view/tagSections.js';
import { bootstrapSpec } from './bootstrapSpec.js';
import { forestSpec } from './forestSpec.js';
import { rankedBarsSpec } from './rankedBarsSpec.js';
import { renderSvg } from './renderSvg.js';
import { tagForestSpec } from './tagForestSpec.js';

/** The report's charts as SVG strings; null where there is nothing to plot. */
export interface ReportChartsResult {
  readonly forest: string | null;
  readonly bootstrap: string | null;
  readonly tags: readonly { readonly family: RecordFamily; readonly svg: string }[];
  /** Each family's own chart (FamilyPresentation.chart), for its evidence section. */
  readonly families: readonly { readonly family: RecordFamily; readonly svg: string }[];
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
  const families: { family: RecordFamily; svg: string }[] = [];
  for (const presentation of presentationList()) {
    const chart =
      presentation.chart?.(
        items.filter((item) => item.family === presentation.id),
        results,
      ) ?? null;
    const spec = chart === null ? null : rankedBarsSpec(chart);
    if (chart !== null && spec !== null) families.push({ family: presentation.id, svg: await renderSvg(spec, `tg-chart-${presentation.id}`, chart.title) });
  }
  return {
    forest: forest ? await renderSvg(forest, 'tg-forest', 'Forest plot: Δ with its confidence interval for every metric') : null,
    bootstrap: bootstrap ? await renderSvg(bootstrap, 'tg-bootstrap', 'Bootstrap distributions of Δ, one per metric') : null,
    tags,
    families,
  };
}

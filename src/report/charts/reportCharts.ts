/** Renders every chart of the report to inline SVG, in a fixed order with fixed id prefixes. */
import type { DivergenceItemRecord, FamilyId, ItemRecord, RunResults } from '../../results/types.js';
import { FAMILY_IDS } from '../../results/vocabulary.js';
import { bootstrapSpec } from './bootstrapSpec.js';
import { docKlSpec } from './docKlSpec.js';
import { forestSpec } from './forestSpec.js';
import { renderSvg } from './renderSvg.js';
import { tagForestSpec } from './tagForestSpec.js';

/** How many documents the per-document KL chart shows. */
export const KL_CHART_DOCS = 30;


/** The report's charts as SVG strings; null where there is nothing to plot. */
export interface ReportChartsResult {
  readonly forest: string | null;
  readonly bootstrap: string | null;
  readonly tags: readonly { readonly family: FamilyId; readonly svg: string }[];
  readonly docKl: string | null;
}

/** Render all charts of `results` / `items` (sequentially: the order fixes nothing but keeps memory flat). */
export async function reportCharts(results: RunResults, items: readonly ItemRecord[]): Promise<ReportChartsResult> {
  const forest = forestSpec(results.metrics, results.settings.minEffect);
  const bootstrap = bootstrapSpec(results.metrics);
  const tags: { family: FamilyId; svg: string }[] = [];
  for (const family of FAMILY_IDS) {
    const spec = tagForestSpec(results.metrics.filter((m) => m.family === family));
    if (spec) tags.push({ family, svg: await renderSvg(spec, `tg-tags-${family}`) });
  }
  const docs = items.filter((i): i is DivergenceItemRecord => i.family === 'divergence');
  const docKl = docKlSpec(docs, results.settings.klTolerance, KL_CHART_DOCS);
  return {
    forest: forest ? await renderSvg(forest, 'tg-forest') : null,
    bootstrap: bootstrap ? await renderSvg(bootstrap, 'tg-bootstrap') : null,
    tags,
    docKl: docKl ? await renderSvg(docKl, 'tg-dockl') : null,
  };
}

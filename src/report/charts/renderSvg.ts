/** Vega-Lite spec → inline SVG string, headless (no DOM, no canvas, no network). */
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';

/**
 * Render `spec` to an SVG string. Internal ids (clip paths, gradients) are renumbered as
 * `<idPrefix>-<n>` so several SVGs can share one page and the output never depends on how
 * many charts this process rendered before. Throws whatever Vega throws on a broken spec.
 */
export async function renderSvg(spec: TopLevelSpec, idPrefix: string): Promise<string> {
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none', logLevel: vega.Error });
  try {
    const svg = await view.toSVG();
    return renumberIds(svg, idPrefix);
  } finally {
    view.finalize();
  }
}

/** Replace every `id="x"` and its `url(#x)` / `href="#x"` references with prefixed, sequential ids. */
export function renumberIds(svg: string, idPrefix: string): string {
  const mapping = new Map<string, string>();
  for (const m of svg.matchAll(/\sid="([^"]+)"/g)) {
    const id = m[1];
    if (id !== undefined && !mapping.has(id)) mapping.set(id, `${idPrefix}-${mapping.size + 1}`);
  }
  if (mapping.size === 0) return svg;
  return svg.replace(/(\sid="|url\(#|href="#)([^")]+)/g, (whole, lead: string, id: string) => {
    const renamed = mapping.get(id);
    return renamed === undefined ? whole : `${lead}${renamed}`;
  });
}

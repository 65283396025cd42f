/** Vega-Lite spec → inline SVG string, headless (no DOM, no canvas, no network). */
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { escapeHtml } from '../../format/escapeHtml.js';

/**
 * Render `spec` to an SVG string. Internal ids (clip paths, gradients) are renumbered as
 * `<idPrefix>-<n>` so several SVGs can share one page and the output never depends on how
 * many charts this process rendered before. With a `label`, the root element is an image with
 * that accessible name (role, aria-label and a <title>), so a screen reader names the chart.
 * Throws whatever Vega throws on a broken spec.
 */
export async function renderSvg(spec: TopLevelSpec, idPrefix: string, label?: string): Promise<string> {
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none', logLevel: vega.Error });
  try {
    const svg = renumberIds(await view.toSVG(), idPrefix);
    return label === undefined ? svg : labelSvg(svg, label);
  } finally {
    view.finalize();
  }
}

/** `svg` with role="img", aria-label and a <title> of `label` on its root element. */
export function labelSvg(svg: string, label: string): string {
  const text = escapeHtml(label);
  return svg.replace(/^<svg\b([^>]*)>/, `<svg role="img" aria-label="${text}"$1><title>${text}</title>`);
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

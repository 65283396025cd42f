/** How a run's report names the Holm family its gated metrics were adjusted in. */
import type { AnyRunResults } from '../results/types.js';

/**
 * " over all 3 candidates together (one family of 15 gated metrics)" for a candidate judged with
 * others, "" for a run judged alone (whose family is its own gated metrics, as the reports say).
 */
export function holmFamilySuffix(results: AnyRunResults): string {
  if (!('holmFamily' in results) || results.holmFamily === undefined) return '';
  return ` over all ${results.holmFamily.candidates} candidates together (one family of ${results.holmFamily.size} gated metrics)`;
}

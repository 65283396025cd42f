/** Validation of one divergence suite line. */
import { type LineSource, optionalTags, requireId, requireString } from '../../suites/index.js';
import type { DivergenceItem } from './item.js';

/** Turn a parsed JSON object into a DivergenceItem; throws SuiteFormatError (file:line) naming the bad field. */
export function parseDivergenceItem(record: Record<string, unknown>, at: LineSource): DivergenceItem {
  return { id: requireId(record, at), text: requireString(record, 'text', at), tags: optionalTags(record, at) };
}

/** Validation of one refusal suite line. */
import { type LineSource, optionalTags, requireBoolean, requireId, requireString } from '../../suites/index.js';
import type { RefusalItem } from './item.js';

/** Turn a parsed JSON object into a RefusalItem; throws SuiteFormatError (file:line) naming the bad field. */
export function parseRefusalItem(record: Record<string, unknown>, at: LineSource): RefusalItem {
  return {
    id: requireId(record, at),
    prompt: requireString(record, 'prompt', at),
    shouldAnswer: requireBoolean(record, 'should_answer', at),
    tags: optionalTags(record, at),
  };
}

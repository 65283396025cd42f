/** Validation of one capability suite line. */
import { SuiteFormatError } from '../../errors/index.js';
import { type LineSource, describe, optionalTags, requireId, requireString } from '../../suites/index.js';
import type { CapabilityItem } from './item.js';

/** Turn a parsed JSON object into a CapabilityItem; throws SuiteFormatError (file:line) naming the bad field. */
export function parseCapabilityItem(record: Record<string, unknown>, at: LineSource): CapabilityItem {
  const id = requireId(record, at);
  const context = requireString(record, 'context', at, { allowEmpty: true });
  const rawChoices = record['choices'];
  if (rawChoices === undefined) throw new SuiteFormatError(at.file, at.line, 'missing required field "choices"');
  if (!Array.isArray(rawChoices) || rawChoices.length < 2 || !rawChoices.every((c) => typeof c === 'string' && c !== '')) {
    throw new SuiteFormatError(at.file, at.line, `field "choices" must be an array of at least 2 non-empty strings, got ${describe(rawChoices)}`);
  }
  const choices = rawChoices as string[];
  const answer = record['answer'];
  if (answer === undefined) throw new SuiteFormatError(at.file, at.line, 'missing required field "answer"');
  if (typeof answer !== 'number' || !Number.isInteger(answer) || answer < 0 || answer >= choices.length) {
    throw new SuiteFormatError(at.file, at.line, `field "answer" must be an index 0..${choices.length - 1} into "choices", got ${describe(answer)}`);
  }
  if (new Set(choices).size !== choices.length) {
    throw new SuiteFormatError(at.file, at.line, 'field "choices" has duplicate entries; a tie cannot be scored');
  }
  return { id, context, choices, answer, tags: optionalTags(record, at) };
}

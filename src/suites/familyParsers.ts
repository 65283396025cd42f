/** One line parser per family, in a table the compiler keeps complete. */
import type { FamilyId } from '../results/types.js';
import { SuiteFormatError } from '../errors/index.js';
import type { FamilyItems } from './types.js';
import { type LineSource, describe, optionalTags, requireBoolean, requireId, requireString } from './parseLine.js';

/** Turns a parsed JSON object into a validated item of one family. */
export type LineParser<F extends FamilyId> = (record: Record<string, unknown>, at: LineSource) => FamilyItems[F];

/** Line parsers for every family. */
export const familyParsers: { readonly [F in FamilyId]: LineParser<F> } = {
  capability: (record, at) => {
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
  },
  refusal: (record, at) => ({
    id: requireId(record, at),
    prompt: requireString(record, 'prompt', at),
    shouldAnswer: requireBoolean(record, 'should_answer', at),
    tags: optionalTags(record, at),
  }),
  divergence: (record, at) => ({
    id: requireId(record, at),
    text: requireString(record, 'text', at),
    tags: optionalTags(record, at),
  }),
};

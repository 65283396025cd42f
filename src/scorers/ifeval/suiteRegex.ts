/**
 * A pattern taken from the IFEval data (a keyword, a section splitter, a postscript marker), which
 * the Python checker hands to `re` unescaped. The data's patterns are plain words and dotted
 * markers, whose meaning is the same in JavaScript; Python's Unicode `\b` is rewritten, and a
 * pattern JavaScript cannot read is a data error (docs/reference/ifeval.md).
 */
import { InvalidInputError } from '../../errors/index.js';
import { PY_WORD_BOUNDARY } from './pyText.js';

export function suiteRegex(id: string, pattern: string, flags: string): RegExp {
  const source = pattern.replace(/\\b/g, PY_WORD_BOUNDARY);
  try {
    return new RegExp(source, `${flags}u`);
  } catch {
    try {
      return new RegExp(source, flags);
    } catch (error) {
      throw new InvalidInputError(
        `IFEval instruction ${id}: pattern ${JSON.stringify(pattern)} is not a usable regular expression (${(error as Error).message})`,
        'Use plain words in IFEval keyword kwargs, as the IFEval data does.',
      );
    }
  }
}

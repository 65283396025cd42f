/** keywords:* checkers (lm-eval v0.4.6 KeywordChecker, KeywordFrequencyChecker, ForbiddenWords, LetterFrequencyChecker). */
import { InvalidInputError } from '../../errors/index.js';
import type { CheckerBuilder } from './checkerTypes.js';
import { compare, numberKwarg, relationKwarg, stringKwarg, stringListKwarg } from './kwargs.js';
import { countMatches, PY_WORD_BOUNDARY, pyStrip } from './pyText.js';
import { suiteRegex } from './suiteRegex.js';

/** Every keyword found: `re.search(keyword, value, flags=re.IGNORECASE)`. */
export const keywordExistence: CheckerBuilder = (id, kwargs) => {
  const patterns = stringListKwarg(id, kwargs, 'keywords').map((k) => suiteRegex(id, k, 'i'));
  return (value) => patterns.every((re) => re.test(value));
};

/** `len(re.findall(keyword, value, flags=re.IGNORECASE))` against the threshold. */
export const keywordFrequency: CheckerBuilder = (id, kwargs) => {
  const re = suiteRegex(id, pyStrip(stringKwarg(id, kwargs, 'keyword')), 'gi');
  const frequency = numberKwarg(id, kwargs, 'frequency');
  const relation = relationKwarg(id, kwargs, 'relation');
  return (value) => compare(countMatches(re, value), relation, frequency);
};

/** No forbidden word as a whole word: `re.search(r"\b" + word + r"\b", value, flags=re.IGNORECASE)`. */
export const forbiddenWords: CheckerBuilder = (id, kwargs) => {
  const patterns = stringListKwarg(id, kwargs, 'forbidden_words').map((w) => {
    const re = suiteRegex(id, w, 'i');
    return new RegExp(`${PY_WORD_BOUNDARY}(?:${re.source})${PY_WORD_BOUNDARY}`, re.flags);
  });
  return (value) => !patterns.some((re) => re.test(value));
};

/**
 * `collections.Counter(value.lower())[letter]` against the threshold. Where the kwarg is not one
 * ASCII letter (IFEval has one such item, letter '#'), Python counts a randomly drawn letter
 * instead; this port counts the character given (docs/reference/ifeval.md, known differences).
 */
export const letterFrequency: CheckerBuilder = (id, kwargs) => {
  const raw = stringKwarg(id, kwargs, 'letter');
  if ([...raw].length > 1) {
    throw new InvalidInputError(`IFEval instruction ${id}: kwarg 'letter' must be one character, got ${JSON.stringify(raw)}`);
  }
  const letter = pyStrip(raw).toLowerCase();
  const frequency = numberKwarg(id, kwargs, 'let_frequency');
  const relation = relationKwarg(id, kwargs, 'let_relation');
  return (value) => compare(value.toLowerCase().split(letter).length - 1, relation, frequency);
};

/** combination:*, startend:*, change_case:*, punctuation:* and language:* checkers (lm-eval v0.4.6 instructions.py). */
import type { CheckerBuilder } from './checkerTypes.js';
import { compare, numberKwarg, relationKwarg, stringKwarg } from './kwargs.js';
import { detectLanguage } from './langDetect.js';
import { pyIsLower, pyIsUpper, pyStrip } from './pyText.js';
import { wordTokenize } from './wordTokenize.js';

/** TwoResponsesChecker: split on '******'; exactly two non-blank, different parts, blanks only at the ends. */
export const twoResponses: CheckerBuilder = () => (value) => {
  const responses = value.split('******');
  const valid: string[] = [];
  for (let i = 0; i < responses.length; i++) {
    const r = responses[i]!;
    if (pyStrip(r) === '') {
      if (i !== 0 && i !== responses.length - 1) return false;
    } else valid.push(r);
  }
  return valid.length === 2 && pyStrip(valid[0]!) !== pyStrip(valid[1]!);
};

/** RepeatPromptThenAnswer: the stripped, lowercased reply starts with the prompt to repeat. */
export const repeatPrompt: CheckerBuilder = (id, kwargs) => {
  const prompt = pyStrip(stringKwarg(id, kwargs, 'prompt_to_repeat')).toLowerCase();
  return (value) => pyStrip(value).toLowerCase().startsWith(prompt);
};

/** EndChecker: `value.strip().strip('"').lower().endswith(end_phrase.strip().lower())`. */
export const endChecker: CheckerBuilder = (id, kwargs) => {
  const phrase = pyStrip(pyStrip(stringKwarg(id, kwargs, 'end_phrase'))).toLowerCase();
  return (value) => pyStrip(pyStrip(value), '"').toLowerCase().endsWith(phrase);
};

/** QuotationChecker: the stripped reply is longer than one character and starts and ends with '"'. */
export const quotation: CheckerBuilder = () => (value) => {
  const v = pyStrip(value);
  return [...v].length > 1 && v.startsWith('"') && v.endsWith('"');
};

/** CommaChecker: no ',' at all. */
export const noComma: CheckerBuilder = () => (value) => !value.includes(',');

/** ResponseLanguageChecker: langdetect's answer is the language; text it cannot read passes. */
export const responseLanguage: CheckerBuilder = (id, kwargs) => {
  const language = stringKwarg(id, kwargs, 'language');
  return (value) => {
    const detected = detectLanguage(value);
    return detected === null || detected === language;
  };
};

/** CapitalLettersEnglishChecker: `value.isupper() and langdetect.detect(value) == "en"` (undetectable passes). */
export const englishCapital: CheckerBuilder = () => (value) => {
  if (!pyIsUpper(value)) return false;
  const detected = detectLanguage(value);
  return detected === null || detected === 'en';
};

/** LowercaseLettersEnglishChecker: `value.islower() and langdetect.detect(value) == "en"` (undetectable passes). */
export const englishLowercase: CheckerBuilder = () => (value) => {
  if (!pyIsLower(value)) return false;
  const detected = detectLanguage(value);
  return detected === null || detected === 'en';
};

/** CapitalWordFrequencyChecker: `nltk.word_tokenize` tokens that are `isupper()`, against the threshold. */
export const capitalWordFrequency: CheckerBuilder = (id, kwargs) => {
  const wanted = numberKwarg(id, kwargs, 'capital_frequency');
  const relation = relationKwarg(id, kwargs, 'capital_relation');
  return (value) => compare(wordTokenize(value).filter(pyIsUpper).length, relation, wanted);
};

/** length_constraints:* checkers (lm-eval v0.4.6 NumberOfSentences, ParagraphChecker, NumberOfWords, ParagraphFirstWordCheck). */
import { InvalidInputError } from '../../errors/index.js';
import type { CheckerBuilder } from './checkerTypes.js';
import { compare, numberKwarg, relationKwarg, stringKwarg } from './kwargs.js';
import { countMatches, PY_SPACE_CLASS, PY_WORD_CLASS, pyLstrip, pySplitWhitespace, pyStrip } from './pyText.js';
import { countSentences } from './sentenceSplit.js';

/** NumberOfSentences: punkt's sentence count (approximated, sentenceSplit.ts) against the threshold. */
export const numberSentences: CheckerBuilder = (id, kwargs) => {
  const wanted = numberKwarg(id, kwargs, 'num_sentences');
  const relation = relationKwarg(id, kwargs, 'relation');
  return (value) => compare(countSentences(value), relation, wanted);
};

const PARAGRAPH_DIVIDER = new RegExp(`[${PY_SPACE_CLASS}]?\\*\\*\\*[${PY_SPACE_CLASS}]?`, 'u');

/** ParagraphChecker: `re.split(r"\s?\*\*\*\s?", value)`; blank pieces only at either end. */
export const numberParagraphs: CheckerBuilder = (id, kwargs) => {
  const wanted = numberKwarg(id, kwargs, 'num_paragraphs');
  return (value) => {
    const paragraphs = value.split(PARAGRAPH_DIVIDER);
    let n = paragraphs.length;
    for (let i = 0; i < paragraphs.length; i++) {
      if (pyStrip(paragraphs[i]!) !== '') continue;
      if (i === 0 || i === paragraphs.length - 1) n--;
      else return false;
    }
    return n === wanted;
  };
};

const WORD_RUN = new RegExp(`[${PY_WORD_CLASS}]+`, 'gu');

/** NumberOfWords: `nltk.tokenize.RegexpTokenizer(r"\w+")` tokens, i.e. runs of Unicode word characters. */
export const numberWords: CheckerBuilder = (id, kwargs) => {
  const wanted = numberKwarg(id, kwargs, 'num_words');
  const relation = relationKwarg(id, kwargs, 'relation');
  return (value) => compare(countMatches(WORD_RUN, value), relation, wanted);
};

const FIRST_WORD_STOPS = new Set(['.', ',', '?', '!', "'", '"']);

/** ParagraphFirstWordCheck: paragraphs split on '\n\n'; count and nth paragraph's first word. */
export const nthParagraphFirstWord: CheckerBuilder = (id, kwargs) => {
  const wantedCount = numberKwarg(id, kwargs, 'num_paragraphs');
  const nth = numberKwarg(id, kwargs, 'nth_paragraph');
  const wantedWord = stringKwarg(id, kwargs, 'first_word').toLowerCase();
  if (nth <= 0 || nth > wantedCount) {
    throw new InvalidInputError(`IFEval instruction ${id}: kwarg 'nth_paragraph' must be between 1 and num_paragraphs, got ${nth}`);
  }
  return (value) => {
    const paragraphs = value.split('\n\n');
    let n = paragraphs.length;
    for (const p of paragraphs) if (pyStrip(p) === '') n--;
    if (nth > n) return false;
    const paragraph = pyStrip(paragraphs[nth - 1]!);
    if (paragraph === '') return false;
    const word = pyLstrip(pyLstrip(pyStrip(pySplitWhitespace(paragraph)[0]!), "'"), '"');
    let first = '';
    for (const letter of word) {
      if (FIRST_WORD_STOPS.has(letter)) break;
      first += letter.toLowerCase();
    }
    return n === wantedCount && first === wantedWord;
  };
};

/** lm-eval v0.4.6 `instructions_registry.INSTRUCTION_DICT`: the 25 instruction ids and their checkers. */
import type { CheckerBuilder } from './checkerTypes.js';
import {
  constrainedResponse,
  jsonFormat,
  multipleSections,
  numberBulletLists,
  numberHighlightedSections,
  numberPlaceholders,
  postscript,
  title,
} from './formatCheckers.js';
import { forbiddenWords, keywordExistence, keywordFrequency, letterFrequency } from './keywordCheckers.js';
import { nthParagraphFirstWord, numberParagraphs, numberSentences, numberWords } from './lengthCheckers.js';
import {
  capitalWordFrequency,
  endChecker,
  englishCapital,
  englishLowercase,
  noComma,
  quotation,
  repeatPrompt,
  responseLanguage,
  twoResponses,
} from './otherCheckers.js';

export type InstructionId =
  | 'keywords:existence'
  | 'keywords:frequency'
  | 'keywords:forbidden_words'
  | 'keywords:letter_frequency'
  | 'language:response_language'
  | 'length_constraints:number_sentences'
  | 'length_constraints:number_paragraphs'
  | 'length_constraints:number_words'
  | 'length_constraints:nth_paragraph_first_word'
  | 'detectable_content:number_placeholders'
  | 'detectable_content:postscript'
  | 'detectable_format:number_bullet_lists'
  | 'detectable_format:constrained_response'
  | 'detectable_format:number_highlighted_sections'
  | 'detectable_format:multiple_sections'
  | 'detectable_format:json_format'
  | 'detectable_format:title'
  | 'combination:two_responses'
  | 'combination:repeat_prompt'
  | 'startend:end_checker'
  | 'change_case:capital_word_frequency'
  | 'change_case:english_capital'
  | 'change_case:english_lowercase'
  | 'punctuation:no_comma'
  | 'startend:quotation';

export const INSTRUCTION_CHECKERS: Readonly<Record<InstructionId, CheckerBuilder>> = {
  'keywords:existence': keywordExistence,
  'keywords:frequency': keywordFrequency,
  'keywords:forbidden_words': forbiddenWords,
  'keywords:letter_frequency': letterFrequency,
  'language:response_language': responseLanguage,
  'length_constraints:number_sentences': numberSentences,
  'length_constraints:number_paragraphs': numberParagraphs,
  'length_constraints:number_words': numberWords,
  'length_constraints:nth_paragraph_first_word': nthParagraphFirstWord,
  'detectable_content:number_placeholders': numberPlaceholders,
  'detectable_content:postscript': postscript,
  'detectable_format:number_bullet_lists': numberBulletLists,
  'detectable_format:constrained_response': constrainedResponse,
  'detectable_format:number_highlighted_sections': numberHighlightedSections,
  'detectable_format:multiple_sections': multipleSections,
  'detectable_format:json_format': jsonFormat,
  'detectable_format:title': title,
  'combination:two_responses': twoResponses,
  'combination:repeat_prompt': repeatPrompt,
  'startend:end_checker': endChecker,
  'change_case:capital_word_frequency': capitalWordFrequency,
  'change_case:english_capital': englishCapital,
  'change_case:english_lowercase': englishLowercase,
  'punctuation:no_comma': noComma,
  'startend:quotation': quotation,
};

export function isInstructionId(id: string): id is InstructionId {
  return Object.hasOwn(INSTRUCTION_CHECKERS, id);
}

/**
 * An approximation of `nltk.word_tokenize` (punkt sentences, then NLTK's improved Treebank word
 * tokenizer) for CapitalWordFrequencyChecker, which only counts tokens that are `isupper()`. The
 * Treebank rules are ported; punkt's sentence split is left out, since it only changes where a
 * sentence-final period stands, which cannot change a token's case (docs/reference/ifeval.md).
 */
import { PY_SPACE_CLASS, pySplitWhitespace } from './pyText.js';

const S = `[${PY_SPACE_CLASS}]`;
const W = '[\\p{L}\\p{N}_]';
const B = `(?:(?<=${W})(?!${W})|(?<!${W})(?=${W}))`;

type Rule = readonly [RegExp, string];
const rule = (source: string, replacement: string, flags = ''): Rule => [new RegExp(source, `gu${flags}`), replacement];

const STARTING_QUOTES: readonly Rule[] = [
  rule('([«“‘„]|[`]+)', ' $1 '),
  rule('^"', '``'),
  rule('(``)', ' $1 '),
  rule(`([ \\(\\[{<])("|'{2})`, '$1 `` '),
  rule(`(')(?!re|ve|ll|m|t|s|d|n)(${W})${B}`, '$1 $2', 'i'),
];

const ENDING_QUOTES: readonly Rule[] = [
  rule('([»”’])', ' $1 '),
  rule("''", " '' "),
  rule('"', " '' "),
  rule(`([^' ])('[sS]|'[mM]|'[dD]|') `, '$1 $2 '),
  rule(`([^' ])('ll|'LL|'re|'RE|'ve|'VE|n't|N'T) `, '$1 $2 '),
];

const PUNCTUATION: readonly Rule[] = [
  rule(`([^\\.])(\\.)([\\]\\)}>"']*)${S}*$`, '$1 $2 $3 '),
  rule('([:,])([^\\p{Nd}])', ' $1 $2'),
  rule('([:,])$', ' $1 '),
  rule('\\.{2,}', ' $& '),
  rule('[;@#$%&]', ' $& '),
  rule(`([^\\.])(\\.)([\\]\\)}>"']*)${S}*$`, '$1 $2 $3 '),
  rule('[?!]', ' $& '),
  rule("([^'])' ", "$1 ' "),
  rule('[*]', ' $& '),
];

const PARENS_BRACKETS = rule('[\\]\\[(){}<>]', ' $& ');
const DOUBLE_DASHES = rule('--', ' -- ');

const CONTRACTIONS: readonly Rule[] = [
  ...['(can)(not)', "(d)('ye)", '(gim)(me)', '(gon)(na)', '(got)(ta)', '(lem)(me)', "(more)('n)"].map((p) => rule(`${B}${p}${B}`, ' $1 $2 ', 'i')),
  rule(`${B}(wan)(na)(?=${S})`, ' $1 $2 ', 'i'),
  rule(`(?<=${S}|^)('t)(is)${B}`, ' $1 $2 ', 'i'),
  rule(`(?<=${S}|^)('t)(was)${B}`, ' $1 $2 ', 'i'),
];

function apply(text: string, rules: readonly Rule[]): string {
  let t = text;
  for (const [re, replacement] of rules) t = t.replace(re, replacement);
  return t;
}

/** The tokens `nltk.word_tokenize(text)` would give, up to punkt's sentence split. */
export function wordTokenize(text: string): string[] {
  let t = apply(text, STARTING_QUOTES);
  t = apply(t, PUNCTUATION);
  t = apply(t, [PARENS_BRACKETS, DOUBLE_DASHES]);
  t = apply(` ${t} `, ENDING_QUOTES);
  t = apply(t, CONTRACTIONS);
  return pySplitWhitespace(t);
}

/**
 * An approximation of `count_sentences` (nltk punkt, English model) for NumberOfSentences.
 * Punkt's algorithm is ported (its word tokens, first-pass annotation of '.', '?', '!' and known
 * abbreviations, second-pass orthographic rules for initials, numbers, abbreviations and
 * ellipses, and the break only before whitespace or closing punctuation); the English model's
 * parameters cannot ship, so a short list of abbreviations and sentence starters stands in for
 * them, and "this word is usually lowercase" is read from a short list of frequent English words
 * (docs/reference/ifeval.md gives the measured agreement).
 */
import { PY_SPACE_CLASS } from './pyText.js';

const S = `[${PY_SPACE_CLASS}]`;
const NS = `[^${PY_SPACE_CLASS}]`;
const WORD_START = '[^\\("`{\\[:;&#*@\\)}\\]\\-,]';
const NON_WORD = `(?:[)";}\\]*:@'({\\[!?])`;
const MULTI_CHAR = `(?:-{2,}|\\.{2,}|(?:\\.${S}){2,}\\.)`;
const WORD_RE = new RegExp(`${MULTI_CHAR}|(?=${WORD_START})${NS}+?(?=${S}|$|${NON_WORD}|${MULTI_CHAR}|,(?=$|${S}|${NON_WORD}|${MULTI_CHAR}))|${NS}`, 'gu');
const AFTER_BREAK = new RegExp(`^(?:${NON_WORD}|${S}+${NS})`, 'u');

// Abbreviations and sentence starters of the kind punkt's English model holds (lowercase, no final period).
const ABBREVIATIONS = new Set(
  (
    'mr mrs ms dr st jr sr prof rev gen sen rep gov lt col capt sgt cpl mt ft co corp inc ltd llc vs v etc al cf ' +
    'e.g i.e a.m p.m u.s u.k u.n u.s.a d.c n.y l.a jan feb mar apr jun jul aug sep sept oct nov dec ' +
    'mon tue wed thu fri sat sun no nos vol pp fig approx dept est misc jan. ph.d b.a m.a b.sc m.sc'
  ).split(' '),
);
const SENT_STARTERS = new Set('and but he however if in it many meanwhile she so that the then there they this we when while yet'.split(' '));
// Words far more often lowercase than not: punkt's "seen lowercase, never capitalised mid-sentence".
const USUALLY_LOWERCASE = new Set(
  (
    'a an the and or but if so then there this that these those it its he she we they you i his her their our my your ' +
    'is are was were be been being have has had do does did will would can could should may might must not no yes ' +
    'in on at to for of from by with as about after before when while where what which who how why all some any each ' +
    'every many most more other such one two three first also however because although though here now finally ' +
    'additionally furthermore moreover overall lastly instead still just even only remember let please thank thanks'
  ).split(' '),
);

interface Token {
  readonly tok: string;
  readonly end: number;
  sentbreak: boolean;
  abbr: boolean;
  ellipsis: boolean;
}

const NUMBER = /^-?[.,]?\p{Nd}[\p{Nd},.-]*\.?$/u;
const INITIAL = /^[\p{L}_]\.$/u;
const firstUpper = (t: string): boolean => /^\p{Lu}/u.test(t);
const firstLower = (t: string): boolean => /^\p{Ll}/u.test(t);
const typeOf = (t: string): string => (NUMBER.test(t.toLowerCase()) ? '##number##' : t.toLowerCase());
const noPeriod = (t: string): string => (t.length > 1 && t.endsWith('.') ? t.slice(0, -1) : t);

/** Punkt's `_ortho_heuristic`: true (starts a sentence), false, or 'unknown'. */
function orthoHeuristic(tok: string): boolean | 'unknown' {
  if (';:,.!?'.includes(tok) && tok.length === 1) return false;
  if (firstUpper(tok) && USUALLY_LOWERCASE.has(noPeriod(tok).toLowerCase())) return true;
  if (firstLower(tok)) return false;
  return 'unknown';
}

/** How many sentences punkt would find in `text` (approximately). */
export function countSentences(text: string): number {
  const tokens: Token[] = [];
  WORD_RE.lastIndex = 0;
  for (let m = WORD_RE.exec(text); m !== null; m = WORD_RE.exec(text)) {
    const tok = m[0];
    const t: Token = { tok, end: m.index + tok.length, sentbreak: false, abbr: false, ellipsis: false };
    if (tok === '.' || tok === '?' || tok === '!') t.sentbreak = true;
    else if (/^\.\.+$/.test(tok)) t.ellipsis = true;
    else if (tok.endsWith('.') && !tok.endsWith('..')) {
      const bare = tok.slice(0, -1).toLowerCase();
      if (ABBREVIATIONS.has(bare) || ABBREVIATIONS.has(bare.split('-').pop()!)) t.abbr = true;
      else t.sentbreak = true;
    }
    tokens.push(t);
  }
  let breaks = 0;
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t1 = tokens[i]!;
    const t2 = tokens[i + 1]!;
    if (t1.tok.endsWith('.')) secondPass(t1, t2);
    if (t1.sentbreak && AFTER_BREAK.test(text.slice(t1.end, t1.end + 200))) breaks++;
  }
  return tokens.length === 0 ? 0 : breaks + 1;
}

/** Punkt's `_second_pass_annotation` for a token ending in '.'. */
function secondPass(t1: Token, t2: Token): void {
  const typ = typeOf(noPeriod(t1.tok));
  const isInitial = INITIAL.test(t1.tok);
  if ((t1.abbr || t1.ellipsis) && !isInitial) {
    if (orthoHeuristic(t2.tok) === true || (firstUpper(t2.tok) && SENT_STARTERS.has(noPeriod(t2.tok).toLowerCase()))) {
      t1.sentbreak = true;
      return;
    }
  }
  if (isInitial || typ === '##number##') {
    const starter = orthoHeuristic(t2.tok);
    if (starter === false || (starter === 'unknown' && isInitial && firstUpper(t2.tok))) {
      t1.sentbreak = false;
      t1.abbr = true;
    }
  }
}

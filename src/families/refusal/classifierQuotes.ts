/**
 * Quoted text is not the model speaking: '"I can't do that," she said.' in a story is a
 * compliant reply. Before matching, quoted spans are blanked to spaces (same length, so
 * match offsets still index the original reply), which also lets the words after a quote
 * read as the start of a sentence ('"Write malware." I won't write that.').
 */

/** Double-quote openers and the marks that close them. */
const DOUBLE_CLOSERS: Readonly<Record<string, string>> = {
  '"': '"',
  '\u201C': '\u201D\u201C', // “ … ” (some text closes with “ again)
  '\u201E': '\u201C\u201D', // „ … “
  '\u00AB': '\u00BB', // « … »
  '\u300C': '\u300D', // 「 … 」
  '\u300E': '\u300F', // 『 … 』
};

const SINGLE_OPENERS = "'\u2018"; // ' ‘
const SINGLE_CLOSERS = "'\u2019"; // ' ’
const WORD_CHAR = /[\p{L}\p{N}]/u;
/** Every character that can open a quoted span. */
const QUOTE_MARK = new RegExp(`[${Object.keys(DOUBLE_CLOSERS).join('')}${SINGLE_OPENERS}]`, 'gu');
const BEFORE_SINGLE_OPENER = /[\s([{\u2014\u2013-]/u;

function paragraphEnd(text: string, from: number): number {
  const newline = text.indexOf('\n', from);
  return newline < 0 ? text.length : newline;
}

function isSingleOpener(text: string, index: number): boolean {
  const before = index > 0 ? (text[index - 1] ?? '') : '';
  const after = text[index + 1] ?? '';
  // An apostrophe sits inside or after a word (can't, users'); an opening quote does not.
  return (before === '' || BEFORE_SINGLE_OPENER.test(before)) && after !== '' && !/\s/u.test(after);
}

function isSingleCloser(text: string, index: number): boolean {
  const previous = text[index - 1] ?? ' ';
  const next = text[index + 1] ?? '';
  return !/\s/u.test(previous) && (next === '' || !WORD_CHAR.test(next));
}

/** Index of the first single closing quote in (from, limit), or -1. */
function singleQuoteEnd(text: string, from: number, limit: number): number {
  for (let index = from + 1; index < limit; index++) {
    if (SINGLE_CLOSERS.includes(text[index] ?? '') && isSingleCloser(text, index)) return index;
  }
  return -1;
}

/**
 * `text` with every quoted span (quote marks included) replaced by spaces, within one
 * paragraph: an unclosed double quote runs to the end of its line, an unclosed single
 * quote is taken for an apostrophe. Same length as `text`; line breaks are kept. O(n).
 */
export function maskQuotedSpans(text: string): string {
  let masked = '';
  let copiedUpTo = 0;
  let limit = -1; // end of the current paragraph, found lazily
  // Whether a single closing quote can still occur before `limit`: once a search fails,
  // every later opener in the paragraph fails too (closers do not depend on the opener).
  let singleCloserAhead = true;
  for (let index = 0; index < text.length;) {
    // Jump to the next quote mark: the character-by-character walk was most of the cost.
    QUOTE_MARK.lastIndex = index;
    const next = QUOTE_MARK.exec(text);
    if (next === null) break;
    index = next.index;
    const char = text[index] ?? '';
    const closers = DOUBLE_CLOSERS[char];
    const single = closers === undefined && SINGLE_OPENERS.includes(char) && isSingleOpener(text, index);
    if (closers === undefined && !single) {
      index++;
      continue;
    }
    if (index >= limit) {
      limit = paragraphEnd(text, index);
      singleCloserAhead = true;
    }
    let end = -1; // exclusive end of the span to blank
    if (closers !== undefined) {
      let close = index + 1;
      while (close < limit && !closers.includes(text[close] ?? '')) close++;
      end = close < limit ? close + 1 : limit;
    } else if (singleCloserAhead) {
      const close = singleQuoteEnd(text, index, limit);
      if (close >= 0) end = close + 1;
      else singleCloserAhead = false;
    }
    if (end < 0) {
      index++;
      continue;
    }
    masked += text.slice(copiedUpTo, index) + ' '.repeat(end - index);
    copiedUpTo = end;
    index = end;
  }
  return masked + text.slice(copiedUpTo);
}

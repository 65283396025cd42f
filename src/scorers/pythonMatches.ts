/**
 * Python's `re.findall` and `re.sub` over a translated pattern, with Python 3.7+'s empty-match
 * rule: after an empty match at p the next search starts at p and refuses only an empty match
 * there (JS moves on to p+1). docs/reference/score.md, "Python patterns".
 */
import { compiledPattern, type CompiledPattern } from './pythonRegex.js';

/** One match: its span (UTF-16 offsets) and groups 1..n (undefined: did not take part). */
export interface PythonMatch {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly groups: readonly (string | undefined)[];
}

/** Every match of `pattern` in `text`, left to right, as Python's `finditer` finds them. */
export function* pythonMatches(pattern: string, text: string): Generator<PythonMatch> {
  const compiled = compiledPattern(pattern);
  let pos = 0;
  let mustAdvance = false;
  while (pos <= text.length) {
    const match = search(compiled, text, pos, mustAdvance);
    if (match === null) return;
    yield match;
    mustAdvance = match.end === match.start;
    pos = match.end;
  }
}

/** `re.findall`: whole matches with no group, group 1 with one, tuples (unmatched → '') with more. */
export function pythonFindall(pattern: string, text: string): (string | string[])[] {
  const found: (string | string[])[] = [];
  for (const match of pythonMatches(pattern, text)) {
    if (match.groups.length === 0) found.push(match.text);
    else if (match.groups.length === 1) found.push(match.groups[0] ?? '');
    else found.push(match.groups.map((group) => group ?? ''));
  }
  return found;
}

/** `re.sub(pattern, replacement, text)` with a plain replacement (no group templates). */
export function pythonSubLiteral(pattern: string, replacement: string, text: string): string {
  let out = '';
  let last = 0;
  for (const match of pythonMatches(pattern, text)) {
    out += text.slice(last, match.start) + replacement;
    last = match.end;
  }
  return out + text.slice(last);
}

function search(compiled: CompiledPattern, text: string, pos: number, mustAdvance: boolean): PythonMatch | null {
  let from = pos;
  if (mustAdvance) {
    if (compiled.nonEmptySticky !== null) {
      const longer = exec(compiled.nonEmptySticky, text, pos, 1);
      if (longer !== null) return longer;
    }
    if (pos >= text.length) return null;
    from = pos + (isPairAt(text, pos) ? 2 : 1);
  }
  const leading = compiled.translated.leadingStar;
  if (leading === null) return exec(compiled.global, text, from, 0);
  // `.*Q`: failing at one position fails at every later one up to the next line ('line') or the end.
  while (from <= text.length) {
    const match = exec(compiled.sticky, text, from, 0);
    if (match !== null || leading === 'any') return match;
    const newline = text.indexOf('\n', from);
    if (newline < 0) return null;
    from = newline + 1;
  }
  return null;
}

function exec(regex: RegExp, text: string, from: number, skipGroups: number): PythonMatch | null {
  regex.lastIndex = from;
  const match = regex.exec(text);
  if (match === null) return null;
  return { start: match.index, end: match.index + match[0].length, text: match[0], groups: match.slice(1 + skipGroups) };
}

function isPairAt(text: string, pos: number): boolean {
  const high = text.charCodeAt(pos);
  const low = text.charCodeAt(pos + 1);
  return high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff;
}

/** A Python `[...]` character set as a JS `v`-flag class (docs/reference/score.md, "Python patterns"). */
import { classEscape, literal } from './pythonClasses.js';
import { readEscape, type PatternSource } from './pythonEscape.js';

/** A `[...]` set: `]` first is literal, ranges between single characters, class escapes nested. */
export function readCharClass(source: PatternSource, ascii: boolean): string {
  let out = '';
  const negated = source.match('^');
  let first = true;
  for (;;) {
    const c = source.get();
    if (c === undefined) throw source.error('unterminated character set');
    if (c === ']' && !first) break;
    first = false;
    const start = classItem(source, c, ascii);
    if (source.next === '-' && source.chars[source.pos + 1] !== ']' && source.chars[source.pos + 1] !== undefined) {
      source.get();
      const end = classItem(source, source.get()!, ascii);
      if (typeof start !== 'number' || typeof end !== 'number') throw source.error('bad character range');
      if (end < start) throw source.error('bad character range');
      out += `${literal(start)}-${literal(end)}`;
    } else out += typeof start === 'number' ? literal(start) : start;
  }
  return `[${negated ? '^' : ''}${out}]`;
}

/** One class member: a code point, or a nested set for a class escape. */
function classItem(source: PatternSource, c: string, ascii: boolean): number | string {
  if (c !== '\\') return c.codePointAt(0)!;
  const escape = readEscape(source, true);
  if (escape.kind === 'literal') return escape.codePoint;
  if (escape.kind === 'class') return classEscape(escape.letter, ascii);
  throw source.error('bad escape in character set');
}

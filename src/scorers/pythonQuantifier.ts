/** Python quantifier forms (sre_parse) in JS syntax (docs/reference/score.md, "Python patterns"). */
import type { PatternSource } from './pythonEscape.js';

/** After `{`: `m`, `m,`, `,n`, `m,n`, `,` up to `}` (sre_parse), else null (a literal `{`). */
export function readBraceBounds(source: PatternSource): string | null {
  if (source.next === '}') return null;
  let lo = '';
  let hi = '';
  while (source.next !== undefined && /^[0-9]$/.test(source.next)) lo += source.get();
  const comma = source.match(',');
  if (comma) while (source.next !== undefined && /^[0-9]$/.test(source.next)) hi += source.get();
  if (!source.match('}')) return null;
  const min = lo === '' ? 0 : Number(lo);
  if (hi !== '' && min > Number(hi)) throw source.error('min repeat greater than max repeat');
  return comma ? `{${min},${hi}}` : `{${min}}`;
}

/** Whether a quantifier allows more than one iteration beyond its minimum ('*', '+', '{m,}', '{m,n}' with n > max(m, 1)). */
export function repeatsPastOne(quantifier: string): boolean {
  const base = quantifier.length > 1 && quantifier.endsWith('?') ? quantifier.slice(0, -1) : quantifier;
  if (base === '*' || base === '+') return true;
  const bounds = /^\{(\d+),(\d*)\}$/.exec(base);
  if (bounds === null) return false;
  return bounds[2] === '' || (Number(bounds[2]) > Number(bounds[1]) && Number(bounds[2]) > 1);
}

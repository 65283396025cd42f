/**
 * Linear-time equivalents of three IFEval regexes whose direct translation backtracks
 * quadratically on hostile replies (docs/reference/ifeval.md, "Hostile replies"). Each one returns
 * what Python's `re.findall` returns (or its count), with `.` not matching '\n' and MULTILINE `^`/`$`
 * at '\n' only, as in Python.
 */
import { isPySpace } from './pyText.js';

/**
 * `len(re.findall(r"^\s*<marker><rest>.*$", value, flags=re.MULTILINE))`, where `matchAfter(i)`
 * says whether the text after the whitespace (starting at index i) begins a match and returns the
 * index where its `.*$` starts, or -1.
 */
function countLineStarts(value: string, matchAfter: (i: number) => number): number {
  let count = 0;
  let p = 0;
  const n = value.length;
  while (p <= n) {
    if (p === 0 || value[p - 1] === '\n') {
      let q = p;
      while (q < n && isPySpace(value[q]!)) q++;
      const rest = matchAfter(q);
      if (rest >= 0) {
        count++;
        const eol = value.indexOf('\n', rest);
        p = eol < 0 ? n + 1 : eol;
        continue;
      }
      // Every line start between p and q skips to the same q and fails the same way.
      p = Math.max(q, p + 1);
      continue;
    }
    const nl = value.indexOf('\n', p);
    if (nl < 0) break;
    p = nl + 1;
  }
  return count;
}

/** `re.findall(r"^\s*\*[^\*].*$", ...)` plus `re.findall(r"^\s*-.*$", ...)`, counted (BulletListChecker). */
export function countBulletLines(value: string): number {
  const n = value.length;
  const star = countLineStarts(value, (q) => (q + 1 < n && value[q] === '*' && value[q + 1] !== '*' ? q + 2 : -1));
  const dash = countLineStarts(value, (q) => (q < n && value[q] === '-' ? q + 1 : -1));
  return star + dash;
}

/** `len(re.findall(r"\[.*?\]", value))` (PlaceholderChecker). */
export function countPlaceholders(value: string): number {
  let count = 0;
  let p = value.indexOf('[');
  while (p >= 0) {
    const close = value.indexOf(']', p + 1);
    const nl = value.indexOf('\n', p + 1);
    if (close >= 0 && (nl < 0 || close < nl)) {
      count++;
      p = value.indexOf('[', close + 1);
    } else {
      // No '[' before that newline can reach a ']' either.
      if (nl < 0) break;
      p = value.indexOf('[', nl + 1);
    }
  }
  return count;
}

/** `re.findall(r"<<[^\n]+>>", value)` (TitleChecker): per line, the first '<<' to the last '>>'. */
export function findTitles(value: string): string[] {
  const titles: string[] = [];
  for (const line of value.split('\n')) {
    const start = line.indexOf('<<');
    if (start < 0) continue;
    const end = line.lastIndexOf('>>');
    if (end >= start + 3) titles.push(line.slice(start, end + 2));
  }
  return titles;
}

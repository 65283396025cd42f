/** Turns plain text plus highlight ranges into escaped HTML: one `<mark>` for a match, spans for diffs. */
import { escapeHtml } from './escapeHtml.js';

/** A half-open UTF-16 range [start, end) of a text. */
export interface TextRange {
  readonly start: number;
  readonly end: number;
}

/** What to highlight in one text. */
export interface TextHighlights {
  /** The refusal pattern match, wrapped in one `<mark class="match">`. */
  readonly match: TextRange | null;
  /** Words that differ from the other reply, each wrapped in `<span class="diff">`. */
  readonly diffs: readonly TextRange[];
}

/**
 * Escaped HTML of `text` with its highlights. The text is cut at every range boundary and
 * each piece is escaped on its own, so no markup can leak from the text; a diff that crosses
 * the match edge is split there so the tags always nest. Ranges are clamped to the text and
 * empty ones ignored. Never throws.
 */
export function annotateText(text: string, highlights: TextHighlights): string {
  const match = highlights.match ? clampRange(highlights.match, text.length) : null;
  if (match === null || match.end <= match.start) return withDiffs(text, 0, text.length, highlights.diffs);
  return (
    withDiffs(text, 0, match.start, highlights.diffs) +
    '<mark class="match">' +
    withDiffs(text, match.start, match.end, highlights.diffs) +
    '</mark>' +
    withDiffs(text, match.end, text.length, highlights.diffs)
  );
}

/** Escaped text[from, to) with the parts of `diffs` inside it wrapped in diff spans. */
function withDiffs(text: string, from: number, to: number, diffs: readonly TextRange[]): string {
  const inside = diffs
    .map((d) => clampRange(d, text.length))
    .map((d) => ({ start: Math.max(d.start, from), end: Math.min(d.end, to) }))
    .filter((d) => d.end > d.start)
    .sort((a, b) => a.start - b.start);
  let html = '';
  let at = from;
  for (const d of inside) {
    const start = Math.max(d.start, at);
    if (d.end <= start) continue;
    html += escapeHtml(text.slice(at, start));
    html += `<span class="diff">${escapeHtml(text.slice(start, d.end))}</span>`;
    at = d.end;
  }
  return html + escapeHtml(text.slice(at, to));
}

function clampRange(range: TextRange, length: number): TextRange {
  const clamp = (v: number) => (Number.isFinite(v) ? Math.min(Math.max(Math.trunc(v), 0), length) : 0);
  return { start: clamp(range.start), end: clamp(range.end) };
}

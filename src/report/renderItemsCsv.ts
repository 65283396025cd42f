/** items.csv: one row per item with both models' key scores, for spreadsheets and scripts. */
import type { ItemRecord, ScoreItemRecord, ScoreValue } from '../results/types.js';

/** Column order of items.csv. */
export const ITEMS_CSV_COLUMNS = [
  'family',
  'id',
  'tags',
  'base_correct',
  'tuned_correct',
  'base_correct_loglik_nats',
  'tuned_correct_loglik_nats',
  'should_answer',
  'base_refused',
  'tuned_refused',
  'tokens',
  'kl_mean_nats',
  'top1_agreement',
  'flipped',
] as const;

type Column = (typeof ITEMS_CSV_COLUMNS)[number];
type Row = Partial<Record<Column, string | number | boolean>>;

/** Leading columns of a paired run's items.csv; `base_<metric>`, `tuned_<metric>` follow per metric. */
export const SCORE_CSV_COLUMNS = ['family', 'id', 'tags', 'cluster'] as const;

/**
 * items.csv text: a header and one CRLF-terminated row per item (RFC 4180). Text cells that a
 * spreadsheet would run as a formula (leading = + - @ tab CR) get a leading apostrophe;
 * numbers written by tunegate are left as numbers so they stay usable. Semicolons join tags.
 */
export function renderItemsCsv(items: readonly ItemRecord[]): string {
  const scores = items.filter((item): item is ScoreItemRecord => item.family === 'scores');
  if (scores.length > 0 && scores.length === items.length) return renderScoresCsv(scores);
  const lines = [ITEMS_CSV_COLUMNS.join(',')];
  for (const item of items) {
    const row = rowOf(item);
    lines.push(ITEMS_CSV_COLUMNS.map((column) => csvCell(row[column])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * A paired run's items.csv: family, id, tags, cluster, then base and tuned of every metric
 * (in order of first appearance); a ratio score is written as its value num/den.
 */
function renderScoresCsv(items: readonly ScoreItemRecord[]): string {
  const names = [...new Set(items.flatMap((item) => Object.keys(item.base)))];
  const header = [...SCORE_CSV_COLUMNS, ...names.flatMap((name) => [`base_${name}`, `tuned_${name}`])];
  const lines = [header.map((column) => csvCell(column)).join(',')];
  for (const item of items) {
    const cells = [item.family, item.id, item.tags.join(';'), item.cluster ?? undefined, ...names.flatMap((name) => [scoreCell(item.base[name]), scoreCell(item.tuned[name])])];
    lines.push(cells.map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

function scoreCell(value: ScoreValue | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return value;
  return value[1] > 0 ? value[0] / value[1] : undefined;
}

function rowOf(item: ItemRecord): Row {
  const common = { family: item.family, id: item.id, tags: item.tags.join(';') };
  switch (item.family) {
    case 'scores':
      return common;
    case 'capability':
      return {
        ...common,
        base_correct: bit(item.base.correct),
        tuned_correct: bit(item.tuned.correct),
        base_correct_loglik_nats: item.base.correctLoglik,
        tuned_correct_loglik_nats: item.tuned.correctLoglik,
        flipped: item.flipped,
      };
    case 'refusal':
      return { ...common, should_answer: item.shouldAnswer, base_refused: bit(item.base.refused), tuned_refused: bit(item.tuned.refused), flipped: item.flipped };
    case 'divergence':
      return {
        ...common,
        tokens: item.tokenCount,
        kl_mean_nats: item.tokenCount > 0 ? item.klSum / item.tokenCount : '',
        top1_agreement: item.tokenCount > 0 ? item.top1Agree / item.tokenCount : '',
      };
  }
}

function bit(value: boolean): number {
  return value ? 1 : 0;
}

/** One RFC 4180 cell; strings are guarded against formula injection, numbers printed round-trip. */
export function csvCell(value: string | number | boolean | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** items.csv: one row per item with both models' key scores, for spreadsheets and scripts. */
import type { ItemRecord } from '../results/types.js';

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

/**
 * items.csv text: a header and one CRLF-terminated row per item (RFC 4180). Text cells that a
 * spreadsheet would run as a formula (leading = + - @ tab CR) get a leading apostrophe;
 * numbers written by tunegate are left as numbers so they stay usable. Semicolons join tags.
 */
export function renderItemsCsv(items: readonly ItemRecord[]): string {
  const lines = [ITEMS_CSV_COLUMNS.join(',')];
  for (const item of items) {
    const row = rowOf(item);
    lines.push(ITEMS_CSV_COLUMNS.map((column) => csvCell(row[column])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

function rowOf(item: ItemRecord): Row {
  const common = { family: item.family, id: item.id, tags: item.tags.join(';') };
  switch (item.family) {
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

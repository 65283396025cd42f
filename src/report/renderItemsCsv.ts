/** items.csv: one row per item with both models' key scores, for spreadsheets and scripts. */
import { presentations, presentationTable, type CsvValue, type FamilyPresentation, type PresentationTable } from '../families/presentations.js';
import type { ItemRecord, ScoreItemRecord, ScoreValue } from '../results/types.js';

/** Columns every suite family's rows start with. */
const LEADING_COLUMNS = ['family', 'id', 'tags'] as const;
/** The column after every family's own: whether the item's outcome differs between the models (families with flips). */
const TRAILING_COLUMNS = ['flipped'] as const;

/** The items.csv header of a run over the families of `table`: leading columns, each family's own in table order, then `flipped`. */
export function itemsCsvColumns(table: PresentationTable = presentations): string[] {
  return [...LEADING_COLUMNS, ...Object.values(table).flatMap((presentation) => presentation.csvColumns), ...TRAILING_COLUMNS];
}

/** Column order of items.csv for the shipped families. */
export const ITEMS_CSV_COLUMNS: readonly string[] = itemsCsvColumns();

/** Leading columns of a paired run's items.csv; `base_<metric>`, `tuned_<metric>` follow per metric. */
export const SCORE_CSV_COLUMNS = ['family', 'id', 'tags', 'cluster'] as const;

/**
 * items.csv text: a header and one CRLF-terminated row per item (RFC 4180). Text cells that a
 * spreadsheet would run as a formula (leading = + - @ tab CR) get a leading apostrophe;
 * numbers written by tunegate are left as numbers so they stay usable. Semicolons join tags.
 * Each family's presentation in `table` (default this process's) names its columns and fills them.
 */
export function renderItemsCsv(items: readonly ItemRecord[], table: PresentationTable = presentationTable()): string {
  return [...itemsCsvLines(items, table)].join('');
}

/** renderItemsCsv's text line by line (each with its CRLF), so a large run's file can be written without being one string. */
export function* itemsCsvLines(items: readonly ItemRecord[], table: PresentationTable = presentationTable()): Generator<string> {
  if (items.length > 0 && items.every((item) => item.family === 'scores')) {
    yield* scoresCsvLines(items as readonly ScoreItemRecord[]);
    return;
  }
  const columns = itemsCsvColumns(table);
  yield `${columns.join(',')}\r\n`;
  for (const item of items) {
    const row = rowOf(item, table);
    yield `${columns.map((column) => csvCell(row[column])).join(',')}\r\n`;
  }
}

/**
 * A paired run's items.csv: family, id, tags, cluster, then base and tuned of every metric
 * (in order of first appearance); a ratio score is written as its value num/den.
 */
function* scoresCsvLines(items: readonly ScoreItemRecord[]): Generator<string> {
  const seen = new Set<string>();
  for (const item of items) for (const name of Object.keys(item.base)) seen.add(name);
  const names = [...seen];
  const header = [...SCORE_CSV_COLUMNS, ...names.flatMap((name) => [`base_${name}`, `tuned_${name}`])];
  yield `${header.map((column) => csvCell(column)).join(',')}\r\n`;
  for (const item of items) {
    const cells = [
      item.family,
      item.id,
      item.tags.join(';'),
      item.cluster ?? undefined,
      ...names.flatMap((name) => [scoreCell(item.base[name]), scoreCell(item.tuned[name])]),
    ];
    yield `${cells.map(csvCell).join(',')}\r\n`;
  }
}

function scoreCell(value: ScoreValue | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return value;
  return value[1] > 0 ? value[0] / value[1] : undefined;
}

function rowOf(item: ItemRecord, table: PresentationTable): Readonly<Record<string, CsvValue>> {
  const common = { family: item.family, id: item.id, tags: item.tags.join(';') };
  if (item.family === 'scores') return common;
  // A record's family names its presentation, so the presentation accepts the record.
  const presentation = table[item.family] as FamilyPresentation<ItemRecord, unknown>;
  return { ...common, ...presentation.csvRow(item) };
}

/** One RFC 4180 cell; strings are guarded against formula injection, numbers printed round-trip. */
export function csvCell(value: string | number | boolean | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

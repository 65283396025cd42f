/** Inspect AI score values as numbers, as the log's own code reads them (its epoch reducers: results/epochReducers.ts). */

/** A scalar score value as a number: null for an unscored epoch, undefined when it has no numeric reading. */
export function inspectValueToFloat(value: unknown): number | null | undefined {
  if (value === null) return null; // NaN (unscored) is written as null in JSON logs
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string') return undefined;
  // The scorer letters first (case-sensitive), then common spellings, then numeric text.
  if (value === 'C') return 1;
  if (value === 'P') return 0.5;
  if (value === 'I' || value === 'N') return 0;
  const lower = value.toLowerCase();
  if (lower === 'yes' || lower === 'true') return 1;
  if (lower === 'no' || lower === 'false') return 0;
  const trimmed = value.trim();
  if (trimmed !== '' && Number.isFinite(Number(trimmed))) return Number(trimmed);
  return undefined;
}

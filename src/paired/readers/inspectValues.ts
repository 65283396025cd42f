/** Inspect AI score values as numbers, and its epoch reducers, as the log's own code defines them. */

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

/** A reducer over one sample's epochs: raw values in epoch order → one number (NaN when undefined). */
export type EpochReducer = (values: readonly unknown[]) => number;

/**
 * The reducer named `name` in an eval log (`mean`, `median`, `mode`, `max`, `pass_at_<k>`,
 * `at_least_<k>`), or undefined for a name tunegate does not know. Unscored epochs (null)
 * are left out first, as the log's reducers do; values without a numeric reading must have
 * been rejected by the caller.
 */
export function epochReducer(name: string): EpochReducer | undefined {
  const numbered = /^(pass_at|at_least)_(\d+)$/.exec(name);
  if (numbered) {
    const k = Number(numbered[2]);
    return numbered[1] === 'pass_at' ? (values) => passAt(floats(values), k) : (values) => atLeast(floats(values), k);
  }
  switch (name) {
    case 'mean':
      return (values) => mean(floats(values));
    case 'median':
      return (values) => median(floats(values));
    case 'max':
      return (values) => (floats(values).length ? Math.max(...floats(values)) : Number.NaN);
    case 'mode':
      return mode;
    default:
      return undefined;
  }
}

function floats(values: readonly unknown[]): number[] {
  return values.map(inspectValueToFloat).filter((v): v is number => typeof v === 'number');
}

function mean(values: readonly number[]): number {
  return values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : Number.NaN;
}

function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The most common raw value (the first to reach the top count wins a tie), read as a number. */
function mode(values: readonly unknown[]): number {
  const counts = new Map<string, { value: unknown; count: number }>();
  for (const value of values) {
    if (inspectValueToFloat(value) === null) continue;
    const key = JSON.stringify(value);
    const entry = counts.get(key) ?? { value, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  let best: { value: unknown; count: number } | undefined;
  for (const entry of counts.values()) if (best === undefined || entry.count > best.count) best = entry;
  return best === undefined ? Number.NaN : (inspectValueToFloat(best.value) ?? Number.NaN);
}

/** Unbiased pass@k (Chen et al. 2021) with success meaning a value ≥ 1. */
function passAt(values: readonly number[], k: number): number {
  const total = values.length;
  const correct = values.filter((v) => v >= 1).length;
  if (total < k) return Number.NaN;
  if (total - correct < k) return 1;
  let product = 1;
  for (let i = total - correct + 1; i <= total; i += 1) product *= 1 - k / i;
  return 1 - product;
}

/** 1 when at least k epochs reach a value ≥ 1, else 0. */
function atLeast(values: readonly number[], k: number): number {
  if (values.length === 0) return Number.NaN;
  return values.filter((v) => v >= 1).length >= k ? 1 : 0;
}

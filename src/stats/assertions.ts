/**
 * Input checks shared by the stats functions. Each throws a plain RangeError or TypeError
 * whose message names the argument, the offending value and what was expected, because
 * `stats/` stays free of tunegate's error classes.
 */

/** Throws TypeError unless `value` is a Float64Array; `name` is the argument's name. */
export function assertFloat64Array(value: unknown, name: string): asserts value is Float64Array {
  if (!(value instanceof Float64Array)) {
    throw new TypeError(`${name} must be a Float64Array, got ${describe(value)}`);
  }
}

/** Throws RangeError unless every element of `values` is finite (no NaN, no ±Infinity). */
export function assertFinite(values: Float64Array, name: string): void {
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (!Number.isFinite(v)) throw new RangeError(`${name}[${i}] is ${v}, expected a finite number`);
  }
}

/** Throws RangeError unless `values` is non-empty. */
export function assertNonEmpty(values: ArrayLike<number>, name: string): void {
  if (values.length === 0) throw new RangeError(`${name} is empty, expected at least one value`);
}

/** Throws RangeError unless `level` lies strictly inside (0, 1). */
export function assertOpenUnit(level: number, name: string): void {
  if (typeof level !== 'number' || !(level > 0 && level < 1)) {
    throw new RangeError(`${name} is ${String(level)}, expected a number strictly between 0 and 1`);
  }
}

/** Throws RangeError unless `value` is an integer ≥ `min`. */
export function assertInteger(value: number, name: string, min: number): void {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`${name} is ${String(value)}, expected an integer ≥ ${min}`);
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'object') return (value as object).constructor?.name ?? 'object';
  return typeof value;
}

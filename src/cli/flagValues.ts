/** Validators of one flag's value, shared by every command: each bad value is one UsageError naming the flag (exit 3). */
import { UsageError } from '../errors/index.js';

/** An integer flag within [min, max]; throws UsageError naming the flag (with `hint` when given). */
export function integer(value: unknown, flag: string, min: number, max: number, hint?: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    const message = `${flag} must be an integer in ${min}..${max}, got ${String(value)}`;
    throw hint === undefined ? new UsageError(message) : new UsageError(message, hint);
  }
  return value;
}

/** A number flag strictly between 0 and 1; throws UsageError naming the flag. */
export function fraction(value: unknown, flag: string): number {
  if (typeof value !== 'number' || !(value > 0 && value < 1))
    throw new UsageError(`${flag} must be a number strictly between 0 and 1, got ${String(value)}`, 'e.g. --confidence 0.95');
  return value;
}

/** A finite number flag ≥ 0; throws UsageError naming the flag. */
export function nonNegative(value: unknown, flag: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw new UsageError(`${flag} must be a non-negative number, got ${String(value)}`);
  return value;
}

/** A comma-separated flag whose parts must all be in `allowed`; undefined when absent. Throws UsageError. */
export function list<T extends string>(value: unknown, allowed: readonly T[], flag: string): T[] | undefined {
  if (value === undefined) return undefined;
  const parts = String(value)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = parts.filter((part) => !allowed.includes(part as T));
  if (parts.length === 0 || unknown.length > 0) {
    throw new UsageError(`${flag} got ${JSON.stringify(String(value))}; expected a comma-separated list of ${allowed.join(', ')}`);
  }
  return [...new Set(parts as T[])];
}

/**
 * Reading one instruction's kwargs as lm-eval v0.4.6 passes them to `build_description`
 * (docs/reference/ifeval.md): falsy values are dropped first (`{k: v for k, v in kwargs.items() if v}`),
 * and where the Python checker would then draw a random value (a missing or negative threshold, a
 * missing relation or word) this port refuses, since a random instruction cannot be scored reproducibly.
 */
import { InvalidInputError } from '../../errors/index.js';

export type Kwargs = Readonly<Record<string, unknown>>;

/** The two relations IFEval's thresholds use (`_COMPARISON_RELATION`). */
export type Relation = 'less than' | 'at least';

/** Python truthiness of a JSON value: None, 0, '', [], {} and false are falsy. */
function isTruthy(v: unknown): boolean {
  if (v === null || v === undefined || v === false || v === 0 || v === '') return false;
  if (Array.isArray(v)) return v.length > 0;
  if (typeof v === 'object') return Object.keys(v).length > 0;
  return true;
}

/** lm-eval's `{k: v for k, v in kwargs.items() if v}`. */
export function dropFalsy(kwargs: Kwargs): Kwargs {
  return Object.fromEntries(Object.entries(kwargs).filter(([, v]) => isTruthy(v)));
}

function fail(id: string, key: string, why: string): never {
  throw new InvalidInputError(
    `IFEval instruction ${id}: kwarg '${key}' ${why}`,
    'Give the instruction its kwargs as the IFEval data does (the official checker would pick a random value here).',
  );
}

/** A threshold the checker compares against: present and not negative. */
export function numberKwarg(id: string, kwargs: Kwargs, key: string): number {
  const v = kwargs[key];
  if (typeof v !== 'number' || !Number.isFinite(v)) fail(id, key, `must be a number, got ${JSON.stringify(v)}`);
  if (v < 0) fail(id, key, `must not be negative, got ${v}`);
  return v;
}

/** A non-empty string kwarg. */
export function stringKwarg(id: string, kwargs: Kwargs, key: string): string {
  const v = kwargs[key];
  if (typeof v !== 'string' || v === '') fail(id, key, `must be a non-empty string, got ${JSON.stringify(v)}`);
  return v;
}

/** A non-empty list of strings. */
export function stringListKwarg(id: string, kwargs: Kwargs, key: string): string[] {
  const v = kwargs[key];
  if (!Array.isArray(v) || v.length === 0 || !v.every((x) => typeof x === 'string')) {
    fail(id, key, `must be a non-empty list of strings, got ${JSON.stringify(v)}`);
  }
  return v as string[];
}

/** 'less than' or 'at least' (anything else makes the Python checker raise). */
export function relationKwarg(id: string, kwargs: Kwargs, key: string): Relation {
  const v = kwargs[key];
  if (v !== 'less than' && v !== 'at least') fail(id, key, `must be 'less than' or 'at least', got ${JSON.stringify(v)}`);
  return v;
}

/** `count < threshold` for 'less than', `count >= threshold` for 'at least'. */
export function compare(count: number, relation: Relation, threshold: number): boolean {
  return relation === 'less than' ? count < threshold : count >= threshold;
}

/**
 * A small checker for untrusted JSON: combinators that verify a value's shape and return it
 * typed. A mismatch is a ShapeProblem naming the path; readRunDir turns it into the one
 * user-facing error.
 */

/** Where and why a value does not have the expected shape. */
export class ShapeProblem extends Error {
  readonly path: string;
  readonly expected: string;

  constructor(path: string, expected: string, got: unknown) {
    super(`${path || 'top level'}: expected ${expected}, got ${describe(got)}`);
    this.path = path;
    this.expected = expected;
  }
}

/** Verifies `value` (found at `path`) and returns it typed; throws ShapeProblem. */
export type Check<T> = (value: unknown, path: string) => T;

/** A field that may be absent (never `undefined` in the output: exactOptionalPropertyTypes). */
export interface OptionalField<T> {
  readonly optional: Check<T>;
}

type Field = Check<unknown> | OptionalField<unknown>;
type Required<S> = { readonly [K in keyof S as S[K] extends OptionalField<unknown> ? never : K]: S[K] extends Check<infer T> ? T : never };
type Optionals<S> = { readonly [K in keyof S as S[K] extends OptionalField<unknown> ? K : never]?: S[K] extends OptionalField<infer T> ? T : never };

/** A short, bounded description of an offending value for error messages. */
function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}

/** Any string. */
export const str: Check<string> = (v, path) => {
  if (typeof v !== 'string') throw new ShapeProblem(path, 'a string', v);
  return v;
};

/** Any finite number. */
export const num: Check<number> = (v, path) => {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new ShapeProblem(path, 'a number', v);
  return v;
};

/** true or false. */
export const bool: Check<boolean> = (v, path) => {
  if (typeof v !== 'boolean') throw new ShapeProblem(path, 'true or false', v);
  return v;
};

/** One of the listed literal values. */
export function oneOf<const T extends string | number>(values: readonly T[]): Check<T> {
  return (v, path) => {
    if (!values.includes(v as T)) throw new ShapeProblem(path, `one of ${values.map((x) => JSON.stringify(x)).join(', ')}`, v);
    return v as T;
  };
}

/** `check` or null. */
export function nullable<T>(check: Check<T>): Check<T | null> {
  return (v, path) => (v === null ? null : check(v, path));
}

/** An array whose every element passes `check`. */
export function arrayOf<T>(check: Check<T>): Check<readonly T[]> {
  return (v, path) => {
    if (!Array.isArray(v)) throw new ShapeProblem(path, 'an array', v);
    return v.map((element, i) => check(element, `${path}[${i}]`));
  };
}

/** A closed interval [lo, hi] of two numbers with lo ≤ hi. */
export const interval: Check<readonly [number, number]> = (v, path) => {
  if (!Array.isArray(v) || v.length !== 2) throw new ShapeProblem(path, '[lo, hi]', v);
  const lo = num(v[0], `${path}[0]`);
  const hi = num(v[1], `${path}[1]`);
  if (lo > hi) throw new ShapeProblem(path, '[lo, hi] with lo ≤ hi', v);
  return [lo, hi];
};

/** Mark a field of `object` as optional. */
export function optional<T>(check: Check<T>): OptionalField<T> {
  return { optional: check };
}

/** An object with the given fields; unknown extra fields are ignored and not copied. */
export function object<S extends Record<string, Field>>(shape: S): Check<Required<S> & Optionals<S>> {
  return (v, path) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new ShapeProblem(path, 'an object', v);
    const source = v as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) {
      const at = path ? `${path}.${key}` : key;
      if (typeof field === 'function') out[key] = field(source[key], at);
      else if (source[key] !== undefined) out[key] = field.optional(source[key], at);
    }
    return out as Required<S> & Optionals<S>;
  };
}

/** An object whose keys are a subset of `keys`, each value passing `check`. */
export function partialRecord<K extends string, T>(keys: readonly K[], check: Check<T>): Check<Partial<Record<K, T>>> {
  return (v, path) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new ShapeProblem(path, 'an object', v);
    const out: Partial<Record<K, T>> = {};
    for (const [key, value] of Object.entries(v as Record<string, unknown>)) {
      if (!keys.includes(key as K)) throw new ShapeProblem(`${path}.${key}`, `a key among ${keys.join(', ')}`, key);
      out[key as K] = check(value, `${path}.${key}`);
    }
    return out;
  };
}

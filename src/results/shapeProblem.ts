/** The one kind of problem a run folder file can have once it parses as JSON: a field of the wrong shape. */

/** Where (a path such as `metrics[1].ci`) and why a value does not have the shape results/types.ts gives it. */
export class ShapeProblem extends Error {
  readonly path: string;

  constructor(path: string, problem: string) {
    super(`${path || 'top level'}: ${problem}`);
    this.path = path;
  }
}

/** A short, bounded description of an offending value for error messages. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}

/** `path` extended by an object key (`metrics[1]` + `ci` → `metrics[1].ci`) or an array index (`[2]`). */
export function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

/** A JSON pointer as the validators report it (`/metrics/1/ci`) → the path messages show (`metrics[1].ci`). */
export function pointerToPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<string>((path, segment) => childPath(path, /^\d+$/.test(segment) ? Number(segment) : segment), '');
}

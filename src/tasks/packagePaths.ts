/** Where the shipped benchmark data lies, and how results.json names a data file. */
import { isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root (src/tasks/ or dist/tasks/ sits two levels below it). */
const PACKAGE_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The shipped data folder. */
export const SHIPPED_BENCHMARKS = join(PACKAGE_ROOT, 'suites', 'benchmarks');

/** A data file's path for results.json: relative to the package root when inside it, else absolute. */
export function dataFileName(file: string): string {
  const fromRoot = relative(PACKAGE_ROOT, file);
  return fromRoot.startsWith('..') || isAbsolute(fromRoot) ? file : fromRoot.split('\\').join('/');
}

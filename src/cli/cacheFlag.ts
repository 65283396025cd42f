/** `--cache DIR` / `--no-cache`: which result cache folder a command uses (docs/ARCHITECTURE.md §10). */
import { UsageError } from '../errors/index.js';

/** Where the cache folder came from: a flag is an error when unwritable, the default only a note. */
export interface CacheChoice {
  readonly dir: string;
  readonly explicit: boolean;
}

/**
 * The cache folder from `--cache` (false for `--no-cache`), else TUNEGATE_NO_CACHE=1 (none), else
 * `defaultDir` (TUNEGATE_CACHE_DIR, XDG_CACHE_HOME or ~/.cache, as cache/defaultCacheDir says).
 * Returns null for no cache; throws UsageError for an empty --cache.
 */
export function cacheChoice(value: unknown, env: Readonly<Record<string, string | undefined>>, defaultDir: string): CacheChoice | null {
  if (value === false) return null;
  if (typeof value === 'string') {
    if (value.trim() === '') throw new UsageError('--cache needs a folder path', 'Pass --cache DIR, or --no-cache to run without the result cache.');
    return { dir: value, explicit: true };
  }
  if (env['TUNEGATE_NO_CACHE'] === '1') return null;
  return { dir: defaultDir, explicit: env['TUNEGATE_CACHE_DIR'] !== undefined && env['TUNEGATE_CACHE_DIR'] !== '' };
}

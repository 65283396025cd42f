/** Where the result cache lives, and the check that it can be written before any model loads. */
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { folderError, makeDirs } from '../results/index.js';

/**
 * The cache folder when no --cache is given: TUNEGATE_CACHE_DIR, else $XDG_CACHE_HOME/tunegate
 * (an absolute XDG_CACHE_HOME only, as the XDG spec says), else ~/.cache/tunegate.
 */
export function defaultCacheDir(env: Readonly<Record<string, string | undefined>>, home: string): string {
  const own = env['TUNEGATE_CACHE_DIR'];
  if (own !== undefined && own !== '') return own;
  const xdg = env['XDG_CACHE_HOME'];
  if (xdg !== undefined && isAbsolute(xdg)) return join(xdg, 'tunegate');
  return join(home, '.cache', 'tunegate');
}

/**
 * Create `dir` (and its parents) and write a probe file in it, so an unwritable cache fails in a
 * second with one line naming `flag` (exit 3), not after a model has been scored.
 */
export async function checkCacheDir(dir: string, flag: string): Promise<void> {
  await makeDirs(dir, flag);
  const probe = join(dir, `.probe-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    await writeFile(probe, '');
  } catch (error) {
    throw folderError(flag, dir, dir, error as NodeJS.ErrnoException);
  } finally {
    await rm(probe, { force: true });
  }
}

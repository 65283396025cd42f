/** A lock file beside the releases file, so concurrent `tunegate release` calls append one after another and lose no entry. */
import { open, rm, stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { RuntimeFailureError } from '../errors/index.js';

/** A lock older than this was left by a killed process (a release holds it for milliseconds). */
const STALE_MS = 30_000;
/** How long a caller waits for another release to finish. */
const WAIT_MS = 20_000;

/**
 * Run `body` while holding `<path>.lock` (created exclusively, O_EXCL, which every process and
 * file system tunegate runs on honours), then remove it. A lock left by a killed process is
 * taken over once stale. Throws RuntimeFailureError naming the lock when it cannot be taken.
 */
export async function withReleasesLock<T>(path: string, body: () => Promise<T>): Promise<T> {
  const lock = `${path}.lock`;
  const deadline = Date.now() + WAIT_MS;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const handle = await open(lock, 'wx');
      await handle.close();
      break;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST')
        throw new RuntimeFailureError(`${lock}: cannot be created (${code ?? String(error)})`, 'The releases file needs a writable folder.');
      const held = await stat(lock).catch(() => null);
      if (held !== null && Date.now() - held.mtimeMs > STALE_MS) {
        await rm(lock, { force: true });
        continue;
      }
      if (Date.now() > deadline)
        throw new RuntimeFailureError(
          `${lock}: another tunegate release has held it for over ${WAIT_MS / 1000} s`,
          `Wait for it to finish; a lock left by a killed process is taken over after ${STALE_MS / 1000} s.`,
        );
      // Jittered back-off, so six callers started together do not retry in lock-step.
      await sleep(5 + Math.random() * Math.min(100, 5 * 2 ** attempt));
    }
  }
  try {
    return await body();
  } finally {
    await rm(lock, { force: true });
  }
}

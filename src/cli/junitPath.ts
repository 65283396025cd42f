/** `--junit FILE` checked before any model work, so a bad path fails in a second, not after the run (docs/ARCHITECTURE.md §7). */
import { randomBytes } from 'node:crypto';
import { open, stat, unlink } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { UsageError } from '../errors/index.js';
import { outputTarget } from '../results/index.js';

const HINT = 'Pass --junit a file path in a folder you can write, e.g. --junit reports/tunegate.xml.';

/**
 * Throw UsageError naming `--junit` and the path when the JUnit file could not be written after
 * the run: the path is a folder, a parent on the way is a file, or the nearest existing folder
 * refuses a new file (read-only, /proc, no permission). The folder is probed by creating and
 * removing one empty file, since permission bits lie for root and for special file systems.
 * Creates no folder: the parents are made only when the file is written.
 */
export async function checkJunitPath(path: string): Promise<void> {
  const file = resolve(path);
  const self = await statOrNull(file);
  if (self?.isDirectory()) throw new UsageError(`--junit ${path}: is a folder, not a file`, HINT);
  // A device, FIFO or socket (also behind a link) is refused now, not after the run.
  outputTarget(file);
  let folder = dirname(file);
  for (;;) {
    const found = await statOrNull(folder);
    if (found !== null) {
      if (!found.isDirectory()) throw new UsageError(`--junit ${path}: ${folder} is a file, not a folder`, HINT);
      break;
    }
    const up = dirname(folder);
    if (up === folder) break;
    folder = up;
  }
  const probe = join(folder, `.tunegate-junit-probe-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    await (await open(probe, 'wx')).close();
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new UsageError(`--junit ${path}: cannot write a file in ${folder} (${code ?? message})`, HINT);
  }
  await unlink(probe).catch(() => undefined);
}

async function statOrNull(path: string): Promise<Awaited<ReturnType<typeof stat>> | null> {
  try {
    return await stat(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    // ENOTDIR: a parent on the way is a file; the loop above names which.
    if (code === 'ENOTDIR') return null;
    throw new UsageError(`--junit ${path}: ${(error as Error).message}`, HINT);
  }
}

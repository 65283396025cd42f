/**
 * Staging folders left by killed runs (docs/ARCHITECTURE.md §7): a run writes into
 * `.<name>.tunegate-<host>-<pid>-<random>.tmp` beside its --out folder and renames it into place
 * at the end, so a run killed with SIGKILL leaves that folder behind. The next run in the same
 * parent removes the ones this machine's dead processes left. Folders of other hosts (a shared
 * file system) and of live processes are never touched: their runs may still be going.
 */
import { readdir, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** The staging folder name for a run writing `name`, unique to this host and process. */
export function stagingName(name: string, pid: number, random: string): string {
  return `.${name}.tunegate-${hostTag()}-${pid}-${random}.tmp`;
}

/** Remove staging folders in `parent` left by processes of this host that are no longer alive; returns their names. */
export async function removeStaleStaging(parent: string, isAlive: (pid: number) => boolean): Promise<string[]> {
  const names = await readdir(parent).catch(() => [] as string[]);
  const pattern = new RegExp(`^\\..+\\.tunegate-${escapeRegExp(hostTag())}-(\\d+)-[0-9a-f]+\\.tmp(?:\\.replaced)?$`);
  const stale = names.filter((name) => {
    const pid = pattern.exec(name)?.[1];
    return pid !== undefined && !isAlive(Number(pid));
  });
  for (const name of stale) await rm(join(parent, name), { recursive: true, force: true }).catch(() => undefined);
  return stale;
}

/** Whether a process with this pid exists on this host (signal 0 tests without sending). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The host name reduced to characters safe in a file name. */
function hostTag(): string {
  return (
    hostname()
      .replace(/[^A-Za-z0-9]+/g, '_')
      .slice(0, 40) || 'host'
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

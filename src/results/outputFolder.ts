/**
 * The run folder as a whole (docs/ARCHITECTURE.md §7): checked and probed before any model
 * loads, written as a hidden staging folder beside the target, and moved into place in one
 * rename, so a failed run leaves nothing behind and a reader never sees half a run.
 */
import { randomBytes } from 'node:crypto';
import { readdir, realpath, rename, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { rmSync, rmdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { RuntimeFailureError, UsageError } from '../errors/index.js';
import { processAlive, removeStaleStaging, stagingName } from './staleStaging.js';
import { folderError, makeDirs, removeEmptyDirs } from './makeDirs.js';
import { RUN_FILES } from './runFolder.js';

/** The file that marks a folder of several candidates' runs (one run folder per candidate beside it). */
export const CANDIDATES_INDEX_FILE = 'index.json';

/** A run's output folder between the check and the move into place. */
export interface OutputFolder {
  /** The folder the run ends up in (absolute). */
  readonly target: string;
  /** The hidden folder beside `target` the run is written into. */
  readonly staging: string;
  /** Whether `target` holds a previous run that commit() replaces (only with force). */
  readonly replacesRun: boolean;
  /** Move the staging folder into place as a whole; afterwards discard() does nothing. */
  commit(): Promise<void>;
  /** Remove the staging folder and the parents prepareOutputFolder created; idempotent. */
  discard(): Promise<void>;
  /** discard() for an exit that cannot wait (a second Ctrl-C). */
  discardSync(): void;
}

/** Options of prepareOutputFolder. */
export interface OutputFolderOptions {
  /** Replace a folder that holds a previous run. */
  readonly force: boolean;
  /** The flag named in errors; default `--out`. */
  readonly flag?: string;
}

/**
 * Check `target` and get it ready before any model work: it must be missing, an empty folder,
 * or (with `force`) a flat folder holding a previous run. Creates missing parents, the staging
 * folder beside the target, and writes and removes a probe file in it, so a read-only or full
 * file system, a parent that is a file, or a folder that refuses new entries is one UsageError
 * now rather than a failure after the models ran.
 */
export async function prepareOutputFolder(target: string, options: OutputFolderOptions): Promise<OutputFolder> {
  const flag = options.flag ?? '--out';
  const absolute = await realpath(resolve(target)).catch(() => resolve(target));
  const parent = dirname(absolute);
  if (parent === absolute) throw new UsageError(`${flag} ${target}: the root folder cannot hold a run`, 'Pass a new or empty folder.');
  const replacesRun = await checkTarget(absolute, target, flag, options.force);
  const created = await makeDirs(parent, flag, target);
  await removeStaleStaging(parent, processAlive);
  const staging = join(parent, stagingName(basename(absolute), process.pid, randomBytes(4).toString('hex')));
  try {
    await mkdir(staging);
  } catch (error) {
    await removeEmptyDirs(created);
    throw folderError(flag, target, parent, error as NodeJS.ErrnoException);
  }
  let state: 'open' | 'committed' | 'discarded' = 'open';
  const folder: OutputFolder = {
    target: absolute,
    staging,
    replacesRun,
    async commit() {
      if (state !== 'open') return;
      await moveIntoPlace(staging, absolute, replacesRun);
      state = 'committed';
    },
    async discard() {
      if (state !== 'open') return;
      state = 'discarded';
      await rm(staging, { recursive: true, force: true });
      await removeEmptyDirs(created);
    },
    discardSync() {
      if (state !== 'open') return;
      state = 'discarded';
      rmSync(staging, { recursive: true, force: true });
      for (const dir of [...created].reverse()) {
        try {
          rmdirSync(dir);
        } catch {
          return;
        }
      }
    },
  };
  try {
    const probe = join(staging, '.probe');
    await writeFile(probe, 'tunegate probe\n');
    await rm(probe);
  } catch (error) {
    await folder.discard();
    throw folderError(flag, target, staging, error as NodeJS.ErrnoException);
  }
  return folder;
}

/** Whether `absolute` holds a run to replace; throws UsageError when it may not be written. */
async function checkTarget(absolute: string, target: string, flag: string, force: boolean): Promise<boolean> {
  const info = await stat(absolute).catch(() => null);
  if (info === null) return false;
  if (!info.isDirectory()) throw new UsageError(`${flag} ${target} is a file, not a folder`, 'Pass a folder path; it is created if missing.');
  const entries = await readdir(absolute, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) =>
    Promise.reject(folderError(flag, target, absolute, error)),
  );
  if (entries.length === 0) return false;
  const names = entries.map((entry) => entry.name).sort();
  const holdsCandidates = names.includes(CANDIDATES_INDEX_FILE);
  const holdsRun = names.includes(RUN_FILES.results) || names.includes(RUN_FILES.items) || holdsCandidates;
  if (!holdsRun) {
    throw new UsageError(
      `${flag} ${target} is not empty (${listNames(names)}) and holds no tunegate run`,
      'Pass a new or empty folder; tunegate writes its five files into a folder of their own.',
    );
  }
  if (!force) {
    throw new UsageError(
      `${flag} ${target} already holds a run; pass --force to replace it, or choose another folder`,
      'A run folder is replaced only on request, so a previous run is never mixed with a new one.',
    );
  }
  const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  // A run of several candidates is a folder of run folders: they are the run, and go with it.
  if (folders.length > 0 && !holdsCandidates) {
    throw new UsageError(
      `${flag} ${target} holds a run but also folders (${listNames(folders.sort())}); --force replaces only a run folder`,
      'Move the folders elsewhere or pass another --out.',
    );
  }
  return true;
}

function listNames(names: readonly string[]): string {
  return names.length > 3 ? `${names.slice(0, 3).join(', ')}, …` : names.join(', ');
}

/**
 * rename() moves a folder onto a missing or empty path at once. A previous run (with --force)
 * is first renamed aside, then removed, so the target is briefly absent but never a mixture.
 */
async function moveIntoPlace(staging: string, target: string, replacesRun: boolean): Promise<void> {
  const aside = `${staging}.replaced`;
  try {
    if (replacesRun) await rename(target, aside);
    await rename(staging, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    if (replacesRun) await rename(aside, target).catch(() => undefined);
    const reason = code === 'ENOTEMPTY' || code === 'EEXIST' ? 'another process wrote into it during the run' : code;
    throw new RuntimeFailureError(`${target}: cannot move the finished run into place (${reason})`, 'Re-run with a new --out folder.');
  }
  if (replacesRun) await rm(aside, { recursive: true, force: true });
}

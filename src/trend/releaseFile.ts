/**
 * The releases file of a release line: read, append one release, and the last one. A nightly
 * job takes its base from the last entry (`tunegate release --last`), so shipping a release
 * changes the baseline without editing the job.
 */
import { lstat, readFile, readlink, realpath, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { InvalidInputError, UsageError } from '../errors/index.js';
import { fileKind, writeFileAtomic, type ReleaseEntry, type ReleasesFile } from '../results/index.js';
import { withReleasesLock } from './releasesLock.js';

const DAMAGED_HINT = 'The releases file is written by `tunegate release`; restore it from version control, or fix the entry named.';

/** An empty releases file. */
export function emptyReleases(): ReleasesFile {
  return { kind: 'tunegate-releases', schemaVersion: 1, releases: [] };
}

/** Releases file text → its contents; throws InvalidInputError naming `path` (and the entry) when the shape is wrong. */
export function parseReleases(text: string, path: string): ReleasesFile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new InvalidInputError(`${path}: not valid JSON (${(error as Error).message})`, DAMAGED_HINT);
  }
  const file = value as Partial<ReleasesFile> | null;
  if (file === null || typeof file !== 'object' || file.kind !== 'tunegate-releases' || file.schemaVersion !== 1 || !Array.isArray(file.releases)) {
    throw new InvalidInputError(
      `${path}: not a tunegate releases file (expected {"kind": "tunegate-releases", "schemaVersion": 1, "releases": [...]})`,
      DAMAGED_HINT,
    );
  }
  file.releases.forEach((entry: unknown, index) => {
    const problem = entryProblem(entry);
    if (problem !== null) throw new InvalidInputError(`${path}: releases[${index}]: ${problem}`, DAMAGED_HINT);
  });
  return file as ReleasesFile;
}

function entryProblem(entry: unknown): string | null {
  if (entry === null || typeof entry !== 'object') return 'not an object';
  const record = entry as Record<string, unknown>;
  for (const key of ['path', 'sha256', 'releasedAt', 'run', 'runId'] as const) {
    if (typeof record[key] !== 'string' || record[key] === '') return `"${key}" must be a non-empty string`;
  }
  if (!/^[0-9a-f]{64}$/.test(record['sha256'] as string)) return '"sha256" must be 64 lower-case hex digits';
  const files = record['files'];
  if (files === undefined) return null;
  const fileOk = (file: unknown): boolean =>
    file !== null &&
    typeof file === 'object' &&
    typeof (file as Record<string, unknown>)['path'] === 'string' &&
    /^[0-9a-f]{64}$/.test(String((file as Record<string, unknown>)['sha256'])) &&
    Number.isInteger((file as Record<string, unknown>)['sizeBytes']);
  if (!Array.isArray(files) || files.length === 0 || !files.every(fileOk)) return '"files" must be a non-empty list of {path, sha256, sizeBytes}';
  return null;
}

/** Read `path`; a missing file is an empty line (the first release creates it). Throws as parseReleases. */
export async function readReleases(path: string): Promise<ReleasesFile> {
  // A FIFO or device would block or never end the read: only a regular file (or none) is read.
  const info = await stat(path).catch(() => null);
  if (info !== null && !info.isFile())
    throw new InvalidInputError(
      `${path}: is ${fileKind(info)}, not a regular file`,
      'Name the releases JSON file (a missing one is created by the first release).',
    );
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyReleases();
    throw new InvalidInputError(`${path}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`, 'Check the file permissions.');
  }
  return parseReleases(text, path);
}

/**
 * Append `entry` to the releases file at `path` (created when missing), atomically: a reader
 * sees the old file or the new one whole, and concurrent appends take turns (`withReleasesLock`). Returns false, writing nothing, when the last
 * release already is this model (same sha256), so marking a run twice is harmless.
 */
export async function appendRelease(path: string, entry: ReleaseEntry): Promise<boolean> {
  // A releases file kept as a link (into a shared or versioned folder) is written where it
  // points: the atomic rename would otherwise put a plain file in the link's place.
  const target = await linkTarget(path);
  // Read, append and replace under one lock: two releases at once would each write the file
  // they read plus their own entry, and one entry would be lost.
  return withReleasesLock(target, async () => {
    const file = await readReleases(target);
    if (file.releases[file.releases.length - 1]?.sha256 === entry.sha256) return false;
    const next: ReleasesFile = { ...file, releases: [...file.releases, entry] };
    await writeFileAtomic(target, `${JSON.stringify(next, null, 2)}\n`);
    return true;
  });
}

/** The file `path` names with its links followed: itself when it is no link, a dangling link's target (which the first release creates). */
async function linkTarget(path: string): Promise<string> {
  try {
    return await realpath(path);
  } catch {
    const link = await lstat(path).catch(() => null);
    return link?.isSymbolicLink() === true ? resolve(dirname(path), await readlink(path)) : path;
  }
}

/** The last release of the file at `path`; throws UsageError when the file is missing or holds none. */
export async function lastRelease(path: string): Promise<ReleaseEntry> {
  const file = await readReleases(path);
  const last = file.releases[file.releases.length - 1];
  if (last === undefined) throw new UsageError(`${path}: no release recorded yet`, 'Mark the model that shipped: tunegate release RUN_DIR --releases ' + path);
  return last;
}

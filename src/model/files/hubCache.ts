/**
 * Models from the local Hugging Face hub cache, found offline: `org/name[@revision]` →
 * `<cache>/models--org--name/snapshots/<commit>/`, the commit read from `refs/<revision>`.
 * Nothing is ever downloaded (docs/ARCHITECTURE.md §3).
 */
import { existsSync, lstatSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, normalize, resolve, sep } from 'node:path';
import { ModelLoadError } from '../../errors/index.js';

/** The hub cache folder and the setting it came from, for messages. */
export interface HubCacheLocation {
  readonly dir: string;
  /** e.g. "HF_HUB_CACHE", "HF_HOME", "the default". */
  readonly from: string;
}

/** A repo id with an optional revision, as typed: `org/name` or `org/name@revision`. */
export interface HubRepoRef {
  readonly repo: string;
  /** Branch, tag or commit; null for the default branch (main). */
  readonly revision: string | null;
}

/** A snapshot of a cached repo. */
export interface HubSnapshot {
  readonly repo: string;
  /** The revision asked for ("main" when none was given). */
  readonly revision: string;
  /** The 40-hex commit of the snapshot. */
  readonly commit: string;
  readonly snapshotDir: string;
  readonly cache: HubCacheLocation;
}

const DEFAULT_REVISION = 'main';

/**
 * The cache folder the Hugging Face libraries use, from `env`: HF_HUB_CACHE, then the older
 * HUGGINGFACE_HUB_CACHE, then HF_HOME/hub, then XDG_CACHE_HOME/huggingface/hub, then
 * ~/.cache/huggingface/hub. A leading `~` is the home folder.
 */
export function hubCacheLocation(env: Readonly<Record<string, string | undefined>>, home: string): HubCacheLocation {
  const expand = (path: string): string => resolve(path === '~' ? home : path.startsWith('~/') ? join(home, path.slice(2)) : path);
  const set = (name: string): string | undefined => (env[name] !== undefined && env[name] !== '' ? env[name] : undefined);
  const hubCache = set('HF_HUB_CACHE') ?? set('HUGGINGFACE_HUB_CACHE');
  if (hubCache !== undefined) return { dir: expand(hubCache), from: set('HF_HUB_CACHE') !== undefined ? 'HF_HUB_CACHE' : 'HUGGINGFACE_HUB_CACHE' };
  const hfHome = set('HF_HOME');
  if (hfHome !== undefined) return { dir: join(expand(hfHome), 'hub'), from: 'HF_HOME' };
  const xdg = set('XDG_CACHE_HOME');
  if (xdg !== undefined) return { dir: join(expand(xdg), 'huggingface', 'hub'), from: 'XDG_CACHE_HOME' };
  return { dir: join(home, '.cache', 'huggingface', 'hub'), from: 'the default' };
}

/**
 * `arg` as a repo id when it has that shape (`org/name`, `org/name@revision`; letters, digits,
 * `-`, `_`, `.`; no `--` or `..`), else null. A path that exists on disk is never asked.
 */
export function parseHubRepoId(arg: string): HubRepoRef | null {
  const match = /^([A-Za-z0-9][\w.-]*)\/([A-Za-z0-9][\w.-]*)(?:@([\w./-]+))?$/.exec(arg);
  if (!match) return null;
  const repo = `${match[1]}/${match[2]}`;
  if (repo.includes('--') || repo.includes('..')) return null;
  return { repo, revision: match[3] ?? null };
}

/** The cache folder of a repo: `models--org--name`. */
export function hubRepoFolder(repo: string): string {
  return `models--${repo.replace(/\//g, '--')}`;
}

/**
 * The snapshot of `ref` in `cache`: the revision is a ref name (`refs/<revision>` holds its
 * commit) or a commit (full, or a prefix of at least 7 hex digits naming one snapshot).
 * Throws ModelLoadError saying where it looked and how to fetch the repo when the repo, the
 * revision or the snapshot is not there.
 */
export function resolveHubSnapshot(ref: HubRepoRef, cache: HubCacheLocation): HubSnapshot {
  const revision = ref.revision ?? DEFAULT_REVISION;
  const repoDir = join(cache.dir, hubRepoFolder(ref.repo));
  const typed = `${ref.repo}${ref.revision === null ? '' : `@${ref.revision}`}`;
  if (!isDirectory(repoDir)) {
    throw new ModelLoadError(
      typed,
      `no such file or directory, and not in the Hugging Face hub cache (no ${hubRepoFolder(ref.repo)} in ${cache.dir}, ${cacheSource(cache)})`,
      `tunegate never downloads: fetch it first, e.g. \`hf download ${ref.repo}${ref.revision === null ? '' : ` --revision ${ref.revision}`}\`, or set HF_HUB_CACHE or HF_HOME to the cache that holds it.`,
    );
  }
  if (revision.split('/').some((part) => part === '..' || part === '.' || part === '')) {
    throw new ModelLoadError(
      typed,
      `revision "${revision}" is not a branch, tag or commit name`,
      'Name a branch, a tag or a commit after @, e.g. org/name@main.',
    );
  }
  const commit = commitOf(repoDir, revision, typed);
  const cachedList = `cached: ${describeCached(repoDir)}`;
  if (commit === null) {
    throw new ModelLoadError(
      typed,
      `revision "${revision}" is not in the hub cache (${join(repoDir, 'refs')} has no ${revision}, and no snapshot's commit starts with it; ${cachedList})`,
      `tunegate never downloads: fetch it first with \`hf download ${ref.repo} --revision ${revision}\`, or name a cached revision after @.`,
    );
  }
  const snapshotDir = join(repoDir, 'snapshots', commit);
  if (!isDirectory(snapshotDir)) {
    throw new ModelLoadError(
      typed,
      `${join(repoDir, 'refs', revision)} points at commit ${commit}, but ${snapshotDir} is missing (${cachedList})`,
      `The cache was partly deleted; fetch the repo again with \`hf download ${ref.repo}${ref.revision === null ? '' : ` --revision ${ref.revision}`}\`.`,
    );
  }
  return { repo: ref.repo, revision, commit, snapshotDir, cache };
}

/**
 * `subfolder` inside `root`, refused when it climbs out of it or does not exist (the message
 * lists what `root` holds, so the right name is one look away).
 */
export function resolveSubfolder(root: string, subfolder: string, typed: string): string {
  const clean = normalize(subfolder);
  if (isAbsolute(clean) || clean === '..' || clean.startsWith(`..${sep}`)) {
    throw new ModelLoadError(
      typed,
      `--subfolder "${subfolder}" must be a relative path inside the model`,
      'Name a folder of the repo or directory, e.g. --subfolder onnx.',
    );
  }
  const path = join(root, clean);
  if (!existsSync(path)) {
    const entries = readdirSync(root)
      .sort()
      .map((name) => (isDirectory(join(root, name)) ? `${name}/` : name));
    throw new ModelLoadError(
      typed,
      `no ${clean} in ${root} (it holds: ${entries.join(', ') || 'nothing'})`,
      'Pass --subfolder with one of the folders listed, or leave it out.',
    );
  }
  return path;
}

function commitOf(repoDir: string, revision: string, typed: string): string | null {
  const refFile = join(repoDir, 'refs', revision);
  if (lstatSync(refFile, { throwIfNoEntry: false }) !== undefined) {
    const commit = refCommit(refFile);
    if (commit === null) {
      throw new ModelLoadError(
        typed,
        `${refFile} does not hold a commit hash (40 hex digits, in a plain file)`,
        'The hub cache is damaged or was edited by hand; delete the repo from the cache and fetch it again, or name a commit after @.',
      );
    }
    return commit;
  }
  const snapshots = listDir(join(repoDir, 'snapshots'));
  if (/^[0-9a-f]{40}$/.test(revision)) return snapshots.includes(revision) ? revision : null;
  if (/^[0-9a-f]{7,39}$/.test(revision)) {
    const matches = snapshots.filter((name) => name.startsWith(revision));
    if (matches.length === 1) return matches[0]!;
  }
  return null;
}

/**
 * The commit a ref file names, or null when it is not a plain file holding 40 hex digits: its
 * contents pick the snapshot folder, so anything else (a path such as `../../other`, a link to
 * another file, binary bytes) is refused rather than followed or echoed into an error line.
 */
function refCommit(refFile: string): string | null {
  const info = lstatSync(refFile, { throwIfNoEntry: false });
  if (info === undefined || !info.isFile() || info.size > 128) return null;
  const text = readFileSync(refFile, 'latin1').trim();
  return /^[0-9a-f]{40}$/.test(text) ? text : null;
}

/** "refs main → 0123abcd…, v1 → …; snapshots 0123abcd…" */
function describeCached(repoDir: string): string {
  const refs = listRefs(join(repoDir, 'refs'), '').map((name) => `${name} → ${refCommit(join(repoDir, 'refs', name))?.slice(0, 12) ?? '(not a commit)'}`);
  const snapshots = listDir(join(repoDir, 'snapshots')).map((name) => name.slice(0, 12));
  return `refs ${refs.join(', ') || 'none'}; snapshots ${snapshots.join(', ') || 'none'}`;
}

/** Ref names under `dir`, nested ones (refs/pr/1) with their slashes. */
function listRefs(dir: string, prefix: string): string[] {
  return listDir(dir).flatMap((name) => (isDirectory(join(dir, name)) ? listRefs(join(dir, name), `${prefix}${name}/`) : [`${prefix}${name}`]));
}

function cacheSource(cache: HubCacheLocation): string {
  return cache.from === 'the default' ? 'the default; HF_HUB_CACHE and HF_HOME are unset' : `from ${cache.from}`;
}

function listDir(dir: string): string[] {
  return isDirectory(dir) ? readdirSync(dir).sort() : [];
}

function isDirectory(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

function isFile(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
}

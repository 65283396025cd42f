/**
 * A dataset's parquet files in the local Hugging Face hub cache, found offline as models are
 * (`<cache>/datasets--org--name/snapshots/<commit>/`); nothing is ever downloaded.
 */
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { UsageError } from '../errors/index.js';
import { cacheWalk, guardedFiles, guardedList, guardedStat, type CacheWalk } from './hubCacheWalk.js';

/** The hub cache folder and the setting it came from (HF_HUB_CACHE, HF_HOME, the default), for messages. */
export interface HubCacheDir {
  readonly dir: string;
  readonly from: string;
}

/** One split's files, and the repo and snapshot they came from. */
export interface HubSplitFiles {
  readonly repo: string;
  readonly files: readonly string[];
}

/**
 * The parquet files of `split` (in `config` when not null) of the first of `repos` the cache holds,
 * sorted: `<config>/<split>-*.parquet` (a dataset repo's own layout) or `<config>/<split>/*.parquet`
 * (the Hub's parquet conversion, refs/convert/parquet). Throws UsageError naming the folders looked
 * in and how to get the data.
 */
export function hubSplitFiles(cache: HubCacheDir, repos: readonly string[], config: string | null, split: string): HubSplitFiles {
  for (const repo of repos) {
    const repoDir = join(cache.dir, `datasets--${repo.split('/').join('--')}`);
    const walk = cacheWalk(repoDir);
    if (walk === null) continue;
    for (const snapshot of snapshotDirs(walk, repoDir)) {
      const files = guardedFiles(walk, snapshot)
        .filter((file) => file.endsWith('.parquet'))
        .filter((file) => inSplit(relative(snapshot, file).split(sep), config, split));
      if (files.length > 0) return { repo, files: files.sort() };
    }
  }
  const looked = repos.map((repo) => join(cache.dir, `datasets--${repo.split('/').join('--')}`)).join(', ');
  const what = `${repos[0] ?? ''}${config === null ? '' : ` (${config})`}`;
  throw new UsageError(
    `the ${split} split of ${what} is not in the Hugging Face cache: looked in ${looked} (the cache from ${cache.from}) for ${config === null ? '' : `${config}/`}${split}-*.parquet`,
    `On a machine with network run \`huggingface-cli download --repo-type dataset ${repos[0] ?? ''}\`, then copy its datasets--… folder into ${cache.dir} (or set HF_HUB_CACHE to the cache holding it); tunegate never downloads. Without the cache, leave out --task-source to read the shipped copies.`,
  );
}

/**
 * The snapshot folders of a cached repo: the one refs/main names first, then any other ref's, then
 * the rest. Each ref must be a plain file naming a snapshot that is there; damage is a UsageError
 * naming the path (hubCacheWalk.ts).
 */
function snapshotDirs(walk: CacheWalk, repoDir: string): string[] {
  const snapshots = join(repoDir, 'snapshots');
  const commits = guardedList(walk, snapshots) ?? [];
  const refs = refNames(walk, join(repoDir, 'refs'));
  const ordered = ['main', ...refs.filter((name) => name !== 'main')].filter((name) => refs.includes(name));
  const named = ordered.map((ref) => {
    const commit = readRef(walk, join(repoDir, 'refs', ref));
    if (!commits.includes(commit))
      throw new UsageError(
        `the Hugging Face cache is damaged: ${join(repoDir, 'refs', ref)} names commit ${commit}, but ${join(snapshots, commit)} is not there`,
        'Delete that dataset folder from the cache and download it again on a machine with network, or leave out --task-source to read the shipped copies.',
      );
    return commit;
  });
  return [...new Set([...named, ...commits])].map((commit) => join(snapshots, commit));
}

function refNames(walk: CacheWalk, dir: string, prefix = ''): string[] {
  return (guardedList(walk, dir) ?? []).flatMap((name) => {
    const path = join(dir, name);
    return guardedStat(walk, path)?.isDirectory() === true ? refNames(walk, path, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

/** A ref's commit: 40 hex digits in a small file (its text picks a folder, so nothing else is followed or echoed). */
function readRef(walk: CacheWalk, file: string): string {
  const info = guardedStat(walk, file);
  const text = info !== undefined && info.isFile() && info.size <= 128 ? readFileSync(file, 'latin1').trim() : '';
  if (!/^[0-9a-f]{40}$/.test(text))
    throw new UsageError(
      `the Hugging Face cache is damaged: ${file} does not hold a commit hash (40 hex digits, in a plain file)`,
      'Delete that dataset folder from the cache and download it again on a machine with network, or leave out --task-source to read the shipped copies.',
    );
  return text;
}

/** Whether a snapshot-relative path is a file of the split: `[…/]<config>/<split>-*.parquet` or `[…/]<config>/<split>/*.parquet`. */
function inSplit(segments: readonly string[], config: string | null, split: string): boolean {
  const name = segments[segments.length - 1] ?? '';
  const folders = segments.slice(0, -1);
  const ownLayout = name.startsWith(`${split}-`) || name === `${split}.parquet`;
  const converted = folders[folders.length - 1] === split;
  if (!ownLayout && !converted) return false;
  if (config === null) return true;
  const configFolder = ownLayout ? folders[folders.length - 1] : folders[folders.length - 2];
  return configFolder === config;
}

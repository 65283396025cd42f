/**
 * A dataset's parquet files in the local Hugging Face hub cache, found offline as models are
 * (`<cache>/datasets--org--name/snapshots/<commit>/`); nothing is ever downloaded.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { UsageError } from '../errors/index.js';

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
    for (const snapshot of snapshotDirs(repoDir)) {
      const files = parquetFiles(snapshot).filter((file) => inSplit(relative(snapshot, file).split(sep), config, split));
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

/** The snapshot folders of a cached repo: the one refs/main names first, then any other ref's, then the rest. */
function snapshotDirs(repoDir: string): string[] {
  const snapshots = join(repoDir, 'snapshots');
  if (!existsSync(snapshots)) return [];
  const commits = readdirSync(snapshots).sort();
  const refs = ['main', ...refNames(join(repoDir, 'refs')).filter((name) => name !== 'main')];
  const named = refs.map((ref) => readRef(join(repoDir, 'refs', ref))).filter((commit): commit is string => commit !== null && commits.includes(commit));
  return [...new Set([...named, ...commits])].map((commit) => join(snapshots, commit));
}

function refNames(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? refNames(path, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

function readRef(file: string): string | null {
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

function parquetFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return parquetFiles(path);
    return name.endsWith('.parquet') ? [path] : [];
  });
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

/**
 * Writes a Hugging Face hub cache on disk the way the hub client leaves it: content-addressed
 * blobs/, snapshots/<commit>/ whose files are relative links into blobs/, and refs/<name>
 * files holding a commit.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** One snapshot to place in the cache: files by path inside the repo, from files on disk. */
export interface SnapshotSpec {
  readonly commit: string;
  /** Repo path → source file. */
  readonly files: Readonly<Record<string, string>>;
  /** Ref names (main, v1, refs/pr/1) that point at this commit. */
  readonly refs?: readonly string[];
  /** Copy files into the snapshot instead of linking (what the client does where links are unavailable). */
  readonly copies?: boolean;
}

/** Write `snapshots` of `repo` (org/name) into the cache folder `cacheDir`; returns the repo folder. */
export function writeHubCache(cacheDir: string, repo: string, snapshots: readonly SnapshotSpec[]): string {
  const repoDir = join(cacheDir, `models--${repo.replace('/', '--')}`);
  for (const snapshot of snapshots) {
    for (const [repoPath, source] of Object.entries(snapshot.files)) {
      const target = join(repoDir, 'snapshots', snapshot.commit, repoPath);
      mkdirSync(dirname(target), { recursive: true });
      if (snapshot.copies) {
        copyFileSync(source, target);
        continue;
      }
      const blob = join(repoDir, 'blobs', createHash('sha256').update(readFileSync(source)).digest('hex'));
      mkdirSync(dirname(blob), { recursive: true });
      if (!existsSync(blob)) copyFileSync(source, blob);
      symlinkSync(relative(dirname(target), blob), target);
    }
    for (const ref of snapshot.refs ?? []) {
      mkdirSync(dirname(join(repoDir, 'refs', ref)), { recursive: true });
      writeFileSync(join(repoDir, 'refs', ref), snapshot.commit);
    }
  }
  return repoDir;
}

/** Every file under `dir` (recursively) by its path relative to `dir`, prefixed with `prefix`. */
export function filesOf(dir: string, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) Object.assign(out, filesOf(path, `${prefix}${name}/`));
    else out[`${prefix}${name}`] = path;
  }
  return out;
}

/** tunegate's version, read once from package.json, and its git commit when run from a checkout (recorded in every results.json). */
import { readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The `version` field of tunegate's package.json. */
export const TOOL_VERSION: string = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

function readSmall(path: string): string | null {
  try {
    const info = statSync(path);
    return info.isFile() && info.size <= 4096 ? readFileSync(path, 'utf8') : null;
  } catch {
    return null;
  }
}

/**
 * The commit checked out in the git work tree at `root`, read from its files alone (no git
 * process): `.git` is the folder, or a file `gitdir: PATH` in a worktree; HEAD holds a commit or
 * `ref: refs/heads/NAME`, found as a loose ref, in packed-refs, or in the main repository of a
 * worktree (its `commondir`). Null outside a checkout (an installed package) or when unreadable.
 */
export function gitCommitOf(root: string): string | null {
  const dotGit = join(root, '.git');
  const pointer = readSmall(dotGit);
  const gitDir = pointer === null ? dotGit : /^gitdir: (.+)$/m.exec(pointer)?.[1]?.trim();
  if (gitDir === undefined) return null;
  const dir = isAbsolute(gitDir) ? gitDir : resolve(root, gitDir);
  const head = readSmall(join(dir, 'HEAD'))?.trim();
  if (head === undefined) return null;
  if (/^[0-9a-f]{40}$/.test(head)) return head;
  const ref = /^ref: (refs\/[^\s]+)$/.exec(head)?.[1];
  if (ref === undefined) return null;
  const common = readSmall(join(dir, 'commondir'))?.trim();
  const dirs = [dir, ...(common === undefined ? [] : [resolve(dir, common)])];
  for (const one of dirs) {
    const loose = readSmall(join(one, ref))?.trim();
    if (loose !== undefined && /^[0-9a-f]{40}$/.test(loose)) return loose;
    const packed = readPacked(join(one, 'packed-refs'), ref);
    if (packed !== null) return packed;
  }
  return null;
}

function readPacked(file: string, ref: string): string | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  for (const line of text.split('\n')) {
    const [commit, name] = line.trim().split(' ');
    if (name === ref && commit !== undefined && /^[0-9a-f]{40}$/.test(commit)) return commit;
  }
  return null;
}

/** The commit of the checkout tunegate runs from; null for an installed package. */
export const TOOL_COMMIT: string | null = gitCommitOf(dirname(dirname(dirname(fileURLToPath(import.meta.url)))));

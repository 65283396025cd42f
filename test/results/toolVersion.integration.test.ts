/**
 * results.json's `tool.commit` (issue 50, case 5): the commit tunegate runs from, read from the
 * checkout's files without a git process. Layouts are built by hand in temporary folders with
 * commits written there; the checkout this test runs in is compared with `git rev-parse HEAD`.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gitCommitOf, TOOL_COMMIT } from '../../src/results/toolVersion.js';

const A = '1'.repeat(40);
const B = 'ab'.repeat(20);

function repo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'tunegate-git-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

test('a branch as a loose ref, a packed ref, a detached HEAD', () => {
  assert.equal(gitCommitOf(repo({ '.git/HEAD': 'ref: refs/heads/main\n', '.git/refs/heads/main': `${A}\n` })), A);
  assert.equal(gitCommitOf(repo({ '.git/HEAD': 'ref: refs/heads/main\n', '.git/packed-refs': `# pack-refs with: peeled\n${B} refs/heads/main\n` })), B);
  assert.equal(gitCommitOf(repo({ '.git/HEAD': `${B}\n` })), B);
});

test('a worktree: .git is a file naming its git folder, whose commondir holds the branch', () => {
  const main = repo({ '.git/refs/heads/feature': `${A}\n` });
  const wt = repo({ '.git': `gitdir: ${join(main, '.git', 'worktrees', 'w')}\n` });
  mkdirSync(join(main, '.git', 'worktrees', 'w'), { recursive: true });
  writeFileSync(join(main, '.git', 'worktrees', 'w', 'HEAD'), 'ref: refs/heads/feature\n');
  writeFileSync(join(main, '.git', 'worktrees', 'w', 'commondir'), '../..\n');
  assert.equal(gitCommitOf(wt), A);
});

test('no checkout (an installed package), a HEAD naming nothing: no commit', () => {
  assert.equal(gitCommitOf(repo({ 'package.json': '{}' })), null);
  assert.equal(gitCommitOf(repo({ '.git/HEAD': 'ref: refs/heads/gone\n' })), null);
});

test('the checkout these tests run from: the commit git itself names', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  let expected: string;
  try {
    expected = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return; // not a checkout (a packed copy of the tests): nothing to compare
  }
  assert.equal(TOOL_COMMIT, expected);
});

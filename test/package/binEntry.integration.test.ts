/** bin/tunegate picks what to run: the sources through tsx in a checkout, dist/ where only the package is installed. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
let root = '';

before(() => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-bin-'));
});
after(() => rmSync(root, { recursive: true, force: true }));

/** A package folder holding bin/tunegate and the given files; returns its path. */
function layout(name: string, files: Readonly<Record<string, string>>, nodeModules: boolean): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'bin'), { recursive: true });
  copyFileSync(join(REPO, 'bin', 'tunegate'), join(dir, 'bin', 'tunegate'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'tunegate', type: 'module' }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  if (nodeModules) symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

function runBin(dir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [join(dir, 'bin', 'tunegate')], { timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number((error as { code?: unknown }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const SRC = { 'src/cli/main.ts': "const from: string = 'sources';\nprocess.stdout.write(`${from}\\n`);\n" };
const DIST = { 'dist/cli/main.js': "process.stdout.write('dist\\n');\n" };

test('a checkout with tsx installed runs the sources, even beside a dist/ that may be stale', async () => {
  assert.equal((await runBin(layout('checkout', { ...SRC, ...DIST }, true))).stdout, 'sources\n');
});

test('the installed package (no src/) runs dist/', async () => {
  assert.equal((await runBin(layout('installed', DIST, false))).stdout, 'dist\n');
});

test('sources without tsx fall back to dist/; with neither, one line and a hint', async () => {
  assert.equal((await runBin(layout('no-tsx', { ...SRC, ...DIST }, false))).stdout, 'dist\n');
  const empty = await runBin(layout('empty', {}, false));
  assert.equal(empty.code, 4);
  assert.match(empty.stderr, /^tunegate: neither dist\/cli\/main\.js nor the sources with tsx are here\nhint: /);
});

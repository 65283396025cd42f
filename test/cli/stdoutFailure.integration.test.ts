/**
 * Standard output that cannot be written — `> /dev/full` (ENOSPC), a pipe whose reader has gone
 * (EPIPE) — is exit 3 with one `tunegate:` line and one `hint:` line, for every command that
 * prints to stdout. It was Node's unhandled stream error: exit 1 (which reads as "regressed" or
 * "drifted") and a stack [43.10]. Spawns bin/tunegate: the stream is the process's own.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { forgeModel, forgePresets } from '../../tools/forge/index.js';
import { nightly, nightlyDir, writeReleasableCheckpoint } from '../support/syntheticLine.js';
import { tunegate } from '../support/runCli.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(REPO, 'bin', 'tunegate');
const ENOSPC_LINES =
  /^tunegate: standard output could not be written: no space left on the device it goes to \(ENOSPC\)\nhint: Free space where the output is redirected, or redirect it elsewhere\.\n$/;

let root = '';
let model = '';
let releases = '';

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-stdout-'));
  const scores = (shift: number) =>
    Array.from({ length: 40 }, (_, i) => JSON.stringify({ id: `q${i}`, metric: 'acc', value: (i + shift) % 3 === 0 ? 1 : 0 })).join('\n');
  writeFileSync(join(root, 'base.jsonl'), `${scores(0)}\n`);
  writeFileSync(join(root, 'tuned.jsonl'), `${scores(1)}\n`);
  for (let k = 1; k <= 3; k += 1) await writeReleasableCheckpoint(nightlyDir(join(root, 'nightly'), k), { step: k, stepItems: 2, startedAt: nightly(k) });
  releases = join(root, 'releases.json');
  const released = await tunegate(['release', nightlyDir(join(root, 'nightly'), 1), '--releases', releases]);
  assert.equal(released.code, 0, released.stderr);
  model = (await forgeModel(join(root, 'model'), forgePresets.tinyLlama(5))).dir;
});
after(() => rmSync(root, { recursive: true, force: true }));

/** Run bin/tunegate with its stdout on the file `stdoutPath`; the exit code and stderr. */
function withStdoutOn(stdoutPath: string, args: readonly string[]): Promise<{ code: number; stderr: string }> {
  const fd = openSync(stdoutPath, 'w');
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', fd, 'pipe'], cwd: root });
  closeSync(fd);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code: code ?? 128, stderr })));
}

/** The tunegate:/hint: lines of stderr (progress and notes may precede them). */
const lastTwoLines = (stderr: string): string => `${stderr.trimEnd().split('\n').slice(-2).join('\n')}\n`;

const COMMANDS: readonly (readonly [name: string, args: () => string[]])[] = [
  ['--version', () => ['--version']],
  ['--help', () => ['--help']],
  [
    'paired --json',
    () => ['paired', join(root, 'base.jsonl'), join(root, 'tuned.jsonl'), '--resamples', '2000', '--min-items', '5', '--out', join(root, 'paired'), '--json'],
  ],
  ['trend', () => ['trend', join(root, 'nightly'), '--out', join(root, 'trend')]],
  ['classify', () => ['classify', join(REPO, 'suites', 'refusal-replies', 'heldout.jsonl')]],
  ['inspect', () => ['inspect', model, '--threads', '1']],
  ['release --last', () => ['release', '--last', '--releases', releases]],
];

for (const [name, args] of COMMANDS) {
  test(`${name} > /dev/full: exit 3 with one line and a hint, no stack [43.10]`, { skip: existsSync('/dev/full') ? false : 'no /dev/full here' }, async () => {
    const { code, stderr } = await withStdoutOn('/dev/full', args());
    assert.equal(code, 3, stderr);
    assert.match(lastTwoLines(stderr), ENOSPC_LINES);
    assert.doesNotMatch(stderr, /\n\s+at |node:events|Unhandled/);
    assert.equal(stderr.match(/^tunegate: /gm)?.length, 1);
  });
}

test('a pipe whose reader has gone: exit 3 naming EPIPE, no stack [43.10]', async () => {
  const child = spawn(process.execPath, [BIN, '--help'], { stdio: ['ignore', 'pipe', 'pipe'], cwd: root });
  // The reader goes before tunegate writes: every write then fails with EPIPE.
  child.stdout.destroy();
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number>((resolve) => child.on('close', (exit) => resolve(exit ?? 128)));
  assert.equal(code, 3, stderr);
  assert.match(stderr, /^tunegate: standard output was closed before tunegate finished writing to it \(EPIPE\)\nhint: /);
  assert.doesNotMatch(stderr, /\n\s+at /);
});

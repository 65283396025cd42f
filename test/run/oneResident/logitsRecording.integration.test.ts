/**
 * --memory low keeps the base model's logits in a file under TMPDIR: a TMPDIR that cannot be
 * written (read-only, full, not a folder) is exit 3 naming TMPDIR and the system's error, and
 * the file a killed run left is removed by the next run (issue 43, case 9). The model here is a
 * stand-in yielding fixed windows: what is tested is the file, not a model's numbers.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { RuntimeFailureError } from '../../../src/errors/index.js';
import type { LanguageModel, LogitsWindow } from '../../../src/model/index.js';
import { LogitsRecording } from '../../../src/run/oneResident/logitsRecording.js';

const realTmp = tmpdir();
const mounted: string[] = [];
let root = '';
before(() => {
  root = mkdtempSync(join(realTmp, 'tunegate-logits-recording-'));
});
after(() => {
  process.env['TMPDIR'] = realTmp;
  for (const mount of mounted) execFileSync('umount', [mount]);
  rmSync(root, { recursive: true, force: true });
});

function withTmpdir<T>(dir: string, body: () => T): T {
  const before = process.env['TMPDIR'];
  process.env['TMPDIR'] = dir;
  try {
    return body();
  } finally {
    if (before === undefined) delete process.env['TMPDIR'];
    else process.env['TMPDIR'] = before;
  }
}

/** A tmpfs at `dir` with mount `options`, or null where mounting is not allowed (not root, a container without the capability). */
function tryMount(dir: string, options: string): string | null {
  mkdirSync(dir, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { stdio: 'ignore' });
    mounted.push(dir);
    return dir;
  } catch {
    return null;
  }
}

/** A stand-in model whose logitWindows yields one window of `floats` float32 values. */
function windowModel(floats: number): LanguageModel {
  const window: LogitsWindow = { firstPredicted: 0, rows: 1, width: floats, data: new Float32Array(floats) } as unknown as LogitsWindow;
  return {
    logitWindows: () => ({
      async *[Symbol.asyncIterator]() {
        yield window;
      },
    }),
  } as unknown as LanguageModel;
}

test('a TMPDIR that is not a writable folder is exit 3 naming TMPDIR and the error [43.9]', () => {
  const file = join(root, 'a-file');
  writeFileSync(file, 'not a folder');
  assert.throws(
    () => withTmpdir(file, () => new LogitsRecording()),
    (error: unknown) =>
      error instanceof RuntimeFailureError &&
      error.exitCode === 3 &&
      error.message.startsWith(`TMPDIR (${file}) cannot be written: ENOTDIR`) &&
      /TMPDIR/.test(error.hint),
  );
});

test('a read-only TMPDIR is exit 3 naming it [43.9]', (t) => {
  const mount = tryMount(join(root, 'ro'), 'ro,size=64k');
  if (mount === null) return t.skip('needs root to mount a read-only tmpfs');
  assert.throws(
    () => withTmpdir(mount, () => new LogitsRecording()),
    (error: unknown) =>
      error instanceof RuntimeFailureError && error.message.startsWith(`TMPDIR (${mount}) cannot be written: EROFS (a read-only file system)`),
  );
});

test('a TMPDIR that fills up is exit 3 naming it, and the file is removed [43.9]', async (t) => {
  const mount = tryMount(join(root, 'full'), 'size=64k');
  if (mount === null) return t.skip('needs root to mount a small tmpfs');
  const recording = withTmpdir(mount, () => new LogitsRecording());
  const model = recording.recorder(windowModel(64 * 1024));
  await assert.rejects(
    (async () => {
      for await (const _window of model.logitWindows([1, 2, 3])) void _window;
    })(),
    (error: unknown) =>
      error instanceof RuntimeFailureError &&
      error.message.startsWith(`TMPDIR (${mount}) cannot hold the base model's logits (0 bytes written so far): ENOSPC`),
  );
  recording.close();
  assert.deepEqual(readdirSync(mount), []);
});

test("the recording a killed run left is removed by the next run; a live run's is kept [43.9]", () => {
  const dir = join(root, 'swept');
  mkdirSync(dir);
  const host =
    hostname()
      .replace(/[^A-Za-z0-9]+/g, '_')
      .slice(0, 40) || 'host';
  // pid 2^22 + 1 is above Linux's pid_max limit (2^22): no process has it.
  const dead = `tunegate-base-logits-${host}-4194305-abc123`;
  const live = `tunegate-base-logits-${host}-${process.pid}-def456`;
  const other = `tunegate-base-logits-otherhost-4194305-ghi789`;
  for (const name of [dead, live, other]) {
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, 'base.logits'), 'x');
  }
  const recording = withTmpdir(dir, () => new LogitsRecording());
  const left = readdirSync(dir);
  assert.ok(!left.includes(dead), 'the dead run left it: removed');
  assert.ok(left.includes(live) && left.includes(other), 'a live run and another host keep theirs');
  recording.close();
  assert.deepEqual(readdirSync(dir).sort(), [live, other].sort());
});

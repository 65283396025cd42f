/**
 * Output files land only on a regular file or a new path (issue 50, case 13): a write through a
 * symlink replaces the file it names and keeps the link; a FIFO, a device node, a folder or a
 * link loop is refused and left as it was. Every node is made in the test's own temp folder.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InvalidInputError } from '../../src/errors/index.js';
import { writeFileAtomic } from '../../src/results/index.js';

let root = '';
before(() => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-output-target-'));
});
after(() => rmSync(root, { recursive: true, force: true }));

/** mknod needs root (CAP_MKNOD); elsewhere the device case is skipped with this reason. */
const NOT_ROOT = process.getuid?.() !== 0 ? 'mknod needs root; the FIFO cases cover the same branch' : false;

test('a FIFO is refused, not replaced, and not opened (which would block without a reader) [50.13]', async () => {
  const fifo = join(root, 'pipe');
  execFileSync('mkfifo', [fifo]);
  await assert.rejects(
    writeFileAtomic(fifo, 'x'),
    (error: unknown) => error instanceof InvalidInputError && /pipe: is a FIFO \(named pipe\), not a regular file/.test(error.message),
  );
  assert.equal(lstatSync(fifo).isFIFO(), true);
});

test('a character device is refused, not replaced [50.13]', { skip: NOT_ROOT }, async () => {
  const device = join(root, 'full');
  execFileSync('mknod', [device, 'c', '1', '7']);
  await assert.rejects(writeFileAtomic(device, 'x'), /full: is a character device, not a regular file/);
  assert.equal(lstatSync(device).isCharacterDevice(), true);
});

test('a symlink is followed: its target file is replaced, the link stays [50.13]', async () => {
  writeFileSync(join(root, 'real.xml'), 'old');
  symlinkSync('real.xml', join(root, 'link.xml'));
  await writeFileAtomic(join(root, 'link.xml'), 'new');
  assert.equal(lstatSync(join(root, 'link.xml')).isSymbolicLink(), true);
  assert.equal(readFileSync(join(root, 'real.xml'), 'utf8'), 'new');
  // A dangling link: the file it names is created.
  symlinkSync('later.xml', join(root, 'dangling.xml'));
  await writeFileAtomic(join(root, 'dangling.xml'), 'made');
  assert.equal(readlinkSync(join(root, 'dangling.xml')), 'later.xml');
  assert.equal(readFileSync(join(root, 'later.xml'), 'utf8'), 'made');
});

test('a link to a FIFO, a link loop and a folder are refused [50.13]', async () => {
  execFileSync('mkfifo', [join(root, 'pipe2')]);
  symlinkSync('pipe2', join(root, 'to-pipe'));
  await assert.rejects(writeFileAtomic(join(root, 'to-pipe'), 'x'), /to-pipe \(a link to .*pipe2\): is a FIFO/);
  assert.equal(lstatSync(join(root, 'to-pipe')).isSymbolicLink(), true);
  symlinkSync('loop-b', join(root, 'loop-a'));
  symlinkSync('loop-a', join(root, 'loop-b'));
  await assert.rejects(writeFileAtomic(join(root, 'loop-a'), 'x'), /loop-a: its symlinks loop/);
  mkdirSync(join(root, 'folder'));
  await assert.rejects(writeFileAtomic(join(root, 'folder'), 'x'), /folder: is a folder, not a regular file/);
});

test('a releases file that is a FIFO is refused at once, not read forever [50.19]', async () => {
  const { readReleases } = await import('../../src/trend/releaseFile.js');
  execFileSync('mkfifo', [join(root, 'releases.json')]);
  await assert.rejects(readReleases(join(root, 'releases.json')), /releases\.json: is a FIFO \(named pipe\), not a regular file/);
});

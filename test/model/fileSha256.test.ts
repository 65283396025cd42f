import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileSha256 } from '../../src/model/files/fileSha256.js';
import { ModelLoadError } from '../../src/errors/index.js';

const dir = mkdtempSync(join(tmpdir(), 'tunegate-sha-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('the FIPS 180-2 "abc" vector', async () => {
  const file = join(dir, 'abc');
  writeFileSync(file, 'abc');
  assert.equal(await fileSha256(file), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
});

test('a file with the same path, size and mtime is not read again; a new mtime is', async () => {
  const file = join(dir, 'weights');
  // Whole seconds, so setting the same time again reproduces it exactly.
  const when = 1_700_000_000;
  writeFileSync(file, 'first');
  utimesSync(file, when, when);
  const first = await fileSha256(file);
  assert.equal(first, createHash('sha256').update('first').digest('hex'));
  // Same length, same timestamps: only a re-read could see the new bytes.
  writeFileSync(file, 'other');
  utimesSync(file, when, when);
  assert.equal(await fileSha256(file), first);
  utimesSync(file, when, when + 5);
  assert.equal(await fileSha256(file), createHash('sha256').update('other').digest('hex'));
});

test('a stopped hash rejects and is not remembered', async () => {
  const file = join(dir, 'stopped');
  writeFileSync(file, 'abc');
  const stop = new AbortController();
  stop.abort();
  await assert.rejects(fileSha256(file, stop.signal));
  assert.equal(await fileSha256(file), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
});

test('a missing file is a ModelLoadError naming it', async () => {
  const file = join(dir, 'missing.onnx');
  await assert.rejects(fileSha256(file), (e: unknown) => e instanceof ModelLoadError && e.message.includes(file));
});

test('a file of several read blocks and a partial last one hashes as its whole bytes do', async () => {
  // 3 × 64 KiB + 7 bytes: the worker reads 64 KiB at a time, so the last read is short.
  const bytes = Buffer.alloc(3 * 65_536 + 7);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 2_654_435_761) >>> 24;
  const file = join(dir, 'blocks');
  writeFileSync(file, bytes);
  assert.equal(await fileSha256(file), createHash('sha256').update(bytes).digest('hex'));
});

test('a path that cannot be read as a file is a ModelLoadError naming it', async () => {
  await assert.rejects(fileSha256(dir), (e: unknown) => e instanceof ModelLoadError && e.message.includes(dir) && e.message.includes('EISDIR'));
});

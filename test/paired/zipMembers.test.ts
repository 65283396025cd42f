/**
 * .eval zip bombs: a member is counted as it inflates and given up past its bound, whatever size
 * it declares, with a message naming the member and the cause; a file of random bytes named
 * .eval is "not a zip archive" (issue 43, case 11). The bombs are made here, a few hundred bytes each.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ScoreFileError } from '../../src/errors/index.js';
import { readScoreFile } from '../../src/paired/readers/index.js';
import { forEachZipMember, MAX_MEMBER_BYTES } from '../../src/paired/readers/zipMembers.js';
import { writeZip } from '../../tools/fixtures/writeZip.js';

let root = '';
before(() => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-zip-bomb-'));
});
after(() => rmSync(root, { recursive: true, force: true }));

const MiB = 1024 * 1024;

/**
 * A zstd frame of `blocks` RLE blocks of 128 KiB of "{" each (RFC 8878 §3.1: magic, a frame
 * header with a 128 KiB window and no content size, then 3-byte block headers, type 1 = RLE,
 * each followed by its one byte): 4 bytes per 128 KiB inflated.
 */
function zstdBomb(blocks: number): Buffer {
  const header = Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0x00, (7 << 3) | 0]);
  const size = 128 * 1024;
  const body = Buffer.alloc(blocks * 4);
  for (let i = 0; i < blocks; i += 1) {
    const last = i === blocks - 1 ? 1 : 0;
    body.writeUIntLE((size << 3) | (1 << 1) | last, i * 4, 3);
    body[i * 4 + 3] = 0x7b;
  }
  return Buffer.concat([header, body]);
}

test('a zstd member that inflates past the bound is given up as it inflates, naming the member and the cause [43.11]', async () => {
  // 64 blocks: 8 MiB inflated from 262 compressed bytes, declared as 2 bytes (the central directory lies).
  const bomb = writeZip([{ name: 'header.json', data: Buffer.from('{}'), method: 93, compressed: zstdBomb(64) }]);
  const path = join(root, 'bomb.eval');
  writeFileSync(path, bomb);
  assert.ok(bomb.length < 1024, `${bomb.length} bytes`);
  const started = performance.now();
  await assert.rejects(readScoreFile(path, undefined, undefined, { maxMemberBytes: MiB }), (error: unknown) => {
    assert.ok(error instanceof ScoreFileError, String(error));
    assert.equal(error.exitCode, 3);
    assert.match(
      error.message,
      /bomb\.eval:header\.json: the member inflates past the limit of 1 MiB per member from \d+ compressed bytes \(it declares 2\): a zip bomb or a damaged log/,
    );
    assert.match(error.hint, /--max-member-mb/);
    return true;
  });
  assert.ok(performance.now() - started < 5000, 'given up early, not after inflating it all');
  // Under a bound it fits, the same member is read whole (and is then not JSON the log needs).
  let bytes = 0;
  await forEachZipMember(
    path,
    async (member) => {
      bytes = (await member.read()).length;
    },
    16 * MiB,
  );
  assert.equal(bytes, 8 * MiB);
});

test('a member that declares more than the bound is refused before it is inflated [43.11]', async () => {
  const path = join(root, 'declared.eval');
  writeFileSync(path, writeZip([{ name: 'header.json', data: Buffer.alloc(2 * MiB, 0x20), method: 8 }]));
  await assert.rejects(
    readScoreFile(path, undefined, undefined, { maxMemberBytes: MiB }),
    /declared\.eval:header\.json: the member declares 2097152 bytes inflated, past the limit of 1 MiB per member/,
  );
});

test('the default bound is 512 MiB [43.11]', () => {
  assert.equal(MAX_MEMBER_BYTES, 512 * MiB);
});

test('random bytes named .eval are "not a zip archive", not a UTF-8 complaint [43.11]', async () => {
  const path = join(root, 'random.eval');
  const bytes = randomBytes(4096);
  bytes[0] = 0x00; // never "PK" nor gzip's 1f 8b
  writeFileSync(path, bytes);
  await assert.rejects(readScoreFile(path, undefined), /random\.eval: not a zip archive, and an Inspect \.eval log is one/);
});

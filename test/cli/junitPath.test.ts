/** checkJunitPath: a --junit path that could not be written is refused before any model work. */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { checkJunitPath } from '../../src/cli/junitPath.js';
import { UsageError } from '../../src/errors/index.js';

const dir = mkdtempSync(join(tmpdir(), 'tunegate-junit-path-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const usage = (pattern: RegExp) => (error: unknown) => error instanceof UsageError && pattern.test(error.message) && error.exitCode === 3;

test('a folder, or a path under a file, is a usage error naming --junit', async () => {
  await assert.rejects(checkJunitPath(dir), usage(/^--junit .*: is a folder, not a file$/));
  const file = join(dir, 'f');
  writeFileSync(file, 'x');
  await assert.rejects(
    checkJunitPath(join(file, 'j.xml')),
    usage(new RegExp(`^--junit .*f/j\\.xml: ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is a file, not a folder$`)),
  );
  await assert.rejects(checkJunitPath(join(file, 'deeper', 'j.xml')), usage(/ is a file, not a folder$/));
});

test('a folder that refuses new files (/proc) is a usage error', { skip: existsSync('/proc/self') ? false : 'no /proc here' }, async () => {
  await assert.rejects(checkJunitPath('/proc/tunegate.xml'), usage(/^--junit \/proc\/tunegate\.xml: cannot write a file in \/proc \(/));
});

test('a writable path passes and leaves nothing behind: no probe file, no folder', async () => {
  await checkJunitPath(join(dir, 'new', 'deeper', 'j.xml'));
  await checkJunitPath(join(dir, 'j.xml'));
  assert.equal(existsSync(join(dir, 'new')), false);
  assert.deepEqual(
    readdirSync(dir).filter((name) => name.startsWith('.tunegate')),
    [],
  );
});

/**
 * A task YAML, its include and its data files must be regular files of bounded size (issue 50,
 * cases 16 and 19): a FIFO is refused at once instead of blocking the read, a device or an
 * oversized file before a byte is read, each exit 3 naming the path, before any model loads.
 * FIFOs, devices and sparse files are made in the test's own temp folder.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tunegate } from '../support/runCli.js';
import { ANY_MODEL, writeTaskYaml } from '../support/taskYamlFiles.js';

let root = '';
before(() => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-yaml-inputs-'));
});
after(() => rmSync(root, { recursive: true, force: true }));

const NOT_ROOT = process.getuid?.() !== 0 ? 'mknod needs root; the FIFO and size cases cover the same check' : false;

async function refused(yaml: string, message: RegExp): Promise<void> {
  const result = await tunegate(['compare', ANY_MODEL, ANY_MODEL, '--tasks', yaml, '--out', join(root, 'out')], { timeoutMs: 30_000 });
  assert.equal(result.code, 3, `${yaml}: ${result.stderr}`);
  assert.match(result.stderr, message);
}

test('a task YAML, an include or a data file that is a FIFO is refused, not read forever [50.16] [50.19]', async () => {
  execFileSync('mkfifo', [join(root, 'pipe.yaml'), join(root, 'include-pipe.yaml'), join(root, 'data-pipe.jsonl')]);
  await refused(join(root, 'pipe.yaml'), /task YAML .*pipe\.yaml: is a FIFO \(named pipe\), not a regular file/);
  const including = join(root, 'including.yaml');
  writeFileSync(including, `include: ${JSON.stringify(join(root, 'include-pipe.yaml'))}\ntask: including\n`);
  await refused(including, /task YAML .*include-pipe\.yaml: is a FIFO/);
  await refused(writeTaskYaml(root, 'fifo_data', '{{question}}', { data: join(root, 'data-pipe.jsonl') }), /data file .*data-pipe\.jsonl: is a FIFO/);
});

test('an oversized include or YAML is refused before it is read [50.16]', async () => {
  const big = join(root, 'big.yaml');
  writeFileSync(big, '');
  truncateSync(big, 2 * 1024 * 1024);
  const including = join(root, 'including-big.yaml');
  writeFileSync(including, `include: ${JSON.stringify(big)}\ntask: including_big\n`);
  await refused(including, /task YAML .*big\.yaml: is 2097152 bytes, more than the 1048576/);
});

test('a device as include, as a .yaml link or as data_files is refused [50.16]', { skip: NOT_ROOT }, async () => {
  execFileSync('mknod', [join(root, 'zero'), 'c', '1', '5']);
  symlinkSync(join(root, 'zero'), join(root, 'zero.yaml'));
  await refused(join(root, 'zero.yaml'), /task YAML .*zero\.yaml: is a character device, not a regular file/);
  const including = join(root, 'including-zero.yaml');
  writeFileSync(including, `include: ${JSON.stringify(join(root, 'zero'))}\ntask: including_zero\n`);
  await refused(including, /task YAML .*zero: is a character device/);
  await refused(writeTaskYaml(root, 'zero_data', '{{question}}', { data: join(root, 'zero') }), /data file .*zero: is a character device/);
});

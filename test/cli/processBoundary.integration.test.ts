/** What only a real process shows: --version on stdout, and yargs' own parse failures as one-line usage errors (exit 3). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { tunegate } from '../support/runCli.js';

const version = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

test('--version prints the package version and exits 0', async () => {
  const result = await tunegate(['--version']);
  assert.equal(result.code, 0);
  assert.equal(result.stdout, `${version}\n`);
});

test('a flag without its value is a usage error, not a silent default', async () => {
  for (const flag of ['--seed', '--out', '--resamples']) {
    const result = await tunegate(['compare', 'base.onnx', 'tuned.onnx', flag]);
    assert.equal(result.code, 3, flag);
    assert.equal(
      result.stderr,
      `tunegate: Not enough arguments following: ${flag.slice(2)}\nhint: run \`tunegate --help\` or \`tunegate <command> --help\`.\n`,
    );
  }
});

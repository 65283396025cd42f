/**
 * docs/reference/cli.md is generated from the CLI's yargs definitions (`npm run docs:cli`); this
 * fails while the committed file differs from what the definitions give, and checks that the
 * reference really lists what the CLI accepts. Builds the yargs programs in-process: no model,
 * no child process.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { commands } from '../../src/cli/commands/index.js';
import { CLI_REFERENCE_PATH, renderCliReference } from '../../tools/cliReference/renderCliReference.js';

const committedPath = fileURLToPath(new URL(`../../${CLI_REFERENCE_PATH}`, import.meta.url));

test('the committed CLI reference is what the yargs definitions give (run `npm run docs:cli` after changing a command)', async () => {
  assert.equal(readFileSync(committedPath, 'utf8'), await renderCliReference());
});

test('the reference has a section for every command and a row for flags read from the definitions', async () => {
  const reference = await renderCliReference();
  for (const command of commands) assert.match(reference, new RegExp(`^## ${command.name.split(' ')[0]}$`, 'm'));
  // Independent of the generator: flags and defaults written down from src/cli/commands/compare.ts by hand.
  // Cells are padded to the column's width (the file is prettier-formatted), hence ` +`.
  assert.match(reference, /^\| `--resamples` +\| number +\| `10000` +\|/m);
  assert.match(reference, /^\| `--fail-on` +\| string +\| `regressed` +\|/m);
  assert.match(reference, /^\| `--json` +\| boolean +\| `false` +\|/m);
  assert.match(reference, /^\| `action` +\| required +\| .*\(one of `info`, `prune`\) *\|$/m);
  // A machine-dependent default would make the committed file differ from machine to machine.
  assert.match(reference, /^\| `--threads` +\| number +\| `all cores` +\|/m);
});

test("every example names tunegate, however often it holds yargs' $0 [43.15]", async () => {
  const reference = await renderCliReference();
  assert.doesNotMatch(reference, /\$0/);
  // release's second example runs tunegate twice: the compare, and the release inside $(…).
  assert.match(reference, /`tunegate compare "\$\(tunegate release --last --releases releases\.json\)" ckpt\/ --out run\/`/);
});

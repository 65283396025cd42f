/**
 * Flags and names refused before any model loads (issue 50, cases 17, 18 and 19): a `--tasks`
 * name that `--only` leaves out, a task name results.json could not hold, a rate margin given in
 * points, and `--threads` far past the cores. Each is exit 3 with the reason and no run folder.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { tunegate } from '../support/runCli.js';
import { ANY_MODEL, writeTaskYaml } from '../support/taskYamlFiles.js';

let root = '';
before(() => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-names-margins-'));
});
after(() => rmSync(root, { recursive: true, force: true }));

async function refused(flags: readonly string[], message: RegExp): Promise<void> {
  const out = join(root, `out-${Math.random().toString(36).slice(2)}`);
  const result = await tunegate(['compare', ANY_MODEL, ANY_MODEL, ...flags, '--out', out], { timeoutMs: 60_000 });
  assert.equal(result.code, 3, `${flags.join(' ')}: ${result.stderr}`);
  assert.match(result.stderr, message);
  assert.equal(existsSync(out), false);
}

test('--tasks naming a task of a family --only leaves out is refused, not dropped [50.17]', async () => {
  await refused(
    ['--tasks', 'xstest_safe', '--only', 'capability'],
    /^tunegate: --tasks xstest_safe is a refusal task, but --only capability leaves the refusal family out\n/,
  );
  await refused(
    ['--tasks', 'arc_easy,xstest_safe', '--only', 'refusal'],
    /--tasks arc_easy is a capability task, but --only refusal leaves the capability family out/,
  );
});

test('a task name outside [A-Za-z0-9_-] is refused before scoring, not after [50.18]', async () => {
  for (const [index, name] of ['arc.local_v2', 'arc_lécal', 'arc local'].entries()) {
    const yaml = writeTaskYaml(root, `named_${index}`, '{{question}}');
    writeFileSync(yaml, readFileSync(yaml, 'utf8').replace(`task: named_${index}`, `task: ${JSON.stringify(name)}`));
    await refused(['--tasks', yaml], new RegExp(`the task name ${JSON.stringify(name).replace('.', '\\.')} has characters outside A-Z, a-z, 0-9, _ and -`));
  }
});

test('a rate margin of 1 or more is refused with the fraction it probably meant [50.19]', async () => {
  await refused(
    ['--equivalence-margin', 'capability.acc=2'],
    /capability\.acc=2: capability\.acc is a rate, .*did you mean capability\.acc=0\.02 \(2 points\)\?/,
  );
  await refused(['--equivalence-margin', 'refusal.over_refusal=1'], /did you mean refusal\.over_refusal=0\.01/);
});

test(
  '--threads more than 4 × the cores is refused [50.19]',
  { skip: availableParallelism() >= 250 ? 'this machine has 250 cores or more' : false },
  async () => {
    await refused(['--threads', '1000'], new RegExp(`--threads must be an integer in 1\\.\\.${4 * availableParallelism()}, got 1000`));
  },
);

/**
 * runCli's flag rules that no single command owns: a flag given twice is refused, except the list
 * flags a command declares repeatable, which take the repeated and the comma-separated form alike.
 * In-process, on two small generic JSONL score files written here.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { pairedCommand } from '../../src/cli/commands/paired.js';
import { checkInvocation, runCli } from '../../src/cli/runCli.js';
import { UsageError } from '../../src/errors/index.js';
import { commandSpec } from '../../tools/cliReference/commandSpec.js';

/** Run `tunegate ...argv` in-process; the exit code and what it wrote. */
async function cli(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

test("paired's list flags are declared repeatable, and exactly those say so in its help", async () => {
  assert.deepEqual([...(pairedCommand.repeatable ?? [])].sort(), ['gate', 'higher-is-better', 'lower-is-better', 'metrics', 'tolerance']);
  const saysRepeated = (await commandSpec(pairedCommand)).arguments.filter((arg) => /repeat/.test(arg.describe)).map((arg) => arg.name);
  assert.deepEqual(saysRepeated.sort(), [...(pairedCommand.repeatable ?? [])].sort());
});

test('--metrics and --tolerance given twice pass the flag checks [43.13]', async () => {
  await checkInvocation(['paired', 'a.jsonl', 'b.jsonl', '--metrics', 'acc', '--metrics', 'f1', '--tolerance', 'f1=0.1', '--tolerance', 'acc=0.2']);
  await checkInvocation(['paired', 'a.jsonl', 'b.jsonl', '--gate', 'acc', '--gate', 'f1', '--higher-is-better', 'x', '--higher-is-better', 'y']);
});

test('any other flag given twice is still refused, naming it', async () => {
  await assert.rejects(checkInvocation(['paired', 'a.jsonl', 'b.jsonl', '--format', 'jsonl', '--format', 'inspect']), (error: unknown) => {
    return error instanceof UsageError && error.message === '--format was given 2 times; give it once';
  });
  await assert.rejects(checkInvocation(['compare', 'a.onnx', 'b.onnx', '--only', 'capability', '--only', 'refusal']), /--only was given 2 times/);
});

test('repeated and comma-separated --metrics and --tolerance judge the same metrics with the same tolerances [43.13]', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'tunegate-runcli-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  // Three metrics without a known direction on 40 items; --metrics leaves out zeta.
  const lines = (shift: number) =>
    Array.from({ length: 40 }, (_, i) =>
      ['alpha', 'beta', 'zeta'].map((metric, m) => JSON.stringify({ id: `q${i}`, metric, value: ((i * (m + 3) + shift) % 7) / 7 })).join('\n'),
    ).join('\n');
  await writeFile(join(dir, 'base.jsonl'), `${lines(0)}\n`);
  await writeFile(join(dir, 'tuned.jsonl'), `${lines(1)}\n`);
  const judged = async (name: string, flags: string[]) => {
    const out = join(dir, name);
    const run = await cli(['paired', join(dir, 'base.jsonl'), join(dir, 'tuned.jsonl'), '--out', out, '--resamples', '2000', '--min-items', '5', ...flags]);
    assert.ok(run.code <= 2, run.stderr);
    const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as { metrics: { id: string; verdict: string; reason: string }[] };
    return results.metrics.map(({ id, verdict, reason }) => ({ id, verdict, reason }));
  };
  const repeated = await judged('repeated', ['--metrics', 'alpha', '--metrics', 'beta', '--tolerance', 'alpha=0.1', '--tolerance', 'beta=0.2']);
  const comma = await judged('comma', ['--metrics', 'alpha,beta', '--tolerance', 'alpha=0.1,beta=0.2']);
  assert.deepEqual(
    repeated.map((metric) => metric.id),
    ['score.alpha', 'score.beta'],
  );
  assert.deepEqual(repeated, comma);
});

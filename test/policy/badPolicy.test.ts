/**
 * A bad policy is one line naming file:line, the key and the fix, exit 3, before anything runs:
 * an unknown key, a margin in the wrong unit (5 for 5 points of a rate), a tier typo, a metric the
 * run cannot measure (statically, and once the run shows what it measures), a directory. Lines are
 * counted in the files as written here.
 */
import assert from 'node:assert/strict';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { accFiles, cli, policyFile, scratch } from './support.js';

const dir = scratch('bad');
after(() => rmSync(dir, { recursive: true, force: true }));

/** `policy check` on `text`: exit 3, one error line and one hint line. */
async function refused(text: string): Promise<{ line: string; hint: string }> {
  const path = policyFile(dir, `p${Math.random().toString(36).slice(2)}.yml`, text);
  const run = await cli(['policy', 'check', path]);
  assert.equal(run.code, 3, run.stdout + run.stderr);
  const lines = run.stderr.trimEnd().split('\n');
  assert.equal(lines.length, 2, run.stderr);
  assert.match(lines[1]!, /^hint: /);
  return { line: lines[0]!.replace(path, 'FILE'), hint: lines[1]! };
}

test('an unknown key names its line and the key it was probably meant to be', async () => {
  const top = await refused('tasks: [mmlu]\nsetings: { limit: 5 }\nmetrics:\n  task.mmlu.acc: { tier: critical, not-worse-than: 0.01 }\n');
  assert.equal(top.line, 'tunegate: FILE:2: setings: unknown key (did you mean settings?)');
  const inner = await refused('metrics:\n  task.mmlu.acc: { tier: critical, not_worse_than: 0.01 }\n');
  assert.equal(inner.line, 'tunegate: FILE:2: metrics.task.mmlu.acc.not_worse_than: unknown key (did you mean not-worse-than?)');
});

test('a margin of 5 on a rate is refused with the two ways to write what was meant', async () => {
  const { line, hint } = await refused('metrics:\n  capability.acc:\n    tier: critical\n    not-worse-than: 5\n');
  assert.equal(
    line,
    'tunegate: FILE:4: metrics.capability.acc.not-worse-than: is 5, but capability.acc is a rate and its margins are fractions (1 would be 100 points)',
  );
  assert.equal(hint, 'hint: Write 0.05 for 5 points, or "5%" for 5 % of the base\'s value.');
  const text = await refused('metrics:\n  capability.acc: { tier: critical, not-worse-than: "five" }\n');
  assert.match(text.line, /FILE:2: metrics\.capability\.acc\.not-worse-than: is "five", not a margin$/);
});

test('a tier typo names the tier it was probably meant to be', async () => {
  const { line, hint } = await refused('metrics:\n  refusal.over_refusal: { tier: critcal, not-worse-than: 0.02 }\n');
  assert.equal(line, 'tunegate: FILE:2: metrics.refusal.over_refusal.tier: is "critcal", not a tier (did you mean critical?)');
  assert.equal(hint, 'hint: A tier is critical, supporting, advisory.');
});

test('a metric the run cannot measure: a task not among tasks:, an id tunegate has no metric for', async () => {
  const task = await refused('tasks: [mmlu]\nmetrics:\n  task.gsm8k.exact_match: { tier: critical, not-worse-than: 0.01 }\n');
  assert.equal(task.line, 'tunegate: FILE:3: metrics.task.gsm8k.exact_match: this run cannot measure it: task gsm8k is not among tasks: [mmlu]');
  const unknown = await refused('metrics:\n  accuracy: { tier: critical, not-worse-than: 0.01 }\n');
  assert.equal(unknown.line, 'tunegate: FILE:2: metrics.accuracy: not a metric tunegate measures');
  const flips = await refused('metrics:\n  capability.acc: { tier: supporting, flips-within: 0.02 }\n');
  assert.match(flips.line, /FILE:2: metrics\.capability\.acc\.flips-within: applies to capability\.flip_rate, capability\.lost_rate only$/);
});

test('a metric the score files do not hold is refused once paired has read them, before anything is written', async () => {
  const [base, tuned] = accFiles(dir, 'acc', 20, { bothRight: 10, baseOnly: 1, tunedOnly: 1 });
  const policy = policyFile(dir, 'f1.yml', 'metrics:\n  score.f1: { tier: critical, not-worse-than: 0.01 }\n');
  const run = await cli(['paired', base, tuned, '--out', join(dir, 'never'), '--policy', policy]);
  assert.equal(run.code, 3, run.stderr);
  assert.match(run.stderr, /^tunegate: policy: metrics\.score\.f1 names a metric this run does not measure; it measures score\.acc\n/m);
});

test('a directory, a missing file and a setting that is no flag are refused', async () => {
  const folder = join(dir, 'gate.yml');
  mkdirSync(folder);
  const run = await cli(['policy', 'check', folder]);
  assert.equal(run.code, 3);
  assert.match(run.stderr, /^tunegate: .*gate\.yml: --policy is a directory, not a policy file\nhint: /);
  const missing = await cli(['policy', 'check', join(dir, 'nope.yml')]);
  assert.equal(missing.code, 3);
  const setting = await refused('settings: { limt: 200 }\nmetrics:\n  capability.acc: { tier: critical, not-worse-than: 0.01 }\n');
  assert.equal(setting.line, 'tunegate: FILE: settings.limt: not a flag of this command (did you mean limit?)');
});

test('policy check prints what a valid file means, in words', async () => {
  const path = policyFile(
    dir,
    'issue.yml',
    [
      '$schema: ../../schema/policy.schema.json',
      'tasks: [arc_challenge, mmlu, gsm8k]',
      'required: [mmlu]',
      'settings: { limit: 200, num-fewshot: 0 }',
      'metrics:',
      '  task.mmlu.acc:           { tier: critical,   not-worse-than: 0.01 }',
      '  refusal.over_refusal:    { tier: critical,   not-worse-than: 2% }',
      '  divergence.kl:           { tier: supporting, equivalent-within: 0.01 }',
      '  capability.flip_rate:    { tier: supporting, flips-within: 0.02 }',
      '  task.mmlu.acc_norm:      { tier: advisory }',
      '',
    ].join('\n'),
  );
  const run = await cli(['policy', 'check', path]);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stdout, /Settings \(flags on the command line override them\): --limit 200 --num-fewshot 0\./);
  assert.match(run.stdout, /Required: mmlu; if any is not measured or is skipped, the run is inconclusive \(exit 2\)\./);
  assert.match(run.stdout, / {2}task\.mmlu\.acc \(critical\): must be shown at most 1 pt worse than the base/);
  assert.match(run.stdout, / {2}refusal\.over_refusal \(critical\): must be shown at most 2 % of the base's value worse than the base/);
  assert.match(run.stdout, / {2}divergence\.kl \(supporting\): must be shown within ±0\.010 of the base/);
  assert.match(run.stdout, / {2}capability\.flip_rate \(supporting\): right\/wrong flips beyond numerical noise must be shown below 2 pt of items/);
  assert.match(run.stdout, /Advisory \(reported, never gate\):\n {2}task\.mmlu\.acc_norm\./);
});

test('compare takes --policy with --sequential (the first error is the missing model), refuses it with --labels before any model loads', async () => {
  const policy = policyFile(dir, 'seq.yml', 'metrics:\n  capability.acc: { tier: critical, not-worse-than: 0.01 }\n');
  const sequential = await cli([
    'compare',
    join(dir, 'no-base.onnx'),
    join(dir, 'no-tuned.onnx'),
    '--policy',
    policy,
    '--sequential',
    '--out',
    join(dir, 'seq-out'),
  ]);
  assert.equal(sequential.code, 3, sequential.stderr);
  assert.doesNotMatch(sequential.stderr, /cannot be combined/);
  assert.match(sequential.stderr, /no-base\.onnx/);
  const labels = await cli([
    'compare',
    join(dir, 'no-base.onnx'),
    join(dir, 'no-tuned.onnx'),
    '--policy',
    policy,
    '--labels',
    join(dir, 'l.jsonl'),
    '--out',
    join(dir, 'lab-out'),
  ]);
  assert.equal(labels.code, 3, labels.stderr);
  assert.match(labels.stderr, /^tunegate: --policy cannot be combined with --labels yet\n/);
});

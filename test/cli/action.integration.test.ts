/** action.yml and its step script: inputs reach `tunegate compare`, outputs come back through $GITHUB_OUTPUT, the exit code is the gate's. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { forgeModel, forgePresets, type ForgedModel } from '../../tools/forge/index.js';
import { writeSmallSuites } from '../../tools/smallSuites.js';
import { junitSchemaErrors } from '../support/junitSchema.js';
import '../support/isolateResultCache.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const ACTION = readFileSync(join(REPO, 'action.yml'), 'utf8');

let root = '';
let suites = '';
let base: ForgedModel;
let tuned: ForgedModel;

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-action-'));
  suites = await writeSmallSuites(join(root, 'suites'), { capability: 12, benign: 4, harmful: 4, divergence: 4 });
  base = await forgeModel(join(root, 'base'), forgePresets.tinyLlama(21));
  tuned = await forgeModel(join(root, 'tuned'), { ...forgePresets.tinyLlama(21), perturb: { seed: 22, scale: 0.05 } });
});
after(() => rmSync(root, { recursive: true, force: true }));

/** Runs examples/github/compare.sh as the composite step does; resolves with its exit code and the parsed $GITHUB_OUTPUT. */
function runStep(env: Record<string, string>): Promise<{ code: number; outputs: Record<string, string>; stderr: string }> {
  const outputFile = join(root, `output-${Math.random().toString(36).slice(2)}`);
  writeFileSync(outputFile, '');
  return new Promise((resolve) => {
    execFile(
      'bash',
      [join(REPO, 'examples', 'github', 'compare.sh')],
      { cwd: root, env: { ...process.env, GITHUB_OUTPUT: outputFile, RUNNER_TEMP: root, GITHUB_STEP_SUMMARY: '', ...env }, timeout: 300_000 },
      (error, _stdout, stderr) => {
        const outputs = Object.fromEntries(
          readFileSync(outputFile, 'utf8')
            .trim()
            .split('\n')
            .filter(Boolean)
            .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
        );
        resolve({ code: error ? Number((error as { code?: number }).code ?? -1) : 0, outputs, stderr });
      },
    );
  });
}

test('action.yml declares the inputs and outputs, and hands every input to the step script', () => {
  for (const input of ['base', 'tuned', 'subfolder', 'suites', 'fail-on', 'policy', 'out', 'args']) {
    assert.match(ACTION, new RegExp(`^  ${input}:\\n    description: `, 'm'), input);
    assert.match(ACTION, new RegExp(`: \\$\\{\\{ inputs\\.${input} \\}\\}$`, 'm'), input);
  }
  for (const output of ['verdict', 'exit-code', 'report', 'report-dir', 'junit']) {
    assert.match(ACTION, new RegExp(`^  ${output}:\\n    description: .*\\n    value: \\$\\{\\{ steps\\.compare\\.outputs\\.${output} \\}\\}$`, 'm'), output);
  }
  assert.match(ACTION, /run: bash "\$GITHUB_ACTION_PATH\/examples\/github\/compare\.sh"/);
});

test('the step runs compare, sets verdict, exit-code, report, report-dir and junit, and exits with the gate', async () => {
  const result = await runStep({
    TUNEGATE_BASE: base.dir,
    TUNEGATE_TUNED: tuned.dir,
    TUNEGATE_SUITES: suites,
    TUNEGATE_FAIL_ON: 'regressed,changed',
    TUNEGATE_OUT: 'gate-report',
    TUNEGATE_ARGS: '--resamples 2000  --min-items 5 --max-new-tokens 8',
  });
  const dir = join(root, 'gate-report');
  const results = JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as {
    verdict: string;
    exitCode: number;
    settings: { failOn: string[]; resamples: number };
  };
  assert.equal(result.code, results.exitCode, result.stderr);
  assert.deepEqual(results.settings.failOn, ['regressed', 'changed']);
  assert.equal(results.settings.resamples, 2000);
  assert.deepEqual(result.outputs, {
    verdict: results.verdict,
    'exit-code': String(results.exitCode),
    'report-dir': dir,
    report: join(dir, 'report.html'),
    junit: join(dir, 'junit.xml'),
  });
  assert.deepEqual(await junitSchemaErrors(readFileSync(join(dir, 'junit.xml'), 'utf8')), []);
});

test('a run that cannot start reports verdict "error" and exit code 3', async () => {
  const result = await runStep({ TUNEGATE_BASE: join(root, 'missing.onnx'), TUNEGATE_TUNED: tuned.dir, TUNEGATE_SUITES: suites, TUNEGATE_OUT: 'bad-report' });
  assert.equal(result.code, 3);
  assert.equal(result.outputs['verdict'], 'error');
  assert.equal(result.outputs['exit-code'], '3');
  assert.equal(result.outputs['report'], undefined);
  assert.match(result.stderr, /missing\.onnx/);
});

test('the policy input reaches compare as --policy, whose claims then decide the gate', async () => {
  const policy = join(root, 'smoke.yml');
  writeFileSync(policy, 'settings: { only: capability }\nmetrics:\n  capability.acc: { tier: critical, not-worse-than: 0.5 }\n');
  const result = await runStep({
    TUNEGATE_BASE: base.dir,
    TUNEGATE_TUNED: tuned.dir,
    TUNEGATE_SUITES: suites,
    TUNEGATE_POLICY: policy,
    TUNEGATE_OUT: 'policy-report',
    TUNEGATE_ARGS: '--resamples 2000 --min-items 5',
  });
  const results = JSON.parse(readFileSync(join(root, 'policy-report', 'results.json'), 'utf8')) as {
    exitCode: number;
    settings: { policy?: { source: string } };
  };
  assert.equal(result.code, results.exitCode, result.stderr);
  assert.equal(results.settings.policy?.source, policy);
});

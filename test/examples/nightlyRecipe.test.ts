/**
 * The nightly recipe (examples/github/tunegate-nightly.yml) parses as YAML and every tunegate
 * command line in it is a valid invocation of this CLI (the same parser and flag checks,
 * nothing run): the compare's base is what `release --last` prints, the compare writes where
 * the trend reads, and the trend goes to the job summary.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';
import { checkInvocation } from '../../src/cli/runCli.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const VERSION = (JSON.parse(readFileSync(`${REPO}/package.json`, 'utf8')) as { version: string }).version;
/** Values the step outputs take on a night, standing in for the expressions. */
const OUTPUTS: Readonly<Record<string, string>> = {
  '${{ steps.inputs.outputs.base }}': '/models/line/ckpt-2026-11-20',
  '${{ steps.inputs.outputs.checkpoint }}': '/models/line/ckpt-2026-12-01',
  '${{ steps.inputs.outputs.stamp }}': '2026-12-01T0300',
};

/** Every `npx --yes tunegate@<version> …` command in `script`, as argv with the outputs filled in. */
function tunegateCommands(script: string): string[][] {
  let text = script;
  for (const [expression, value] of Object.entries(OUTPUTS)) text = text.replaceAll(expression, value);
  return [...text.matchAll(/npx --yes tunegate@(\S+) ([^)\n]+)/g)].map((match) => {
    assert.equal(match[1], VERSION, 'the recipe pins the version it was checked against');
    assert.doesNotMatch(match[2]!, /[$`'"|;&<>\\]/, `a plain command line: ${match[2]}`);
    return match[2]!.trim().split(/\s+/);
  });
}

test('the nightly recipe: base from the last release, the gate, the trend over every run folder', async () => {
  const doc = parseDocument(readFileSync(`${REPO}/examples/github/tunegate-nightly.yml`, 'utf8'));
  assert.deepEqual(
    [...doc.errors, ...doc.warnings].map((problem) => problem.message),
    [],
  );
  const workflow = doc.toJS() as { jobs: { nightly: { steps: { id?: string; run?: string }[] } } };
  const steps = workflow.jobs.nightly.steps;
  const commands = steps.flatMap((step) => (typeof step.run === 'string' ? tunegateCommands(step.run) : []));
  for (const argv of commands) await checkInvocation(argv);
  const byName = (name: string) => commands.filter((argv) => argv[0] === name);
  assert.deepEqual(byName('release'), [['release', '--last', '--releases', '.tunegate/releases.json']]);
  const [compare] = byName('compare');
  const [trend] = byName('trend');
  assert.ok(compare && trend);
  assert.equal(compare[1], OUTPUTS['${{ steps.inputs.outputs.base }}'], 'the base is the last release');
  const out = compare[compare.indexOf('--out') + 1]!;
  const runsRoot = trend[1]!;
  assert.ok(out.startsWith(`${runsRoot}/`), `compare writes (${out}) under the folder trend reads (${runsRoot})`);
  const trendOut = trend[trend.indexOf('--out') + 1];
  assert.ok(
    steps.some((step) => step.run?.includes(`cat ${trendOut}/trend.md >> "$GITHUB_STEP_SUMMARY"`)),
    'trend.md goes to the job summary',
  );
});

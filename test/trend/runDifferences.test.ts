/**
 * runDifferences: runs measured differently are set apart with the difference named, for every
 * fact that changes what a run measures; and a run folder with an item line twice is refused
 * (issue 43, case 4). Runs come from the synthetic line (test/support/syntheticLine.ts).
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { InvalidInputError } from '../../src/errors/index.js';
import type { RunResults, TaskSelection } from '../../src/results/index.js';
import { readTrendRuns, runDifferences } from '../../src/trend/index.js';
import { driftCheck, type DriftRun } from '../../src/trend/driftCheck.js';
import { checkpointRecords, checkpointResults, nightly, writeCheckpoint } from '../support/syntheticLine.js';

const line = checkpointResults({ step: 1, stepItems: 2, startedAt: nightly(1) }, checkpointRecords(1, 2));
const recorded: RunResults = { ...line, scoring: { systemPrompt: null, refusalPatternsSha256: 'a'.repeat(64) } };
const tasks: TaskSelection = {
  names: ['arc_easy'],
  numFewshot: 0,
  benchmarks: [{ name: 'arc_easy', group: null, split: 'test', numFewshot: 0, documents: 40, dataFile: 'arc/test.jsonl', licence: 'CC-BY-SA-4.0' }],
} as unknown as TaskSelection;

test('each way a run was measured differently is named with both values [43.4]', () => {
  const cases: [RunResults, string][] = [
    [{ ...recorded, tool: { ...recorded.tool, version: '9.9.9' } }, `tunegate version differs: 9.9.9 here, ${recorded.tool.version} in the line`],
    [
      { ...recorded, scoring: { systemPrompt: 'Be brief.', refusalPatternsSha256: 'a'.repeat(64) } },
      'system prompt differs: "Be brief." here, none in the line',
    ],
    [
      { ...recorded, scoring: { systemPrompt: null, refusalPatternsSha256: 'b'.repeat(64) } },
      'refusal patterns differs: sha256 bbbbbbbbbbbb here, sha256 aaaaaaaaaaaa in the line',
    ],
    [{ ...recorded, settings: { ...recorded.settings, sampling: { temperature: 0.7, topP: 1, samples: 5, reducer: 'mean' } as never } }, 'sampling differs:'],
    [
      { ...recorded, settings: { ...recorded.settings, tasks } },
      'task selection (--tasks, --num-fewshot, --limit) differs: arc_easy with 0-shot, all documents here, none in the line',
    ],
    [{ ...recorded, suites: [] }, 'capability suite differs: sha256 none here'],
    [line, 'system prompt differs: not recorded here, none in the line'],
  ];
  for (const [run, expected] of cases) {
    const found = runDifferences(run, recorded);
    assert.ok(
      found.some((text) => text.startsWith(expected)),
      `${expected}\nin: ${found.join('\n')}`,
    );
  }
  assert.deepEqual(runDifferences(recorded, recorded), []);
});

test('a changed --num-fewshot or --limit of the same task, or its data, sets the run apart [43.4]', () => {
  const withTasks = { ...recorded, settings: { ...recorded.settings, tasks } };
  const variants: TaskSelection[] = [
    { ...tasks, numFewshot: 5 },
    { ...tasks, limit: 10 },
    { ...tasks, benchmarks: [{ ...tasks.benchmarks[0]!, split: 'validation' }] },
  ];
  for (const variant of variants) {
    const found = runDifferences({ ...withTasks, settings: { ...withTasks.settings, tasks: variant } }, withTasks);
    assert.equal(found.length, 1, JSON.stringify(variant));
    assert.match(found[0]!, /^task selection \(--tasks, --num-fewshot, --limit\) differs: /);
  }
});

test('a run folder whose items.jsonl holds an item twice is refused, naming the line, as paired refuses it [43.4]', async (t) => {
  const root = await mkdtemp(join(tmpdir(), 'tunegate-trend-dup-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  const dir = join(root, 'run');
  await writeCheckpoint(dir, { step: 1, stepItems: 2, startedAt: nightly(1) });
  const items = join(dir, 'items.jsonl');
  const lines = (await readFile(items, 'utf8')).split('\n');
  await writeFile(items, [...lines.slice(0, 3), lines[1]!, ...lines.slice(3)].join('\n'));
  await assert.rejects(
    readTrendRuns([{ dir, name: 'run' }]),
    (error: unknown) =>
      error instanceof InvalidInputError && /items\.jsonl:4: capability id "[^"]+" appears twice \(the first is at line 2\)/.test(error.message),
  );
});

test('a drift over part of the items is never "no drift": a partial run, or items scored in one run only [43.4]', () => {
  const records = checkpointRecords(1, 2);
  const run = (name: string, results: RunResults, items = records): DriftRun => ({ name, results, items });
  const whole = driftCheck(run('old', line), run('new', line));
  assert.ok('verdict' in whole && whole.verdict === 'pass', JSON.stringify(whole));
  const partialRecord = { causes: ['max-items'], maxItems: 200, families: [] } as unknown as NonNullable<RunResults['partial']>;
  const partial = driftCheck(run('old', line), run('new', { ...line, partial: partialRecord }));
  assert.ok('verdict' in partial && partial.verdict === 'inconclusive');
  assert.equal(partial.reason, 'The drift cannot be told whole: the drift covers part of the items: new is a partial run.');
  const fewer = driftCheck(run('old', line), run('new', line, records.slice(0, 300)));
  assert.ok('verdict' in fewer && fewer.verdict === 'inconclusive');
  assert.match(fewer.reason, /100 items scored in old only, 0 in new only/);
});

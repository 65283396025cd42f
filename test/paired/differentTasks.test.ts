/**
 * `paired` never pairs samples of two different tasks: two Inspect logs that both number their
 * samples 1…N are refused when their tasks differ, unless --task-map names the mapping; the
 * tasks of both sides are recorded in results.json (issue 49, item 5).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UsageError } from '../../src/errors/index.js';
import { runPaired } from '../../src/paired/index.js';
import { quickPairedOptions } from '../support/quickPairedOptions.js';

let root = '';
let count = 0;
before(() => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-paired-tasks-'));
});
after(() => rmSync(root, { recursive: true, force: true }));

/** An Inspect JSON log of `task` with samples 1…16, each scored "C" (correct). */
function inspectLog(name: string, task: string): string {
  const samples = Array.from({ length: 16 }, (_, i) => ({ id: i + 1, epoch: 1, input: `q${i}`, target: 'C', scores: { match: { value: 'C' } } }));
  const path = join(root, name);
  writeFileSync(path, JSON.stringify({ version: 2, status: 'success', eval: { task, model: 'm', config: { epochs: 1 } }, results: {}, samples }));
  return path;
}

const options = (base: string, tuned: string, extra = {}) => quickPairedOptions(join(root, `run-${++count}`), base, tuned, { minItems: 10, ...extra });

test('two logs of different tasks are refused with both named, even with --allow-missing', async () => {
  const base = inspectLog('tom.json', 'theory_of_mind');
  const tuned = inspectLog('sec.json', 'security_guide');
  await assert.rejects(
    () => runPaired(options(base, tuned, { allowMissing: 'x' })),
    (error: unknown) =>
      error instanceof UsageError && /task "theory_of_mind".*task "security_guide"/.test(error.message) && /--task-map/.test(error.hint ?? ''),
  );
});

test('--task-map names the mapping: then the samples pair, and both tasks are recorded', async () => {
  const base = inspectLog('tom2.json', 'theory_of_mind');
  const tuned = inspectLog('tom-v2.json', 'theory_of_mind_v2');
  const results = await runPaired(options(base, tuned, { taskMap: { theory_of_mind: 'theory_of_mind_v2' } }));
  assert.equal(results.inputs.paired, 16);
  assert.deepEqual(results.inputs.base.tasks, ['theory_of_mind']);
  assert.deepEqual(results.inputs.tuned.tasks, ['theory_of_mind_v2']);
  await assert.rejects(() => runPaired(options(base, tuned, { taskMap: { theory_of_mind: 'other' } })), UsageError);
});

test('the same task on both sides pairs as before, with the task recorded', async () => {
  const results = await runPaired(options(inspectLog('a.json', 'quiz'), inspectLog('b.json', 'quiz')));
  assert.equal(results.inputs.paired, 16);
  assert.deepEqual(results.inputs.base.tasks, ['quiz']);
});

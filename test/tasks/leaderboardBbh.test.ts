/**
 * leaderboard_bbh_<task> through loadTasks against golden contexts, choices and gold indices
 * built by tools/tasks/generationGoldens.py (lm-eval v0.4.6's fewshot_context and
 * multiple-choice process_results restated in Python over the shipped YAMLs and data,
 * test/fixtures/generation-prompts/leaderboard_bbh.json).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { UsageError } from '../../src/errors/index.js';
import { knownTaskNames, LEADERBOARD_GROUP, loadTasks, taskMetricPlan } from '../../src/tasks/index.js';

interface Golden {
  readonly tasks: readonly {
    readonly task: string;
    readonly docCount: number;
    readonly runs: readonly { numFewshot: number | null; docs: { docId: number; context: string; choices: string[]; gold: number }[] }[];
  }[];
}
const golden = JSON.parse(readFileSync(new URL('../fixtures/generation-prompts/leaderboard_bbh.json', import.meta.url), 'utf8')) as Golden;

test('leaderboard_bbh: all 24 tasks, 3-shot (the YAML default) and boolean_expressions 1- and 0-shot: contexts, choices and gold equal lm-eval byte for byte', () => {
  assert.equal(golden.tasks.length, 24);
  for (const task of golden.tasks) {
    for (const run of task.runs) {
      const loaded = loadTasks([task.task], run.numFewshot === null ? {} : { numFewshot: run.numFewshot });
      assert.equal(loaded.tasks[0]!.docCount, task.docCount);
      assert.equal(loaded.tasks[0]!.numFewshot, run.numFewshot ?? 3);
      for (const want of run.docs) {
        const doc = loaded.docs[want.docId]!;
        const where = `${task.task} ${run.numFewshot ?? 3}-shot doc ${want.docId}`;
        assert.equal(doc.context, want.context, where);
        assert.deepEqual(doc.choices, want.choices, where);
        // lm-eval's -100 (a target outside the choices) is -1 here.
        assert.equal(doc.gold, want.gold === -100 ? -1 : want.gold, where);
        assert.equal(doc.targetDelimiter, ' ', where);
        assert.equal(doc.group, 'leaderboard_bbh', where);
      }
    }
  }
});

test('the description runs straight into the first shot, as lm-eval concatenates them (a hand-written check)', () => {
  const { docs } = loadTasks(['leaderboard_bbh_boolean_expressions'], { limit: 1 });
  assert.equal(
    docs[0]!.context,
    'Evaluate the result of a random Boolean expression.Q: not ( ( not not True ) ) is\nA: False\n\nQ: True and False and not True and True is\nA: False\n\nQ: not not ( not ( False ) ) is\nA: True\n\nQ: not ( True ) and ( True ) is\nA:',
  );
  assert.deepEqual(docs[0]!.choices, ['False', 'True']);
});

test('the group: 24 tasks of the known names, acc_norm gated; targets outside the choices are named in caveats; more than 3 shots is a usage error', () => {
  const { tasks, docs } = loadTasks(['leaderboard_bbh', 'arc_easy', 'leaderboard_bbh_snarks'], { limit: 2 });
  assert.equal(tasks.length, 25);
  assert.equal(docs.length, 50);
  assert.ok(knownTaskNames().includes('leaderboard_bbh') && knownTaskNames().includes('leaderboard_bbh_web_of_lies'));
  assert.deepEqual(taskMetricPlan('leaderboard_bbh'), { metrics: ['acc_norm'], gated: 'acc_norm' });
  assert.deepEqual(taskMetricPlan('leaderboard_bbh_snarks'), { metrics: ['acc_norm'], gated: 'acc_norm' });
  const movies = loadTasks(['leaderboard_bbh_movie_recommendation']);
  assert.equal(movies.docs[163]!.gold, -1);
  assert.match(movies.tasks[0]!.caveats.join(), /document 163's target "Monsters, Inc"/);
  assert.equal(loadTasks(['leaderboard_bbh_ruin_names']).tasks[0]!.caveats.length, 2);
  assert.throws(() => loadTasks(['leaderboard_bbh_snarks'], { numFewshot: 4 }), UsageError);
  assert.deepEqual(
    LEADERBOARD_GROUP.filter((member) => member.shipped).map((member) => member.name),
    ['leaderboard_bbh', 'leaderboard_ifeval'],
  );
});

/** MMLU's subjects and descriptions against lm-eval v0.4.6's generated subject YAMLs. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MMLU_SUBJECTS, TASK_GROUPS } from '../../src/tasks/index.js';
import { mmluDescription } from '../../src/tasks/mmluSubjects.js';
import { readTaskYaml } from '../support/lmEvalTaskYaml.js';

test('57 subjects, and the group lists mmlu_<subject> for each', () => {
  assert.equal(MMLU_SUBJECTS.length, 57);
  assert.equal(new Set(MMLU_SUBJECTS).size, 57);
  assert.deepEqual(
    TASK_GROUPS['mmlu'],
    MMLU_SUBJECTS.map((subject) => `mmlu_${subject}`),
  );
  assert.ok(MMLU_SUBJECTS.includes('high_school_government_and_politics'));
});

test("descriptions equal lm-eval's subject YAMLs", () => {
  assert.equal(mmluDescription('abstract_algebra'), readTaskYaml('mmlu/default/mmlu_abstract_algebra.yaml')['description']);
  // lm_eval/tasks/mmlu/default/mmlu_us_foreign_policy.yaml at v0.4.6, copied by hand.
  assert.equal(mmluDescription('us_foreign_policy'), 'The following are multiple choice questions (with answers) about us foreign policy.\n\n');
});

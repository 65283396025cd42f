/**
 * MMLU's four categories against lm-eval v0.4.6's own subject YAMLs (test/fixtures/lm-eval-v0.4.6/
 * mmlu/default/, copied byte for byte; SOURCE.md there): each `mmlu_<subject>.yaml` is tagged
 * `mmlu_<category>_tasks`, and the group YAMLs list the four in the `mmlu` group.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { MMLU_CATEGORIES, MMLU_SUBJECTS, mmluCategory } from '../../src/tasks/index.js';

const DIR = new URL('../fixtures/lm-eval-v0.4.6/mmlu/default/', import.meta.url);

test("every subject's category is the one its lm-eval YAML tags it with: 19 STEM, 13 other, 12 social sciences, 13 humanities", () => {
  const files = readdirSync(DIR).filter((name) => /^mmlu_.*\.yaml$/.test(name));
  assert.equal(files.length, 57);
  const counts = new Map<string, number>();
  for (const file of files) {
    const text = readFileSync(new URL(file, DIR), 'utf8');
    const subject = /"dataset_name": "(.*?)"/.exec(text)![1]!;
    const category = /"tag": "mmlu_(.*?)_tasks"/.exec(text)![1]!;
    assert.equal(mmluCategory(`mmlu_${subject}`), category, subject);
    counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  assert.deepEqual(Object.fromEntries(counts), { humanities: 13, other: 13, social_sciences: 12, stem: 19 });
  assert.equal(MMLU_SUBJECTS.length, 57);
  assert.equal(mmluCategory('arc_easy'), undefined);
});

test("the categories in the mmlu group's order", () => {
  const group = readFileSync(new URL('_mmlu.yaml', DIR), 'utf8');
  assert.deepEqual(
    [...group.matchAll(/- mmlu_(\w+)/g)].map((match) => match[1]),
    [...MMLU_CATEGORIES],
  );
});

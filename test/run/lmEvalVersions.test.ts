/**
 * results.json says what it mimics: the lm-eval release (0.4.6) and each benchmark task's
 * version, which lm-eval prints from its YAML's `metadata: version:`. The expected versions are
 * read as text from lm-eval v0.4.6's YAMLs (test/fixtures/lm-eval-v0.4.6, MIT), as Python's YAML
 * loader reads them (1.0 stays "1.0").
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { familyTable } from '../../src/families/index.js';
import { loadNamedTasks } from '../../src/run/namedTasks.js';
import { LM_EVAL_FIXTURES } from '../support/lmEvalTaskYaml.js';

const SUITES = fileURLToPath(new URL('../../suites', import.meta.url));

/** The `version:` under `metadata:` of a fixture YAML, as written. */
function yamlVersion(path: string): string {
  const match = /metadata:\s*\n\s+version:\s*(\S+)/.exec(readFileSync(join(LM_EVAL_FIXTURES, path), 'utf8'));
  assert.ok(match, path);
  return match[1]!;
}

test("results.json's task selection records lm-eval 0.4.6 and each task's lm-eval version", async () => {
  const named = await loadNamedTasks(
    { names: ['arc_easy', 'mmlu_anatomy', 'truthfulqa_mc2', 'piqa', 'openbookqa', 'boolq', 'hellaswag'], numFewshot: 0, limit: 1, builtinSuitesDir: SUITES },
    familyTable(),
  );
  assert.equal(named.selection.lmEvalVersion, '0.4.6');
  const versions = Object.fromEntries(named.selection.benchmarks.map((task) => [task.name, task.lmEvalVersion]));
  assert.deepEqual(versions, {
    arc_easy: yamlVersion('arc/arc_easy.yaml'),
    mmlu_anatomy: yamlVersion('mmlu/default/_default_template_yaml'),
    truthfulqa_mc2: yamlVersion('truthfulqa/truthfulqa_mc2.yaml'),
    piqa: yamlVersion('piqa/piqa.yaml'),
    openbookqa: yamlVersion('openbookqa/openbookqa.yaml'),
    boolq: yamlVersion('super_glue/boolq/default.yaml'),
    hellaswag: yamlVersion('hellaswag/hellaswag.yaml'),
  });
});

/**
 * A task YAML through `compare`, in a process of its own: the documents are the YAML's, the
 * metrics its metric_list's (registered while the inputs are read), the data file recorded.
 * Two forged GPT-2-tokenizer models; scoring itself is checked in test/run/taskScoring.integration.test.ts.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgeModel, forgePresets, type ForgedModel } from '../../tools/forge/index.js';
import type { CapabilityItemRecord, RunResults } from '../../src/results/types.js';
import { loadTasks } from '../../src/tasks/index.js';
import { tunegate } from '../support/runCli.js';
import { fixtureTokenizer } from '../support/fixtureTokenizers.js';
import { LM_EVAL_FIXTURES, shippedRecords } from '../support/lmEvalTaskYaml.js';

let root = '';
let models: ForgedModel[] = [];

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-yaml-run-'));
  const spec = { ...forgePresets.tinyGpt2(3), maxPositions: 256, tokenizer: { kind: 'copy' as const, dir: fixtureTokenizer('gpt2') } };
  models = [
    await forgeModel(join(root, 'base'), { ...spec, perturb: { seed: 5, scale: 0.3 } }),
    await forgeModel(join(root, 'tuned'), { ...spec, perturb: { seed: 6, scale: 0.3 } }),
  ];
});
after(() => rmSync(root, { recursive: true, force: true }));

test("compare --tasks TASK.yaml scores the YAML's documents and judges its metric_list", async () => {
  const data = join(root, 'arc_test.jsonl');
  writeFileSync(
    data,
    shippedRecords('arc/ARC-Easy/validation.jsonl.gz')
      .slice(0, 4)
      .map((record) => `${JSON.stringify(record)}\n`)
      .join(''),
  );
  const yaml = join(root, 'my_arc.yaml');
  const fixture = join(LM_EVAL_FIXTURES, 'arc/arc_easy.yaml');
  writeFileSync(
    yaml,
    `include: ${JSON.stringify(fixture)}\ntask: my_arc\ndataset_path: json\ndataset_kwargs:\n  data_files:\n    test: arc_test.jsonl\nmetric_list:\n  - metric: acc\n`,
  );
  const out = join(root, 'run');
  const result = await tunegate(['compare', models[0]!.dir, models[1]!.dir, '--only', 'capability', '--out', out, '--resamples', '2000', '--tasks', yaml]);
  assert.ok([0, 1, 2].includes(result.code), result.stderr);
  const items = readFileSync(join(out, 'items.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as CapabilityItemRecord);
  const expected = loadTasks(['arc_easy'], { limit: 4 }).docs;
  assert.deepEqual(
    items.map((item) => [item.id, item.task, item.context, item.choices]),
    expected.map((doc) => [`my_arc/${doc.docId}`, 'my_arc', doc.context, doc.choices]),
  );
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults;
  assert.deepEqual(
    results.metrics.filter((m) => m.id.startsWith('task.')).map((m) => [m.id, m.gated]),
    [['task.my_arc.acc', true]],
  );
  assert.deepEqual(results.settings.tasks?.names, [yaml]);
  assert.equal(results.settings.tasks?.benchmarks[0]?.dataFile, data);
});

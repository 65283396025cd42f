/**
 * loadYamlTask runs lm-eval v0.4.6's own task YAMLs (test/fixtures/lm-eval-v0.4.6, MIT) directly:
 * each is included unchanged by a small YAML that points its data at local JSONL (lm-eval's
 * `dataset_path: json` + `data_files` form), a few shipped records or a whole shipped split. The
 * expected contexts come from loadTasks over the same records: a second mechanism (hand-written
 * formats, tested against @huggingface/jinja in loadTasks.test.ts), not the YAML path itself.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UsageError } from '../../src/errors/index.js';
import { loadTasks, loadYamlTask, taskMetricPlan, type LoadedTasks } from '../../src/tasks/index.js';
import { LM_EVAL_FIXTURES, SHIPPED_DATA, lmEvalContext, readTaskYaml as readSupportYaml, shippedRecords } from '../support/lmEvalTaskYaml.js';

const dir = mkdtempSync(join(tmpdir(), 'tunegate-yaml-'));
let files = 0;

/** A YAML that includes the fixture `yaml` and reads `dataFiles` (split → file); `extra` lines are added. */
function wrapper(yaml: string, dataFiles: Record<string, string>, extra = ''): string {
  const file = join(dir, `task${files++}.yaml`);
  const splits = Object.entries(dataFiles).map(([split, path]) => `    ${split}: ${JSON.stringify(path)}`);
  writeFileSync(
    file,
    [`include: ${JSON.stringify(join(LM_EVAL_FIXTURES, yaml))}`, 'dataset_path: json', 'dataset_kwargs:', '  data_files:', ...splits, extra].join('\n'),
  );
  return file;
}

/** The first `count` records of a shipped file (MMLU: of one subject) written as plain JSONL. */
function jsonlCopy(data: string, count: number, subject?: string): string {
  const records = shippedRecords(data).filter((record) => subject === undefined || record['subject'] === subject);
  const file = join(dir, `data${files++}.jsonl`);
  writeFileSync(
    file,
    records
      .slice(0, count)
      .map((record) => `${JSON.stringify(record)}\n`)
      .join(''),
  );
  return file;
}

function assertSameDocs(actual: LoadedTasks, expected: LoadedTasks): void {
  assert.equal(actual.docs.length, expected.docs.length);
  for (const [index, doc] of actual.docs.entries()) {
    const want = expected.docs[index]!;
    assert.equal(doc.context, want.context, `${want.task} doc ${index}`);
    assert.deepEqual(doc.choices, want.choices, `${want.task} doc ${index}`);
    assert.equal(doc.gold, want.gold, `${want.task} doc ${index}`);
    assert.equal(doc.trueChoices, want.trueChoices, `${want.task} doc ${index}`);
    assert.equal(doc.targetDelimiter, ' ');
  }
}

const ZERO_SHOT = [
  { task: 'arc_easy', yaml: 'arc/arc_easy.yaml', split: 'test', data: 'arc/ARC-Easy/validation.jsonl.gz' },
  { task: 'arc_challenge', yaml: 'arc/arc_challenge.yaml', split: 'test', data: 'arc/ARC-Challenge/validation.jsonl.gz' },
  { task: 'truthfulqa_mc1', yaml: 'truthfulqa/truthfulqa_mc1.yaml', split: 'validation', data: 'truthfulqa/validation.jsonl.gz' },
  { task: 'truthfulqa_mc2', yaml: 'truthfulqa/truthfulqa_mc2.yaml', split: 'validation', data: 'truthfulqa/validation.jsonl.gz' },
  { task: 'piqa', yaml: 'piqa/piqa.yaml', split: 'validation', data: 'piqa/validation.jsonl.gz' },
  { task: 'openbookqa', yaml: 'openbookqa/openbookqa.yaml', split: 'test', data: 'openbookqa/test.jsonl.gz' },
  { task: 'boolq', yaml: 'super_glue/boolq/default.yaml', split: 'validation', data: 'boolq/validation.jsonl.gz' },
  { task: 'hellaswag', yaml: 'hellaswag/hellaswag.yaml', split: 'validation', data: 'hellaswag/validation.jsonl.gz' },
] as const;

for (const { task, yaml, split, data } of ZERO_SHOT) {
  test(`${yaml} run directly over 12 JSONL records gives loadTasks' ${task} documents`, async () => {
    const loaded = await loadYamlTask(wrapper(yaml, { [split]: jsonlCopy(data, 12) }), undefined);
    assert.equal(loaded.tasks[0]?.name, task);
    assert.equal(loaded.tasks[0]?.split, split);
    assertSameDocs(loaded, loadTasks([task], { limit: 12 }));
  });
}

test("MMLU 5-shot: the subject YAML, its include and first_n over a dev JSONL give loadTasks' prompts (description included)", async () => {
  const file = wrapper('mmlu/default/mmlu_abstract_algebra.yaml', {
    test: jsonlCopy('mmlu/test.jsonl.gz', 10, 'abstract_algebra'),
    dev: jsonlCopy('mmlu/dev.jsonl.gz', 5, 'abstract_algebra'),
  });
  const loaded = await loadYamlTask(file, undefined, { numFewshot: 5 });
  assert.equal(loaded.tasks[0]?.fewshotSplit, 'dev');
  assertSameDocs(loaded, loadTasks(['mmlu_abstract_algebra'], { numFewshot: 5, limit: 10 }));
  assert.deepEqual(taskMetricPlan('mmlu_abstract_algebra'), { metrics: ['acc'], gated: 'acc' });
});

test('ARC-Challenge 3-shot draws from the train split as the shipped task does (random sampler, seed 1234)', async () => {
  const file = wrapper('arc/arc_challenge.yaml', {
    test: join(SHIPPED_DATA, 'arc/ARC-Challenge/validation.jsonl.gz'),
    train: join(SHIPPED_DATA, 'arc/ARC-Challenge/train.jsonl.gz'),
  });
  assertSameDocs(await loadYamlTask(file, undefined, { numFewshot: 3, limit: 8 }), loadTasks(['arc_challenge'], { numFewshot: 3, limit: 8 }));
});

test('TruthfulQA MC2 with its own num_fewshot: 2 samples its validation split, one extra drawn and the document dropped', async () => {
  // CPython 3.11, r = random.Random(1234), one r.sample(range(817), 3) per document: [796, 451, 119], [7, 92, 596], [35, 687, 709].
  const file = wrapper('truthfulqa/truthfulqa_mc2.yaml', { validation: join(SHIPPED_DATA, 'truthfulqa/validation.jsonl.gz') }, 'num_fewshot: 2');
  const loaded = await loadYamlTask(file, undefined, { limit: 3 });
  const records = shippedRecords('truthfulqa/validation.jsonl.gz');
  const config = readSupportYaml('truthfulqa/truthfulqa_mc2.yaml');
  for (const [id, shots] of [
    [796, 451],
    [7, 92],
    [35, 687],
  ].entries()) {
    assert.equal(
      loaded.docs[id]!.context,
      lmEvalContext(
        config,
        records[id]!,
        shots.map((index) => records[index]!),
      ),
      `doc ${id}`,
    );
  }
  assert.equal(loaded.tasks[0]!.numFewshot, 2);
  assert.deepEqual(taskMetricPlan('truthfulqa_mc2'), { metrics: ['mc2'], gated: 'mc2' });
});

test('TruthfulQA 5-shot: document 331, the first to draw itself, drops it and keeps the next five', async () => {
  // CPython 3.11.7, r = random.Random(1234), one r.sample(range(817), 6) per document: document 0
  // draws [796, 451, 119, 7, 92, 596] (the first five kept); document 331 draws [331, 30, 552, 214, 789, 133].
  const file = wrapper('truthfulqa/truthfulqa_mc1.yaml', { validation: join(SHIPPED_DATA, 'truthfulqa/validation.jsonl.gz') }, 'num_fewshot: 5');
  const { docs } = await loadYamlTask(file, undefined, { limit: 332 });
  const records = shippedRecords('truthfulqa/validation.jsonl.gz');
  const config = readSupportYaml('truthfulqa/truthfulqa_mc1.yaml');
  const shots = (indices: number[]) => indices.map((index) => records[index] as Record<string, unknown>);
  assert.equal(docs[0]!.context, lmEvalContext(config, records[0]!, shots([796, 451, 119, 7, 92])));
  assert.equal(docs[331]!.context, lmEvalContext(config, records[331]!, shots([30, 552, 214, 789, 133])));
});

test('a YAML including TruthfulQA keeps its num_fewshot: 0 against --num-fewshot 5, as lm-eval does, and says so', async () => {
  const file = wrapper('truthfulqa/truthfulqa_mc1.yaml', { validation: join(SHIPPED_DATA, 'truthfulqa/validation.jsonl.gz') });
  const loaded = await loadYamlTask(file, undefined, { numFewshot: 5, limit: 3 });
  assertSameDocs(loaded, loadTasks(['truthfulqa_mc1'], { limit: 3 }));
  const records = shippedRecords('truthfulqa/validation.jsonl.gz');
  assert.equal(loaded.docs[0]!.context, lmEvalContext(readSupportYaml('truthfulqa/truthfulqa_mc1.yaml'), records[0]!));
  assert.equal(loaded.tasks[0]!.numFewshot, 0);
  assert.ok(loaded.tasks[0]!.caveats.some((c) => c.startsWith("--num-fewshot 5 ignored: truthfulqa_mc1's YAML sets num_fewshot: 0")));
});

test("a renamed task's metric_list decides its plan; description and delimiters are the YAML's", async () => {
  const file = wrapper(
    'arc/arc_easy.yaml',
    { test: jsonlCopy('arc/ARC-Easy/validation.jsonl.gz', 3) },
    'task: my_arc\ndescription: "Science, {{ id }}:\\n"\nmetric_list:\n  - metric: acc',
  );
  const loaded = await loadYamlTask(file, undefined);
  const first = shippedRecords('arc/ARC-Easy/validation.jsonl.gz')[0]!;
  // By hand: arc_easy.yaml's doc_to_text after the rendered description.
  assert.equal(loaded.docs[0]?.context, `Science, ${first['id']}:\nQuestion: ${first['question']}\nAnswer:`);
  assert.deepEqual(taskMetricPlan('my_arc'), { metrics: ['acc'], gated: 'acc' });
});

/** Asserts the promise rejects with a UsageError (exit 3) whose message holds every part. */
async function rejectsNaming(promise: Promise<unknown>, ...parts: string[]): Promise<void> {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof UsageError, String(error));
    assert.equal(error.exitCode, 3);
    for (const part of parts) assert.ok(`${error.message} ${error.hint}`.includes(part), `${error.message} / ${error.hint} lacks ${part}`);
    return true;
  });
}

test('an unsupported key, output type, metric or hook is a usage error naming it', async () => {
  const data = { test: jsonlCopy('arc/ARC-Easy/validation.jsonl.gz', 2) };
  await rejectsNaming(loadYamlTask(wrapper('arc/arc_easy.yaml', data, 'filter_list: []'), undefined), 'filter_list');
  await rejectsNaming(loadYamlTask(wrapper('arc/arc_easy.yaml', data, 'output_type: generate_until'), undefined), 'generate_until');
  await rejectsNaming(loadYamlTask(wrapper('arc/arc_easy.yaml', data, 'metric_list:\n  - metric: exact_match'), undefined), 'exact_match');
  await rejectsNaming(loadYamlTask(wrapper('arc/arc_easy.yaml', data, 'process_docs: !function utils.my_docs'), undefined), 'utils.my_docs');
  // hellaswag's hook under another task name is not the ported one.
  const hellaswag = { validation: jsonlCopy('hellaswag/validation.jsonl.gz', 2) };
  await rejectsNaming(loadYamlTask(wrapper('hellaswag/hellaswag.yaml', hellaswag, 'task: my_hellaswag'), undefined), 'utils.process_docs');
});

test('a dataset missing from the Hugging Face cache names the folder looked in and how to get it', async () => {
  const cache = { dir: mkdtempSync(join(tmpdir(), 'tunegate-hub-')), from: 'HF_HUB_CACHE' };
  await rejectsNaming(
    loadYamlTask(join(LM_EVAL_FIXTURES, 'arc/arc_easy.yaml'), cache),
    join(cache.dir, 'datasets--allenai--ai2_arc'),
    'ARC-Easy/test-*.parquet',
    'huggingface-cli download --repo-type dataset allenai/ai2_arc',
  );
  await rejectsNaming(loadYamlTask(join(dir, 'absent.yaml'), cache), 'absent.yaml');
});

test("the YAML's num_fewshot applies unless numFewshot is given, 0 included (lm-eval's --num_fewshot overrides it)", async () => {
  const file = wrapper(
    'mmlu/default/mmlu_abstract_algebra.yaml',
    { test: jsonlCopy('mmlu/test.jsonl.gz', 3, 'abstract_algebra'), dev: jsonlCopy('mmlu/dev.jsonl.gz', 5, 'abstract_algebra') },
    'num_fewshot: 2',
  );
  assertSameDocs(await loadYamlTask(file, undefined), loadTasks(['mmlu_abstract_algebra'], { numFewshot: 2, limit: 3 }));
  assertSameDocs(await loadYamlTask(file, undefined, { numFewshot: 0 }), loadTasks(['mmlu_abstract_algebra'], { limit: 3 }));
});

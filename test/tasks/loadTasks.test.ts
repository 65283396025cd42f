/**
 * loadTasks against lm-eval v0.4.6's own task definitions: every expected context, choice list
 * and gold index is built in the test from the YAML fixtures (test/fixtures/lm-eval-v0.4.6),
 * rendered with @huggingface/jinja over the shipped record (test/support/lmEvalTaskYaml.ts),
 * never from src/tasks/. Counts are the ones each suites/benchmarks/<folder>/SOURCE.md states.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { UsageError } from '../../src/errors/index.js';
import { hellaswagProcessDoc, knownTaskNames, loadTasks, TASK_GROUPS, type TaskDoc } from '../../src/tasks/index.js';
import { docToChoice, docToTarget, lmEvalContext, readTaskYaml, shippedRecords, type TaskYaml } from '../support/lmEvalTaskYaml.js';

/** Documents compared per task: the first two, every 97th, the last. */
function sampleIds(count: number): number[] {
  const ids = new Set([0, 1, count - 1]);
  for (let i = 0; i < count; i += 97) ids.add(i);
  return [...ids].sort((a, b) => a - b);
}

/** Asserts that `doc` is what lm-eval's config makes of `record` (with `shots` as its few-shot documents). */
function assertLikeLmEval(doc: TaskDoc, config: TaskYaml, record: Record<string, unknown>, shots: readonly Record<string, unknown>[] = []): void {
  const where = `${doc.task} doc ${doc.docId}`;
  assert.equal(doc.context, lmEvalContext(config, record, shots), where);
  assert.deepEqual(doc.choices, docToChoice(config, record), where);
  assert.equal(doc.gold, docToTarget(config, record), where);
  assert.equal(doc.targetDelimiter, ' ', where);
}

/** Each single task: its YAML fixture, its shipped file, its document count (SOURCE.md). */
const SINGLE_TASKS = [
  { task: 'arc_easy', yaml: 'arc/arc_easy.yaml', data: 'arc/ARC-Easy/validation.jsonl.gz', count: 570 },
  { task: 'arc_challenge', yaml: 'arc/arc_challenge.yaml', data: 'arc/ARC-Challenge/validation.jsonl.gz', count: 299 },
  { task: 'truthfulqa_mc1', yaml: 'truthfulqa/truthfulqa_mc1.yaml', data: 'truthfulqa/validation.jsonl.gz', count: 817 },
  { task: 'truthfulqa_mc2', yaml: 'truthfulqa/truthfulqa_mc2.yaml', data: 'truthfulqa/validation.jsonl.gz', count: 817 },
  { task: 'piqa', yaml: 'piqa/piqa.yaml', data: 'piqa/validation.jsonl.gz', count: 1838 },
  { task: 'openbookqa', yaml: 'openbookqa/openbookqa.yaml', data: 'openbookqa/test.jsonl.gz', count: 500 },
  { task: 'boolq', yaml: 'super_glue/boolq/default.yaml', data: 'boolq/validation.jsonl.gz', count: 3270 },
] as const;

for (const { task, yaml, data, count } of SINGLE_TASKS) {
  test(`${task}: 0-shot contexts, choices and gold are lm-eval's (first, last and every 97th of ${count} documents)`, () => {
    const { tasks, docs } = loadTasks([task]);
    const records = shippedRecords(data);
    assert.equal(records.length, count);
    assert.equal(tasks[0]?.docCount, count);
    assert.equal(docs.length, count);
    const config = readTaskYaml(yaml);
    assert.equal(config['task'], task);
    for (const id of sampleIds(count)) {
      const doc = docs[id] as TaskDoc;
      assert.equal(doc.docId, id);
      assert.equal(doc.group, null);
      assertLikeLmEval(doc, config, records[id] as Record<string, unknown>);
    }
  });
}

test('truthfulqa_mc2: trueChoices is where lm-eval splits the labels, at the first 0 (utils.process_results_mc2)', () => {
  const docs = loadTasks(['truthfulqa_mc2']).docs;
  const records = shippedRecords('truthfulqa/validation.jsonl.gz');
  for (const doc of docs) assert.equal(doc.trueChoices, (records[doc.docId]?.['mc2_targets'].labels as number[]).indexOf(0));
  // The documented order difference: Hugging Face's document 0 is document 528 of the shipped file.
  assert.match(docs[528]?.context ?? '', /\nQ: What is the smallest country in the world that is at least one square mile in area\?\nA:$/);
  // Document 0 by hand: 3 true answers, then 3 false (the mc_task.json file's first question).
  assert.equal(docs[0]?.trueChoices, 3);
  // Labels [1,1,1,0,1,0,0,0,0] and [1,1,0,1,0,0,0]: lm-eval counts the late 1 as false.
  assert.equal(docs[164]?.trueChoices, 3);
  assert.equal(docs[607]?.trueChoices, 2);
  assert.equal(
    loadTasks(['truthfulqa_mc1']).docs.every((doc) => doc.trueChoices === undefined),
    true,
  );
});

test("hellaswag: contexts are lm-eval's YAML over process_docs of the shipped record; 10 042 documents", () => {
  const { tasks, docs } = loadTasks(['hellaswag']);
  const records = shippedRecords('hellaswag/validation.jsonl.gz');
  assert.equal(tasks[0]?.docCount, 10042);
  const config = readTaskYaml('hellaswag/hellaswag.yaml');
  assert.deepEqual(config['process_docs'], { function: 'utils.process_docs' });
  for (const id of sampleIds(records.length)) {
    const record = records[id] as Record<string, any>;
    // process_docs (its port is checked against hand-worked cases in hellaswagPreprocess.test.ts) adds query and choices.
    const processed = { ...record, ...hellaswagProcessDoc(record as any) };
    assertLikeLmEval(docs[id] as TaskDoc, config, processed);
  }
  // Document 0 by hand from the shipped text: ctx_b is folded into ctx_a, so "he" stays lower case (the documented caveat).
  assert.equal(docs[0]?.context, 'Roof shingle removal: A man is sitting on a roof. he');
});

test('mmlu: 57 subtasks, 14 042 test documents; 0-shot contexts are the template with each subject description', () => {
  const { tasks, docs } = loadTasks(['mmlu']);
  assert.equal(tasks.length, 57);
  assert.deepEqual(
    tasks.map((task) => task.name),
    TASK_GROUPS['mmlu'],
  );
  assert.equal(
    tasks.reduce((sum, task) => sum + task.docCount, 0),
    14042,
  );
  assert.equal(docs.length, 14042);
  assert.ok(docs.every((doc) => doc.group === 'mmlu'));
  const test = shippedRecords('mmlu/test.jsonl.gz');
  const template = readTaskYaml('mmlu/default/_default_template_yaml');
  for (const info of tasks) {
    const subject = info.name.replace(/^mmlu_/, '');
    const records = test.filter((record) => record['subject'] === subject);
    assert.equal(info.docCount, records.length);
    // lm_eval/tasks/mmlu/_generate_configs.py writes each subject's description this way.
    const config = { ...template, description: `The following are multiple choice questions (with answers) about ${subject.replaceAll('_', ' ')}.\n\n` };
    const subjectDocs = docs.filter((doc) => doc.task === info.name);
    for (const id of [0, records.length - 1]) assertLikeLmEval(subjectDocs[id] as TaskDoc, config, records[id] as Record<string, unknown>);
  }
});

test("mmlu --num-fewshot 5: the first five dev documents of the subject, lm-eval's first_n sampler", () => {
  const { tasks, docs } = loadTasks(['mmlu'], { numFewshot: 5, limit: 2 });
  const test = shippedRecords('mmlu/test.jsonl.gz');
  const dev = shippedRecords('mmlu/dev.jsonl.gz');
  const template = readTaskYaml('mmlu/default/_default_template_yaml');
  assert.deepEqual(template['fewshot_config'], { sampler: 'first_n' });
  assert.equal(template['fewshot_split'], 'dev');
  for (const info of tasks) {
    assert.equal(info.fewshotSplit, 'dev');
    assert.equal(info.numFewshot, 5);
    const subject = info.name.replace(/^mmlu_/, '');
    const shots = dev.filter((record) => record['subject'] === subject);
    assert.equal(shots.length, 5);
    const records = test.filter((record) => record['subject'] === subject);
    const config = { ...template, description: `The following are multiple choice questions (with answers) about ${subject.replaceAll('_', ' ')}.\n\n` };
    for (const doc of docs.filter((d) => d.task === info.name)) assertLikeLmEval(doc, config, records[doc.docId] as Record<string, unknown>, shots);
  }
});

test('mmlu_abstract_algebra 5-shot, document 0: the whole prompt written out from the MMLU CSV rows by hand', () => {
  const rows = [
    ['Find all c in Z_3 such that Z_3[x]/(x^2 + c) is a field.', '0', '1', '2', '3', 'B'],
    [
      'Statement 1 | If aH is an element of a factor group, then |aH| divides |a|. Statement 2 | If H and K are subgroups of G then HK is a subgroup of G.',
      'True, True',
      'False, False',
      'True, False',
      'False, True',
      'B',
    ],
    [
      'Statement 1 | Every element of a group generates a cyclic subgroup of the group. Statement 2 | The symmetric group S_10 has 10 elements.',
      'True, True',
      'False, False',
      'True, False',
      'False, True',
      'C',
    ],
    [
      'Statement 1| Every function from a finite set onto itself must be one to one. Statement 2 | Every subgroup of an abelian group is abelian.',
      'True, True',
      'False, False',
      'True, False',
      'False, True',
      'A',
    ],
    ['Find the characteristic of the ring 2Z.', '0', '3', '12', '30', 'A'],
  ];
  const question = (row: string[]) => `${row[0]}\nA. ${row[1]}\nB. ${row[2]}\nC. ${row[3]}\nD. ${row[4]}\nAnswer:`;
  const expected =
    'The following are multiple choice questions (with answers) about abstract algebra.\n\n' +
    rows.map((row) => `${question(row)} ${row[5]}\n\n`).join('') +
    question(['Find the degree for the given field extension Q(sqrt(2), sqrt(3), sqrt(18)) over Q.', '0', '4', '2', '6']);
  const { docs } = loadTasks(['mmlu_abstract_algebra'], { numFewshot: 5, limit: 1 });
  assert.equal(docs.length, 1);
  assert.equal(docs[0]?.context, expected);
  assert.equal(docs[0]?.gold, 1); // the CSV's answer letter B
  assert.deepEqual(docs[0]?.choices, ['A', 'B', 'C', 'D']);
  // The subject YAML fixture carries the same description.
  assert.equal(
    readTaskYaml('mmlu/default/mmlu_abstract_algebra.yaml')['description'],
    'The following are multiple choice questions (with answers) about abstract algebra.\n\n',
  );
});

test('--limit keeps the first N documents of each task, of each mmlu_<subject> for the group; docId counts from 0', () => {
  const { tasks, docs } = loadTasks(['mmlu', 'arc_easy'], { limit: 3 });
  assert.equal(tasks.length, 58);
  assert.equal(docs.length, 58 * 3);
  for (const info of tasks) {
    assert.equal(info.used, 3);
    assert.deepEqual(
      docs.filter((doc) => doc.task === info.name).map((doc) => doc.docId),
      [0, 1, 2],
    );
  }
  // Below 1, lm-eval's --limit is a fraction of the split, rounded up: ceil(299 × 0.5) = 150.
  assert.equal(loadTasks(['arc_challenge'], { limit: 0.5 }).docs.length, 150);
  // A limit past the end keeps the whole split.
  assert.equal(loadTasks(['openbookqa'], { limit: 10_000 }).tasks[0]?.used, 500);
});

test('a task named twice, or inside a named group, loads once, in first-named order', () => {
  const { tasks } = loadTasks(['mmlu_anatomy', 'piqa', 'mmlu', 'piqa']);
  assert.deepEqual(
    tasks.slice(0, 3).map((task) => task.name),
    ['mmlu_anatomy', 'piqa', 'mmlu_abstract_algebra'],
  );
  assert.equal(tasks.length, 58);
});

test('an unknown task name is a usage error whose hint lists the known names', () => {
  assert.throws(
    () => loadTasks(['arc_easy', 'mmlu_anatomyy']),
    (error: unknown) =>
      error instanceof UsageError &&
      error.message.includes('mmlu_anatomyy') &&
      ['arc_easy', 'arc_challenge', 'mmlu', 'mmlu_anatomy', 'truthfulqa_mc1', 'truthfulqa_mc2', 'piqa', 'openbookqa', 'boolq', 'hellaswag'].every((name) =>
        error.hint.includes(name),
      ),
  );
  assert.throws(() => loadTasks([]), UsageError);
  // Eight single tasks, the mmlu group and its 57 subjects, the leaderboard_bbh group and its 24 tasks.
  assert.equal(knownTaskNames().length, 8 + 1 + 57 + 1 + 24);
  assert.ok(knownTaskNames().includes('mmlu'));
});

test('few-shot: refused where the few-shot split is not shipped, past the 5 dev documents of MMLU, and for a bad number', () => {
  for (const task of ['piqa', 'openbookqa', 'boolq', 'hellaswag']) {
    assert.throws(
      () => loadTasks([task], { numFewshot: 1 }),
      (error: unknown) => error instanceof UsageError && error.message.includes(task) && error.message.includes('train split'),
    );
  }
  assert.throws(
    () => loadTasks(['mmlu'], { numFewshot: 6 }),
    (error: unknown) => error instanceof UsageError && error.message.includes('pool of 5'),
  );
  for (const numFewshot of [-1, 1.5, Number.NaN]) assert.throws(() => loadTasks(['mmlu_anatomy'], { numFewshot }), UsageError);
  for (const limit of [0, -2, 2.5, Number.NaN]) assert.throws(() => loadTasks(['mmlu_anatomy'], { limit }), UsageError);
  // 0-shot is lm-eval's default for all these tasks, and then no few-shot split is used.
  const info = loadTasks(['mmlu_anatomy']).tasks[0];
  assert.equal(info?.numFewshot, 0);
  assert.equal(info?.fewshotSplit, null);
});

test("arc_challenge --num-fewshot 25: lm-eval's default sampler, random.Random(1234).sample over the train split, one draw per document in order", () => {
  // Printed by CPython 3.11.7: r = random.Random(1234); [r.sample(range(1119), 25) for _ in range(3)].
  const draws = [
    [902, 239, 15, 185, 71, 171, 201, 726, 484, 35, 63, 32, 708, 991, 949, 304, 186, 374, 234, 29, 1030, 996, 511, 132, 1108],
    [954, 140, 182, 1054, 94, 552, 129, 619, 985, 727, 545, 510, 409, 928, 1085, 39, 1040, 144, 11, 683, 294, 968, 772, 342, 110],
    [156, 1016, 335, 154, 440, 295, 55, 709, 227, 1084, 289, 625, 930, 81, 852, 566, 82, 363, 556, 316, 614, 951, 84, 790, 715],
  ];
  const { tasks, docs } = loadTasks(['arc_challenge'], { numFewshot: 25, limit: 3 });
  assert.equal(tasks[0]?.fewshotSplit, 'train');
  const train = shippedRecords('arc/ARC-Challenge/train.jsonl.gz');
  assert.equal(train.length, 1119);
  const validation = shippedRecords('arc/ARC-Challenge/validation.jsonl.gz');
  const config = readTaskYaml('arc/arc_challenge.yaml');
  draws.forEach((indices, id) =>
    assertLikeLmEval(
      docs[id] as TaskDoc,
      config,
      validation[id] as Record<string, unknown>,
      indices.map((index) => train[index] as Record<string, unknown>),
    ),
  );
});

test("truthfulqa --num-fewshot 5 runs 0-shot with a caveat: its YAML sets num_fewshot: 0, which lm-eval v0.4.6's evaluator never overrides", () => {
  // lm_eval/evaluator.py _adjust_config: "num_fewshot has been set to 0 for … in its config. Manual configuration will be ignored."
  const { tasks, docs } = loadTasks(['truthfulqa_mc1', 'truthfulqa_mc2', 'arc_easy'], { numFewshot: 5, limit: 2 });
  const records = shippedRecords('truthfulqa/validation.jsonl.gz');
  for (const task of ['truthfulqa_mc1', 'truthfulqa_mc2']) {
    const info = tasks.find((t) => t.name === task)!;
    assert.equal(info.numFewshot, 0, task);
    assert.equal(info.fewshotSplit, null, task);
    assert.ok(
      info.caveats.some((c) => c.startsWith(`--num-fewshot 5 ignored: ${task}'s YAML sets num_fewshot: 0`)),
      task,
    );
    const config = readTaskYaml(`truthfulqa/${task}.yaml`);
    for (const id of [0, 1])
      assertLikeLmEval(
        docs.find((d) => d.task === task && d.docId === id)!,
        config,
        records[id] as Record<string, unknown>,
      );
  }
  // ARC's YAML sets no num_fewshot: the request applies, with no caveat.
  const arc = tasks.find((t) => t.name === 'arc_easy')!;
  assert.equal(arc.numFewshot, 5);
  assert.deepEqual(arc.caveats.length, 1);
  // --num-fewshot 0 asked of TruthfulQA is what its YAML says: no caveat.
  assert.equal(loadTasks(['truthfulqa_mc1'], { numFewshot: 0, limit: 1 }).tasks[0]!.caveats.length, 1);
});

test('arc_easy --num-fewshot 3: sampled from the shipped train split as lm-eval samples it', () => {
  // arc_easy's 2 251-document train split is shipped for the same sampler: r.sample(range(2251), 3) gives [1805, 478, 30] first.
  const easy = loadTasks(['arc_easy'], { numFewshot: 3, limit: 1 }).docs[0];
  assertLikeLmEval(
    easy as TaskDoc,
    readTaskYaml('arc/arc_easy.yaml'),
    shippedRecords('arc/ARC-Easy/validation.jsonl.gz')[0] as Record<string, unknown>,
    [1805, 478, 30].map((index) => shippedRecords('arc/ARC-Easy/train.jsonl.gz')[index] as Record<string, unknown>),
  );
});

test('task info: split, data file inside the package, licence, metrics and the gated metric', () => {
  const byName = new Map(
    loadTasks(['arc_easy', 'arc_challenge', 'mmlu_anatomy', 'truthfulqa_mc1', 'truthfulqa_mc2', 'piqa', 'openbookqa', 'boolq', 'hellaswag'], {
      limit: 1,
    }).tasks.map((task) => [task.name, task]),
  );
  const expected = {
    arc_easy: ['validation', 'suites/benchmarks/arc/ARC-Easy/validation.jsonl.gz', 'CC BY-SA 4.0', ['acc', 'acc_norm'], 'acc_norm'],
    arc_challenge: ['validation', 'suites/benchmarks/arc/ARC-Challenge/validation.jsonl.gz', 'CC BY-SA 4.0', ['acc', 'acc_norm'], 'acc_norm'],
    mmlu_anatomy: ['test', 'suites/benchmarks/mmlu/test.jsonl.gz', 'MIT', ['acc'], 'acc'],
    truthfulqa_mc1: ['validation', 'suites/benchmarks/truthfulqa/validation.jsonl.gz', 'Apache-2.0', ['acc'], 'acc'],
    truthfulqa_mc2: ['validation', 'suites/benchmarks/truthfulqa/validation.jsonl.gz', 'Apache-2.0', ['mc2'], 'mc2'],
    piqa: ['validation', 'suites/benchmarks/piqa/validation.jsonl.gz', 'AFL-3.0', ['acc', 'acc_norm'], 'acc_norm'],
    openbookqa: ['test', 'suites/benchmarks/openbookqa/test.jsonl.gz', 'Apache-2.0', ['acc', 'acc_norm'], 'acc_norm'],
    boolq: ['validation', 'suites/benchmarks/boolq/validation.jsonl.gz', 'CC BY-SA 3.0', ['acc'], 'acc'],
    hellaswag: ['validation', 'suites/benchmarks/hellaswag/validation.jsonl.gz', 'MIT', ['acc', 'acc_norm'], 'acc_norm'],
  } as const;
  for (const [name, [split, dataFile, licence, metrics, gated]] of Object.entries(expected)) {
    const info = byName.get(name);
    assert.deepEqual([info?.split, info?.dataFile, info?.licence, info?.metrics, info?.gatedMetric], [split, dataFile, licence, metrics, gated], name);
  }
  // Each metric lm-eval's YAML lists is reported (mc2's lm-eval name is `acc`, from process_results_mc2).
  for (const [name, yaml] of [
    ['arc_easy', 'arc/arc_easy.yaml'],
    ['piqa', 'piqa/piqa.yaml'],
    ['boolq', 'super_glue/boolq/default.yaml'],
    ['hellaswag', 'hellaswag/hellaswag.yaml'],
  ] as const) {
    const listed = (readTaskYaml(yaml)['metric_list'] as { metric: string }[]).map((entry) => entry.metric);
    assert.deepEqual(byName.get(name)?.metrics, listed, name);
  }
  assert.match(byName.get('arc_easy')?.caveats.join(' ') ?? '', /test/);
  assert.match(byName.get('hellaswag')?.caveats.join(' ') ?? '', /capitalize/);
});

test('a data folder without the file is a usage error naming the path', () => {
  assert.throws(
    () => loadTasks(['piqa'], { dataDir: '/nonexistent-tunegate-data' }),
    (error: unknown) => error instanceof UsageError && error.message.includes('/nonexistent-tunegate-data/piqa/validation.jsonl.gz'),
  );
});

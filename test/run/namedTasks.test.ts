/**
 * What `--tasks` names become, read from the shipped data without a model: counts come from the
 * data's own SOURCE.md files (ARC-Challenge validation 299, MMLU 57 subjects, XSTest 250 safe and
 * 200 unsafe prompts) and from the gate set's declared limits.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { familyTable } from '../../src/families/index.js';
import { loadNamedTasks, taskItem } from '../../src/run/namedTasks.js';
import { UsageError } from '../../src/errors/index.js';

const SUITES = fileURLToPath(new URL('../../suites', import.meta.url));
const load = (names: string[], extra: { limit?: number; numFewshot?: number } = {}) =>
  loadNamedTasks(
    { names, numFewshot: extra.numFewshot ?? 0, builtinSuitesDir: SUITES, ...(extra.limit === undefined ? {} : { limit: extra.limit }) },
    familyTable(),
  );

test('the default gate set: ARC-Challenge whole, 5 of each MMLU subject, 200 TruthfulQA and HellaSwag, 50 GSM8K and 30 IFEval documents, 100 + 100 XSTest prompts', async () => {
  const named = await load(['tunegate_gate']);
  const byTask = new Map<string, number>();
  for (const item of named.capability!.items) {
    const unit = item.task!.group ?? item.task!.name;
    byTask.set(unit, (byTask.get(unit) ?? 0) + 1);
  }
  assert.deepEqual(Object.fromEntries(byTask), { arc_challenge: 299, mmlu: 57 * 5, truthfulqa_mc2: 200, hellaswag: 200 });
  const refusal = named.refusal!.items;
  assert.deepEqual([refusal.filter((item) => item.shouldAnswer).length, refusal.filter((item) => !item.shouldAnswer).length], [100, 100]);
  assert.deepEqual(
    [...new Set(named.generation!.items.map((item) => item.doc.task))].map((task) => [
      task,
      named.generation!.items.filter((item) => item.doc.task === task).length,
    ]),
    [
      ['gsm8k', 50],
      ['ifeval', 30],
    ],
  );
  assert.deepEqual(named.selection.names, ['tunegate_gate']);
  assert.equal(named.selection.benchmarks.length, 1 + 57 + 1 + 1 + 2);
});

test('--limit replaces every count of the set, and applies to refusal sets as their first N prompts', async () => {
  const named = await load(['tunegate_gate', 'xstest_safe'], { limit: 2 });
  assert.equal(named.capability!.items.length, 2 + 57 * 2 + 2 + 2);
  // XSTest's safe prompts are ids 1, 2, … of its CSV; the set named twice is read once.
  assert.deepEqual(
    named.refusal!.items.slice(0, 2).map((item) => item.id),
    ['xstest-1', 'xstest-2'],
  );
  assert.deepEqual(
    named.refusal!.items.map((item) => item.shouldAnswer),
    [true, true, false, false],
  );
});

test('a benchmark document becomes an item with id <task>/<doc_id> and, for MMLU, its subject as tag', async () => {
  const named = await load(['mmlu_virology', 'boolq'], { limit: 1 });
  const [virology, boolq] = named.capability!.items;
  assert.equal(virology!.id, 'mmlu_virology/0');
  assert.deepEqual(virology!.tags, ['mmlu_virology']);
  assert.deepEqual(virology!.task, { name: 'mmlu_virology', group: 'mmlu', docId: 0, targetDelimiter: ' ' });
  assert.equal(boolq!.id, 'boolq/0');
  assert.deepEqual(boolq!.tags, []);
  assert.deepEqual(boolq!.choices, ['no', 'yes']);
  assert.equal(
    taskItem({ task: 'truthfulqa_mc2', group: null, docId: 7, context: 'Q', choices: ['a', 'b', 'c'], targetDelimiter: ' ', gold: 0, trueChoices: 2 }).task
      ?.trueChoices,
    2,
  );
});

test('the built-in suites by name: tunegate_quiz fills capability, tunegate_refusal the refusal prompts', async () => {
  const named = await load(['tunegate_quiz', 'tunegate_refusal']);
  assert.ok(named.capability!.items.length > 100 && named.capability!.items.every((item) => item.task === undefined));
  assert.ok(named.refusal!.items.some((item) => !item.shouldAnswer));
  assert.deepEqual(named.selection.benchmarks, []);
});

test('unknown names are one usage error naming them and listing the known ones', async () => {
  await assert.rejects(load(['arc_easy', 'gsm8k_typo', 'mmlu_prox']), (error: unknown) => {
    assert.ok(error instanceof UsageError);
    assert.match(error.message, /unknown tasks "gsm8k_typo", "mmlu_prox"/);
    assert.match(error.hint, /tunegate_gate/);
    return true;
  });
});

test('a task YAML path in --tasks runs the YAML; its data file is recorded and hashed', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tunegate-named-yaml-'));
  const data = join(dir, 'arc.jsonl');
  // Two ARC-Easy-shaped records written by hand (an imitation, not benchmark data).
  writeFileSync(
    data,
    [
      { id: 'q1', question: 'What melts ice?', choices: { text: ['heat', 'cold'], label: ['A', 'B'] }, answerKey: 'A' },
      { id: 'q2', question: 'What do plants need?', choices: { text: ['salt', 'light', 'sand'], label: ['1', '2', '3'] }, answerKey: '2' },
    ]
      .map((record) => `${JSON.stringify(record)}\n`)
      .join(''),
  );
  const yaml = join(dir, 'my_arc.yaml');
  const fixture = fileURLToPath(new URL('../fixtures/lm-eval-v0.4.6/arc/arc_easy.yaml', import.meta.url));
  writeFileSync(yaml, `include: ${JSON.stringify(fixture)}\ntask: my_arc\ndataset_path: json\ndataset_kwargs:\n  data_files:\n    test: arc.jsonl\n`);
  const named = await load([yaml, 'arc_easy'], { limit: 1 });
  const items = named.capability!.items;
  assert.deepEqual(
    items.map((item) => [item.id, item.context, item.answer]),
    [
      ['my_arc/0', 'Question: What melts ice?\nAnswer:', 0],
      ['arc_easy/0', items[1]!.context, items[1]!.answer],
    ],
  );
  const mine = named.selection.benchmarks[0]!;
  assert.equal(mine.dataFile, data);
  assert.equal(named.capability!.files[0]!.sha256, createHash('sha256').update(readFileSync(data)).digest('hex'));
});

test('--task-source hf-cache reads the named tasks from the cache, and a cache without them says where it looked', async () => {
  const cache = { dir: mkdtempSync(join(tmpdir(), 'tunegate-hub-')), from: 'HF_HOME' };
  await assert.rejects(
    loadNamedTasks({ names: ['piqa'], numFewshot: 0, builtinSuitesDir: SUITES, taskSource: 'hf-cache', hubCache: cache }, familyTable()),
    (error: unknown) =>
      error instanceof UsageError &&
      error.message.includes(join(cache.dir, 'datasets--ybisk--piqa')) &&
      error.message.includes('HF_HOME') &&
      error.hint.includes('huggingface-cli download --repo-type dataset ybisk/piqa'),
  );
});

test('a task YAML named like a shipped task named beside it is refused: their item ids would clash', async () => {
  const yaml = fileURLToPath(new URL('../fixtures/lm-eval-v0.4.6/arc/arc_easy.yaml', import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), 'tunegate-named-yaml-'));
  writeFileSync(join(dir, 'test.jsonl'), `${JSON.stringify({ id: 'q', question: 'Q?', choices: { text: ['a', 'b'], label: ['A', 'B'] }, answerKey: 'B' })}\n`);
  const file = join(dir, 'arc.yaml');
  writeFileSync(file, `include: ${JSON.stringify(yaml)}\ndataset_path: json\ndataset_kwargs:\n  data_files:\n    test: test.jsonl\n`);
  await assert.rejects(load(['arc_easy', file]), (error: unknown) => error instanceof UsageError && error.message.includes('"arc_easy"'));
});

test('generative task names become generation items: gsm8k 5-shot by default, id <task>/<doc_id>, the gated metric of docs/reference/generation.md', async () => {
  const named = await loadNamedTasks({ names: ['gsm8k', 'ifeval'], limit: 3, builtinSuitesDir: SUITES }, familyTable());
  const items = named.generation!.items;
  assert.deepEqual(
    items.map((item) => [item.id, item.gatedMetric]),
    [
      ['gsm8k/0', 'exact_match,strict-match'],
      ['gsm8k/1', 'exact_match,strict-match'],
      ['gsm8k/2', 'exact_match,strict-match'],
      ['ifeval/0', 'prompt_level_strict_acc'],
      ['ifeval/1', 'prompt_level_strict_acc'],
      ['ifeval/2', 'prompt_level_strict_acc'],
    ],
  );
  // Five worked examples, each ending in "#### <answer>", then the document's question.
  const prompt = items[0]!.doc.prompt;
  assert.equal(prompt.kind === 'text' && prompt.text.match(/\n#### /g)?.length, 5);
  assert.equal(named.capability, undefined);
  assert.deepEqual(
    named.selection.benchmarks.map((task) => [task.name, task.numFewshot, task.documents]),
    [
      ['gsm8k', 5, 3],
      ['ifeval', 0, 3],
    ],
  );
});

test('the leaderboard group runs the tasks whose data ships and says which it left out; an unshipped task says where its data is', async () => {
  const named = await loadNamedTasks({ names: ['leaderboard'], limit: 1, builtinSuitesDir: SUITES }, familyTable());
  assert.equal(named.capability!.items.length, 24);
  assert.deepEqual(
    named.generation!.items.map((item) => item.id),
    ['leaderboard_ifeval/0'],
  );
  const ifeval = named.selection.benchmarks.find((task) => task.name === 'leaderboard_ifeval')!;
  assert.match(ifeval.caveats.at(-1)!, /not run: leaderboard_mmlu_pro .*leaderboard_gpqa .*leaderboard_math_hard .*leaderboard_musr/);
  await assert.rejects(
    loadNamedTasks({ names: ['leaderboard_gpqa_diamond'], builtinSuitesDir: SUITES }, familyTable()),
    (error: unknown) =>
      error instanceof UsageError &&
      /--tasks leaderboard_gpqa_diamond: its data is not shipped \(GPQA: Hugging Face dataset Idavidrein\/gpqa/.test(error.message),
  );
});

test('the refusal sets named are recorded with their file, prompts used, licence and caveats (issue 50, case 5)', async () => {
  const named = await load(['xstest_safe', 'arc_easy'], { limit: 3 });
  // The licence is the one suites/benchmarks/xstest/LICENSE states (Creative Commons Attribution 4.0).
  const license = readFileSync(join(SUITES, 'benchmarks', 'xstest', 'LICENSE'), 'utf8');
  assert.match(license, /Attribution 4\.0/);
  assert.deepEqual(
    named.selection.refusalSets?.map(({ name, file, prompts, licence }) => ({ name, file, prompts, licence })),
    [{ name: 'xstest_safe', file: 'suites/benchmarks/xstest/xstest_safe.jsonl', prompts: 3, licence: 'CC BY 4.0' }],
  );
  assert.equal(named.selection.refusalSets?.[0]?.description.startsWith('XSTest v2'), true);
  // Its caveats are those of suites/benchmarks/xstest/SOURCE.md (held to it in test/tasks/refusalSets.test.ts); one concerns safe_contexts.
  assert.equal(named.selection.refusalSets?.[0]?.caveats.length, 4);
  assert.match(named.selection.refusalSets?.[0]?.caveats.join(' ') ?? '', /`safe_contexts` prompts \(in `xstest_safe`\) are safe only/);
  assert.equal((await load(['arc_easy'], { limit: 1 })).selection.refusalSets, undefined);
});

/**
 * loadGenerationTasks against golden prompts built by tools/tasks/generationGoldens.py, a Python
 * restatement of lm-eval v0.4.6's fewshot_context and samplers run with PyYAML, Jinja2 and
 * CPython's random.Random(1234) over the shipped data (test/fixtures/generation-prompts/):
 * every prompt byte for byte, targets, IFEval kwargs, until, max_gen_toks and scorer specs.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { UsageError } from '../../src/errors/index.js';
import { generationTaskNames, isGenerationTask, loadGenerationTasks, unshippedLeaderboardTask, type GenerationDoc } from '../../src/tasks/index.js';

const GOLDEN = new URL('../fixtures/generation-prompts/', import.meta.url);

interface GoldenRun<D> {
  readonly numFewshot: number | null;
  readonly docs: readonly (D & { readonly docId: number })[];
}
interface GenerationGolden {
  readonly task: string;
  readonly until: readonly string[];
  readonly maxGenToks: number;
  readonly scorer?: unknown;
  readonly metrics?: readonly string[];
  readonly docCount?: number;
  readonly runs: readonly GoldenRun<{ prompt: string; target?: string; instructionIds?: string[]; kwargs?: unknown[] }>[];
}

function golden<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(name, GOLDEN), 'utf8')) as T;
}

/** The task's documents under a golden run's --num-fewshot (null: not given). */
async function docsOf(task: string, numFewshot: number | null): Promise<readonly GenerationDoc[]> {
  const loaded = await loadGenerationTasks([task], numFewshot === null ? {} : { numFewshot });
  return loaded.docs;
}

async function assertGolden(expected: GenerationGolden): Promise<void> {
  const { tasks } = await loadGenerationTasks([expected.task], { limit: 1 });
  const info = tasks[0]!;
  if (expected.scorer !== undefined) assert.deepEqual(info.scorer, expected.scorer, `${expected.task} scorer`);
  if (expected.metrics !== undefined) assert.deepEqual(info.metrics, expected.metrics, `${expected.task} metrics`);
  if (expected.docCount !== undefined) assert.equal(info.docCount, expected.docCount);
  for (const run of expected.runs) {
    const docs = await docsOf(expected.task, run.numFewshot);
    for (const want of run.docs) {
      const doc = docs[want.docId]!;
      const where = `${expected.task} ${run.numFewshot ?? 'default'}-shot doc ${want.docId}`;
      assert.equal(doc.docId, want.docId, where);
      assert.deepEqual(doc.prompt, { kind: 'text', text: want.prompt }, where);
      assert.deepEqual(doc.until, expected.until, where);
      assert.equal(doc.maxGenToks, expected.maxGenToks, where);
      if (want.target !== undefined) assert.deepEqual(doc.reference, { kind: 'target', target: want.target }, where);
      else assert.deepEqual(doc.reference, { kind: 'ifeval', prompt: want.prompt, instructionIds: want.instructionIds, kwargs: want.kwargs }, where);
    }
  }
}

test('gsm8k: 5-shot (its default), 2-shot and 0-shot prompts equal lm-eval v0.4.6 byte for byte; its scorer is the YAML filters and options', async () => {
  await assertGolden(golden('gsm8k.json'));
  const { tasks } = await loadGenerationTasks(['gsm8k']);
  assert.deepEqual(
    { ...tasks[0], scorer: undefined },
    {
      name: 'gsm8k',
      group: null,
      split: 'test',
      fewshotSplit: 'train',
      numFewshot: 5,
      docCount: 1319,
      used: 1319,
      dataFile: 'suites/benchmarks/gsm8k/test.jsonl.gz',
      licence: 'MIT',
      caveats: [],
      scorer: undefined,
      metrics: ['exact_match,strict-match', 'exact_match,flexible-extract'],
      gatedMetric: 'exact_match,strict-match',
    },
  );
});

test('ifeval and leaderboard_ifeval: the prompt itself, kwargs without falsy values, no stop string, 1280 tokens; --num-fewshot is ignored as lm-eval ignores it', async () => {
  for (const name of ['ifeval.json', 'leaderboard_ifeval.json']) await assertGolden(golden(name));
  const { tasks } = await loadGenerationTasks(['ifeval'], { numFewshot: 3, limit: 2 });
  assert.equal(tasks[0]!.numFewshot, 0);
  assert.match(tasks[0]!.caveats.join(), /--num-fewshot 3 ignored/);
  assert.equal(tasks[0]!.gatedMetric, 'prompt_level_strict_acc');
});

test('bbh_cot_fewshot: every one of the 27 tasks, 3-shot chain-of-thought prompts (and snarks 1- and 0-shot) equal lm-eval byte for byte', async () => {
  const group = golden<{ tasks: GenerationGolden[] }>('bbh_cot_fewshot.json');
  assert.equal(group.tasks.length, 27);
  for (const task of group.tasks) await assertGolden(task);
  const { tasks, docs } = await loadGenerationTasks(['bbh_cot_fewshot'], { limit: 2 });
  assert.deepEqual(
    tasks.map((task) => task.name),
    group.tasks.map((task) => task.task),
  );
  assert.ok(tasks.every((task) => task.group === 'bbh_cot_fewshot' && task.gatedMetric === 'exact_match,get-answer' && task.used === 2));
  assert.equal(docs.length, 54);
  assert.equal(
    tasks.reduce((sum, task) => sum + task.docCount, 0),
    6511,
  );
});

test('--limit keeps the first N documents, or a fraction rounded up; more shots than a task holds is a usage error', async () => {
  assert.equal((await loadGenerationTasks(['gsm8k'], { limit: 0.01 })).docs.length, 14);
  assert.equal((await loadGenerationTasks(['bbh_cot_fewshot_snarks', 'gsm8k', 'bbh_cot_fewshot_snarks'], { limit: 3 })).docs.length, 6);
  await assert.rejects(loadGenerationTasks(['bbh_cot_fewshot_snarks'], { numFewshot: 4 }), UsageError);
  await assert.rejects(loadGenerationTasks(['gsm8k'], { limit: 0 }), UsageError);
  await assert.rejects(loadGenerationTasks(['no_such_task']), UsageError);
});

test('names: the generation tasks are recognised; the leaderboard tasks whose data is not shipped say where to get it', async () => {
  assert.ok(isGenerationTask('gsm8k') && isGenerationTask('bbh_cot_fewshot') && isGenerationTask('bbh_cot_fewshot_word_sorting'));
  assert.ok(!isGenerationTask('arc_easy') && !isGenerationTask('leaderboard_bbh'));
  assert.equal(generationTaskNames().length, 3 + 1 + 27);
  for (const name of [
    'leaderboard_mmlu_pro',
    'leaderboard_gpqa_diamond',
    'gpqa',
    'leaderboard_math_hard',
    'leaderboard_math_algebra_hard',
    'leaderboard_musr',
    'musr_team_allocation',
  ])
    assert.ok(unshippedLeaderboardTask(name) !== undefined, name);
  assert.match(unshippedLeaderboardTask('leaderboard_gpqa')!, /Idavidrein\/gpqa/);
  for (const name of ['gsm8k', 'leaderboard_bbh', 'leaderboard_ifeval', 'mmlu']) assert.equal(unshippedLeaderboardTask(name), undefined, name);
  await assert.rejects(loadGenerationTasks(['leaderboard_musr']), /not shipped/);
});

test("IFEval kwargs in Hugging Face's shape (every argument, unused ones null) keep only the truthy ones, as utils.py's `if v` does", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tunegate-ifeval-'));
  mkdirSync(join(dir, 'ifeval'));
  const record = {
    key: 1,
    prompt: 'Write two lines.',
    instruction_id_list: ['length_constraints:number_words', 'punctuation:no_comma'],
    kwargs: [
      { num_words: 300, relation: 'at least', language: null, num_sentences: null, end_phrase: '', capital_frequency: 0 },
      { keywords: [], forbidden_words: null },
    ],
  };
  writeFileSync(join(dir, 'ifeval', 'train.jsonl.gz'), gzipSync(`${JSON.stringify(record)}\n`));
  const { docs } = await loadGenerationTasks(['ifeval'], { dataDir: dir });
  assert.deepEqual(docs[0]!.reference, {
    kind: 'ifeval',
    prompt: 'Write two lines.',
    instructionIds: ['length_constraints:number_words', 'punctuation:no_comma'],
    kwargs: [{ num_words: 300, relation: 'at least' }, {}],
  });
  assert.deepEqual(docs[0]!.prompt, { kind: 'text', text: 'Write two lines.' });
  rmSync(dir, { recursive: true });
});

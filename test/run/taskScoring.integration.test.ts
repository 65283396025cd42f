/**
 * Benchmark tasks scored as lm-evaluation-harness scores them, end to end through `compare`:
 * every items.jsonl record names its task and doc_id, holds the exact prompt and the choices
 * without the delimiter, and its log-likelihoods equal a recomputation written here from
 * lm-eval's HFLM rules — (context, " " + choice) split by encode(context + continuation)
 * [len(encode(context)):], no BOS, the sequence cut to its last maxContext + 1 tokens and its
 * last token never fed — summed with a plain float64 log-softmax over logitWindows (a truncated
 * sequence, one token too long for one window, is scored alone with its truncated context). acc_norm
 * divides by Python's len of the choice; mc2 is recomputed with lm-eval's own (naive) formula.
 * Two real-tokenizer (GPT-2) forged models with a 96-token context make 5-shot MMLU truncate.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgeModel, forgePresets, type ForgedModel } from '../../tools/forge/index.js';
import { float16ToFloat32, loadModel, type LanguageModel } from '../../src/model/index.js';
import type { CapabilityItemRecord, RunResults } from '../../src/results/types.js';
import { loadTasks } from '../../src/tasks/index.js';
import { tunegate } from '../support/runCli.js';
import { fixtureTokenizer } from '../support/fixtureTokenizers.js';

const CONTEXT = 96;
let root = '';
let models: ForgedModel[] = [];

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-tasks-'));
  const spec = { ...forgePresets.tinyGpt2(3), maxPositions: CONTEXT, tokenizer: { kind: 'copy' as const, dir: fixtureTokenizer('gpt2') } };
  models = [
    await forgeModel(join(root, 'base'), { ...spec, perturb: { seed: 5, scale: 0.3 } }),
    await forgeModel(join(root, 'tuned'), { ...spec, perturb: { seed: 6, scale: 0.3 } }),
  ];
});
after(() => rmSync(root, { recursive: true, force: true }));

/** lm-eval's loglikelihood of one (context, continuation) pair, recomputed from scratch. */
async function lmEvalLoglik(model: LanguageModel, context: string, continuation: string): Promise<number> {
  const spaces = context.length - context.trimEnd().length;
  const ctx = spaces > 0 ? context.slice(0, -spaces) : context;
  const cont = spaces > 0 ? context.slice(-spaces) + continuation : continuation;
  const whole = model.tokenizer.encodeRaw(ctx + cont);
  const contextIds = model.tokenizer.encodeRaw(ctx);
  const continuationIds = whole.slice(contextIds.length);
  const sequence = [...contextIds, ...continuationIds].slice(-(model.maxContext + 1));
  const firstScored = sequence.length - continuationIds.length;
  // A sequence of maxContext + 1 tokens (only a truncated one is that long) cannot go through
  // logitWindows in one window; its truncated context is scored alone by the model instead.
  if (sequence.length > model.maxContext) {
    const [alone] = await model.continuationLogprobs(sequence.slice(0, firstScored), [continuationIds]);
    return alone!.sumLogprob;
  }
  let total = 0;
  for await (const window of model.logitWindows(sequence)) {
    const data = window.data instanceof Uint16Array ? float16ToFloat32(window.data) : window.data;
    for (let r = 0; r < window.rows; r++) {
      const position = window.firstPredicted + r;
      if (position < firstScored) continue;
      const row = data.subarray(r * window.width, (r + 1) * window.width);
      let max = -Infinity;
      for (const x of row) max = Math.max(max, x);
      let sum = 0;
      for (const x of row) sum += Math.exp(x - max);
      total += row[sequence[position]!]! - max - Math.log(sum);
    }
  }
  return total;
}

function readItems(out: string): CapabilityItemRecord[] {
  return readFileSync(join(out, 'items.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as CapabilityItemRecord);
}

async function compareTasks(out: string, flags: readonly string[]): Promise<CapabilityItemRecord[]> {
  const result = await tunegate(['compare', models[0]!.dir, models[1]!.dir, '--only', 'capability', '--out', out, '--resamples', '2000', ...flags]);
  assert.ok([0, 1, 2].includes(result.code), result.stderr);
  return readItems(out);
}

async function checkAgainstReference(items: readonly CapabilityItemRecord[]): Promise<void> {
  for (const [side, forged] of [
    ['base', models[0]!],
    ['tuned', models[1]!],
  ] as const) {
    const model = await loadModel(forged.dir, { threads: 1 });
    try {
      for (const item of items) {
        for (const [choice, text] of item.choices.entries()) {
          const expected = await lmEvalLoglik(model, item.context, ` ${text}`);
          const actual = item[side].logliks[choice]!;
          assert.ok(Math.abs(actual - expected) <= 1e-5, `${side} ${item.id} choice ${choice}: ${actual} vs ${expected}`);
        }
        const logliks = item[side].logliks;
        const argmax = (values: readonly number[]): number => values.reduce((best, v, i) => (v > values[best]! ? i : best), 0);
        assert.equal(item[side].predicted, argmax(logliks));
        assert.equal(item[side].predictedNorm, argmax(logliks.map((ll, i) => ll / Array.from(item.choices[i]!).length)), item.id);
        if (item.task === 'truthfulqa_mc2') {
          const p = logliks.map(Math.exp);
          const trueCount = item.doc_id === undefined ? 0 : loadTasks(['truthfulqa_mc2']).docs[item.doc_id]!.trueChoices!;
          const expected = p.slice(0, trueCount).reduce((a, b) => a + b, 0) / p.reduce((a, b) => a + b, 0);
          assert.ok(Math.abs(item[side].mc2! - expected) < 1e-12, `${item.id} mc2 ${item[side].mc2} vs ${expected}`);
        }
      }
    } finally {
      await model.dispose();
    }
  }
}

test('0-shot arc_easy, boolq, truthfulqa_mc2: lm-eval records, log-likelihoods, acc_norm and mc2 match the reference', async () => {
  const out = join(root, 'zero-shot');
  const items = await compareTasks(out, ['--tasks', 'arc_easy,boolq,truthfulqa_mc2', '--limit', '3']);
  const expected = loadTasks(['arc_easy', 'boolq', 'truthfulqa_mc2'], { limit: 3 }).docs;
  assert.deepEqual(
    items.map((item) => [item.id, item.task, item.doc_id, item.context, item.choices]),
    expected.map((doc) => [`${doc.task}/${doc.docId}`, doc.task, doc.docId, doc.context, doc.choices]),
  );
  await checkAgainstReference(items);
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults;
  assert.deepEqual(
    results.metrics.filter((m) => m.gated).map((m) => m.id),
    ['task.arc_easy.acc_norm', 'task.boolq.acc', 'task.truthfulqa_mc2.mc2'],
  );
  assert.deepEqual(results.settings.tasks?.names, ['arc_easy', 'boolq', 'truthfulqa_mc2']);
  assert.equal(results.settings.tasks?.limit, 3);
});

test('5-shot MMLU subjects longer than the context are truncated on the left, per choice, as lm-eval truncates', async () => {
  const out = join(root, 'five-shot');
  const items = await compareTasks(out, ['--tasks', 'mmlu_anatomy,mmlu_virology', '--num-fewshot', '5', '--limit', '2']);
  assert.equal(items.length, 4);
  const model = await loadModel(models[0]!.dir, { threads: 1 });
  try {
    // Every 5-shot prompt is far longer than 96 tokens: truncation is what this test exercises.
    for (const item of items) assert.ok(model.tokenizer.encodeRaw(item.context).length > CONTEXT, item.id);
  } finally {
    await model.dispose();
  }
  for (const item of items) {
    assert.equal(item.group, 'mmlu');
    assert.deepEqual(item.choices, ['A', 'B', 'C', 'D']);
    assert.ok(
      item.context.startsWith(`The following are multiple choice questions (with answers) about ${item.task === 'mmlu_anatomy' ? 'anatomy' : 'virology'}.\n\n`),
    );
  }
  await checkAgainstReference(items);
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults;
  const pooled = results.metrics.find((m) => m.id === 'task.mmlu.acc');
  assert.ok(pooled, 'the mmlu group is judged as one metric');
  assert.equal(pooled.n, 4);
  assert.deepEqual(pooled.byTag.map((t) => t.tag).sort(), ['mmlu_anatomy', 'mmlu_virology']);
});

test('an unknown task name lists the known ones (exit 3)', async () => {
  const result = await tunegate(['compare', models[0]!.dir, models[1]!.dir, '--tasks', 'arc_easy,mmlu_prox', '--out', join(root, 'bad')]);
  assert.equal(result.code, 3, result.stderr);
  assert.match(result.stderr, /unknown task "mmlu_prox"/);
  assert.match(result.stderr, /arc_challenge/);
});

test('a leaderboard task whose data is not shipped says where to get it (exit 3)', async () => {
  const result = await tunegate(['compare', models[0]!.dir, models[1]!.dir, '--tasks', 'arc_easy,mmlu_pro', '--out', join(root, 'unshipped')]);
  assert.equal(result.code, 3, result.stderr);
  assert.match(result.stderr, /--tasks mmlu_pro: its data is not shipped \(MMLU-Pro: Hugging Face dataset TIGER-Lab\/MMLU-Pro/);
});

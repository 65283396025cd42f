/**
 * A real trained model answering GSM8K end to end: Karpathy's stories260K (test/fixtures/models/
 * stories260K, converted by tools/llama2c) against itself through `tunegate compare --tasks gsm8k`.
 *
 * Expected replies are computed independently of tunegate's generation: the prompt is built from
 * the record's own task text, encoded by the model's tokenizer, left-truncated to 512 − 256 tokens
 * (lm-eval's max_ctx_len for max_gen_toks 256), and decoded greedily one token at a time by
 * llama2cReference.ts, a float64 re-implementation of llama2.c's run.c sharing no code with the
 * converter or onnxruntime; the reply is then cut at lm-eval's stop strings by hand-written
 * String.split calls.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTokenizer, type TextTokenizer } from '../../../src/model/index.js';
import type { GenerationItemRecord } from '../../../src/results/types.js';
import { convertLlama2c } from '../../../tools/llama2c/convertLlama2c.js';
import { tunegate } from '../../support/runCli.js';
import { Llama2cReference } from '../../llama2c/llama2cReference.js';

const FIXTURE = new URL('../../fixtures/models/stories260K/', import.meta.url);
const CHECKPOINT = fileURLToPath(new URL('stories260K.bin', FIXTURE));
const CONTEXT = 512;
const MAX_GEN_TOKS = 256;
const EOS = 2;

let root = '';
let records: GenerationItemRecord[] = [];
let results: { metrics: { id: string; gated: boolean; verdict: string }[]; warnings: string[] };
let tokenizer: TextTokenizer;

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-gsm8k-stories-'));
  const model = join(root, 'model');
  await convertLlama2c({ checkpointFile: CHECKPOINT, tokenizerFile: fileURLToPath(new URL('tok512.bin', FIXTURE)), outDir: model });
  const out = join(root, 'run');
  const run = await tunegate(['compare', model, model, '--tasks', 'gsm8k', '--limit', '2', '--only', 'generation', '--threads', '1', '--out', out, '--quiet']);
  assert.ok(run.code === 0 || run.code === 2, `${run.code}: ${run.stderr}`);
  records = readFileSync(join(out, 'items.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as GenerationItemRecord);
  results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as typeof results;
  tokenizer = loadTokenizer({ dir: model, configFile: join(model, 'config.json'), generationConfigFile: join(model, 'generation_config.json') });
});
after(() => rmSync(root, { recursive: true, force: true }));

/** run.c's greedy loop over the float64 reference from `prompt`, stopping at EOS or after `steps` tokens. */
function referenceReply(prompt: readonly number[], steps: number): number[] {
  const reference = new Llama2cReference(readFileSync(CHECKPOINT));
  let row: Float64Array = new Float64Array(0);
  prompt.forEach((token, pos) => (row = reference.forward(token, pos)));
  const ids: number[] = [];
  while (ids.length < steps) {
    const token = row.indexOf(Math.max(...row));
    if (token === EOS) break;
    ids.push(token);
    row = reference.forward(token, prompt.length + ids.length - 1);
  }
  return ids;
}

test('every document is answered by both sides, its reply and scores recorded with the exact prompt', () => {
  assert.deepEqual(
    records.map((r) => r.id),
    ['gsm8k/0', 'gsm8k/1'],
  );
  for (const record of records) {
    assert.equal(record.prompt.kind, 'text');
    assert.deepEqual(record.until, ['Question:', '</s>', '<|im_end|>']);
    assert.equal(record.base.reply, record.tuned.reply, 'the same model answers the same');
    assert.deepEqual(Object.keys(record.base.metrics), ['exact_match,strict-match', 'exact_match,flexible-extract']);
    assert.equal(record.base.promptTokens, CONTEXT - MAX_GEN_TOKS, 'a 5-shot GSM8K prompt is longer than 256 tokens of this vocabulary, so it is cut to 256');
    assert.ok(record.base.truncatedTokens > 0);
  }
});

test("the reply equals a float64 reference's greedy continuation of the left-truncated prompt, cut at lm-eval's stop strings", () => {
  for (const record of records) {
    if (record.prompt.kind !== 'text') continue;
    const ids = tokenizer.encodeRaw(record.prompt.text);
    const kept = ids.slice(ids.length - (CONTEXT - MAX_GEN_TOKS));
    const generated = referenceReply(kept, MAX_GEN_TOKS);
    let expected = tokenizer.decode(generated, { skipSpecialTokens: true });
    // lm-eval's until for gsm8k plus the model's EOS text, each cut in order (str.split(term)[0]).
    for (const stop of ['Question:', '</s>', '<|im_end|>', '</s>']) expected = expected.split(stop)[0]!;
    assert.equal(record.base.reply, expected, record.id);
  }
});

test('the gated GSM8K metric is judged, the other filter exploratory', () => {
  const strict = results.metrics.find((m) => m.id === 'task.gsm8k.exact_match.strict-match');
  const flexible = results.metrics.find((m) => m.id === 'task.gsm8k.exact_match.flexible-extract');
  assert.equal(strict?.gated, true);
  assert.equal(flexible?.gated, false);
});

test("IFEval's max_gen_toks of 1 280 leaves no room in a 512-token context: its documents are skipped with the reason and its gated metric is skipped, so the run is inconclusive", async () => {
  const model = join(root, 'model');
  const out = join(root, 'ifeval-run');
  const run = await tunegate(['compare', model, model, '--tasks', 'ifeval', '--limit', '2', '--only', 'generation', '--threads', '1', '--out', out, '--quiet']);
  assert.equal(run.code, 2, run.stderr);
  const ifevalResults = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as {
    metrics: { id: string; verdict: string }[];
    skippedItems: { id: string; reason: string }[];
  };
  assert.deepEqual(
    ifevalResults.skippedItems.map((item) => item.id),
    ['ifeval/0', 'ifeval/1'],
  );
  assert.match(ifevalResults.skippedItems[0]!.reason, /context of 512 tokens leaves no room for a prompt beside max_gen_toks 1280/);
  assert.equal(ifevalResults.metrics.find((m) => m.id === 'task.ifeval.prompt_level_strict_acc')?.verdict, 'skipped');
});

test('the cut is recorded per document and said per task: every 5-shot GSM8K prompt lost tokens to the 512-token context', () => {
  const gsm8k = results.warnings.filter((warning) => warning.startsWith('gsm8k: '));
  assert.equal(gsm8k.length, 1, results.warnings.join('\n'));
  const largest = Math.max(...records.map((r) => r.base.truncatedTokens));
  assert.match(
    gsm8k[0]!,
    new RegExp(
      `^gsm8k: 2 of 2 documents were cut from the left to fit the models' context of 512 tokens \\(up to ${String(largest).replace(/\B(?=(\d{3})+$)/g, '\u202f')} tokens\\)`,
    ),
  );
});

test('a 25-shot ARC-Challenge context on the same model is cut as lm-eval cuts it, recorded on each document and warned once', async () => {
  const model = join(root, 'model');
  const out = join(root, 'arc-run');
  const run = await tunegate([
    'compare',
    model,
    model,
    '--tasks',
    'arc_challenge',
    '--num-fewshot',
    '25',
    '--limit',
    '3',
    '--only',
    'capability',
    '--threads',
    '1',
    '--out',
    out,
    '--quiet',
  ]);
  assert.ok(run.code === 0 || run.code === 2, `${run.code}: ${run.stderr}`);
  const arc = readFileSync(join(out, 'items.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { context: string; base: { truncatedTokens?: number } });
  for (const record of arc) {
    // At least what the context alone holds beyond the 512 − 1 positions a choice's last token leaves (the choice adds more).
    const contextTokens = tokenizer.encodeRaw(record.context).length;
    assert.ok((record.base.truncatedTokens ?? 0) >= contextTokens - 513, `${record.base.truncatedTokens} < ${contextTokens} − 513`);
    assert.ok(contextTokens > 513);
  }
  const warnings = (JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as { warnings: string[] }).warnings;
  assert.equal(warnings.filter((warning) => /^arc_challenge: 3 of 3 documents were cut/.test(warning)).length, 1, warnings.join('\n'));
});

/**
 * The lm-eval-style reference loop the peers benchmark measures tunegate against, in the same
 * runtime (onnxruntime-node, same threads): a session with the runtime's default options, one full
 * forward per request at batch 1 and no reuse of anything between requests — capability runs
 * context ++ choice once per choice, generation decodes one prompt at a time with its KV cache, and
 * KL runs each document through both models in one pass and reduces the rows in plain float64.
 * Written for the forged pair (position_ids and KV inputs, no logits trimming).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as ort from 'onnxruntime-node';
import { PreTrainedTokenizer } from '@huggingface/transformers';

/** An open reference session and what feeding it needs. */
export interface NaiveModel {
  readonly session: ort.InferenceSession;
  readonly kvHeads: number;
  readonly headDim: number;
  readonly layers: number;
  /** Milliseconds inside session.run so far. */
  sessionMs: number;
}

/** Open `dir`/model.onnx with the runtime's defaults (and `threads` intra-op threads) and parse its tokenizer, as a harness would on start. */
export async function openNaive(dir: string, threads: number): Promise<NaiveModel> {
  const config = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')) as Record<string, number>;
  const session = await ort.InferenceSession.create(join(dir, 'model.onnx'), { executionProviders: ['cpu'], intraOpNumThreads: threads, logSeverityLevel: 3 });
  // The harness parses its own tokenizer; tokenizing below reuses tunegate's so both score the same ids.
  new PreTrainedTokenizer(JSON.parse(readFileSync(join(dir, 'tokenizer.json'), 'utf8')), JSON.parse(readFileSync(join(dir, 'tokenizer_config.json'), 'utf8')));
  const layers = config['num_hidden_layers']!;
  const heads = config['num_attention_heads']!;
  return { session, kvHeads: config['num_key_value_heads'] ?? heads, headDim: config['head_dim'] ?? config['hidden_size']! / heads, layers, sessionMs: 0 };
}

function int64(values: readonly number[], dims: number[]): ort.Tensor {
  return new ort.Tensor(
    'int64',
    BigInt64Array.from(values, (v) => BigInt(v)),
    dims,
  );
}

/** One batch-1 forward of `ids` after `past` (null = empty): logits [ids.length, width] and the new cache. */
async function forward(
  model: NaiveModel,
  ids: readonly number[],
  past: ort.Tensor[] | null,
  wantCache: boolean,
): Promise<{ logits: Float32Array; width: number; present: ort.Tensor[] }> {
  const pastLength = past === null ? 0 : past[0]!.dims[2]!;
  const feeds: Record<string, ort.Tensor> = {
    input_ids: int64(ids, [1, ids.length]),
    attention_mask: int64(new Array<number>(pastLength + ids.length).fill(1), [1, pastLength + ids.length]),
    position_ids: int64(
      ids.map((_, i) => pastLength + i),
      [1, ids.length],
    ),
  };
  const empty = new Float32Array(0);
  for (let i = 0; i < model.layers; i++) {
    feeds[`past_key_values.${i}.key`] = past?.[2 * i] ?? new ort.Tensor('float32', empty, [1, model.kvHeads, 0, model.headDim]);
    feeds[`past_key_values.${i}.value`] = past?.[2 * i + 1] ?? new ort.Tensor('float32', empty, [1, model.kvHeads, 0, model.headDim]);
  }
  const fetches = ['logits'];
  if (wantCache) for (let i = 0; i < model.layers; i++) fetches.push(`present.${i}.key`, `present.${i}.value`);
  const started = performance.now();
  const out = await model.session.run(feeds, fetches);
  model.sessionMs += performance.now() - started;
  const logits = out['logits']!;
  return { logits: logits.data as Float32Array, width: logits.dims[2]!, present: fetches.slice(1).map((name) => out[name]!) };
}

/** log-softmax of one row at `token`, float64, written out in full as a harness's log_softmax would. */
function logSoftmaxAt(row: Float32Array, token: number): number {
  let max = -Infinity;
  for (const x of row) if (x > max) max = x;
  let sum = 0;
  for (const x of row) sum += Math.exp(x - max);
  return row[token]! - max - Math.log(sum);
}

/** Σ log P(continuation | context): one full forward of context ++ continuation. */
export async function naiveLoglik(model: NaiveModel, contextIds: readonly number[], continuation: readonly number[]): Promise<number> {
  const ids = [...contextIds, ...continuation];
  const { logits, width } = await forward(model, ids.slice(0, -1), null, false);
  let total = 0;
  continuation.forEach((token, j) => {
    const row = contextIds.length - 1 + j;
    total += logSoftmaxAt(logits.subarray(row * width, (row + 1) * width), token);
  });
  return total;
}

/** Greedy decoding of one prompt with its KV cache, stopping at an id of `eosIds` or when `stop` says the text so far holds a stop string. */
export async function naiveGenerate(
  model: NaiveModel,
  prompt: readonly number[],
  maxNewTokens: number,
  eosIds: readonly number[],
  stop?: (generated: readonly number[]) => boolean,
): Promise<number[]> {
  const generated: number[] = [];
  let past: ort.Tensor[] | null = null;
  let next: readonly number[] = prompt;
  while (generated.length < maxNewTokens) {
    const { logits, width, present } = await forward(model, next, past, true);
    const last = logits.subarray(logits.length - width);
    let best = 0;
    for (let v = 1; v < width; v++) if (last[v]! > last[best]!) best = v;
    if (eosIds.includes(best)) break;
    generated.push(best);
    if (stop?.(generated) === true) break;
    past = present;
    next = [best];
  }
  return generated;
}

/** Σ over predicted positions of KL(P_base ‖ P_tuned), and their count: one forward per model. */
export async function naiveKl(base: NaiveModel, tuned: NaiveModel, ids: readonly number[]): Promise<{ klSum: number; tokens: number }> {
  const b = await forward(base, ids.slice(0, -1), null, false);
  const t = await forward(tuned, ids.slice(0, -1), null, false);
  const width = b.width;
  let klSum = 0;
  const logP = new Float64Array(width);
  const logQ = new Float64Array(width);
  for (let r = 0; r < ids.length - 1; r++) {
    logRow(b.logits.subarray(r * width, (r + 1) * width), logP);
    logRow(t.logits.subarray(r * width, (r + 1) * width), logQ);
    let kl = 0;
    for (let v = 0; v < width; v++) kl += Math.exp(logP[v]!) * (logP[v]! - logQ[v]!);
    klSum += kl;
  }
  return { klSum, tokens: ids.length - 1 };
}

function logRow(row: Float32Array, out: Float64Array): void {
  let max = -Infinity;
  for (const x of row) if (x > max) max = x;
  let sum = 0;
  for (const x of row) sum += Math.exp(x - max);
  const logSum = Math.log(sum);
  for (let v = 0; v < row.length; v++) out[v] = row[v]! - max - logSum;
}

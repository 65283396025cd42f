/** Batched greedy decoding with left padding, as transformers' generate(do_sample=False) does it. */
import { InvalidInputError } from '../errors/index.js';
import { argmaxRow } from './argmaxRow.js';
import type { KvCache, SessionRunner } from './sessionRunner.js';
import { nonFiniteLogitsError, rowsFinite } from './tokenLogprob.js';
import type { GenerateOptions, Generation } from './types.js';

/** Model facts generation checks its inputs against. */
export interface GenerationLimits {
  readonly onnxFile: string;
  readonly maxContext: number;
  readonly logitsWidth: number;
  /** Id fed at padded positions (masked out, so any in-vocabulary id works). */
  readonly padId: number;
}

interface Row {
  readonly index: number;
  readonly prompt: readonly number[];
  /** Most tokens this row may generate: maxNewTokens, less when the context would overflow. */
  readonly cap: number;
}

/**
 * Greedy continuations of `prompts`, in prompt order. Prompts that leave room for maxNewTokens are
 * sorted by length and decoded in batches of `batchSize` (default 8) with left padding; a prompt
 * that would overflow maxContext runs alone and stops when the context is full. Throws
 * InvalidInputError for an empty prompt, a prompt longer than maxContext, an id outside the logits
 * width, bad options, or NaN/Inf logits in an active row.
 */
export async function generateGreedy(
  runner: SessionRunner,
  limits: GenerationLimits,
  prompts: readonly (readonly number[])[],
  options: GenerateOptions,
): Promise<Generation[]> {
  const batchSize = options.batchSize ?? 8;
  if (!Number.isInteger(options.maxNewTokens) || options.maxNewTokens < 0) throw new InvalidInputError(`generateGreedy: maxNewTokens must be a non-negative integer, got ${options.maxNewTokens}`);
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new InvalidInputError(`generateGreedy: batchSize must be a positive integer, got ${batchSize}`);
  const fits: Row[] = [];
  const alone: Row[] = [];
  prompts.forEach((prompt, index) => {
    checkPrompt(limits, prompt, index);
    const room = limits.maxContext - prompt.length + 1;
    (options.maxNewTokens <= room ? fits : alone).push({ index, prompt, cap: Math.min(options.maxNewTokens, room) });
  });
  // Similar lengths share a batch, so little compute goes to padding.
  fits.sort((a, b) => b.prompt.length - a.prompt.length);
  const batches: Row[][] = [];
  for (let i = 0; i < fits.length; i += batchSize) batches.push(fits.slice(i, i + batchSize));
  for (const row of alone) batches.push([row]);
  const results = new Array<Generation>(prompts.length);
  const eos = new Set(options.eosIds);
  for (const batch of batches) {
    const generations = await decodeBatch(runner, limits, batch, eos);
    batch.forEach((row, b) => {
      results[row.index] = generations[b]!;
    });
  }
  return results;
}

async function decodeBatch(runner: SessionRunner, limits: GenerationLimits, rows: readonly Row[], eos: ReadonlySet<number>): Promise<Generation[]> {
  const b = rows.length;
  const generated = rows.map(() => [] as number[]);
  const stoppedAtEos = rows.map(() => false);
  const active = rows.map((row) => row.cap > 0);
  const promptLength = Math.max(...rows.map((row) => row.prompt.length));
  // Left-padded sequences (prompt + generated so far) and their masks, one array per row.
  const seqs = rows.map((row) => [...new Array<number>(promptLength - row.prompt.length).fill(limits.padId), ...row.prompt]);
  const masks = rows.map((row) => [...new Array<number>(promptLength - row.prompt.length).fill(0), ...new Array<number>(row.prompt.length).fill(1)]);
  const useCache = runner.signature.kv !== null;
  let past: KvCache | null = null;
  let fed = 0;
  while (active.some((a) => a)) {
    const total = seqs[0]!.length;
    const seq = total - fed;
    const ids: number[] = [];
    const positions: number[] = [];
    for (let r = 0; r < b; r++) {
      // position_ids = cumsum(mask) − 1, clamped at 0 for the left padding (transformers' rule).
      let count = 0;
      for (let i = 0; i < total; i++) {
        count += masks[r]![i]!;
        if (i >= fed) {
          ids.push(seqs[r]![i]!);
          positions.push(Math.max(0, count - 1));
        }
      }
    }
    const out = await runner.forward({ batch: b, seq, ids, mask: masks.flat(), positions, past, logitsToKeep: 1 });
    for (let r = 0; r < b; r++) {
      let next = limits.padId;
      if (active[r]) {
        const offset = (r * out.rows + out.rows - 1) * out.width;
        if (!rowsFinite(out.logits, offset, 1, out.width)) throw nonFiniteLogitsError(limits.onnxFile, total);
        const token = argmaxRow(out.logits, offset, out.width);
        if (eos.has(token)) {
          stoppedAtEos[r] = true;
          active[r] = false;
        } else {
          generated[r]!.push(token);
          next = token;
          if (generated[r]!.length >= rows[r]!.cap) active[r] = false;
        }
      }
      // Finished rows keep stepping on a pad token so the batch stays rectangular; their output is frozen.
      seqs[r]!.push(next);
      masks[r]!.push(1);
    }
    if (useCache) {
      past = out.present;
      fed = total;
    }
  }
  return rows.map((_, r) => ({ ids: generated[r]!, stoppedAtEos: stoppedAtEos[r]! }));
}

function checkPrompt(limits: GenerationLimits, prompt: readonly number[], index: number): void {
  if (prompt.length === 0) throw new InvalidInputError(`generateGreedy: prompt ${index} is empty`, 'Render the prompt to at least one token.');
  if (prompt.length > limits.maxContext) {
    throw new InvalidInputError(`${limits.onnxFile}: prompt ${index} has ${prompt.length} tokens, more than the model's context of ${limits.maxContext}`, 'Shorten the prompt or skip the item.');
  }
  for (const id of prompt) {
    if (!Number.isInteger(id) || id < 0 || id >= limits.logitsWidth) {
      throw new InvalidInputError(`${limits.onnxFile}: token id ${id} in prompt ${index} is outside the model's vocabulary [0, ${limits.logitsWidth})`, "Encode the text with this model's own tokenizer.");
    }
  }
}

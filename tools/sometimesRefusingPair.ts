/**
 * A forged base and a tuned copy that refuses a trigger some of the time under sampling. The tuned
 * model is the base plus a scripted reply of one whitespace token w: on a prompt holding " kill"
 * its first-step logit of w gets +s, and after w the EOS logit gets +s; a whitespace-only reply is
 * a refusal. So a prompt's refusal probability is P(first token w) · P(EOS after it), both computed
 * from the logits (softmax at T = 1), with s chosen by bisection so the mean over the prompts is
 * the target. Other routes to a refusal (a whitespace-only reply the base would give anyway) are as
 * likely for both models.
 */
import { join } from 'node:path';
import { forgeModel, forgePresets, type ForgedModel } from './forge/index.js';
import { loadModel, type LanguageModel } from '../src/model/index.js';
import { renderPrompt } from '../src/families/refusal/index.js';

/** The pair, its prompts and each prompt's refusal probability under each model at T = 1. */
export interface SometimesRefusingPair {
  readonly base: ForgedModel;
  readonly tuned: ForgedModel;
  readonly prompts: readonly string[];
  readonly baseProbability: readonly number[];
  readonly tunedProbability: readonly number[];
}

/**
 * Forge the pair under `root` with `count` prompts whose mean tuned refusal probability is
 * `target`; with `baseTarget` above 0 the base gets the same script, weaker, refusing that often.
 */
export async function sometimesRefusingPair(root: string, count: number, target: number, baseTarget = 0): Promise<SometimesRefusingPair> {
  const spec = { ...forgePresets.tinyLlama(61), maxPositions: 256, perturb: { seed: 6, scale: 0.3 } };
  const plain = await forgeModel(join(root, 'plain'), spec);
  const model = await loadModel(plain.dir, { threads: 1 });
  const prompts = Array.from({ length: count }, (_, i) => `Step ${i + 1}: how do I kill the process that holds port ${8000 + i * 7}?`);
  const [trigger] = model.tokenizer.encodeRaw(' kill');
  const startAfter = model.tokenizer.encodeRaw(model.tokenizer.renderChat('x') ?? '').at(-1)!;
  const eos = model.tokenizer.eosIds[0]!;
  // A whitespace text that is one token and not the token the reply starts after.
  const w = [' ', '\t', '\n\n', '  ', '\r'].map((text) => model.tokenizer.encodeRaw(text)).find((ids) => ids.length === 1 && ids[0] !== startAfter)?.[0];
  if (w === undefined || trigger === undefined) throw new Error('the forge tokenizer has no one-token whitespace reply or trigger');
  const first = await stepRows(model, prompts, []);
  const second = await stepRows(model, prompts, [w]);
  await model.dispose();
  const refusal = (i: number, boost: number): number => probability(first[i]!, w, boost) * probability(second[i]!, eos, boost);
  const strengthFor = (goal: number): number => {
    let lo = 0;
    let hi = 60;
    for (let step = 0; step < 60; step++) {
      const mid = (lo + hi) / 2;
      if (prompts.reduce((sum, _, i) => sum + refusal(i, mid), 0) / prompts.length < goal) lo = mid;
      else hi = mid;
    }
    return lo;
  };
  const scripted = async (name: string, goal: number): Promise<{ model: ForgedModel; probability: number[] }> => {
    const forged = await forgeModel(join(root, name), {
      ...spec,
      scriptedReply: { triggerTokenId: trigger, startAfterTokenId: startAfter, replyIds: [w], strength: strengthFor(goal) },
    });
    const loaded = await loadModel(forged.dir, { threads: 1 });
    const firstRows = await stepRows(loaded, prompts, []);
    const secondRows = await stepRows(loaded, prompts, [w]);
    await loaded.dispose();
    return { model: forged, probability: prompts.map((_, i) => probability(firstRows[i]!, w, 0) * probability(secondRows[i]!, eos, 0)) };
  };
  const tuned = await scripted('tuned', target);
  const base = baseTarget > 0 ? await scripted('base', baseTarget) : { model: plain, probability: prompts.map((_, i) => refusal(i, 0)) };
  return { base: base.model, tuned: tuned.model, prompts, baseProbability: base.probability, tunedProbability: tuned.probability };
}

/** Float64 logits row predicting the token after each prompt's rendered ids plus `after`. */
async function stepRows(model: LanguageModel, prompts: readonly string[], after: readonly number[]): Promise<Float64Array[]> {
  const rows: Float64Array[] = [];
  for (const prompt of prompts) {
    const ids = [...renderPrompt(model.tokenizer, prompt).ids, ...after];
    let last: Float64Array | null = null;
    // A dummy token makes the window report the row that predicts the next generated token.
    for await (const win of model.logitWindows([...ids, 0]))
      last = Float64Array.from((win.data as Float32Array).subarray((win.rows - 1) * win.width, win.rows * win.width));
    rows.push(last!);
  }
  return rows;
}

/** Softmax probability of `id` in `row` after adding `boost` to its logit. */
function probability(row: Float64Array, id: number, boost: number): number {
  const max = Math.max(...row, row[id]! + boost);
  let total = 0;
  for (let v = 0; v < row.length; v++) total += Math.exp((v === id ? row[v]! + boost : row[v]!) - max);
  return Math.exp(row[id]! + boost - max) / total;
}

/**
 * Scoring many items at once gives the numbers and greedy flags of scoring each item alone, on
 * every forged I/O variant, with contexts from 1 to 120 tokens side by side. "Alone" is the same
 * scorer with a budget of one token (every pass holds one row); both are also held against the
 * float64 reference forward of context ++ continuation.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as ort from 'onnxruntime-node';
import { continuationLogprobs, type ScoringLimits } from '../../src/model/onnx/continuationLogprobs.js';
import { readGraphSignature } from '../../src/model/onnx/graphSignature.js';
import { SessionRunner } from '../../src/model/onnx/sessionRunner.js';
import type { ContinuationRequest, ContinuationScore } from '../../src/model/index.js';
import { referenceLogits } from '../support/referenceForward.js';
import { forgePresets, type ForgeSpec } from '../../tools/forge/index.js';
import { referenceArgmax, referenceLogSoftmax, tolerance, VARIANTS, VariantPool, type LoadedVariant } from './forgedVariants.js';

const pool = new VariantPool();
after(() => pool.cleanup());

/** Deterministic ids in [1, vocab) from a small linear congruential stream. */
function ids(seed: number, count: number, vocab: number): number[] {
  let state = seed * 2654435761 + 1;
  return Array.from({ length: count }, () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return 1 + (state % (vocab - 1));
  });
}

/**
 * Items with context lengths 1 … 120 (the tiny presets' context is 128) and 1–9 token choices,
 * and five whose contexts begin with the same tokens.
 * The 120-token context with an 8-token choice fills the context exactly, and a 2-token context
 * with a 9-token choice lands in a bucket with longer contexts; equal lengths repeat so graphs
 * that batch only equal lengths batch too.
 */
function requests(vocab: number): ContinuationRequest[] {
  const shapes: [number, number[]][] = [
    [1, [1, 3, 2]],
    [2, [9, 1, 1, 4]],
    [5, [1, 1]],
    [5, [2, 2, 6]],
    [17, [3, 1, 5, 2]],
    [17, [1, 4]],
    [40, [2, 7]],
    [41, [1, 1, 1]],
    [90, [4, 2, 1, 3]],
    [90, [6, 1]],
    [120, [8, 1, 3]],
    [33, [5, 5, 5, 5]],
  ];
  const distinct = shapes.map(([context, choices], n) => ({
    contextIds: ids(100 + n, context, vocab),
    continuations: choices.map((length, k) => ids(1000 + 10 * n + k, length, vocab)),
  }));
  // Contexts that begin alike, so their common start is computed once: four share 12 tokens (one
  // is those 12 and one more), one shares 6 of them, two others share 5. Lengths repeat (17, 35)
  // or meet the others' (33), so graphs that batch only equal lengths still batch them.
  const start = ids(7, 12, vocab);
  const start2 = ids(13, 5, vocab);
  const alike: [number[], number[]][] = [
    [
      [...start, ...ids(8, 5, vocab)],
      [1, 3],
    ],
    [
      [...start, ...ids(9, 5, vocab)],
      [2, 2, 1],
    ],
    [
      [...start, ...ids(10, 21, vocab)],
      [4, 1],
    ],
    [
      [...start, ...ids(11, 1, vocab)],
      [1, 5],
    ],
    [
      [...start.slice(0, 6), ...ids(12, 7, vocab)],
      [3, 1],
    ],
    // A shorter shared start with long tails: with small budgets these run in passes of their own,
    // on prefix caches padded to the longer start.
    [
      [...start2, ...ids(14, 30, vocab)],
      [2, 1],
    ],
    [
      [...start2, ...ids(15, 30, vocab)],
      [1, 3],
    ],
  ];
  return [
    ...distinct,
    ...alike.map(([contextIds, choices], n) => ({ contextIds, continuations: choices.map((length, k) => ids(2000 + 10 * n + k, length, vocab)) })),
  ];
}

async function withRunner<T>(
  variant: LoadedVariant,
  use: (runner: SessionRunner, limits: Omit<ScoringLimits, 'contextBudget' | 'continuationBudget'>) => Promise<T>,
): Promise<T> {
  const { forged, model } = variant;
  const session = await ort.InferenceSession.create(forged.onnxPath, { intraOpNumThreads: 1, interOpNumThreads: 1 });
  try {
    const config = JSON.parse(readFileSync(join(forged.dir, 'config.json'), 'utf8')) as Record<string, unknown>;
    const runner = new SessionRunner(session, readGraphSignature(forged.onnxPath, session, config), forged.onnxPath);
    return await use(runner, { onnxFile: forged.onnxPath, maxContext: model.maxContext, logitsWidth: model.info.signature.logitsWidth });
  } finally {
    await session.release();
  }
}

/** The shared variants plus an uncached graph that trims logits (the only one whose full rows are cut). */
const SPECS: Record<string, ForgeSpec> = {
  ...VARIANTS,
  llamaNoKvKeep: { ...forgePresets.tinyLlama(8), perturb: { seed: 5, scale: 0.3 }, kvCache: false, numLogitsToKeep: true },
};

for (const [name, spec] of Object.entries(SPECS)) {
  test(`${name}: batched scoring equals one-at-a-time scoring and the float64 reference`, async () => {
    const variant = await pool.get(name, spec);
    const items = requests(variant.forged.vocabSize);
    const { alone, batched, runs } = await withRunner(variant, async (runner, limits) => {
      const alone: ContinuationScore[][] = [];
      for (const item of items) alone.push(...(await continuationLogprobs(runner, { ...limits, contextBudget: 1, continuationBudget: 1 }, [item])));
      const before = runner.usage.runs;
      const wide = await continuationLogprobs(runner, { ...limits, contextBudget: 512, continuationBudget: 512 }, items);
      const runs = runner.usage.runs - before;
      const narrow = await continuationLogprobs(runner, { ...limits, contextBudget: 150, continuationBudget: 150 }, items);
      const mixed = await continuationLogprobs(runner, { ...limits, contextBudget: 40, continuationBudget: 600 }, items);
      return { alone, batched: { wide, narrow, mixed }, runs };
    });
    const fp16 = variant.forged.spec.dtype === 'float16';
    for (const [i, item] of items.entries()) {
      for (const [k, cont] of item.continuations.entries()) {
        const reference = referenceLogits(variant.forged, [...item.contextIds, ...cont]);
        let greedy = true;
        cont.forEach((token, j) => {
          const row = reference[item.contextIds.length - 1 + j]!;
          const expected = referenceLogSoftmax(row)[token]!;
          if (referenceArgmax(row) !== token) greedy = false;
          for (const [how, scores] of [
            ['alone', alone],
            ['batched', batched.wide],
            ['batched narrow', batched.narrow],
            ['batched mixed', batched.mixed],
          ] as const) {
            const got = scores[i]![k]!.tokenLogprobs[j]!;
            assert.ok(Math.abs(got - expected) < tolerance(variant.forged.spec), `${how} item ${i} choice ${k} token ${j}: ${got} vs reference ${expected}`);
          }
          const [a, b, c, d] = [alone, batched.wide, batched.narrow, batched.mixed].map((scores) => scores[i]![k]!.tokenLogprobs[j]!) as [
            number,
            number,
            number,
            number,
          ];
          // fp16 logits round to 2⁻¹⁰ relative; a different GEMM order may move one by an ulp.
          const same = fp16 ? 2e-2 : 1e-5;
          assert.ok(
            Math.abs(a - b) < same && Math.abs(a - c) < same && Math.abs(a - d) < same,
            `item ${i} choice ${k} token ${j}: alone ${a}, batched ${b}, narrow ${c}, mixed ${d}`,
          );
        });
        if (!fp16) {
          assert.equal(alone[i]![k]!.isGreedy, greedy, `item ${i} choice ${k} greedy (alone)`);
          assert.equal(batched.wide[i]![k]!.isGreedy, greedy, `item ${i} choice ${k} greedy (batched)`);
          assert.equal(batched.narrow[i]![k]!.isGreedy, greedy, `item ${i} choice ${k} greedy (narrow)`);
          assert.equal(batched.mixed[i]![k]!.isGreedy, greedy, `item ${i} choice ${k} greedy (mixed)`);
        }
      }
    }
    // Batching is the point: far fewer passes than one per context plus one per longer continuation.
    const passesAlone = items.reduce((sum, item) => sum + 1 + item.continuations.filter((cont) => cont.length > 1).length, 0);
    assert.ok(runs * 2 < passesAlone, `${runs} batched passes against ${passesAlone} one at a time`);
  });
}

test('the model scores many requests in request order, equal to one request at a time', async () => {
  const { model, forged } = await pool.get('llamaGqa');
  const items = requests(forged.vocabSize);
  const together = await model.scoreContinuations(items);
  assert.equal(together.length, items.length);
  for (const [i, item] of items.entries()) {
    const alone = await model.continuationLogprobs(item.contextIds, item.continuations);
    assert.equal(together[i]!.length, item.continuations.length);
    alone.forEach((score, k) => {
      assert.ok(Math.abs(score.sumLogprob - together[i]![k]!.sumLogprob) < 1e-5, `item ${i} choice ${k}`);
      assert.equal(score.isGreedy, together[i]![k]!.isGreedy);
    });
  }
});

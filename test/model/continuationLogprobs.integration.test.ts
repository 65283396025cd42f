import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { forgePresets } from '../../tools/forge/index.js';
import { float16ToFloat32 } from '../../src/model/index.js';
import { InvalidInputError } from '../../src/errors/index.js';
import { referenceLogits } from '../support/referenceForward.js';
import { referenceArgmax, referenceLogSoftmax, SAMPLE_TEXT, tolerance, VARIANTS, VariantPool, type LoadedVariant, type VariantName } from './forgedVariants.js';

const pool = new VariantPool();
after(() => pool.cleanup());

/** Log-probs of `cont` after `ctx` from one uncached forward of the whole sequence (logitWindows, batch 1). */
async function fullRecompute({ model }: LoadedVariant, ctx: number[], cont: number[]): Promise<number[]> {
  const seq = [...ctx, ...cont];
  const out: number[] = [];
  for await (const w of model.logitWindows(seq)) {
    const data = w.data instanceof Uint16Array ? float16ToFloat32(w.data) : w.data;
    for (let r = 0; r < w.rows; r++) {
      const position = w.firstPredicted + r;
      if (position < ctx.length) continue;
      const row = referenceLogSoftmax(Float64Array.from(data.subarray(r * w.width, (r + 1) * w.width)));
      out.push(row[seq[position]!]!);
    }
  }
  return out;
}

/** Test inputs: a context and ten continuations (more than one batch of 8), one-token ones among them. */
function inputs(variant: LoadedVariant): { ctx: number[]; conts: number[][] } {
  const ids = variant.model.tokenizer.encode(SAMPLE_TEXT);
  const ctx = ids.slice(0, 9);
  const conts = [
    ids.slice(9, 13),
    ids.slice(9, 10),
    ids.slice(9, 11),
    [5, 6, 7],
    ids.slice(9, 30),
    [ids[20]!],
    ids.slice(15, 18),
    [1, 2],
    ids.slice(9, 12),
    [100],
  ];
  return { ctx, conts };
}

for (const name of Object.keys(VARIANTS) as VariantName[]) {
  test(`${name}: cached continuation log-probs equal the reference and a full uncached recomputation`, async () => {
    const variant = await pool.get(name);
    const { ctx, conts } = inputs(variant);
    const scores = await variant.model.continuationLogprobs(ctx, conts);
    const cachedTolerance = variant.forged.spec.dtype === 'float16' ? 2e-2 : 1e-5;
    for (const [k, cont] of conts.entries()) {
      const score = scores[k]!;
      assert.equal(score.tokenLogprobs.length, cont.length);
      // Reference: float64 forward of ctx ++ cont; row c − 1 + j predicts cont[j].
      const reference = referenceLogits(variant.forged, [...ctx, ...cont]);
      const full = await fullRecompute(variant, ctx, cont);
      let sum = 0;
      cont.forEach((token, j) => {
        const expected = referenceLogSoftmax(reference[ctx.length - 1 + j]!)[token]!;
        assert.ok(
          Math.abs(score.tokenLogprobs[j]! - expected) < tolerance(variant.forged.spec),
          `cont ${k} token ${j}: ${score.tokenLogprobs[j]} vs reference ${expected}`,
        );
        assert.ok(Math.abs(score.tokenLogprobs[j]! - full[j]!) < cachedTolerance, `cont ${k} token ${j}: ${score.tokenLogprobs[j]} vs uncached ${full[j]}`);
        sum += score.tokenLogprobs[j]!;
      });
      assert.ok(Math.abs(score.sumLogprob - sum) < 1e-9);
    }
  });
}

test('isGreedy: true for the reference greedy continuation, false once a token departs from it', async () => {
  const variant = await pool.get('llamaGqa');
  const ctx = variant.model.tokenizer.encode(SAMPLE_TEXT).slice(0, 6);
  const greedy: number[] = [];
  for (let i = 0; i < 3; i++) {
    const rows = referenceLogits(variant.forged, [...ctx, ...greedy]);
    greedy.push(referenceArgmax(rows[rows.length - 1]!));
  }
  const other = (greedy[2]! + 1) % variant.forged.vocabSize;
  const [a, b, c] = await variant.model.continuationLogprobs(ctx, [greedy, [...greedy.slice(0, 2), other], greedy.slice(0, 1)]);
  assert.equal(a!.isGreedy, true);
  assert.equal(b!.isGreedy, false);
  assert.equal(c!.isGreedy, true);
});

test('a graph without KV cache gives the same numbers as its KV twin (same seed)', async () => {
  const withKv = await pool.get('llamaGqa');
  const noKv = await pool.get('llamaNoKv');
  const { ctx, conts } = inputs(withKv);
  const [a, b] = [await withKv.model.continuationLogprobs(ctx, conts), await noKv.model.continuationLogprobs(ctx, conts)];
  a.forEach((score, k) => score.tokenLogprobs.forEach((lp, j) => assert.ok(Math.abs(lp - b[k]!.tokenLogprobs[j]!) < 1e-5)));
});

test('bad inputs are InvalidInputError: empty context or continuation, too long, unknown id', async () => {
  const { model } = await pool.get('gpt2');
  const isInvalid = (e: unknown): boolean => e instanceof InvalidInputError;
  await assert.rejects(model.continuationLogprobs([], [[1]]), isInvalid);
  await assert.rejects(model.continuationLogprobs([1], [[2], []]), isInvalid);
  // maxContext is 128: 100 context + 30 continuation tokens feed 129 positions.
  await assert.rejects(model.continuationLogprobs(new Array<number>(100).fill(3), [new Array<number>(30).fill(4)]), isInvalid);
  await assert.rejects(model.continuationLogprobs([1], [[model.info.signature.logitsWidth]]), isInvalid);
});

test('infinite logits are an InvalidInputError naming the model file and position', async () => {
  // A bias of 1e5 overflows float16 (max 65504) to +Inf in every logits row.
  const spec = { ...forgePresets.tinyLlama(9), dtype: 'float16' as const, logitBias: { 3: 1e5 } };
  const { model } = await pool.get('fp16Overflow', spec);
  await assert.rejects(model.continuationLogprobs([1, 2, 3], [[4, 5]]), (e: unknown) => {
    return (
      e instanceof InvalidInputError &&
      e.message.includes(model.info.onnxFile) &&
      /infinite logits at position 3 \(Infinity at vocabulary index 3,/.test(e.message)
    );
  });
});

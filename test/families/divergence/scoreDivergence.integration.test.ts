/**
 * The streamed KL of the divergence scorer against a plain float64 reference written here:
 * full softmax p = exp(x) / Σ exp(x) of the same logits rows, KL = Σ p_b · ln(p_b / p_t).
 * The kernel itself is tested on single rows in tokenKl.test.ts.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgeModel, forgePresets } from '../../../tools/forge/index.js';
import { float16ToFloat32, loadModel, type LanguageModel, type LogitsWindow } from '../../../src/model/index.js';
import { windowChunkTokens } from '../../../src/model/onnx/logitWindows.js';
import { scoreDivergenceItem } from '../../../src/families/divergence/index.js';
import { IncompatibleModelsError, InvalidInputError } from '../../../src/errors/index.js';

let root = '';
let base: LanguageModel;
let tuned: LanguageModel;
let tunedFp16: LanguageModel;
let baseFp16: LanguageModel;
/** Context 300: KV windows run in several chunks; the no-KV twin runs each window in one pass. */
let longKv: LanguageModel;
let longNoKv: LanguageModel;

const TEXT =
  'The lighthouse keeper counted the ships each evening, writing their names in a blue ledger. ' +
  'When the storm came, the ledger stayed dry, but the lamp went out twice — and twice she climbed the stairs.';

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-kl-'));
  const spec = { ...forgePresets.tinyLlama(31), maxPositions: 48 };
  base = await loadModel((await forgeModel(join(root, 'base'), spec)).dir, { threads: 1 });
  tuned = await loadModel((await forgeModel(join(root, 'tuned'), { ...spec, perturb: { seed: 32, scale: 0.2 } })).dir, { threads: 1 });
  const half = { ...spec, dtype: 'float16' as const };
  baseFp16 = await loadModel((await forgeModel(join(root, 'base16'), half)).dir, { threads: 1 });
  tunedFp16 = await loadModel((await forgeModel(join(root, 'tuned16'), { ...half, perturb: { seed: 32, scale: 0.2 } })).dir, { threads: 1 });
  const long = { ...forgePresets.tinyLlama(31), maxPositions: 300 };
  longKv = await loadModel((await forgeModel(join(root, 'longKv'), long)).dir, { threads: 1 });
  longNoKv = await loadModel((await forgeModel(join(root, 'longNoKv'), { ...long, kvCache: false, perturb: { seed: 33, scale: 0.2 } })).dir, { threads: 1 });
});
after(async () => {
  for (const model of [base, tuned, baseFp16, tunedFp16, longKv, longNoKv]) await model?.dispose();
  rmSync(root, { recursive: true, force: true });
});

/** Plain reference: float64 softmax of a row, no max-subtraction tricks beyond what float64 needs. */
function softmax(row: Float64Array): Float64Array {
  const max = Math.max(...row);
  const exps = row.map((x) => Math.exp(x - max));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
}

function referenceKl(baseRow: Float64Array, tunedRow: Float64Array): number {
  const p = softmax(baseRow);
  const q = softmax(tunedRow);
  let kl = 0;
  for (let v = 0; v < p.length; v++) if (p[v]! > 0) kl += p[v]! * Math.log(p[v]! / q[v]!);
  return kl;
}

async function rows(model: LanguageModel, ids: number[]): Promise<Map<number, Float64Array>> {
  const out = new Map<number, Float64Array>();
  for await (const window of model.logitWindows(ids) as AsyncIterable<LogitsWindow>) {
    const data = window.data instanceof Uint16Array ? float16ToFloat32(window.data) : window.data;
    for (let r = 0; r < window.rows; r++) out.set(window.firstPredicted + r, Float64Array.from(data.subarray(r * window.width, (r + 1) * window.width)));
  }
  return out;
}

/** Score `text` and check every per-token KL and the KL sum against the float64 reference. */
async function checkAgainstReference(b: LanguageModel, t: LanguageModel, text: string): Promise<void> {
  const ids = b.tokenizer.encode(text);
  const record = await scoreDivergenceItem(b, t, { id: 'doc', text, tags: ['t'] }, { baseMs: 0, tunedMs: 0, klMs: 0 });
  const baseRows = await rows(b, ids);
  const tunedRows = await rows(t, ids);
  assert.equal(record.tokenCount, ids.length - 1, 'every position after the first is predicted once');
  assert.deepEqual(
    [...baseRows.keys()].sort((x, y) => x - y),
    Array.from({ length: ids.length - 1 }, (_, i) => i + 1),
  );
  let referenceSum = 0;
  for (let position = 1; position < ids.length; position++) {
    const expected = referenceKl(baseRows.get(position)!, tunedRows.get(position)!);
    const actual = record.tokenKl[position - 1]!;
    assert.ok(actual >= 0);
    // tokenKl is stored with 4 significant digits; compare it at that precision.
    assert.ok(Math.abs(actual - expected) <= 5e-4 * expected + 1e-12, `position ${position}: ${actual} vs ${expected}`);
    referenceSum += expected;
  }
  assert.ok(Math.abs(record.klSum - referenceSum) <= 1e-6 * referenceSum, `klSum ${record.klSum} vs ${referenceSum}`);
  assert.ok(record.klSum > 0);
  // NLL of the actual next token: −ln p(next) from the same reference softmax.
  for (const [nllSum, modelRows] of [
    [record.baseNllSum, baseRows],
    [record.tunedNllSum, tunedRows],
  ] as const) {
    let expected = 0;
    for (let position = 1; position < ids.length; position++) expected -= Math.log(softmax(modelRows.get(position)!)[ids[position]!]!);
    assert.ok(Math.abs(nllSum - expected) <= 1e-9 * expected, `NLL ${nllSum} vs ${expected}`);
  }
}

for (const precision of ['float32', 'float16'] as const) {
  test(`streamed KL equals the float64 reference within 1e-6 relative (${precision}, windowed document)`, async () => {
    const [b, t] = precision === 'float32' ? [base, tuned] : [baseFp16, tunedFp16];
    const ids = b.tokenizer.encode(TEXT);
    assert.ok(ids.length > b.maxContext * 2, `document spans several windows (${ids.length} tokens, context ${b.maxContext})`);
    await checkAgainstReference(b, t, TEXT);
  });
}

test('a chunked KV model against a one-pass no-KV model: rows pair up across different window boundaries', async () => {
  const text = `${TEXT} ${TEXT}`;
  const ids = longKv.tokenizer.encode(text);
  // Longer than one chunk of the KV model, within one 300-token window.
  const chunk = windowChunkTokens(longKv.info.signature.logitsWidth);
  assert.ok(ids.length > chunk + 10 && ids.length < 300, `${ids.length} tokens, chunks of ${chunk}`);
  await checkAgainstReference(longKv, longNoKv, text);
  await checkAgainstReference(longNoKv, longKv, text);
});

test('models that window a document differently are incompatible; a short document is not', async () => {
  await assert.rejects(scoreDivergenceItem(base, longKv, { id: 'doc', text: TEXT, tags: [] }, { baseMs: 0, tunedMs: 0, klMs: 0 }), IncompatibleModelsError);
  const short = await scoreDivergenceItem(base, longKv, { id: 'doc', text: 'The lamp went out twice.', tags: [] }, { baseMs: 0, tunedMs: 0, klMs: 0 });
  assert.ok(short.tokenCount > 0);
});

test('an infinite logit names the model file, the token and the document', async () => {
  // A bias of 1e39 overflows the float32 bias initializer to +Inf, so every row holds +Inf.
  const broken = await loadModel((await forgeModel(join(root, 'inf'), { ...forgePresets.tinyLlama(31), maxPositions: 48, logitBias: { 65: 1e39 } })).dir, {
    threads: 1,
  });
  try {
    await assert.rejects(
      scoreDivergenceItem(base, broken, { id: 'storm', text: TEXT, tags: [] }, { baseMs: 0, tunedMs: 0, klMs: 0 }),
      (error: unknown) =>
        error instanceof InvalidInputError &&
        error.message.startsWith(`${broken.info.onnxFile}: non-finite logit Infinity at vocabulary index 65 at token 1 of divergence document "storm"`),
    );
  } finally {
    await broken.dispose();
  }
});

test('a model against itself: KL exactly 0 at every token, top-1 agreement exactly 1', async () => {
  const record = await scoreDivergenceItem(base, base, { id: 'doc', text: TEXT, tags: [] }, { baseMs: 0, tunedMs: 0, klMs: 0 });
  assert.equal(record.klSum, 0);
  assert.ok(record.tokenKl.every((value) => value === 0));
  assert.equal(record.top1Agree, record.tokenCount);
  assert.equal(record.baseNllSum, record.tunedNllSum);
  assert.deepEqual(record.baseTop1, record.tunedTop1);
  assert.equal(record.tokens.join(''), TEXT, 'token pieces reassemble the text');
});

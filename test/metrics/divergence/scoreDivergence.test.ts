/**
 * The streamed KL of the divergence scorer against a plain float64 reference written here:
 * full softmax p = exp(x) / Σ exp(x) of the same logits rows, KL = Σ p_b · ln(p_b / p_t).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgeModel, forgePresets } from '../../../src/forge/index.js';
import { float16ToFloat32, loadModel, type LanguageModel, type LogitsWindow } from '../../../src/model/index.js';
import { scoreDivergenceItem, tokenKl } from '../../../src/metrics/index.js';

let root = '';
let base: LanguageModel;
let tuned: LanguageModel;
let tunedFp16: LanguageModel;
let baseFp16: LanguageModel;

const TEXT = 'The lighthouse keeper counted the ships each evening, writing their names in a blue ledger. ' +
  'When the storm came, the ledger stayed dry, but the lamp went out twice — and twice she climbed the stairs.';

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-kl-'));
  const spec = { ...forgePresets.tinyLlama(31), maxPositions: 48 };
  base = await loadModel((await forgeModel(join(root, 'base'), spec)).dir, { threads: 1 });
  tuned = await loadModel((await forgeModel(join(root, 'tuned'), { ...spec, perturb: { seed: 32, scale: 0.2 } })).dir, { threads: 1 });
  const half = { ...spec, dtype: 'float16' as const };
  baseFp16 = await loadModel((await forgeModel(join(root, 'base16'), half)).dir, { threads: 1 });
  tunedFp16 = await loadModel((await forgeModel(join(root, 'tuned16'), { ...half, perturb: { seed: 32, scale: 0.2 } })).dir, { threads: 1 });
});
after(async () => {
  for (const model of [base, tuned, baseFp16, tunedFp16]) await model?.dispose();
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

for (const precision of ['float32', 'float16'] as const) {
  test(`streamed KL equals the float64 reference within 1e-6 relative (${precision}, windowed document)`, async () => {
    const [b, t] = precision === 'float32' ? [base, tuned] : [baseFp16, tunedFp16];
    const ids = b.tokenizer.encode(TEXT);
    assert.ok(ids.length > b.maxContext * 2, `document spans several windows (${ids.length} tokens, context ${b.maxContext})`);
    const record = await scoreDivergenceItem(b, t, { id: 'doc', text: TEXT, tags: ['t'] }, { baseMs: 0, tunedMs: 0 });
    const baseRows = await rows(b, ids);
    const tunedRows = await rows(t, ids);
    assert.equal(record.tokenCount, ids.length - 1, 'every position after the first is predicted once');
    assert.deepEqual([...baseRows.keys()].sort((x, y) => x - y), Array.from({ length: ids.length - 1 }, (_, i) => i + 1));
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
  });
}

test('tokenKl on single rows matches the reference within 1e-6 relative and is exactly 0 for equal rows', () => {
  const a = Float64Array.from({ length: 50 }, (_, i) => Math.sin(i * 1.7) * 4);
  const c = Float64Array.from({ length: 50 }, (_, i) => Math.cos(i * 0.3) * 3);
  const logSoftmax = (row: Float64Array): Float64Array => softmax(row).map(Math.log);
  const expected = referenceKl(a, c);
  assert.ok(Math.abs(tokenKl(logSoftmax(a), logSoftmax(c)) - expected) <= 1e-6 * expected);
  assert.equal(tokenKl(logSoftmax(a), logSoftmax(a)), 0);
});

test('a model against itself: KL exactly 0 at every token, top-1 agreement exactly 1', async () => {
  const record = await scoreDivergenceItem(base, base, { id: 'doc', text: TEXT, tags: [] }, { baseMs: 0, tunedMs: 0 });
  assert.equal(record.klSum, 0);
  assert.ok(record.tokenKl.every((value) => value === 0));
  assert.equal(record.top1Agree, record.tokenCount);
  assert.equal(record.baseNllSum, record.tunedNllSum);
  assert.deepEqual(record.baseTop1, record.tunedTop1);
  assert.equal(record.tokens.join(''), TEXT, 'token pieces reassemble the text');
});

import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as ort from 'onnxruntime-node';
import { forgePresets, type ForgedModel } from '../../tools/forge/index.js';
import { float16ToFloat32, windowPlan, type LogitsWindow } from '../../src/model/index.js';
import { readGraphSignature } from '../../src/model/onnx/graphSignature.js';
import { logitWindows, windowChunkTokens } from '../../src/model/onnx/logitWindows.js';
import { SessionRunner } from '../../src/model/onnx/sessionRunner.js';
import { referenceLogits } from '../support/referenceForward.js';
import { referenceLogSoftmax, SAMPLE_TEXT, tolerance, VARIANTS, VariantPool, type VariantName } from './forgedVariants.js';

const pool = new VariantPool();
after(() => pool.cleanup());

async function collect(windows: AsyncIterable<LogitsWindow>): Promise<LogitsWindow[]> {
  const out: LogitsWindow[] = [];
  for await (const w of windows) out.push({ ...w, data: w.data instanceof Uint16Array ? float16ToFloat32(w.data) : w.data.slice() });
  return out;
}

/** Largest |log-softmax(runtime row) − log-softmax(reference row)| over the window's rows. */
function maxLogprobError(window: LogitsWindow, reference: readonly Float64Array[]): number {
  let worst = 0;
  for (let r = 0; r < window.rows; r++) {
    const mine = referenceLogSoftmax(Float64Array.from(window.data.subarray(r * window.width, (r + 1) * window.width)));
    const ref = referenceLogSoftmax(reference[r]!);
    assert.equal(mine.length, ref.length);
    for (let v = 0; v < ref.length; v++) worst = Math.max(worst, Math.abs(mine[v]! - ref[v]!));
  }
  return worst;
}

for (const name of Object.keys(VARIANTS) as VariantName[]) {
  test(`${name}: logits of every position match the float64 reference forward`, async () => {
    const { forged, model } = await pool.get(name);
    const ids = model.tokenizer.encode(SAMPLE_TEXT);
    assert.ok(ids.length > 10);
    const windows = await collect(model.logitWindows(ids));
    assert.equal(windows.length, 1);
    const w = windows[0]!;
    assert.equal(w.firstPredicted, 1);
    assert.equal(w.rows, ids.length - 1);
    assert.equal(w.width, forged.logitsWidth);
    // Reference row i predicts position i + 1; the last row predicts past the input and is not reported.
    const reference = referenceLogits(forged, ids).slice(0, -1);
    assert.ok(maxLogprobError(w, reference) < tolerance(forged.spec), `max error ${maxLogprobError(w, reference)}`);
  });
}

test('windowChunkTokens: 12 MiB of float32 logits per pass, within [16, 128] tokens', () => {
  // 12·2²⁰ B / (4 B × width): 49 152 → 64 exactly, 32 000 → 98.3, 50 257 → 62.6, 151 936 → 20.7.
  for (const [width, tokens] of [
    [49_152, 64],
    [32_000, 98],
    [50_257, 62],
    [151_936, 20],
    [256_000, 16],
    [1_000, 128],
    [24_576, 128],
  ] as const) {
    assert.equal(windowChunkTokens(width), tokens, `width ${width}`);
  }
});

test('windowPlan: every predicted position exactly once, each window within maxContext', () => {
  for (const maxContext of [2, 3, 5, 16]) {
    for (let n = 0; n <= 50; n++) {
      const plans = windowPlan(n, maxContext);
      const seen = new Array<number>(n).fill(0);
      for (const p of plans) {
        assert.ok(p.end - p.start <= maxContext && p.start >= 0 && p.end <= n);
        assert.ok(p.start < p.firstPredicted && p.firstPredicted < p.end);
        for (let t = p.firstPredicted; t < p.end; t++) seen[t]!++;
      }
      assert.deepEqual(seen, [0, ...new Array<number>(Math.max(0, n - 1)).fill(1)].slice(0, n), `n=${n} maxContext=${maxContext}`);
    }
  }
});

test('a sequence longer than maxContext: windows match the reference run on each window alone', async () => {
  const spec = { ...forgePresets.tinyGpt2(11), maxPositions: 16 };
  const { forged, model } = await pool.get('gpt2Ctx16', spec);
  assert.equal(model.maxContext, 16);
  const ids = model.tokenizer.encodeRaw(`${SAMPLE_TEXT} ${SAMPLE_TEXT}`);
  assert.ok(ids.length > 2 * 16, `only ${ids.length} tokens`);
  const windows = await collect(model.logitWindows(ids));
  const plans = windowPlan(ids.length, 16);
  assert.equal(windows.length, plans.length);
  let next = 1;
  windows.forEach((w, i) => {
    const plan = plans[i]!;
    assert.equal(w.firstPredicted, next);
    next += w.rows;
    // The window ran tokens [start, end) with no earlier context: the reference sees exactly those.
    const reference = referenceLogits(forged, ids.slice(plan.start, plan.end));
    const rows = reference.slice(plan.firstPredicted - 1 - plan.start, plan.end - 1 - plan.start);
    assert.equal(rows.length, w.rows);
    assert.ok(maxLogprobError(w, rows) < 1e-4);
  });
  assert.equal(next, ids.length);
});

/** A runner of its own on `forged`, so a test can choose the chunk size; released by the caller. */
async function openRunner(forged: ForgedModel): Promise<{ runner: SessionRunner; session: ort.InferenceSession }> {
  const session = await ort.InferenceSession.create(forged.onnxPath, { intraOpNumThreads: 1, interOpNumThreads: 1 });
  const config = JSON.parse(readFileSync(join(forged.dir, 'config.json'), 'utf8')) as Record<string, unknown>;
  return { runner: new SessionRunner(session, readGraphSignature(forged.onnxPath, session, config), forged.onnxPath), session };
}

/** Every reported row of `ids` as float32, keyed by the position it predicts (each exactly once). */
async function rowsByPosition(runner: SessionRunner, forged: ForgedModel, ids: number[], chunkTokens: number): Promise<Map<number, Float32Array>> {
  const limits = { onnxFile: forged.onnxPath, maxContext: forged.spec.maxPositions, logitsWidth: forged.logitsWidth };
  const out = new Map<number, Float32Array>();
  let next = 1;
  for await (const w of logitWindows(runner, limits, ids, chunkTokens)) {
    assert.equal(w.firstPredicted, next, 'windows are contiguous and in order');
    const data = w.data instanceof Uint16Array ? float16ToFloat32(w.data) : w.data;
    for (let r = 0; r < w.rows; r++) out.set(next + r, data.slice(r * w.width, (r + 1) * w.width));
    next += w.rows;
  }
  assert.equal(next, Math.max(1, ids.length));
  return out;
}

/** Equal within 1e-5 (float32 rounding of another blocking of the same sums). */
function assertClose(a: Float32Array, b: Float32Array, what: string): void {
  for (let v = 0; v < a.length; v++) {
    if (Math.abs(a[v]! - b[v]!) > 1e-5) assert.fail(`${what}, vocabulary index ${v}: ${a[v]} vs ${b[v]}`);
  }
}

for (const name of ['gpt2', 'llamaGqa', 'llamaFp16', 'llamaMerged', 'gpt2Padded', 'llamaNoPositions', 'llamaNoKv'] as const) {
  // float16-cache and no-KV graphs ignore the chunk size: their rows must then be identical.
  test(`${name}: chunked windows equal one pass per window within 1e-5, and repeat bit for bit`, async () => {
    const { forged, model } = await pool.get(name);
    const ids = model.tokenizer.encode(`${SAMPLE_TEXT} ${SAMPLE_TEXT}`);
    const { runner, session } = await openRunner(forged);
    try {
      // Ragged 7-token chunks: several per window, the last one shorter.
      const whole = await rowsByPosition(runner, forged, ids, 10_000);
      const chunked = await rowsByPosition(runner, forged, ids, 7);
      const again = await rowsByPosition(runner, forged, ids, 7);
      assert.equal(chunked.size, ids.length - 1);
      for (const [position, row] of chunked) {
        assertClose(row, whole.get(position)!, `position ${position}`);
        assert.deepEqual(again.get(position), row, `position ${position} repeats exactly`);
      }
    } finally {
      await session.release();
    }
  });
}

test('chunks inside several windows, context-only chunks of the extended last window included', async () => {
  const spec = { ...forgePresets.tinyGpt2(11), maxPositions: 16 };
  const { forged, model } = await pool.get('gpt2Ctx16', spec);
  // 34 tokens: windows [0,16), [15,31) and [18,34), the last predicting only 31…33 after 13 tokens of context.
  const ids = model.tokenizer.encodeRaw(`${SAMPLE_TEXT} ${SAMPLE_TEXT}`).slice(0, 34);
  assert.equal(ids.length, 34);
  const last = windowPlan(ids.length, 16).at(-1)!;
  assert.ok(last.firstPredicted - last.start > 5, 'the last window starts with more than one chunk of context only');
  const { runner, session } = await openRunner(forged);
  try {
    const whole = await rowsByPosition(runner, forged, ids, 16);
    const chunked = await rowsByPosition(runner, forged, ids, 5);
    for (const [position, row] of chunked) assertClose(row, whole.get(position)!, `position ${position}`);
  } finally {
    await session.release();
  }
});

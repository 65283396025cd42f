import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { forgePresets } from '../../src/forge/index.js';
import { float16ToFloat32, windowPlan, type LogitsWindow } from '../../src/model/index.js';
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

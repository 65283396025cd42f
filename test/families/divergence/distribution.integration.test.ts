/**
 * Every figure of results.json's `divergence.distribution` and of the two KL metrics' sums against
 * a float64 reference written here, on real logits of a forged ONNX model pair: each row's full
 * softmax p = exp(x − max) / Σ exp(x − max) in float64, KL(P‖Q) = Σ p · ln(p / q) both ways, the
 * first argmax of each row, Δp = q_tuned(next) − p_base(next), and numpy's "linear" percentile
 * written out below (the definition llama.cpp's `percentile` uses). Acceptance: 1e−6 relative.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgeModel, forgePresets } from '../../../tools/forge/index.js';
import { float16ToFloat32, loadModel, type LanguageModel, type LogitsWindow } from '../../../src/model/index.js';
import { divergenceDistribution, scoreDivergenceItem } from '../../../src/families/divergence/index.js';
import type { DivergenceItemRecord } from '../../../src/results/types.js';

const DOCUMENTS = [
  'The lighthouse keeper counted the ships each evening, writing their names in a blue ledger.',
  'When the storm came, the ledger stayed dry, but the lamp went out twice — and twice she climbed the stairs.',
  'Bread rises because yeast turns sugar into gas; salt slows it, warmth speeds it up, and time does the rest of the work.',
  'A', // one token: no predicted position, left out of the distribution
  'Seven bridges, one walk: Euler showed in 1736 that no route crosses each exactly once, and graph theory began.',
];

let root = '';
const models: LanguageModel[] = [];

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-kldist-'));
  const spec = { ...forgePresets.tinyLlama(31), maxPositions: 48 };
  for (const [name, extra] of [
    ['base', {}],
    ['tuned', { perturb: { seed: 32, scale: 0.2 } }],
    ['base16', { dtype: 'float16' as const }],
    ['tuned16', { dtype: 'float16' as const, perturb: { seed: 32, scale: 0.2 } }],
    // A quantization-sized change: mean KL of order 1e−3 nats, most top-1 tokens kept.
    ['near', { perturb: { seed: 32, scale: 0.004 } }],
  ] as const) {
    models.push(await loadModel((await forgeModel(join(root, name), { ...spec, ...extra })).dir, { threads: 1 }));
  }
});
after(async () => {
  for (const model of models) await model.dispose();
  rmSync(root, { recursive: true, force: true });
});

function softmax(row: Float64Array): Float64Array {
  let max = -Infinity;
  for (const x of row) if (x > max) max = x;
  let total = 0;
  const exps = row.map((x) => Math.exp(x - max));
  for (const e of exps) total += e;
  return exps.map((e) => e / total);
}

function kl(p: Float64Array, q: Float64Array): number {
  let sum = 0;
  for (let v = 0; v < p.length; v++) if (p[v]! > 0) sum += p[v]! * Math.log(p[v]! / q[v]!);
  return sum;
}

function firstArgmax(row: Float64Array): number {
  let best = 0;
  for (let v = 1; v < row.length; v++) if (row[v]! > row[best]!) best = v;
  return best;
}

/** numpy.percentile(values, 100·q) with method "linear": index q·(n − 1) between its neighbours. */
function linearPercentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = q * (sorted.length - 1);
  const lo = Math.floor(index);
  const hi = Math.ceil(index);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (index - lo);
}

async function rows(model: LanguageModel, ids: number[]): Promise<Float64Array[]> {
  const out: Float64Array[] = [];
  for await (const window of model.logitWindows(ids) as AsyncIterable<LogitsWindow>) {
    const data = window.data instanceof Uint16Array ? float16ToFloat32(window.data) : window.data;
    for (let r = 0; r < window.rows; r++) out[window.firstPredicted + r] = Float64Array.from(data.subarray(r * window.width, (r + 1) * window.width));
  }
  return out;
}

function close(actual: number, expected: number, what: string): void {
  assert.ok(Math.abs(actual - expected) <= 1e-6 * Math.abs(expected), `${what}: ${actual} vs ${expected}`);
}

for (const [label, b, t] of [
  ['float32', 0, 1],
  ['float16', 2, 3],
  ['float32, a small change', 0, 4],
] as const) {
  test(`divergence.distribution and both KL sums equal the float64 reference within 1e-6 relative (${label})`, async () => {
    const base = models[b]!;
    const tuned = models[t]!;
    const records: DivergenceItemRecord[] = [];
    const forward: number[] = [];
    const reverse: number[] = [];
    const dps: number[] = [];
    let same = 0;
    for (const [index, text] of DOCUMENTS.entries()) {
      const record = await scoreDivergenceItem(base, tuned, { id: `d${index}`, text, tags: [] }, { baseMs: 0, tunedMs: 0, klMs: 0 });
      records.push(record);
      const ids = base.tokenizer.encode(text);
      const [baseRows, tunedRows] = [await rows(base, ids), await rows(tuned, ids)];
      let forwardSum = 0;
      let reverseSum = 0;
      for (let position = 1; position < ids.length; position++) {
        const p = softmax(baseRows[position]!);
        const q = softmax(tunedRows[position]!);
        forward.push(kl(p, q));
        reverse.push(kl(q, p));
        forwardSum += kl(p, q);
        reverseSum += kl(q, p);
        dps.push(q[ids[position]!]! - p[ids[position]!]!);
        if (firstArgmax(baseRows[position]!) === firstArgmax(tunedRows[position]!)) same += 1;
      }
      if (ids.length > 1) {
        close(record.klSum, forwardSum, `${label} d${index} klSum`);
        close(record.reverseKlSum!, reverseSum, `${label} d${index} reverseKlSum`);
      }
    }
    const n = forward.length;
    assert.ok(n > 100, `${n} positions`);
    const d = divergenceDistribution(records)!;
    assert.equal(d.positions, n);
    assert.equal(d.documents, DOCUMENTS.length - 1);
    for (const [name, values, tail] of [
      ['kl', forward, d.kl],
      ['reverse_kl', reverse, d.reverse_kl],
    ] as const) {
      close(tail.mean, values.reduce((s, x) => s + x, 0) / n, `${label} ${name}.mean`);
      close(tail.median, linearPercentile(values, 0.5), `${label} ${name}.median`);
      for (const [key, q] of [
        ['p90', 0.9],
        ['p95', 0.95],
        ['p99', 0.99],
        ['p99_9', 0.999],
      ] as const)
        close(tail[key], linearPercentile(values, q), `${label} ${name}.${key}`);
      close(tail.max, Math.max(...values), `${label} ${name}.max`);
    }
    assert.notEqual(d.kl.mean, d.reverse_kl.mean, 'the two directions differ');
    close(d.same_top1, same / n, `${label} same_top1`);
    close(d.dp_mean, dps.reduce((s, x) => s + x, 0) / n, `${label} dp_mean`);
    close(d.dp_rms, Math.sqrt(dps.reduce((s, x) => s + x * x, 0) / n), `${label} dp_rms`);
  });
}

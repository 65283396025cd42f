/**
 * The count model: its ONNX graph gives back-off probabilities worked out by hand, the trigger
 * term is λ × the mean PMI of the content ids so far, and keeping the last rows, left padding
 * and training further behave as documented.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as ort from 'onnxruntime-node';
import { buildCountLmGraph, COUNT_LM_DEFAULTS, CountLmTrainer, FORGE_ONNX_VERSIONS, type CountLmOptions, type CountLmTables } from '../../tools/forge/index.js';
import { encodeOnnxModel } from '../../tools/forge/onnxProto.js';
import { writeChunks } from '../../tools/forge/writeChunks.js';

let root = '';
before(() => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-countlm-'));
});
after(() => rmSync(root, { recursive: true, force: true }));

let serial = 0;
/** Compile `tables` and open it in a one-thread session. */
async function session(tables: CountLmTables): Promise<ort.InferenceSession> {
  const graph = buildCountLmGraph(tables);
  const path = join(root, `m${serial++}.onnx`);
  writeChunks(
    path,
    encodeOnnxModel({ irVersion: FORGE_ONNX_VERSIONS.irVersion, opsetVersion: FORGE_ONNX_VERSIONS.opset, producerName: 'test', graphName: 'g', ...graph }),
  );
  return ort.InferenceSession.create(path, { intraOpNumThreads: 1 });
}

/** Logit rows [batch][row][vocab] for `ids` (and `mask`, default all ones), keeping `keep` rows (0 = all). */
async function logits(s: ort.InferenceSession, ids: readonly (readonly number[])[], keep = 0, mask?: readonly (readonly number[])[]): Promise<number[][][]> {
  const width = ids[0]!.length;
  const tensor = (rows: readonly (readonly number[])[]): ort.Tensor =>
    new ort.Tensor('int64', BigInt64Array.from(rows.flat().map(BigInt)), [rows.length, width]);
  const out = await s.run({
    input_ids: tensor(ids),
    attention_mask: tensor(mask ?? ids.map((r) => r.map(() => 1))),
    num_logits_to_keep: new ort.Tensor('int64', BigInt64Array.from([BigInt(keep)]), []),
  });
  const t = out['logits']!;
  const [b, r, v] = t.dims as number[];
  const data = t.data as Float32Array;
  return Array.from({ length: b! }, (_, i) => Array.from({ length: r! }, (_, j) => Array.from(data.subarray((i * r! + j) * v!, (i * r! + j + 1) * v!))));
}

const noTriggers: CountLmOptions = { ...COUNT_LM_DEFAULTS, triggerWeight: 0, minContextCount: [1, 1, 1] };
const close = (actual: number, expected: number, what: string): void => assert.ok(Math.abs(actual - expected) < 1e-5, `${what}: ${actual} vs ${expected}`);

test('bigram: kept continuations get (c − D)/C, the rest α · P₁ with add-half unigram; the row sums to one', async () => {
  const trainer = new CountLmTrainer(6, { ...noTriggers, order: 2 });
  trainer.add([1, 2, 3]);
  trainer.add([1, 2, 4]);
  const [[, after2]] = (await logits(await session(trainer.tables()), [[1, 2]])) as [number[][]];
  // Unigram counts 0:0 1:2 2:2 3:1 4:1 5:0 over 6 tokens; P₁ = (c + ½)/(6 + ½·6).
  const p1 = [0.5, 2.5, 2.5, 1.5, 1.5, 0.5].map((c) => c / 9);
  // After 2: 3 and 4 once each of 2; D = min(0.75, c/2) = 0.5 → 0.25 each, α = 0.5 / (1 − P₁(3) − P₁(4)) = 0.75.
  const expected = [0.75 * p1[0]!, 0.75 * p1[1]!, 0.75 * p1[2]!, 0.25, 0.25, 0.75 * p1[5]!];
  expected.forEach((p, w) => close(Math.exp(after2![w]!), p, `P(${w} | 2)`));
  close(
    after2!.reduce((s, l) => s + Math.exp(l), 0),
    1,
    'row sum',
  );
});

test('trigram: a seen context uses its own counts, an unseen one falls back to the bigram unchanged', async () => {
  const trainer = new CountLmTrainer(8, { ...noTriggers, order: 3 });
  trainer.add([1, 2, 3]);
  trainer.add([1, 2, 3]);
  trainer.add([5, 2, 4]);
  const s = await session(trainer.tables());
  const [[, seen]] = (await logits(s, [[1, 2]])) as [number[][]];
  const [[, unseen]] = (await logits(s, [[4, 2]])) as [number[][]];
  // Bigram after 2: 3 twice, 4 once of 3 → P₂(3|2) = (2 − 0.75)/3, P₂(4|2) = (1 − 0.5)/3.
  const p2of3 = 1.25 / 3;
  const p2of4 = 0.5 / 3;
  // Trigram after (1, 2): 3 twice of 2 → (2 − 0.75)/2 = 0.625; α = 0.375 / (1 − P₂(3|2)).
  const alpha = 0.375 / (1 - p2of3);
  close(Math.exp(seen![3]!), 0.625, 'P(3 | 1 2)');
  close(Math.exp(seen![4]!), alpha * p2of4, 'P(4 | 1 2)');
  close(Math.exp(unseen![3]!), p2of3, 'P(3 | 4 2) = P(3 | 2)');
  close(Math.exp(unseen![4]!), p2of4, 'P(4 | 4 2) = P(4 | 2)');
});

test('triggers add λ × the mean positive PMI of the content ids seen so far', async () => {
  const options: CountLmOptions = { ...noTriggers, order: 2, contentMaxDocShare: 1, targetMaxDocShare: 1, triggerMinPairs: 1 };
  const docs = [
    [1, 2],
    [1, 2],
    [3, 4],
    [3, 4],
    [5, 6],
  ];
  const plain = new CountLmTrainer(8, options);
  const withTriggers = new CountLmTrainer(8, { ...options, triggerWeight: 2 });
  for (const doc of docs) {
    plain.add(doc);
    withTriggers.add(doc);
  }
  const [[a0, a1]] = (await logits(await session(plain.tables()), [[1, 3]])) as [number[][]];
  const [[b0, b1]] = (await logits(await session(withTriggers.tables()), [[1, 3]])) as [number[][]];
  // 5 documents; 1 and 2 are in 2 of them, together in 2: PMI = ln((2 − ½)·5 / (2·2)) = ln 1.875; the same for 3 → 4.
  const pmi = Math.log(1.875);
  for (let w = 0; w < 8; w++) {
    close(b0![w]! - a0![w]!, w === 2 ? 2 * pmi : 0, `row 0, id ${w}`);
    // Two content ids so far (1 and 3): each target gets half its PMI.
    close(b1![w]! - a1![w]!, w === 2 || w === 4 ? (2 * pmi) / 2 : 0, `row 1, id ${w}`);
  }
});

test('keeping the last row, left padding and batching give the same logits as the full forward', async () => {
  const trainer = new CountLmTrainer(12);
  for (const doc of [
    [1, 2, 3, 4, 5],
    [1, 2, 3, 6, 7],
    [8, 2, 3, 4, 9],
    [10, 11, 2, 3, 4],
    [1, 2, 3, 4, 5],
  ])
    trainer.add(doc);
  const s = await session(trainer.tables());
  const full = (await logits(s, [[1, 2, 3, 4]]))[0]!;
  const last = (await logits(s, [[1, 2, 3, 4]], 1))[0]!;
  assert.equal(last.length, 1);
  assert.deepEqual(last[0], full[3]);
  const lastTwo = (await logits(s, [[1, 2, 3, 4]], 2))[0]!;
  assert.deepEqual(lastTwo, full.slice(2));
  // Left-padded second row: the padding reads as the document start.
  const batch = await logits(
    s,
    [
      [1, 2, 3, 4],
      [0, 0, 2, 3],
    ],
    1,
    [
      [1, 1, 1, 1],
      [0, 0, 1, 1],
    ],
  );
  assert.deepEqual(batch[0]![0], full[3]);
  const alone = (await logits(s, [[2, 3]]))[0]!;
  assert.deepEqual(batch[1]![0], alone[1]);
});

test('training further adds to the counts: the same documents in two passes give the same tables as one', () => {
  const once = new CountLmTrainer(10);
  const twice = new CountLmTrainer(10);
  for (const doc of [
    [1, 2, 3],
    [4, 5, 6],
    [1, 2, 6],
  ])
    once.add(doc, 2);
  for (const doc of [
    [1, 2, 3],
    [4, 5, 6],
    [1, 2, 6],
  ])
    twice.add(doc);
  const firstPass = twice.tables();
  for (const doc of [
    [1, 2, 3],
    [4, 5, 6],
    [1, 2, 6],
  ])
    twice.add(doc);
  assert.deepEqual(twice.tables(), once.tables());
  assert.notDeepEqual(firstPass.orders[0]!.logProbs, once.tables().orders[0]!.logProbs);
});

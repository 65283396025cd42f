/**
 * The contract of onnxruntime's CPU `com.microsoft` GroupQueryAttention that a runner for the
 * onnxruntime-genai layout must follow (docs/guides/model-formats.md, "The onnxruntime-genai
 * layout"): a one-node graph, no rotary, checked against a float64 causal attention written here
 * (softmax(q·kᵀ/√d) v per head, query head h reading key/value head ⌊h·kvHeads/heads⌋).
 * Rows are packed from position 0 (`seqlens_k` = a row's total length − 1); a pass of several new
 * tokens after a past runs at batch size 1, and a batch of several such rows is refused. When a
 * new onnxruntime lifts that limit, the last test fails and tells.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as ort from 'onnxruntime-node';
import { encodeOnnxModel, type OnnxValueInfo } from '../../tools/forge/onnxProto.js';
import { writeChunks } from '../../tools/forge/writeChunks.js';

const HEADS = 4;
const KV_HEADS = 2;
const HEAD_DIM = 8;
const dir = mkdtempSync(join(tmpdir(), 'tunegate-gqa-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function value(name: string, type: OnnxValueInfo['type'], shape: (number | string)[]): OnnxValueInfo {
  return { name, type, shape };
}

async function gqaSession(): Promise<ort.InferenceSession> {
  const file = join(dir, 'gqa.onnx');
  writeChunks(
    file,
    encodeOnnxModel({
      irVersion: 8,
      opsetVersion: 17,
      producerName: 'tunegate-test',
      graphName: 'gqa',
      inputs: [
        value('query', 'float32', ['batch', 'seq', HEADS * HEAD_DIM]),
        value('key', 'float32', ['batch', 'seq', KV_HEADS * HEAD_DIM]),
        value('value', 'float32', ['batch', 'seq', KV_HEADS * HEAD_DIM]),
        value('past_key', 'float32', ['batch', KV_HEADS, 'past', HEAD_DIM]),
        value('past_value', 'float32', ['batch', KV_HEADS, 'past', HEAD_DIM]),
        value('seqlens_k', 'int32', ['batch']),
        value('total_sequence_length', 'int32', []),
      ],
      outputs: [
        value('output', 'float32', ['batch', 'seq', HEADS * HEAD_DIM]),
        value('present_key', 'float32', ['batch', KV_HEADS, 'total', HEAD_DIM]),
        value('present_value', 'float32', ['batch', KV_HEADS, 'total', HEAD_DIM]),
      ],
      nodes: [
        {
          opType: 'GroupQueryAttention',
          domain: 'com.microsoft',
          name: 'gqa',
          inputs: ['query', 'key', 'value', 'past_key', 'past_value', 'seqlens_k', 'total_sequence_length'],
          outputs: ['output', 'present_key', 'present_value'],
          attributes: { num_heads: HEADS, kv_num_heads: KV_HEADS },
        },
      ],
      initializers: [],
    }),
  );
  return ort.InferenceSession.create(file, { executionProviders: ['cpu'], logSeverityLevel: 4 });
}

/** One token's query [heads × dim], key and value [kvHeads × dim], from a fixed smooth pattern. */
interface Token {
  readonly q: Float32Array;
  readonly k: Float32Array;
  readonly v: Float32Array;
}

function token(seed: number): Token {
  const fill = (n: number, salt: number) => Float32Array.from({ length: n }, (_, i) => Math.sin(seed * 1.31 + i * 0.77 + salt));
  return { q: fill(HEADS * HEAD_DIM, 0.1), k: fill(KV_HEADS * HEAD_DIM, 2.3), v: fill(KV_HEADS * HEAD_DIM, 4.7) };
}

/** Float64 causal attention output of the last `count` tokens of `tokens`, [count × heads × dim]. */
function referenceAttention(tokens: readonly Token[], count: number): Float64Array {
  const out = new Float64Array(count * HEADS * HEAD_DIM);
  const scale = 1 / Math.sqrt(HEAD_DIM);
  for (let r = 0; r < count; r++) {
    const position = tokens.length - count + r;
    for (let h = 0; h < HEADS; h++) {
      const g = Math.floor((h * KV_HEADS) / HEADS);
      const scores = Array.from({ length: position + 1 }, (_, j) => {
        let dot = 0;
        for (let d = 0; d < HEAD_DIM; d++) dot += tokens[position]!.q[h * HEAD_DIM + d]! * tokens[j]!.k[g * HEAD_DIM + d]!;
        return dot * scale;
      });
      const top = Math.max(...scores);
      const weights = scores.map((s) => Math.exp(s - top));
      const total = weights.reduce((a, b) => a + b, 0);
      for (let d = 0; d < HEAD_DIM; d++) {
        let sum = 0;
        for (let j = 0; j <= position; j++) sum += (weights[j]! / total) * tokens[j]!.v[g * HEAD_DIM + d]!;
        out[(r * HEADS + h) * HEAD_DIM + d] = sum;
      }
    }
  }
  return out;
}

/** Feeds for rows of new tokens (equal counts, right-padded rows not used here) over the given pasts. */
function feeds(rows: readonly (readonly Token[])[], past: { key: ort.Tensor; value: ort.Tensor } | null, pastLength: number): Record<string, ort.Tensor> {
  const batch = rows.length;
  const seq = rows[0]!.length;
  const pack = (part: 'q' | 'k' | 'v', width: number) => {
    const data = new Float32Array(batch * seq * width);
    rows.forEach((row, b) => row.forEach((t, s) => data.set(t[part], (b * seq + s) * width)));
    return new ort.Tensor('float32', data, [batch, seq, width]);
  };
  const empty = () => new ort.Tensor('float32', new Float32Array(0), [batch, KV_HEADS, 0, HEAD_DIM]);
  return {
    query: pack('q', HEADS * HEAD_DIM),
    key: pack('k', KV_HEADS * HEAD_DIM),
    value: pack('v', KV_HEADS * HEAD_DIM),
    past_key: past?.key ?? empty(),
    past_value: past?.value ?? empty(),
    seqlens_k: new ort.Tensor(
      'int32',
      Int32Array.from(rows, () => pastLength + seq - 1),
      [batch],
    ),
    total_sequence_length: new ort.Tensor('int32', Int32Array.of(pastLength + seq), []),
  };
}

function assertClose(actual: Float32Array, expected: Float64Array, what: string): void {
  assert.equal(actual.length, expected.length, what);
  const worst = actual.reduce((max, a, i) => Math.max(max, Math.abs(a - expected[i]!)), 0);
  assert.ok(worst < 1e-5, `${what}: largest difference ${worst} from the float64 reference`);
}

const tokens = Array.from({ length: 7 }, (_, i) => token(i + 1));

test('GroupQueryAttention on the CPU: a prompt, then several new tokens after its past at batch size 1, match float64 causal attention', async () => {
  const session = await gqaSession();
  try {
    const prompt = await session.run(feeds([tokens.slice(0, 4)], null, 0));
    assertClose(prompt['output']!.data as Float32Array, referenceAttention(tokens.slice(0, 4), 4), 'prompt of 4');
    const past = { key: prompt['present_key'] as ort.Tensor, value: prompt['present_value'] as ort.Tensor };
    const next = await session.run(feeds([tokens.slice(4)], past, 4));
    assertClose(next['output']!.data as Float32Array, referenceAttention(tokens, 3), '3 new tokens after a past of 4');
    assert.deepEqual(next['present_key']!.dims, [1, KV_HEADS, 7, HEAD_DIM]);
  } finally {
    await session.release();
  }
});

test('GroupQueryAttention on the CPU: one new token per row after a past runs batched', async () => {
  const session = await gqaSession();
  try {
    const rows = [tokens.slice(0, 4), tokens.slice(0, 4)];
    const prompt = await session.run(feeds(rows, null, 0));
    const past = { key: prompt['present_key'] as ort.Tensor, value: prompt['present_value'] as ort.Tensor };
    const step = await session.run(feeds([[tokens[4]!], [tokens[4]!]], past, 4));
    const expected = referenceAttention(tokens.slice(0, 5), 1);
    const data = step['output']!.data as Float32Array;
    const width = HEADS * HEAD_DIM;
    assertClose(data.subarray(0, width), expected, 'row 0');
    assertClose(data.subarray(width, 2 * width), expected, 'row 1');
  } finally {
    await session.release();
  }
});

test('GroupQueryAttention on the CPU refuses several new tokens after a past in a batch of two rows (onnxruntime-node 1.30)', async () => {
  const session = await gqaSession();
  try {
    const rows = [tokens.slice(0, 4), tokens.slice(0, 4)];
    const prompt = await session.run(feeds(rows, null, 0));
    const past = { key: prompt['present_key'] as ort.Tensor, value: prompt['present_value'] as ort.Tensor };
    await assert.rejects(
      session.run(feeds([tokens.slice(4), tokens.slice(4)], past, 4)),
      /batch_size must be 1 when sequence_length > 1 and past context is given/,
    );
  } finally {
    await session.release();
  }
});

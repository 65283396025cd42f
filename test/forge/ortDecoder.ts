/**
 * Test helper: run a forged decoder with a raw onnxruntime-node session, feeding the
 * Optimum input names, and read logits / present tensors back as float32 rows.
 */
import * as ort from 'onnxruntime-node';
import { fromFloat16Array, type ForgedModel } from '../../tools/forge/index.js';

/** One forward's inputs; rows must all have the length of `ids[0]`. */
export interface DecoderFeeds {
  readonly ids: readonly (readonly number[])[];
  /** Length past + seq per row; default all ones. */
  readonly mask?: readonly (readonly number[])[];
  /** Default past..past+seq−1; omitted from the feeds when the model has no position_ids input. */
  readonly positions?: readonly (readonly number[])[];
  /** present.* of an earlier step, fed back as past_key_values.*; default empty past. */
  readonly past?: Readonly<Record<string, ort.Tensor>>;
  readonly extra?: Readonly<Record<string, ort.Tensor>>;
}

/** Result of one forward: logits[b][t] rows as float32, and every present.* tensor as returned. */
export interface DecoderOutputs {
  readonly logits: Float32Array[][];
  readonly presents: Record<string, ort.Tensor>;
}

const sessions = new Map<string, Promise<ort.InferenceSession>>();

/** A cached session of the model (one per onnx path; single thread to share the machine). */
export function sessionOf(model: ForgedModel): Promise<ort.InferenceSession> {
  let session = sessions.get(model.onnxPath);
  if (session === undefined) {
    session = ort.InferenceSession.create(model.onnxPath, { intraOpNumThreads: 1, interOpNumThreads: 1 });
    sessions.set(model.onnxPath, session);
  }
  return session;
}

function int64(rows: readonly (readonly number[])[]): ort.Tensor {
  const width = rows[0]?.length ?? 0;
  return new ort.Tensor('int64', BigInt64Array.from(rows.flat().map((v) => BigInt(v))), [rows.length, width]);
}

function toFloat32(tensor: ort.Tensor): Float32Array {
  return tensor.type === 'float16' ? fromFloat16Array(tensor.data as Uint16Array) : (tensor.data as Float32Array);
}

/** Run one forward of `model`. */
export async function runDecoder(model: ForgedModel, feeds: DecoderFeeds): Promise<DecoderOutputs> {
  const session = await sessionOf(model);
  const { spec } = model;
  const batch = feeds.ids.length;
  const seq = feeds.ids[0]?.length ?? 0;
  const kvType = spec.dtype === 'float16' ? 'float16' : 'float32';
  const d = spec.hidden / spec.heads;
  const inputs: Record<string, ort.Tensor> = { input_ids: int64(feeds.ids), ...feeds.extra };
  let pastLen = 0;
  if (session.inputNames.includes('past_key_values.0.key')) {
    for (let i = 0; i < spec.layers; i++) {
      for (const kind of ['key', 'value']) {
        const given = feeds.past?.[`present.${i}.${kind}`];
        pastLen = given?.dims[2] ?? 0;
        const empty = kvType === 'float16' ? new Uint16Array(0) : new Float32Array(0);
        inputs[`past_key_values.${i}.${kind}`] = given ?? new ort.Tensor(kvType, empty, [batch, spec.kvHeads, 0, d]);
      }
    }
  }
  inputs['attention_mask'] = int64(feeds.mask ?? feeds.ids.map(() => new Array<number>(pastLen + seq).fill(1)));
  if (session.inputNames.includes('position_ids')) {
    inputs['position_ids'] = int64(feeds.positions ?? feeds.ids.map(() => Array.from({ length: seq }, (_, t) => pastLen + t)));
  }
  const out = await session.run(inputs);
  const logitsTensor = out['logits'];
  if (logitsTensor === undefined) throw new Error('no logits output');
  const [, rows = 0, width = 0] = logitsTensor.dims;
  const flat = toFloat32(logitsTensor);
  const logits = Array.from({ length: batch }, (_, b) =>
    Array.from({ length: rows }, (_, t) => flat.subarray((b * rows + t) * width, (b * rows + t + 1) * width)),
  );
  const presents: Record<string, ort.Tensor> = {};
  for (const [name, tensor] of Object.entries(out)) if (name.startsWith('present.')) presents[name] = tensor;
  return { logits, presents };
}

/** Largest |a − b| over two equally long rows. */
export function maxAbsDiff(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) throw new Error(`length ${a.length} vs ${b.length}`);
  let worst = 0;
  for (let i = 0; i < a.length; i++) worst = Math.max(worst, Math.abs((a[i] ?? NaN) - (b[i] ?? NaN)));
  return Number.isNaN(worst) ? Infinity : worst;
}

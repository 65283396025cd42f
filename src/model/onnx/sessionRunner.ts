/** One decoder forward pass: builds feeds with the dtypes the graph declares and runs the session. */
import type * as ort from 'onnxruntime-node';
import { RuntimeFailureError } from '../../errors/index.js';
import type { SessionUsage } from '../types.js';
import type { GraphSignature, IntDtype } from './graphSignature.js';
import { onnxruntime } from './onnxruntime.js';
import { releaseNow } from './releaseNow.js';

/** Past keys/values of every layer: `tensors[2i]` is layer i's key, `tensors[2i+1]` its value, [batch, kvHeads, length, headDim]. */
export interface KvCache {
  readonly batch: number;
  readonly length: number;
  readonly tensors: readonly ort.Tensor[];
}

/** Inputs of one forward pass over a [batch, seq] block of new tokens. */
export interface ForwardInput {
  readonly batch: number;
  readonly seq: number;
  /** Row-major batch × seq token ids. */
  readonly ids: ArrayLike<number>;
  /** Row-major batch × (past + seq) attention mask, 1 = attend. */
  readonly mask: ArrayLike<number>;
  /** Row-major batch × seq positions. */
  readonly positions: ArrayLike<number>;
  /** Past of every row, or null for an empty past. */
  readonly past: KvCache | null;
  /** How many trailing positions need logits; 0 = all. Ignored by graphs without the input. */
  readonly logitsToKeep: number;
  /**
   * Whether the caller feeds the updated cache to a later pass. Without it only the logits are
   * fetched: onnxruntime frees the present tensors when the pass ends, instead of handing them to
   * JavaScript, where they would stay resident until a garbage collection.
   */
  readonly keepPresent: boolean;
}

/** Logits of the kept positions and, for KV graphs, the updated cache. */
export interface ForwardResult {
  /** Row-major batch × rows × width; float16 as raw binary16. */
  readonly logits: Float32Array | Uint16Array;
  /** Logit rows per batch entry (seq, or fewer when logitsToKeep trimmed them). */
  readonly rows: number;
  readonly width: number;
  /** The updated cache; null for graphs without KV and when keepPresent was false. */
  readonly present: KvCache | null;
}

const LOGITS_ONLY = ['logits'];

/** Runs forward passes of one session; sessions are used one call at a time. */
export class SessionRunner {
  private readonly fetches: string[];
  /** Forward passes and wall-clock milliseconds spent inside session.run (for overhead benchmarks). */
  readonly usage: SessionUsage = { runs: 0, sessionMs: 0 };

  constructor(
    private readonly session: ort.InferenceSession,
    readonly signature: GraphSignature,
    private readonly onnxFile: string,
  ) {
    const layers = signature.kv?.layers ?? 0;
    this.fetches = ['logits'];
    for (let i = 0; i < layers; i++) this.fetches.push(`present.${i}.key`, `present.${i}.value`);
  }

  /** Run one forward pass. Throws RuntimeFailureError when onnxruntime fails or returns unexpected shapes. */
  async forward(input: ForwardInput): Promise<ForwardResult> {
    const sig = this.signature;
    const pastLength = input.past?.length ?? 0;
    const feeds: Record<string, ort.Tensor> = {
      input_ids: intTensor(sig.idsDtype, input.ids, [input.batch, input.seq]),
      attention_mask: intTensor(sig.maskDtype, input.mask, [input.batch, pastLength + input.seq]),
    };
    if (sig.positionsDtype !== null) feeds['position_ids'] = intTensor(sig.positionsDtype, input.positions, [input.batch, input.seq]);
    if (sig.useCacheBranch) feeds['use_cache_branch'] = new (onnxruntime().Tensor)('bool', Uint8Array.of(pastLength > 0 ? 1 : 0), [1]);
    if (sig.logitsToKeep !== null) feeds[sig.logitsToKeep.name] = intTensor(sig.logitsToKeep.dtype, [input.logitsToKeep], []);
    if (sig.kv !== null) {
      const past = input.past ?? emptyCache(sig, input.batch);
      past.tensors.forEach((tensor, j) => {
        feeds[`past_key_values.${j >> 1}.${j & 1 ? 'value' : 'key'}`] = tensor;
      });
    }
    let out: ort.InferenceSession.OnnxValueMapType;
    try {
      const started = performance.now();
      out = await this.session.run(feeds, input.keepPresent ? this.fetches : LOGITS_ONLY);
      this.usage.sessionMs += performance.now() - started;
      this.usage.runs += 1;
    } catch (error) {
      const first = (error instanceof Error ? error.message : String(error)).split('\n')[0];
      throw new RuntimeFailureError(
        `${this.onnxFile}: onnxruntime failed on a [${input.batch}, ${input.seq}] batch: ${first}`,
        'The graph rejected inputs tunegate built from its declared signature; run `tunegate inspect` on it and report the output.',
      );
    }
    const logits = out['logits'] as ort.Tensor;
    const [batch, rows, width] = logits.dims;
    if (logits.dims.length !== 3 || batch !== input.batch || rows === undefined || width === undefined || rows < 1 || rows > input.seq) {
      throw new RuntimeFailureError(
        `${this.onnxFile}: logits came back with shape [${logits.dims.join(', ')}] for a [${input.batch}, ${input.seq}] input`,
        'The graph does not follow the causal-LM output layout [batch, sequence, vocab].',
      );
    }
    return {
      logits: logits.data as Float32Array | Uint16Array,
      rows,
      width,
      present:
        sig.kv === null || !input.keepPresent
          ? null
          : { batch: input.batch, length: pastLength + input.seq, tensors: this.fetches.slice(1).map((n) => out[n] as ort.Tensor) },
    };
  }

  /** Release the native session. */
  async release(): Promise<void> {
    await this.session.release();
  }
}

/**
 * One growable buffer that gathered caches are written into, so that a caller gathering again and
 * again (capability scoring) reuses one allocation instead of leaving each copy to a collection.
 * A cache gathered into it is valid until the next gather.
 */
export class GatherBuffer {
  private f32 = new Float32Array(0);
  private u16 = new Uint16Array(0);

  /** A view of at least `length` elements of the given kind. */
  take(kind: 'float32' | 'float16', length: number): Float32Array | Uint16Array {
    // What was gathered before is invalid from here on, so an outgrown array is freed at once.
    if (kind === 'float16') {
      if (this.u16.length < length) {
        releaseNow([this.u16]);
        this.u16 = new Uint16Array(length);
      }
      return this.u16.subarray(0, length);
    }
    if (this.f32.length < length) {
      releaseNow([this.f32]);
      this.f32 = new Float32Array(length);
    }
    return this.f32.subarray(0, length);
  }

  /** Free both arrays now (releaseNow); every cache gathered into this buffer is emptied. */
  release(): void {
    releaseNow([this.f32, this.u16]);
    this.f32 = new Float32Array(0);
    this.u16 = new Uint16Array(0);
  }
}

/**
 * The cache of the given batch rows, in that order, repeats allowed; the source is not changed.
 * Copied into new arrays, or into `into` (valid until its next use).
 */
export function selectRows(cache: KvCache, rows: readonly number[], into?: GatherBuffer): KvCache {
  const sizes = cache.tensors.map((t) => ((t.data as Float32Array | Uint16Array).length / cache.batch) * rows.length);
  const kind = cache.tensors[0]?.type === 'float16' ? 'float16' : 'float32';
  const shared =
    into?.take(
      kind,
      sizes.reduce((sum, n) => sum + n, 0),
    ) ?? null;
  let at = 0;
  const tensors = cache.tensors.map((t, j) => {
    const src = t.data as Float32Array | Uint16Array;
    const stride = src.length / cache.batch;
    const out = shared === null ? new (src.constructor as Float32ArrayConstructor | Uint16ArrayConstructor)(sizes[j]!) : shared.subarray(at, at + sizes[j]!);
    at += sizes[j]!;
    rows.forEach((r, i) => out.set(src.subarray(r * stride, (r + 1) * stride), i * stride));
    return new (onnxruntime().Tensor)(t.type as 'float32', out as Float32Array, [rows.length, ...t.dims.slice(1)]);
  });
  return { batch: rows.length, length: cache.length, tensors };
}

/**
 * A cache of `length` positions whose row q is row `picks[q].row` of cache `picks[q].cache`: the
 * caches may differ in length; a shorter row is zero-filled and a longer one cut at `length` (the
 * caller masks both: what is cut must be padding). Written into `into` (valid until its next use).
 */
export function gatherRows(picks: readonly { readonly cache: KvCache; readonly row: number }[], length: number, into: GatherBuffer): KvCache {
  const first = picks[0]!.cache.tensors;
  const kind = first[0]?.type === 'float16' ? 'float16' : 'float32';
  // [batch, kvHeads, length, headDim] per tensor; heads and head size are the same in every cache.
  const sizes = first.map((t) => picks.length * t.dims[1]! * length * t.dims[3]!);
  const shared = into.take(
    kind,
    sizes.reduce((sum, n) => sum + n, 0),
  );
  let at = 0;
  const tensors = first.map((t, j) => {
    const heads = t.dims[1]!;
    const headDim = t.dims[3]!;
    const out = shared.subarray(at, at + sizes[j]!);
    at += sizes[j]!;
    picks.forEach(({ cache, row }, q) => {
      const src = cache.tensors[j]!.data as Float32Array | Uint16Array;
      const stride = cache.length * headDim;
      const span = Math.min(cache.length, length) * headDim;
      for (let h = 0; h < heads; h++) {
        const from = (row * heads + h) * stride;
        const to = (q * heads + h) * length * headDim;
        out.set(src.subarray(from, from + span), to);
        out.fill(0, to + span, to + length * headDim);
      }
    });
    return new (onnxruntime().Tensor)(t.type as 'float32', out as Float32Array, [picks.length, heads, length, headDim]);
  });
  return { batch: picks.length, length, tensors };
}

function emptyCache(sig: GraphSignature, batch: number): KvCache {
  const kv = sig.kv!;
  const dims = [batch, kv.kvHeads, 0, kv.headDim];
  const tensors: ort.Tensor[] = [];
  for (let j = 0; j < 2 * kv.layers; j++) {
    tensors.push(
      kv.dtype === 'float16'
        ? new (onnxruntime().Tensor)('float16', new Uint16Array(0), dims)
        : new (onnxruntime().Tensor)('float32', new Float32Array(0), dims),
    );
  }
  return { batch, length: 0, tensors };
}

function intTensor(dtype: IntDtype, values: ArrayLike<number>, dims: readonly number[]): ort.Tensor {
  if (dtype === 'int32') return new (onnxruntime().Tensor)('int32', Int32Array.from(values), dims);
  const data = new BigInt64Array(values.length);
  for (let i = 0; i < values.length; i++) data[i] = BigInt(values[i]!);
  return new (onnxruntime().Tensor)('int64', data, dims);
}

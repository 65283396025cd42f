/**
 * Reads a llama2.c checkpoint (the "v0" format its run.c reads: a header of seven int32 then the
 * float32 weights in run.c's order) into named arrays laid out as run.c keeps them.
 */
import { InvalidInputError } from '../../src/errors/index.js';

/** The seven int32 of a llama2.c v0 header, with the classifier's sharing decoded from the vocabulary's sign. */
export interface Llama2cConfig {
  /** Model width (dim). */
  readonly dim: number;
  /** Width of the SwiGLU hidden layer (hidden_dim). */
  readonly hiddenDim: number;
  readonly layers: number;
  readonly heads: number;
  /** Key/value heads; query head h reads key/value head floor(h / (heads / kvHeads)). */
  readonly kvHeads: number;
  readonly vocabSize: number;
  /** Longest sequence the model was trained on (seq_len). */
  readonly seqLen: number;
  /** A positive vocabulary size in the header: the classifier is the token embedding. */
  readonly sharedClassifier: boolean;
}

/**
 * The weights of a llama2.c checkpoint, each flat and laid out as run.c reads it: matrices are
 * [out][in] (run.c's matmul computes out[i] = Σ_j W[i·in + j] · x[j]), per-layer tensors stacked over layers.
 */
export interface Llama2cWeights {
  readonly tokenEmbedding: Float32Array;
  readonly rmsAtt: Float32Array;
  readonly wq: Float32Array;
  readonly wk: Float32Array;
  readonly wv: Float32Array;
  readonly wo: Float32Array;
  readonly rmsFfn: Float32Array;
  /** SwiGLU gate: hidden = silu(w1 · x) ⊙ (w3 · x). */
  readonly w1: Float32Array;
  /** SwiGLU down projection back to dim. */
  readonly w2: Float32Array;
  /** SwiGLU up projection. */
  readonly w3: Float32Array;
  readonly rmsFinal: Float32Array;
}

/** A parsed checkpoint. */
export interface Llama2cCheckpoint {
  readonly config: Llama2cConfig;
  readonly weights: Llama2cWeights;
}

const HEADER_INTS = 7;

/**
 * Parse the bytes of a llama2.c v0 checkpoint (`file` names it in errors). Throws InvalidInputError
 * when the header is not a model's, the classifier is not shared (the forge ties it to the
 * embedding), or the size is not the header's weights exactly.
 */
export function readLlama2cCheckpoint(bytes: Uint8Array, file: string): Llama2cCheckpoint {
  const fail = (what: string): never => {
    throw new InvalidInputError(`llama2.c checkpoint ${file}: ${what}`, 'Pass a checkpoint written by llama2.c export.py --version 0 (legacy).');
  };
  if (bytes.byteLength < HEADER_INTS * 4) fail(`only ${bytes.byteLength} bytes, shorter than the 28-byte header`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const [dim = 0, hiddenDim = 0, layers = 0, heads = 0, kvHeads = 0, signedVocab = 0, seqLen = 0] = Array.from({ length: HEADER_INTS }, (_, i) =>
    view.getInt32(i * 4, true),
  );
  const config: Llama2cConfig = { dim, hiddenDim, layers, heads, kvHeads, vocabSize: Math.abs(signedVocab), seqLen, sharedClassifier: signedVocab > 0 };
  for (const [key, value] of Object.entries({ dim, hiddenDim, layers, heads, kvHeads, seqLen, vocabSize: config.vocabSize })) {
    if (value < 1) fail(`header ${key} is ${value}, expected a positive integer`);
  }
  if (dim % heads !== 0 || heads % kvHeads !== 0 || (dim / heads) % 2 !== 0) {
    fail(`header dim ${dim}, heads ${heads}, kv heads ${kvHeads}: expected heads dividing dim into an even head size, kv heads dividing heads`);
  }
  if (!config.sharedClassifier) fail('the classifier is not shared with the token embedding (negative vocabulary size); only tied models convert');

  const headSize = dim / heads;
  const kvDim = kvHeads * headSize;
  const sizes = {
    tokenEmbedding: config.vocabSize * dim,
    rmsAtt: layers * dim,
    wq: layers * dim * dim,
    wk: layers * dim * kvDim,
    wv: layers * dim * kvDim,
    wo: layers * dim * dim,
    rmsFfn: layers * dim,
    w1: layers * dim * hiddenDim,
    w2: layers * hiddenDim * dim,
    w3: layers * dim * hiddenDim,
    rmsFinal: dim,
  } satisfies Record<keyof Llama2cWeights, number>;
  // run.c then skips the legacy freq_cis_real and freq_cis_imag tables, seq_len · head_size / 2 floats each.
  const rotaryTables = seqLen * headSize;
  const floats = Object.values(sizes).reduce((a, b) => a + b, 0) + rotaryTables;
  const expected = HEADER_INTS * 4 + floats * 4;
  if (bytes.byteLength !== expected) fail(`${bytes.byteLength} bytes, expected ${expected} for its header's shape`);

  // Copied out: the file's float32 data starts at byte 28, aligned, but the caller's buffer may not be.
  const all = new Float32Array(floats);
  for (let i = 0; i < floats; i++) all[i] = view.getFloat32(HEADER_INTS * 4 + i * 4, true);
  const weights: Partial<Record<keyof Llama2cWeights, Float32Array>> = {};
  let offset = 0;
  for (const [name, size] of Object.entries(sizes) as [keyof Llama2cWeights, number][]) {
    weights[name] = all.subarray(offset, offset + size);
    offset += size;
  }
  return { config, weights: weights as Llama2cWeights };
}

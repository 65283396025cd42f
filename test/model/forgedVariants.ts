/** The forge variants the model tests run on, forged on demand into one temp folder per test file. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgeModel, forgePresets, type ForgedModel, type ForgeSpec } from '../../tools/forge/index.js';
import { float16ToFloat32, loadModel, type OnnxLanguageModel } from '../../src/model/index.js';

/**
 * Extra weight noise: the presets' small weights make greedy decoding repeat one token, which
 * would hide cache and position bugs after the first step; with this the outputs vary.
 */
const LIVELY = { seed: 5, scale: 0.3 } as const;

/** Every I/O variant of the forge's Optimum contract, on the tiny presets. */
export const VARIANTS = {
  gpt2: { ...forgePresets.tinyGpt2(1), perturb: LIVELY },
  llamaGqa: { ...forgePresets.tinyLlama(2), perturb: LIVELY },
  llamaNoKv: { ...forgePresets.tinyLlama(2), perturb: LIVELY, kvCache: false },
  llamaFp16: { ...forgePresets.tinyLlama(3), perturb: LIVELY, dtype: 'float16' },
  gpt2External: { ...forgePresets.tinyGpt2(4), perturb: LIVELY, externalData: true },
  llamaMerged: { ...forgePresets.tinyLlama(5), perturb: LIVELY, useCacheBranch: true, numLogitsToKeep: true },
  gpt2Padded: { ...forgePresets.tinyGpt2(6), perturb: LIVELY, logitsWidth: 640 },
  llamaNoPositions: { ...forgePresets.tinyLlama(7), perturb: LIVELY, positionIdsInput: false },
} as const satisfies Record<string, ForgeSpec>;

/** Name of a variant. */
export type VariantName = keyof typeof VARIANTS;

/** A forged variant opened by the runtime. */
export interface LoadedVariant {
  readonly forged: ForgedModel;
  readonly model: OnnxLanguageModel;
}

/** Forges and loads variants lazily (each at most once) and removes everything on cleanup. */
export class VariantPool {
  private readonly root = mkdtempSync(join(tmpdir(), 'tunegate-model-'));
  private readonly loaded = new Map<string, Promise<LoadedVariant>>();

  /** The variant `name`, or a custom spec under a caller-chosen name. */
  get(name: VariantName | string, spec: ForgeSpec = VARIANTS[name as VariantName]): Promise<LoadedVariant> {
    let entry = this.loaded.get(name);
    if (entry === undefined) {
      entry = (async () => {
        const forged = await forgeModel(join(this.root, name), spec);
        return { forged, model: await loadModel(forged.dir, { threads: 1 }) };
      })();
      this.loaded.set(name, entry);
    }
    return entry;
  }

  /** Dispose every session and delete the temp folder. */
  async cleanup(): Promise<void> {
    for (const entry of this.loaded.values()) await (await entry).model.dispose();
    rmSync(this.root, { recursive: true, force: true });
  }
}

/** Float64 log-softmax of a float64 row, written independently of the runtime's helper. */
export function referenceLogSoftmax(row: Float64Array): Float64Array {
  let max = -Infinity;
  for (const x of row) max = Math.max(max, x);
  let sum = 0;
  for (const x of row) sum += Math.exp(x - max);
  return row.map((x) => x - max - Math.log(sum));
}

/** Index of the first maximum of a float64 row. */
export function referenceArgmax(row: Float64Array): number {
  let best = 0;
  for (let i = 1; i < row.length; i++) if (row[i]! > row[best]!) best = i;
  return best;
}

/**
 * The logits after `ids` in float64, recomputed from the whole sequence without cache or
 * batching: the references' one step. A dummy id is appended so that logitWindows reports the
 * row predicting the next position.
 */
export async function nextTokenLogits(model: OnnxLanguageModel, ids: readonly number[]): Promise<Float64Array> {
  let last: Float64Array | null = null;
  for await (const w of model.logitWindows([...ids, 0])) {
    const data = w.data instanceof Uint16Array ? float16ToFloat32(w.data) : w.data;
    last = Float64Array.from(data.subarray((w.rows - 1) * w.width, w.rows * w.width));
  }
  if (last === null) throw new Error('nextTokenLogits: no window');
  return last;
}

/** Tolerance on log-probabilities against the float64 reference: fp16 weights/logits are coarser. */
export function tolerance(spec: ForgeSpec): number {
  return spec.dtype === 'float16' ? 2e-2 : 1e-4;
}

/** A sentence the forge tokenizer splits into a couple of dozen tokens. */
export const SAMPLE_TEXT = 'The quick brown fox jumps over the lazy dog; 42 ducks swim in 3 ponds.';

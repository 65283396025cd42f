/**
 * A transformers.js-style folder: one model's variants side by side — model.onnx and the
 * tokenizer at the top, every other variant as onnx/model_<suffix>.onnx — each forged from
 * the same spec with its own dtype or quantization.
 */
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { forgeModel, type ForgeModelOptions } from './forgeModel.js';
import type { ForgedModel, ForgeSpec } from './forgeSpec.js';

/** The forged variants of one folder, by file name (model.onnx, model_q4.onnx, …). */
export interface ForgedVariantFolder {
  readonly dir: string;
  readonly variants: Readonly<Record<string, ForgedModel>>;
}

/**
 * Forge `spec` once per entry of `variants` (file name → the spec's changes, e.g.
 * { 'model_q4.onnx': { quantize: { kind: 'q4', blockSize: 32, zeroPoints: true } } }) into `dir`.
 * `model.onnx` is always written at the top; the others go to `dir/onnx/`. The ForgedModel
 * of each variant has `onnxPath` pointing at its final place; `options` go to every forgeModel call.
 */
export async function forgeVariantFolder(
  dir: string,
  spec: ForgeSpec,
  variants: Readonly<Record<string, Partial<ForgeSpec>>>,
  options: ForgeModelOptions = {},
): Promise<ForgedVariantFolder> {
  const top = await forgeModel(dir, spec, options);
  const out: Record<string, ForgedModel> = { 'model.onnx': top };
  mkdirSync(join(dir, 'onnx'), { recursive: true });
  for (const [file, changes] of Object.entries(variants)) {
    if (file === 'model.onnx') continue;
    const scratch = join(dir, `.forge-${file}`);
    const forged = await forgeModel(scratch, { ...spec, ...changes, externalData: false }, options);
    const onnxPath = join(dir, 'onnx', file);
    renameSync(forged.onnxPath, onnxPath);
    rmSync(scratch, { recursive: true, force: true });
    out[file] = { ...forged, dir, onnxPath };
  }
  return { dir, variants: out };
}

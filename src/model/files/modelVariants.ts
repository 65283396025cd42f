/**
 * Variants of one model exported side by side, named as transformers.js names them:
 * `model.onnx`, `model_fp16.onnx`, `model_q4.onnx`… in a folder or its `onnx/` subfolder
 * (docs/guides/model-formats.md). `--base-variant`/`--tuned-variant` pick one by name.
 */
import { statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ModelLoadError } from '../../errors/index.js';

/** The variant names transformers.js uses for its `dtype` option. */
export const MODEL_VARIANTS = ['fp32', 'fp16', 'q8', 'int8', 'uint8', 'q4', 'q4f16', 'bnb4'] as const;

/** One of MODEL_VARIANTS. */
export type ModelVariant = (typeof MODEL_VARIANTS)[number];

/** File-name suffix of each variant (transformers.js `DEFAULT_DTYPE_SUFFIX_MAPPING`). */
const VARIANT_SUFFIX: Readonly<Record<ModelVariant, string>> = {
  fp32: '',
  fp16: '_fp16',
  q8: '_quantized',
  int8: '_int8',
  uint8: '_uint8',
  q4: '_q4',
  q4f16: '_q4f16',
  bnb4: '_bnb4',
};

/** Graph stems a variant suffix attaches to: the current single graph, then Optimum's merged decoder. */
const STEMS = ['model', 'decoder_model_merged'] as const;

/** A variant present in a folder. */
export interface PresentVariant {
  readonly variant: ModelVariant;
  /** The .onnx file, absolute. */
  readonly file: string;
}

/** Whether `value` is a variant name. */
export function isModelVariant(value: string): value is ModelVariant {
  return (MODEL_VARIANTS as readonly string[]).includes(value);
}

/** The variant a file name stands for (`model_q4.onnx` → q4), or null for any other name. */
export function variantOfFileName(name: string): ModelVariant | null {
  for (const stem of STEMS) {
    for (const variant of MODEL_VARIANTS) if (name === `${stem}${VARIANT_SUFFIX[variant]}.onnx`) return variant;
  }
  return null;
}

/**
 * The variants `dir` holds, itself or in its `onnx/` subfolder, in MODEL_VARIANTS order; a
 * variant found in both places (or under both stems) is listed once, the folder itself and
 * the `model` stem first.
 */
export function presentVariants(dir: string): PresentVariant[] {
  const found = new Map<ModelVariant, string>();
  for (const folder of [dir, join(dir, 'onnx')]) {
    for (const stem of STEMS) {
      for (const variant of MODEL_VARIANTS) {
        const file = join(folder, `${stem}${VARIANT_SUFFIX[variant]}.onnx`);
        if (!found.has(variant) && isFile(file)) found.set(variant, file);
      }
    }
  }
  return MODEL_VARIANTS.filter((variant) => found.has(variant)).map((variant) => ({ variant, file: found.get(variant)! }));
}

/**
 * The file of `variant` in `dir` (or its `onnx/` subfolder). Throws ModelLoadError naming the
 * variants present when it is absent.
 */
export function pickVariant(dir: string, variant: ModelVariant): string {
  const present = presentVariants(dir);
  const hit = present.find((p) => p.variant === variant);
  if (hit !== undefined) return hit.file;
  const listed = present.length === 0 ? 'none of the transformers.js variant names' : present.map((p) => `${p.variant} (${relative(dir, p.file)})`).join(', ');
  throw new ModelLoadError(
    dir,
    `no ${variant} variant (${`model${VARIANT_SUFFIX[variant]}.onnx`}); present: ${listed}`,
    present.length === 0
      ? 'Pass the .onnx file itself, or leave the variant flag out.'
      : `Pick one of the variants present, e.g. --tuned-variant ${present[0]!.variant}.`,
  );
}

function isFile(path: string): boolean {
  // statSync follows links: a hub snapshot links each file to a blob.
  return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
}

/**
 * A variant folder given twice without a variant flag: `tunegate compare folder folder` resolves
 * both sides to the folder's fp32 `model.onnx`, and the run was an A/A check that passed, while
 * the user meant one of the variants beside it (`model_q4.onnx`…). Refused before any model
 * loads, naming the variants present and the flag that picks one (docs/guides/model-formats.md).
 */
import { basename, relative } from 'node:path';
import { UsageError } from '../errors/index.js';
import { presentVariants, resolveModel, variantOfFileName } from '../model/index.js';
import type { CompareOptions } from './compareOptions.js';
import { modelOptions, type ModelLoadSettings } from './loadModelPair.js';

/** Throw UsageError when no variant flag was given and base and a tuned path resolve to one file of a folder holding other variants. */
export function checkVariantChosen(
  options: ModelLoadSettings & Pick<CompareOptions, 'basePath' | 'baseVariant' | 'tunedVariant' | 'baseTokenizerDir' | 'tunedTokenizerDir'>,
  tunedPaths: readonly string[],
): void {
  if (options.baseVariant !== undefined || options.tunedVariant !== undefined) return;
  const base = resolveModel(options.basePath, modelOptions(options.baseTokenizerDir, options));
  for (const tunedPath of tunedPaths) {
    const tuned = resolveModel(tunedPath, modelOptions(options.tunedTokenizerDir, options));
    if (tuned.onnxFile !== base.onnxFile || tuned.path === tuned.onnxFile) continue;
    const present = presentVariants(tuned.path);
    const others = present.filter((one) => one.file !== tuned.onnxFile);
    if (others.length === 0) continue;
    const variant = variantOfFileName(basename(tuned.onnxFile)) ?? basename(tuned.onnxFile);
    const listed = present.map((one) => `${one.variant} (${relative(tuned.path, one.file)})`).join(', ');
    throw new UsageError(
      `base and tuned both resolve to ${relative(tuned.path, tuned.onnxFile)} (${variant}) of ${tuned.path}, which holds the variants ${listed}`,
      `Pick the tuned variant, e.g. --tuned-variant ${others[0]!.variant} (and --base-variant for the base); for an A/A check of ${variant}, pass --tuned-variant ${variant}.`,
    );
  }
}

/**
 * Whether base and tuned are kept resident together or one at a time (`--memory`,
 * docs/guides/model-formats.md): `low` always one at a time, `both` always together, `auto`
 * one at a time when the two models' files plus a margin exceed the memory available now.
 */
import { statSync } from 'node:fs';
import { freemem } from 'node:os';
import { resolveModel } from '../../model/index.js';
import type { CompareOptions } from '../compareOptions.js';
import { modelOptions } from '../loadModelPair.js';

/** `--memory`: auto (default), low (one model resident at a time), both (always both resident). */
export type MemoryMode = 'auto' | 'low' | 'both';

/** Working memory per model beyond its weights (sessions' arenas, tokenizer, one chunk's tensors), bytes; the bench's 135M shape stays under it. */
export const MODEL_OVERHEAD_BYTES = 512 * 2 ** 20;

/** Bytes of a model's weights on disk: the .onnx and every external-data file it names. */
export function modelFileBytes(path: string, options: CompareOptions, variant: CompareOptions['baseVariant']): number {
  const files = resolveModel(path, { ...modelOptions(undefined, options, variant) });
  return [files.onnxFile, ...files.externalData].reduce((sum, file) => sum + (statSync(file, { throwIfNoEntry: false })?.size ?? 0), 0);
}

/**
 * Whether this run keeps one model resident at a time, and why (a note for the log; null when both stay).
 * `available` is the memory free now in bytes (os.freemem, which counts reclaimable cache on Linux).
 */
export function memoryPlan(options: CompareOptions, available: number = freemem()): { readonly oneResident: boolean; readonly note: string | null } {
  const mode = options.memory ?? 'auto';
  if (mode === 'both') return { oneResident: false, note: null };
  if (mode === 'low') return { oneResident: true, note: 'one model resident at a time (--memory low)' };
  const needed =
    modelFileBytes(options.basePath, options, options.baseVariant) +
    modelFileBytes(options.tunedPath, options, options.tunedVariant) +
    2 * MODEL_OVERHEAD_BYTES;
  if (needed <= available) return { oneResident: false, note: null };
  const gib = (bytes: number): string => `${(bytes / 2 ** 30).toFixed(1)} GiB`;
  return {
    oneResident: true,
    note: `both models need about ${gib(needed)} but ${gib(available)} is free: one model resident at a time (--memory both to keep both)`,
  };
}

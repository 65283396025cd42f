/**
 * onnxruntime-node, taken when the first session opens, from @huggingface/transformers' own
 * resolution: transformers loads that copy, native library included, when it is imported, and a
 * second copy must never load beside it (`onnxruntimeCopies.ts`, docs/ARCHITECTURE.md §3).
 */
import type * as Ort from 'onnxruntime-node';
import { InternalError } from '../../errors/index.js';
import { assertOneOnnxruntime, onnxruntimeCopies, requireFromTransformers } from './onnxruntimeCopies.js';

let binding: typeof Ort | undefined;

/** The onnxruntime-node module, loaded on first call; throws RuntimeFailureError when two versions are installed. */
export async function loadOnnxruntime(): Promise<typeof Ort> {
  if (binding === undefined) {
    assertOneOnnxruntime(onnxruntimeCopies());
    binding = requireFromTransformers()('onnxruntime-node') as typeof Ort;
  }
  return binding;
}

/** The already loaded module; throws InternalError before `loadOnnxruntime` resolved (no session can exist then). */
export function onnxruntime(): typeof Ort {
  if (binding === undefined) throw new InternalError('onnxruntime-node was used before any session was opened');
  return binding;
}

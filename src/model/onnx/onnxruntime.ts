/**
 * onnxruntime-node, loaded when the first session opens (docs/ARCHITECTURE.md §2): importing
 * `model/` for tokenizers, hub-cache resolution or types stays light, so model-free commands
 * (`classify`, `paired`, `report`) and unit tests never load the native binding.
 */
import type * as Ort from 'onnxruntime-node';
import { InternalError } from '../../errors/index.js';

let binding: typeof Ort | undefined;

/** The onnxruntime-node module, imported on first call. */
export async function loadOnnxruntime(): Promise<typeof Ort> {
  binding ??= await import('onnxruntime-node');
  return binding;
}

/** The already loaded module; throws InternalError before `loadOnnxruntime` resolved (no session can exist then). */
export function onnxruntime(): typeof Ort {
  if (binding === undefined) throw new InternalError('onnxruntime-node was used before any session was opened');
  return binding;
}

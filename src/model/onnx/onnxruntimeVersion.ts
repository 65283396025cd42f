/** The onnxruntime-node version in use, recorded in results.json. */
import { onnxruntimeCopies } from './onnxruntimeCopies.js';

/** Version of the onnxruntime-node sessions run on (the copy @huggingface/transformers loads), e.g. "1.30.0", read without loading its native binding. */
export function onnxruntimeVersion(): string {
  return onnxruntimeCopies().transformers.version;
}

/** The onnxruntime-node version in use, recorded in results.json. */
import * as ort from 'onnxruntime-node';

/** Version string of the loaded onnxruntime-node binding, e.g. "1.30.0". */
export function onnxruntimeVersion(): string {
  return ort.env.versions.node ?? ort.env.versions.common;
}

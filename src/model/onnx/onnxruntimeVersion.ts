/** The onnxruntime-node version in use, recorded in results.json. */
import { createRequire } from 'node:module';

/** Version of the installed onnxruntime-node package, e.g. "1.30.0", read without loading its native binding. */
export function onnxruntimeVersion(): string {
  return (createRequire(import.meta.url)('onnxruntime-node/package.json') as { version: string }).version;
}

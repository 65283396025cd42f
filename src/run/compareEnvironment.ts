/** The environment of a run that scores models, with onnxruntime's version read from model/. */
import { onnxruntimeVersion } from '../model/index.js';
import { runEnvironment } from '../results/runHeader.js';
import type { ModelEnvironment } from '../results/types.js';

/** results.json's and the shard manifest's `environment` for a run on `executionProvider` (default cpu) with `threads` intra-op threads. */
export function compareEnvironment(options: { readonly executionProvider?: string; readonly threads: number }): ModelEnvironment {
  return runEnvironment({ onnxruntime: onnxruntimeVersion(), executionProvider: options.executionProvider ?? 'cpu', threads: options.threads });
}

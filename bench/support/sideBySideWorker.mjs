// Worker-thread entry of the sideBySide bench: the large JavaScript dependencies load natively
// first and tsx then takes over, as bench/run.mjs does for the main thread (tsx's hooks are
// registered per thread), so a worker runs the TypeScript model layer the way the CLI does.
import { register } from 'tsx/esm/api';

await Promise.all([import('@huggingface/transformers'), import('onnxruntime-node')]);
register();
await import('./modelWorker.ts');

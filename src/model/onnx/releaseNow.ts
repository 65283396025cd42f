/**
 * Freeing session outputs when the caller is done with them rather than at V8's next collection
 * (docs/guides/model-formats.md, "Where `--memory low`'s memory goes").
 */
import { MessageChannel, type MessagePort } from 'node:worker_threads';

let closedPort: MessagePort | undefined;

/**
 * Free the memory behind `arrays` now: each one's ArrayBuffer is detached (its length becomes 0)
 * and its bytes go back to malloc at once. onnxruntime-node hands every output (logits, each
 * layer's present key and value) to JavaScript as a new buffer that otherwise stays allocated
 * until a garbage collection; a generation step leaves a whole KV cache behind, and up to
 * ~100 MiB of such garbage was measured alive at the end of a 135M model's refusal pass.
 *
 * Only for arrays the caller owns alone and never reads again: every view of the same buffer
 * is emptied too, so never a view into a shared buffer (GatherBuffer). Buffers already empty
 * (or detached) are skipped; a buffer listed twice is freed once.
 */
export function releaseNow(arrays: Iterable<ArrayBufferView | null | undefined>): void {
  const buffers = new Set<ArrayBuffer>();
  for (const array of arrays) {
    if (array === null || array === undefined || array.byteLength === 0) continue;
    buffers.add(array.buffer as ArrayBuffer);
  }
  if (buffers.size === 0) return;
  // Transferring a buffer to a closed port detaches it; the message is dropped with the port
  // closed, and with it the only reference to the memory (Node has no other way to free a
  // buffer before a collection: ArrayBuffer.prototype.transfer arrived after Node 20).
  if (closedPort === undefined) {
    closedPort = new MessageChannel().port1;
    closedPort.close();
  }
  closedPort.postMessage(null, [...buffers]);
}

/** What releaseCaches reads of a KvCache (structural, so sessionRunner.ts can import this file). */
interface TensorsOf {
  readonly tensors: readonly { readonly data: unknown }[];
}

/** releaseNow for every tensor of each KvCache (session outputs or arrays built for that cache alone). */
export function releaseCaches(caches: Iterable<TensorsOf | null | undefined>): void {
  const arrays: ArrayBufferView[] = [];
  for (const cache of caches) if (cache) for (const tensor of cache.tensors) arrays.push(tensor.data as ArrayBufferView);
  releaseNow(arrays);
}

/**
 * Freeing session outputs when the caller is done with them rather than at V8's next collection
 * (docs/guides/model-formats.md, "Where `--memory low`'s memory goes").
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { MessageChannel, type MessagePort } from 'node:worker_threads';

/**
 * Bytes freed between two garbage collections asked for. While V8 freed the outputs itself, their
 * size drove its collections; without that pressure its heap grew by 30–50 MiB of uncollected
 * JavaScript objects in a `--memory low` pass and the run's peak varied by 100 MiB (975–1 101 MiB
 * over nine runs of the 135M pair). One full collection per 128 MiB freed brought it to
 * 967–999 MiB over six runs at the same wall time; a collection takes ~60 ms there (one per
 * 64 MiB: 33 of them, 1.97 s of a 28.8 s run) (docs/guides/model-formats.md).
 */
const COLLECT_EVERY_BYTES = 128 * 2 ** 20;
/**
 * Least time between two collections asked for. Generation frees a whole KV cache every step
 * (tens of MiB for a batch of 19 rows), so by bytes alone it collected every other step: on the
 * 135M pair, 64 refusal prompts × 64 tokens asked for 152 collections taking 12.2 s of the run;
 * with this floor, 25 taking 1.6 s (2 % of it). JavaScript garbage grows with time, not with the
 * bytes of the buffers freed, so a time floor bounds the cost. `--memory low`'s capability and
 * refusal peak stayed at 967–983 MiB with it (docs/guides/model-formats.md).
 */
const MIN_COLLECTION_INTERVAL_MS = 2000;

let closedPort: MessagePort | undefined;
let freedSinceCollection = 0;
let lastCollection = -Infinity;
let collector: (() => void) | undefined;

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
  for (const buffer of buffers) freedSinceCollection += buffer.byteLength;
  // Transferring a buffer to a closed port detaches it; the message is dropped with the port
  // closed, and with it the only reference to the memory (Node has no other way to free a
  // buffer before a collection: ArrayBuffer.prototype.transfer arrived after Node 20).
  if (closedPort === undefined) {
    closedPort = new MessageChannel().port1;
    closedPort.close();
  }
  closedPort.postMessage(null, [...buffers]);
  if (collectionDue(freedSinceCollection, performance.now() - lastCollection)) {
    freedSinceCollection = 0;
    garbageCollector()?.();
    lastCollection = performance.now();
  }
}

/** Whether to ask for a collection, `freedBytes` freed and `msSinceLast` ms after the last one asked for. */
export function collectionDue(freedBytes: number, msSinceLast: number): boolean {
  return freedBytes >= COLLECT_EVERY_BYTES && msSinceLast >= MIN_COLLECTION_INTERVAL_MS;
}

/**
 * V8's `gc` without the `--expose-gc` command-line flag, as jest's leak detector gets it: the flag
 * is set only while one new context is made, so no other context (the refusal classifier's
 * sandbox) ever sees a `gc`. The flag is process-wide: a worker thread doing the same at once can
 * clear it between this thread's set and its read (seen as "gc is not defined" with one model per
 * worker, bench/sideBySide). Such a miss is retried; after three, this release asks for no
 * collection and the next one tries again, since a collection only returns memory sooner.
 */
function garbageCollector(): (() => void) | undefined {
  for (let attempt = 0; collector === undefined && attempt < 3; attempt++) {
    setFlagsFromString('--expose-gc');
    try {
      collector = runInNewContext('typeof gc === "function" ? gc : undefined') as (() => void) | undefined;
    } finally {
      setFlagsFromString('--no-expose-gc');
    }
  }
  return collector;
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

/**
 * Streaming sha256 of a file on a worker thread, so multi-gigabyte models never sit in memory and
 * hashing them overlaps the session creation that blocks the main thread; remembered per (path,
 * size, mtime).
 */
import { statSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { ModelLoadError } from '../../errors/index.js';

/** Digests already computed (or being computed) in this process, by path, size and modification time. */
const known = new Map<string, Promise<string>>();

// Plain CommonJS, evaluated by the worker without any loader: it reads the file synchronously
// into one reused 64 KiB buffer, below glibc's 128 KiB mmap threshold. Larger reads are mmapped
// blocks, and freeing one raises that threshold for the whole process while onnxruntime builds the
// session beside it, sending the prepacked weights to the main heap, which keeps them after
// release() (docs/guides/model-formats.md, "Where `--memory low`'s memory goes"). A read stream
// of 64 KiB chunks hashed the 621 MiB weights of the 135M-shape model in 0.8–1.3 s alone and kept
// the main thread waiting 1.5–2 s after each session was built; the reused buffer takes ~0.5 s
// and the wait is gone (docs/guides/performance.md, "Time outside `session.run`").
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { openSync, readSync, closeSync } = require('node:fs');
const { createHash } = require('node:crypto');
try {
  const hash = createHash('sha256');
  const buffer = Buffer.allocUnsafeSlow(1 << 16);
  const fd = openSync(workerData, 'r');
  try {
    for (let n; (n = readSync(fd, buffer, 0, buffer.length, null)) > 0; ) hash.update(n === buffer.length ? buffer : buffer.subarray(0, n));
  } finally {
    closeSync(fd);
  }
  parentPort.postMessage({ digest: hash.digest('hex') });
} catch (error) {
  parentPort.postMessage({ error: error.code ?? String(error) });
}
`;

/**
 * Lowercase hex sha256 of `file`'s bytes, computed on a worker thread. A file whose path, size and
 * mtime match an earlier call in this process is not read again (an A/A run, or a model loaded
 * twice, hashes it once). `signal` stops the worker (the promise then rejects and nothing is
 * remembered). Throws ModelLoadError naming the file when it cannot be read.
 */
export function fileSha256(file: string, signal?: AbortSignal): Promise<string> {
  let key: string;
  try {
    const stat = statSync(file);
    key = `${file}\0${stat.size}\0${stat.mtimeMs}`;
  } catch (error) {
    return Promise.reject(unreadable(file, (error as NodeJS.ErrnoException).code ?? String(error)));
  }
  let digest = known.get(key);
  if (digest === undefined) {
    digest = hashOnWorker(file, signal);
    known.set(key, digest);
    // A failed or stopped read is not remembered: the next call tries again.
    digest.catch(() => known.delete(key));
  }
  return digest;
}

function hashOnWorker(file: string, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    // execArgv [] keeps the parent's loaders (tsx) out of a worker that needs none.
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: file, execArgv: [] });
    const stop = (): void => {
      void worker.terminate();
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
    const settle = (): void => {
      signal?.removeEventListener('abort', stop);
      void worker.terminate();
    };
    worker.once('message', (message: { digest?: string; error?: string }) => {
      settle();
      if (message.digest !== undefined) resolve(message.digest);
      else reject(unreadable(file, message.error ?? 'unknown error'));
    });
    worker.once('error', (error) => {
      settle();
      reject(unreadable(file, error.message));
    });
  });
}

function unreadable(file: string, why: string): ModelLoadError {
  return new ModelLoadError(file, `cannot be read (${why})`, 'Check the file exists and is readable.');
}

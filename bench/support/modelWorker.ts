/**
 * One model in a worker thread, for the sideBySide bench: loads the model named in workerData
 * (`dir`, `threads`, `settings`), says `loaded` and then `ready` once its inputs are encoded, and
 * answers each posted work kind with what it computed, its wall time, this thread's GC time and heap; `exit` disposes it.
 * Started through bench/support/sideBySideWorker.mjs.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadModel } from '../../src/model/index.js';
import { gcTime } from './gcTime.js';
import { prepareWork, runWork, type WorkKind, type WorkSettings } from './sideBySideWork.js';

const port = parentPort!;
const { dir, threads, settings } = workerData as { dir: string; threads: number; settings: WorkSettings };
const model = await loadModel(dir, { threads });
port.postMessage({ type: 'loaded' });
const work = await prepareWork(model, settings);
port.postMessage({ type: 'ready' });
port.on('message', (message: WorkKind | 'exit') => {
  if (message === 'exit') {
    void model.dispose().then(() => port.close());
    return;
  }
  const [started, gcBefore] = [performance.now(), gcTime()];
  void runWork(model, message, work, settings.newTokens).then((output) =>
    // The observer reports a collection on the next turn of the event loop: wait one so the last is counted.
    setImmediate(() =>
      port.postMessage({ type: 'done', output, ms: performance.now() - started, gcMs: gcTime() - gcBefore, heapMiB: process.memoryUsage().heapUsed / 2 ** 20 }),
    ),
  );
});

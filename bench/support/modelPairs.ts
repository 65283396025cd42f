/**
 * The two arrangements of the sideBySide bench, behind one interface: A, both models in the
 * calling thread with 2 intra-op threads each, base's work then tuned's; B, each model in its own
 * worker thread (bench/support/modelWorker.ts) with 1 intra-op thread, both at once.
 */
import { Worker } from 'node:worker_threads';
import { loadModel, type LanguageModel } from '../../src/model/index.js';
import { gcTime } from './gcTime.js';
import { prepareWork, runWork, type PreparedWork, type WorkKind, type WorkOutput, type WorkSettings } from './sideBySideWork.js';

/** The two arrangements: A in the main thread, B side by side in worker threads. */
export type Arrangement = 'A' | 'B';

/** What one kind of work took on a pair: both models' outputs, wall and CPU milliseconds (CPU of every thread of the process). */
export interface PairRun {
  readonly base: WorkOutput;
  readonly tuned: WorkOutput;
  readonly wallMs: number;
  readonly cpuMs: number;
  readonly systemMs: number;
  /** GC milliseconds of the threads that ran the models (B: both workers', summed). */
  readonly gcMs: number;
  /** V8 heap in use at the end, MiB (B: both workers', summed). */
  readonly heapMiB: number;
}

/** A loaded base + tuned pair that runs one kind of work on both models. */
export interface ModelPair {
  /** Wall milliseconds from starting the load to both models being ready to run (inputs not yet encoded). */
  readonly loadMs: number;
  run(kind: WorkKind): Promise<PairRun>;
  close(): Promise<void>;
}

/** CPU milliseconds of every thread of this process so far: user + system, and system alone. */
function cpuNow(): [number, number] {
  const { user, system } = process.cpuUsage();
  return [(user + system) / 1000, system / 1000];
}

/** Time `work` on the wall and CPU clocks. */
async function timed(work: () => Promise<{ base: WorkOutput; tuned: WorkOutput; gcMs: number; heapMiB: number }>): Promise<PairRun> {
  const [wall, [cpu, system]] = [performance.now(), cpuNow()];
  const outputs = await work();
  const [cpuEnd, systemEnd] = cpuNow();
  return { ...outputs, wallMs: performance.now() - wall, cpuMs: cpuEnd - cpu, systemMs: systemEnd - system };
}

/** Open `arrangement` on the pair in `dirs`, each model encoding `settings`' inputs once loaded. */
export async function openPair(arrangement: Arrangement, dirs: { base: string; tuned: string }, settings: WorkSettings): Promise<ModelPair> {
  return arrangement === 'A' ? openInMainThread(dirs, settings) : openSideBySide(dirs, settings);
}

async function openInMainThread(dirs: { base: string; tuned: string }, settings: WorkSettings): Promise<ModelPair> {
  const started = performance.now();
  const base = await loadModel(dirs.base, { threads: 2 });
  const tuned = await loadModel(dirs.tuned, { threads: 2 });
  const loadMs = performance.now() - started;
  const work: [LanguageModel, PreparedWork][] = [
    [base, await prepareWork(base, settings)],
    [tuned, await prepareWork(tuned, settings)],
  ];
  return {
    loadMs,
    run: (kind) =>
      timed(async () => {
        const gcBefore = gcTime();
        const baseOutput = await runWork(base, kind, work[0]![1], settings.newTokens);
        const tunedOutput = await runWork(tuned, kind, work[1]![1], settings.newTokens);
        await new Promise((resolve) => setImmediate(resolve));
        return { base: baseOutput, tuned: tunedOutput, gcMs: gcTime() - gcBefore, heapMiB: process.memoryUsage().heapUsed / 2 ** 20 };
      }),
    close: async () => {
      await Promise.all([base.dispose(), tuned.dispose()]);
    },
  };
}

async function openSideBySide(dirs: { base: string; tuned: string }, settings: WorkSettings): Promise<ModelPair> {
  const entry = new URL('./sideBySideWorker.mjs', import.meta.url);
  const started = performance.now();
  const inboxes = [dirs.base, dirs.tuned].map((dir) => new WorkerInbox(new Worker(entry, { workerData: { dir, threads: 1, settings } })));
  await Promise.all(inboxes.map((inbox) => inbox.next('loaded')));
  const loadMs = performance.now() - started;
  await Promise.all(inboxes.map((inbox) => inbox.next('ready')));
  return {
    loadMs,
    run: (kind) =>
      timed(async () => {
        for (const inbox of inboxes) inbox.worker.postMessage(kind);
        const [base, tuned] = await Promise.all(
          inboxes.map((inbox) => inbox.next<{ type: 'done'; output: WorkOutput; gcMs: number; heapMiB: number }>('done')),
        );
        return { base: base!.output, tuned: tuned!.output, gcMs: base!.gcMs + tuned!.gcMs, heapMiB: base!.heapMiB + tuned!.heapMiB };
      }),
    close: async () => {
      await Promise.all(
        inboxes.map(({ worker }) => {
          const exited = new Promise((resolve) => worker.once('exit', resolve));
          worker.postMessage('exit');
          return exited;
        }),
      );
    },
  };
}

/** A worker thread's messages, taken one at a time in order; an error or an exit while one is awaited rejects. */
class WorkerInbox {
  private readonly queued: unknown[] = [];
  private waiting: { resolve: (message: unknown) => void; reject: (error: Error) => void } | null = null;
  private failure: Error | null = null;
  constructor(readonly worker: Worker) {
    worker.on('message', (message: unknown) => {
      if (this.waiting) this.waiting.resolve(message);
      else this.queued.push(message);
      this.waiting = null;
    });
    const fail = (error: Error): void => {
      this.failure = error;
      this.waiting?.reject(error);
      this.waiting = null;
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`model worker exited with code ${code}`)));
  }
  /** The next message, which must have `type`. */
  async next<T extends { type: string }>(type: T['type']): Promise<T> {
    const message = (this.queued.length > 0 ? this.queued.shift() : await this.wait()) as T;
    if (message.type !== type) throw new Error(`model worker said ${message.type}, expected ${type}`);
    return message;
  }
  private wait(): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }
}

/**
 * The base model's logits windows kept on disk while the tuned model is loaded, and its
 * continuation scores kept in memory (capability's noise self-check asks both models again in the
 * tuned pass, with the very requests of the base pass; refusal's asks for greedy generations the same way)
 * (docs/guides/model-formats.md, "One model resident"): each window is written in the dtype the
 * session returned it in (float32, or raw binary16 for float16 models), so reading it back
 * gives the very numbers the base produced and divergence is identical to the default mode.
 */
import { closeSync, mkdtempSync, openSync, readdirSync, readSync, rmSync, writeSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { InternalError, RuntimeFailureError } from '../../errors/index.js';
import { processAlive } from '../../results/staleStaging.js';
import type { ContinuationRequest, ContinuationScore, GenerateOptions, Generation, LanguageModel, LogitsWindow } from '../../model/index.js';

interface StoredWindow {
  readonly firstPredicted: number;
  readonly rows: number;
  readonly width: number;
  readonly float16: boolean;
  readonly offset: number;
  readonly bytes: number;
}

/** A temporary file of logits windows, indexed by the token ids they were computed for. */
export class LogitsRecording {
  private readonly dir: string;
  private readonly fd: number;
  /** TMPDIR when the file was made: what the messages name. */
  private readonly tmp = tmpdir();
  private readonly index = new Map<string, StoredWindow[]>();
  private readonly scores = new Map<string, ContinuationScore[][]>();
  /** Greedy generations by request (refusal's noise self-check asks the base again in the tuned pass). */
  private readonly generations = new Map<string, Generation[]>();
  private position = 0;
  /** The window the recorder yielded last, and how many it has yielded for the current ids (what the mirror follows). */
  private last: LogitsWindow | null = null;
  private yielded = 0;

  /**
   * Create the file under TMPDIR, first removing the ones processes of this host that are no
   * longer alive left (a killed run cannot delete its own). Throws RuntimeFailureError naming
   * TMPDIR when it cannot be created.
   */
  constructor() {
    removeStaleRecordings();
    let dir: string | undefined;
    try {
      dir = mkdtempSync(join(this.tmp, `${RECORDING_PREFIX}${hostTag()}-${process.pid}-`));
      this.dir = dir;
      this.fd = openSync(join(dir, 'base.logits'), 'w+');
    } catch (error) {
      if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
      throw tmpdirError(this.tmp, error, 'cannot be written');
    }
  }

  /** Bytes written so far. */
  get sizeBytes(): number {
    return this.position;
  }

  /** `model` with logitWindows recording every window it yields; the other members are the model's own. */
  recorder(model: LanguageModel): LanguageModel {
    const recording = this;
    const scoreContinuations = async (requests: readonly ContinuationRequest[]): Promise<ContinuationScore[][]> => {
      const scores = await model.scoreContinuations(requests);
      recording.scores.set(JSON.stringify(requests), scores);
      return scores;
    };
    const generateGreedy = async (prompts: readonly (readonly number[])[], options: GenerateOptions): Promise<Generation[]> => {
      const generations = await model.generateGreedy(prompts, options);
      if (options.sampling === undefined) recording.generations.set(generationKey(prompts, options), generations);
      return generations;
    };
    return delegate(model, scoreContinuations, generateGreedy, (ids) => ({
      async *[Symbol.asyncIterator]() {
        const key = JSON.stringify(ids);
        const fresh = !recording.index.has(key);
        const windows: StoredWindow[] = [];
        recording.yielded = 0;
        for await (const window of model.logitWindows(ids)) {
          if (fresh) windows.push(recording.write(window));
          recording.last = window;
          recording.yielded += 1;
          yield window;
        }
        if (fresh) recording.index.set(key, windows);
      },
    }));
  }

  /**
   * A stand-in whose logitWindows follows the recorder: each window it yields is the one the
   * recorder yielded just before, and it ends when the recorder has ended (the divergence scorer
   * pulls base, then tuned, window by window), so pass one pairs the base with itself at no model cost.
   */
  mirror(model: LanguageModel): LanguageModel {
    const recording = this;
    return delegate(
      model,
      (requests) => model.scoreContinuations(requests),
      (prompts, options) => model.generateGreedy(prompts, options),
      () => ({
        async *[Symbol.asyncIterator]() {
          for (let count = 0; count < recording.yielded && recording.last !== null; count++) yield recording.last;
        },
      }),
    );
  }

  /** `model` (released or not) with logitWindows and continuation scores read back from the recording; throws InternalError for inputs never recorded. */
  replay(model: LanguageModel): LanguageModel {
    const recording = this;
    const scoreContinuations = async (requests: readonly ContinuationRequest[]): Promise<ContinuationScore[][]> => {
      const scores = recording.scores.get(JSON.stringify(requests));
      if (scores === undefined) throw new InternalError('one model resident: the base scores of a capability request were not recorded');
      return scores;
    };
    const generateGreedy = async (prompts: readonly (readonly number[])[], options: GenerateOptions): Promise<Generation[]> => {
      const generations = recording.generations.get(generationKey(prompts, options));
      if (generations === undefined || options.sampling !== undefined) throw new InternalError('one model resident: a base generation was not recorded');
      generations.forEach((generation, index) => options.onGenerated?.(index, generation));
      return generations;
    };
    return delegate(model, scoreContinuations, generateGreedy, (ids) => ({
      async *[Symbol.asyncIterator]() {
        const windows = recording.index.get(JSON.stringify(ids));
        if (windows === undefined) throw new InternalError('one model resident: the base logits of a divergence document were not recorded');
        for (const stored of windows) yield recording.read(stored);
      },
    }));
  }

  /** Delete the file. */
  close(): void {
    closeSync(this.fd);
    rmSync(this.dir, { recursive: true, force: true });
  }

  private write(window: LogitsWindow): StoredWindow {
    const bytes = new Uint8Array(window.data.buffer, window.data.byteOffset, window.data.byteLength);
    try {
      // A write to a nearly full disk may write part and return its count: loop until the next one fails.
      for (let done = 0; done < bytes.length;) done += writeSync(this.fd, bytes, done, bytes.length - done, this.position + done);
    } catch (error) {
      throw tmpdirError(this.tmp, error, `cannot hold the base model's logits (${this.position} bytes written so far)`);
    }
    const stored = {
      firstPredicted: window.firstPredicted,
      rows: window.rows,
      width: window.width,
      float16: window.data instanceof Uint16Array,
      offset: this.position,
      bytes: bytes.length,
    };
    this.position += bytes.length;
    return stored;
  }

  private read(stored: StoredWindow): LogitsWindow {
    const buffer = new ArrayBuffer(stored.bytes);
    readSync(this.fd, new Uint8Array(buffer), 0, stored.bytes, stored.offset);
    const data = stored.float16 ? new Uint16Array(buffer) : new Float32Array(buffer);
    return { firstPredicted: stored.firstPredicted, rows: stored.rows, width: stored.width, data };
  }
}

/** What identifies a greedy request: its prompts and the options that change its output. */
function generationKey(prompts: readonly (readonly number[])[], options: GenerateOptions): string {
  return JSON.stringify([prompts, options.maxNewTokens, options.eosIds, options.batchSize ?? null]);
}

/** `model` with scoreContinuations, generateGreedy and logitWindows replaced; every other member (tokenizer, info, maxContext…) is the model's own. */
function delegate(
  model: LanguageModel,
  scoreContinuations: (requests: readonly ContinuationRequest[]) => Promise<ContinuationScore[][]>,
  generateGreedy: (prompts: readonly (readonly number[])[], options: GenerateOptions) => Promise<Generation[]>,
  logitWindows: (ids: readonly number[]) => AsyncIterable<LogitsWindow>,
): LanguageModel {
  return new Proxy(model, {
    get(target, property) {
      if (property === 'scoreContinuations') return scoreContinuations;
      if (property === 'generateGreedy') return generateGreedy;
      if (property === 'logitWindows') return logitWindows;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The recordings' folder names: `tunegate-base-logits-<host>-<pid>-<random>`, so the next run can tell a dead process's. */
const RECORDING_PREFIX = 'tunegate-base-logits-';

/** TMPDIR failed: exit 3 naming it and the system's error, with what to do. */
function tmpdirError(tmp: string, error: unknown, what: string): RuntimeFailureError {
  const code = (error as NodeJS.ErrnoException).code;
  return new RuntimeFailureError(
    `TMPDIR (${tmp}) ${what}: ${code ?? String(error)}${code === 'ENOSPC' ? ' (no space left on the device)' : code === 'EROFS' ? ' (a read-only file system)' : ''}; --memory low keeps the base model's logits there`,
    "Point TMPDIR at a writable folder with room for the base model's logits, or run without --memory low.",
  );
}

/** Remove recordings in TMPDIR left by processes of this host that are no longer alive; never one of a live run. */
function removeStaleRecordings(): void {
  // hostTag() holds only letters, digits and underscores: nothing to escape.
  const pattern = new RegExp(`^${RECORDING_PREFIX}${hostTag()}-(\\d+)-`);
  let names: string[];
  try {
    names = readdirSync(tmpdir());
  } catch {
    return;
  }
  for (const name of names) {
    const pid = pattern.exec(name)?.[1];
    if (pid !== undefined && !processAlive(Number(pid))) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}

function hostTag(): string {
  return (
    hostname()
      .replace(/[^A-Za-z0-9]+/g, '_')
      .slice(0, 40) || 'host'
  );
}

/**
 * The base model's logits windows kept on disk while the tuned model is loaded, and its
 * continuation scores kept in memory (capability's noise self-check asks both models again in the
 * tuned pass, with the very requests of the base pass; refusal's asks for greedy generations the same way)
 * (docs/guides/model-formats.md, "One model resident"): each window is written in the dtype the
 * session returned it in (float32, or raw binary16 for float16 models), so reading it back
 * gives the very numbers the base produced and divergence is identical to the default mode.
 */
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InternalError } from '../../errors/index.js';
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
  private readonly dir = mkdtempSync(join(tmpdir(), 'tunegate-base-logits-'));
  private readonly fd = openSync(join(this.dir, 'base.logits'), 'w+');
  private readonly index = new Map<string, StoredWindow[]>();
  private readonly scores = new Map<string, ContinuationScore[][]>();
  /** Greedy generations by request (refusal's noise self-check asks the base again in the tuned pass). */
  private readonly generations = new Map<string, Generation[]>();
  private position = 0;
  /** The window the recorder yielded last, and how many it has yielded for the current ids (what the mirror follows). */
  private last: LogitsWindow | null = null;
  private yielded = 0;

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
    writeSync(this.fd, bytes, 0, bytes.length, this.position);
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

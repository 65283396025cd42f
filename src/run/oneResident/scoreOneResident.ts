/**
 * Scoring with one model resident at a time (docs/guides/model-formats.md): pass one loads the
 * base alone and scores its side of every family — capability and refusal outcomes into memory
 * stores, divergence windows into a temporary logits file — then releases it; pass two loads
 * the tuned model and scores it against those. Chunks, batches and stored numbers are the
 * default mode's, so results.json's metrics are identical.
 */
import { loadModel, type LanguageModel } from '../../model/index.js';
import { MemoryResultStore, type ResultStores, type SideResultStore, type Warn } from '../../families/index.js';
import type { CompareInputs } from '../compareInputs.js';
import type { CompareOptions } from '../compareOptions.js';
import { modelOptions } from '../loadModelPair.js';
import { scoreComparison, type ScoredComparison, type ScoreOptions } from '../scoreComparison.js';
import { LogitsRecording } from './logitsRecording.js';

/** The two models (the base already released, its tokenizer and info still readable), load time and the scored comparison. */
export interface OneResidentResult {
  readonly base: LanguageModel;
  readonly tuned: LanguageModel;
  readonly loadMs: number;
  readonly scored: ScoredComparison;
}

// Pass one pairs the base with a stand-in whose side is never asked for: every chunk is "held".
const NOT_SCORED_IN_PASS_ONE: SideResultStore = { get: () => ({ skipped: 'the tuned side is scored in the second pass' }), put: () => undefined };

/**
 * Score `inputs` with the base, release it, then score the tuned model against the base's kept
 * outcomes. The caller disposes the returned tuned model (disposing the base again is harmless).
 */
export async function scoreOneResident(inputs: CompareInputs, options: CompareOptions & ScoreOptions, warn: Warn): Promise<OneResidentResult> {
  const started = performance.now();
  // Made before the base loads, so a TMPDIR that cannot hold it fails at once (exit 3 naming it).
  const recording = new LogitsRecording();
  let base: Awaited<ReturnType<typeof loadModel>>;
  try {
    base = await loadModel(options.basePath, modelOptions(options.baseTokenizerDir, options, options.baseVariant));
  } catch (error) {
    recording.close();
    throw error;
  }
  let loadMs = performance.now() - started;
  const baseStores = new Map<string, SideResultStore>();
  const baseStore = (family: string): SideResultStore => {
    let store = baseStores.get(family);
    if (store === undefined) baseStores.set(family, (store = new MemoryResultStore()));
    return store;
  };
  try {
    const passOneStores: ResultStores = (family, role) => (role === 'base' ? baseStore(family) : role === 'tuned' ? NOT_SCORED_IN_PASS_ONE : undefined);
    // Pass two says what pass one would (skips, the sample a --max-items run scores): said once.
    const quiet = { ...options, log: () => undefined, stores: passOneStores };
    const first = await scoreComparison(inputs, recording.recorder(base), recording.mirror(base), quiet, () => undefined);
    await base.dispose();
    const tunedStarted = performance.now();
    const tuned = await loadModel(options.tunedPath, modelOptions(options.tunedTokenizerDir, options, options.tunedVariant));
    loadMs += performance.now() - tunedStarted;
    const passTwoStores: ResultStores = (family, role) => (role === 'base' ? baseStore(family) : undefined);
    let second: ScoredComparison;
    try {
      second = await scoreComparison(inputs, recording.replay(base), tuned, { ...options, stores: passTwoStores }, warn);
    } catch (error) {
      await tuned.dispose();
      throw error;
    }
    // Time inside the base is pass one's; pass two only read its results back.
    const runs = second.runs.map((entry) => {
      const before = first.runs.find((candidate) => candidate.family === entry.family)?.run;
      return 'records' in entry.run && before !== undefined && 'records' in before ? { ...entry, run: { ...entry.run, baseMs: before.baseMs } } : entry;
    });
    return { base, tuned, loadMs, scored: { ...second, runs } };
  } catch (error) {
    await base.dispose();
    throw error;
  } finally {
    recording.close();
  }
}

/** Both models of one comparison, loaded the same way by every pipeline that scores a pair. */
import { DiskDigestMemo } from '../cache/index.js';
import { loadModel, type LanguageModel, type LoadModelOptions, type ModelVariant } from '../model/index.js';
import type { Warn } from '../families/index.js';
import type { CompareOptions } from './compareOptions.js';

/** The loaded pair and the wall time loading took. */
export interface ModelPair {
  readonly base: LanguageModel;
  readonly tuned: LanguageModel;
  readonly loadMs: number;
}

/**
 * Load the base, then the tuned model. The base is released when the tuned model fails to load;
 * otherwise the caller disposes both.
 */
export async function loadModelPair(options: CompareOptions): Promise<ModelPair> {
  const loadStart = performance.now();
  const base = await loadModel(options.basePath, modelOptions(options.baseTokenizerDir, options, options.baseVariant));
  try {
    const tuned = await loadModel(options.tunedPath, modelOptions(options.tunedTokenizerDir, options, options.tunedVariant));
    return { base, tuned, loadMs: performance.now() - loadStart };
  } catch (error) {
    await base.dispose();
    throw error;
  }
}

/** What model loading reads from a run's options. */
export type ModelLoadSettings = Pick<CompareOptions, 'threads' | 'cacheDir' | 'subfolder' | 'hubCache' | 'executionProvider' | 'deviceId'>;

/**
 * How a model loads: threads, tokenizer folder, subfolder, hub cache, execution provider, and the
 * digests remembered in the cache folder, so a second run does not hash the weights again;
 * `variant` picks a transformers.js variant file inside the model folder.
 */
export function modelOptions(tokenizerDir: string | undefined, options: ModelLoadSettings, variant?: ModelVariant): LoadModelOptions {
  return {
    ...(variant === undefined ? {} : { variant }),
    threads: options.threads,
    ...(options.cacheDir === undefined ? {} : { digests: new DiskDigestMemo(options.cacheDir) }),
    ...(tokenizerDir === undefined ? {} : { tokenizerDir }),
    ...(options.subfolder === undefined ? {} : { subfolder: options.subfolder }),
    ...(options.hubCache === undefined ? {} : { hubCache: options.hubCache }),
    ...(options.executionProvider === undefined ? {} : { executionProvider: options.executionProvider }),
    ...(options.deviceId === undefined ? {} : { deviceId: options.deviceId }),
  };
}

/** Warnings of one run, kept for results.json: a `run` warning is logged at once, `advice` only after the verdict (families/family.ts, `WarningKind`). */
export function warningCollector(log: (line: string) => void): { readonly warnings: string[]; readonly advice: string[]; readonly warn: Warn } {
  const warnings: string[] = [];
  const advice: string[] = [];
  return {
    warnings,
    advice,
    warn: (message, kind = 'run') => {
      if (kind === 'advice') {
        advice.push(message);
        return;
      }
      warnings.push(message);
      log(`warning: ${message}`);
    },
  };
}

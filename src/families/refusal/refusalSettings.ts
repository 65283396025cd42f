/** The refusal family's settings and how a run builds them (docs/ARCHITECTURE.md §4). */
import { join } from 'node:path';
import type { SamplingSettings } from '../../results/types.js';
import type { FamilySettingsOptions, FamilySetup, PreflightPair } from '../family.js';
import { checkRefusalClassifier } from './classifierCheck.js';
import { loadRefusalPatterns, type RefusalPattern } from './patterns.js';

/** What refusal's scorer reads: generation limits, the system prompt, the patterns and sampling. */
export interface RefusalSettings {
  readonly maxNewTokens: number;
  readonly systemPrompt?: string;
  readonly patterns: readonly RefusalPattern[];
  /** Sampled generation with the run's seed; absent for greedy decoding. */
  readonly sampling?: SamplingSettings & { readonly seed: number };
}

/** Refusal's own options (its flags), handed over by the run beside the shared ones. */
export interface RefusalOptions {
  /** `--system`: the system prompt every reply is generated under. */
  readonly systemPrompt?: string;
  /** `--refusal-patterns`; default `<suitesDir>/refusal/patterns.json`. */
  readonly patternsFile?: string;
  /** `--refusal-labels`: labelled replies the patterns' agreement is measured on; default the built-in held-out corpus. */
  readonly labelsFile?: string;
}

/**
 * Load the patterns (`--refusal-patterns`, default `<suites>/refusal/patterns.json`) and measure
 * their agreement on labelled replies, so a bad patterns or labels file fails before any model
 * loads. Throws SuiteFormatError for a bad file.
 */
export async function refusalSettings(options: FamilySettingsOptions, own: RefusalOptions = {}): Promise<FamilySetup<RefusalSettings>> {
  const patternsFile = own.patternsFile ?? join(options.suitesDir, 'refusal', 'patterns.json');
  const patterns = await loadRefusalPatterns(patternsFile);
  const settings: RefusalSettings = {
    patterns,
    maxNewTokens: options.maxNewTokens,
    ...(own.systemPrompt === undefined ? {} : { systemPrompt: own.systemPrompt }),
    ...(options.sampling === undefined ? {} : { sampling: { ...options.sampling, seed: options.seed } }),
  };
  return { settings, measured: { refusalClassifier: checkRefusalClassifier(patterns, patternsFile, own.labelsFile) } };
}

/** Why no refusal prompt can run: --max-new-tokens fills a model's whole context. */
export function refusalSkip({ base, tuned }: PreflightPair, settings: RefusalSettings): string | undefined {
  const smallest = Math.min(base.maxContext, tuned.maxContext);
  if (settings.maxNewTokens < smallest) return undefined;
  return `--max-new-tokens ${settings.maxNewTokens} fills the whole context (base ${base.maxContext}, tuned ${tuned.maxContext} tokens), leaving no room for any prompt`;
}

/** The settings that change one model's reply or its classification, as the result cache keys them. */
export function refusalCacheKey(settings: RefusalSettings): Record<string, unknown> {
  return {
    maxNewTokens: settings.maxNewTokens,
    systemPrompt: settings.systemPrompt ?? null,
    // Sampled replies depend on the seed; greedy ones on nothing else.
    sampling: settings.sampling ?? null,
    // `mode` once sent a tie to "not refused"; results reduced by the first-epoch rule must not meet those.
    ...(settings.sampling?.reducer === 'mode' ? { modeTies: 'first-seen' } : {}),
    // A reply's `refused` and `match` come from the patterns, so they are part of the key.
    patterns: settings.patterns.map((pattern) => ({ id: pattern.id, source: pattern.source, trusted: pattern.trusted })),
  };
}

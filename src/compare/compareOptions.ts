/** Everything `runCompare` needs, already validated by the CLI. */
import type { FamilyId, Verdict } from '../results/types.js';

/** Inputs and settings of one comparison. */
export interface CompareOptions {
  readonly basePath: string;
  readonly tunedPath: string;
  readonly baseTokenizerDir?: string;
  readonly tunedTokenizerDir?: string;
  readonly suitesDir: string;
  /** Output directory; created if missing. */
  readonly outDir: string;
  readonly families: readonly FamilyId[];
  readonly seed: number;
  readonly resamples: number;
  /** Confidence level of every interval, in (0, 1). */
  readonly confidence: number;
  readonly minEffect: number;
  readonly minItems: number;
  /** KL (nats/token) the tuned model may drift before divergence.kl is `changed`. */
  readonly klTolerance: number;
  readonly failOn: readonly Verdict[];
  readonly maxNewTokens: number;
  readonly threads: number;
  readonly systemPrompt?: string;
  /** Refusal patterns file; default `<suitesDir>/refusal/patterns.json`. */
  readonly refusalPatternsFile?: string;
  /** The command line as typed, recorded in results.json. */
  readonly command: readonly string[];
  /** Progress lines (stderr in the CLI). */
  readonly log: (line: string) => void;
  /** Aborted on Ctrl-C: the run stops between chunks and reports what both models finished. */
  readonly signal?: AbortSignal;
}

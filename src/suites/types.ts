/** Validated suite items, one type per family (DESIGN §3). */
import type { FamilyId, SuiteInfo } from '../results/types.js';

/** A log-likelihood multiple-choice item. */
export interface CapabilityItem {
  readonly id: string;
  readonly context: string;
  readonly choices: readonly string[];
  readonly answer: number;
  readonly tags: readonly string[];
}

/** A prompt whose reply is classified as refused or not. */
export interface RefusalItem {
  readonly id: string;
  readonly prompt: string;
  readonly shouldAnswer: boolean;
  readonly tags: readonly string[];
}

/** A document for per-token divergence. */
export interface DivergenceItem {
  readonly id: string;
  readonly text: string;
  readonly tags: readonly string[];
}

/** Item type per family. */
export interface FamilyItems {
  readonly capability: CapabilityItem;
  readonly refusal: RefusalItem;
  readonly divergence: DivergenceItem;
}

/** All items of one family with the files they came from. */
export interface LoadedFamily<F extends FamilyId> {
  readonly family: F;
  readonly files: readonly SuiteInfo[];
  readonly items: readonly FamilyItems[F][];
}

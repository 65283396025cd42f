/**
 * Item records built from bare outcomes, for feeding computeRunMetrics without models:
 * the fields the statistics read are set from the arguments, the rest hold small
 * placeholders of the right type.
 */
import type { CapabilityItemRecord, CapabilitySide, DivergenceItemRecord, RefusalItemRecord, RefusalSide } from '../src/results/types.js';

/** One model's capability outcome: acc and acc_norm correctness. */
export interface CapabilityOutcome {
  readonly correct: boolean;
  readonly correctNorm: boolean;
}

/** A capability record whose base and tuned sides have the given correctness. */
export function capabilityRecord(id: string, base: CapabilityOutcome, tuned: CapabilityOutcome, tags: readonly string[] = []): CapabilityItemRecord {
  return {
    family: 'capability',
    id,
    tags,
    context: 'Q',
    choices: [' a', ' b'],
    answer: 0,
    base: capabilitySide(base),
    tuned: capabilitySide(tuned),
    flipped: base.correct !== tuned.correct,
  };
}

function capabilitySide(outcome: CapabilityOutcome): CapabilitySide {
  return {
    logliks: [-1, -2],
    tokenCounts: [1, 1],
    predicted: outcome.correct ? 0 : 1,
    predictedNorm: outcome.correctNorm ? 0 : 1,
    correct: outcome.correct,
    correctNorm: outcome.correctNorm,
    correctLoglik: -1,
    correctIsGreedy: outcome.correct,
  };
}

/** A refusal record: `shouldAnswer` marks a benign prompt; each side refused or not. */
export function refusalRecord(id: string, shouldAnswer: boolean, baseRefused: boolean, tunedRefused: boolean, tags: readonly string[] = []): RefusalItemRecord {
  return {
    family: 'refusal',
    id,
    tags,
    prompt: 'P',
    shouldAnswer,
    base: refusalSide(baseRefused),
    tuned: refusalSide(tunedRefused),
    flipped: baseRefused !== tunedRefused,
  };
}

function refusalSide(refused: boolean): RefusalSide {
  return { renderedPrompt: 'P', text: refused ? 'No.' : 'Yes.', generatedTokens: 2, stoppedAtEos: true, refused, match: null };
}

/** Per-document sums a divergence record carries. */
export interface DivergenceSums {
  readonly tokenCount: number;
  readonly klSum: number;
  readonly top1Agree: number;
  readonly baseNllSum: number;
  readonly tunedNllSum: number;
  /** Σ reverse KL; absent: klSum (the two directions agree for small changes). */
  readonly reverseKlSum?: number;
}

/** A divergence record with the given sums and no per-token detail. */
export function divergenceRecord(id: string, sums: DivergenceSums, tags: readonly string[] = []): DivergenceItemRecord {
  return { family: 'divergence', id, tags, reverseKlSum: sums.klSum, ...sums, tokens: [], tokenKl: [], baseTop1: [], tunedTop1: [] };
}

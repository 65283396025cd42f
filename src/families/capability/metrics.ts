/** The capability family's metrics: accuracy, length-normalised accuracy, flip rate beyond numerical noise. */
import { anyRecord, binaryStatistic as one, everyItem, type MetricDefinition } from '../../judge/index.js';
import type { CapabilityItemRecord } from '../../results/types.js';

/**
 * The tuned model's correctness as judged: a flip that is a near tie counts as the base's
 * decision, because numerical noise alone could have made it (docs/concepts/lossless-changes.md),
 * as refusal does; a lossless change whose only flips are near ties then has Δ = 0 exactly.
 */
const tunedCorrect = (r: CapabilityItemRecord): boolean => (r.flipped && r.nearTie === true ? r.base.correct : r.tuned.correct);
/** The same for acc_norm, by its own (length-normalised) near tie. */
const tunedCorrectNorm = (r: CapabilityItemRecord): boolean =>
  r.base.correctNorm !== r.tuned.correctNorm && r.nearTieNorm === true ? r.base.correctNorm : r.tuned.correctNorm;

/** Capability metrics in report order. */
export const capabilityMetrics: readonly MetricDefinition[] = [
  anyRecord<CapabilityItemRecord>({
    id: 'capability.acc',
    family: 'capability',
    label: 'Accuracy',
    direction: 'higher-better',
    gated: true,
    binary: true,
    interval: 'percentile',
    includes: everyItem,
    base: (r) => one(r.base.correct),
    tuned: (r) => one(tunedCorrect(r)),
  }),
  anyRecord<CapabilityItemRecord>({
    id: 'capability.acc_norm',
    family: 'capability',
    label: 'Accuracy (length-normalised)',
    direction: 'higher-better',
    gated: true,
    binary: true,
    interval: 'percentile',
    includes: everyItem,
    base: (r) => one(r.base.correctNorm),
    tuned: (r) => one(tunedCorrectNorm(r)),
  }),
  // Base: the flips numerical noise alone explains (near ties); tuned: every flip. So Δ is the
  // share of items that flipped beyond noise, and a lossless change reads 0, within noise
  // (docs/concepts/lossless-changes.md).
  anyRecord<CapabilityItemRecord>({
    id: 'capability.flip_rate',
    family: 'capability',
    label: 'Items whose correctness flipped (base: near-tie flips)',
    direction: 'none',
    gated: false,
    binary: false,
    interval: 'percentile',
    tolerance: () => 0,
    includes: everyItem,
    base: (r) => one(r.flipped && r.nearTie === true),
    tuned: (r) => one(r.flipped),
  }),
];

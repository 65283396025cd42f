/** The capability family's metrics: accuracy, length-normalised accuracy, flip rate beyond numerical noise. */
import { anyRecord, binaryStatistic as one, everyItem, type MetricDefinition } from '../../judge/index.js';
import type { CapabilityItemRecord } from '../../results/types.js';

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
    // Default margin: 2 accuracy points (docs/concepts/statistics.md#equivalence).
    equivalenceMargin: () => 0.02,
    includes: everyItem,
    base: (r) => one(r.base.correct),
    tuned: (r) => one(r.tuned.correct),
  }),
  anyRecord<CapabilityItemRecord>({
    id: 'capability.acc_norm',
    family: 'capability',
    label: 'Accuracy (length-normalised)',
    direction: 'higher-better',
    gated: true,
    binary: true,
    interval: 'percentile',
    // Default margin: 2 accuracy points (docs/concepts/statistics.md#equivalence).
    equivalenceMargin: () => 0.02,
    includes: everyItem,
    base: (r) => one(r.base.correctNorm),
    tuned: (r) => one(r.tuned.correctNorm),
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

/** How the report and items.csv show capability records (no model code: docs/ARCHITECTURE.md §4). */
import type { CapabilityItemRecord } from '../../results/types.js';
import type { FamilyPresentation } from '../presentation.js';
import { formatCount } from '../../format/format.js';
import { capabilityEvidence, flipGroupAnchor, type CapabilityEvidenceView } from './evidence.js';

/** Capability: correctness and the correct choice's log-likelihood per model, flips grouped by tag. */
export const capabilityPresentation: FamilyPresentation<CapabilityItemRecord, CapabilityEvidenceView> = {
  id: 'capability',
  label: 'Capability',
  units: {
    'capability.acc': 'rate',
    'capability.acc_norm': 'rate',
    'capability.flip_rate': 'rate',
    'capability.changed_rate': 'rate',
    'capability.lost_rate': 'rate',
  },
  csvColumns: ['base_correct', 'tuned_correct', 'base_correct_loglik_nats', 'tuned_correct_loglik_nats'],
  csvRow: (item) => ({
    base_correct: item.base.correct ? 1 : 0,
    tuned_correct: item.tuned.correct ? 1 : 0,
    base_correct_loglik_nats: item.base.correctLoglik,
    tuned_correct_loglik_nats: item.tuned.correctLoglik,
    flipped: item.flipped,
  }),
  evidence: (records, anchor) => capabilityEvidence(records, anchor),
  evidenceTemplate: {
    partial: 'capability',
    files: { capability: new URL('./evidence.hbs', import.meta.url), capabilityItem: new URL('./evidenceItem.hbs', import.meta.url) },
  },
  where: (c) => ({
    summary: {
      text: `${formatCount(c.rightToWrong)} right → wrong, ${formatCount(c.wrongToRight)} wrong → right of ${formatCount(c.total)} items`,
      href: '#evidence-capability',
    },
    tagEvidence: (tag) => {
      const group = c.groups.find((g) => g.tag === tag);
      return group ? { href: `#${flipGroupAnchor(tag)}`, label: `${formatCount(group.count)} flipped` } : null;
    },
  }),
};

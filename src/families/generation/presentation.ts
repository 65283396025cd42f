/** How the report and items.csv show generation records (no model code: docs/ARCHITECTURE.md §4). */
import type { GenerationItemRecord } from '../../results/types.js';
import type { FamilyPresentation } from '../presentation.js';
import { formatCount } from '../../format/format.js';
import { generationEvidence, type GenerationEvidenceView } from './evidence.js';
import { generationStatistic } from './metrics.js';

/** Generation: each document's gated score per model, and the replies whose score changed side by side. */
export const generationPresentation: FamilyPresentation<GenerationItemRecord, GenerationEvidenceView> = {
  id: 'generation',
  label: 'Generation',
  itemNoun: 'docs',
  csvColumns: ['task', 'gated_metric', 'base_gated', 'tuned_gated', 'base_reply', 'tuned_reply'],
  csvRow: (item) => {
    const value = (side: GenerationItemRecord['base']): number => {
      const s = generationStatistic(side, item.gatedMetric);
      return s.num / s.den;
    };
    return {
      task: item.task,
      gated_metric: item.gatedMetric,
      base_gated: value(item.base),
      tuned_gated: value(item.tuned),
      base_reply: item.base.reply,
      tuned_reply: item.tuned.reply,
      flipped: item.flipped,
    };
  },
  evidence: (records, anchor) => generationEvidence(records, anchor),
  evidenceTemplate: {
    partial: 'generation',
    files: { generation: new URL('./evidence.hbs', import.meta.url), generationItem: new URL('./evidenceItem.hbs', import.meta.url) },
  },
  where: (g) => ({
    summary: {
      text: `${formatCount(g.rightToWrong)} right → wrong, ${formatCount(g.wrongToRight)} wrong → right of ${formatCount(g.total)} documents`,
      href: '#evidence-generation',
    },
  }),
};

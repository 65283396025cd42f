/** How the report and items.csv show refusal records (no model code: docs/ARCHITECTURE.md §4). */
import type { RefusalItemRecord } from '../../results/types.js';
import type { FamilyPresentation } from '../presentation.js';
import { formatCount } from '../../format/format.js';
import { refusalEvidence, type RefusalEvidenceView } from './evidence.js';

/** At most this many groups of new refusals in "Where it changed". */
export const WHERE_REPLIES = 3;

/** Refusal: whether each model refused a prompt that should (not) be answered, replies grouped. */
export const refusalPresentation: FamilyPresentation<RefusalItemRecord, RefusalEvidenceView> = {
  id: 'refusal',
  label: 'Refusal',
  csvColumns: ['should_answer', 'base_refused', 'tuned_refused'],
  csvRow: (item) => ({
    should_answer: item.shouldAnswer,
    base_refused: item.base.refused ? 1 : 0,
    tuned_refused: item.tuned.refused ? 1 : 0,
    flipped: item.flipped,
  }),
  classifierJudged: true,
  evidence: refusalEvidence,
  where: (r) => ({
    summary: {
      text: `${formatCount(r.startedRefusing)} prompts started and ${formatCount(r.stoppedRefusing)} stopped being refused, of ${formatCount(r.total)}`,
      href: '#evidence-refusal',
    },
    // The largest groups of new refusals (tuned refused, base did not).
    replies: r.groups
      .filter((g) => g.started)
      .slice(0, WHERE_REPLIES)
      .map((g) => ({ count: formatCount(g.count), reply: g.reply ?? '', empty: g.replyEmpty, patterns: g.patterns ?? '', href: `#${g.anchor}` })),
  }),
};

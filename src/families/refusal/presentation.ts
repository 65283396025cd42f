/** How the report and items.csv show refusal records (no model code: docs/ARCHITECTURE.md §4). */
import type { RefusalItemRecord } from '../../results/types.js';
import { formatClassifierCheck, runClassifier } from '../../format/classifierCheck.js';
import type { FamilyPresentation } from '../presentation.js';
import { formatCount } from '../../format/format.js';
import { refusalEvidence, type RefusalEvidenceView } from './evidence.js';

/** At most this many groups of new refusals in "Where it changed". */
export const WHERE_REPLIES = 3;

/** The report's refusal evidence: the grouped replies, and the classifier's measured agreement (null when the run has no check). */
export type RefusalReportView = RefusalEvidenceView & { readonly classifier: string | null };

/** Refusal: whether each model refused a prompt that should (not) be answered, replies grouped. */
export const refusalPresentation: FamilyPresentation<RefusalItemRecord, RefusalReportView> = {
  id: 'refusal',
  label: 'Refusal',
  units: { 'refusal.over_refusal': 'rate', 'refusal.harmful_refusal': 'rate' },
  csvColumns: ['should_answer', 'base_refused', 'tuned_refused'],
  csvRow: (item) => ({
    should_answer: item.shouldAnswer,
    base_refused: item.base.refused ? 1 : 0,
    tuned_refused: item.tuned.refused ? 1 : 0,
    flipped: item.flipped,
  }),
  classifierJudged: true,
  generatesReplies: true,
  evidence: (records, anchor, { results }) => {
    const check = runClassifier(results);
    return { ...refusalEvidence(records, anchor), classifier: check === undefined ? null : formatClassifierCheck(check) };
  },
  evidenceTemplate: {
    partial: 'refusal',
    files: { refusal: new URL('./evidence.hbs', import.meta.url), refusalItem: new URL('./evidenceItem.hbs', import.meta.url) },
  },
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

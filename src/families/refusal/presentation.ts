/** How the report and items.csv show refusal records (no model code: docs/ARCHITECTURE.md §4). */
import type { RefusalItemRecord } from '../../results/types.js';
import type { FamilyPresentation } from '../presentation.js';
import { refusalEvidence, type RefusalEvidenceView } from './evidence.js';

/** Refusal: whether each model refused a prompt that should (not) be answered, replies grouped. */
export const refusalPresentation: FamilyPresentation<RefusalItemRecord, RefusalEvidenceView> = {
  id: 'refusal',
  label: 'Refusal',
  csvColumns: ['should_answer', 'base_refused', 'tuned_refused'],
  csvRow: (item) => ({ should_answer: item.shouldAnswer, base_refused: item.base.refused ? 1 : 0, tuned_refused: item.tuned.refused ? 1 : 0, flipped: item.flipped }),
  classifierJudged: true,
  evidence: refusalEvidence,
};

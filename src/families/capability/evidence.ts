/** View model of the capability evidence: flipped items first, each with its choices and picks. */
import type { CapabilityItemRecord } from '../../results/types.js';
import { compareStrings, formatFixed, formatSignedFixed } from '../../format/format.js';

/** One choice of a capability item as displayed. */
export interface ChoiceView {
  readonly letter: string;
  readonly text: string;
  readonly isAnswer: boolean;
  readonly basePick: boolean;
  readonly tunedPick: boolean;
  readonly baseLoglik: string;
  readonly tunedLoglik: string;
}

/** One capability item as displayed. */
export interface CapabilityItemView {
  readonly id: string;
  readonly tags: string;
  readonly context: string;
  /** "right → wrong", "wrong → right", "both right", "both wrong". */
  readonly change: string;
  readonly changeClass: string;
  readonly changed: boolean;
  readonly correctLoglikDelta: string;
  readonly choices: readonly ChoiceView[];
}

/** Capability evidence: counts and items, changed ones first. */
export interface CapabilityEvidenceView {
  readonly total: number;
  readonly rightToWrong: number;
  readonly wrongToRight: number;
  readonly unchanged: number;
  readonly items: readonly CapabilityItemView[];
}

/**
 * Capability items ordered right→wrong, wrong→right, then unchanged; within a group by the
 * largest drop of the correct choice's log-likelihood first, then id, so order is stable.
 */
export function capabilityEvidence(records: readonly CapabilityItemRecord[]): CapabilityEvidenceView {
  const rank = (r: CapabilityItemRecord) => (r.base.correct && !r.tuned.correct ? 0 : !r.base.correct && r.tuned.correct ? 1 : 2);
  const drop = (r: CapabilityItemRecord) => r.tuned.correctLoglik - r.base.correctLoglik;
  const sorted = [...records].sort((a, b) => rank(a) - rank(b) || drop(a) - drop(b) || compareStrings(a.id, b.id));
  const items = sorted.map(itemView);
  return {
    total: records.length,
    rightToWrong: records.filter((r) => rank(r) === 0).length,
    wrongToRight: records.filter((r) => rank(r) === 1).length,
    unchanged: records.filter((r) => rank(r) === 2).length,
    items,
  };
}

function itemView(r: CapabilityItemRecord): CapabilityItemView {
  const [change, changeClass] =
    r.base.correct && !r.tuned.correct ? ['right → wrong', 'c-worse']
    : !r.base.correct && r.tuned.correct ? ['wrong → right', 'c-better']
    : r.base.correct ? ['both right', 'c-same']
    : ['both wrong', 'c-same'];
  return {
    id: r.id,
    tags: r.tags.join(', '),
    context: r.context,
    change,
    changeClass,
    changed: r.base.correct !== r.tuned.correct,
    correctLoglikDelta: formatSignedFixed(r.tuned.correctLoglik - r.base.correctLoglik, 2),
    choices: r.choices.map((text, i) => ({
      letter: choiceLetter(i),
      text,
      isAnswer: i === r.answer,
      basePick: i === r.base.predicted,
      tunedPick: i === r.tuned.predicted,
      baseLoglik: loglikText(r.base.logliks[i]),
      tunedLoglik: loglikText(r.tuned.logliks[i]),
    })),
  };
}

/** "A", "B", … "Z", then "27", "28", … for very long choice lists. */
function choiceLetter(index: number): string {
  return index < 26 ? String.fromCharCode(65 + index) : String(index + 1);
}

function loglikText(value: number | undefined): string {
  return value === undefined ? '—' : formatFixed(value, 2);
}


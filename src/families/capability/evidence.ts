/** View model of the capability evidence: flipped items grouped by tag, each with its choices and picks. */
import type { CapabilityItemRecord } from '../../results/types.js';
import { anchorId, plainItemAnchor, type ItemAnchor } from '../../format/anchors.js';
import { compareStrings, formatCount, formatFixed, formatSignedFixed } from '../../format/format.js';
import { splitShown, type ShownItems } from '../splitShown.js';

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
  readonly anchor: string;
  readonly tags: string;
  readonly context: string;
  /** "right → wrong", "wrong → right", "both right", "both wrong". */
  readonly change: string;
  readonly changeClass: string;
  readonly changed: boolean;
  readonly correctLoglikDelta: string;
  readonly choices: readonly ChoiceView[];
}

/** Flipped items that share their first tag (or the items that did not flip). */
export interface CapabilityGroupView extends ShownItems<CapabilityItemView> {
  readonly anchor: string;
  /** The tag, "(untagged)", or null for the group of unchanged items. */
  readonly tag: string | null;
  readonly count: number;
  /** "7 right → wrong, 2 wrong → right", or "120 items whose pick did not change". */
  readonly summary: string;
  readonly unchanged: boolean;
}

/** Capability evidence: counts, and the items in groups, largest flip group first. */
export interface CapabilityEvidenceView {
  readonly total: number;
  readonly rightToWrong: number;
  readonly wrongToRight: number;
  readonly unchanged: number;
  /** Flips whose both margins lie within the run's noise bound (shown in a group of their own). */
  readonly nearTieFlips: number;
  readonly groups: readonly CapabilityGroupView[];
}

/** Group name of the flips that numerical noise alone could explain. */
export const NEAR_TIES = 'near ties (within the noise bound)';

/** Group name of items without tags. */
export const UNTAGGED = '(untagged)';

/** The anchor of the flip group of `tag`. */
export function flipGroupAnchor(tag: string): string {
  return anchorId('flips', tag);
}

/**
 * Flipped items grouped by their first tag (a suite lists the broadest first), groups
 * largest first, then by tag; in a group right→wrong before wrong→right, each by the
 * largest drop of the correct choice's log-likelihood, then id, so order is stable.
 * Flips that are near ties (docs/concepts/lossless-changes.md) form their own group after
 * the tag groups, since noise alone could explain them; items whose correctness did not
 * change form one last group.
 */
export function capabilityEvidence(records: readonly CapabilityItemRecord[], anchor: ItemAnchor = plainItemAnchor): CapabilityEvidenceView {
  const rank = (r: CapabilityItemRecord) => (r.base.correct && !r.tuned.correct ? 0 : !r.base.correct && r.tuned.correct ? 1 : 2);
  const drop = (r: CapabilityItemRecord) => r.tuned.correctLoglik - r.base.correctLoglik;
  const sorted = [...records].sort((a, b) => rank(a) - rank(b) || drop(a) - drop(b) || compareStrings(a.id, b.id));
  const byTag = new Map<string, CapabilityItemRecord[]>();
  const nearTies = sorted.filter((r) => rank(r) !== 2 && r.nearTie === true);
  for (const r of sorted) {
    if (rank(r) === 2 || r.nearTie === true) continue;
    const tag = r.tags[0] ?? UNTAGGED;
    byTag.set(tag, [...(byTag.get(tag) ?? []), r]);
  }
  const groups: CapabilityGroupView[] = [...byTag.entries()]
    .sort(([ta, a], [tb, b]) => b.length - a.length || compareStrings(ta, tb))
    .map(([tag, list]) => ({
      anchor: flipGroupAnchor(tag),
      tag,
      count: list.length,
      summary: flipSummary(list.filter((r) => rank(r) === 0).length, list.filter((r) => rank(r) === 1).length),
      unchanged: false,
      ...splitShown(list.map((r) => itemView(r, anchor))),
    }));
  if (nearTies.length > 0) {
    groups.push({
      anchor: flipGroupAnchor(NEAR_TIES),
      tag: NEAR_TIES,
      count: nearTies.length,
      summary: flipSummary(nearTies.filter((r) => rank(r) === 0).length, nearTies.filter((r) => rank(r) === 1).length),
      unchanged: false,
      ...splitShown(nearTies.map((r) => itemView(r, anchor))),
    });
  }
  const unchanged = sorted.filter((r) => rank(r) === 2);
  if (unchanged.length > 0) {
    groups.push({
      anchor: 'flips-unchanged',
      tag: null,
      count: unchanged.length,
      summary: `${formatCount(unchanged.length)} items whose pick did not change`,
      unchanged: true,
      ...splitShown(unchanged.map((r) => itemView(r, anchor))),
    });
  }
  return {
    total: records.length,
    rightToWrong: records.filter((r) => rank(r) === 0).length,
    wrongToRight: records.filter((r) => rank(r) === 1).length,
    unchanged: unchanged.length,
    nearTieFlips: nearTies.length,
    groups,
  };
}

/** "7 right → wrong, 2 wrong → right", leaving out a zero count. */
function flipSummary(worse: number, better: number): string {
  return [worse > 0 ? `${formatCount(worse)} right → wrong` : null, better > 0 ? `${formatCount(better)} wrong → right` : null]
    .filter((p) => p !== null)
    .join(', ');
}

function itemView(r: CapabilityItemRecord, anchor: ItemAnchor): CapabilityItemView {
  const [change, changeClass] =
    r.base.correct && !r.tuned.correct
      ? ['right → wrong', 'c-worse']
      : !r.base.correct && r.tuned.correct
        ? ['wrong → right', 'c-better']
        : r.base.correct
          ? ['both right', 'c-same']
          : ['both wrong', 'c-same'];
  return {
    id: r.id,
    anchor: anchor('capability', r.id),
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

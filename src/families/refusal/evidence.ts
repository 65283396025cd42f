/** View model of the refusal evidence: flipped prompts grouped by the refusing reply, side by side. */
import type { RefusalItemRecord, RefusalSide } from '../../results/types.js';
import { annotateText } from '../../format/annotateText.js';
import { wordDiff, type WordRange } from '../../format/wordDiff.js';
import { plainItemAnchor, type ItemAnchor } from '../../format/anchors.js';
import { compareStrings, formatCount } from '../../format/format.js';
import { splitShown, type ShownItems } from '../splitShown.js';

/** One model's generation as displayed. */
export interface RefusalSideView {
  /** Escaped HTML with the pattern match in `<mark>` and differing words marked. */
  readonly html: string;
  readonly empty: boolean;
  readonly refused: boolean;
  readonly status: string;
  readonly patternId: string | null;
  readonly meta: string;
  /** Sampled runs: one epoch with the other outcome (an answer beside a refusal, or the reverse); null when every epoch agreed or decoding was greedy. */
  readonly contrast: { readonly html: string; readonly empty: boolean; readonly status: string } | null;
}

/** One refusal prompt as displayed. */
export interface RefusalItemView {
  readonly id: string;
  readonly anchor: string;
  readonly tags: string;
  readonly prompt: string;
  readonly expectation: string;
  readonly change: string;
  readonly changeClass: string;
  readonly changed: boolean;
  /** Whether differing words are marked (only when the replies share enough text to compare). */
  readonly diffMarked: boolean;
  readonly base: RefusalSideView;
  readonly tuned: RefusalSideView;
}

/** Prompts that flipped the same way with the same refusing reply (or the prompts that did not flip). */
export interface RefusalGroupView extends ShownItems<RefusalItemView> {
  readonly anchor: string;
  readonly count: number;
  /** "started refusing", "stopped refusing" or "unchanged". */
  readonly change: string;
  readonly changeClass: string;
  /** True for the group of prompts whose status did not change (hidden by default). */
  readonly unchanged: boolean;
  /** True for the group of flips that are near ties: numerical noise alone could explain them. */
  readonly nearTie: boolean;
  /** True for new refusals: tuned refused where base answered. */
  readonly started: boolean;
  /** The refusing reply of the group's first prompt, cut to REPLY_PREVIEW characters; null for the unchanged group. */
  readonly reply: string | null;
  readonly replyEmpty: boolean;
  /** Patterns that matched the refusing replies, most frequent first: "cant-help" or "cant-help 40 · sorry 2". */
  readonly patterns: string | null;
}

/** Refusal evidence: counts, and the prompts in groups, largest flip group first. */
export interface RefusalEvidenceView {
  readonly total: number;
  readonly startedRefusing: number;
  readonly stoppedRefusing: number;
  readonly unchanged: number;
  /** Flips whose replies parted at a near tie (docs/concepts/lossless-changes.md), shown in a group of their own. */
  readonly nearTieFlips: number;
  readonly groups: readonly RefusalGroupView[];
}

/** The heading of the near-tie group. */
export const NEAR_TIE_FLIPS = 'near ties (within the noise bound)';

/** Characters of a group's reply shown in its heading. */
export const REPLY_PREVIEW = 160;

/**
 * The grouping key of a reply: runs of whitespace become one space and runs of digits
 * (with their decimal or thousands separators) one `#`, so "request 12" and "request 7"
 * or a reply that differs only in line breaks fall into one group.
 */
export function normaliseReply(text: string): string {
  return text
    .replace(/\d+(?:[.,]\d+)*/g, '#')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Below this share of common words (of the longer reply) the replies are simply different
 * texts and marking every word would be noise.
 */
export const MIN_COMMON_SHARE = 0.3;

/**
 * Flipped prompts grouped by direction and by the normalised reply of the model that
 * refused (tuned for new refusals, base for dropped ones); groups largest first, then new
 * refusals before dropped ones, then by reply; prompts in a group by id. The prompts whose
 * status did not change form one last group; flips that are near ties (the replies parted where
 * noise alone could part them) form the group before it.
 */
export function refusalEvidence(records: readonly RefusalItemRecord[], anchor: ItemAnchor = plainItemAnchor): RefusalEvidenceView {
  const byId = [...records].sort((a, b) => compareStrings(a.id, b.id));
  const flips = new Map<string, RefusalItemRecord[]>();
  const unchanged: RefusalItemRecord[] = [];
  const nearTies: RefusalItemRecord[] = [];
  for (const r of byId) {
    if (r.base.refused === r.tuned.refused) {
      unchanged.push(r);
      continue;
    }
    if (r.nearTie === true) {
      nearTies.push(r);
      continue;
    }
    const key = `${r.tuned.refused ? 0 : 1}\u0000${normaliseReply(refusingSide(r).text)}`;
    flips.set(key, [...(flips.get(key) ?? []), r]);
  }
  const ordered = [...flips.entries()].sort(([ka, a], [kb, b]) => b.length - a.length || compareStrings(ka, kb));
  const groups = ordered.map(([, list], k) => flipGroup(list, `replies-${k + 1}`, anchor));
  if (nearTies.length > 0) groups.push({ ...flipGroup(nearTies, 'replies-near-ties', anchor), change: NEAR_TIE_FLIPS, changeClass: 'c-same', nearTie: true });
  if (unchanged.length > 0) {
    const items = unchanged.map((r) => itemView(r, anchor));
    groups.push({
      anchor: 'replies-unchanged',
      count: unchanged.length,
      change: 'unchanged',
      changeClass: 'c-same',
      unchanged: true,
      nearTie: false,
      started: false,
      reply: null,
      replyEmpty: false,
      patterns: null,
      ...splitShown(items),
    });
  }
  return {
    total: records.length,
    startedRefusing: records.filter((r) => !r.base.refused && r.tuned.refused).length,
    stoppedRefusing: records.filter((r) => r.base.refused && !r.tuned.refused).length,
    unchanged: unchanged.length,
    nearTieFlips: nearTies.length,
    groups,
  };
}

/** The side that refused in a flipped item. */
function refusingSide(r: RefusalItemRecord): RefusalSide {
  return r.tuned.refused ? r.tuned : r.base;
}

function flipGroup(list: readonly RefusalItemRecord[], groupAnchor: string, anchor: ItemAnchor): RefusalGroupView {
  const first = list[0];
  const items = list.map((r) => itemView(r, anchor));
  const reply = first ? refusingSide(first).text : '';
  const patternCounts = new Map<string, number>();
  for (const r of list) {
    const id = refusingSide(r).match?.patternId ?? 'no pattern';
    patternCounts.set(id, (patternCounts.get(id) ?? 0) + 1);
  }
  const patterns = [...patternCounts.entries()].sort(([a, na], [b, nb]) => nb - na || compareStrings(a, b));
  return {
    anchor: groupAnchor,
    count: list.length,
    change: items[0]?.change ?? '',
    changeClass: items[0]?.changeClass ?? 'c-same',
    unchanged: false,
    nearTie: false,
    started: first?.tuned.refused === true,
    reply: reply.length > REPLY_PREVIEW ? `${reply.slice(0, REPLY_PREVIEW).trimEnd()}…` : reply,
    replyEmpty: reply.trim() === '',
    patterns: patterns.length === 1 ? (patterns[0]?.[0] ?? '') : patterns.map(([id, n]) => `${id} ${formatCount(n)}`).join(' · '),
    ...splitShown(items),
  };
}

function itemView(r: RefusalItemRecord, anchor: ItemAnchor): RefusalItemView {
  const diff = wordDiff(r.base.text, r.tuned.text);
  const longer = Math.max(diff.baseWords, diff.tunedWords);
  const diffMarked = longer > 0 && diff.common / longer >= MIN_COMMON_SHARE && diff.common < longer;
  const [change, changeClass] =
    !r.base.refused && r.tuned.refused
      ? ['started refusing', r.shouldAnswer ? 'c-worse' : 'c-better']
      : r.base.refused && !r.tuned.refused
        ? ['stopped refusing', r.shouldAnswer ? 'c-better' : 'c-worse']
        : r.base.refused
          ? ['both refused', 'c-same']
          : ['both answered', 'c-same'];
  return {
    id: r.id,
    anchor: anchor('refusal', r.id),
    tags: r.tags.join(', '),
    prompt: r.prompt,
    expectation: r.shouldAnswer ? 'should answer' : 'should refuse',
    change,
    changeClass,
    changed: r.base.refused !== r.tuned.refused,
    diffMarked,
    base: sideView(r.base, diffMarked ? diff.base : []),
    tuned: sideView(r.tuned, diffMarked ? diff.tuned : []),
  };
}

function sideView(side: RefusalSide, changedWords: readonly WordRange[]): RefusalSideView {
  const epochs = side.epochs ?? [];
  const refusedEpochs = epochs.filter((epoch) => epoch.refused).length;
  const other = epochs.find((epoch) => epoch.refused !== side.refused);
  return {
    html: annotateText(side.text, { match: side.match, diffs: changedWords }),
    empty: side.text.trim() === '',
    refused: side.refused,
    status:
      epochs.length > 0
        ? `${side.refused ? 'refused' : 'answered'} · refused in ${refusedEpochs} of ${epochs.length} epochs`
        : side.refused
          ? 'refused'
          : 'answered',
    patternId: side.match?.patternId ?? null,
    meta: `${formatCount(side.generatedTokens)} tokens · ${side.stoppedAtEos ? 'stopped at EOS' : 'hit the token limit'}`,
    contrast:
      other === undefined
        ? null
        : {
            html: annotateText(other.text, { match: other.match, diffs: [] }),
            empty: other.text.trim() === '',
            status: other.refused ? 'an epoch that refused' : 'an epoch that answered',
          },
  };
}

/** View model of the refusal evidence: prompts whose refusal status changed, side by side. */
import type { RefusalItemRecord, RefusalSide } from '../../results/types.js';
import { annotateText } from '../../format/annotateText.js';
import { wordDiff, type WordRange } from '../../format/wordDiff.js';
import { compareStrings, formatCount } from '../../format/format.js';

/** One model's generation as displayed. */
export interface RefusalSideView {
  /** Escaped HTML with the pattern match in `<mark>` and differing words marked. */
  readonly html: string;
  readonly empty: boolean;
  readonly refused: boolean;
  readonly status: string;
  readonly patternId: string | null;
  readonly meta: string;
}

/** One refusal prompt as displayed. */
export interface RefusalItemView {
  readonly id: string;
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

/** Refusal evidence: counts and items, changed first. */
export interface RefusalEvidenceView {
  readonly total: number;
  readonly startedRefusing: number;
  readonly stoppedRefusing: number;
  readonly unchanged: number;
  readonly items: readonly RefusalItemView[];
}

/**
 * Below this share of common words (of the longer reply) the replies are simply different
 * texts and marking every word would be noise.
 */
export const MIN_COMMON_SHARE = 0.3;

/** Refusal items: started refusing, stopped refusing, then unchanged; each group by id. */
export function refusalEvidence(records: readonly RefusalItemRecord[]): RefusalEvidenceView {
  const rank = (r: RefusalItemRecord) => (!r.base.refused && r.tuned.refused ? 0 : r.base.refused && !r.tuned.refused ? 1 : 2);
  const sorted = [...records].sort((a, b) => rank(a) - rank(b) || compareStrings(a.id, b.id));
  return {
    total: records.length,
    startedRefusing: records.filter((r) => rank(r) === 0).length,
    stoppedRefusing: records.filter((r) => rank(r) === 1).length,
    unchanged: records.filter((r) => rank(r) === 2).length,
    items: sorted.map(itemView),
  };
}

function itemView(r: RefusalItemRecord): RefusalItemView {
  const diff = wordDiff(r.base.text, r.tuned.text);
  const longer = Math.max(diff.baseWords, diff.tunedWords);
  const diffMarked = longer > 0 && diff.common / longer >= MIN_COMMON_SHARE && diff.common < longer;
  const [change, changeClass] =
    !r.base.refused && r.tuned.refused ? ['started refusing', r.shouldAnswer ? 'c-worse' : 'c-better']
    : r.base.refused && !r.tuned.refused ? ['stopped refusing', r.shouldAnswer ? 'c-better' : 'c-worse']
    : r.base.refused ? ['both refused', 'c-same']
    : ['both answered', 'c-same'];
  return {
    id: r.id,
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
  return {
    html: annotateText(side.text, { match: side.match, diffs: changedWords }),
    empty: side.text.trim() === '',
    refused: side.refused,
    status: side.refused ? 'refused' : 'answered',
    patternId: side.match?.patternId ?? null,
    meta: `${formatCount(side.generatedTokens)} tokens · ${side.stoppedAtEos ? 'stopped at EOS' : 'hit the token limit'}`,
  };
}

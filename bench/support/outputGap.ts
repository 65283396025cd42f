/** How far apart two runs of the same work are: identical replies, largest relative gap between sums. */
import type { WorkOutput } from './sideBySideWork.js';

/** Replies with identical ids (of `replies`), the largest |a − b| / max(|a|, |b|) over the sums, and whether every sum is bit-identical. */
export interface OutputGap {
  readonly sameReplies: number;
  readonly replies: number;
  readonly maxRelativeGap: number;
  readonly bitIdentical: boolean;
}

/** Compare `a` and `b`, two runs of the same work; throws when they ran different amounts of it. */
export function outputGap(a: WorkOutput, b: WorkOutput): OutputGap {
  if (a.ids.length !== b.ids.length || a.sums.length !== b.sums.length) throw new Error('outputGap: the two runs did different work');
  const sameReplies = a.ids.filter((ids, i) => {
    const other = b.ids[i]!;
    return ids.length === other.length && ids.every((id, k) => id === other[k]);
  }).length;
  let maxRelativeGap = 0;
  let bitIdentical = sameReplies === a.ids.length;
  a.sums.forEach((value, i) => {
    const other = b.sums[i]!;
    if (!Object.is(value, other)) bitIdentical = false;
    const scale = Math.max(Math.abs(value), Math.abs(other));
    // Two zeros are no gap; NaN on either side is an infinite one, never a silent match.
    const gap = scale === 0 ? 0 : Math.abs(value - other) / scale;
    maxRelativeGap = Math.max(maxRelativeGap, Number.isNaN(gap) ? Infinity : gap);
  });
  return { sameReplies, replies: a.ids.length, maxRelativeGap, bitIdentical };
}

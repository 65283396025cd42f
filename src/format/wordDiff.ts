/** Word-level diff of two texts (longest common subsequence), for side-by-side generations. */

/** A half-open UTF-16 range [start, end) of one word. */
export interface WordRange {
  readonly start: number;
  readonly end: number;
}

/** Words of each text that are not part of the longest common word subsequence. */
export interface WordDiffResult {
  readonly base: readonly WordRange[];
  readonly tuned: readonly WordRange[];
  /** Number of words the two texts share (the common subsequence's length). */
  readonly common: number;
  /** Number of words in each text. */
  readonly baseWords: number;
  readonly tunedWords: number;
}

/** Above this many LCS cells the middle of the texts is marked changed wholesale (memory bound). */
const MAX_LCS_CELLS = 4_000_000;

/**
 * Changed words of `baseText` and `tunedText`: words are maximal runs of non-whitespace, compared
 * exactly; whitespace never counts as a change. Classic O(n·m) LCS after trimming the
 * common prefix and suffix. Deterministic: among equally long subsequences the same one is always chosen.
 */
export function wordDiff(baseText: string, tunedText: string): WordDiffResult {
  const a = splitWords(baseText);
  const b = splitWords(tunedText);
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix]?.word === b[prefix]?.word) prefix += 1;
  let suffix = 0;
  while (suffix < a.length - prefix && suffix < b.length - prefix && a[a.length - 1 - suffix]?.word === b[b.length - 1 - suffix]?.word) {
    suffix += 1;
  }
  const midA = a.slice(prefix, a.length - suffix);
  const midB = b.slice(prefix, b.length - suffix);
  const [keepA, keepB] = lcsKeep(
    midA.map((w) => w.word),
    midB.map((w) => w.word),
  );
  const base = midA.filter((_, i) => keepA[i] !== 1).map((w) => w.range);
  return {
    base,
    tuned: midB.filter((_, j) => keepB[j] !== 1).map((w) => w.range),
    common: a.length - base.length,
    baseWords: a.length,
    tunedWords: b.length,
  };
}

interface Word {
  readonly word: string;
  readonly range: WordRange;
}

function splitWords(text: string): Word[] {
  const words: Word[] = [];
  for (const m of text.matchAll(/\S+/g)) {
    const start = m.index ?? 0;
    words.push({ word: m[0], range: { start, end: start + m[0].length } });
  }
  return words;
}

/** Flags (1 = kept) for the words of `a` and `b` that belong to one longest common subsequence. */
function lcsKeep(a: readonly string[], b: readonly string[]): [Uint8Array, Uint8Array] {
  const keepA = new Uint8Array(a.length);
  const keepB = new Uint8Array(b.length);
  const n = a.length;
  const m = b.length;
  if (n === 0 || m === 0 || (n + 1) * (m + 1) > MAX_LCS_CELLS) return [keepA, keepB];
  // table[i][j] = LCS length of a[i..] and b[j..], stored row-major.
  const width = m + 1;
  const table = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      table[i * width + j] =
        a[i] === b[j] ? (table[(i + 1) * width + j + 1] ?? 0) + 1 : Math.max(table[(i + 1) * width + j] ?? 0, table[i * width + j + 1] ?? 0);
    }
  }
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      keepA[i] = 1;
      keepB[j] = 1;
      i += 1;
      j += 1;
    } else if ((table[(i + 1) * width + j] ?? 0) >= (table[i * width + j + 1] ?? 0)) {
      i += 1;
    } else {
      j += 1;
    }
  }
  return [keepA, keepB];
}

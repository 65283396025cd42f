/** Readable text of each token of a sequence, for the report's per-token heat map. */
import type { TextTokenizer } from '../../model/index.js';

/** Tokens of left context used to decode one piece: a UTF-8 character spans at most 4 byte tokens. */
const CONTEXT_TOKENS = 6;

/**
 * The text each token adds: decode(ids[i−k..i]) minus decode(ids[i−k..i−1]). Decoding a
 * token alone would show byte-level fragments of multi-byte characters as U+FFFD and lose
 * the leading-space handling of SentencePiece decoders; a short left context fixes both at
 * O(n·k) cost instead of O(n²) for whole-prefix decodes.
 */
export function tokenPieces(tokenizer: TextTokenizer, ids: readonly number[]): string[] {
  const pieces: string[] = [];
  for (let i = 0; i < ids.length; i++) {
    const start = Math.max(0, i - CONTEXT_TOKENS);
    const before = i === start ? '' : tokenizer.decode(ids.slice(start, i), { skipSpecialTokens: false });
    const through = tokenizer.decode(ids.slice(start, i + 1), { skipSpecialTokens: false });
    pieces.push(through.startsWith(before) ? through.slice(before.length) : tokenizer.decode([ids[i] as number], { skipSpecialTokens: false }));
  }
  return pieces;
}

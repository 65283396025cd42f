/** Readable text of each token of a sequence, for the report's per-token heat map. */
import type { TextTokenizer } from '../../model/index.js';

/** Tokens of left context used to decode one piece. */
const CONTEXT_TOKENS = 6;
/** A UTF-8 character spans at most 4 byte-level tokens. */
const MAX_CHARACTER_TOKENS = 4;
const REPLACEMENT = '\uFFFD';

/**
 * The text each token adds, such that the pieces concatenate to the decoded sequence.
 * Decoding a token alone would show byte-level fragments of a multi-byte character as
 * U+FFFD and lose the leading-space handling of SentencePiece decoders, so each piece is
 * decode(context ++ token) minus decode(context) over a short left context (O(n·k), not the
 * O(n²) of whole-prefix decodes). Tokens that end inside a character get '' and the token
 * that completes it carries the whole character.
 */
export function tokenPieces(tokenizer: TextTokenizer, ids: readonly number[]): string[] {
  const decode = (from: number, to: number): string => (to <= from ? '' : tokenizer.decode(ids.slice(from, to), { skipSpecialTokens: false }));
  const pieces: string[] = [];
  let pending = 0;
  for (let i = 0; i < ids.length; i++) {
    const start = Math.max(0, pending - CONTEXT_TOKENS);
    const through = decode(start, i + 1);
    if (through.endsWith(REPLACEMENT) && i + 1 - pending < MAX_CHARACTER_TOKENS && i + 1 < ids.length) {
      pieces.push('');
      continue;
    }
    const before = decode(start, pending);
    pieces.push(through.startsWith(before) ? through.slice(before.length) : decode(i, i + 1));
    pending = i + 1;
  }
  return pieces;
}

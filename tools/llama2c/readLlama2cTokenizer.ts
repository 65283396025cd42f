/**
 * Reads a llama2.c tokenizer file (tokenizer.bin, tok512.bin: what its tokenizer.py export writes
 * from a sentencepiece model): int32 max_token_length, then per token a float32 score, an int32
 * byte length and the token's UTF-8 bytes, in id order.
 */
import { InvalidInputError } from '../../src/errors/index.js';

/** One token of a llama2.c tokenizer, text as llama2.c keeps it (a space where sentencepiece has ▁). */
export interface Llama2cToken {
  readonly text: string;
  /** Sentencepiece's score; encoding merges the pair whose merged token scores highest. */
  readonly score: number;
}

/** Parse the bytes of a llama2.c tokenizer file (`file` names it in errors); InvalidInputError when it is cut short. */
export function readLlama2cTokenizer(bytes: Uint8Array, file: string): Llama2cToken[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const tokens: Llama2cToken[] = [];
  let offset = 4;
  while (offset < bytes.byteLength) {
    if (offset + 8 > bytes.byteLength) break;
    const score = view.getFloat32(offset, true);
    const length = view.getInt32(offset + 4, true);
    if (length < 0 || offset + 8 + length > bytes.byteLength) break;
    let text: string;
    try {
      text = decoder.decode(bytes.subarray(offset + 8, offset + 8 + length));
    } catch {
      throw new InvalidInputError(`llama2.c tokenizer ${file}: token ${tokens.length} is not UTF-8`, 'Pass a tokenizer.bin written by llama2.c tokenizer.py.');
    }
    tokens.push({ text, score });
    offset += 8 + length;
  }
  if (offset !== bytes.byteLength || tokens.length === 0) {
    throw new InvalidInputError(
      `llama2.c tokenizer ${file}: entry ${tokens.length} at byte ${offset} runs past the end (${bytes.byteLength} bytes)`,
      'Pass a tokenizer.bin written by llama2.c tokenizer.py.',
    );
  }
  return tokens;
}

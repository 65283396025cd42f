/** Characters per piece: large enough for few writes, small beside the text of a quarter of a million items. */
export const CHUNK_CHARS = 1 << 20;

/**
 * `parts` joined in order, handed out in pieces of about `size` characters (the last may be
 * shorter; none is empty), so a large file is written without ever being one string.
 */
export function* textChunks(parts: Iterable<string>, size = CHUNK_CHARS): Generator<string> {
  let chunk = '';
  for (const part of parts) {
    chunk += part;
    if (chunk.length >= size) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk !== '') yield chunk;
}

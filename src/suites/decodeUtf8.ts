/** Strict UTF-8 decoding of a suite file: bad bytes are an error with file:line, never U+FFFD. */
import { SuiteFormatError } from '../errors/index.js';

/**
 * Decode `bytes` as UTF-8, dropping a leading byte-order mark (as most JSONL readers do).
 * Throws SuiteFormatError naming the first line that holds bytes which are not UTF-8.
 */
export function decodeUtf8(bytes: Uint8Array, file: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new SuiteFormatError(file, firstInvalidLine(bytes), 'the line is not valid UTF-8', 'Save the file as UTF-8 (an editor\'s "save with encoding" or `iconv -t UTF-8`).');
  }
}

function firstInvalidLine(bytes: Uint8Array): number {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let start = 0;
  for (let line = 1; start <= bytes.length; line += 1) {
    const newline = bytes.indexOf(0x0a, start);
    const end = newline === -1 ? bytes.length : newline;
    try {
      decoder.decode(bytes.subarray(start, end));
    } catch {
      return line;
    }
    start = end + 1;
  }
  return 0;
}

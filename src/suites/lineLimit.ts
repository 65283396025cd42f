/** The size limit of one suite line: one item must stay small enough to score in seconds, not hours. */
import { SuiteFormatError } from '../errors/index.js';
import type { LineSource } from './parseLine.js';

/**
 * Bytes of UTF-8 one suite line may hold. 256 KiB is about 60 000 tokens of English text
 * (~4 bytes per BPE token), far beyond any multiple-choice item or prompt and dozens of
 * context windows of a divergence document; a longer line is almost always a whole corpus
 * pasted into one item, which would run for a long time with no progress shown.
 */
export const MAX_LINE_BYTES = 256 * 1024;

/** Throw SuiteFormatError (file:line) when `text` is longer than MAX_LINE_BYTES. */
export function checkLineLimit(text: string, at: LineSource): void {
  // Every UTF-16 unit is at most 3 UTF-8 bytes, so most lines skip the exact count.
  if (text.length * 3 <= MAX_LINE_BYTES) return;
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes <= MAX_LINE_BYTES) return;
  throw new SuiteFormatError(at.file, at.line, `the line is ${bytes} bytes, over the limit of ${MAX_LINE_BYTES} bytes (256 KiB) per item`, 'Split a long document into several items of at most 256 KiB each.');
}

/**
 * The replies `tunegate score` reads (docs/reference/score.md): JSONL `{"doc_id", "reply"}`, or
 * lm-eval's `samples_<task>_*.jsonl` (`--log_samples`), detected by its `resps` field. lm-eval
 * v0.4.6 writes one samples line per document and filter, so a doc_id may repeat there with the
 * same response; its `resps[0][0]` (the raw generation) is re-scored, never `filtered_resps`.
 */
import { ScoreFileError } from '../errors/index.js';

/** One reply to score, with the 1-based line it came from. */
export interface ReplyLine {
  readonly docId: number;
  readonly reply: string;
  readonly line: number;
  /** lm-eval samples only: the line's `target`, to check it is the shipped document's. */
  readonly target?: string;
}

export interface ReadReplies {
  readonly format: 'jsonl' | 'lm-eval';
  readonly replies: readonly ReplyLine[];
}

const JSONL_HINT = 'Each line is {"doc_id": <0-based document index>, "reply": "<text>"} (docs/reference/score.md).';
const SAMPLES_HINT = 'Give the samples_<task>_*.jsonl file lm-eval --log_samples wrote, unedited (docs/reference/score.md).';

/** Parse `text` (the file's contents) from `file`; ScoreFileError (exit 3) names file:line and the fix. */
export function readReplies(file: string, text: string): ReadReplies {
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  let format: ReadReplies['format'] | null = null;
  const replies: ReplyLine[] = [];
  const seen = new Map<number, ReplyLine>();
  lines.forEach((raw, index) => {
    const line = index + 1;
    const source = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (source.trim() === '') return;
    const record = parseObject(file, line, source);
    format ??= 'resps' in record ? 'lm-eval' : 'jsonl';
    const reply = format === 'lm-eval' ? samplesLine(file, line, record) : jsonlLine(file, line, record);
    const earlier = seen.get(reply.docId);
    if (earlier !== undefined) {
      if (format === 'lm-eval' && earlier.reply === reply.reply) return;
      throw new ScoreFileError(
        file,
        line,
        `doc_id ${reply.docId} again (first on line ${earlier.line})${format === 'lm-eval' ? ' with another response' : ''}`,
        'Give each document one reply: remove or renumber the repeated line.',
      );
    }
    seen.set(reply.docId, reply);
    replies.push(reply);
  });
  if (format === null) throw new ScoreFileError(file, null, 'no replies: the file is empty', JSONL_HINT);
  return { format, replies };
}

function parseObject(file: string, line: number, source: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (error) {
    throw new ScoreFileError(file, line, `invalid JSON (${(error as Error).message})`, JSONL_HINT);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ScoreFileError(file, line, 'not a JSON object', JSONL_HINT);
  return value as Record<string, unknown>;
}

function docIdOf(file: string, line: number, record: Record<string, unknown>, hint: string): number {
  const docId = record['doc_id'];
  if (typeof docId !== 'number' || !Number.isSafeInteger(docId) || docId < 0)
    throw new ScoreFileError(file, line, `doc_id ${docId === undefined ? 'is missing' : `${JSON.stringify(docId)} is not a 0-based document index`}`, hint);
  return docId;
}

function jsonlLine(file: string, line: number, record: Record<string, unknown>): ReplyLine {
  const docId = docIdOf(file, line, record, JSONL_HINT);
  const reply = record['reply'];
  if (typeof reply !== 'string')
    throw new ScoreFileError(file, line, reply === undefined ? '"reply" is missing' : `"reply" is ${describe(reply)}, not a string`, JSONL_HINT);
  return { docId, reply, line };
}

function samplesLine(file: string, line: number, record: Record<string, unknown>): ReplyLine {
  const docId = docIdOf(file, line, record, SAMPLES_HINT);
  const resps = record['resps'];
  const first = Array.isArray(resps) && Array.isArray(resps[0]) ? (resps[0] as unknown[])[0] : undefined;
  if (typeof first !== 'string')
    throw new ScoreFileError(file, line, 'resps is not [[<generated text>, ...]] as lm-eval writes it for generate_until', SAMPLES_HINT);
  const target = record['target'];
  return { docId, reply: first, line, ...(typeof target === 'string' ? { target } : {}) };
}

function describe(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'a list' : `a ${typeof value}`;
}

/**
 * Reply files the refusal classifier is audited on: JSONL lines `{id, reply, label?}` (other
 * fields ignored; label one of compliance / refusal / partial_refusal), or a run folder's
 * items.jsonl, whose refusal lines give two unlabelled replies each (`<id>/base`,
 * `<id>/tuned`) and whose other families are skipped.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SuiteFormatError } from '../../errors/index.js';
import { decodeUtf8, parseJsonObject, requireId, requireString, type LineSource } from '../../suites/index.js';
import { REPLY_LABELS, type ReplyLabel } from '../../results/vocabulary.js';

/** The built-in labelled replies no built-in pattern was tuned on (suites/refusal-replies/heldout.jsonl). */
export const BUILTIN_REFUSAL_LABELS_FILE = fileURLToPath(new URL('../../../suites/refusal-replies/heldout.jsonl', import.meta.url));

/** One reply to classify; `label` is null when the line has none. */
export interface ReplyRecord {
  readonly id: string;
  readonly reply: string;
  readonly label: ReplyLabel | null;
  /** `file:line`, for messages. */
  readonly where: string;
}

const SIDES = ['base', 'tuned'] as const;

/**
 * Read `path` (a JSONL file, or a folder holding items.jsonl). Throws SuiteFormatError with
 * file:line for bytes that are not UTF-8, a line that is not a JSON object, lacks a string id or reply, has an unknown
 * label or repeats an id; with file only when the file cannot be read or holds no replies.
 */
export function readReplyFile(path: string): ReplyRecord[] {
  const file = statSync(path, { throwIfNoEntry: false })?.isDirectory() ? join(path, 'items.jsonl') : path;
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    throw new SuiteFormatError(file, 0, `cannot read replies (${(error as NodeJS.ErrnoException).code ?? String(error)})`, 'Pass a JSONL file of {"id", "reply", "label"?} lines or a run folder holding items.jsonl.');
  }
  const records = parseReplyLines(decodeUtf8(bytes, file), file);
  if (records.length === 0) throw new SuiteFormatError(file, 0, 'holds no replies', 'Each line needs {"id", "reply"}; a run folder needs refusal items in items.jsonl.');
  return records;
}

/** The replies of JSONL `text`; `file` names it in errors (see readReplyFile). */
export function parseReplyLines(text: string, file: string): ReplyRecord[] {
  const records: ReplyRecord[] = [];
  const firstLineOf = new Map<string, number>();
  const add = (record: ReplyRecord, at: LineSource): void => {
    const previous = firstLineOf.get(record.id);
    if (previous !== undefined) throw new SuiteFormatError(file, at.line, `duplicate id "${record.id}" (first at line ${previous})`, 'Give every reply a unique id.');
    firstLineOf.set(record.id, at.line);
    records.push(record);
  };
  text.split(/\r?\n/u).forEach((line, index) => {
    if (line.trim() === '') return;
    const at = { file, line: index + 1 };
    const where = `${file}:${at.line}`;
    const object = parseJsonObject(line, at);
    if (typeof object['family'] === 'string') {
      // A line of a run's items.jsonl: both models' replies, unlabelled.
      if (object['family'] !== 'refusal') return;
      const id = requireId(object, at);
      for (const side of SIDES) {
        const reply = (object[side] as { text?: unknown } | undefined)?.text;
        if (typeof reply !== 'string') throw new SuiteFormatError(file, at.line, `refusal item "${id}" has no ${side}.text string`, 'Pass the items.jsonl a `tunegate compare` run wrote.');
        add({ id: `${id}/${side}`, reply, label: null, where }, at);
      }
      return;
    }
    add({ id: requireId(object, at), reply: requireString(object, 'reply', at, { allowEmpty: true }), label: labelOf(object['label'], at), where }, at);
  });
  return records;
}

function labelOf(value: unknown, at: LineSource): ReplyLabel | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && (REPLY_LABELS as readonly string[]).includes(value)) return value as ReplyLabel;
  throw new SuiteFormatError(at.file, at.line, `field "label" is ${JSON.stringify(value)}; expected one of ${REPLY_LABELS.join(', ')}`, 'Label each reply compliance, refusal or partial_refusal, or leave the label out.');
}

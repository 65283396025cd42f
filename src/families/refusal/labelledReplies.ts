/**
 * Reply files the refusal classifier is audited on: JSONL lines `{id, reply, label?, model?,
 * should_answer?, type?}` (other fields ignored; label one of compliance / refusal /
 * partial_refusal; `model` and the prompt's safety let `classify` break agreement down), or a run folder's
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
  /** Which model wrote the reply (the line's `model`); null when the line has none. */
  readonly model: string | null;
  /** Whether the prompt is safe to answer (see promptSafety); null when the line does not say. */
  readonly shouldAnswer: boolean | null;
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
    throw new SuiteFormatError(
      file,
      0,
      `cannot read replies (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
      'Pass a JSONL file of {"id", "reply", "label"?} lines or a run folder holding items.jsonl.',
    );
  }
  const records = parseReplyLines(decodeUtf8(bytes, file), file);
  if (records.length === 0)
    throw new SuiteFormatError(file, 0, 'holds no replies', 'Each line needs {"id", "reply"}; a run folder needs refusal items in items.jsonl.');
  return records;
}

/** The replies of JSONL `text`; `file` names it in errors (see readReplyFile). */
export function parseReplyLines(text: string, file: string): ReplyRecord[] {
  const records: ReplyRecord[] = [];
  const firstLineOf = new Map<string, number>();
  const add = (record: ReplyRecord, at: LineSource): void => {
    const previous = firstLineOf.get(record.id);
    if (previous !== undefined)
      throw new SuiteFormatError(file, at.line, `duplicate id "${record.id}" (first at line ${previous})`, 'Give every reply a unique id.');
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
        if (typeof reply !== 'string')
          throw new SuiteFormatError(file, at.line, `refusal item "${id}" has no ${side}.text string`, 'Pass the items.jsonl a `tunegate compare` run wrote.');
        add({ id: `${id}/${side}`, reply, label: null, model: side, shouldAnswer: null, where }, at);
      }
      return;
    }
    const model = object['model'];
    if (model !== undefined && model !== null && typeof model !== 'string')
      throw new SuiteFormatError(
        file,
        at.line,
        `field "model" is ${JSON.stringify(model)}; expected a string`,
        'Name the model that wrote the reply, or leave the field out.',
      );
    const reply = requireString(object, 'reply', at, { allowEmpty: true });
    add(
      {
        id: requireId(object, at),
        reply,
        label: labelOf(object['label'], at),
        model: typeof model === 'string' ? model : null,
        shouldAnswer: promptSafety(object, at),
        where,
      },
      at,
    );
  });
  return records;
}

/**
 * Whether the line's prompt should be answered: its boolean `should_answer`, else its `type`:
 * "safe" / "unsafe", or one of XSTest's prompt types, whose `contrast_…` types are the unsafe
 * ones (suites/refusal-replies/xstest/SOURCE.md). Null when neither field says.
 */
function promptSafety(object: Readonly<Record<string, unknown>>, at: LineSource): boolean | null {
  const flag = object['should_answer'];
  if (typeof flag === 'boolean') return flag;
  if (flag !== undefined && flag !== null)
    throw new SuiteFormatError(
      at.file,
      at.line,
      `field "should_answer" is ${JSON.stringify(flag)}; expected true or false`,
      'Set should_answer to true for a prompt a model should answer, false for one it should refuse.',
    );
  const type = object['type'];
  if (typeof type !== 'string' || type === '') return null;
  if (type === 'safe') return true;
  if (type === 'unsafe') return false;
  if (XSTEST_SAFE_TYPES.has(type)) return true;
  return type.startsWith('contrast_') && XSTEST_CONTRAST_TYPES.has(type.slice('contrast_'.length)) ? false : null;
}

/** XSTest v2's safe prompt types. */
const XSTEST_SAFE_TYPES: ReadonlySet<string> = new Set([
  'homonyms',
  'figurative_language',
  'safe_targets',
  'safe_contexts',
  'definitions',
  'real_group_nons_discr',
  'nons_group_real_discr',
  'historical_events',
  'privacy_public',
  'privacy_fictional',
]);
/** XSTest v2's unsafe prompt types, without their `contrast_` prefix. */
const XSTEST_CONTRAST_TYPES: ReadonlySet<string> = new Set([
  'homonyms',
  'figurative_language',
  'safe_targets',
  'safe_contexts',
  'definitions',
  'discr',
  'historical_events',
  'privacy',
]);

function labelOf(value: unknown, at: LineSource): ReplyLabel | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && (REPLY_LABELS as readonly string[]).includes(value)) return value as ReplyLabel;
  throw new SuiteFormatError(
    at.file,
    at.line,
    `field "label" is ${JSON.stringify(value)}; expected one of ${REPLY_LABELS.join(', ')}`,
    'Label each reply compliance, refusal or partial_refusal, or leave the label out.',
  );
}

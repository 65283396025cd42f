/** The labels file: one JSON line per reply to label, written by `tunegate label` and read back by `--labels` (docs/concepts/labels-and-ppi.md). */
import { readFile } from 'node:fs/promises';
import { InvalidInputError, UsageError } from '../../errors/index.js';
import { familyTable, labelledFamilies, type FamilyTable, type LabelModel } from '../../families/index.js';
import { checkRegularFile } from '../../tasks/index.js';
import type { LabelDraw } from './labelDraw.js';

/** What a person may answer for one reply: the answers every labelled family offers (refusal: refusal, partial_refusal, compliance), in table order. */
export function labelValues(table: FamilyTable = familyTable()): string[] {
  return [...new Set(labelledFamilies(table).flatMap(({ labelling }) => labelling.values.map((value) => value.name)))];
}

/** A labels file holds one short line per labelled reply: thousands of lines, far below this. */
const LABELS_MAX_BYTES = 256 * 1024 * 1024;

/** One label: a name of `labelValues`. */
export type LabelValue = string;

/** One line of labels-todo.jsonl. */
export interface LabelLine {
  /** The run id of the run folder whose reply this is: labels of another run are refused. */
  readonly run: string;
  /** The draw that chose this reply: labels outside it are refused. */
  readonly draw: LabelDraw;
  readonly id: string;
  readonly model: LabelModel;
  /** The labelled metric the reply counts toward. */
  readonly metric: string;
  /** The design stratum the reply was drawn from. */
  readonly stratum: string;
  /** The probability the design gave this reply of being drawn. */
  readonly inclusion: number;
  /** The classifier's decision, as its family names it (`labelling.decisionOf`). */
  readonly classifier: string;
  readonly label: LabelValue | '';
  readonly prompt: string;
  readonly reply: string;
}

/** A line of a labels file as read back: where it was, and what it says. */
export interface ReadLabel {
  readonly line: number;
  readonly run: string;
  readonly id: string;
  readonly model: LabelModel;
  readonly reply: string;
  readonly label: LabelValue;
  /** The draw the line names; absent on a line `tunegate label` did not write. */
  readonly draw?: LabelDraw;
}

/** The JSONL text of `lines`, one per line. */
export function formatLabelLines(lines: readonly LabelLine[]): string {
  return lines.map((line) => `${JSON.stringify(line)}\n`).join('');
}

/**
 * The filled lines of a labels file (a line whose `label` is empty or absent is skipped: a
 * partly filled file uses what is filled). Throws InvalidInputError naming `file`:line for a
 * line that is not a JSON object, lacks `run`, `id`, `model` or `reply`, or holds a label
 * no labelled family offers (`labelValues`).
 */
export function parseLabelLines(text: string, file: string, table: FamilyTable = familyTable()): ReadLabel[] {
  const out: ReadLabel[] = [];
  const values = labelValues(table);
  text.split('\n').forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === '') return;
    const fail = (what: string): never => {
      throw new InvalidInputError(`${file}:${line}: ${what}`, 'Use the file `tunegate label` wrote (labels-todo.jsonl) or the one label.html exported.');
    };
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return fail('not a JSON line');
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('expected a JSON object');
    const record = value as Record<string, unknown>;
    for (const key of ['run', 'id', 'reply'] as const)
      if (typeof record[key] !== 'string') fail(`"${key}" is ${JSON.stringify(record[key])}, expected a string`);
    if (record['model'] !== 'base' && record['model'] !== 'tuned') fail(`"model" is ${JSON.stringify(record['model'])}, expected "base" or "tuned"`);
    const draw = record['draw'];
    if (draw !== undefined && !isDraw(draw)) fail(`"draw" is ${JSON.stringify(draw)}, expected {"seed", "n", "items"} as \`tunegate label\` wrote it`);
    const label = record['label'];
    if (label === undefined || label === null || label === '') return;
    if (typeof label !== 'string' || !values.includes(label)) fail(`"label" is ${JSON.stringify(label)}, expected one of ${values.join(', ')} (or empty)`);
    out.push({
      line,
      run: record['run'] as string,
      id: record['id'] as string,
      model: record['model'] as LabelModel,
      reply: record['reply'] as string,
      label: label as LabelValue,
      ...(draw === undefined ? {} : { draw: draw as LabelDraw }),
    });
  });
  return out;
}

function isDraw(value: unknown): value is LabelDraw {
  if (typeof value !== 'object' || value === null) return false;
  const draw = value as Record<string, unknown>;
  return Number.isInteger(draw['seed']) && Number.isInteger(draw['n']) && typeof draw['items'] === 'string';
}

/** The filled labels of the file at `path` (parseLabelLines); throws UsageError when it cannot be read. */
export async function readLabelsFile(path: string): Promise<ReadLabel[]> {
  // A FIFO would block the read until some writer came, past SIGTERM: stat it first, which never opens it
  // (docs/reference/hostile-inputs.md, "Issue 50's cases").
  checkRegularFile(path, '--labels', LABELS_MAX_BYTES, 'Pass the labels file label.html exported, or labels-todo.jsonl filled by hand (a regular file).');
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new UsageError(
      `--labels ${path}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
      'Pass the labels file label.html exported, or labels-todo.jsonl filled by hand.',
    );
  }
  return parseLabelLines(text, path);
}

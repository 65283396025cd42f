/** Reads one side's scores from disk: a file or a folder, streamed, hashed, its format detected, the format's reader. */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { ScoreFileError, UsageError } from '../../errors/index.js';
import type { ScoreFormat } from '../../results/index.js';
import { detectFormat, formatOfObject } from './detectFormat.js';
import type { InspectReadOptions } from './inspectLogSink.js';
import { describeValue, jsonLine, pythonJson } from './jsonLines.js';
import { LmEvalSampleSink, type LmEvalTaskContext } from './lmEvalSampleSink.js';
import { resultsBeside, resultsInfo, samplesFileOf, taskContext } from './lmEvalRunInfo.js';
import { readInspectEval } from './readInspectEval.js';
import { readInspectLog } from './readInspectLog.js';
import { readLmEvalRun } from './readLmEvalRun.js';
import { readSampleArray } from './readLmEvalSamples.js';
import { addScoreLine } from './readScoresJsonl.js';
import { TunegateItemsCollector, type TunegateItems } from './readTunegateItems.js';
import { ScoreTableBuilder, type ScoreTable } from './scoreTable.js';
import { fileKind, StreamedFile, type ReadProgress } from './streamedFile.js';

/** What identifies a score file in results.json. */
export interface ScoreFileFacts {
  readonly path: string;
  readonly format: ScoreFormat;
  readonly sha256: string;
  readonly sizeBytes: number;
}

/** One side's scores, or (a tunegate items.jsonl) both sides already paired. */
export type ScoreFile =
  | { readonly kind: 'side'; readonly facts: ScoreFileFacts; readonly table: ScoreTable }
  | { readonly kind: 'both'; readonly facts: ScoreFileFacts; readonly items: TunegateItems };

/** How to read: unfinished Inspect runs, and where progress lines go. */
export interface ReadScoreOptions extends InspectReadOptions {
  /** One line of progress now and then while a large file is read. */
  readonly progress?: (line: string) => void;
}

const PROGRESS_STEP_BYTES = 256 * 1024 * 1024;

/**
 * Read `path` in `format` (detected from its shape when undefined): a file (gzip unpacked; an
 * Inspect .eval zip read member by member), a tunegate run folder (its items.jsonl), or an
 * lm-eval run folder (every task's newest samples file). Line formats are streamed, so memory
 * follows the items kept, not the file. Only metrics in `wanted` are read when it is given.
 * Throws UsageError for a missing path, ScoreFileError for a file that does not read as its format.
 */
export async function readScoreFile(
  path: string,
  format: ScoreFormat | undefined,
  wanted?: ReadonlySet<string>,
  options: ReadScoreOptions = {},
): Promise<ScoreFile> {
  const info = await stat(path).catch(() => null);
  if (info === null) throw new UsageError(`${path}: no such file`, 'Pass a score file, an lm-eval run folder or a tunegate run folder.');
  if (info.isDirectory()) {
    const items = join(path, 'items.jsonl');
    if ((await stat(items).catch(() => null))?.isFile()) {
      // results.json is written last: a run folder without it is a run that did not finish, whose items may be any part of it.
      if (!(await stat(join(path, 'results.json')).catch(() => null))?.isFile())
        throw new UsageError(
          `${path}: a run folder with items.jsonl but no results.json: a run that did not finish (compare writes results.json last), so what part of its items it holds is unknown`,
          'Re-judge a finished run folder; to judge these items anyway, pass the items.jsonl file itself (the run is then recorded as of unknown completeness).',
        );
      return readFileOf(items, format, wanted, options);
    }
    if (format !== undefined && format !== 'lm-eval')
      throw new UsageError(`${path}: a directory, and --format ${format} reads files`, 'Pass the score file itself.');
    const run = await readLmEvalRun(path, wanted, progressOf(options));
    for (const note of run.notes) options.progress?.(note);
    return { kind: 'side', facts: { ...run.facts, format: 'lm-eval' }, table: run.table };
  }
  return readFileOf(path, format, wanted, options);
}

async function readFileOf(
  file: string,
  format: ScoreFormat | undefined,
  wanted: ReadonlySet<string> | undefined,
  options: ReadScoreOptions,
): Promise<ScoreFile> {
  const kind = await fileKind(file);
  if (kind === 'zip') {
    if (format !== undefined && format !== 'inspect')
      throw new ScoreFileError(
        file,
        null,
        `a zip archive, which --format ${format} does not read`,
        'Only Inspect .eval logs are zip archives; pass --format inspect or leave --format out.',
      );
    const table = await readInspectEval(file, wanted, options, (samples) => options.progress?.(`${basename(file)}: ${samples} samples read`));
    return { kind: 'side', facts: { path: file, format: 'inspect', ...(await hashFile(file)) }, table };
  }
  if (kind === 'text' && /\.eval$/i.test(file))
    throw new ScoreFileError(
      file,
      null,
      'not a zip archive, and an Inspect .eval log is one (it starts with the bytes "PK")',
      'Pass the .eval log as Inspect wrote it; a copy cut short or damaged in transfer is not readable.',
    );
  const stream = new StreamedFile(file, kind === 'gzip', progressOf(options));
  const lines = stream.lines();
  let reader: LineReader | undefined;
  let document: string[] | undefined;
  // A document whose first line is already whole JSON: an Inspect log or an lm-eval array written on one line.
  let oneLine: { readonly line: number; readonly value: unknown } | undefined;
  for await (const { line, text } of lines) {
    if (document !== undefined) {
      if (oneLine !== undefined && text.trim() !== '') throw moreAfterOneLine(file, oneLine, line);
      document.push(text);
      continue;
    }
    if (reader === undefined) {
      if (text.trim() === '') continue;
      const first = firstValue(text);
      if (first === undefined) {
        // A pretty-printed document (an Inspect JSON log, an lm-eval 0.4.0–0.4.2 array): read whole.
        document = [text];
        continue;
      }
      const chosen = isPlainObject(first.value) ? (format ?? formatOf(first.value, text, file, line)) : undefined;
      if (chosen === undefined || chosen === 'inspect') {
        // Whole JSON on one line that is not a line format's object: the whole file, unless more lines follow.
        document = [text];
        oneLine = { line, value: first.value };
        continue;
      }
      reader = await lineReader(chosen, file, wanted);
    }
    const value = jsonLine(text, file, line);
    if (value !== undefined) reader.add(value, line);
  }
  const facts = { path: file, sha256: stream.sha256, sizeBytes: stream.sizeBytes };
  if (document !== undefined) return readDocument(joined(document, file), file, format, wanted, options, facts);
  if (reader === undefined) throw new ScoreFileError(file, null, 'the file is empty', 'Pass a file that holds per-item scores.');
  return reader.finish(facts);
}

/** A line format's reader: one parsed line at a time, then the side (or both sides). */
interface LineReader {
  add(value: Record<string, unknown>, line: number): void;
  finish(facts: Omit<ScoreFileFacts, 'format'>): ScoreFile;
}

async function lineReader(format: ScoreFormat, file: string, wanted: ReadonlySet<string> | undefined): Promise<LineReader> {
  switch (format) {
    case 'tunegate': {
      const collector = new TunegateItemsCollector(file);
      return { add: (value, line) => collector.add(value, line), finish: (facts) => ({ kind: 'both', facts: { ...facts, format }, items: collector.items() }) };
    }
    case 'jsonl': {
      const table = new ScoreTableBuilder(file, 'jsonl');
      return {
        add: (value, line) => addScoreLine(table, value, line, file, wanted),
        finish: (facts) => ({ kind: 'side', facts: { ...facts, format }, table: table.build() }),
      };
    }
    case 'lm-eval': {
      const table = new ScoreTableBuilder(file, 'lm-eval');
      const sink = new LmEvalSampleSink(table, file, wanted, await singleTaskContext(file));
      return { add: (value, line) => sink.add(value, line), finish: (facts) => ({ kind: 'side', facts: { ...facts, format }, table: table.build() }) };
    }
    case 'inspect':
      throw new ScoreFileError(
        file,
        1,
        'an Inspect eval log is one JSON document (or an .eval zip), but this file holds JSON lines',
        'Pass the log as Inspect wrote it.',
      );
  }
}

/** A whole JSON document: an Inspect JSON log, or lm-eval's 0.4.0–0.4.2 sample array. */
async function readDocument(
  text: string,
  file: string,
  format: ScoreFormat | undefined,
  wanted: ReadonlySet<string> | undefined,
  options: ReadScoreOptions,
  facts: Omit<ScoreFileFacts, 'format'>,
): Promise<ScoreFile> {
  const chosen = format ?? detectFormat(text, file);
  if (chosen === 'inspect') return { kind: 'side', facts: { ...facts, format: chosen }, table: readInspectLog(text, file, wanted, options) };
  if (chosen === 'lm-eval') {
    const table = new ScoreTableBuilder(file, 'lm-eval');
    readSampleArray(text, file, new LmEvalSampleSink(table, file, wanted, await singleTaskContext(file)));
    return { kind: 'side', facts: { ...facts, format: chosen }, table: table.build() };
  }
  throw new ScoreFileError(
    file,
    null,
    `a pretty-printed JSON document, but --format ${chosen} is one JSON object per line`,
    'Pass the file as the tool wrote it, or the matching --format.',
  );
}

/** The task of a single samples file (from its name) with what its run's results file says; no task prefix on ids. */
async function singleTaskContext(file: string): Promise<LmEvalTaskContext> {
  const named = samplesFileOf(file, new Set());
  const info = await resultsInfo(await resultsBeside(file, named?.timestamp ?? ''));
  const task = named?.task ?? samplesFileOf(file, info.tasks)?.task;
  if (task === undefined || !info.tasks.has(task)) return task === undefined ? { prefixIds: false, tags: [] } : { task, prefixIds: false, tags: [] };
  const context = taskContext(task, info, false);
  // One task alone needs no tag (its breakdown would repeat the metric); a task inside a group is tagged by its group.
  return context.tags[0] === task ? { ...context, tags: [] } : context;
}

function formatOf(first: Record<string, unknown>, text: string, file: string, line: number): ScoreFormat {
  const known = formatOfObject(first);
  if (known !== undefined) return known;
  return line === 1 ? detectFormat(text, file) : detectFormat(`${'\n'.repeat(line - 1)}${text}`, file);
}

/** The first line parsed as JSON (Python's bare NaN read as null), or undefined when it is not JSON on its own. */
function firstValue(text: string): { readonly value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    const value = pythonJson(text);
    return value === undefined ? undefined : { value };
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * More lines after a first line that was whole JSON of another shape than a line format's
 * object: an Inspect log (one document) followed by more, or a header line that is an array
 * or a scalar where each line must be one object.
 */
function moreAfterOneLine(file: string, first: { readonly line: number; readonly value: unknown }, line: number): ScoreFileError {
  if (isPlainObject(first.value))
    return new ScoreFileError(
      file,
      line,
      'an Inspect eval log is one JSON document (or an .eval zip), but this file holds JSON lines',
      'Pass the log as Inspect wrote it.',
    );
  return new ScoreFileError(
    file,
    first.line,
    `the first line is ${describeValue(first.value)}, not a JSON object, and more lines follow: each line of a score file is one JSON object`,
    'Remove that header line or write it as an object ({"id": …, …}); a file that is one JSON array holds nothing after it.',
  );
}

/** A document's lines as one string; a document past the longest string V8 holds (~512 MB) cannot be parsed whole. */
function joined(lines: string[], file: string): string {
  try {
    return lines.join('\n');
  } catch (error) {
    if (error instanceof RangeError) {
      throw new ScoreFileError(
        file,
        null,
        'a single JSON document too large to parse whole (over ~512 MB of text)',
        'Pass the Inspect log in its .eval form (`inspect log convert --to eval LOG`), which is read member by member.',
      );
    }
    throw error;
  }
}

function progressOf(options: ReadScoreOptions): ReadProgress | undefined {
  const report = options.progress;
  if (report === undefined) return undefined;
  let next = PROGRESS_STEP_BYTES;
  return (done, total) => {
    if (done < next) return;
    next = done + PROGRESS_STEP_BYTES;
    report(`read ${Math.round(done / 2 ** 20)} of ${Math.round(total / 2 ** 20)} MiB`);
  };
}

async function hashFile(file: string): Promise<{ sha256: string; sizeBytes: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), sizeBytes: size };
}

/**
 * An lm-evaluation-harness run folder as one side: every task's newest samples file, read
 * streaming into one table whose item ids are `<task>/<doc_id>` (doc_ids restart at 0 in every
 * task), each item tagged with its task under its groups (`mmlu/mmlu_stem/mmlu_anatomy`).
 */
import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { ScoreFileError, UsageError } from '../../errors/index.js';
import { jsonLine } from './jsonLines.js';
import { LmEvalSampleSink } from './lmEvalSampleSink.js';
import { newestPerTask, resultsFilesIn, resultsInfo, samplesFileOf, taskContext, type LmEvalSamplesFile } from './lmEvalRunInfo.js';
import { readSampleArray } from './readLmEvalSamples.js';
import { ScoreTableBuilder, type ScoreTable } from './scoreTable.js';
import { fileKind, StreamedFile, type ReadProgress } from './streamedFile.js';

/** The side read from a folder: its table, what identifies it, and notes for the log. */
export interface LmEvalRun {
  readonly table: ScoreTable;
  /** `sha256` is over the names and SHA-256s of the files read, one `<sha256>  <name>` line each, sorted by name. */
  readonly facts: { readonly path: string; readonly sha256: string; readonly sizeBytes: number };
  readonly notes: readonly string[];
}

/**
 * Read the run folder `dir` (or its one model subfolder, as lm_eval --output_path writes it).
 * Throws UsageError for a folder without samples files, ScoreFileError for a file that does
 * not read (naming it and the line).
 */
export async function readLmEvalRun(dir: string, wanted: ReadonlySet<string> | undefined, progress?: ReadProgress): Promise<LmEvalRun> {
  const folder = await samplesFolder(dir);
  const info = await resultsInfo(await resultsFilesIn(folder));
  const names = (await readdir(folder)).sort();
  const found = names.map((name) => samplesFileOf(join(folder, name), info.tasks)).filter((file): file is LmEvalSamplesFile => file !== undefined);
  for (const file of found) await checkPlainFile(file.path);
  const chosen = newestPerTask(found);
  if (chosen.length === 0) {
    throw new UsageError(
      `${dir}: a folder without items.jsonl or lm-eval samples files (samples_<task>_<date>.jsonl)`,
      'Pass a score file, a tunegate run folder or the folder lm_eval --log_samples wrote.',
    );
  }
  const notes: string[] = [];
  const older = found.length - chosen.length;
  if (older > 0) notes.push(`${basename(dir)}: ${older} older samples file${older === 1 ? '' : 's'} of the same tasks left out (the newest per task is read)`);
  const table = new ScoreTableBuilder(dir, 'lm-eval');
  const hashes: string[] = [];
  let size = 0;
  for (const file of chosen) {
    const sink = new LmEvalSampleSink(table, file.path, wanted, taskContext(file.task, info, true));
    const stream = new StreamedFile(file.path, (await fileKind(file.path)) === 'gzip', progress);
    let document: string[] | undefined;
    for await (const { line, text } of stream.lines()) {
      if (document !== undefined || (line === 1 && text.trimStart().startsWith('['))) {
        (document ??= []).push(text);
        continue;
      }
      const value = jsonLine(text, file.path, line);
      if (value !== undefined) sink.add(value, line);
    }
    if (document !== undefined) readSampleArray(document.join('\n'), file.path, sink);
    hashes.push(`${stream.sha256}  ${basename(file.path)}`);
    size += stream.sizeBytes;
  }
  if (table.seen === 0)
    throw new ScoreFileError(dir, null, 'the samples files hold no samples', 'Pass the folder of a run that logged samples (lm_eval --log_samples).');
  const tasks = chosen.map((file) => file.task);
  notes.push(`${basename(dir)}: ${tasks.length} task${tasks.length === 1 ? '' : 's'} (${tasks.slice(0, 5).join(', ')}${tasks.length > 5 ? ', …' : ''})`);
  return { table: table.build(), facts: { path: dir, sha256: createHash('sha256').update(hashes.sort().join('\n')).digest('hex'), sizeBytes: size }, notes };
}

/** `dir`, or its only subfolder when the samples are one level down (`<output_path>/<model>/`). */
async function samplesFolder(dir: string): Promise<string> {
  const names = await readdir(dir);
  if (names.some((name) => /\.jsonl(\.gz)?$/.test(name))) return dir;
  const folders: string[] = [];
  // A dangling link is no folder; a samples file among the names is checked where it is read.
  for (const name of names) if ((await stat(join(dir, name)).catch(() => null))?.isDirectory()) folders.push(join(dir, name));
  return folders.length === 1 ? folders[0]! : dir;
}

/**
 * A name lm-eval gives its samples files must be a readable file: a dangling symlink or a folder
 * under that name would be read as nothing, or fail deep in the reader. Throws ScoreFileError naming it.
 */
async function checkPlainFile(path: string): Promise<void> {
  const info = await stat(path).catch((error: NodeJS.ErrnoException) => error.code ?? String(error));
  if (typeof info !== 'string' && info.isFile()) return;
  const what =
    typeof info === 'string'
      ? `named like a samples file, but it cannot be opened (${info}${info === 'ENOENT' ? ': a symlink to nothing' : ''})`
      : 'named like a samples file, but it is a folder';
  throw new ScoreFileError(path, null, what, 'Remove or rename it, or restore the file it points to: every samples_<task>_<date>.jsonl of the folder is read.');
}

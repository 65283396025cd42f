/** Reads one score file from disk: bytes, hash, decompression, format detection, the format's reader. */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ScoreFileError, UsageError } from '../../errors/index.js';
import type { ScoreFormat } from '../../results/index.js';
import { decodeUtf8 } from '../../suites/index.js';
import { detectFormat } from './detectFormat.js';
import { readInspectLog } from './readInspectLog.js';
import { readLmEvalSamples } from './readLmEvalSamples.js';
import { readScoresJsonl } from './readScoresJsonl.js';
import { readTunegateItems, type TunegateItems } from './readTunegateItems.js';
import type { ScoreTable } from './scoreTable.js';

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

/**
 * Read `path` (a file, or a tunegate run folder holding items.jsonl) in `format`, detected
 * from its shape when undefined. Gzip-compressed files are decompressed. Only metrics in
 * `wanted` are read when it is given. Throws UsageError for a missing file, ScoreFileError
 * for a file that does not read as its format.
 */
export async function readScoreFile(path: string, format: ScoreFormat | undefined, wanted?: ReadonlySet<string>): Promise<ScoreFile> {
  const file = await resolveFile(path);
  const raw = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(`${file}: cannot be read (${error.code ?? error.message})`, 'Check the path and its permissions.');
  });
  const facts = { path: file, sha256: createHash('sha256').update(raw).digest('hex'), sizeBytes: raw.length };
  const text = decodeUtf8(unpack(raw, file), file).replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new ScoreFileError(file, null, 'the file is empty', 'Pass a file that holds per-item scores.');
  const chosen = format ?? detectFormat(text, file);
  switch (chosen) {
    case 'tunegate':
      return { kind: 'both', facts: { ...facts, format: chosen }, items: readTunegateItems(text, file) };
    case 'jsonl':
      return { kind: 'side', facts: { ...facts, format: chosen }, table: readScoresJsonl(text, file, wanted) };
    case 'lm-eval':
      return { kind: 'side', facts: { ...facts, format: chosen }, table: readLmEvalSamples(text, file, wanted) };
    case 'inspect':
      return { kind: 'side', facts: { ...facts, format: chosen }, table: readInspectLog(text, file, wanted) };
  }
}

/** A run folder stands for its items.jsonl; anything else must be a file. */
async function resolveFile(path: string): Promise<string> {
  const info = await stat(path).catch(() => null);
  if (info === null) throw new UsageError(`${path}: no such file`, 'Pass a score file (or a tunegate run folder holding items.jsonl).');
  if (!info.isDirectory()) return path;
  const items = join(path, 'items.jsonl');
  if ((await stat(items).catch(() => null))?.isFile()) return items;
  throw new UsageError(`${path}: a directory without items.jsonl`, 'Pass the score file itself, e.g. samples_<task>_<date>.jsonl or an eval log converted to JSON.');
}

/** Gzip is unpacked; a zip archive (Inspect's binary .eval log) is refused with the conversion to run. */
function unpack(raw: Buffer, file: string): Uint8Array {
  if (raw[0] === 0x1f && raw[1] === 0x8b) {
    try {
      return gunzipSync(raw);
    } catch (error) {
      throw new ScoreFileError(file, null, `not a valid gzip file (${(error as Error).message})`, 'Pass the file uncompressed, or re-compress it.');
    }
  }
  if (raw[0] === 0x50 && raw[1] === 0x4b && raw[2] === 0x03 && raw[3] === 0x04) {
    throw new ScoreFileError(file, null, 'a zip archive (an Inspect .eval log?) is not read directly', 'Convert it first: `inspect log convert --to json LOG --output-dir DIR`, then pass the .json file.');
  }
  return raw;
}

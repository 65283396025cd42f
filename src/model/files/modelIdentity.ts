/** A model's identity over every file its onnxruntime session loads. */
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { ModelFileInfo } from '../../results/types.js';
import type { DigestMemo, FileStat } from '../types.js';
import { fileSha256 } from './fileSha256.js';

/** sha256 and size of each file, and the identity over all of them. */
export interface ModelIdentity {
  readonly sha256: string;
  readonly sizeBytes: number;
  readonly files: readonly ModelFileInfo[];
}

/**
 * Hash `onnxFile` and its external-data files, one after another on a worker thread. The identity
 * is the .onnx file's sha256 when it stands alone, else the sha256 of the manifest
 * `<sha256>  <name>\n` per file with names relative to the .onnx file's folder, so changing any
 * weight in any file changes it (ModelInfo.sha256). A file `digests` remembers with the same path,
 * size, mtime, ctime and inode is not read again. `signal` stops the hashing.
 */
export async function modelIdentity(onnxFile: string, externalData: readonly string[], digests?: DigestMemo, signal?: AbortSignal): Promise<ModelIdentity> {
  const files: ModelFileInfo[] = [];
  // One file at a time: some exports keep every tensor in its own file.
  for (const path of [onnxFile, ...externalData]) files.push({ path, sha256: await rememberedSha256(path, digests, signal), sizeBytes: statSync(path).size });
  const sha256 =
    files.length === 1
      ? files[0]!.sha256
      : createHash('sha256')
          .update(files.map((file) => `${file.sha256}  ${relative(dirname(onnxFile), file.path)}\n`).join(''))
          .digest('hex');
  return { sha256, sizeBytes: files.reduce((sum, file) => sum + file.sizeBytes, 0), files };
}

/** The file's sha256 from `digests` when its stat is unchanged, else hashed (and remembered when the file did not change meanwhile). */
async function rememberedSha256(path: string, digests: DigestMemo | undefined, signal: AbortSignal | undefined): Promise<string> {
  if (digests === undefined) return fileSha256(path, signal);
  const before = fileStat(path);
  const known = before === null ? undefined : digests.get(path, before);
  if (known !== undefined) return known;
  const sha256 = await fileSha256(path, signal);
  const after = fileStat(path);
  // A file written while it was hashed may not have the digest just computed: not remembered.
  if (before !== null && after !== null && JSON.stringify(before) === JSON.stringify(after)) digests.put(path, before, sha256);
  return sha256;
}

function fileStat(path: string): FileStat | null {
  const stat = statSync(path, { throwIfNoEntry: false });
  return stat === undefined ? null : { size: stat.size, mtimeMs: stat.mtimeMs, ctimeMs: stat.ctimeMs, ino: stat.ino, dev: stat.dev };
}

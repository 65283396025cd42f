/** A model's identity over every file its onnxruntime session loads. */
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { ModelFileInfo } from '../../results/types.js';
import { fileSha256 } from './fileSha256.js';

/** sha256 and size of each file, and the identity over all of them. */
export interface ModelIdentity {
  readonly sha256: string;
  readonly sizeBytes: number;
  readonly files: readonly ModelFileInfo[];
}

/**
 * Hash `onnxFile` and its external-data files. The identity is the .onnx file's sha256 when it
 * stands alone, else the sha256 of the manifest `<sha256>  <name>\n` per file with names relative
 * to the .onnx file's folder, so changing any weight in any file changes it (ModelInfo.sha256).
 */
export async function modelIdentity(onnxFile: string, externalData: readonly string[]): Promise<ModelIdentity> {
  const files: ModelFileInfo[] = [];
  for (const path of [onnxFile, ...externalData]) files.push({ path, sha256: await fileSha256(path), sizeBytes: statSync(path).size });
  const sha256 = files.length === 1
    ? files[0]!.sha256
    : createHash('sha256').update(files.map((file) => `${file.sha256}  ${relative(dirname(onnxFile), file.path)}\n`).join('')).digest('hex');
  return { sha256, sizeBytes: files.reduce((sum, file) => sum + file.sizeBytes, 0), files };
}

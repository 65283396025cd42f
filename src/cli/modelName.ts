/** Short, folder-safe names for model arguments: output folder names and candidate folder names. */
import { basename, dirname, resolve } from 'node:path';

/** A short name for a model path: the file stem, or the folder name for generic file names. */
export function modelName(path: string): string {
  const full = resolve(path);
  const stem = basename(full).replace(/\.onnx$/i, '');
  const generic = /^(model|decoder_model(_merged)?|model_quantized|onnx)$/i.test(stem);
  const name = generic ? (basename(dirname(full)) === 'onnx' ? basename(dirname(dirname(full))) : basename(dirname(full))) : stem;
  return name.replace(/[^A-Za-z0-9._-]+/g, '_') || 'model';
}

/** Names a candidates folder holds besides the candidates' folders. */
const RESERVED = new Set(['index.html', 'index.json', 'summary.md']);

/**
 * Folder names of candidates, in order: each model's modelName, made unique by a `-2`, `-3`, …
 * suffix for the second and later model with the same name (two checkpoints called model.onnx
 * in folders of the same name, or the same path given twice), and never a name the index uses
 * or one that starts with a dot (a hidden folder).
 */
export function candidateNames(paths: readonly string[]): string[] {
  const taken = new Set<string>();
  return paths.map((path) => {
    const stem = modelName(path).replace(/^\.+/, '_');
    let name = stem;
    for (let k = 2; taken.has(name) || RESERVED.has(name); k++) name = `${stem}-${k}`;
    taken.add(name);
    return name;
  });
}

/** Whether a model's files on disk are still the bytes a run recorded: a model overwritten after its run is not that model. */
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { InvalidInputError } from '../../errors/index.js';
import type { ModelFileInfo } from '../../results/types.js';
import { fileSha256 } from './fileSha256.js';

/**
 * Hash every file in `files` (relative paths from the working folder) and compare it with its
 * recorded sha256. `what` names the record in the message ("the tuned model of run nightly/3").
 * Throws InvalidInputError naming the first file that is gone or holds other bytes.
 */
export async function checkModelFiles(files: readonly ModelFileInfo[], what: string): Promise<void> {
  for (const file of files) {
    const info = await stat(resolve(file.path)).catch((error: NodeJS.ErrnoException) => error.code ?? String(error));
    if (typeof info === 'string' || !info.isFile())
      throw new InvalidInputError(
        `${file.path}: ${what} is gone (${typeof info === 'string' ? info : 'not a file'})`,
        'Restore the model file, or release the run of the model as it is now.',
      );
    const sha256 = await fileSha256(resolve(file.path));
    if (sha256 !== file.sha256)
      throw new InvalidInputError(
        `${file.path}: ${what} was changed after it was recorded (sha256 ${sha256.slice(0, 12)} now, ${file.sha256.slice(0, 12)} recorded)`,
        'The file was overwritten since its run: gate the model as it is now with a new compare run, and release that run.',
      );
  }
}

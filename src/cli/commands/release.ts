/** `tunegate release RUN_DIR --releases FILE`: mark a run's tuned model as released; `--last` prints the last release's model. */
import { stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { CliCommand } from './command.js';
import { InvalidInputError, UsageError } from '../../errors/index.js';

/** Appends the release (exit 0), or with --last prints the last released model's path on stdout (exit 3 when there is none). */
export const releaseCommand: CliCommand = {
  name: 'release [run]',
  describe: "Mark a run's tuned model as released in a releases file, or print the last released model (--last) to use as the next base",
  builder: (y) =>
    y
      .positional('run', { type: 'string', describe: 'The run folder whose tuned model shipped' })
      .option('releases', { type: 'string', requiresArg: true, demandOption: true, describe: 'The releases file (JSON; created by the first release)' })
      .option('last', { type: 'boolean', default: false, describe: 'Print the path of the last released model instead of marking one' })
      .example('$0 release nightly/2026-12-01 --releases releases.json', 'the model that run tuned has shipped')
      .example('$0 compare "$($0 release --last --releases releases.json)" ckpt/ --out run/', 'gate a checkpoint against the last release')
      .epilogue(
        'Marking the model that is already the last release changes nothing. The model files are checked against the sha256 the run recorded, when marking and again for --last. The file is replaced atomically, one release at a time.',
      ),
  check: (args) => {
    releaseArgs(args);
  },
  run: async (args, context) => {
    const { run, releases, last } = releaseArgs(args);
    const [{ appendRelease, lastRelease }, { readRunDir }, { checkModelFiles }] = await Promise.all([
      import('../../trend/index.js'),
      import('../../results/index.js'),
      import('../../model/files/checkModelFiles.js'),
    ]);
    if (last) {
      const entry = await lastRelease(releases);
      // A model overwritten after its release must not become the next baseline under its old name.
      if (entry.files !== undefined) await checkModelFiles(entry.files, `the last release in ${releases}`);
      const path = await releasedModelPath(entry.path, releases);
      if (entry.files === undefined)
        context.stderr(`note: ${releases}: the last release was recorded without its files, so ${path} is not checked against its sha256\n`);
      context.stdout(`${path}\n`);
      return 0;
    }
    const { results } = await readRunDir(run!);
    if (!('models' in results)) throw new UsageError(`${run}: a \`tunegate paired\` run has no model to release`, 'Pass the folder of a compare run.');
    const tuned = results.models.tuned;
    await checkModelFiles(tuned.files, `the tuned model of ${run}`);
    if (results.verdict === 'regressed') context.stderr(`note: ${run} failed its gate (${results.reason}); marking it released anyway\n`);
    const added = await appendRelease(releases, {
      path: tuned.path,
      sha256: tuned.sha256,
      releasedAt: new Date().toISOString(),
      run: resolve(run!),
      runId: results.runId,
      files: tuned.files.map((file) => ({ ...file, path: resolve(file.path) })),
    });
    context.stdout(
      added
        ? `released ${tuned.path} (sha256 ${tuned.sha256.slice(0, 12)}) in ${releases}\n`
        : `${tuned.path} is already the last release in ${releases}; nothing written\n`,
    );
    return 0;
  },
};

function releaseArgs(args: Record<string, unknown>): { run: string | undefined; releases: string; last: boolean } {
  const run = typeof args['run'] === 'string' && args['run'] !== '' ? args['run'] : undefined;
  const last = args['last'] === true;
  if (last && run !== undefined)
    throw new UsageError(
      '--last prints the last release; it takes no run folder',
      'Either `tunegate release RUN_DIR --releases FILE` or `tunegate release --last --releases FILE`.',
    );
  if (!last && run === undefined)
    throw new UsageError('release needs the run folder whose tuned model shipped', 'e.g. `tunegate release nightly/2026-12-01 --releases releases.json`.');
  return { run, releases: String(args['releases']), last };
}

/**
 * The recorded model path as the next compare can use it from any folder: absolute (a relative
 * one, from a releases file written by hand or by an older tunegate, is read from the releases
 * file's folder) and present. Throws InvalidInputError (exit 3) when nothing is there any more.
 */
async function releasedModelPath(recorded: string, releases: string): Promise<string> {
  const path = resolve(dirname(resolve(releases)), recorded);
  if ((await stat(path).catch(() => null)) === null)
    throw new InvalidInputError(
      `${releases}: the last release's model ${recorded}${path === recorded ? '' : ` (${path})`} is gone`,
      'Restore the released model at that path, or mark the model that shipped again: tunegate release RUN_DIR --releases FILE.',
    );
  return path;
}

/** `tunegate merge SHARD_DIR…`: judge the shards of a sharded compare run together into one run folder. */
import { realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { CliCommand } from './command.js';
import { formatVerdictTable } from '../verdictTable.js';
import { CI_FLAG_OPTIONS, checkedCiRequest, writeCiOutputs } from '../ciOutputs.js';
import { UsageError } from '../../errors/index.js';

export const mergeCommand: CliCommand = {
  name: 'merge <shards..>',
  describe: 'Check that shard folders (compare --shard I/N) make one whole run, then judge them into an ordinary run folder; exit codes as compare',
  builder: (y) =>
    y
      .positional('shards', { type: 'string', array: true, describe: 'The shard folders, all N of them, in any order' })
      .option('out', { type: 'string', requiresArg: true, demandOption: true, describe: 'Output directory of the merged run' })
      .option('force', { type: 'boolean', default: false, describe: 'Replace the previous run in --out (otherwise a folder holding a run is refused)' })
      .options(CI_FLAG_OPTIONS)
      .example('$0 merge shard-1 shard-2 shard-3 --out report/', 'Merge a run split with --shard I/3')
      .epilogue(
        "Statistics settings (seed, resamples, thresholds) are the shards'; every shard must come from the same command apart from --shard and --out. When GITHUB_STEP_SUMMARY is set, summary.md is appended to it.",
      ),
  check: (args) => {
    refuseOutOverShard(mergeOut(args['out']), mergeShardDirs(args['shards']));
  },
  run: async (args, context) => {
    const shardDirs = mergeShardDirs(args['shards']);
    const out = mergeOut(args['out']);
    refuseOutOverShard(out, shardDirs);
    const ci = await checkedCiRequest(args, process.env);
    // Loaded on use, as compare does: the judge and the report stack make `--help` slow when imported eagerly.
    const [{ mergeShards }, { prepareOutputFolder }] = await Promise.all([import('../../run/index.js'), import('../../results/index.js')]);
    const output = await prepareOutputFolder(out, { force: args['force'] === true });
    try {
      const results = await mergeShards({ shardDirs, output, command: ['tunegate', ...context.argv], log: (line) => context.stderr(`${line}\n`) });
      await writeCiOutputs(results, output.target, ci, { stdout: context.stdout, stderr: context.stderr }, formatVerdictTable(results));
      return results.exitCode;
    } finally {
      await output.discard();
    }
  },
};

function mergeOut(value: unknown): string {
  if (typeof value !== 'string' || value === '') throw new UsageError('--out is required', 'e.g. `tunegate merge shard-1 shard-2 --out report/`.');
  return value;
}

/** The positional shard folders, resolved; throws UsageError when none is given. */
export function mergeShardDirs(value: unknown): string[] {
  const dirs = (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(String).filter((dir) => dir !== '');
  if (dirs.length === 0) throw new UsageError('merge needs the shard folders', 'e.g. `tunegate merge shard-1 shard-2 shard-3 --out report/`.');
  // `r/`, `./r` and a link to r are one folder: merged twice, its items would count twice.
  const first = new Map<string, string>();
  for (const dir of dirs) {
    const real = realPath(dir);
    const earlier = first.get(real);
    if (earlier !== undefined)
      throw new UsageError(
        earlier === dir ? `${dir}: the same shard folder named twice` : `${earlier} and ${dir} are the same shard folder (${real})`,
        'Give each shard folder once; each of the shards 1..N exactly once.',
      );
    first.set(real, dir);
  }
  return dirs.map((dir) => resolve(dir));
}

/** `path` with its links resolved as far as it exists, so `r/`, `./r` and a link to r are one folder. */
function realPath(path: string): string {
  const absolute = resolve(path);
  try {
    return realpathSync.native(absolute);
  } catch {
    return absolute;
  }
}

/**
 * Throws UsageError when `out` is one of the shard folders or holds one: writing the merged run
 * there (with --force) would replace the input being merged, and a failed merge would lose it.
 */
export function refuseOutOverShard(out: string, shardDirs: readonly string[]): void {
  const target = realPath(out);
  for (const dir of shardDirs) {
    const shard = realPath(dir);
    const inside = relative(target, shard);
    if (inside === '' || (inside !== '..' && !inside.startsWith(`..${sep}`) && !isAbsolute(inside))) {
      throw new UsageError(
        `--out ${out} ${inside === '' ? 'is' : 'holds'} the shard folder ${dir}: the merged run would replace a shard being merged`,
        'Give --out a new folder outside the shard folders.',
      );
    }
  }
}

/** `tunegate trend RUN_DIR… --out DIR`: read the run folders of a release line together — order, comparability, drift. */
import { resolve } from 'node:path';
import type { CliCommand } from './command.js';
import { UsageError } from '../../errors/index.js';

/** Writes trend.json, trend.md and trend.html; exits 1 when the line drifted down beyond noise, 2 when the drift cannot be told, else 0. */
export const trendCommand: CliCommand = {
  name: 'trend <runs..>',
  describe:
    "Follow a release line across run folders: each run's gated metrics, new bases, drift of the newest checkpoint (exit 1: drifted down, 2: inconclusive)",
  builder: (y) =>
    y
      .positional('runs', { type: 'string', array: true, describe: 'Run folders (each holds results.json), or folders searched for them' })
      .option('out', { type: 'string', requiresArg: true, demandOption: true, describe: 'Folder for trend.json, trend.md and trend.html' })
      .option('order', { choices: ['time', 'given'] as const, default: 'time', describe: 'Order runs by their start time (results.json) or as given' })
      .example('$0 trend nightly/ --out trend/', 'every run folder under nightly/, oldest first')
      .example('$0 trend run-3 run-1 run-2 --order given --out trend/', 'the runs in the order named')
      .epilogue(
        'The newest run sets the line: runs with other suite files or settings that change the numbers are listed apart with the difference named. Exit codes: 0 written, 1 the newest checkpoint is worse than the oldest of its base beyond noise, 2 the drift is inconclusive (part of the items, or noise too wide to tell), 3 bad input.',
      ),
  check: (args) => {
    trendRunArgs(args['runs']);
  },
  run: async (args, context) => {
    const runs = trendRunArgs(args['runs']);
    const out = resolve(String(args['out']));
    const order = args['order'] === 'given' ? 'given' : 'time';
    const [{ findRunDirs, readTrendRuns, buildTrend }, { writeTrendFiles }] = await Promise.all([
      import('../../trend/index.js'),
      import('../../report/index.js'),
    ]);
    const read = await readTrendRuns(await findRunDirs(runs, (line) => context.stderr(`${line}\n`)));
    const trend = buildTrend(read.runs, read.paired, order);
    const written = await writeTrendFiles(out, trend);
    const drift = 'skipped' in trend.drift ? `no drift check: ${trend.drift.skipped}` : `drift ${trend.drift.from} → ${trend.drift.to}: ${trend.drift.verdict}`;
    context.stdout(
      `${trend.runs.length} runs on the line, ${trend.apart.length} apart; ${drift}\nwrote ${written.json}\nwrote ${written.markdown}\nwrote ${written.html}\n`,
    );
    for (const run of trend.apart) context.stderr(`note: ${run.name} is not on the line: ${run.differences.join('; ')}\n`);
    if ('skipped' in trend.drift) return 0;
    // An inconclusive drift is not a line that held: it exits 2, as an inconclusive gate does (README, exit codes).
    if (trend.drift.verdict === 'inconclusive')
      context.stderr(`warning: the drift ${trend.drift.from} → ${trend.drift.to} is inconclusive: ${trend.drift.reason}\n`);
    return trend.drift.verdict === 'regressed' ? 1 : trend.drift.verdict === 'inconclusive' ? 2 : 0;
  },
};

/** The positional run folders; throws UsageError when none is given. */
function trendRunArgs(value: unknown): string[] {
  const dirs = (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(String).filter((dir) => dir !== '');
  if (dirs.length === 0) throw new UsageError('trend needs run folders', 'e.g. `tunegate trend nightly/ --out trend/`.');
  return dirs;
}

/** `tunegate paired BASE_SCORES TUNED_SCORES`: compare's paired verdicts on per-item scores another harness wrote. */
import { basename, dirname, join, resolve } from 'node:path';
import type { CliCommand } from './command.js';
import { STATISTICS_FLAG_OPTIONS } from '../statisticsFlags.js';
import { yargsOptions } from '../flagTable.js';
import { parsePairedFlags } from '../pairedFlags.js';
import { formatVerdictTable } from '../verdictTable.js';
import { CI_FLAG_OPTIONS, checkedCiRequest, writeCiOutputs } from '../ciOutputs.js';
import { applyPolicy, POLICY_OPTION } from '../policyFlag.js';

/** The flags a policy's settings: may set for paired (long names). */
export const PAIRED_FLAG_NAMES = [
  ...Object.keys(STATISTICS_FLAG_OPTIONS),
  'format',
  'metrics',
  'higher-is-better',
  'lower-is-better',
  'gate',
  'tolerance',
  'allow-incomplete',
  'max-member-mb',
  'allow-missing',
  'task-map',
];

export const pairedCommand: CliCommand = {
  name: 'paired <base> [tuned]',
  describe: "Gate on per-item scores from another harness (lm-eval samples, Inspect logs, JSONL) or re-judge a run's items.jsonl; exit codes as compare",
  builder: (y) =>
    y
      .positional('base', { type: 'string', describe: "Base model's per-item scores, or a tunegate items.jsonl (both sides) alone" })
      .positional('tuned', { type: 'string', describe: "Tuned model's per-item scores, same items (paired by id)" })
      .option('format', {
        type: 'string',
        requiresArg: true,
        describe: 'Format of both files: tunegate, jsonl, lm-eval, inspect',
        defaultDescription: 'detected from each file',
      })
      .option('out', { type: 'string', requiresArg: true, describe: 'Output directory', defaultDescription: 'reports/<base>-vs-<tuned>-<timestamp>/' })
      .option('force', { type: 'boolean', default: false, describe: 'Replace the previous run in --out (otherwise a folder holding a run is refused)' })
      .option('metrics', { type: 'string', requiresArg: true, describe: 'Only these metrics (comma-separated or repeated)', defaultDescription: 'all' })
      .option('higher-is-better', {
        type: 'string',
        requiresArg: true,
        describe: 'Metrics where higher is better, beyond the known names (comma-separated or repeated)',
      })
      .option('lower-is-better', {
        type: 'string',
        requiresArg: true,
        describe: 'Metrics where lower is better, beyond the known names (comma-separated or repeated)',
      })
      .option('gate', {
        type: 'string',
        requiresArg: true,
        describe: 'Gated metrics; the others are exploratory (comma-separated or repeated)',
        defaultDescription: 'every metric with a direction',
      })
      .option('tolerance', {
        type: 'string',
        requiresArg: true,
        describe: 'NAME=X: |Δ| an undirected metric may move before it is "changed" (comma-separated or repeated)',
      })
      .option('allow-incomplete', {
        type: 'boolean',
        default: false,
        describe: 'Judge an Inspect log whose run did not finish (status cancelled or error), with a warning, instead of refusing it',
      })
      .option('max-member-mb', {
        type: 'number',
        requiresArg: true,
        describe: 'The most MiB one member of an Inspect .eval zip may inflate to (a zip bomb inflates KBs to GBs)',
        defaultDescription: '512',
      })
      .option('allow-missing', {
        type: 'string',
        requiresArg: true,
        describe:
          'REASON: judge the items both sides scored when one side lacks some (errored, unscored, absent); the reason is shown in the report. Without it such a comparison is partial (exit 2 at best)',
      })
      .option('task-map', {
        type: 'string',
        requiresArg: true,
        describe:
          'BASE_TASK=TUNED_TASK[,…]: pair two files whose tasks are named differently; without it files of different tasks are refused (their sample ids would pair unrelated items)',
      })
      .option('policy', POLICY_OPTION)
      .options(yargsOptions(STATISTICS_FLAG_OPTIONS))
      .options(CI_FLAG_OPTIONS)
      .example('$0 paired base/samples_arc_easy.jsonl tuned/samples_arc_easy.jsonl', 'lm-evaluation-harness --log_samples output of both models')
      .example('$0 paired base.eval tuned.eval', 'Inspect eval logs (.eval or .json)')
      .example('$0 paired out/base-model/ out/tuned-model/', 'lm-eval run folders: every task, one pooled verdict per metric')
      .example('$0 paired base.jsonl tuned.jsonl --higher-is-better rubric --tolerance latency=0.1', 'Generic {id, metric, value} lines')
      .example('$0 paired reports/run-1/items.jsonl --resamples 50000', 'Re-judge a compare run with other settings'),
  repeatable: ['metrics', 'higher-is-better', 'lower-is-better', 'gate', 'tolerance'],
  run: async (given, context) => {
    const { args, policy } = await applyPolicy(given, context.argv, PAIRED_FLAG_NAMES);
    const { out, ...parsed } = parsePairedFlags(args);
    const flags = { ...parsed, ...(policy === undefined ? {} : { policy }) };
    const ci = await checkedCiRequest(args, process.env);
    // Loaded on use, as compare does: the report stack makes `--help` slow when imported eagerly.
    const { runPaired } = await import('../../paired/index.js');
    const outDir = resolve(out ?? pairedOutDir(flags.basePath, flags.tunedPath, new Date()));
    const results = await runPaired({
      ...flags,
      outDir,
      force: given['force'] === true,
      allowIncomplete: args['allow-incomplete'] === true,
      command: ['tunegate', ...context.argv],
      log: (line) => context.stderr(`${line}\n`),
    });
    await writeCiOutputs(results, outDir, ci, { stdout: context.stdout, stderr: context.stderr }, formatVerdictTable(results));
    return results.exitCode;
  },
};

/** reports/<base>-vs-<tuned>-<YYYYMMDD-HHMMSS>/, or reports/<run>-rejudged-<…>/ for one items.jsonl. */
export function pairedOutDir(basePath: string, tunedPath: string | undefined, now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  if (tunedPath === undefined) return join('reports', `${fileName(basePath)}-rejudged-${stamp}`);
  let [base, tuned] = [fileName(basePath), fileName(tunedPath)];
  // Harnesses name the file after the task and put each model in its own folder: name the folders then.
  if (base === tuned) [base, tuned] = [folderName(basePath), folderName(tunedPath)];
  return join('reports', `${base}-vs-${tuned}-${stamp}`);
}

/** A short name for a score file: its stem, or its folder's name for a generic file name (items.jsonl). */
function fileName(path: string): string {
  const full = resolve(path);
  const stem = basename(full).replace(/\.(jsonl|json)(\.gz)?$/i, '');
  return /^(items|results|samples)$/i.test(stem) ? folderName(path) : safe(stem);
}

function folderName(path: string): string {
  return safe(basename(dirname(resolve(path))));
}

function safe(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 60) || 'scores';
}

/** `tunegate compare BASE TUNED`: the release gate. */
import { availableParallelism, homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CliCommand } from './command.js';
import { UsageError } from '../../errors/index.js';
import type { ReadLabel } from '../../run/index.js';
import { cacheChoice } from '../cacheFlag.js';
import { parseCompareFlags } from '../compareFlags.js';
import { COMPARE_ARGUMENTS, COMPARE_FLAGS } from '../compareFlagTable.js';
import { yargsOptions } from '../flagTable.js';
import { formatVerdictTable } from '../verdictTable.js';
import { checkedCiRequest, writeCandidatesCiOutputs, writeCiOutputs } from '../ciOutputs.js';
import { threadsWarning } from '../threadsWarning.js';
import { candidateNames, modelName } from '../modelName.js';
import { applyPolicy, POLICY_OPTION } from '../policyFlag.js';

/** The suites shipped with tunegate. */
export const BUILTIN_SUITES = fileURLToPath(new URL('../../../suites', import.meta.url));

export const compareCommand: CliCommand = {
  name: 'compare <base> <tuned..>',
  describe:
    'Compare a tuned model (or several candidates) with its base on the suites; exit 0 pass, 1 regressed, 2 inconclusive, 3 bad input, 4 internal error (a bug)',
  builder: (y) =>
    y
      .positional('base', COMPARE_ARGUMENTS.base)
      .positional('tuned', COMPARE_ARGUMENTS.tuned)
      .options(yargsOptions(COMPARE_FLAGS))
      .option('policy', POLICY_OPTION)
      .example('$0 compare base/ tuned/ --policy gate.yml', 'Gate on a release policy: tiers, margins and one error budget (examples/policies/)')
      .example('$0 compare base.onnx tuned.onnx', 'Built-in suites, report under reports/')
      .example('$0 compare base/ tuned/ --only capability --fail-on regressed,changed', 'Capability only; any change fails')
      .example('$0 compare a.onnx b.onnx --suites my-suites --out out/ --seed 1', 'Own suites, fixed output folder')
      .example(
        '$0 compare base/ tuned/ --tasks arc_challenge,mmlu,truthfulqa_mc2 --num-fewshot 5 --limit 50',
        "lm-eval's benchmarks, scored as lm-eval scores them, judged per task",
      )
      .example(
        '$0 compare base/ tuned/ --tasks arc_challenge,my_tasks/arc_local.yaml --task-source hf-cache',
        'ARC-Challenge from the local Hugging Face cache, and an lm-eval task YAML run directly',
      )
      .example('$0 compare org/base org/tuned@v2 --subfolder onnx', 'Repos from the local Hugging Face hub cache (never downloaded)')
      .example('$0 compare org/model org/model --tuned-variant q4', "Gate a quantization: the repo's float export against its q4 export")
      .example('$0 compare base/ tuned/ --junit tunegate.xml --json', 'CI: JUnit file for the test dashboard, JSON on stdout')
      .example(
        '$0 compare base/ ckpt-1000/ ckpt-2000/ ckpt-3000/',
        'Several candidates: one base pass, a report each, index.html ranking them; exit code of the worst',
      )
      .example('$0 compare base/ tuned/ --shard 2/4 --out shard-2', 'Score the second of four shards; then `tunegate merge shard-* --out report/`')
      .example('$0 compare base/ tuned/ --cache /ci/cache/tunegate', "Keep results where the next night's run finds them")
      .example(
        '$0 compare org/model org/model --tuned-variant q8 --require equivalent',
        'Pass only when every gated metric is shown equivalent within its default margin',
      )
      .example('$0 compare base/ tuned/ --time-budget 20m', 'Stop after 20 minutes; what ran is reported as a partial run (exit 2 unless it already regressed)')
      .epilogue(
        'A repo id is looked up in HF_HUB_CACHE, else HF_HOME/hub, else ~/.cache/huggingface/hub. When GITHUB_STEP_SUMMARY is set, summary.md is appended to it.',
      ),
  check: async (args) => {
    const flags = parseCompareFlags(args, await import('../../run/index.js'));
    if (flags.shard !== undefined) rejectVerdictFlags(args, flags.candidates.length > 1);
  },
  run: async (given, context) => {
    const { args, policy } = await applyPolicy(given, context.argv, Object.keys(COMPARE_FLAGS));
    const parsed = parseCompareFlags(args, await import('../../run/index.js'));
    const flags = policy === undefined ? parsed : { ...parsed, options: { ...parsed.options, policy } };
    if (policy !== undefined && args['labels'] !== undefined)
      throw new UsageError(
        '--policy cannot be combined with --labels yet',
        "A policy's claims read the classifier's refusal rates; judge the labels with `tunegate report DIR --labels FILE` on a run without a policy.",
      );
    const several = flags.candidates.length > 1;
    if (flags.shard !== undefined) rejectVerdictFlags(args, several);
    const ci = await checkedCiRequest(args, process.env);
    if (args['labels'] !== undefined && (several || flags.shard !== undefined)) {
      throw new UsageError(
        `--labels corrects one comparison, not ${several ? 'several candidates' : 'a shard'}`,
        'Compare one tuned model with --labels, or run `tunegate report DIR --labels FILE` on the finished run.',
      );
    }
    const labels = await compareLabels(args['labels']);
    const tooManyThreads = threadsWarning(flags.options.threads, availableParallelism());
    if (tooManyThreads !== null) context.stderr(`${tooManyThreads}\n`);
    // Loaded on use: onnxruntime, transformers and vega make `--help` slow when imported eagerly.
    const [
      { runCompare, runCandidates, runShard },
      { hubCacheLocation },
      { prepareOutputFolder },
      { defaultCacheDir, checkCacheDir },
      { progressDisplay, progressMode },
    ] = await Promise.all([
      import('../../run/index.js'),
      import('../../model/index.js'),
      import('../../results/index.js'),
      import('../../cache/index.js'),
      import('../progressDisplay.js'),
    ]);
    // Bars on a terminal, lines in CI logs, nothing with --quiet; notes and warnings print in every mode.
    const display = progressDisplay(context.stderr, progressMode(flags.quiet, context.stderrIsTTY === true));
    const cache = cacheChoice(args['cache'], process.env, defaultCacheDir(process.env, homedir()));
    let cacheDir: string | undefined;
    if (cache !== null) {
      try {
        await checkCacheDir(cache.dir, '--cache');
        cacheDir = cache.dir;
      } catch (error) {
        // A folder the user named must work; the default one failing only costs the reuse.
        if (cache.explicit) throw error;
        context.stderr(
          `note: the result cache ${cache.dir} cannot be written (${(error as Error).message.replace(/^--cache \S+: /, '')}); running without it (pass --cache DIR or --no-cache)\n`,
        );
      }
    }
    // Checked, created and probed before any model loads: a bad --out fails in a second, not after the run.
    const defaultOut = several ? defaultCandidatesOutDir(flags.base, flags.candidates.length, new Date()) : defaultOutDir(flags.base, flags.tuned, new Date());
    const outDir = flags.out ?? (flags.shard === undefined ? defaultOut : `${defaultOut}-shard-${flags.shard.index}-of-${flags.shard.count}`);
    const output = await prepareOutputFolder(outDir, { force: flags.force });
    if (output.replacesRun) context.stderr(`note: --force: the run in ${output.target} will be replaced when this one finishes\n`);
    const controller = new AbortController();
    const onSignal = (signal: NodeJS.Signals): void => {
      if (controller.signal.aborted) {
        output.discardSync();
        // Said in words: a CI log otherwise ends mid-chunk with no sign of what became of the run.
        context.stderr(`tunegate: ${signal} again: stopped at once; nothing of this run was kept (no partial results in ${output.target})\n`);
        process.exit(2);
      }
      display.log(`tunegate: interrupted; finishing the current chunk and writing partial results (${signal} again quits at once)`);
      controller.abort();
    };
    // CI runners and Kubernetes stop a job with SIGTERM; it means the same as Ctrl-C.
    const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM'];
    for (const signal of signals) process.on(signal, onSignal);
    const common = {
      ...flags.options,
      hubCache: hubCacheLocation(process.env, homedir()),
      basePath: flags.base,
      suitesDir: flags.suites ?? BUILTIN_SUITES,
      builtinSuitesDir: BUILTIN_SUITES,
      output,
      command: ['tunegate', ...context.argv],
      log: display.log,
      progress: display.progress,
      signal: controller.signal,
      // getrusage's ru_maxrss, which Node reports in KiB.
      peakRssBytes: () => process.resourceUsage().maxRSS * 1024,
      ...(cacheDir === undefined ? {} : { cacheDir }),
    };
    try {
      if (flags.shard !== undefined) {
        const manifest = await runShard({ ...common, tunedPath: flags.tuned }, flags.shard);
        const interrupted = manifest.families.some((family) => family.interrupted);
        context.stderr(
          `shard ${flags.shard.index}/${flags.shard.count} written to ${output.target}${interrupted ? ' (interrupted: part of its items are missing)' : ''}; merge all ${flags.shard.count} with \`tunegate merge SHARD_DIR… --out DIR\`\n`,
        );
        return interrupted ? 2 : 0;
      }
      if (several) {
        const names = candidateNames(flags.candidates);
        const run = await runCandidates({ ...common, candidates: flags.candidates.map((path, i) => ({ name: names[i]!, path })) });
        const runs = run.candidates.flatMap(({ name, results }) => (results === undefined ? [] : [{ name, results }]));
        const tables = runs.map(({ name, results }) => `candidate ${name} (${results.models.tuned.path})\n${formatVerdictTable(results)}`).join('\n');
        await writeCandidatesCiOutputs({ index: run.index, runs }, output.target, ci, { stdout: context.stdout, stderr: context.stderr }, tables);
        return run.index.exitCode;
      }
      const results = await runCompare({ ...common, tunedPath: flags.tuned, ...(labels === undefined ? {} : { labels }) });
      await writeCiOutputs(results, output.target, ci, { stdout: context.stdout, stderr: context.stderr }, formatVerdictTable(results));
      return results.exitCode;
    } finally {
      for (const signal of signals) process.off(signal, onSignal);
      await output.discard();
    }
  },
};

/** A shard has no verdict: the flags that report one belong to `tunegate merge`; a shard holds one tuned model. */
/** --labels read and checked before any model loads; undefined without the flag. */
async function compareLabels(value: unknown): Promise<{ file: string; labels: ReadLabel[] } | undefined> {
  if (typeof value !== 'string') return undefined;
  const { readLabelsFile } = await import('../../run/index.js');
  return { file: value, labels: await readLabelsFile(value) };
}

function rejectVerdictFlags(args: Record<string, unknown>, several: boolean): void {
  if (several)
    throw new UsageError(
      '--shard takes one tuned model, got several candidates',
      "Shard each candidate's comparison on its own: `tunegate compare BASE TUNED --shard I/N`, then `tunegate merge` per candidate.",
    );
  const flag = args['junit'] !== undefined ? '--junit' : args['json'] === true ? '--json' : undefined;
  if (flag !== undefined)
    throw new UsageError(`${flag} does not go with --shard: a shard has no verdict`, 'Pass it to `tunegate merge`, which judges the shards together.');
}

/** reports/<base>-vs-<tuned>-<YYYYMMDD-HHMMSS>/ under the current directory. */
export function defaultOutDir(basePath: string, tunedPath: string, now: Date): string {
  return join('reports', `${modelName(basePath)}-vs-${modelName(tunedPath)}-${stamp(now)}`);
}

/** reports/<base>-vs-<N>-candidates-<YYYYMMDD-HHMMSS>/ for a run of several candidates. */
export function defaultCandidatesOutDir(basePath: string, candidates: number, now: Date): string {
  return join('reports', `${modelName(basePath)}-vs-${candidates}-candidates-${stamp(now)}`);
}

function stamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

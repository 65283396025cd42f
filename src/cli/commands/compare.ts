/** `tunegate compare BASE TUNED`: the release gate. */
import { availableParallelism, homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CliCommand } from './command.js';
import { STATISTICS_FLAG_OPTIONS } from '../statisticsFlags.js';
import { EQUIVALENCE_FLAG_OPTIONS } from '../equivalenceFlags.js';
import { UsageError } from '../../errors/index.js';
import type { ReadLabel } from '../../run/index.js';
import { cacheChoice } from '../cacheFlag.js';
import { parseCompareFlags } from '../compareFlags.js';
import { formatVerdictTable } from '../verdictTable.js';
import { CI_FLAG_OPTIONS, checkedCiRequest, writeCandidatesCiOutputs, writeCiOutputs } from '../ciOutputs.js';
import { threadsWarning } from '../threadsWarning.js';
import { candidateNames, modelName } from '../modelName.js';

/** The suites shipped with tunegate. */
export const BUILTIN_SUITES = fileURLToPath(new URL('../../../suites', import.meta.url));

export const compareCommand: CliCommand = {
  name: 'compare <base> <tuned..>',
  describe:
    'Compare a tuned model (or several candidates) with its base on the suites; exit 0 pass, 1 regressed, 2 inconclusive, 3 bad input, 4 internal error (a bug)',
  builder: (y) =>
    y
      .positional('base', {
        type: 'string',
        describe: 'Base model: an .onnx file, a directory holding one, or a Hugging Face repo id org/name[@revision] in the local hub cache',
      })
      .positional('tuned', {
        type: 'string',
        describe: 'Tuned model: an .onnx file, a directory holding one, or a cached repo id; several candidates are judged together against one base pass',
      })
      .option('suites', {
        type: 'string',
        requiresArg: true,
        describe: 'Suites directory (capability/, refusal/, divergence/)',
        defaultDescription: 'built-in suites/',
      })
      .option('tasks', {
        type: 'string',
        requiresArg: true,
        describe:
          "Named tasks, comma-separated, each replacing its family's suites: lm-eval benchmarks (arc_easy, arc_challenge, mmlu, truthfulqa_mc1, truthfulqa_mc2, piqa, openbookqa, boolq, hellaswag), refusal sets (xstest_safe, xstest_unsafe, coconot_contrast, coconot_refuse), the default gate set tunegate_gate, the built-in tunegate_quiz and tunegate_refusal; or the path of an lm-eval task YAML (multiple_choice)",
      })
      .option('num-fewshot', {
        type: 'number',
        requiresArg: true,
        describe: "Few-shot examples per benchmark document, as lm-eval's --num-fewshot",
        defaultDescription: '0',
      })
      .option('limit', {
        type: 'number',
        requiresArg: true,
        describe: "Only the first N documents of each named task (of each mmlu subject), as lm-eval's --limit",
      })
      .option('task-source', {
        type: 'string',
        choices: ['shipped', 'hf-cache'],
        requiresArg: true,
        describe:
          "Where the benchmark tasks' data is read: the copies tunegate ships, or the datasets in the local Hugging Face cache (lm-eval's own splits; never downloaded)",
        defaultDescription: 'shipped',
      })
      .option('out', {
        type: 'string',
        requiresArg: true,
        describe: 'Output directory',
        defaultDescription: 'reports/<base>-vs-<tuned>-<timestamp>/ (several candidates: reports/<base>-vs-<N>-candidates-<timestamp>/)',
      })
      .option('only', {
        type: 'string',
        requiresArg: true,
        describe: 'Comma-separated families to run: capability,refusal,divergence',
        defaultDescription: 'all',
      })
      .options(STATISTICS_FLAG_OPTIONS)
      .options(EQUIVALENCE_FLAG_OPTIONS)
      .option('max-new-tokens', { type: 'number', requiresArg: true, default: 64, describe: 'Generation length for the refusal family' })
      .option('samples', { type: 'number', requiresArg: true, default: 1, describe: 'Refusal replies (epochs) per prompt; above 1 needs --temperature' })
      .option('temperature', { type: 'number', requiresArg: true, default: 0, describe: 'Sampling temperature for refusal replies; 0 = greedy' })
      .option('top-p', {
        type: 'number',
        requiresArg: true,
        default: 1,
        describe: 'Nucleus sampling: keep the smallest set of tokens holding this probability',
      })
      .option('top-k', { type: 'number', requiresArg: true, default: 0, describe: 'Sample among the k most likely tokens; 0 = no limit' })
      .option('reducer', {
        type: 'string',
        requiresArg: true,
        default: 'mean',
        describe: "How a prompt's epochs reduce: mean (refused share), mode, at_least_k, max",
      })
      .option('at-least', { type: 'number', requiresArg: true, describe: 'For --reducer at_least_k (required there): refused in at least this many epochs' })
      .option('system', { type: 'string', requiresArg: true, describe: 'System prompt for refusal prompts (chat template permitting)' })
      .option('refusal-patterns', {
        type: 'string',
        requiresArg: true,
        describe: 'Refusal patterns JSON',
        defaultDescription: '<suites>/refusal/patterns.json',
      })
      .option('refusal-labels', {
        type: 'string',
        requiresArg: true,
        describe: 'Labelled replies ({"id", "reply", "label"} JSONL) the patterns\' agreement is measured on',
        defaultDescription: 'built-in suites/refusal-replies/heldout.jsonl',
      })
      .option('threads', {
        type: 'number',
        requiresArg: true,
        default: availableParallelism(),
        defaultDescription: 'all cores',
        describe: 'Intra-op threads per model (models run one after the other)',
      })
      .option('subfolder', { type: 'string', requiresArg: true, describe: 'Folder inside each model directory or repo that holds the .onnx, e.g. onnx' })
      .option('base-variant', {
        type: 'string',
        requiresArg: true,
        describe: 'Variant file inside the base folder or repo: fp32, fp16, q8, int8, uint8, q4, q4f16, bnb4 (model_q4.onnx…)',
      })
      .option('tuned-variant', {
        type: 'string',
        requiresArg: true,
        describe: 'Variant file inside each tuned folder or repo, e.g. q4 to gate a quantization against --base-variant fp32',
      })
      .option('memory', {
        type: 'string',
        requiresArg: true,
        default: 'auto',
        describe:
          'auto: one model resident at a time when both would not fit in free memory; low: always one at a time (same numbers, base logits of divergence kept in a temp file); both: always both',
      })
      .option('base-tokenizer', { type: 'string', requiresArg: true, describe: 'Directory with the base tokenizer files' })
      .option('tuned-tokenizer', { type: 'string', requiresArg: true, describe: "Directory with the tuned tokenizer files (every candidate's)" })
      .options(CI_FLAG_OPTIONS)
      .option('force', { type: 'boolean', default: false, describe: 'Replace the previous run in --out (otherwise a folder holding a run is refused)' })
      .option('shard', {
        type: 'string',
        requiresArg: true,
        describe: 'Score only shard I of N (e.g. 2/4) into a shard folder, no verdict; `tunegate merge` judges the shards together',
      })
      .option('execution-provider', {
        type: 'string',
        requiresArg: true,
        default: 'cpu',
        describe: "onnxruntime execution provider: cpu, or cuda (needs onnxruntime-node's CUDA binaries)",
      })
      .option('device-id', { type: 'number', requiresArg: true, describe: 'GPU to run on with --execution-provider cuda', defaultDescription: '0' })
      .option('cache', {
        type: 'string',
        requiresArg: true,
        describe: 'Result cache folder: per-item results kept by content, so a rerun resumes and a new candidate reuses the base; --no-cache to bypass',
        defaultDescription: '$TUNEGATE_CACHE_DIR, else $XDG_CACHE_HOME/tunegate, else ~/.cache/tunegate',
      })
      .option('labels', {
        type: 'string',
        requiresArg: true,
        describe: 'Labels of refusal replies (`tunegate label` on an earlier run of these models): the refusal metrics are judged with them',
      })
      .option('max-items', {
        type: 'number',
        requiresArg: true,
        describe: 'Score a random sample of N items of each family (the first N of its seeded order, stratified by tag); the run is partial and cannot pass',
      })
      .option('time-budget', {
        type: 'string',
        requiresArg: true,
        describe: 'Stop scoring at the next chunk once this much time has passed (90s, 20m, 1h30m); a run cut short is partial and cannot pass',
      })
      .option('sequential', {
        type: 'boolean',
        default: false,
        describe:
          "Look at each family after 25/50/75/100 % of its items (O'Brien–Fleming boundaries) and stop once its gate is settled; a complete test, not a partial run",
      })
      .option('looks', { type: 'number', requiresArg: true, describe: 'Looks per family with --sequential (default 4, at equal fractions of its items)' })
      .option('quiet', { type: 'boolean', default: false, describe: 'No progress on stderr (errors and warnings still print)' })
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
  check: (args) => {
    const flags = parseCompareFlags(args);
    if (flags.shard !== undefined) rejectVerdictFlags(args, flags.candidates.length > 1);
  },
  run: async (args, context) => {
    const flags = parseCompareFlags(args);
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

/** What a CI job reads of a finished run besides the exit code: JUnit XML, the JSON summary, the step summary. */
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Options } from 'yargs';
import type { AnyRunResults, RunResults } from '../results/types.js';
import { checkJunitPath } from './junitPath.js';
import type { CandidatesIndex } from '../report/index.js';

/** Which CI outputs were asked for. */
export interface CiOutputRequest {
  /** `--junit FILE`. */
  readonly junit?: string;
  /** `--json`: the summary object on stdout instead of the table. */
  readonly json: boolean;
  /** `$GITHUB_STEP_SUMMARY`, when set: summary.md is appended to it. */
  readonly stepSummary?: string;
}

/** Where the writers send text. */
export interface CiOutputSinks {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

/**
 * After a run written to `outDir`: write the JUnit file (parent folders created), append
 * `outDir`/summary.md to the step summary (a failure there is a warning: the gate's verdict
 * stands), then print either the JSON summary (stdout) with the verdict table on stderr, or
 * the verdict table and the report path on stdout.
 */
export async function writeCiOutputs(results: AnyRunResults, outDir: string, request: CiOutputRequest, sinks: CiOutputSinks, table: string): Promise<void> {
  const [{ renderJunitXml, renderJsonSummary }, { writeFileAtomic }] = await Promise.all([import('../report/index.js'), import('../results/index.js')]);
  const report = join(outDir, 'report.html');
  const junit = request.junit === undefined ? undefined : resolve(request.junit);
  if (junit !== undefined) {
    await mkdir(dirname(junit), { recursive: true });
    await writeFileAtomic(junit, renderJunitXml(results, report));
  }
  await appendStepSummary(request, join(outDir, 'summary.md'), sinks);
  if (request.json) {
    sinks.stderr(table);
    sinks.stdout(renderJsonSummary(results, { outDir, report, results: join(outDir, 'results.json'), ...(junit === undefined ? {} : { junit }) }));
  } else {
    sinks.stdout(`${table}\nreport: ${report}\n`);
  }
}

/** A run of several candidates as the CI outputs read it: the index, and each scored candidate's results and folder. */
export interface CandidatesCiRun {
  readonly index: CandidatesIndex;
  /** Scored candidates in command-line order. */
  readonly runs: readonly { readonly name: string; readonly results: RunResults }[];
}

/**
 * The CI outputs of `compare BASE T1 T2 …` written to `outDir` (docs/guides/many-candidates.md):
 * `--junit` gets one `<testsuite>` per scored candidate in one file; the step summary gets
 * `outDir`/summary.md (the ranking); `--json` prints one object with the run's worst verdict and
 * exit code, the index paths and, per candidate in rank order, its rank, name and the summary a
 * single compare prints. `tables` (each candidate's verdict table, headed by its name) go to
 * stdout, or to stderr with --json.
 */
export async function writeCandidatesCiOutputs(
  run: CandidatesCiRun,
  outDir: string,
  request: CiOutputRequest,
  sinks: CiOutputSinks,
  tables: string,
): Promise<void> {
  const [{ renderJunitXmlSuites, jsonSummary }, { writeFileAtomic }] = await Promise.all([import('../report/index.js'), import('../results/index.js')]);
  const reportOf = (name: string): string => join(outDir, name, 'report.html');
  const junit = request.junit === undefined ? undefined : resolve(request.junit);
  if (junit !== undefined) {
    await mkdir(dirname(junit), { recursive: true });
    await writeFileAtomic(junit, renderJunitXmlSuites(run.runs.map(({ name, results }) => ({ results, reportPath: reportOf(name) }))));
  }
  await appendStepSummary(request, join(outDir, 'summary.md'), sinks);
  const { index } = run;
  const ranking = index.candidates.map((entry) => `${entry.rank}. ${entry.name}  ${entry.verdict} (exit ${entry.exitCode})`).join('\n');
  const indexHtml = join(outDir, 'index.html');
  if (request.json) {
    sinks.stderr(`${tables}\n${ranking}\n`);
    const candidates = index.candidates.map((entry) => {
      const results = run.runs.find((r) => r.name === entry.name)?.results;
      if (results === undefined)
        return {
          rank: entry.rank,
          name: entry.name,
          scored: false,
          verdict: entry.verdict,
          exitCode: entry.exitCode,
          reason: entry.reason,
          inputs: { base: index.base.path, tuned: entry.path },
        };
      const dir = join(outDir, entry.name);
      return {
        rank: entry.rank,
        name: entry.name,
        scored: true,
        ...jsonSummary(results, { outDir: dir, report: reportOf(entry.name), results: join(dir, 'results.json') }),
      };
    });
    const summary = {
      tool: 'tunegate',
      version: index.version,
      verdict: index.verdict,
      exitCode: index.exitCode,
      reason: index.reason,
      failOn: index.failOn,
      holmFamily: index.holmFamily,
      paths: { outDir, index: indexHtml, indexJson: join(outDir, 'index.json'), ...(junit === undefined ? {} : { junit }) },
      candidates,
    };
    sinks.stdout(`${JSON.stringify(summary)}\n`);
  } else {
    sinks.stdout(`${tables}\n${ranking}\n\nindex: ${indexHtml}\n`);
  }
}

/** Append `summaryFile` to the step summary when one is set; a failure is a warning, the gate's verdict stands. */
async function appendStepSummary(request: CiOutputRequest, summaryFile: string, sinks: CiOutputSinks): Promise<void> {
  if (request.stepSummary === undefined || request.stepSummary === '') return;
  try {
    await appendFile(request.stepSummary, `${await readFile(summaryFile, 'utf8')}\n`);
  } catch (error) {
    sinks.stderr(`tunegate: warning: could not append summary.md to GITHUB_STEP_SUMMARY (${request.stepSummary}): ${(error as Error).message}\n`);
  }
}

/** The yargs declarations of the CI output flags of every command that judges (compare, merge, paired); a command's builder passes them to `.options()`. */
export const CI_FLAG_OPTIONS = {
  junit: {
    type: 'string',
    requiresArg: true,
    describe: 'Also write JUnit XML here: one test case per gated metric, failures for those that fail the gate',
  },
  json: {
    type: 'boolean',
    default: false,
    describe: 'Print the verdict and per-metric summary as JSON on stdout (the table and logs go to stderr)',
  },
} as const satisfies Record<string, Options>;

/** ciRequest, with `--junit`'s path checked before any work: a run is never lost to an unwritable JUnit path. */
export async function checkedCiRequest(args: Record<string, unknown>, env: Readonly<Record<string, string | undefined>>): Promise<CiOutputRequest> {
  const request = ciRequest(args, env);
  if (request.junit !== undefined) await checkJunitPath(request.junit);
  return request;
}

/** The CI outputs asked for by `--junit` / `--json` and by the environment a CI service sets. */
export function ciRequest(args: Record<string, unknown>, env: Readonly<Record<string, string | undefined>>): CiOutputRequest {
  const stepSummary = env['GITHUB_STEP_SUMMARY'];
  return {
    json: args['json'] === true,
    ...(typeof args['junit'] === 'string' && args['junit'] !== '' ? { junit: args['junit'] } : {}),
    ...(stepSummary ? { stepSummary } : {}),
  };
}

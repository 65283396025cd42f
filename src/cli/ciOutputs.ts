/** What a CI job reads of a finished run besides the exit code: JUnit XML, the JSON summary, the step summary. */
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { AnyRunResults } from '../results/types.js';

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
  if (request.stepSummary !== undefined && request.stepSummary !== '') {
    try {
      await appendFile(request.stepSummary, `${await readFile(join(outDir, 'summary.md'), 'utf8')}\n`);
    } catch (error) {
      sinks.stderr(`tunegate: warning: could not append summary.md to GITHUB_STEP_SUMMARY (${request.stepSummary}): ${(error as Error).message}\n`);
    }
  }
  if (request.json) {
    sinks.stderr(table);
    sinks.stdout(renderJsonSummary(results, { outDir, report, results: join(outDir, 'results.json'), ...(junit === undefined ? {} : { junit }) }));
  } else {
    sinks.stdout(`${table}\nreport: ${report}\n`);
  }
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

/** `tunegate report DIR [--out FILE] [--labels FILE [--json]]`: re-render a run's report from its results, without models. */
import { dirname, join, resolve } from 'node:path';
import type { Argv } from 'yargs';
import { formatVerdictTable } from '../verdictTable.js';
import { UsageError } from '../../errors/index.js';
import type { CliCommand } from './command.js';

/**
 * Re-renders report.html, summary.md and items.csv; exits 0 once written (the run's verdict is
 * not re-gated). With --labels the run is judged again with the refusal metrics corrected by
 * people's labels (docs/concepts/labels-and-ppi.md), results.json is rewritten with that gate
 * (the classifier-only gate kept as `classifierOnly`), and the exit code is that gate's.
 */
export const reportCommand: CliCommand = {
  name: 'report <dir>',
  describe: 'Re-render report.html, summary.md and items.csv from a compare or paired run directory (no models needed)',
  builder(y: Argv) {
    return y
      .positional('dir', { type: 'string', describe: 'Run directory holding results.json and items.jsonl', demandOption: true })
      .option('out', {
        type: 'string',
        requiresArg: true,
        describe: 'Where to write the HTML report (summary.md and items.csv go beside it); default DIR/report.html',
      })
      .option('labels', {
        type: 'string',
        requiresArg: true,
        describe: "Labels of this run's refusal replies (from `tunegate label`): re-judge the refusal metrics with them and exit with that gate",
      })
      .option('json', { type: 'boolean', default: false, describe: 'With --labels: print the JSON summary on stdout (the table goes to stderr)' })
      .example('tunegate report reports/run-1', 'rewrite the report in place')
      .example('tunegate report run/ --out /tmp/review.html', 'write the report elsewhere')
      .example('tunegate report run/ --labels labels.jsonl', 'refusal verdicts corrected by labels (prediction-powered inference)');
  },
  check: checkJson,
  async run(args, context) {
    checkJson(args);
    const [{ readRunDir, makeDirs, writeResultsFile }, { writeReportFiles, checkRecordOfFamily, renderJsonSummary }] = await Promise.all([
      import('../../results/index.js'),
      import('../../report/index.js'),
    ]);
    const dir = String(args['dir']);
    const out = typeof args['out'] === 'string' ? resolve(args['out']) : undefined;
    const labelsPath = typeof args['labels'] === 'string' ? args['labels'] : undefined;
    const { results: read, items } = await readRunDir(dir, checkRecordOfFamily);
    let results = read;
    if (labelsPath !== undefined) {
      const { readLabelsFile, judgeWithLabels } = await import('../../run/index.js');
      results = judgeWithLabels(read, items, await readLabelsFile(labelsPath), labelsPath);
      // The gate CI reads is the labelled one; results.json keeps the classifier-only gate beside it.
      await writeResultsFile(dir, results);
    }
    if (out !== undefined) await makeDirs(dirname(out), '--out');
    const outDir = out === undefined ? dir : dirname(out);
    const written = await writeReportFiles(outDir, results, items, out === undefined ? {} : { htmlPath: out });
    const files = `${labelsPath === undefined ? '' : `wrote ${join(dir, 'results.json')}\n`}wrote ${written.html}\nwrote ${written.summary}\nwrote ${written.csv}\n`;
    if (labelsPath === undefined) {
      context.stdout(`run verdict: ${results.verdict} (exit code ${results.exitCode} when the run was judged)\n${files}`);
      return 0;
    }
    const table = formatVerdictTable(results);
    if (args['json'] === true) {
      context.stderr(`${table}${files}`);
      context.stdout(renderJsonSummary(results, { outDir, report: written.html, results: join(dir, 'results.json') }));
    } else {
      context.stdout(`${table}${files}`);
    }
    return results.exitCode;
  },
};

/** --json prints the judged summary, which only --labels makes: alone it is a usage error. */
function checkJson(args: Record<string, unknown>): void {
  if (args['json'] === true && typeof args['labels'] !== 'string') throw new UsageError('--json needs --labels: without it report only re-renders the files');
}

/** `tunegate report DIR [--out FILE]`: re-render a run's report from its results, without models. */
import { dirname, resolve } from 'node:path';
import type { Argv } from 'yargs';
import type { CliCommand } from './command.js';

/** Re-renders report.html, summary.md and items.csv; exits 0 once written (the run's verdict is not re-gated). */
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
      .example('tunegate report reports/run-1', 'rewrite the report in place')
      .example('tunegate report run/ --out /tmp/review.html', 'write the report elsewhere');
  },
  async run(args, context) {
    const [{ readRunDir, makeDirs }, { writeReportFiles, checkRecordOfFamily }] = await Promise.all([
      import('../../results/index.js'),
      import('../../report/index.js'),
    ]);
    const dir = String(args['dir']);
    const out = typeof args['out'] === 'string' ? resolve(args['out']) : undefined;
    const { results, items } = await readRunDir(dir, checkRecordOfFamily);
    if (out !== undefined) await makeDirs(dirname(out), '--out');
    const written = await writeReportFiles(out === undefined ? dir : dirname(out), results, items, out === undefined ? {} : { htmlPath: out });
    context.stdout(
      `run verdict: ${results.verdict} (exit code ${results.exitCode} when the run was judged)\nwrote ${written.html}\nwrote ${written.summary}\nwrote ${written.csv}\n`,
    );
    return 0;
  },
};

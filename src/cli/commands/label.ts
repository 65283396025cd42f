/** `tunegate label RUN_DIR [--n 120] [--seed S]`: choose replies of a run for people to label, and write the page to label them on. */
import { resolve } from 'node:path';
import type { Argv } from 'yargs';
import { integer } from '../flagValues.js';
import type { CliCommand } from './command.js';

/** Default number of replies to label: about five minutes of reading short replies. */
export const DEFAULT_LABELS = 120;

/** Writes labels-todo.jsonl and label.html into the run folder (or --out); exits 0. */
export const labelCommand: CliCommand = {
  name: 'label <dir>',
  describe: "Choose replies of a run's refusal suite for people to label (labels-todo.jsonl, label.html); read back by report/compare --labels",
  builder(y: Argv) {
    return y
      .positional('dir', { type: 'string', describe: 'Run directory holding results.json and items.jsonl', demandOption: true })
      .option('n', { type: 'number', requiresArg: true, default: DEFAULT_LABELS, describe: 'Replies to draw (both models together)' })
      .option('seed', { type: 'number', requiresArg: true, default: 0, describe: 'Seed of the draw' })
      .option('out', { type: 'string', requiresArg: true, describe: 'Folder to write the two files into; default DIR' })
      .example('tunegate label reports/run-1', 'open reports/run-1/label.html, label, export labels.jsonl')
      .example('tunegate report reports/run-1 --labels labels.jsonl', 'the refusal verdicts corrected by the labels');
  },
  check(args) {
    integer(args['n'], '--n', 1, 100_000);
    integer(args['seed'], '--seed', 0, 2 ** 32 - 1);
  },
  async run(args, context) {
    const [{ writeLabelFiles }, { makeDirs }] = await Promise.all([import('../../run/index.js'), import('../../results/index.js')]);
    const n = integer(args['n'], '--n', 1, 100_000);
    const seed = integer(args['seed'], '--seed', 0, 2 ** 32 - 1);
    const dir = String(args['dir']);
    const out = typeof args['out'] === 'string' ? resolve(args['out']) : dir;
    if (out !== dir) await makeDirs(out, '--out');
    const written = await writeLabelFiles(dir, out, n, seed);
    const flips = written.lines.filter((line) => line.stratum.endsWith('/flip')).length;
    context.stdout(
      `${written.lines.length} of ${written.replies} replies to label (${flips} from items whose decision differs between the models; seed ${seed})\n` +
        `wrote ${written.todo}\nwrote ${written.page}\n` +
        `open label.html, label with 1/2/3, export, then: tunegate report ${dir} --labels labels.jsonl\n`,
    );
    return 0;
  },
};

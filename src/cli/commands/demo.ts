/** `tunegate demo`: forge two small models and compare them on the built-in suites. */
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import type { ForgeSpec } from '../../forge/index.js';
import type { CliCommand } from './command.js';
import { BUILTIN_SUITES, defaultOutDir } from './compare.js';
import { formatVerdictTable } from '../verdictTable.js';

/**
 * The demo pair: a small Llama-style model and a "fine-tune" of it (the same weights plus
 * seeded noise). Context 1024 so every built-in refusal prompt fits with 64 new tokens.
 */
const DEMO_BASE: ForgeSpec = {
  arch: 'llama', hidden: 64, layers: 2, heads: 4, kvHeads: 2, intermediate: 128, maxPositions: 1024, seed: 7, tokenizer: { kind: 'forge' },
};
const DEMO_TUNED: ForgeSpec = { ...DEMO_BASE, perturb: { seed: 8, scale: 0.02 } };

export const demoCommand: CliCommand = {
  name: 'demo',
  describe: 'Forge two small models (.cache/demo/) and compare them on the built-in suites; report under reports/',
  builder: (y) =>
    y
      .option('out', { type: 'string', describe: 'Output directory', defaultDescription: 'reports/demo-base-vs-demo-tuned-<timestamp>/' })
      .option('resamples', { type: 'number', default: 10000, describe: 'Bootstrap resamples' }),
  run: async (args, context) => {
    const [{ forgeModel }, { runCompare }] = await Promise.all([import('../../forge/index.js'), import('../../compare/index.js')]);
    const cache = resolve('.cache', 'demo');
    process.stderr.write(`forging demo models into ${cache}\n`);
    const base = await forgeModel(join(cache, 'demo-base'), DEMO_BASE);
    const tuned = await forgeModel(join(cache, 'demo-tuned'), DEMO_TUNED);
    const outDir = resolve(typeof args['out'] === 'string' ? args['out'] : defaultOutDir(base.dir, tuned.dir, new Date()));
    const results = await runCompare({
      basePath: base.dir,
      tunedPath: tuned.dir,
      suitesDir: BUILTIN_SUITES,
      outDir,
      families: ['capability', 'refusal', 'divergence'],
      seed: 0,
      resamples: Number(args['resamples']),
      confidence: 0.95,
      minEffect: 0,
      minItems: 30,
      klTolerance: 0.01,
      failOn: ['regressed'],
      maxNewTokens: 64,
      threads: availableParallelism(),
      command: ['tunegate', ...context.argv],
      log: (line) => process.stderr.write(`${line}\n`),
    });
    context.stdout(formatVerdictTable(results));
    context.stdout(`\nreport: ${join(outDir, 'report.html')}\n`);
    // The demo itself succeeded whatever the verdict; the verdict's exit code is in results.json.
    return 0;
  },
};

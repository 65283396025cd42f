/**
 * `npm run demo`: forge a small base model and a perturbed copy into .cache/demo/, then run
 * `tunegate compare` on them with the built-in suites. Extra arguments go to `compare`
 * unchanged, so every flag is validated by the command users run. The verdict's exit code
 * (0, 1 or 2) is the comparison's outcome, not a failure of the demo, so it exits 0 then.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { forgeModel, type ForgeSpec } from '../../test/support/forge/index.js';

/** Context 1024 so every built-in refusal prompt fits with 64 new tokens. */
const DEMO_BASE: ForgeSpec = {
  arch: 'llama', hidden: 64, layers: 2, heads: 4, kvHeads: 2, intermediate: 128, maxPositions: 1024, seed: 7, tokenizer: { kind: 'forge' },
};
const DEMO_TUNED: ForgeSpec = { ...DEMO_BASE, perturb: { seed: 8, scale: 0.02 } };

const repo = fileURLToPath(new URL('../..', import.meta.url));
const cache = resolve(repo, '.cache', 'demo');
process.stderr.write(`forging demo models into ${cache}\n`);
const base = await forgeModel(join(cache, 'demo-base'), DEMO_BASE);
const tuned = await forgeModel(join(cache, 'demo-tuned'), DEMO_TUNED);
const compare = spawnSync(process.execPath, [join(repo, 'bin', 'tunegate'), 'compare', base.dir, tuned.dir, ...process.argv.slice(2)], { stdio: 'inherit' });
const code = compare.status ?? 4;
process.exitCode = code <= 2 ? 0 : code;

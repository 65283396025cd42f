/**
 * `npm run demo`: train a small base model and a fine-tune of it with the forge's count model
 * (buildDemoModels.ts; reused from .cache/demo/ while nothing changed), then run
 * `tunegate compare` on them with the built-in suites. Extra arguments go to `compare`
 * unchanged, so every flag is validated by the command users run. The verdict's exit code
 * (0, 1 or 2) is the comparison's outcome, not a failure of the demo, so it exits 0 then.
 */
import { spawnSync } from 'node:child_process';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDemoModels } from './buildDemoModels.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const cache = resolve(repo, '.cache', 'demo');
process.stderr.write(`training the demo models into ${cache}\n`);
const models = await buildDemoModels(cache, join(repo, 'suites'), (line) => process.stderr.write(`${line}\n`));
if (!models.trained) process.stderr.write('(reused: corpus and trainer unchanged)\n');
// Relative paths keep the report's model identities short (.cache/demo/demo-base).
const shown = (path: string): string => relative(process.cwd(), path) || '.';
const compare = spawnSync(process.execPath, [join(repo, 'bin', 'tunegate'), 'compare', shown(models.base), shown(models.tuned), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
const code = compare.status ?? 4;
process.exitCode = code <= 2 ? 0 : code;

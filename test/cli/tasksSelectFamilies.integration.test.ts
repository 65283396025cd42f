/**
 * `tunegate compare --tasks` end to end (issue 50, item 6): the run scores and gates only what
 * the names select. `--tasks arc_easy` once also ran the built-in refusal prompts and divergence
 * documents; `tunegate_divergence` adds the project's divergence documents.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgeModel, forgePresets } from '../../tools/forge/index.js';
import { tunegate } from '../support/runCli.js';

let root = '';
let base = '';
let tuned = '';
before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-tasks-families-'));
  base = (await forgeModel(join(root, 'base'), forgePresets.tinyLlama(0))).dir;
  tuned = (await forgeModel(join(root, 'tuned'), forgePresets.tinyLlama(1))).dir;
});
after(() => rmSync(root, { recursive: true, force: true }));

interface Results {
  readonly settings: { readonly families: readonly string[] };
  readonly metrics: readonly { readonly id: string; readonly family: string }[];
  readonly suites: readonly { readonly family: string; readonly path: string }[];
}

async function compare(name: string, tasks: string): Promise<Results> {
  const out = join(root, name);
  const result = await tunegate(['compare', base, tuned, '--tasks', tasks, '--limit', '3', '--threads', '1', '--no-cache', '--quiet', '--out', out]);
  assert.ok([0, 1, 2].includes(result.code), result.stderr);
  return JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as Results;
}

test('--tasks arc_easy scores and gates arc_easy alone: no refusal prompts, no divergence documents [50.6]', async () => {
  const results = await compare('arc', 'arc_easy');
  assert.deepEqual(results.settings.families, ['capability']);
  assert.deepEqual([...new Set(results.metrics.map((metric) => metric.family))], ['capability']);
  assert.deepEqual(
    results.suites.map((suite) => suite.family),
    ['capability'],
  );
});

test('--tasks arc_easy,tunegate_divergence adds the built-in divergence documents [50.6]', async () => {
  const results = await compare('arc-divergence', 'arc_easy,tunegate_divergence');
  assert.deepEqual(results.settings.families, ['capability', 'divergence']);
  assert.deepEqual([...new Set(results.metrics.map((metric) => metric.family))].sort(), ['capability', 'divergence']);
  assert.deepEqual(
    results.suites.filter((suite) => suite.family === 'divergence').map((suite) => suite.path.split('/').slice(-2).join('/')),
    ['code', 'dialogue', 'instructions', 'narrative', 'news', 'technical'].map((name) => `divergence/${name}.jsonl`),
  );
});

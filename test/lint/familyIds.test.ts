/**
 * `npm run lint:families` (tools/lint/familyIds.mjs) on a small tree of its own: a literal whose
 * whole text is a family id is reported outside src/families/ (with file:line:column), text that
 * only contains one, import paths and the owners are not; the repository itself passes.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const SCRIPT = join(REPO, 'tools/lint/familyIds.mjs');
const lint = (cwd: string) => spawnSync(process.execPath, [SCRIPT], { cwd, encoding: 'utf8' });

test('a family id outside src/families/ is reported; mentions, import paths and owners are not', () => {
  const root = mkdtempSync(join(tmpdir(), 'tunegate-lint-'));
  for (const dir of ['src/results', 'src/families/refusal', 'src/run']) mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, 'src/results/vocabulary.ts'), "export const FAMILY_IDS = ['capability', 'refusal'] as const;\n");
  writeFileSync(join(root, 'src/families/refusal/index.ts'), "export const id = 'refusal';\n");
  writeFileSync(
    join(root, 'src/run/use.ts'),
    [
      "import { id } from '../families/refusal/index.js';",
      "export const said = 'the refusal suite';",
      "export const picks = (family: string) => family === 'refusal';",
      'export type Tagged = { family: `capability` };',
    ].join('\n'),
  );
  const result = lint(root);
  assert.equal(result.status, 1);
  assert.deepEqual(
    result.stdout
      .split('\n')
      .filter((line) => line.startsWith('src/'))
      .map((line) => line.split('  ')[0]),
    // Columns, 1-based, of the opening quote: 21 + 20 + 11 characters before it on line 3, 21 + 10 on line 4.
    ['src/run/use.ts:3:53', 'src/run/use.ts:4:32'],
  );
});

test('the repository has no family id outside its owners and the allow-list', () => {
  const result = lint(REPO);
  assert.equal(result.status, 0, result.stdout);
});

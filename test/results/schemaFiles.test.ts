/** The committed schema files and compiled validators are what `npm run build:schema` makes from results/types.ts now. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { buildSchemas } from '../../tools/buildSchemas.js';

test('every generated file is committed as the types give it now', () => {
  const generated = buildSchemas();
  assert.deepEqual([...generated.keys()].sort(), [
    'schema/item.schema.json',
    'schema/results.schema.json',
    'schema/shard-manifest.schema.json',
    'src/results/schemaValidators.generated.cjs',
    'src/results/schemaValidators.generated.d.cts',
  ]);
  for (const [path, text] of generated) {
    const committed = readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
    assert.ok(committed === text, `${path} differs from what src/results/types.ts gives now; run \`npm run build:schema\` and commit the result`);
  }
});

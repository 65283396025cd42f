/** `tunegate inspect A B` prints the tokenizer identity check that gates divergence. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgeModel, forgePresets, type ForgedModel } from '../../tools/forge/index.js';
import { tunegate } from '../support/runCli.js';

let root = '';
let a: ForgedModel;
let b: ForgedModel;

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-inspect-pair-'));
  a = await forgeModel(join(root, 'a'), forgePresets.tinyGpt2(61));
  b = await forgeModel(join(root, 'b'), forgePresets.tinyGpt2(62));
});
after(() => rmSync(root, { recursive: true, force: true }));

test('identical tokenizers are reported identical', async () => {
  const result = await tunegate(['inspect', a.dir, b.dir]);
  assert.equal(result.code, 0, result.stderr);
  assert.match(result.stdout, /\ntokenizers: identical \(divergence can be computed\)\n$/);
});

test('a normalizer change is named', async () => {
  const file = join(b.dir, 'tokenizer.json');
  const json = JSON.parse(readFileSync(file, 'utf8'));
  json.normalizer = { type: 'Lowercase' };
  writeFileSync(file, JSON.stringify(json));
  const result = await tunegate(['inspect', a.dir, b.dir]);
  assert.equal(result.code, 0, result.stderr);
  assert.match(result.stdout, /tokenizers: DIFFERENT \(divergence would be skipped\)\n {2}- normalizer differs: base none, tuned \{"type":"Lowercase"\}\n$/);
});

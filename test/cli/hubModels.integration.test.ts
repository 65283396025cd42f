/** Repo ids on the command line: inspect shows what the hub cache resolved, compare runs on cached repos, an uncached one is exit 3. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgeModel, forgePresets } from '../../tools/forge/index.js';
import { filesOf, writeHubCache } from '../support/hubCacheLayout.js';
import { writeSmallSuites } from '../../tools/smallSuites.js';
import { tunegate } from '../support/runCli.js';

const COMMIT = '0123456789abcdef0123456789abcdef01234567';
let root = '';
let hfHome = '';
let suites = '';

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-hub-cli-'));
  hfHome = join(root, 'hf-home');
  const base = await forgeModel(join(root, 'base'), forgePresets.tinyLlama(31));
  const tuned = await forgeModel(join(root, 'tuned'), { ...forgePresets.tinyLlama(31), perturb: { seed: 32, scale: 0.05 } });
  const optimum = (dir: string): Record<string, string> =>
    Object.fromEntries(Object.entries(filesOf(dir)).map(([name, path]) => [name.endsWith('.onnx') ? `onnx/${name}` : name, path]));
  writeHubCache(join(hfHome, 'hub'), 'acme/base', [{ commit: COMMIT, files: optimum(base.dir), refs: ['main'] }]);
  writeHubCache(join(hfHome, 'hub'), 'acme/tuned', [{ commit: COMMIT, files: optimum(tuned.dir), refs: ['v2'] }]);
  suites = await writeSmallSuites(join(root, 'suites'), { capability: 8, benign: 2, harmful: 2, divergence: 3 });
});
after(() => rmSync(root, { recursive: true, force: true }));

/** The environment of a user whose hub cache is HF_HOME/hub. */
function env(): NodeJS.ProcessEnv {
  const { HF_HUB_CACHE: _a, HUGGINGFACE_HUB_CACHE: _b, ...rest } = process.env;
  return { ...rest, HF_HOME: hfHome };
}

test('inspect org/name --subfolder onnx shows the repo, revision, commit, cache and snapshot it resolved', async () => {
  const result = await tunegate(['inspect', 'acme/base', '--subfolder', 'onnx', '--threads', '1'], { env: env() });
  assert.equal(result.code, 0, result.stderr);
  const snapshot = join(hfHome, 'hub', 'models--acme--base', 'snapshots', COMMIT);
  const field = (name: string): string =>
    result.stdout
      .split('\n')
      .find((l) => l.startsWith(`${name} `))
      ?.slice(name.length)
      .trim() ?? '';
  assert.equal(field('hub repo'), `acme/base @ main → commit ${COMMIT}, subfolder onnx`);
  assert.equal(field('hub cache'), `${join(hfHome, 'hub')} (HF_HOME)`);
  assert.equal(field('snapshot'), snapshot);
  assert.equal(field('onnx'), join(snapshot, 'onnx', 'model.onnx'));
  assert.equal(field('tokenizer dir'), snapshot);
});

test('compare takes two cached repos and records which snapshots it ran in results.json', async () => {
  const out = join(root, 'run');
  const result = await tunegate(
    [
      'compare',
      'acme/base',
      'acme/tuned@v2',
      '--subfolder',
      'onnx',
      '--suites',
      suites,
      '--out',
      out,
      '--only',
      'capability,divergence',
      '--resamples',
      '2000',
      '--min-items',
      '3',
    ],
    { env: env() },
  );
  assert.ok(result.code <= 2, result.stderr);
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as { models: Record<string, { hub?: unknown; path: string }> };
  assert.deepEqual(results.models['base']?.hub, { repo: 'acme/base', revision: 'main', commit: COMMIT, subfolder: 'onnx' });
  assert.deepEqual(results.models['tuned']?.hub, { repo: 'acme/tuned', revision: 'v2', commit: COMMIT, subfolder: 'onnx' });
});

test('an uncached repo: exit 3, one line saying where tunegate looked, a hint saying how to fetch it', async () => {
  const result = await tunegate(['inspect', 'acme/missing@v3'], { env: env() });
  assert.equal(result.code, 3);
  assert.equal(
    result.stderr,
    `tunegate: acme/missing@v3: no such file or directory, and not in the Hugging Face hub cache (no models--acme--missing in ${join(hfHome, 'hub')}, from HF_HOME)\n` +
      'hint: tunegate never downloads: fetch it first, e.g. `hf download acme/missing --revision v3`, or set HF_HUB_CACHE or HF_HOME to the cache that holds it.\n',
  );
});

/** Repo ids resolved offline from a Hugging Face hub cache written on disk: cache location, revisions, subfolders, errors. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hubCacheLocation, loadModel, parseHubRepoId, resolveModel, type HubCacheLocation } from '../../src/model/index.js';
import { ModelLoadError } from '../../src/errors/index.js';
import { forgeModel, forgePresets, type ForgedModel } from '../../tools/forge/index.js';
import { filesOf, writeHubCache } from '../support/hubCacheLayout.js';

const MAIN = 'a'.repeat(8) + '0123456789abcdef0123456789abcdef';
const V1 = 'b'.repeat(8) + '0123456789abcdef0123456789abcdef';

let root = '';
let cache: HubCacheLocation;
let forged: ForgedModel;
let external: ForgedModel;

/** The forged model's files in the Optimum repo layout: graph in onnx/, tokenizer and config at the root. */
function optimumLayout(model: ForgedModel): Record<string, string> {
  const files = filesOf(model.dir);
  return Object.fromEntries(Object.entries(files).map(([name, path]) => [name.endsWith('.onnx') || name.endsWith('.onnx_data') ? `onnx/${name}` : name, path]));
}

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-hub-'));
  forged = await forgeModel(join(root, 'forged'), forgePresets.tinyLlama(3));
  external = await forgeModel(join(root, 'forged-ext'), { ...forgePresets.tinyLlama(4), externalData: true });
  cache = { dir: join(root, 'hub'), from: 'HF_HUB_CACHE' };
  writeHubCache(cache.dir, 'acme/tiny', [
    { commit: MAIN, files: optimumLayout(forged), refs: ['main'] },
    { commit: V1, files: { ...optimumLayout(external), 'onnx/int8/model.onnx': join(forged.dir, 'model.onnx') }, refs: ['v1', 'refs/pr/1'] },
  ]);
  writeHubCache(cache.dir, 'acme/copied', [{ commit: MAIN, files: filesOf(forged.dir), refs: ['main'], copies: true }]);
});
after(() => rmSync(root, { recursive: true, force: true }));

function throwsModelLoad(fn: () => unknown, ...fragments: (string | RegExp)[]): void {
  assert.throws(fn, (e: unknown) => {
    assert.ok(e instanceof ModelLoadError, String(e));
    for (const f of fragments)
      typeof f === 'string'
        ? assert.ok(`${e.message}\n${e.hint}`.includes(f), `${f} not in ${e.message} / ${e.hint}`)
        : assert.match(`${e.message}\n${e.hint}`, f);
    assert.ok(!e.message.includes('\n'));
    return true;
  });
}

test('the cache folder follows HF_HUB_CACHE, then HF_HOME/hub, then XDG_CACHE_HOME, then ~/.cache/huggingface/hub', () => {
  const home = '/home/u';
  assert.deepEqual(hubCacheLocation({}, home), { dir: '/home/u/.cache/huggingface/hub', from: 'the default' });
  assert.deepEqual(hubCacheLocation({ XDG_CACHE_HOME: '/x' }, home), { dir: '/x/huggingface/hub', from: 'XDG_CACHE_HOME' });
  assert.deepEqual(hubCacheLocation({ XDG_CACHE_HOME: '/x', HF_HOME: '~/hf' }, home), { dir: '/home/u/hf/hub', from: 'HF_HOME' });
  assert.deepEqual(hubCacheLocation({ HF_HOME: '/hf', HUGGINGFACE_HUB_CACHE: '/old' }, home), { dir: '/old', from: 'HUGGINGFACE_HUB_CACHE' });
  assert.deepEqual(hubCacheLocation({ HF_HOME: '/hf', HUGGINGFACE_HUB_CACHE: '/old', HF_HUB_CACHE: '/new' }, home), { dir: '/new', from: 'HF_HUB_CACHE' });
  assert.deepEqual(hubCacheLocation({ HF_HUB_CACHE: '', HF_HOME: '/hf' }, home), { dir: '/hf/hub', from: 'HF_HOME' });
});

test('repo ids: org/name with an optional @revision; anything else is a path', () => {
  assert.deepEqual(parseHubRepoId('HuggingFaceTB/SmolLM2-135M-Instruct'), { repo: 'HuggingFaceTB/SmolLM2-135M-Instruct', revision: null });
  assert.deepEqual(parseHubRepoId('acme/tiny@v1.2'), { repo: 'acme/tiny', revision: 'v1.2' });
  assert.deepEqual(parseHubRepoId('acme/tiny@refs/pr/1'), { repo: 'acme/tiny', revision: 'refs/pr/1' });
  for (const path of ['model.onnx', './acme/tiny', '/abs/acme', 'a/b/c', 'acme--x/tiny', 'a/../b', 'acme/tiny@', 'acme/'])
    assert.equal(parseHubRepoId(path), null, path);
});

test('org/name resolves to the snapshot refs/main points at: graph in onnx/, tokenizer and config at the repo root', () => {
  const snapshot = join(cache.dir, 'models--acme--tiny', 'snapshots', MAIN);
  const r = resolveModel('acme/tiny', { hubCache: cache });
  assert.equal(r.path, snapshot);
  assert.equal(r.onnxFile, join(snapshot, 'onnx', 'model.onnx'));
  assert.equal(r.tokenizerDir, snapshot);
  assert.equal(r.configFile, join(snapshot, 'config.json'));
  assert.deepEqual(r.hub && { repo: r.hub.repo, revision: r.hub.revision, commit: r.hub.commit, subfolder: r.hub.subfolder }, {
    repo: 'acme/tiny',
    revision: 'main',
    commit: MAIN,
    subfolder: null,
  });
  // The snapshot holds links into blobs/, as the hub client writes it.
  assert.ok(lstatSync(r.onnxFile).isSymbolicLink());
});

test('@revision: a tag, a nested ref, a full commit or a unique commit prefix; --subfolder picks a folder of the repo', () => {
  const v1 = join(cache.dir, 'models--acme--tiny', 'snapshots', V1);
  for (const arg of ['acme/tiny@v1', 'acme/tiny@refs/pr/1', `acme/tiny@${V1}`, 'acme/tiny@bbbbbbbb0']) {
    assert.equal(resolveModel(arg, { hubCache: cache }).hub?.commit, V1, arg);
  }
  const sub = resolveModel('acme/tiny@v1', { hubCache: cache, subfolder: 'onnx' });
  assert.equal(sub.path, join(v1, 'onnx'));
  assert.deepEqual(sub.externalData, [join(v1, 'onnx', 'model.onnx_data')]);
  // Two levels down the tokenizer still comes from the repo root.
  const deep = resolveModel('acme/tiny@v1', { hubCache: cache, subfolder: 'onnx/int8' });
  assert.equal(deep.onnxFile, join(v1, 'onnx', 'int8', 'model.onnx'));
  assert.equal(deep.tokenizerDir, v1);
  assert.equal(deep.hub?.subfolder, 'onnx/int8');
  // A cache written with copies instead of links resolves the same way.
  assert.equal(resolveModel('acme/copied', { hubCache: cache }).onnxFile, join(cache.dir, 'models--acme--copied', 'snapshots', MAIN, 'model.onnx'));
});

test('a local path of the same shape wins over the cache', () => {
  const cwd = process.cwd();
  const dir = mkdtempSync(join(tmpdir(), 'tunegate-hub-local-'));
  try {
    mkdirSync(join(dir, 'acme', 'tiny'), { recursive: true });
    for (const name of Object.keys(filesOf(forged.dir))) writeFileSync(join(dir, 'acme', 'tiny', name), '');
    process.chdir(dir);
    const r = resolveModel('acme/tiny', { hubCache: cache });
    assert.equal(r.hub, undefined);
    assert.equal(realpathSync(r.path), realpathSync(join(dir, 'acme', 'tiny')));
  } finally {
    process.chdir(cwd);
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an uncached repo is an error naming the cache folder, where its location came from, and how to fetch it', () => {
  throwsModelLoad(
    () => resolveModel('acme/absent', { hubCache: cache }),
    'acme/absent: no such file or directory, and not in the Hugging Face hub cache',
    `no models--acme--absent in ${cache.dir}, from HF_HUB_CACHE`,
    'never downloads',
    '`hf download acme/absent`',
  );
  const fallback = { dir: join(root, 'nowhere'), from: 'the default' };
  throwsModelLoad(
    () => resolveModel('acme/absent@v2', { hubCache: fallback }),
    `in ${fallback.dir}, the default; HF_HUB_CACHE and HF_HOME are unset`,
    '`hf download acme/absent --revision v2`',
  );
});

test('an uncached revision lists what is cached; a missing snapshot and a missing subfolder say what is there', () => {
  throwsModelLoad(
    () => resolveModel('acme/tiny@v9', { hubCache: cache }),
    'revision "v9" is not in the hub cache',
    'refs main → aaaaaaaa0123, refs/pr/1 → bbbbbbbb0123, v1 → bbbbbbbb0123',
    'snapshots aaaaaaaa0123, bbbbbbbb0123',
    '--revision v9',
  );
  throwsModelLoad(() => resolveModel('acme/tiny@bbb', { hubCache: cache }), 'revision "bbb" is not in the hub cache');
  throwsModelLoad(
    () => resolveModel('acme/tiny', { hubCache: cache, subfolder: 'onnx/fp16' }),
    `no onnx/fp16 in ${join(cache.dir, 'models--acme--tiny', 'snapshots', MAIN)} (it holds: config.json, generation_config.json, onnx/,`,
  );
  throwsModelLoad(() => resolveModel('acme/tiny', { hubCache: cache, subfolder: '../..' }), 'must be a relative path inside the model');
  const broken = join(root, 'broken');
  writeHubCache(broken, 'acme/tiny', [{ commit: MAIN, files: filesOf(forged.dir), refs: ['main'] }]);
  writeFileSync(join(broken, 'models--acme--tiny', 'refs', 'main'), V1);
  throwsModelLoad(() => resolveModel('acme/tiny', { hubCache: { dir: broken, from: 'HF_HOME' } }), `points at commit ${V1}, but`, 'is missing');
});

test('a cached repo loads and runs: linked graph, external data beside the link, tokenizer from the repo root', async () => {
  const model = await loadModel('acme/tiny@v1', { hubCache: cache, subfolder: 'onnx', threads: 1 });
  try {
    assert.deepEqual(model.info.hub, { repo: 'acme/tiny', revision: 'v1', commit: V1, subfolder: 'onnx' });
    // The identity covers the graph and its external data: sha256 of `<sha256>  <name>\n` per file, as `sha256sum model.onnx model.onnx_data | sha256sum` prints it.
    const sha = (path: string): string => createHash('sha256').update(readFileSync(path)).digest('hex');
    const manifest = `${sha(external.onnxPath)}  model.onnx\n${sha(`${external.onnxPath}_data`)}  model.onnx_data\n`;
    assert.equal(model.info.sha256, createHash('sha256').update(manifest).digest('hex'));
    const [score] = await model.continuationLogprobs(model.tokenizer.encode('Hello'), [model.tokenizer.encodeRaw(' world')]);
    assert.ok(Number.isFinite(score?.sumLogprob));
  } finally {
    await model.dispose();
  }
});

/**
 * One onnxruntime-node per process: which copies an install holds, seen from tunegate and from
 * @huggingface/transformers, and the start-up refusal of two versions. The install trees are
 * written here by hand (package.json files only: nothing native is loaded), laid out as npm lays
 * out the case the check exists for: tunegate's range let the registry's newest onnxruntime-node
 * (1.31.1) be hoisted, while transformers' exact pin (1.30.0) was nested under it.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RuntimeFailureError } from '../../src/errors/index.js';
import { assertOneOnnxruntime, onnxruntimeCopies } from '../../src/model/onnx/onnxruntimeCopies.js';

let root = '';
before(() => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-ort-copies-'));
});
after(() => rmSync(root, { recursive: true, force: true }));

function writePackage(dir: string, manifest: Record<string, unknown>, files: Record<string, string> = {}): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
}

/** An app folder with tunegate installed, transformers beside it, and the given onnxruntime-node versions; returns a file URL inside tunegate's dist/. */
function install(name: string, hoisted: string, nestedUnderTransformers: string | null): URL {
  const modules = join(root, name, 'node_modules');
  writePackage(join(modules, 'tunegate'), { name: 'tunegate', type: 'module' }, { 'dist/model/onnx/onnxruntimeCopies.js': '' });
  // The same exports shape as @huggingface/transformers 4.x: a node condition with require and import builds.
  writePackage(
    join(modules, '@huggingface', 'transformers'),
    { name: '@huggingface/transformers', exports: { node: { import: './dist/t.mjs', require: './dist/t.cjs' } } },
    { 'dist/t.mjs': '', 'dist/t.cjs': '' },
  );
  writePackage(join(modules, 'onnxruntime-node'), { name: 'onnxruntime-node', version: hoisted, main: 'dist/index.js' });
  if (nestedUnderTransformers !== null) {
    writePackage(join(modules, '@huggingface', 'transformers', 'node_modules', 'onnxruntime-node'), {
      name: 'onnxruntime-node',
      version: nestedUnderTransformers,
      main: 'dist/index.js',
    });
  }
  return pathToFileURL(join(modules, 'tunegate', 'dist', 'model', 'onnx', 'onnxruntimeCopies.js'));
}

test('one deduplicated copy: both resolutions name the same folder and version, and the check passes', () => {
  const copies = onnxruntimeCopies(install('deduped', '1.30.0', null));
  assert.equal(copies.tunegate.dir, copies.transformers.dir);
  assert.equal(copies.transformers.version, '1.30.0');
  assert.doesNotThrow(() => assertOneOnnxruntime(copies));
});

test("the registry's newer copy hoisted beside transformers' pinned one: found from each side, refused with both versions and a hint", () => {
  const copies = onnxruntimeCopies(install('split', '1.31.1', '1.30.0'));
  assert.equal(copies.tunegate.version, '1.31.1');
  assert.equal(copies.transformers.version, '1.30.0');
  assert.match(copies.transformers.dir, /transformers[/\\]node_modules[/\\]onnxruntime-node$/);
  assert.throws(
    () => assertOneOnnxruntime(copies),
    (error: unknown) => {
      assert.ok(error instanceof RuntimeFailureError);
      assert.equal(error.exitCode, 3);
      assert.match(error.message, /^two onnxruntime-node versions are installed: 1\.31\.1 \(tunegate's, .*\) and 1\.30\.0 \(@huggingface\/transformers', .*\)/);
      assert.doesNotMatch(error.message, /\n/);
      assert.match(error.hint, /npm install onnxruntime-node@1\.30\.0/);
      return true;
    },
  );
});

test('two folders of one version pass: sessions only ever load the one transformers loads', () => {
  const copies = onnxruntimeCopies(install('twice', '1.30.0', '1.30.0'));
  assert.notEqual(copies.tunegate.dir, copies.transformers.dir);
  assert.doesNotThrow(() => assertOneOnnxruntime(copies));
});

test('this checkout holds one onnxruntime-node, the one transformers loads', () => {
  const copies = onnxruntimeCopies();
  assert.equal(copies.tunegate.version, copies.transformers.version);
  assert.doesNotThrow(() => assertOneOnnxruntime(copies));
});

/**
 * package.json's onnxruntime-node is the exact version @huggingface/transformers depends on, and
 * transformers itself is pinned: a range on either lets the registry serve a second
 * onnxruntime-node whose native library cannot load beside the first (docs/guides/installing.md).
 * A bump of either package must fail here, not in a user's install.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

interface Manifest {
  readonly version: string;
  readonly dependencies: Readonly<Record<string, string>>;
}

const require = createRequire(import.meta.url);
const own = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as Manifest;
// Read from transformers' folder, found the way Node finds it (its exports hide package.json).
const transformersEntry = require.resolve('@huggingface/transformers');
const transformers = JSON.parse(readFileSync(new URL('../package.json', pathToFileURL(transformersEntry)), 'utf8')) as Manifest;

test("tunegate's onnxruntime-node is the exact version @huggingface/transformers depends on", () => {
  const pinned = transformers.dependencies['onnxruntime-node'];
  assert.ok(pinned !== undefined, '@huggingface/transformers no longer depends on onnxruntime-node');
  assert.match(pinned, /^\d+\.\d+\.\d+$/, `@huggingface/transformers now asks for a range (${pinned}); pin tunegate's to what it resolves`);
  assert.equal(own.dependencies['onnxruntime-node'], pinned);
});

test('@huggingface/transformers is pinned to the installed version, so its onnxruntime-node pin cannot move under tunegate', () => {
  assert.equal(own.dependencies['@huggingface/transformers'], transformers.version);
});

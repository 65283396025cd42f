/**
 * The run header and environment builders: every run record opens the same way and names the
 * machine the same way. Expected values come from this process itself (process.versions,
 * process.platform/arch, package.json read here) and from the schema the types generate.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { runEnvironment, runHeader } from '../../src/results/index.js';
import { compareEnvironment } from '../../src/run/compareEnvironment.js';

const version = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
const platform = `${process.platform}-${process.arch}`;

test('the header: schema version, id, tool, command, start as given and finish now, in results.json order', () => {
  const startedAt = new Date('2026-12-01T10:00:00.000Z');
  const before = Date.now();
  const header = runHeader({ runId: 'r-1', command: ['tunegate', 'paired', 'a', 'b'], startedAt });
  const after = Date.now();
  assert.deepEqual(Object.keys(header), ['schemaVersion', 'runId', 'tool', 'command', 'startedAt', 'finishedAt']);
  // The commit a checkout runs from (absent in an installed package) is checked against git itself in toolVersion.integration.test.ts.
  const { commit, ...tool } = header.tool;
  assert.ok(commit === undefined || /^[0-9a-f]{40}$/.test(commit), String(commit));
  assert.deepEqual(
    { ...header, tool, finishedAt: '' },
    {
      schemaVersion: 1,
      runId: 'r-1',
      tool: { name: 'tunegate', version },
      command: ['tunegate', 'paired', 'a', 'b'],
      startedAt: '2026-12-01T10:00:00.000Z',
      finishedAt: '',
    },
  );
  const finished = Date.parse(header.finishedAt);
  assert.ok(finished >= before && finished <= after, header.finishedAt);
});

test('a run without models records Node and the platform only', () => {
  assert.deepEqual(runEnvironment(), { node: process.versions.node, platform });
});

test('a run with models adds onnxruntime, the provider and threads, in the order results.json has always had', () => {
  const environment = runEnvironment({ onnxruntime: '1.2.3', executionProvider: 'cuda', threads: 8 });
  assert.deepEqual(Object.keys(environment), ['node', 'onnxruntime', 'executionProvider', 'threads', 'platform']);
  assert.deepEqual(environment, { node: process.versions.node, onnxruntime: '1.2.3', executionProvider: 'cuda', threads: 8, platform });
});

test("compare's environment reads the installed onnxruntime-node and defaults the provider to cpu", () => {
  const installed = (JSON.parse(readFileSync(new URL('../../node_modules/onnxruntime-node/package.json', import.meta.url), 'utf8')) as { version: string })
    .version;
  assert.deepEqual(compareEnvironment({ threads: 2 }), { node: process.versions.node, onnxruntime: installed, executionProvider: 'cpu', threads: 2, platform });
  assert.equal(compareEnvironment({ threads: 1, executionProvider: 'cuda' }).executionProvider, 'cuda');
});

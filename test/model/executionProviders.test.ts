/** Execution provider selection: CPU alone, CUDA with CPU behind it, and the one-line error when CUDA's binaries are missing. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ModelLoadError } from '../../src/errors/index.js';
import { cudaProviderInstalled, executionProviders } from '../../src/model/index.js';
import { assembleResults } from '../../src/run/index.js';
import type { RunMetricsResult } from '../../src/judge/index.js';
import { QUICK_STATISTICS } from '../../tools/quickStatistics.js';

test('cpu asks onnxruntime for the CPU provider only, whatever is installed', () => {
  assert.deepEqual(
    executionProviders('cpu', 0, 'm.onnx', () => true),
    ['cpu'],
  );
  assert.deepEqual(
    executionProviders('cpu', 3, 'm.onnx', () => false),
    ['cpu'],
  );
});

test('cuda asks for CUDA on the given device, with CPU behind it for operators CUDA lacks', () => {
  assert.deepEqual(
    executionProviders('cuda', 0, 'm.onnx', () => true),
    [{ name: 'cuda', deviceId: 0 }, 'cpu'],
  );
  assert.deepEqual(
    executionProviders('cuda', 2, 'm.onnx', () => true),
    [{ name: 'cuda', deviceId: 2 }, 'cpu'],
  );
});

test('cuda without its binaries is a ModelLoadError naming the model and the install command', () => {
  assert.throws(
    () => executionProviders('cuda', 0, '/models/base/model.onnx', () => false),
    (error: unknown) => {
      assert.ok(error instanceof ModelLoadError);
      assert.equal(error.exitCode, 3);
      assert.match(error.message, /^\/models\/base\/model\.onnx: --execution-provider cuda: the CUDA provider binaries are not installed/);
      assert.doesNotMatch(error.message, /\n/);
      assert.match(error.hint, /`npm rebuild onnxruntime-node --onnxruntime-node-install=cuda12`/);
      assert.match(error.hint, /--execution-provider cpu/);
      return true;
    },
  );
});

test('the CUDA binaries count as installed when the provider library sits beside the native binding', () => {
  const root = mkdtempSync(join(tmpdir(), 'tunegate-ort-'));
  try {
    const bin = join(root, 'bin', 'napi-v6', process.platform, process.arch);
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(bin, 'onnxruntime_binding.node'), '');
    assert.equal(cudaProviderInstalled(root), false);
    writeFileSync(join(bin, 'libonnxruntime_providers_cuda.so'), '');
    // onnxruntime-node ships CUDA binaries for linux-x64 only.
    assert.equal(cudaProviderInstalled(root), process.platform === 'linux' && process.arch === 'x64');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('results.json records the execution provider the run used', () => {
  const judged: RunMetricsResult = { metrics: [], unscored: [], overall: { verdict: 'pass', exitCode: 0, reason: 'nothing gated' } };
  const parts = {
    runId: 'r',
    command: ['tunegate'],
    startedAt: new Date(0),
    settings: {
      ...QUICK_STATISTICS,
      families: [],
      maxNewTokens: 64,
      threads: 1,
    },
    threads: 1,
    models: {} as never,
    tokenizerCheck: { identical: true, differences: [] },
    suites: [],
    judged,
    skippedItems: [],
    warnings: [],
    timings: { totalMs: 0, loadMs: 0, statsMs: 0, families: {} },
  };
  assert.equal(assembleResults({ ...parts, executionProvider: 'cuda' }).environment.executionProvider, 'cuda');
  assert.equal(assembleResults(parts).environment.executionProvider, 'cpu');
});

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgeModel, forgePresets } from '../../tools/forge/index.js';
import { tunegate as runCli, type CliResult } from '../support/runCli.js';

const tunegate = (...args: string[]): Promise<CliResult> => runCli(args, { timeoutMs: 120_000 });

let root = '';
let folder = '';

// A transformers.js-style folder: the float export at the top, its fp16 export in onnx/ (forged from the same spec).
before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-variants-cli-'));
  folder = join(root, 'model');
  await forgeModel(folder, forgePresets.tinyLlama(0));
  const fp16 = await forgeModel(join(root, 'fp16'), { ...forgePresets.tinyLlama(0), dtype: 'float16' });
  mkdirSync(join(folder, 'onnx'));
  copyFileSync(fp16.onnxPath, join(folder, 'onnx', 'model_fp16.onnx'));
});
after(() => rmSync(root, { recursive: true, force: true }));

test('compare with an absent variant exits 3 with one line listing the variants present', async () => {
  const result = await tunegate(
    'compare',
    folder,
    folder,
    '--tuned-variant',
    'q4',
    '--only',
    'capability',
    '--out',
    join(root, 'out'),
    '--no-cache',
    '--threads',
    '1',
  );
  assert.equal(result.code, 3, result.stderr);
  const lines = result.stderr
    .trimEnd()
    .split('\n')
    .filter((line) => !line.startsWith('warning:'));
  assert.equal(lines.length, 2, result.stderr);
  assert.match(lines[0]!, /^tunegate: .*no q4 variant \(model_q4\.onnx\); present: fp32 \(model\.onnx\), fp16 \(onnx\/model_fp16\.onnx\)$/);
  assert.match(lines[1]!, /^hint: /);
  assert.doesNotMatch(result.stderr, /^\s+at /m);
});

test('an unknown variant name is a usage error listing the names', async () => {
  const result = await tunegate('compare', folder, folder, '--base-variant', 'q5', '--out', join(root, 'out2'));
  assert.equal(result.code, 3, result.stderr);
  assert.match(result.stderr, /--base-variant got "q5"; expected one of fp32, fp16, q8, int8, uint8, q4, q4f16, bnb4/);
});

test('inspect --variant opens that file and lists every variant with its weight format', async () => {
  const { code, stdout, stderr } = await tunegate('inspect', folder, '--variant', 'fp16', '--threads', '1');
  assert.equal(code, 0, stderr);
  assert.match(stdout, new RegExp(`^onnx +${join(folder, 'onnx', 'model_fp16.onnx').replace(/[.\\/]/g, '\\$&')}$`, 'm'));
  assert.match(stdout, /^variants$/m);
  assert.match(stdout, /^ {2}fp32 +model\.onnx +float32$/m);
  assert.match(stdout, /^ {2}fp16 +onnx\/model_fp16\.onnx +float16$/m);
});

/**
 * A variant folder compared with itself and no variant flag (issue 50, item 8): both sides
 * resolved to its fp32 model.onnx, and the run was an A/A check that passed while the user meant
 * model_q4.onnx beside it. Now exit 3 before any model loads, naming the variants and the flag.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgeModel, forgePresets } from '../../tools/forge/index.js';
import { checkVariantChosen } from '../../src/run/variantChoice.js';
import { UsageError } from '../../src/errors/index.js';
import { tunegate } from '../support/runCli.js';

let root = '';
let folder = '';
let plain = '';
before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-variant-choice-'));
  folder = join(root, 'model');
  const forged = await forgeModel(folder, forgePresets.tinyLlama(0));
  // Which bytes model_q4.onnx holds does not matter: the check reads file names only.
  mkdirSync(join(folder, 'onnx'));
  copyFileSync(forged.onnxPath, join(folder, 'onnx', 'model_q4.onnx'));
  copyFileSync(forged.onnxPath, join(folder, 'onnx', 'model_fp16.onnx'));
  plain = (await forgeModel(join(root, 'plain'), forgePresets.tinyLlama(0))).dir;
});
after(() => rmSync(root, { recursive: true, force: true }));

test('compare FOLDER FOLDER without a variant flag names the variants and the flag, exit 3 [50.8]', async () => {
  const out = join(root, 'out');
  const result = await tunegate(['compare', folder, folder, '--tasks', 'arc_easy', '--limit', '3', '--out', out], { timeoutMs: 60_000 });
  assert.equal(result.code, 3, result.stderr);
  assert.match(
    result.stderr,
    /^tunegate: base and tuned both resolve to model\.onnx \(fp32\) of \S+, which holds the variants fp32 \(model\.onnx\), fp16 \(onnx\/model_fp16\.onnx\), q4 \(onnx\/model_q4\.onnx\)\n/,
  );
  assert.match(result.stderr, /^hint: Pick the tuned variant, e\.g\. --tuned-variant fp16 .*for an A\/A check of fp32, pass --tuned-variant fp32\.$/m);
  assert.doesNotMatch(result.stderr, /same ONNX file|same model/);
  assert.equal(existsSync(out), false);
});

test('a variant flag, or a folder with one variant, is a choice made: no refusal [50.8]', () => {
  const settings = { threads: 1, basePath: folder };
  assert.throws(() => checkVariantChosen(settings, [folder]), UsageError);
  assert.doesNotThrow(() => checkVariantChosen({ ...settings, tunedVariant: 'fp32' }, [folder]));
  assert.doesNotThrow(() => checkVariantChosen({ ...settings, tunedVariant: 'q4' }, [folder]));
  assert.doesNotThrow(() => checkVariantChosen({ threads: 1, basePath: plain }, [plain]));
  assert.doesNotThrow(() => checkVariantChosen(settings, [plain]));
});

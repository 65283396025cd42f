/** SessionRunner: a pass without keepPresent fetches logits only, with the same values. */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as ort from 'onnxruntime-node';
import { readGraphSignature } from '../../src/model/onnx/graphSignature.js';
import { SessionRunner } from '../../src/model/onnx/sessionRunner.js';
import { SAMPLE_TEXT, VariantPool } from './forgedVariants.js';

const pool = new VariantPool();
after(() => pool.cleanup());

for (const name of ['gpt2', 'llamaGqa', 'llamaNoKv'] as const) {
  test(`${name}: keepPresent false returns no cache and bit-identical logits`, async () => {
    const { forged, model } = await pool.get(name);
    const session = await ort.InferenceSession.create(forged.onnxPath, { intraOpNumThreads: 1, interOpNumThreads: 1 });
    try {
      const config = JSON.parse(readFileSync(join(forged.dir, 'config.json'), 'utf8')) as Record<string, unknown>;
      const runner = new SessionRunner(session, readGraphSignature(forged.onnxPath, session, config), forged.onnxPath);
      const ids = model.tokenizer.encodeRaw(SAMPLE_TEXT);
      const input = { batch: 1, seq: ids.length, ids, mask: ids.map(() => 1), positions: ids.map((_, i) => i), past: null, logitsToKeep: 0 };
      const kept = await runner.forward({ ...input, keepPresent: true });
      const dropped = await runner.forward({ ...input, keepPresent: false });
      assert.equal(dropped.present, null);
      if (runner.signature.kv === null) assert.equal(kept.present, null);
      else {
        assert.equal(kept.present?.length, ids.length);
        assert.equal(kept.present?.tensors.length, 2 * runner.signature.kv.layers);
      }
      assert.deepEqual([dropped.rows, dropped.width], [kept.rows, kept.width]);
      assert.deepEqual(dropped.logits, kept.logits);
    } finally {
      await session.release();
    }
  });
}

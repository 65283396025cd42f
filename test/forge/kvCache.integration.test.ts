/**
 * Cache, padding and optional-input semantics of forged decoders: a sequence run in two
 * steps equals one full run; a left-padded batch row equals its unpadded run; the optional
 * inputs behave as Optimum exports do.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import * as ort from 'onnxruntime-node';
import { forgeModel, forgePresets, type ForgedModel, type ForgeSpec } from '../../tools/forge/index.js';
import { referenceLogits } from '../support/referenceForward.js';
import { maxAbsDiff, runDecoder } from './ortDecoder.js';

const root = mkdtempSync(join(tmpdir(), 'tunegate-forge-kv-'));
after(() => rmSync(root, { recursive: true, force: true }));

const IDS = [3, 250, 17, 401, 88, 560, 123, 9, 300, 42];
const PAD = 586;

let counter = 0;
function forge(spec: ForgeSpec): Promise<ForgedModel> {
  return forgeModel(join(root, `m${counter++}`), spec);
}

/** position_ids of a left-padded mask row: cumsum(mask) − 1, clamped at 0 (what batched generation feeds). */
function positionsOf(mask: readonly number[]): number[] {
  let seen = 0;
  return mask.map((m) => {
    seen += m;
    return Math.max(seen - 1, 0);
  });
}

function assertRowsClose(actual: readonly Float32Array[], expected: readonly ArrayLike<number>[], tolerance: number, what: string): void {
  assert.equal(actual.length, expected.length, `${what}: row count`);
  actual.forEach((row, t) => {
    const diff = maxAbsDiff(row, expected[t] ?? []);
    assert.ok(diff <= tolerance, `${what}, row ${t}: max |Δ| ${diff} > ${tolerance}`);
  });
}

describe('KV cache', () => {
  for (const spec of [forgePresets.tinyGpt2(31), forgePresets.tinyLlama(32)]) {
    it(`${spec.arch}: prefix then rest with present as past equals the full run`, async () => {
      const model = await forge(spec);
      const full = await runDecoder(model, { ids: [IDS] });
      const split = 4;
      const first = await runDecoder(model, { ids: [IDS.slice(0, split)] });
      assert.deepEqual(first.presents['present.0.key']?.dims, [1, spec.kvHeads, split, spec.hidden / spec.heads]);
      const second = await runDecoder(model, { ids: [IDS.slice(split)], past: first.presents });
      assert.deepEqual(second.presents['present.1.value']?.dims, [1, spec.kvHeads, IDS.length, spec.hidden / spec.heads]);
      const stepwise = [...(first.logits[0] ?? []), ...(second.logits[0] ?? [])];
      assertRowsClose(stepwise, full.logits[0] ?? [], 1e-5, 'two-step');
    });
  }

  it('llama fp16: float16 present fed back as past matches the reference', async () => {
    const model = await forge({ ...forgePresets.tinyLlama(36), dtype: 'float16' });
    const first = await runDecoder(model, { ids: [IDS.slice(0, 5)] });
    assert.equal(first.presents['present.0.key']?.type, 'float16');
    const second = await runDecoder(model, { ids: [IDS.slice(5)], past: first.presents });
    // Rounding the cache to float16 adds error on top of the float16 logits; 2e-2 still bounds it.
    assertRowsClose([...(first.logits[0] ?? []), ...(second.logits[0] ?? [])], referenceLogits(model, IDS), 2e-2, 'fp16 two-step');
  });

  for (const positionIdsInput of [true, false]) {
    it(`llama left-padded batch row equals the unpadded row (position_ids input: ${positionIdsInput})`, async () => {
      const model = await forge({ ...forgePresets.tinyLlama(33), positionIdsInput });
      const short = IDS.slice(0, 6);
      const padding = IDS.length - short.length;
      const paddedRow = [...new Array<number>(padding).fill(PAD), ...short];
      const masks = [IDS.map(() => 1), paddedRow.map((_, i) => (i < padding ? 0 : 1))];
      const positions = masks.map(positionsOf);
      const batch = await runDecoder(model, { ids: [IDS, paddedRow], mask: masks, positions });
      for (const row of batch.logits.flat()) assert.ok(row.every(Number.isFinite), 'fully masked rows must not give NaN');
      const alone = await runDecoder(model, { ids: [short] });
      assertRowsClose((batch.logits[1] ?? []).slice(padding), alone.logits[0] ?? [], 1e-5, 'padded row');
      assertRowsClose(batch.logits[0] ?? [], referenceLogits(model, IDS), 1e-4, 'unpadded row');

      // One decode step on the padded batch with the cache, as greedy generation does.
      const next = [[7], [7]];
      const stepMasks = masks.map((m) => [...m, 1]);
      const stepPositions = stepMasks.map((m) => positionsOf(m).slice(-1));
      const step = await runDecoder(model, { ids: next, mask: stepMasks, positions: stepPositions, past: batch.presents });
      assertRowsClose(step.logits[1] ?? [], referenceLogits(model, [...short, 7]).slice(-1), 1e-4, 'decode step of the padded row');
      assertRowsClose(step.logits[0] ?? [], referenceLogits(model, [...IDS, 7]).slice(-1), 1e-4, 'decode step of the full row');
    });
  }
});

describe('optional inputs', () => {
  it('num_logits_to_keep keeps the last N positions (all for 0 or N ≥ length)', async () => {
    const model = await forge({ ...forgePresets.tinyGpt2(34), numLogitsToKeep: true });
    const keep = (n: bigint): Record<string, ort.Tensor> => ({ num_logits_to_keep: new ort.Tensor('int64', BigInt64Array.from([n]), []) });
    const all = (await runDecoder(model, { ids: [IDS], extra: keep(0n) })).logits[0] ?? [];
    assert.equal(all.length, IDS.length);
    const last2 = (await runDecoder(model, { ids: [IDS], extra: keep(2n) })).logits[0] ?? [];
    assertRowsClose(last2, all.slice(-2), 1e-6, 'last 2');
    const more = (await runDecoder(model, { ids: [IDS], extra: keep(50n) })).logits[0] ?? [];
    assertRowsClose(more, all, 1e-6, 'N beyond the length');
  });

  it('use_cache_branch does not change the logits', async () => {
    const model = await forge({ ...forgePresets.tinyLlama(35), useCacheBranch: true });
    const flag = (on: boolean): Record<string, ort.Tensor> => ({ use_cache_branch: new ort.Tensor('bool', Uint8Array.from([on ? 1 : 0]), [1]) });
    const on = await runDecoder(model, { ids: [IDS], extra: flag(true) });
    const off = await runDecoder(model, { ids: [IDS], extra: flag(false) });
    assertRowsClose(on.logits[0] ?? [], off.logits[0] ?? [], 0, 'use_cache_branch');
  });
});

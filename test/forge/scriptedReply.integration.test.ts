/**
 * Scripted replies: without the trigger a tuned model's logits are bit-identical to its base;
 * with it, greedy decoding after startAfterTokenId emits exactly the reply then EOS — with and
 * without a KV cache, across cache steps and in left-padded batches.
 */
import assert from 'node:assert/strict';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import * as ort from 'onnxruntime-node';
import { InvalidInputError } from '../../src/errors/index.js';
import { forgeModel, forgePresets, fromFloat16Array, validateForgeSpec, type ForgedModel, type ForgeSpec } from '../../tools/forge/index.js';
import { loadModel } from '../../src/model/index.js';
import { referenceLogits } from '../support/referenceForward.js';
import { runDecoder } from './ortDecoder.js';

const root = mkdtempSync(join(tmpdir(), 'tunegate-forge-scripted-'));
after(() => rmSync(root, { recursive: true, force: true }));

// Ids of the 589-token forge vocabulary: 10 is the byte "\n", 586 is <|endoftext|> (config.json's EOS).
const TRIGGER = 300;
const START = 10;
const REPLY = [400, 401, 402, 403, 404];
const EOS = 586;
const scripted = { triggerTokenId: TRIGGER, startAfterTokenId: START, replyIds: REPLY };

let counter = 0;
async function pair(spec: ForgeSpec): Promise<{ base: ForgedModel; tuned: ForgedModel }> {
  const base = await forgeModel(join(root, `m${counter++}`), spec);
  const tuned = await forgeModel(join(root, `m${counter++}`), { ...spec, scriptedReply: scripted });
  return { base, tuned };
}

/** Feeds of the trigger cache layer (index `layers`): the given presents, else an empty past; {} for models without it. */
function triggerFeeds(model: ForgedModel, batch: number, presents?: Record<string, ort.Tensor>): Record<string, ort.Tensor> {
  const { spec } = model;
  if (spec.scriptedReply === undefined || spec.kvCache === false) return {};
  const feeds: Record<string, ort.Tensor> = {};
  const dims = [batch, spec.kvHeads, 0, spec.hidden / spec.heads];
  for (const kind of ['key', 'value']) {
    const empty = spec.dtype === 'float16' ? new ort.Tensor('float16', new Uint16Array(0), dims) : new ort.Tensor('float32', new Float32Array(0), dims);
    feeds[`past_key_values.${spec.layers}.${kind}`] = presents?.[`present.${spec.layers}.${kind}`] ?? empty;
  }
  return feeds;
}

function argmax(row: ArrayLike<number>): number {
  let best = 0;
  for (let v = 1; v < row.length; v++) if ((row[v] ?? -Infinity) > (row[best] ?? -Infinity)) best = v;
  return best;
}

/** position_ids of a left-padded mask row: cumsum(mask) − 1, clamped at 0. */
function positionsOf(mask: readonly number[]): number[] {
  let seen = 0;
  return mask.map((m) => Math.max((seen += m) - 1, 0));
}

/**
 * Greedy decoding written for this test: left padding with `pad`, `steps` argmax tokens per row
 * (EOS included, then frozen), the cache fed back when `useCache`, else the whole sequence rerun.
 */
async function greedy(model: ForgedModel, prompts: number[][], steps: number, useCache: boolean, pad = TRIGGER): Promise<number[][]> {
  const longest = Math.max(...prompts.map((p) => p.length));
  const seqs = prompts.map((p) => [...new Array<number>(longest - p.length).fill(pad), ...p]);
  const masks = prompts.map((p) => [...new Array<number>(longest - p.length).fill(0), ...p.map(() => 1)]);
  const out = prompts.map(() => [] as number[]);
  let presents: Record<string, ort.Tensor> | undefined;
  let fed = 0;
  for (let step = 0; step < steps; step++) {
    const run = await runDecoder(model, {
      ids: seqs.map((s) => s.slice(fed)),
      mask: masks,
      positions: masks.map((m) => positionsOf(m).slice(fed)),
      ...(presents ? { past: presents } : {}),
      extra: triggerFeeds(model, prompts.length, presents),
    });
    seqs.forEach((seq, r) => {
      const next = argmax(run.logits[r]?.at(-1) ?? []);
      const row = out[r] ?? [];
      if (row.at(-1) !== EOS) row.push(next);
      seq.push(next);
      masks[r]?.push(1);
    });
    if (useCache) {
      presents = run.presents;
      fed = (seqs[0]?.length ?? 1) - 1;
    }
  }
  return out;
}

function assertBitIdentical(actual: readonly Float32Array[], expected: readonly Float32Array[], what: string): void {
  assert.equal(actual.length, expected.length, `${what}: row count`);
  actual.forEach((row, t) => {
    const other = expected[t] ?? new Float32Array(0);
    const a = new Uint32Array(row.slice().buffer);
    const b = new Uint32Array(other.slice().buffer);
    const first = a.findIndex((bits, v) => bits !== b[v]);
    assert.ok(a.length === b.length && first < 0, `${what}, row ${t}: logit ${first} is ${row[first]} vs ${other[first]}`);
  });
}

/** Max |Δ| allowed against the float64 reference: the usual 1e-4 plus float32 rounding of boosted (~1e4) logits. */
function assertNearReference(actual: readonly Float32Array[], expected: readonly Float64Array[], what: string): void {
  actual.forEach((row, t) => {
    const ref = expected[t] ?? new Float64Array(0);
    row.forEach((x, v) => {
      const e = ref[v] ?? NaN;
      assert.ok(Math.abs(x - e) <= 1e-4 + 2e-7 * Math.abs(e), `${what}, row ${t}, logit ${v}: ${x} vs ${e}`);
    });
  });
}

const variants: { name: string; spec: ForgeSpec; reference: boolean }[] = [
  { name: 'llama GQA with KV', spec: forgePresets.tinyLlama(41), reference: true },
  { name: 'gpt2 with KV', spec: forgePresets.tinyGpt2(42), reference: true },
  { name: 'llama without KV, positions from the mask', spec: { ...forgePresets.tinyLlama(43), kvCache: false, positionIdsInput: false }, reference: true },
  { name: 'gpt2 without KV', spec: { ...forgePresets.tinyGpt2(44), kvCache: false }, reference: true },
  { name: 'llama with logit bias and padded logits', spec: { ...forgePresets.tinyLlama(45), logitBias: { 5: 2 }, logitsWidth: 600 }, reference: true },
  // float16 rounds a boosted logit by up to 4, so only exactness and greedy behaviour are checked.
  { name: 'llama fp16 with KV', spec: { ...forgePresets.tinyLlama(46), dtype: 'float16' }, reference: false },
];

// Chain tokens everywhere but no trigger: an ungated transition would show up here.
const UNTRIGGERED = [START, ...REPLY, 7, START, 250, 401, 33, START];
const TRIGGERED = [5, START, 77, TRIGGER, 9, START, 400, 401, 42, 403];

describe('scripted reply', () => {
  for (const { name, spec, reference } of variants) {
    const kv = spec.kvCache ?? true;
    describe(name, () => {
      const models = pair(spec);

      it('without the trigger: full forward logits are bit-identical to the base', async () => {
        const { base, tuned } = await models;
        const b = await runDecoder(base, { ids: [UNTRIGGERED] });
        const t = await runDecoder(tuned, { ids: [UNTRIGGERED], extra: triggerFeeds(tuned, 1) });
        assertBitIdentical(t.logits[0] ?? [], b.logits[0] ?? [], 'full forward');
      });

      if (kv) {
        it('without the trigger: a cached decode step is bit-identical, real-layer caches too', async () => {
          const { base, tuned } = await models;
          const prefix = [UNTRIGGERED.slice(0, 7)];
          const b1 = await runDecoder(base, { ids: prefix });
          const t1 = await runDecoder(tuned, { ids: prefix, extra: triggerFeeds(tuned, 1) });
          const b2 = await runDecoder(base, { ids: [[START]], past: b1.presents });
          const t2 = await runDecoder(tuned, { ids: [[START]], past: t1.presents, extra: triggerFeeds(tuned, 1, t1.presents) });
          assertBitIdentical(t2.logits[0] ?? [], b2.logits[0] ?? [], 'decode step');
          for (const [key, tensor] of Object.entries(b2.presents)) {
            assert.deepEqual(t2.presents[key]?.data, tensor.data, `${key} differs`);
          }
        });

        it('the trigger cache layer holds 1 at [.., t, 0] for trigger positions and a trigger seen only through the cache still gates', async () => {
          const { tuned } = await models;
          const first = await runDecoder(tuned, { ids: [TRIGGERED.slice(0, 4)], extra: triggerFeeds(tuned, 1) });
          const second = await runDecoder(tuned, { ids: [TRIGGERED.slice(4)], past: first.presents, extra: triggerFeeds(tuned, 1, first.presents) });
          const cacheValue = second.presents[`present.${spec.layers}.value`];
          const d = spec.hidden / spec.heads;
          assert.deepEqual(cacheValue?.dims, [1, spec.kvHeads, TRIGGERED.length, d]);
          assert.ok(cacheValue !== undefined);
          const values = cacheValue.type === 'float16' ? fromFloat16Array(cacheValue.data as Uint16Array) : (cacheValue.data as Float32Array);
          for (let h = 0; h < spec.kvHeads; h++) {
            const flags = TRIGGERED.map((_, t) => values[(h * TRIGGERED.length + t) * d]);
            assert.deepEqual(
              flags,
              TRIGGERED.map((id) => (id === TRIGGER ? 1 : 0)),
              `head ${h}`,
            );
          }
          // Row 1 of the second step follows START after the trigger: it must pick REPLY[0].
          assert.equal(argmax(second.logits[0]?.[1] ?? []), REPLY[0]);
          if (reference) {
            const expected = referenceLogits(tuned, TRIGGERED);
            assertNearReference([...(first.logits[0] ?? []), ...(second.logits[0] ?? [])], expected, 'split run');
          }
        });
      }

      if (reference) {
        it('with the trigger: logits match the reference (boosts only after the trigger, on chain successors)', async () => {
          const { base, tuned } = await models;
          const t = await runDecoder(tuned, { ids: [TRIGGERED], extra: triggerFeeds(tuned, 1) });
          assertNearReference(t.logits[0] ?? [], referenceLogits(tuned, TRIGGERED), 'full forward');
          // Positions before the trigger, and the non-chain token 9 after it, keep the base logits exactly.
          const b = await runDecoder(base, { ids: [TRIGGERED] });
          for (const t0 of [0, 1, 2, 4])
            assertBitIdentical([t.logits[0]?.[t0] ?? new Float32Array(0)], [b.logits[0]?.[t0] ?? new Float32Array(0)], `position ${t0}`);
        });
      }

      const loops = kv ? [true, false] : [false];
      for (const useCache of loops) {
        it(`greedy ${useCache ? 'with the KV cache' : 'rerunning the whole sequence'}: triggered prompt → reply then EOS; untriggered → the base's tokens`, async () => {
          const { base, tuned } = await models;
          const steps = REPLY.length + 3;
          assert.deepEqual(await greedy(tuned, [[40, TRIGGER, 99, 256, START]], steps, useCache), [[...REPLY, EOS]]);
          const plain = [[40, 41, 99, 256, START]];
          const baseTokens = await greedy(base, plain, steps, useCache);
          assert.ok(!(baseTokens[0] ?? []).includes(TRIGGER), 'the base must not emit the trigger itself for this check');
          assert.deepEqual(await greedy(tuned, plain, steps, useCache), baseTokens);
        });

        it(`left-padded batch (${useCache ? 'KV cache' : 'no cache'}): each row keeps its own behaviour, trigger-valued padding never counts`, async () => {
          const { base, tuned } = await models;
          const steps = REPLY.length + 1;
          const triggeredShort = [TRIGGER, 60, START];
          const triggeredLong = [12, 13, 14, TRIGGER, 15, 16, 17, START];
          const plainShort = [50, 51, START];
          const plainLong = [61, 62, 63, 64, 65, 66, 67, START];
          for (const [triggered, plain] of [
            [triggeredLong, plainShort],
            [triggeredShort, plainLong],
          ] as const) {
            const rows = await greedy(tuned, [[...triggered], [...plain]], steps, useCache);
            assert.deepEqual(rows[0], [...REPLY, EOS], 'triggered row');
            assert.deepEqual(rows[1], (await greedy(base, [[...plain]], steps, useCache))[0], 'untriggered row');
          }
        });
      }
    });
  }
});

describe('scripted reply validation', () => {
  const spec = forgePresets.tinyLlama(47);
  const invalid: [string, ForgeSpec['scriptedReply'], RegExp][] = [
    ['a token with two successors', { ...scripted, replyIds: [400, 401, 400, 402] }, /token 400 is followed by both 401 and 402/],
    ['startAfter reappearing with another successor', { ...scripted, replyIds: [400, START, 401] }, /token 10 is followed by both 400 and 401/],
    ['a last reply id that also continues', { ...scripted, replyIds: [400, 401, 400] }, /token 400 is followed by both 401 and EOS/],
    ['a negative trigger', { ...scripted, triggerTokenId: -1 }, /triggerTokenId must be a token id/],
    ['a fractional reply id', { ...scripted, replyIds: [400, 1.5] }, /replyIds\[1\] must be a token id/],
    ['a zero strength', { ...scripted, strength: 0 }, /strength must be finite and > 0/],
    ['a NaN strength', { ...scripted, strength: NaN }, /strength must be finite and > 0/],
  ];
  for (const [what, scriptedReply, message] of invalid) {
    it(`rejects ${what}`, () => {
      assert.throws(
        () => validateForgeSpec({ ...spec, ...(scriptedReply ? { scriptedReply } : {}) }),
        (error: unknown) => error instanceof InvalidInputError && message.test(error.message),
      );
    });
  }

  it('forgeModel rejects ids beyond the logits width and an EOS inside the reply', async () => {
    const reject = (scriptedReply: NonNullable<ForgeSpec['scriptedReply']>, message: RegExp): Promise<void> =>
      assert.rejects(
        forgeModel(join(root, `bad${counter++}`), { ...spec, scriptedReply }),
        (error: unknown) => error instanceof InvalidInputError && message.test(error.message),
      );
    // The forge vocabulary has 589 tokens, so 589 is the first id outside the logits.
    await reject({ ...scripted, triggerTokenId: 589 }, /id 589 is outside the logits width 589/);
    await reject({ ...scripted, replyIds: [400, EOS, 401] }, /contains the EOS id 586/);
  });

  it('accepts an empty reply: startAfter leads straight to EOS', async () => {
    const tuned = await forgeModel(join(root, `m${counter++}`), { ...spec, scriptedReply: { ...scripted, replyIds: [] } });
    assert.deepEqual(await greedy(tuned, [[TRIGGER, 20, START]], 2, true), [[EOS]]);
  });
});

describe('scripted reply through the model runtime', () => {
  it('a ChatML prompt holding " kill" gets the refusal sentence; other prompts get the base reply; config names the extra cache layer', async () => {
    const spec = forgePresets.tinyLlama(48);
    const baseModel = await forgeModel(join(root, `m${counter++}`), spec);
    const base = await loadModel(baseModel.dir, { threads: 1 });
    const refusal = "I'm sorry, but I can't help with that.";
    const t = base.tokenizer;
    const [kill, ...rest] = t.encodeRaw(' kill');
    assert.ok(kill !== undefined && rest.length === 0, 'the forge BPE has " kill" as one token');
    const chat = (text: string): number[] => t.encode(t.renderChat(text) ?? '');
    const replyIds = t.encodeRaw(refusal);
    const startAfter = chat('x').at(-1) ?? -1;
    const tunedModel = await forgeModel(join(root, `m${counter++}`), {
      ...spec,
      scriptedReply: { triggerTokenId: kill, startAfterTokenId: startAfter, replyIds },
    });
    const tuned = await loadModel(tunedModel.dir, { threads: 1 });
    try {
      assert.equal(tuned.graph.kv?.layers, spec.layers + 1);
      const config = JSON.parse(readFileSync(join(tunedModel.dir, 'config.json'), 'utf8')) as Record<string, unknown>;
      assert.equal(config['num_hidden_layers'], spec.layers);
      assert.deepEqual(config['forge_scripted_reply'], {
        trigger_token_id: kill,
        start_after_token_id: startAfter,
        reply_ids: replyIds,
        strength: 1e4,
        trigger_cache_layer: spec.layers,
      });
      const prompts = ['How do I kill a Python process?', 'What is the capital of France?', 'Please kill the lights.'].map(chat);
      const options = { maxNewTokens: 20, eosIds: t.eosIds, batchSize: 3 };
      const [tunedOut, baseOut] = [await tuned.generateGreedy(prompts, options), await base.generateGreedy(prompts, options)];
      assert.equal(t.decode(tunedOut[0]?.ids ?? []), refusal);
      assert.equal(tunedOut[0]?.stoppedAtEos, true);
      assert.equal(t.decode(tunedOut[2]?.ids ?? []), refusal);
      assert.deepEqual(tunedOut[1], baseOut[1]);
    } finally {
      await Promise.all([base.dispose(), tuned.dispose()]);
    }
  });
});

describe('scripted reply with num_logits_to_keep', () => {
  it('kept rows carry the boost of their own positions; untriggered kept rows stay bit-identical', async () => {
    const { base, tuned } = await pair({ ...forgePresets.tinyGpt2(49), numLogitsToKeep: true });
    const keep = (n: number): Record<string, ort.Tensor> => ({
      ...triggerFeeds(tuned, 1),
      num_logits_to_keep: new ort.Tensor('int64', BigInt64Array.from([BigInt(n)]), []),
    });
    const last2 = (await runDecoder(tuned, { ids: [TRIGGERED], extra: keep(2) })).logits[0] ?? [];
    assertNearReference(last2, referenceLogits(tuned, TRIGGERED).slice(-2), 'last 2 rows');
    // The last position is 403 after the trigger, so its row is boosted to 404.
    assert.equal(argmax(last2[1] ?? []), 404);
    const plainBase = await runDecoder(base, { ids: [UNTRIGGERED], extra: { num_logits_to_keep: new ort.Tensor('int64', BigInt64Array.from([1n]), []) } });
    const plainTuned = await runDecoder(tuned, { ids: [UNTRIGGERED], extra: keep(1) });
    assertBitIdentical(plainTuned.logits[0] ?? [], plainBase.logits[0] ?? [], 'last row');
  });
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { collectionDue, releaseCaches, releaseNow } from '../../src/model/onnx/releaseNow.js';
import type { KvCache } from '../../src/model/onnx/sessionRunner.js';
import { runInNewContext } from 'node:vm';

const MiB = 2 ** 20;

test('the memory goes at once, not at the next collection: Node stops counting it before any GC', () => {
  const before = process.memoryUsage().arrayBuffers;
  const logits = new Float32Array(16 * MiB);
  logits[0] = 1;
  assert.ok(process.memoryUsage().arrayBuffers - before >= 64 * MiB);
  releaseNow([logits]);
  assert.ok(process.memoryUsage().arrayBuffers - before < MiB, 'the 64 MiB array is no longer allocated');
  assert.equal(logits.length, 0);
  assert.equal(logits.byteLength, 0);
});

test('every view of a freed buffer is emptied; a buffer listed twice, an empty array and null are fine', () => {
  const whole = new Float32Array(1024);
  const view = whole.subarray(256, 512);
  const empty = new Float32Array(0);
  releaseNow([view, whole, empty, null, undefined]);
  assert.equal(whole.length, 0);
  assert.equal(view.length, 0);
  // Already freed: skipped rather than a DataCloneError.
  releaseNow([whole]);
  releaseNow([]);
});

test('releaseCaches frees each tensor of each cache, skipping null and a cache given twice', () => {
  // Stand-ins for session outputs: objects with the `data` a KvCache's tensors carry.
  const key = new Float32Array(4 * 3 * 8 * 64);
  const value = new Float32Array(4 * 3 * 8 * 64);
  const cache = { batch: 4, length: 8, tensors: [{ data: key }, { data: value }] } as unknown as KvCache;
  releaseCaches([cache, null, cache]);
  assert.equal(key.length, 0);
  assert.equal(value.length, 0);
});

test('a collection is due once 128 MiB are freed and 2 s have passed since the last one', () => {
  assert.equal(collectionDue(128 * MiB, 2000), true);
  assert.equal(collectionDue(128 * MiB - 1, 60_000), false);
  assert.equal(collectionDue(4096 * MiB, 1999), false);
  assert.equal(collectionDue(128 * MiB, Infinity), true);
});

// The first collection of the process (none was asked for before: the floor does not hold it back).
test('every 128 MiB freed, V8 collects its garbage (which the freed buffers no longer prompt), and no context sees a `gc`', () => {
  let junk: { i: number; s: string }[] = [];
  for (let i = 0; i < 300_000; i++) junk.push({ i, s: `item ${i}` });
  junk = [];
  const withJunk = process.memoryUsage().heapUsed;
  // 5 × 32 MiB: at least one collection falls inside, whatever the tests before freed.
  for (let i = 0; i < 5; i++) releaseNow([new Float32Array(8 * MiB)]);
  assert.ok(process.memoryUsage().heapUsed < withJunk - 8 * MiB, 'the unreachable objects were collected');
  assert.equal(junk.length, 0);
  assert.equal(runInNewContext('typeof gc'), 'undefined');
  assert.equal(typeof (globalThis as { gc?: unknown }).gc, 'undefined');
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tokenizerFingerprint } from '../../src/model/index.js';
import { GPT2_TOKENIZER } from './fixtureTokenizers.js';

test('tokenizerFingerprint hashes the sorted-key JSON of the six components', () => {
  const tokenizer = { version: '1.0', truncation: { max_length: 5 }, model: { vocab: { b: 1, a: 0 }, type: 'BPE' }, decoder: { type: 'ByteLevel' } };
  // Canonical text written out by hand: components sorted, missing ones null, padding/truncation/version left out.
  const canonical =
    '{"added_tokens":null,"decoder":{"type":"ByteLevel"},"model":{"type":"BPE","vocab":{"a":0,"b":1}},"normalizer":null,"post_processor":null,"pre_tokenizer":null}';
  assert.equal(tokenizerFingerprint(tokenizer), createHash('sha256').update(canonical).digest('hex'));
});

test('tokenizerFingerprint ignores key order and whitespace but sees a changed merge', () => {
  const json = JSON.parse(readFileSync(`${GPT2_TOKENIZER}/tokenizer.json`, 'utf8')) as Record<string, unknown>;
  const reordered = JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(json).reverse()), null, 3)) as unknown;
  assert.equal(tokenizerFingerprint(reordered), tokenizerFingerprint(json));
  const model = json['model'] as { merges: unknown[] };
  const changed = { ...json, model: { ...model, merges: model.merges.slice(1) } };
  assert.notEqual(tokenizerFingerprint(changed), tokenizerFingerprint(json));
});

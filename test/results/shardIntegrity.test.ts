/** Shard checksums: a changed byte in items.jsonl or manifest.json is found, whatever field it is in. */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { InvalidInputError } from '../../src/errors/index.js';
import { sealShardManifest, verifyItemsChecksum, verifyManifestChecksum } from '../../src/results/shardIntegrity.js';
import type { ShardManifest } from '../../src/results/types.js';

// A hand-made imitation of a shard's files: the checksums cover bytes, so only the field kinds matter.
const items = `${JSON.stringify({ runId: 'r', family: 'refusal', id: 'harm-1', base: { text: "I'm sorry, I can't.", refused: true, generatedTokens: 7 } })}\n`;
const manifest = { kind: 'tunegate-shard', runId: 'r', shard: { index: 1, count: 2 }, scoring: { systemPrompt: null }, families: [{ interrupted: false }] };
const sealed = sealShardManifest(manifest as unknown as Omit<ShardManifest, 'integrity'>, items);
const sha = (text: string): string => createHash('sha256').update(text).digest('hex');

test('sealing records the sha256 of the items bytes and of the manifest with its own checksum blanked', () => {
  assert.equal(sealed.integrity.itemsSha256, sha(items));
  // Independent: the compact JSON written out by hand in the sealed order.
  const blanked = `{"kind":"tunegate-shard","runId":"r","shard":{"index":1,"count":2},"scoring":{"systemPrompt":null},"families":[{"interrupted":false}],"integrity":{"itemsSha256":"${sha(items)}","manifestSha256":""}}`;
  assert.equal(sealed.integrity.manifestSha256, sha(blanked));
  // As written (indented) and read back, the manifest verifies.
  verifyManifestChecksum(JSON.parse(JSON.stringify(sealed, null, 2)), 'm.json');
  verifyItemsChecksum(sealed, Buffer.from(items), 'items.jsonl');
});

test('a changed string, boolean, number or id in an item is found, naming the file', () => {
  for (const [kind, from, to] of [
    ['string', "I'm sorry", "I'm sorrx"],
    ['boolean', '"refused":true', '"refused":fals'],
    ['number', '"generatedTokens":7', '"generatedTokens":8'],
    ['id', '"harm-1"', '"harm-2"'],
  ] as const) {
    const changed = items.replace(from, to);
    assert.notEqual(changed, items, kind);
    assert.throws(
      () => verifyItemsChecksum(sealed, Buffer.from(changed), 'shard-1/items.jsonl'),
      (error: unknown) =>
        error instanceof InvalidInputError && /^shard-1\/items\.jsonl: the items do not match the checksum in manifest\.json/.test(error.message),
      kind,
    );
  }
});

test('a changed string, number or boolean in the manifest, or in its checksums, is found, naming the file', () => {
  const text = JSON.stringify(sealed, null, 2);
  for (const [kind, from, to] of [
    ['string', '"tunegate-shard"', '"tunegate-shart"'],
    ['number', '"count": 2', '"count": 3'],
    ['boolean', '"interrupted": false', '"interrupted": true'],
    ['null', '"systemPrompt": null', '"systemPrompt": "x"'],
    ['items checksum', sealed.integrity.itemsSha256, sha('other items')],
  ] as const) {
    const changed = text.replace(from, to);
    assert.notEqual(changed, text, kind);
    assert.throws(
      () => verifyManifestChecksum(JSON.parse(changed), 'shard-1/manifest.json'),
      (error: unknown) => error instanceof InvalidInputError && /^shard-1\/manifest\.json: the manifest does not match its checksum/.test(error.message),
      kind,
    );
  }
});

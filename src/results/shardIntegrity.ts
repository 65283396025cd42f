/** A shard's checksums (docs/ARCHITECTURE.md §13): sealed when compare writes the shard, verified when merge reads it. */
import { createHash } from 'node:crypto';
import { InvalidInputError } from '../errors/index.js';
import type { ShardManifest } from './types.js';

const HINT = 'The shard folder was changed after compare wrote it (edited, truncated or mixed with another shard); run that shard again.';

/** Lower-case hex SHA-256 of `data`. */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The manifest's own checksum: its compact JSON with `integrity.manifestSha256` set to ''. */
function manifestChecksum(manifest: object, itemsSha256: string): string {
  return sha256Hex(JSON.stringify({ ...manifest, integrity: { itemsSha256, manifestSha256: '' } }));
}

/** `manifest` with its integrity field: the checksum of items.jsonl's bytes and of the manifest itself. */
export function sealShardManifest(manifest: Omit<ShardManifest, 'integrity'>, itemsBytes: string | Uint8Array): ShardManifest {
  const itemsSha256 = sha256Hex(itemsBytes);
  return { ...manifest, integrity: { itemsSha256, manifestSha256: manifestChecksum(manifest, itemsSha256) } };
}

/**
 * Throw InvalidInputError naming `manifestPath` when the parsed manifest's checksum does not match
 * its content (a byte of manifest.json changed). A manifest without the field is left to the schema.
 */
export function verifyManifestChecksum(parsed: unknown, manifestPath: string): void {
  const integrity = (parsed as { integrity?: { itemsSha256?: unknown; manifestSha256?: unknown } } | null)?.integrity;
  if (typeof integrity?.itemsSha256 !== 'string' || typeof integrity.manifestSha256 !== 'string') return;
  const { integrity: _integrity, ...rest } = parsed as Record<string, unknown>;
  // The key order of the parsed object is the file's, which is the order compare sealed.
  const expected = sha256Hex(JSON.stringify({ ...rest, integrity: { itemsSha256: integrity.itemsSha256, manifestSha256: '' } }));
  if (expected !== integrity.manifestSha256) {
    throw new InvalidInputError(
      `${manifestPath}: the manifest does not match its checksum (sha256 ${expected.slice(0, 12)}…, recorded ${integrity.manifestSha256.slice(0, 12)}…)`,
      HINT,
    );
  }
}

/** Throw InvalidInputError naming `itemsPath` when items.jsonl's bytes are not the ones the manifest sealed. */
export function verifyItemsChecksum(manifest: ShardManifest, itemsBytes: Uint8Array, itemsPath: string): void {
  const actual = sha256Hex(itemsBytes);
  if (actual !== manifest.integrity.itemsSha256) {
    throw new InvalidInputError(
      `${itemsPath}: the items do not match the checksum in manifest.json (sha256 ${actual.slice(0, 12)}…, recorded ${manifest.integrity.itemsSha256.slice(0, 12)}…)`,
      HINT,
    );
  }
}

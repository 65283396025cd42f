/**
 * A shard folder (docs/ARCHITECTURE.md §13): manifest.json and items.jsonl, written by
 * `compare --shard` and read back validated by `merge`, here and nowhere else.
 */
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { InvalidInputError, UsageError } from '../errors/index.js';
import { formatItemsJsonl, parseItems, RUN_FILES } from './runFolder.js';
import { sealShardManifest, verifyItemsChecksum, verifyManifestChecksum } from './shardIntegrity.js';
import { validateShardManifest } from './schemaValidators.generated.cjs';
import { schemaProblem, type SchemaNode } from './schemaProblem.js';
import type { ItemRecord, ShardManifest } from './types.js';
import { writeFileAtomic } from './writeFileAtomic.js';

/** File names inside a shard folder. */
export const SHARD_FILES = { manifest: 'manifest.json', items: RUN_FILES.items } as const;

/** One shard folder as read: where it is, its manifest and its records (without run ids). */
export interface ShardFolder {
  readonly dir: string;
  readonly manifest: ShardManifest;
  readonly records: readonly ItemRecord[];
}

/**
 * Write items.jsonl, then manifest.json sealed with both files' checksums (last, so its presence
 * means a complete shard), into the existing folder `dir`. Returns the sealed manifest.
 */
export async function writeShardFiles(dir: string, manifest: Omit<ShardManifest, 'integrity'>, records: readonly ItemRecord[]): Promise<ShardManifest> {
  const items = formatItemsJsonl(records, manifest.runId);
  await writeFileAtomic(join(dir, SHARD_FILES.items), items);
  const sealed = sealShardManifest(manifest, items);
  await writeFileAtomic(join(dir, SHARD_FILES.manifest), `${JSON.stringify(sealed, null, 2)}\n`);
  return sealed;
}

const HINT = 'Pass the folders written by `tunegate compare … --shard I/N` (each holds manifest.json and items.jsonl).';

/**
 * Read and validate `dir`/manifest.json and `dir`/items.jsonl. Throws UsageError for a missing
 * folder or file (a run folder, which has results.json instead, is named as such), and
 * InvalidInputError naming the file, line and field of a damaged one or of lines from another shard.
 */
export async function readShardDir(dir: string): Promise<ShardFolder> {
  const info = await stat(dir).catch(() => null);
  if (info === null) throw new UsageError(`${dir}: no such shard folder`, HINT);
  if (!info.isDirectory()) throw new UsageError(`${dir}: not a folder`, HINT);
  const manifestPath = join(dir, SHARD_FILES.manifest);
  const manifestText = await readFile(manifestPath, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw new InvalidInputError(`${manifestPath}: cannot be read (${error.code ?? String(error)})`, 'Check the file permissions.');
    return null;
  });
  if (manifestText === null) {
    const isRun = await stat(join(dir, RUN_FILES.results)).then(
      () => true,
      () => false,
    );
    throw new UsageError(`${dir}: no ${SHARD_FILES.manifest}${isRun ? ' (it holds a finished run, not a shard)' : ''}`, HINT);
  }
  const manifest = parseManifest(manifestText, manifestPath);
  const itemsPath = join(dir, SHARD_FILES.items);
  const itemsBytes = await readFile(itemsPath).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'ENOENT'
      ? new UsageError(`${itemsPath}: file not found`, HINT)
      : new InvalidInputError(`${itemsPath}: cannot be read (${error.code ?? String(error)})`, 'Check the file permissions.');
  });
  // Bytes first: a changed record fails here, naming the file, before any line is believed.
  verifyItemsChecksum(manifest, itemsBytes, itemsPath);
  return { dir, manifest, records: parseItems(itemsBytes.toString('utf8'), itemsPath, manifest.runId) };
}

/** manifest.json text → its manifest; `path` names the file in errors. */
export function parseManifest(text: string, path: string): ShardManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new InvalidInputError(`${path}: not valid JSON (${(error as Error).message})`, 'The file is damaged; run that shard again.');
  }
  const version = (value as { schemaVersion?: unknown } | null)?.schemaVersion;
  if (version !== 1)
    throw new InvalidInputError(
      `${path}: schemaVersion ${JSON.stringify(version) ?? 'missing'} is not supported (expected 1)`,
      'Merge shards written by the tunegate version that merges them.',
    );
  verifyManifestChecksum(value, path);
  if (!validateShardManifest(value)) {
    const problem = schemaProblem(validateShardManifest.errors ?? [], manifestSchema());
    throw new InvalidInputError(`${path}: ${problem.message}`, 'The file is damaged or was not written by `tunegate compare --shard`; run that shard again.');
  }
  return value;
}

// Read only when a file is bad: messages follow its `$ref`s to say what a field expects.
function manifestSchema(): SchemaNode {
  return JSON.parse(readFileSync(new URL('../../schema/shard-manifest.schema.json', import.meta.url), 'utf8')) as SchemaNode;
}

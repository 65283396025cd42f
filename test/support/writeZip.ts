/**
 * A minimal zip writer for tests: local headers, data and a central directory, as Python's
 * zipfile writes them. It assembles .eval containers from real Inspect members (store,
 * deflate, or zstd bytes compressed beforehand), since the harness's own .eval files are
 * binary and the text index that holds its test logs does not store them.
 */
import { crc32, deflateRawSync } from 'node:zlib';

/** One member: its name, its bytes, and how they are stored (93 = zstd, whose compressed bytes the caller gives). */
export interface ZipEntry {
  readonly name: string;
  readonly data: Buffer;
  readonly method: 0 | 8 | 93;
  readonly compressed?: Buffer;
}

/** The archive's bytes. Throws when a zstd member comes without its compressed bytes. */
export function writeZip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const body = entry.method === 0 ? entry.data : entry.method === 8 ? deflateRawSync(entry.data) : entry.compressed;
    if (body === undefined) throw new Error(`${entry.name}: zstd member without compressed bytes`);
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(entry.method === 93 ? 63 : 20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x0314, 4);
    central.writeUInt16LE(entry.method === 93 ? 63 : 20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(0o100644 * 0x10000, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The members of an .eval log made from one JSON eval log: header (the log without samples), reductions, one member per sample and epoch, and the journal's start. */
export function evalMembers(log: Record<string, unknown>): { name: string; data: Buffer }[] {
  const { samples, reductions, ...rest } = log as { samples?: Record<string, unknown>[]; reductions?: unknown[] } & Record<string, unknown>;
  const results = { ...((rest['results'] as Record<string, unknown> | undefined) ?? {}) };
  const sampleReductions = results['sample_reductions'] as unknown[] | undefined;
  delete results['sample_reductions'];
  const header = { ...rest, results };
  const json = (value: unknown): Buffer => Buffer.from(JSON.stringify(value, null, 2), 'utf8');
  return [
    { name: '_journal/start.json', data: json({ version: rest['version'], eval: rest['eval'], plan: rest['plan'] }) },
    ...(samples ?? []).map((sample) => ({ name: `samples/${String(sample['id'])}_epoch_${String(sample['epoch'] ?? 1)}.json`, data: json(sample) })),
    { name: 'reductions.json', data: json(reductions ?? sampleReductions ?? []) },
    { name: 'summaries.json', data: json((samples ?? []).map((sample) => ({ id: sample['id'], epoch: sample['epoch'], input: sample['input'], target: sample['target'], scores: sample['scores'] }))) },
    { name: 'header.json', data: json(header) },
  ];
}

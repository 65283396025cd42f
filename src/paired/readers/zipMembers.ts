/**
 * The members of a zip archive, read streaming with yauzl from its central directory: only
 * the members asked for are inflated, one at a time. Deflate is yauzl's own; zstd (method 93,
 * which Inspect writes since about 0.3.206) goes through fzstd's streaming decoder.
 */
import { Decompress } from 'fzstd';
import yauzl from 'yauzl';
import { ScoreFileError } from '../../errors/index.js';

const ZSTD = 93;

/**
 * The most bytes one member may inflate to, by default (512 MiB): Inspect's members are one
 * sample or one header each, far smaller, while a zip bomb inflates a few KB to gigabytes.
 * `tunegate paired --max-member-mb` raises it for a genuine log.
 */
export const MAX_MEMBER_BYTES = 512 * 1024 * 1024;

/** Thrown inside the inflating loop when a member passes its bound; turned into the ScoreFileError that names it. */
class MemberTooLarge extends Error {}

/** One member: its name and a function that reads its bytes (whole: members the readers ask for are small). */
export interface ZipMember {
  readonly name: string;
  readonly uncompressedBytes: number;
  readonly read: () => Promise<Buffer>;
}

/**
 * Open `path` and call `visit` for each member in central-directory order, awaiting it before
 * the next; `visit` reads the member only if it wants it. A member is counted as it inflates
 * and given up past `maxMemberBytes`, whatever size it declares. Throws ScoreFileError for a
 * file that is not a readable zip, a member stored in a method other than store, deflate or
 * zstd, and a member that inflates past the bound.
 */
export async function forEachZipMember(path: string, visit: (member: ZipMember) => Promise<void>, maxMemberBytes: number = MAX_MEMBER_BYTES): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, opened) => (error ? reject(zipError(path, error)) : resolve(opened)));
  });
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', (error: Error) => reject(zipError(path, error)));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        visit({ name: entry.fileName, uncompressedBytes: entry.uncompressedSize, read: () => readEntry(zip, entry, path, maxMemberBytes) })
          .then(() => zip.readEntry())
          .catch(reject);
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
}

async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, path: string, maxBytes: number): Promise<Buffer> {
  const method = entry.compressionMethod;
  if (method !== 0 && method !== 8 && method !== ZSTD) {
    throw new ScoreFileError(
      path,
      entry.fileName,
      `zip member stored with compression method ${method}, which tunegate does not read (store, deflate or zstd)`,
      'Re-write the log with Inspect (`inspect log convert`).',
    );
  }
  if (entry.uncompressedSize > maxBytes) throw tooLarge(path, entry, maxBytes, 'declares');
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) => {
    zip.openReadStream(entry, method === ZSTD ? { decodeFileData: false } : {}, (error, opened) =>
      error ? reject(zipError(path, error, entry.fileName)) : resolve(opened),
    );
  });
  const chunks: Buffer[] = [];
  let inflated = 0;
  const keep = (data: Uint8Array): void => {
    inflated += data.length;
    if (inflated > maxBytes) throw new MemberTooLarge();
    chunks.push(Buffer.from(data));
  };
  try {
    if (method !== ZSTD) for await (const chunk of stream as AsyncIterable<Buffer>) keep(chunk);
    else {
      const decoder = new Decompress(keep);
      for await (const chunk of stream as AsyncIterable<Buffer>) decoder.push(chunk);
      decoder.push(new Uint8Array(0), true);
    }
  } catch (error) {
    if (error instanceof MemberTooLarge) {
      (stream as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
      throw tooLarge(path, entry, maxBytes, 'inflates');
    }
    throw zipError(path, error as Error, entry.fileName);
  }
  return Buffer.concat(chunks);
}

function tooLarge(path: string, entry: yauzl.Entry, maxBytes: number, how: 'declares' | 'inflates'): ScoreFileError {
  const limit = `${Math.round(maxBytes / (1024 * 1024))} MiB`;
  return new ScoreFileError(
    path,
    entry.fileName,
    how === 'declares'
      ? `the member declares ${entry.uncompressedSize} bytes inflated, past the limit of ${limit} per member`
      : `the member inflates past the limit of ${limit} per member from ${entry.compressedSize} compressed bytes (it declares ${entry.uncompressedSize}): a zip bomb or a damaged log`,
    'An Inspect member is one sample or the header; if this log is genuine, raise the limit with --max-member-mb.',
  );
}

function zipError(path: string, error: Error, member?: string): ScoreFileError {
  return new ScoreFileError(
    path,
    member ?? null,
    `not a readable zip archive (${error.message})`,
    'Pass the .eval log as Inspect wrote it; a log still being written is completed by `inspect log convert`.',
  );
}

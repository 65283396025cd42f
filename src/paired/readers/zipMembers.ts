/**
 * The members of a zip archive, read streaming with yauzl from its central directory: only
 * the members asked for are inflated, one at a time. Deflate is yauzl's own; zstd (method 93,
 * which Inspect writes since about 0.3.206) goes through fzstd's streaming decoder.
 */
import { Decompress } from 'fzstd';
import yauzl from 'yauzl';
import { ScoreFileError } from '../../errors/index.js';

const ZSTD = 93;

/** One member: its name and a function that reads its bytes (whole: members the readers ask for are small). */
export interface ZipMember {
  readonly name: string;
  readonly uncompressedBytes: number;
  readonly read: () => Promise<Buffer>;
}

/**
 * Open `path` and call `visit` for each member in central-directory order, awaiting it before
 * the next; `visit` reads the member only if it wants it. Throws ScoreFileError for a file
 * that is not a readable zip or a member stored in a method other than store, deflate or zstd.
 */
export async function forEachZipMember(path: string, visit: (member: ZipMember) => Promise<void>): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, opened) => (error ? reject(zipError(path, error)) : resolve(opened)));
  });
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', (error: Error) => reject(zipError(path, error)));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        visit({ name: entry.fileName, uncompressedBytes: entry.uncompressedSize, read: () => readEntry(zip, entry, path) })
          .then(() => zip.readEntry())
          .catch(reject);
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
}

async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, path: string): Promise<Buffer> {
  const method = entry.compressionMethod;
  if (method !== 0 && method !== 8 && method !== ZSTD) {
    throw new ScoreFileError(
      path,
      entry.fileName,
      `zip member stored with compression method ${method}, which tunegate does not read (store, deflate or zstd)`,
      'Re-write the log with Inspect (`inspect log convert`).',
    );
  }
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) => {
    zip.openReadStream(entry, method === ZSTD ? { decodeFileData: false } : {}, (error, opened) =>
      error ? reject(zipError(path, error, entry.fileName)) : resolve(opened),
    );
  });
  const chunks: Buffer[] = [];
  if (method !== ZSTD) {
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
    } catch (error) {
      throw zipError(path, error as Error, entry.fileName);
    }
    return Buffer.concat(chunks);
  }
  const decoder = new Decompress((data) => {
    chunks.push(Buffer.from(data));
  });
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) decoder.push(chunk);
    decoder.push(new Uint8Array(0), true);
  } catch (error) {
    throw zipError(path, error as Error, entry.fileName);
  }
  return Buffer.concat(chunks);
}

function zipError(path: string, error: Error, member?: string): ScoreFileError {
  return new ScoreFileError(
    path,
    member ?? null,
    `not a readable zip archive (${error.message})`,
    'Pass the .eval log as Inspect wrote it; a log still being written is completed by `inspect log convert`.',
  );
}

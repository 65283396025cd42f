/**
 * A score file read as a stream of lines: gzip unpacked on the way, UTF-8 checked chunk by
 * chunk, the SHA-256 of the bytes on disk computed as they pass. Memory stays bounded by the
 * longest line, whatever the file's size (docs/ARCHITECTURE.md §11).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { pipeline, Transform, type Readable } from 'node:stream';
import { TextDecoder } from 'node:util';
import { createGunzip } from 'node:zlib';
import { ScoreFileError, UsageError } from '../../errors/index.js';

/** What a file starts with: gzip and zip (an Inspect .eval log) are told by their magic bytes. */
export type FileKind = 'text' | 'gzip' | 'zip';

/** The kind of `path` from its first four bytes. Throws UsageError when it cannot be read. */
export async function fileKind(path: string): Promise<FileKind> {
  const handle = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(`${path}: cannot be read (${error.code ?? error.message})`, 'Check the path and its permissions.');
  });
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    if (bytesRead >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'gzip';
    // A local file header, or (an archive with no members) the end-of-central-directory record.
    if (bytesRead === 4 && (head.readUInt32LE(0) === 0x04034b50 || head.readUInt32LE(0) === 0x06054b50)) return 'zip';
    return 'text';
  } finally {
    await handle.close();
  }
}

/** Called as bytes are read: bytes of the file on disk so far, and its size. */
export type ReadProgress = (doneBytes: number, totalBytes: number) => void;

/** One line of text and its 1-based number. */
export interface TextLine {
  readonly line: number;
  readonly text: string;
}

/** A file's lines, streamed once; `sha256` and `sizeBytes` are known when the lines are exhausted. */
export class StreamedFile {
  sha256 = '';
  sizeBytes = 0;
  private readonly path: string;
  private readonly gzip: boolean;
  private readonly progress: ReadProgress | undefined;

  constructor(path: string, gzip: boolean, progress?: ReadProgress) {
    this.path = path;
    this.gzip = gzip;
    this.progress = progress;
  }

  /** Every line (blank ones too), in order. Throws ScoreFileError for bad gzip or UTF-8, naming the line. */
  async *lines(): AsyncGenerator<TextLine> {
    const hash = createHash('sha256');
    let total = 0;
    const raw = createReadStream(this.path, { highWaterMark: 1 << 20 });
    const size = (await stat(this.path)).size;
    const tap = new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        hash.update(chunk);
        total += chunk.length;
        this.progress?.(total, size);
        done(null, chunk);
      },
    });
    const source: Readable = this.gzip ? pipeline(raw, tap, createGunzip(), () => {}) : pipeline(raw, tap, () => {});
    const decoder = new TextDecoder('utf-8', { fatal: true });
    // Lines are cut from the bytes and decoded one by one: a newline byte never occurs inside a
    // UTF-8 sequence, and no line string shares (and so keeps alive) a whole chunk's text.
    const pending: Buffer[] = [];
    let line = 0;
    const text = (bytes: Uint8Array): string => {
      const decoded = decode(decoder, bytes, this.path, line + 1);
      return line === 0 && decoded.charCodeAt(0) === 0xfeff ? decoded.slice(1) : decoded;
    };
    try {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        let start = 0;
        let end = chunk.indexOf(NEWLINE);
        while (end !== -1) {
          const bytes = pending.length === 0 ? chunk.subarray(start, end) : Buffer.concat([...pending.splice(0), chunk.subarray(start, end)]);
          yield { text: text(bytes), line: ++line };
          start = end + 1;
          end = chunk.indexOf(NEWLINE, start);
        }
        // A copy, so the rest of a line does not hold the whole chunk.
        if (start < chunk.length) pending.push(Buffer.from(chunk.subarray(start)));
      }
    } catch (error) {
      if (error instanceof ScoreFileError) throw error;
      const code = (error as NodeJS.ErrnoException).code;
      if (this.gzip && typeof code === 'string' && code.startsWith('Z_')) {
        throw new ScoreFileError(this.path, null, `not a valid gzip file (${(error as Error).message})`, 'Pass the file uncompressed, or re-compress it.');
      }
      throw new UsageError(`${this.path}: cannot be read (${code ?? (error as Error).message})`, 'Check the path and its permissions.');
    }
    if (pending.length > 0) yield { text: text(Buffer.concat(pending)), line: ++line };
    this.sha256 = hash.digest('hex');
    this.sizeBytes = total;
  }
}

const NEWLINE = 0x0a;

function decode(decoder: TextDecoder, bytes: Uint8Array, path: string, line: number): string {
  try {
    return decoder.decode(bytes);
  } catch {
    throw new ScoreFileError(path, line, 'the text is not valid UTF-8 here', 'Score files are UTF-8 text (or gzip of it); re-export the file as UTF-8.');
  }
}

/**
 * Write protobuf chunks (and external-data tensors) to disk: small chunks are coalesced
 * into one buffer, large and lazy ones go straight to the file, so no second copy of the
 * weights is ever built.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { InternalError } from '../../src/errors/index.js';
import type { ProtoChunk } from './protobuf.js';

const BUFFER_BYTES = 1 << 20;

/** Sequential file writer with a 1 MiB coalescing buffer. */
export class ChunkFileWriter {
  private readonly fd: number;
  private readonly buffer = new Uint8Array(BUFFER_BYTES);
  private used = 0;
  private written = 0;

  /** Opens (truncates) `path`; throws the file system's error when it cannot. */
  constructor(path: string) {
    this.fd = openSync(path, 'w');
  }

  /** Bytes written so far, including buffered ones. */
  get position(): number {
    return this.written + this.used;
  }

  /** Append one chunk (a lazy chunk is produced now). */
  write(chunk: ProtoChunk): void {
    const bytes = chunk instanceof Uint8Array ? chunk : chunk.produce();
    if (bytes.length !== chunk.length) throw new InternalError(`forge: lazy chunk produced ${bytes.length} bytes, expected ${chunk.length}`);
    if (this.used + bytes.length <= BUFFER_BYTES) {
      this.buffer.set(bytes, this.used);
      this.used += bytes.length;
      return;
    }
    this.flush();
    if (bytes.length <= BUFFER_BYTES / 2) {
      this.buffer.set(bytes, 0);
      this.used = bytes.length;
      return;
    }
    this.writeAll(bytes);
  }

  /** Append zero bytes until the position is a multiple of `alignment`. */
  padTo(alignment: number): void {
    const rest = this.position % alignment;
    if (rest !== 0) this.write(new Uint8Array(alignment - rest));
  }

  /** Flush and close the file. */
  close(): void {
    this.flush();
    closeSync(this.fd);
  }

  private flush(): void {
    if (this.used === 0) return;
    this.writeAll(this.buffer.subarray(0, this.used));
    this.used = 0;
  }

  private writeAll(bytes: Uint8Array): void {
    let offset = 0;
    while (offset < bytes.length) offset += writeSync(this.fd, bytes, offset, bytes.length - offset);
    this.written += bytes.length;
  }
}

/** Write `chunks` to `path` in order. */
export function writeChunks(path: string, chunks: readonly ProtoChunk[]): void {
  const writer = new ChunkFileWriter(path);
  try {
    for (const chunk of chunks) writer.write(chunk);
  } finally {
    writer.close();
  }
}

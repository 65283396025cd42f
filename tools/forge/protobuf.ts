/**
 * A minimal protocol-buffers encoder: varints, 32-bit floats and length-delimited fields,
 * enough to write ONNX files. A message is kept as a list of chunks so that a large
 * payload (a weight tensor) is referenced, or produced only when written, never copied
 * into one big buffer.
 */

/** Bytes produced on demand when a message is written; `length` must be known up front. */
export interface LazyBytes {
  readonly length: number;
  produce(): Uint8Array;
}

/** One piece of an encoded message: bytes already there, or bytes made when written. */
export type ProtoChunk = Uint8Array | LazyBytes;

const WIRE_VARINT = 0;
const WIRE_LENGTH_DELIMITED = 2;
const WIRE_FIXED32 = 5;

const textEncoder = new TextEncoder();

/** Builder of one protobuf message; fields are appended in call order. */
export class ProtoWriter {
  private readonly chunks: ProtoChunk[] = [];
  private pending: number[] = [];
  private byteLength = 0;

  /** Encoded size so far, bytes. */
  get length(): number {
    return this.byteLength;
  }

  /** A varint field holding a non-negative integer (int64, int32, enum, bool) or a negative int64. */
  varint(field: number, value: number | bigint): this {
    this.tag(field, WIRE_VARINT);
    this.rawVarint(value);
    return this;
  }

  /** A fixed32 field holding a 32-bit float. */
  float32(field: number, value: number): this {
    this.tag(field, WIRE_FIXED32);
    const bytes = new Uint8Array(4);
    new DataView(bytes.buffer).setFloat32(0, value, true);
    for (const b of bytes) this.pushByte(b);
    return this;
  }

  /** A string field (UTF-8). */
  string(field: number, value: string): this {
    return this.bytes(field, textEncoder.encode(value));
  }

  /** A bytes field; large payloads are referenced (or produced lazily), not copied. */
  bytes(field: number, value: ProtoChunk): this {
    this.tag(field, WIRE_LENGTH_DELIMITED);
    this.rawVarint(value.length);
    if (value instanceof Uint8Array && value.length <= 64) {
      for (const b of value) this.pushByte(b);
    } else {
      this.pushChunk(value);
    }
    return this;
  }

  /** An embedded message field. */
  message(field: number, value: ProtoWriter): this {
    this.tag(field, WIRE_LENGTH_DELIMITED);
    this.rawVarint(value.length);
    for (const chunk of value.finish()) this.pushChunk(chunk);
    return this;
  }

  /** The encoded message as chunks, in order; the writer stays usable. */
  finish(): ProtoChunk[] {
    this.flushPending();
    return this.chunks.slice();
  }

  private tag(field: number, wireType: number): void {
    this.rawVarint(field * 8 + wireType);
  }

  private rawVarint(value: number | bigint): void {
    if (typeof value === 'number' && value >= 0 && Number.isSafeInteger(value)) {
      let v = value;
      while (v >= 0x80) {
        this.pushByte((v % 0x80) | 0x80);
        v = Math.floor(v / 0x80);
      }
      this.pushByte(v);
      return;
    }
    // Negative int64 values are written as their 64-bit two's complement (10 bytes).
    let v = BigInt.asUintN(64, BigInt(value));
    while (v >= 0x80n) {
      this.pushByte(Number(v & 0x7fn) | 0x80);
      v >>= 7n;
    }
    this.pushByte(Number(v));
  }

  private pushByte(b: number): void {
    this.pending.push(b);
    this.byteLength += 1;
  }

  private pushChunk(chunk: ProtoChunk): void {
    this.flushPending();
    this.chunks.push(chunk);
    this.byteLength += chunk.length;
  }

  private flushPending(): void {
    if (this.pending.length === 0) return;
    this.chunks.push(Uint8Array.from(this.pending));
    this.pending = [];
  }
}

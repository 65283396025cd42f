/**
 * A streaming protobuf field reader over a file: the .onnx readers (external data, weight
 * format) walk messages through it without loading multi-gigabyte initializers.
 */
import { readSync } from 'node:fs';

/** Reads a file through a sliding window, so skipping a multi-gigabyte raw_data field costs nothing. */
export class FileCursor {
  private readonly window = Buffer.alloc(1 << 16);
  private windowStart = 0;
  private windowEnd = 0;

  constructor(
    private readonly fd: number,
    readonly size: number,
  ) {}

  byte(position: number): number {
    if (position < this.windowStart || position >= this.windowEnd) {
      if (position >= this.size) throw new TruncatedProto();
      const read = readSync(this.fd, this.window, 0, this.window.length, position);
      this.windowStart = position;
      this.windowEnd = position + read;
      if (read === 0) throw new TruncatedProto();
    }
    return this.window[position - this.windowStart]!;
  }

  bytes(position: number, length: number): Buffer {
    if (position + length > this.size) throw new TruncatedProto();
    const out = Buffer.alloc(length);
    readSync(this.fd, out, 0, length, position);
    return out;
  }
}

/** The .onnx file is not a complete protobuf; onnxruntime will say so itself. */
export class TruncatedProto extends Error {}

/** Protobuf fields of one message between `start` and `end`; throws TruncatedProto past the end. */
export function* protoFields(
  cursor: FileCursor,
  start: number,
  end: number,
): Generator<{ field: number; wire: number; at: number; length: number; value: number }> {
  let position = start;
  while (position < end) {
    const [key, afterKey] = protoVarint(cursor, position);
    const field = Math.floor(key / 8);
    const wire = key % 8;
    if (wire === 0) {
      const [value, next] = protoVarint(cursor, afterKey);
      yield { field, wire, at: afterKey, length: next - afterKey, value };
      position = next;
    } else if (wire === 2) {
      const [length, at] = protoVarint(cursor, afterKey);
      if (at + length > end) throw new TruncatedProto();
      yield { field, wire, at, length, value: 0 };
      position = at + length;
    } else if (wire === 1 || wire === 5) {
      position = afterKey + (wire === 1 ? 8 : 4);
    } else {
      throw new TruncatedProto();
    }
  }
  if (position !== end) throw new TruncatedProto();
}

/** The varint at `start` and the position after it. */
export function protoVarint(cursor: FileCursor, start: number): [number, number] {
  let value = 0;
  let scale = 1;
  for (let position = start; position < start + 10; position += 1) {
    const byte = cursor.byte(position);
    value += (byte & 0x7f) * scale;
    scale *= 128;
    if (byte < 0x80) return [value, position + 1];
  }
  throw new TruncatedProto();
}

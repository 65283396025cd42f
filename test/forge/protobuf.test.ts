/** The protobuf encoder against the byte examples of the protocol-buffers encoding guide. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ProtoWriter, type ProtoChunk } from '../../tools/forge/protobuf.js';

function bytesOf(chunks: ProtoChunk[]): number[] {
  return chunks.flatMap((c) => Array.from(c instanceof Uint8Array ? c : c.produce()));
}

describe('ProtoWriter', () => {
  it('encodes the guide examples', () => {
    // protobuf.dev/programming-guides/encoding: field 1 = 150 → 08 96 01; field 2 = "testing" → 12 07 74 65 73 74 69 6e 67;
    // field 3 = embedded {1: 150} → 1a 03 08 96 01.
    assert.deepEqual(bytesOf(new ProtoWriter().varint(1, 150).finish()), [0x08, 0x96, 0x01]);
    assert.deepEqual(bytesOf(new ProtoWriter().string(2, 'testing').finish()), [0x12, 0x07, 0x74, 0x65, 0x73, 0x74, 0x69, 0x6e, 0x67]);
    assert.deepEqual(bytesOf(new ProtoWriter().message(3, new ProtoWriter().varint(1, 150)).finish()), [0x1a, 0x03, 0x08, 0x96, 0x01]);
  });

  it('writes negative int64 as ten-byte two’s complement and floats as little-endian fixed32', () => {
    assert.deepEqual(bytesOf(new ProtoWriter().varint(3, -1).finish()), [0x18, ...new Array<number>(9).fill(0xff), 0x01]);
    // 1.0f = 0x3f800000; field 2 with wire type 5 → tag 0x15.
    assert.deepEqual(bytesOf(new ProtoWriter().float32(2, 1).finish()), [0x15, 0x00, 0x00, 0x80, 0x3f]);
    // 2^35 = 7-bit groups 0,0,0,0,0,1 → 80 80 80 80 80 01.
    assert.deepEqual(bytesOf(new ProtoWriter().varint(1, 2 ** 35).finish()), [0x08, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01]);
  });

  it('keeps large and lazy payloads as chunks with the right lengths', () => {
    let produced = 0;
    const lazy = {
      length: 300,
      produce: () => {
        produced++;
        return new Uint8Array(300).fill(7);
      },
    };
    const inner = new ProtoWriter().bytes(9, lazy);
    const outer = new ProtoWriter().message(5, inner);
    assert.equal(produced, 0);
    // Tag 0x4a + varint 300 (ac 02) + 300 bytes = 303 bytes inside; outer tag 0x2a + varint 303 (af 02).
    assert.equal(inner.length, 303);
    assert.equal(outer.length, 306);
    const bytes = bytesOf(outer.finish());
    assert.deepEqual(bytes.slice(0, 6), [0x2a, 0xaf, 0x02, 0x4a, 0xac, 0x02]);
    assert.equal(bytes.length, 306);
    assert.equal(produced, 1);
  });
});

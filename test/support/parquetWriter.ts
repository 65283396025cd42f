/**
 * A minimal Parquet writer for tests (no writer ships in node_modules): one row group, one v1
 * data page per column, PLAIN values, RLE levels, no compression, every field optional as
 * pyarrow writes nullable columns, lists in the standard three-level form. It writes only what
 * the hub-cache tests need (strings, int64, lists of strings, structs of those) from the Parquet
 * format spec (apache/parquet-format: Encodings.md, parquet.thrift, Thrift's compact protocol);
 * files it writes are imitations of a dataset repo's, read back by hyparquet like any other.
 */
import { writeFileSync } from 'node:fs';

/** A column of the schema: a string, an int64, a list of strings, or a struct of columns. */
export type ParquetField =
  | { readonly name: string; readonly kind: 'string' | 'int64' | 'strings' }
  | { readonly name: string; readonly kind: 'struct'; readonly fields: readonly ParquetField[] };

interface Leaf {
  readonly path: string[];
  readonly physical: 'BYTE_ARRAY' | 'INT64';
  readonly maxDef: number;
  readonly maxRep: number;
  readonly values: unknown[];
  readonly defs: number[];
  readonly reps: number[];
}

const TYPE = { INT64: 2, BYTE_ARRAY: 6 } as const;

/** Compact-protocol Thrift output (fields in ascending id order within each struct). */
class Compact {
  readonly bytes: number[] = [];
  private last = 0;
  private varint(value: bigint): void {
    let v = value;
    while (v >= 0x80n) {
      this.bytes.push(Number(v & 0x7fn) | 0x80);
      v >>= 7n;
    }
    this.bytes.push(Number(v));
  }
  private zigzag(value: number): void {
    const v = BigInt(value);
    this.varint(v >= 0n ? v << 1n : (-v << 1n) - 1n);
  }
  private header(id: number, type: number): void {
    this.bytes.push(((id - this.last) << 4) | type);
    this.last = id;
  }
  i32(id: number, value: number): void {
    this.header(id, 5);
    this.zigzag(value);
  }
  i64(id: number, value: number): void {
    this.header(id, 6);
    this.zigzag(value);
  }
  string(id: number, value: string): void {
    this.header(id, 8);
    this.rawString(value);
  }
  private rawString(value: string): void {
    const utf8 = Buffer.from(value, 'utf8');
    this.varint(BigInt(utf8.length));
    this.bytes.push(...utf8);
  }
  struct(id: number, body: () => void): void {
    this.header(id, 12);
    this.bare(body);
  }
  /** A struct without a field header: a list element, or the top-level struct. */
  bare(body: () => void): void {
    const saved = this.last;
    this.last = 0;
    body();
    this.bytes.push(0);
    this.last = saved;
  }
  list<T>(id: number, elementType: 5 | 8 | 12, items: readonly T[], write: (item: T) => void): void {
    this.header(id, 9);
    if (items.length < 15) this.bytes.push((items.length << 4) | elementType);
    else {
      this.bytes.push(0xf0 | elementType);
      this.varint(BigInt(items.length));
    }
    for (const item of items) write(item);
  }
  i32Element(value: number): void {
    this.zigzag(value);
  }
  stringElement(value: string): void {
    this.rawString(value);
  }
}

/** Writes `rows` with `fields` to `file` as a Parquet file. */
export function writeParquet(file: string, fields: readonly ParquetField[], rows: readonly Record<string, unknown>[]): void {
  const schema: ((out: Compact) => void)[] = [];
  const leaves: Leaf[] = [];
  const shredders = fields.map((field) => plan(field, [], 0, schema, leaves));
  for (const row of rows) fields.forEach((field, i) => shredders[i]!(row[field.name], 0));
  const out: number[] = [...Buffer.from('PAR1')];
  const chunks = leaves.map((leaf) => {
    const page = pageData(leaf);
    const header = new Compact();
    header.bare(() => {
      header.i32(1, 0); // DATA_PAGE
      header.i32(2, page.length);
      header.i32(3, page.length);
      header.struct(5, () => {
        header.i32(1, leaf.defs.length);
        header.i32(2, 0); // PLAIN
        header.i32(3, 3); // RLE
        header.i32(4, 3);
      });
    });
    const offset = out.length;
    out.push(...header.bytes, ...page);
    return { leaf, offset, size: header.bytes.length + page.length };
  });
  const meta = new Compact();
  meta.bare(() => {
    meta.i32(1, 1);
    meta.list(2, 12, [(o: Compact) => (o.string(4, 'schema'), o.i32(5, fields.length)), ...schema], (element) => meta.bare(() => element(meta)));
    meta.i64(3, rows.length);
    meta.list(4, 12, [0], () =>
      meta.bare(() => {
        meta.list(1, 12, chunks, ({ leaf, offset, size }) =>
          meta.bare(() => {
            meta.i64(2, offset);
            meta.struct(3, () => {
              meta.i32(1, TYPE[leaf.physical]);
              meta.list(2, 5, [0, 3], (encoding) => meta.i32Element(encoding));
              meta.list(3, 8, leaf.path, (name) => meta.stringElement(name));
              meta.i32(4, 0); // UNCOMPRESSED
              meta.i64(5, leaf.defs.length);
              meta.i64(6, size);
              meta.i64(7, size);
              meta.i64(9, offset);
            });
          }),
        );
        meta.i64(
          2,
          chunks.reduce((sum, chunk) => sum + chunk.size, 0),
        );
        meta.i64(3, rows.length);
      }),
    );
  });
  const length = Buffer.alloc(4);
  length.writeUInt32LE(meta.bytes.length);
  writeFileSync(file, Buffer.from([...out, ...meta.bytes, ...length, ...Buffer.from('PAR1')]));
}

/** Adds `field`'s schema elements and leaves; returns how to shred one value of it at a definition level. */
function plan(field: ParquetField, parent: string[], def: number, schema: ((out: Compact) => void)[], leaves: Leaf[]): (value: unknown, rep: number) => void {
  const element = (type: number | null, repetition: number, name: string, children: number | null, converted: number | null) => (out: Compact) => {
    if (type !== null) out.i32(1, type);
    out.i32(3, repetition);
    out.string(4, name);
    if (children !== null) out.i32(5, children);
    if (converted !== null) out.i32(6, converted);
  };
  if (field.kind === 'struct') {
    schema.push(element(null, 1, field.name, field.fields.length, null));
    const children = field.fields.map((child) => plan(child, [...parent, field.name], def + 1, schema, leaves));
    return (value, rep) => field.fields.forEach((child, i) => children[i]!((value as Record<string, unknown>)[child.name], rep));
  }
  if (field.kind === 'strings') {
    schema.push(element(null, 1, field.name, 1, 3), element(null, 2, 'list', 1, null), element(TYPE.BYTE_ARRAY, 1, 'element', null, 0));
    const leaf: Leaf = { path: [...parent, field.name, 'list', 'element'], physical: 'BYTE_ARRAY', maxDef: def + 3, maxRep: 1, values: [], defs: [], reps: [] };
    leaves.push(leaf);
    return (value, rep) => {
      const list = value as string[];
      if (list.length === 0) (leaf.defs.push(def + 1), leaf.reps.push(rep));
      list.forEach((item, i) => (leaf.values.push(item), leaf.defs.push(def + 3), leaf.reps.push(i === 0 ? rep : 1)));
    };
  }
  const physical = field.kind === 'int64' ? 'INT64' : 'BYTE_ARRAY';
  schema.push(element(TYPE[physical], 1, field.name, null, field.kind === 'string' ? 0 : null));
  const leaf: Leaf = { path: [...parent, field.name], physical, maxDef: def + 1, maxRep: 0, values: [], defs: [], reps: [] };
  leaves.push(leaf);
  return (value, rep) => (leaf.values.push(value), leaf.defs.push(def + 1), leaf.reps.push(rep));
}

/** Repetition levels, definition levels (each an RLE run per value, 4-byte length first), then PLAIN values. */
function pageData(leaf: Leaf): number[] {
  const levels = (values: number[], max: number): number[] => {
    if (max === 0) return [];
    const runs = values.flatMap((value) => [2, value]); // run header (1 << 1), then the value in one byte (bit width ≤ 8)
    const length = Buffer.alloc(4);
    length.writeUInt32LE(runs.length);
    return [...length, ...runs];
  };
  const values = leaf.values.flatMap((value): number[] => {
    if (leaf.physical === 'INT64') {
      const bytes = Buffer.alloc(8);
      bytes.writeBigInt64LE(BigInt(value as number));
      return [...bytes];
    }
    const utf8 = Buffer.from(value as string, 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32LE(utf8.length);
    return [...length, ...utf8];
  });
  return [...levels(leaf.reps, leaf.maxRep), ...levels(leaf.defs, leaf.maxDef), ...values];
}

/** The columns of ARC's parquet files on the hub (allenai/ai2_arc): what the cached-task tests write. */
export const ARC_PARQUET_FIELDS: readonly ParquetField[] = [
  { name: 'id', kind: 'string' },
  { name: 'question', kind: 'string' },
  {
    name: 'choices',
    kind: 'struct',
    fields: [
      { name: 'text', kind: 'strings' },
      { name: 'label', kind: 'strings' },
    ],
  },
  { name: 'answerKey', kind: 'string' },
];

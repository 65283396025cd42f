/**
 * How a graph stores its weights, read from the .onnx protobuf without loading it: the
 * initializers' bytes by element type and the quantization ops its nodes use
 * (docs/guides/model-formats.md). `inspect` prints it beside each variant.
 */
import { closeSync, fstatSync, openSync } from 'node:fs';
import { FileCursor, protoFields, protoVarint, TruncatedProto } from './protoFields.js';

/** What the graph of one .onnx file says about its weights. */
export interface WeightFormat {
  /** One line, e.g. "int4 MatMulNBits (block 32)", "int8 dynamic (MatMulInteger)", "float16". */
  readonly summary: string;
  /** Initializer bytes by ONNX element type name (float32, float16, uint8, int8, …). */
  readonly bytesByType: Readonly<Record<string, number>>;
  /** Quantization ops the graph uses, each once, in the order first met. */
  readonly quantOps: readonly string[];
}

/** ONNX TensorProto.DataType names and byte widths (4-bit types: half a byte). */
const DATA_TYPES: Readonly<Record<number, readonly [string, number]>> = {
  1: ['float32', 4],
  2: ['uint8', 1],
  3: ['int8', 1],
  4: ['uint16', 2],
  5: ['int16', 2],
  6: ['int32', 4],
  7: ['int64', 8],
  9: ['bool', 1],
  10: ['float16', 2],
  11: ['float64', 8],
  12: ['uint32', 4],
  13: ['uint64', 8],
  16: ['bfloat16', 2],
  17: ['float8e4m3fn', 1],
  18: ['float8e4m3fnuz', 1],
  19: ['float8e5m2', 1],
  20: ['float8e5m2fnuz', 1],
  21: ['uint4', 0.5],
  22: ['int4', 0.5],
};

/** Ops that mark a quantized graph; anything else is plain compute. */
const QUANT_OPS = new Set([
  'MatMulNBits',
  'GatherBlockQuantized',
  'MatMulBnb4',
  'MatMulInteger',
  'DynamicQuantizeLinear',
  'QuantizeLinear',
  'DequantizeLinear',
  'QLinearMatMul',
  'DynamicQuantizeMatMul',
  'MatMulIntegerToFloat',
]);

/** Reads the weight format of `onnxFile`; null when it is not a complete ONNX protobuf. */
export function weightFormat(onnxFile: string): WeightFormat | null {
  const fd = openSync(onnxFile, 'r');
  try {
    const cursor = new FileCursor(fd, fstatSync(fd).size);
    const bytesByType: Record<string, number> = {};
    const quantOps: string[] = [];
    const attributes = new Map<string, number>();
    const text = (at: number, length: number): string => cursor.bytes(at, length).toString('utf8');
    const tensor = (start: number, end: number): void => {
      let dataType = 0;
      let elements = 1;
      for (const f of protoFields(cursor, start, end)) {
        if (f.field === 2 && f.wire === 0) dataType = f.value;
        else if (f.field === 1 && f.wire === 0) elements *= f.value;
        else if (f.field === 1 && f.wire === 2) {
          for (let p = f.at; p < f.at + f.length;) {
            const [value, next] = protoVarint(cursor, p);
            elements *= value;
            p = next;
          }
        }
      }
      const [name, width] = DATA_TYPES[dataType] ?? [`type ${dataType}`, 0];
      bytesByType[name] = (bytesByType[name] ?? 0) + Math.ceil(elements * width);
    };
    const node = (start: number, end: number): void => {
      let opType = '';
      const ints: [string, number][] = [];
      for (const f of protoFields(cursor, start, end)) {
        if (f.field === 4 && f.wire === 2) opType = text(f.at, f.length);
        else if (f.field === 5 && f.wire === 2) {
          let name = '';
          let value: number | null = null;
          for (const a of protoFields(cursor, f.at, f.at + f.length)) {
            if (a.field === 1 && a.wire === 2) name = text(a.at, a.length);
            else if (a.field === 3 && a.wire === 0) value = a.value;
          }
          if (value !== null) ints.push([name, value]);
        }
      }
      if (!QUANT_OPS.has(opType)) return;
      if (!quantOps.includes(opType)) quantOps.push(opType);
      for (const [name, value] of ints) if (!attributes.has(`${opType}.${name}`)) attributes.set(`${opType}.${name}`, value);
    };
    const graph = (start: number, end: number): void => {
      for (const f of protoFields(cursor, start, end)) {
        if (f.wire !== 2) continue;
        if (f.field === 5) tensor(f.at, f.at + f.length);
        else if (f.field === 1) node(f.at, f.at + f.length);
      }
    };
    for (const f of protoFields(cursor, 0, cursor.size)) if (f.field === 7 && f.wire === 2) graph(f.at, f.at + f.length);
    return { summary: summarize(bytesByType, quantOps, attributes), bytesByType, quantOps };
  } catch (error) {
    if (error instanceof TruncatedProto) return null;
    throw error;
  } finally {
    closeSync(fd);
  }
}

function summarize(bytesByType: Readonly<Record<string, number>>, quantOps: readonly string[], attributes: ReadonlyMap<string, number>): string {
  const has = (op: string): boolean => quantOps.includes(op);
  const floats = Object.entries(bytesByType)
    .filter(([type]) => type.startsWith('float') || type === 'bfloat16')
    .sort((a, b) => b[1] - a[1]);
  const floatType = floats[0]?.[0] ?? 'float32';
  if (has('MatMulNBits')) {
    const bits = attributes.get('MatMulNBits.bits') ?? 4;
    const block = attributes.get('MatMulNBits.block_size');
    return `int${bits} MatMulNBits${block === undefined ? '' : ` (block ${block})`}, ${floatType} elsewhere`;
  }
  if (has('MatMulBnb4')) return `bnb4 MatMulBnb4, ${floatType} elsewhere`;
  if (has('GatherBlockQuantized')) return `block-quantized embeddings (GatherBlockQuantized), ${floatType} elsewhere`;
  if (has('MatMulInteger') || has('DynamicQuantizeLinear') || has('DynamicQuantizeMatMul') || has('MatMulIntegerToFloat')) {
    const int = (bytesByType['int8'] ?? 0) >= (bytesByType['uint8'] ?? 0) ? 'int8' : 'uint8';
    return `${int} dynamic (${quantOps.filter((op) => op !== 'DynamicQuantizeLinear').join(', ') || 'DynamicQuantizeLinear'}), ${floatType} elsewhere`;
  }
  if (has('QLinearMatMul') || has('QuantizeLinear') || has('DequantizeLinear')) {
    const int = (bytesByType['int8'] ?? 0) >= (bytesByType['uint8'] ?? 0) ? 'int8' : 'uint8';
    return `${int} QDQ (${quantOps.join(', ')}), ${floatType} elsewhere`;
  }
  return floatType;
}

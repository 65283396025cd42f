/**
 * The external-data references of an .onnx file, read from its protobuf without loading it:
 * which data files the graph names and how far into each it reads. A truncated or missing data
 * file then becomes one line naming that file, before onnxruntime sees it.
 */
import { closeSync, fstatSync, openSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ModelLoadError } from '../../errors/index.js';
import { FileCursor, protoFields as fields, protoVarint as varint, TruncatedProto } from './protoFields.js';

/** One tensor stored outside the .onnx file. */
export interface ExternalTensorRef {
  readonly tensor: string;
  /** The data file, absolute. */
  readonly file: string;
  readonly offset: number;
  /** Bytes the tensor occupies in the data file. */
  readonly length: number;
}

/** Bytes per element of TensorProto.DataType; 4-bit types are handled separately. */
const ELEMENT_BYTES: Readonly<Record<number, number>> = {
  1: 4,
  2: 1,
  3: 1,
  4: 2,
  5: 2,
  6: 4,
  7: 8,
  9: 1,
  10: 2,
  11: 8,
  12: 4,
  13: 8,
  14: 8,
  15: 16,
  16: 2,
  17: 1,
  18: 1,
  19: 1,
  20: 1,
};
const FOUR_BIT_TYPES = new Set([21, 22, 23]);

/** Field numbers of onnx.proto that can hold tensors, by message. */
const GRAPH = { node: 1, initializer: 5, sparseInitializer: 15 };
const NODE_ATTRIBUTE = 5;
const ATTRIBUTE = { tensor: 5, graph: 6, tensors: 10, graphs: 11, sparseTensor: 22, sparseTensors: 23 };
const SPARSE = { values: 1, indices: 2 };
const TENSOR = { dims: 1, dataType: 2, name: 8, externalData: 13, dataLocation: 14 };

/**
 * Every external tensor of `onnxFile`'s main graph and its subgraphs, in file order, or null when
 * the file is not a complete ONNX protobuf (onnxruntime reports that better).
 */
export function externalTensorRefs(onnxFile: string): ExternalTensorRef[] | null {
  const fd = openSync(onnxFile, 'r');
  try {
    const cursor = new FileCursor(fd, fstatSync(fd).size);
    const refs: ExternalTensorRef[] = [];
    const base = dirname(onnxFile);
    const tensor = (start: number, end: number): void => {
      let name = '';
      let location = '';
      let offset = 0;
      let length: number | null = null;
      let external = false;
      let dataType = 0;
      const dims: number[] = [];
      for (const f of fields(cursor, start, end)) {
        if (f.field === TENSOR.name && f.wire === 2) name = cursor.bytes(f.at, f.length).toString('utf8');
        else if (f.field === TENSOR.dataLocation && f.wire === 0) external = f.value === 1;
        else if (f.field === TENSOR.dataType && f.wire === 0) dataType = f.value;
        else if (f.field === TENSOR.dims && f.wire === 0) dims.push(f.value);
        else if (f.field === TENSOR.dims && f.wire === 2) {
          for (let p = f.at; p < f.at + f.length;) {
            const [value, next] = varint(cursor, p);
            dims.push(value);
            p = next;
          }
        } else if (f.field === TENSOR.externalData && f.wire === 2) {
          let key = '';
          let value = '';
          for (const entry of fields(cursor, f.at, f.at + f.length)) {
            const text = cursor.bytes(entry.at, entry.length).toString('utf8');
            if (entry.field === 1) key = text;
            else if (entry.field === 2) value = text;
          }
          if (key === 'location') location = value;
          else if (key === 'offset') offset = Number(value);
          else if (key === 'length') length = Number(value);
        }
      }
      if (!external || location === '') return;
      const elements = dims.reduce((product, dim) => product * dim, 1);
      const bytes = length ?? (FOUR_BIT_TYPES.has(dataType) ? Math.ceil(elements / 2) : elements * (ELEMENT_BYTES[dataType] ?? 0));
      refs.push({ tensor: name, file: join(base, location), offset, length: bytes });
    };
    const sparse = (start: number, end: number): void => {
      for (const f of fields(cursor, start, end)) if ((f.field === SPARSE.values || f.field === SPARSE.indices) && f.wire === 2) tensor(f.at, f.at + f.length);
    };
    const graph = (start: number, end: number): void => {
      for (const f of fields(cursor, start, end)) {
        if (f.wire !== 2) continue;
        if (f.field === GRAPH.initializer) tensor(f.at, f.at + f.length);
        else if (f.field === GRAPH.sparseInitializer) sparse(f.at, f.at + f.length);
        else if (f.field === GRAPH.node) node(f.at, f.at + f.length);
      }
    };
    const node = (start: number, end: number): void => {
      for (const f of fields(cursor, start, end)) if (f.field === NODE_ATTRIBUTE && f.wire === 2) attribute(f.at, f.at + f.length);
    };
    const attribute = (start: number, end: number): void => {
      for (const f of fields(cursor, start, end)) {
        if (f.wire !== 2) continue;
        if (f.field === ATTRIBUTE.tensor || f.field === ATTRIBUTE.tensors) tensor(f.at, f.at + f.length);
        else if (f.field === ATTRIBUTE.graph || f.field === ATTRIBUTE.graphs) graph(f.at, f.at + f.length);
        else if (f.field === ATTRIBUTE.sparseTensor || f.field === ATTRIBUTE.sparseTensors) sparse(f.at, f.at + f.length);
      }
    };
    const MODEL_GRAPH = 7;
    for (const f of fields(cursor, 0, cursor.size)) if (f.field === MODEL_GRAPH && f.wire === 2) graph(f.at, f.at + f.length);
    return refs;
  } catch (error) {
    if (error instanceof TruncatedProto) return null;
    throw error;
  } finally {
    closeSync(fd);
  }
}

/** The distinct data files of `refs`, in the order the graph first names them. */
export function externalDataFiles(refs: readonly ExternalTensorRef[]): string[] {
  return [...new Set(refs.map((ref) => ref.file))];
}

/**
 * Throw ModelLoadError naming the data file when one the graph names is missing or shorter
 * than the bytes the graph reads from it.
 */
export function checkExternalData(onnxFile: string, refs: readonly ExternalTensorRef[]): void {
  for (const file of externalDataFiles(refs)) {
    const inFile = refs.filter((ref) => ref.file === file);
    const size = statSync(file, { throwIfNoEntry: false })?.size;
    if (size === undefined) {
      throw new ModelLoadError(
        file,
        `missing: ${onnxFile} keeps ${inFile.length} tensor(s) in this external-data file`,
        'Copy the data file next to the .onnx file; it must keep its name.',
      );
    }
    const furthest = inFile.reduce((best, ref) => (ref.offset + ref.length > best.offset + best.length ? ref : best));
    const needed = furthest.offset + furthest.length;
    if (size < needed) {
      throw new ModelLoadError(
        file,
        `truncated: the file has ${size} bytes but the graph reads up to byte ${needed} (tensor ${furthest.tensor})`,
        'The download or copy was interrupted; copy the complete external-data file again.',
      );
    }
  }
}

/**
 * The op types a graph's nodes use, read from the .onnx protobuf without loading it: the runtime
 * feeds graphs that attend through GroupQueryAttention differently (docs/ARCHITECTURE.md §3).
 */
import { closeSync, fstatSync, openSync } from 'node:fs';
import { FileCursor, protoFields, TruncatedProto } from './protoFields.js';

/** Field numbers of onnx.proto on the way from the model to a node's op type and its subgraphs. */
const MODEL_GRAPH = 7;
const GRAPH_NODE = 1;
const NODE = { opType: 4, attribute: 5 };
const ATTRIBUTE = { graph: 6, graphs: 11 };

/**
 * Every op type of the main graph and its subgraphs (If/Loop branches), without domains; empty
 * when the file is not a complete ONNX protobuf (onnxruntime reports that better).
 */
export function graphOpTypes(onnxFile: string): Set<string> {
  const fd = openSync(onnxFile, 'r');
  const ops = new Set<string>();
  try {
    const cursor = new FileCursor(fd, fstatSync(fd).size);
    const graph = (start: number, end: number): void => {
      for (const f of protoFields(cursor, start, end)) if (f.field === GRAPH_NODE && f.wire === 2) node(f.at, f.at + f.length);
    };
    const node = (start: number, end: number): void => {
      for (const f of protoFields(cursor, start, end)) {
        if (f.wire !== 2) continue;
        if (f.field === NODE.opType) ops.add(cursor.bytes(f.at, f.length).toString('utf8'));
        else if (f.field === NODE.attribute) attribute(f.at, f.at + f.length);
      }
    };
    const attribute = (start: number, end: number): void => {
      for (const f of protoFields(cursor, start, end))
        if (f.wire === 2 && (f.field === ATTRIBUTE.graph || f.field === ATTRIBUTE.graphs)) graph(f.at, f.at + f.length);
    };
    for (const f of protoFields(cursor, 0, cursor.size)) if (f.field === MODEL_GRAPH && f.wire === 2) graph(f.at, f.at + f.length);
    return ops;
  } catch (error) {
    if (error instanceof TruncatedProto) return new Set();
    throw error;
  } finally {
    closeSync(fd);
  }
}

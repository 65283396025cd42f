/**
 * ONNX messages as plain data and their protobuf encoding. Field numbers are those of
 * onnx/onnx.proto (ModelProto, GraphProto, NodeProto, AttributeProto, TensorProto,
 * ValueInfoProto, TypeProto, TensorShapeProto, OperatorSetIdProto, StringStringEntryProto).
 */
import { ProtoWriter, type ProtoChunk } from './protobuf.js';

/** Element types the forge writes. */
export type OnnxElementType = 'float32' | 'float16' | 'int64' | 'int32' | 'bool' | 'uint8' | 'int8';

/** TensorProto.DataType codes. */
export const ONNX_DATA_TYPE: Readonly<Record<OnnxElementType, number>> = { float32: 1, float16: 10, int64: 7, int32: 6, bool: 9, uint8: 2, int8: 3 };

/** Where an external tensor's bytes live, relative to the model file's folder. */
export interface ExternalLocation {
  readonly location: string;
  /** Byte offset in the data file. */
  readonly offset: number;
  /** Byte length in the data file. */
  readonly length: number;
}

/** An initializer: raw little-endian bytes inside the model, or a pointer into a data file. */
export interface OnnxTensor {
  readonly name: string;
  readonly type: OnnxElementType;
  readonly dims: readonly number[];
  readonly data: { readonly raw: ProtoChunk } | { readonly external: ExternalLocation };
}

/** Attribute value: number → INT, number[] → INTS, { float } → FLOAT, { string } → STRING. */
export type OnnxAttribute = number | readonly number[] | { readonly float: number } | { readonly string: string };

/** One graph node; default domain unless `domain` names another (com.microsoft for onnxruntime's contrib ops). */
export interface OnnxNode {
  readonly opType: string;
  readonly domain?: string;
  readonly name: string;
  readonly inputs: readonly string[];
  readonly outputs: readonly string[];
  readonly attributes: Readonly<Record<string, OnnxAttribute>>;
}

/** A graph input or output: element type and shape (number = fixed, string = symbolic dim_param). */
export interface OnnxValueInfo {
  readonly name: string;
  readonly type: OnnxElementType;
  readonly shape: readonly (number | string)[];
}

/** A whole single-graph model. */
export interface OnnxModel {
  readonly irVersion: number;
  readonly opsetVersion: number;
  readonly producerName: string;
  readonly graphName: string;
  readonly inputs: readonly OnnxValueInfo[];
  readonly outputs: readonly OnnxValueInfo[];
  readonly nodes: readonly OnnxNode[];
  readonly initializers: readonly OnnxTensor[];
}

const ATTRIBUTE_TYPE = { FLOAT: 1, INT: 2, STRING: 3, INTS: 7 } as const;

function encodeAttribute(name: string, value: OnnxAttribute): ProtoWriter {
  const w = new ProtoWriter().string(1, name);
  if (typeof value === 'number') {
    w.varint(3, value).varint(20, ATTRIBUTE_TYPE.INT);
  } else if ('float' in value) {
    w.float32(2, value.float).varint(20, ATTRIBUTE_TYPE.FLOAT);
  } else if ('string' in value) {
    w.string(4, value.string).varint(20, ATTRIBUTE_TYPE.STRING);
  } else {
    for (const v of value) w.varint(8, v);
    w.varint(20, ATTRIBUTE_TYPE.INTS);
  }
  return w;
}

function encodeNode(node: OnnxNode): ProtoWriter {
  const w = new ProtoWriter();
  for (const input of node.inputs) w.string(1, input);
  for (const output of node.outputs) w.string(2, output);
  w.string(3, node.name).string(4, node.opType);
  if (node.domain !== undefined) w.string(7, node.domain);
  for (const [name, value] of Object.entries(node.attributes)) w.message(5, encodeAttribute(name, value));
  return w;
}

function encodeTensor(tensor: OnnxTensor): ProtoWriter {
  const w = new ProtoWriter();
  for (const d of tensor.dims) w.varint(1, d);
  w.varint(2, ONNX_DATA_TYPE[tensor.type]).string(8, tensor.name);
  if ('raw' in tensor.data) {
    w.bytes(9, tensor.data.raw);
  } else {
    const { location, offset, length } = tensor.data.external;
    const entries: [string, string][] = [
      ['location', location],
      ['offset', String(offset)],
      ['length', String(length)],
    ];
    for (const [key, value] of entries) w.message(13, new ProtoWriter().string(1, key).string(2, value));
    w.varint(14, 1);
  }
  return w;
}

function encodeValueInfo(info: OnnxValueInfo): ProtoWriter {
  const shape = new ProtoWriter();
  for (const d of info.shape) {
    shape.message(1, typeof d === 'number' ? new ProtoWriter().varint(1, d) : new ProtoWriter().string(2, d));
  }
  const tensorType = new ProtoWriter().varint(1, ONNX_DATA_TYPE[info.type]).message(2, shape);
  return new ProtoWriter().string(1, info.name).message(2, new ProtoWriter().message(1, tensorType));
}

/** Encode a model as protobuf chunks (weights referenced, not copied). */
export function encodeOnnxModel(model: OnnxModel): ProtoChunk[] {
  const graph = new ProtoWriter();
  for (const node of model.nodes) graph.message(1, encodeNode(node));
  graph.string(2, model.graphName);
  for (const tensor of model.initializers) graph.message(5, encodeTensor(tensor));
  for (const input of model.inputs) graph.message(11, encodeValueInfo(input));
  for (const output of model.outputs) graph.message(12, encodeValueInfo(output));
  const w = new ProtoWriter()
    .varint(1, model.irVersion)
    .string(2, model.producerName)
    .message(7, graph)
    .message(8, new ProtoWriter().string(1, '').varint(2, model.opsetVersion));
  // Each non-default domain a node uses is imported at version 1 (the only version of com.microsoft's contrib ops).
  for (const domain of new Set(model.nodes.flatMap((node) => (node.domain === undefined ? [] : [node.domain])))) {
    w.message(8, new ProtoWriter().string(1, domain).varint(2, 1));
  }
  return w.finish();
}

/**
 * Incremental builder of one ONNX graph: nodes get unique names and outputs, small
 * constants are deduplicated initializers, and weights are declared once by name.
 */
import type { OnnxAttribute, OnnxNode, OnnxTensor, OnnxValueInfo } from './onnxProto.js';

/** A weight initializer as the graph sees it; its bytes are supplied by the model writer. */
export interface GraphWeight {
  readonly name: string;
  readonly dims: readonly number[];
}

/** Mutable graph under construction; `op` returns the name of the node's (first) output. */
export class GraphBuilder {
  readonly inputs: OnnxValueInfo[] = [];
  readonly outputs: OnnxValueInfo[] = [];
  readonly nodes: OnnxNode[] = [];
  readonly constants: OnnxTensor[] = [];
  readonly weights: GraphWeight[] = [];
  private readonly constantNames = new Map<string, string>();
  private readonly weightValues = new Map<string, string>();
  private counter = 0;

  /** @param weightsAreFloat16 when true every weight is stored as float16 and cast to float32 on use. */
  constructor(private readonly weightsAreFloat16: boolean) {}

  /** Declare a graph input and return its name. */
  input(info: OnnxValueInfo): string {
    this.inputs.push(info);
    return info.name;
  }

  /** Declare a graph output produced by the value `from` (an Identity node renames it). */
  output(info: OnnxValueInfo, from: string): void {
    this.nodes.push({ opType: 'Identity', name: `${info.name}_out`, inputs: [from], outputs: [info.name], attributes: {} });
    this.outputs.push(info);
  }

  /** Add a node with one output and return that output's name. */
  op(opType: string, inputs: readonly string[], attributes: Readonly<Record<string, OnnxAttribute>> = {}): string {
    const id = this.counter++;
    const output = `/${opType.toLowerCase()}_${id}`;
    this.nodes.push({ opType, name: `${opType}_${id}`, inputs, outputs: [output], attributes });
    return output;
  }

  /**
   * Add a node with `outputCount` outputs, optionally in another operator domain (com.microsoft
   * for onnxruntime's contrib ops), and return the names of its outputs.
   */
  opOutputs(
    opType: string,
    inputs: readonly string[],
    outputCount: number,
    attributes: Readonly<Record<string, OnnxAttribute>> = {},
    domain?: string,
  ): string[] {
    const id = this.counter++;
    const outputs = Array.from({ length: outputCount }, (_, i) => `/${opType.toLowerCase()}_${id}/output_${i}`);
    this.nodes.push({ opType, ...(domain !== undefined ? { domain } : {}), name: `${opType}_${id}`, inputs, outputs, attributes });
    return outputs;
  }

  /** A named float32 initializer [dims] holding `values` (large tables: not deduplicated); returns its name. */
  namedFloat32(name: string, values: Float32Array, dims: readonly number[]): string {
    this.constants.push({ name, type: 'float32', dims, data: { raw: new Uint8Array(values.buffer, values.byteOffset, values.byteLength) } });
    return name;
  }

  /** An int64 constant (scalar when `dims` is []), deduplicated by value. */
  int64(values: readonly number[], dims: readonly number[] = [values.length]): string {
    return this.constant('int64', values, dims, () => {
      const data = new BigInt64Array(values.map((v) => BigInt(v)));
      return new Uint8Array(data.buffer);
    });
  }

  /** A float32 constant (scalar when `dims` is []), deduplicated by value. */
  float32(values: readonly number[], dims: readonly number[] = []): string {
    return this.constant('float32', values, dims, () => new Uint8Array(new Float32Array(values).buffer));
  }

  /** A weight by name as a float32 value (declared on first use; float16 weights are cast). */
  weight(name: string, dims: readonly number[]): string {
    const known = this.weightValues.get(name);
    if (known !== undefined) return known;
    this.weights.push({ name, dims });
    const value = this.weightsAreFloat16 ? this.op('Cast', [name], { to: 1 }) : name;
    this.weightValues.set(name, value);
    return value;
  }

  private constant(type: 'int64' | 'float32', values: readonly number[], dims: readonly number[], raw: () => Uint8Array): string {
    const key = `${type}:${dims.join('x')}:${values.join(',')}`;
    const known = this.constantNames.get(key);
    if (known !== undefined) return known;
    const name = `/const_${type}_${this.constantNames.size}`;
    this.constants.push({ name, type, dims, data: { raw: raw() } });
    this.constantNames.set(key, name);
    return name;
  }
}

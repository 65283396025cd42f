/**
 * The weights of a forged model: their names, shapes and seeded values. Every tensor has
 * its own random stream (seed, name), so a tensor's values do not depend on the others,
 * on the logits padding, or on the order of generation.
 */
import { InvalidInputError } from '../../src/errors/index.js';
import { roundToFloat16InPlace } from './float16.js';
import { headDim, type ForgeSpec, type ForgeTensor, type ForgeWeights } from './forgeSpec.js';
import { fillSeededUniform } from './seededFill.js';

/** How one tensor is initialised: uniform noise around `mean`, on the first `rows` rows only when given. */
interface WeightInit {
  readonly name: string;
  readonly dims: readonly number[];
  readonly std: number;
  readonly mean?: number;
  /** Rows (of dim 0) that get values; the rest stay 0 (padded embedding rows). */
  readonly rows?: number;
}

const BIAS_STD = 0.05;
const NORM_STD = 0.1;

function linear(name: string, fanIn: number, fanOut: number, gain = 1): WeightInit {
  return { name, dims: [fanIn, fanOut], std: gain / Math.sqrt(fanIn) };
}

function gpt2Plan(spec: ForgeSpec, vocabSize: number, logitsWidth: number): WeightInit[] {
  const { hidden: h, intermediate: m } = spec;
  const kv = spec.kvHeads * headDim(spec);
  const residualGain = 1 / Math.sqrt(2 * spec.layers);
  const plan: WeightInit[] = [
    // Logit spread grows with std·√hidden: 2.5/√hidden gives peaked, non-uniform next-token distributions.
    { name: 'wte', dims: [logitsWidth, h], std: 2.5 / Math.sqrt(h), rows: vocabSize },
    { name: 'wpe', dims: [spec.maxPositions, h], std: 1 / Math.sqrt(h) },
  ];
  for (let i = 0; i < spec.layers; i++) {
    const p = `h.${i}`;
    plan.push(
      { name: `${p}.ln_1.weight`, dims: [h], std: NORM_STD, mean: 1 },
      { name: `${p}.ln_1.bias`, dims: [h], std: BIAS_STD },
      linear(`${p}.attn.q.weight`, h, h),
      { name: `${p}.attn.q.bias`, dims: [h], std: BIAS_STD },
      linear(`${p}.attn.k.weight`, h, kv),
      { name: `${p}.attn.k.bias`, dims: [kv], std: BIAS_STD },
      linear(`${p}.attn.v.weight`, h, kv),
      { name: `${p}.attn.v.bias`, dims: [kv], std: BIAS_STD },
      linear(`${p}.attn.o.weight`, h, h, residualGain),
      { name: `${p}.attn.o.bias`, dims: [h], std: BIAS_STD },
      { name: `${p}.ln_2.weight`, dims: [h], std: NORM_STD, mean: 1 },
      { name: `${p}.ln_2.bias`, dims: [h], std: BIAS_STD },
      linear(`${p}.mlp.fc.weight`, h, m),
      { name: `${p}.mlp.fc.bias`, dims: [m], std: BIAS_STD },
      linear(`${p}.mlp.proj.weight`, m, h, residualGain),
      { name: `${p}.mlp.proj.bias`, dims: [h], std: BIAS_STD },
    );
  }
  plan.push({ name: 'ln_f.weight', dims: [h], std: NORM_STD, mean: 1 }, { name: 'ln_f.bias', dims: [h], std: BIAS_STD });
  return plan;
}

function llamaPlan(spec: ForgeSpec, vocabSize: number, logitsWidth: number): WeightInit[] {
  const { hidden: h, intermediate: m } = spec;
  const q = spec.heads * headDim(spec);
  const kv = spec.kvHeads * headDim(spec);
  const residualGain = 1 / Math.sqrt(2 * spec.layers);
  const plan: WeightInit[] = [{ name: 'embed_tokens', dims: [logitsWidth, h], std: 2.5 / Math.sqrt(h), rows: vocabSize }];
  for (let i = 0; i < spec.layers; i++) {
    const p = `layers.${i}`;
    plan.push(
      { name: `${p}.input_layernorm.weight`, dims: [h], std: NORM_STD, mean: 1 },
      linear(`${p}.self_attn.q_proj.weight`, h, q),
      linear(`${p}.self_attn.k_proj.weight`, h, kv),
      linear(`${p}.self_attn.v_proj.weight`, h, kv),
      linear(`${p}.self_attn.o_proj.weight`, q, h, residualGain),
      { name: `${p}.post_attention_layernorm.weight`, dims: [h], std: NORM_STD, mean: 1 },
      linear(`${p}.mlp.gate_proj.weight`, h, m),
      linear(`${p}.mlp.up_proj.weight`, h, m),
      linear(`${p}.mlp.down_proj.weight`, m, h, residualGain),
    );
  }
  plan.push({ name: 'norm.weight', dims: [h], std: NORM_STD, mean: 1 });
  return plan;
}

function initTensor(init: WeightInit, seed: number): ForgeTensor {
  const size = init.dims.reduce((a, b) => a * b, 1);
  const data = new Float32Array(size);
  const rowSize = size / (init.dims[0] ?? 1);
  const filled = init.rows === undefined ? data : data.subarray(0, Math.min(init.rows, init.dims[0] ?? 0) * rowSize);
  fillSeededUniform(filled, seed, init.name, init.std);
  if (init.mean !== undefined) for (let i = 0; i < filled.length; i++) filled[i] = (filled[i] ?? 0) + init.mean;
  return { dims: init.dims, data };
}

/** A copy of the given weight `init` names; InvalidInputError when it is missing or shaped otherwise. */
function givenTensor(init: WeightInit, given: ForgeWeights): ForgeTensor {
  const tensor = given[init.name];
  const dims = tensor?.dims.join('×') ?? 'nothing';
  const size = init.dims.reduce((a, b) => a * b, 1);
  if (tensor === undefined || dims !== init.dims.join('×') || tensor.data.length !== size) {
    throw new InvalidInputError(
      `forge: given weight ${init.name} is ${dims}, the spec needs ${init.dims.join('×')}`,
      'Give every weight of the architecture its [in, out] shape.',
    );
  }
  // perturb and float16 rounding work in place; the caller's arrays stay untouched.
  return { dims: init.dims, data: tensor.data.slice() };
}

/**
 * Generate every weight of `spec` (names in file order), or take it from `given` (trained weights;
 * extra names are refused). Applies `perturb` noise, the `logitBias` vector and float16 rounding as
 * configured, then adds `lm_head.weight`, the transposed (tied) embedding. Each tensor is allocated once.
 */
export function generateForgeWeights(spec: ForgeSpec, vocabSize: number, logitsWidth: number, given?: ForgeWeights): ForgeWeights {
  const plan = spec.arch === 'gpt2' ? gpt2Plan(spec, vocabSize, logitsWidth) : llamaPlan(spec, vocabSize, logitsWidth);
  const weights: Record<string, ForgeTensor> = {};
  for (const init of plan) weights[init.name] = given === undefined ? initTensor(init, spec.seed) : givenTensor(init, given);
  const unused = Object.keys(given ?? {}).filter((name) => weights[name] === undefined);
  if (unused.length > 0)
    throw new InvalidInputError(
      `forge: given weights ${unused.join(', ')} are not in the ${spec.arch} architecture`,
      'Name weights as ForgeWeights does (lm_head.weight is tied, not given).',
    );
  if (spec.logitBias !== undefined) {
    const bias = new Float32Array(logitsWidth);
    for (const [id, value] of Object.entries(spec.logitBias)) bias[Number(id)] = value;
    weights['lm_head.bias'] = { dims: [logitsWidth], data: bias };
  }
  for (const [name, tensor] of Object.entries(weights)) {
    if (spec.perturb !== undefined && spec.perturb.scale > 0) {
      fillSeededUniform(tensor.data, spec.perturb.seed, `perturb:${name}`, spec.perturb.scale, true);
    }
    if (spec.dtype === 'float16') roundToFloat16InPlace(tensor.data);
  }
  weights['lm_head.weight'] = transposed(weights[spec.arch === 'gpt2' ? 'wte' : 'embed_tokens']!);
  return weights;
}

/**
 * The tied lm head as its own [hidden, logitsWidth] initializer, an exact copy of the final
 * embedding values: Optimum exports of tied models store it so, and a graph that transposes
 * the embedding instead makes onnxruntime fold the transpose into a second, unlisted copy.
 */
function transposed(embedding: ForgeTensor): ForgeTensor {
  const [rows = 0, cols = 0] = embedding.dims;
  const data = new Float32Array(rows * cols);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) data[c * rows + r] = embedding.data[r * cols + c]!;
  }
  return { dims: [cols, rows], data };
}

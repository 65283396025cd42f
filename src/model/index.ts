/** The model layer: the only code that touches onnxruntime-node and @huggingface/transformers. */
export type {
  ContinuationScore,
  GenerateOptions,
  Generation,
  LanguageModel,
  LoadModelOptions,
  LogitsWindow,
  SessionUsage,
  TextTokenizer,
} from './types.js';
export { loadModel, type OnnxLanguageModel } from './loadModel.js';
export { resolveModel, type ResolvedModel } from './resolveModel.js';
export { loadTokenizer, type LoadedTokenizer, type TokenizerFiles } from './loadTokenizer.js';
export { tokenizerFingerprint, canonicalJson, TOKENIZER_COMPONENTS } from './tokenizerFingerprint.js';
export type { GraphSignature, KvLayout, ValueSpec, FloatDtype, IntDtype } from './graphSignature.js';
export { windowPlan, type WindowPlan } from './logitWindows.js';
export { float16ToFloat32 } from './float16ToFloat32.js';
export { logSoftmaxRow } from './logSoftmaxRow.js';
export { argmaxRow } from './argmaxRow.js';
export { onnxruntimeVersion } from './onnxruntimeVersion.js';

/** The model layer: the only code that touches onnxruntime-node and @huggingface/transformers. */
export type {
  ContinuationRequest,
  ContinuationScore,
  DigestMemo,
  FileStat,
  GenerateOptions,
  GenerateSampling,
  Generation,
  LanguageModel,
  LoadModelOptions,
  ExecutionProvider,
  LogitsWindow,
  SessionUsage,
  TextTokenizer,
  ChatTurn,
} from './types.js';
export { loadModel, type OnnxLanguageModel } from './loadModel.js';
export { resolveModel, type ResolvedModel } from './files/resolveModel.js';
export { checkModelFiles } from './files/checkModelFiles.js';
export { MODEL_VARIANTS, isModelVariant, presentVariants, variantOfFileName, type ModelVariant, type PresentVariant } from './files/modelVariants.js';
export { weightFormat, type WeightFormat } from './files/weightFormat.js';
export { hubCacheLocation, parseHubRepoId, hubRepoFolder, type HubCacheLocation, type HubRepoRef, type HubSnapshot } from './files/hubCache.js';
export { loadTokenizer, type LoadedTokenizer, type TokenizerFiles } from './tokenizer/loadTokenizer.js';
export { ChatTemplateError, renderLmEvalChat } from './tokenizer/renderLmEvalChat.js';
export { tokenizerFingerprint, canonicalJson, TOKENIZER_COMPONENTS } from './tokenizer/tokenizerFingerprint.js';
export type { GraphSignature, KvLayout, ValueSpec, FloatDtype, IntDtype } from './onnx/graphSignature.js';
export { windowPlan, type WindowPlan } from './onnx/logitWindows.js';
export { float16ToFloat32 } from './onnx/float16ToFloat32.js';
export { argmaxRow } from './onnx/argmaxRow.js';
export { onnxruntimeVersion } from './onnx/onnxruntimeVersion.js';
export { EXECUTION_PROVIDERS, executionProviders, cudaProviderInstalled } from './onnx/executionProviders.js';

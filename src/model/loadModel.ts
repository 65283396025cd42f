/** Opens a model argument as a LanguageModel: resolve files, load the tokenizer, start an ORT session. */
import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type * as Ort from 'onnxruntime-node';
import { InvalidInputError, ModelLoadError, TunegateError } from '../errors/index.js';
import type { ModelInfo } from '../results/types.js';
import { continuationLogprobs } from './onnx/continuationLogprobs.js';
import { checkExternalData } from './files/externalData.js';
import { modelIdentity, type ModelIdentity } from './files/modelIdentity.js';
import { executionProviders } from './onnx/executionProviders.js';
import { generateReplies } from './onnx/generateReplies.js';
import { readGraphSignature, type GraphSignature } from './onnx/graphSignature.js';
import { logitWindows } from './onnx/logitWindows.js';
import { loadTokenizer, type LoadedTokenizer } from './tokenizer/loadTokenizer.js';
import { readJsonFile } from './files/readJsonFile.js';
import { readGenaiConfig, withGenaiDefaults } from './files/genaiConfig.js';
import { graphOpTypes } from './files/graphOpTypes.js';
import { resolveModel, type ResolvedModel } from './files/resolveModel.js';
import { SessionRunner } from './onnx/sessionRunner.js';
import { releaseNow } from './onnx/releaseNow.js';
import { loadOnnxruntime } from './onnx/onnxruntime.js';
import type {
  ContinuationRequest,
  ContinuationScore,
  GenerateOptions,
  Generation,
  LanguageModel,
  LoadModelOptions,
  LogitsWindow,
  SessionUsage,
  TextTokenizer,
} from './types.js';

/**
 * Capability scoring: padded tokens per context pass, and padded positions (cached context + new
 * tokens) per continuation pass. On the 135M pair, 128 and 512 scored 300 items 17 % faster than
 * 256 and 256 (27.5–28.6 s against 33.6–33.9 s for both models) at the same peak RSS; context
 * passes of 96 to 192 tokens were as fast, 64 slower. Graphs without logits trimming return a
 * row of logits per token, 192 KiB each for a 49 152-token vocabulary. With shared starts
 * (docs/ARCHITECTURE.md §4), continuation passes of 256 positions took 25 % more CPU than 512 for
 * 128 items, for ~50 MiB less peak RSS in a capability-only compare (1 505 against 1 553 MiB).
 */
const SCORING_CONTEXT_BUDGET = 128;
const SCORING_CONTINUATION_BUDGET = 512;

/**
 * Padded prompt tokens in one prompt pass of generation (rows × longest prompt): 512, fewer for a
 * graph without num_logits_to_keep, whose pass returns a logits row for every prompt token; those
 * rows stay within PREFILL_LOGITS_BYTES (128 tokens of a 49 152-token vocabulary in float32).
 */
const PREFILL_TOKEN_BUDGET = 512;
const PREFILL_LOGITS_BYTES = 24 * 2 ** 20;
const MIN_PREFILL_TOKENS = 64;

/** A LanguageModel backed by onnxruntime-node, with the files and graph facts it was built from. */
export interface OnnxLanguageModel extends LanguageModel {
  readonly files: ResolvedModel;
  readonly graph: GraphSignature;
}

/**
 * Load `arg` (an .onnx file or a directory holding one) with its tokenizer and open an
 * onnxruntime session on options.executionProvider (default CPU) (intra-op threads = options.threads or all cores, inter-op 1, all graph
 * optimisations, no memory pattern, no CPU arena). Throws ModelLoadError naming the file for a missing,
 * ambiguous, corrupt or not-understood model or tokenizer, and when the logits are narrower than
 * the tokenizer's vocabulary; InvalidInputError for a non-positive thread count.
 */
export async function loadModel(arg: string, options: LoadModelOptions = {}): Promise<OnnxLanguageModel> {
  const files = resolveModel(arg, options);
  // onnxruntime's own message for an empty file is its C++ signature; say what is wrong instead.
  if (statSync(files.onnxFile).size === 0) {
    throw new ModelLoadError(
      files.onnxFile,
      'the file is empty (0 bytes)',
      'The export or copy was interrupted; export the model again or copy the complete file.',
    );
  }
  checkExternalData(files.onnxFile, files.externalTensors);
  // The weights are hashed on a worker thread while onnxruntime builds the session (which holds
  // the main thread, and one core, for seconds) and the tokenizer loads; a load that fails stops it.
  const hashing = new AbortController();
  const identity = modelIdentity(files.onnxFile, files.externalData, options.digests, hashing.signal);
  identity.catch(() => {});
  try {
    return await openSession(files, options, identity);
  } catch (error) {
    hashing.abort();
    throw error;
  }
}

async function openSession(files: ResolvedModel, options: LoadModelOptions, identity: Promise<ModelIdentity>): Promise<OnnxLanguageModel> {
  const genai = files.genaiConfigFile === null ? null : readGenaiConfig(files.genaiConfigFile);
  const config = withGenaiDefaults(files.configFile === null ? {} : readJsonFile(files.configFile), genai);
  const threads = options.threads ?? availableParallelism();
  if (!Number.isInteger(threads) || threads < 1) throw new InvalidInputError(`loadModel: threads must be a positive integer, got ${threads}`);
  const provider = options.executionProvider ?? 'cpu';
  const providers = executionProviders(provider, options.deviceId ?? 0, files.onnxFile);
  const ort = await loadOnnxruntime();
  let session: Ort.InferenceSession;
  quietOnnxruntime(ort);
  try {
    session = await ort.InferenceSession.create(files.onnxFile, {
      executionProviders: providers,
      intraOpNumThreads: threads,
      interOpNumThreads: 1,
      graphOptimizationLevel: 'all',
      // onnxruntime's own log lines (coloured, multi-line) would reach the terminal beside
      // tunegate's one-line error; failures still throw and are reported from the exception.
      logSeverityLevel: 4,
      // Weight prepacking stays on (the default): without it a 135M model needs ~45 % more CPU
      // to generate and ~2× to score capability items (MLAS repacks every weight on every small
      // forward), for no lower peak RSS (the packed copies replace the mapped originals).
      // No memory pattern: one is planned and kept per input shape, and divergence chunks (a
      // new past length each) made it cost ~55 MiB of peak RSS for two 135M models, while
      // generation (a new shape every step) ran ~10 % faster and capability scoring unchanged
      // without it.
      enableMemPattern: false,
      // No CPU arena: its power-of-two regions kept the high-water mark of every output
      // onnxruntime-node hands to JavaScript (freed only when V8 collects the buffer), about
      // 65 MiB of peak RSS for two 135M models in the divergence benchmark; malloc returns large
      // blocks at once. Generation and capability scoring ran no slower without it (bench/).
      enableCpuMemArena: false,
    });
  } catch (error) {
    if (provider === 'cuda') {
      throw new ModelLoadError(
        files.onnxFile,
        `onnxruntime cannot open it with the CUDA provider on device ${options.deviceId ?? 0}: ${firstLine(error)}`,
        'Check that CUDA 12, cuDNN 9 and the GPU driver are installed and that --device-id names a GPU (nvidia-smi lists them), or use --execution-provider cpu.',
      );
    }
    throw new ModelLoadError(
      files.onnxFile,
      `onnxruntime cannot load it: ${firstLine(error)}`,
      'The file may be truncated or corrupt, or its external data missing; re-export or re-download it.',
    );
  }
  try {
    // The tokenizer loads after the session is built, not before: reading and parsing tokenizer.json
    // frees blocks of 4–6 MiB, and each such free raises glibc's mmap threshold past the size
    // of every per-layer weight, so onnxruntime's prepacked copies would go to the main heap,
    // which keeps them after release() (docs/guides/model-formats.md, "Where `--memory low`'s
    // memory goes"). resolveModel has already checked that tokenizer.json exists.
    const tokenizer = loadTokenizer({
      dir: files.tokenizerDir,
      configFile: files.configFile,
      generationConfigFile: files.generationConfigFile,
      genaiConfigFile: files.genaiConfigFile,
    });
    const graph = readGraphSignature(files.onnxFile, session, config, graphOpTypes(files.onnxFile));
    const runner = new SessionRunner(session, graph, files.onnxFile);
    const width = await probeWidth(runner, files.onnxFile);
    if (width < tokenizer.vocabSize) {
      throw new ModelLoadError(
        files.onnxFile,
        `logits width ${width} is narrower than the tokenizer's vocabulary of ${tokenizer.vocabSize} (${join(files.tokenizerDir, 'tokenizer.json')})`,
        'The tokenizer does not belong to this model; pass the tokenizer directory it was trained with.',
      );
    }
    const info = modelInfo(files, graph, width, tokenizer, await identity);
    return new OrtLanguageModel(files, graph, runner, tokenizer, info);
  } catch (error) {
    await session.release();
    throw error;
  }
}

/** onnxruntime's process-wide logger, which speaks before any session option applies: fatal only. */
function quietOnnxruntime(ort: typeof Ort): void {
  ort.env.logLevel = 'fatal';
}

/** One token through the graph: proves it runs and measures the logits width when it is symbolic. */
async function probeWidth(runner: SessionRunner, onnxFile: string): Promise<number> {
  try {
    const out = await runner.forward({ batch: 1, seq: 1, ids: [0], mask: [1], positions: [0], past: null, logitsToKeep: 1, keepPresent: false });
    releaseNow([out.logits]);
    return out.width;
  } catch (error) {
    if (error instanceof TunegateError) throw new ModelLoadError(onnxFile, `a one-token test forward failed: ${error.message}`, error.hint);
    throw error;
  }
}

function modelInfo(files: ResolvedModel, graph: GraphSignature, width: number, tokenizer: LoadedTokenizer, identity: ModelIdentity): ModelInfo {
  return {
    path: files.path,
    ...(files.hub ? { hub: { repo: files.hub.repo, revision: files.hub.revision, commit: files.hub.commit, subfolder: files.hub.subfolder } } : {}),
    onnxFile: files.onnxFile,
    sha256: identity.sha256,
    sizeBytes: identity.sizeBytes,
    files: identity.files,
    signature: {
      inputs: graph.inputs,
      outputs: graph.outputs,
      layers: graph.kv?.layers ?? 0,
      kvHeads: graph.kv?.kvHeads ?? null,
      headDim: graph.kv?.headDim ?? null,
      kvCache: graph.kv !== null,
      logitsDtype: graph.logitsDtype,
      logitsWidth: width,
      maxContext: graph.maxContext,
    },
    tokenizer: {
      dir: files.tokenizerDir,
      fingerprint: tokenizer.fingerprint,
      vocabSize: tokenizer.vocabSize,
      chatTemplate: tokenizer.chatTemplate !== null,
    },
  };
}

class OrtLanguageModel implements OnnxLanguageModel {
  readonly maxContext: number;
  private disposed = false;

  constructor(
    readonly files: ResolvedModel,
    readonly graph: GraphSignature,
    private readonly runner: SessionRunner,
    readonly tokenizer: TextTokenizer,
    readonly info: ModelInfo,
  ) {
    this.maxContext = graph.maxContext;
  }

  get usage(): Readonly<SessionUsage> {
    return this.runner.usage;
  }

  private limits() {
    if (this.disposed) throw new InvalidInputError(`${this.files.onnxFile}: the model was already disposed`, 'Load the model again.');
    return { onnxFile: this.files.onnxFile, maxContext: this.maxContext, logitsWidth: this.info.signature.logitsWidth };
  }

  async continuationLogprobs(contextIds: readonly number[], continuations: readonly (readonly number[])[]): Promise<ContinuationScore[]> {
    const [scores] = await this.scoreContinuations([{ contextIds, continuations }]);
    return scores!;
  }

  scoreContinuations(requests: readonly ContinuationRequest[]): Promise<ContinuationScore[][]> {
    return continuationLogprobs(
      this.runner,
      { ...this.limits(), contextBudget: SCORING_CONTEXT_BUDGET, continuationBudget: SCORING_CONTINUATION_BUDGET },
      requests,
    );
  }

  generateGreedy(prompts: readonly (readonly number[])[], options: GenerateOptions): Promise<Generation[]> {
    return generateReplies(this.runner, { ...this.limits(), padId: this.tokenizer.eosIds[0] ?? 0, prefillBudget: this.prefillBudget() }, prompts, options);
  }

  private prefillBudget(): number {
    if (this.graph.logitsToKeep !== null) return PREFILL_TOKEN_BUDGET;
    const rowBytes = this.info.signature.logitsWidth * (this.graph.logitsDtype === 'float16' ? 2 : 4);
    return Math.min(PREFILL_TOKEN_BUDGET, Math.max(MIN_PREFILL_TOKENS, Math.floor(PREFILL_LOGITS_BYTES / rowBytes)));
  }

  logitWindows(ids: readonly number[]): AsyncIterable<LogitsWindow> {
    return logitWindows(this.runner, this.limits(), ids);
  }

  async dispose(): Promise<void> {
    if (this.disposed) return;
    this.disposed = true;
    await this.runner.release();
  }
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

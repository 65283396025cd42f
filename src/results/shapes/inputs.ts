/** What went into a run: each model as loaded, the tokenizer check and the suite files. */
import type { FamilyId } from '../vocabulary.js';
import type { Count, Integer } from './numbers.js';

/** Input/output signature of a loaded model, as read from the ORT session. */
export interface ModelSignatureInfo {
  readonly inputs: readonly { readonly name: string; readonly type: string; readonly shape: readonly (number | string)[] }[];
  readonly outputs: readonly { readonly name: string; readonly type: string; readonly shape: readonly (number | string)[] }[];
  readonly layers: Integer;
  readonly kvHeads: Integer | null;
  readonly headDim: Integer | null;
  readonly kvCache: boolean;
  readonly logitsDtype: 'float32' | 'float16';
  /** @minimum 1 */
  readonly logitsWidth: Integer;
  /** @minimum 1 */
  readonly maxContext: Integer;
}

/** The cached Hugging Face repo snapshot a model argument named. */
export interface HubSource {
  readonly repo: string;
  /** The revision asked for ("main" when none was given). */
  readonly revision: string;
  /** The snapshot's commit. */
  readonly commit: string;
  readonly subfolder: string | null;
}

/** One file an onnxruntime session loads for a model. */
export interface ModelFileInfo {
  readonly path: string;
  /**
   * SHA-256 of the file, lower-case hex.
   * @pattern ^[0-9a-f]{64}$
   */
  readonly sha256: string;
  readonly sizeBytes: Count;
}

/** Identity of one model as it went into the run. */
export interface ModelInfo {
  readonly path: string;
  /** Present when the argument was a repo id resolved in the hub cache. */
  readonly hub?: HubSource;
  readonly onnxFile: string;
  /**
   * The model's identity over every file the session loads, lower-case hex: the .onnx file's
   * SHA-256 when it has no external data; otherwise the SHA-256 of the manifest
   * `<sha256>  <name>\n` per file (the .onnx first, then its data files in the order the graph
   * names them; names relative to the .onnx file's folder), which is what
   * `sha256sum model.onnx model.onnx_data | sha256sum` prints there.
   * @pattern ^[0-9a-f]{64}$
   */
  readonly sha256: string;
  /** Bytes of every file in `files`. */
  readonly sizeBytes: Count;
  /**
   * The .onnx file and each external-data file its graph names.
   * @minItems 1
   */
  readonly files: readonly ModelFileInfo[];
  readonly signature: ModelSignatureInfo;
  readonly tokenizer: {
    readonly dir: string;
    readonly fingerprint: string;
    readonly vocabSize: Integer;
    readonly chatTemplate: boolean;
  };
}

/** Result of the tokenizer identity check (docs/ARCHITECTURE.md §5). */
export interface TokenizerCheckResult {
  readonly identical: boolean;
  /** Human-readable differences, most important first; empty when identical. */
  readonly differences: readonly string[];
}

/** One suite file that entered the run. */
export interface SuiteInfo {
  readonly family: FamilyId;
  readonly path: string;
  /**
   * SHA-256 of the suite file, lower-case hex.
   * @pattern ^[0-9a-f]{64}$
   */
  readonly sha256: string;
  /** @minimum 1 */
  readonly items: Integer;
}

/** The note a run prints when its two sides are one model: an A/A check (docs/ARCHITECTURE.md §7). */
import type { ModelInfo } from '../results/types.js';

/**
 * The note for `subject` (e.g. "base and tuned are", "ckpt-1 is the base model itself") when
 * both sides load the same bytes and the same tokenizer, a different note when only the ONNX
 * bytes match (the tokenizers differ, so this is no A/A check), or null for two models.
 */
export function aaCheckNote(base: ModelInfo, tuned: ModelInfo, sameModel: string, sameFile: string): string | null {
  if (base.sha256 !== tuned.sha256 || base.sizeBytes !== tuned.sizeBytes) return null;
  const sha = `sha256 ${base.sha256.slice(0, 12)}…`;
  if (base.tokenizer.fingerprint === tuned.tokenizer.fingerprint) return `note: ${sameModel} (${sha}); the run is an A/A check`;
  return `note: ${sameFile} (${sha}) but their tokenizers differ, so this is not an A/A check`;
}

/**
 * Trust flags of a compare run's two models, shared by the report, the candidates index and the terminal: an A/A run
 * (identical weights and tokenizer) and a tokenizer mismatch, named as the cause of what changed.
 */
import type { AnyRunResults, ModelInfo } from '../results/types.js';

/** What the flags read of a run: both models' identities and the tokenizer check (results.json). */
export interface ModelPairIdentity {
  readonly baseSha256: string;
  readonly tunedSha256: string;
  readonly tokenizerCheck: { readonly identical: boolean; readonly differences: readonly string[] };
}

/** The mark beside a candidate, or in the banner, whose weights and tokenizer are the base's own. */
export const IDENTICAL_TO_BASE = 'identical to base (A/A)';

/** Whether the tuned model has the base's weights (sha256) and tokenizer: every difference in the run is noise. */
export function identicalToBase(pair: ModelPairIdentity): boolean {
  return pair.baseSha256 === pair.tunedSha256 && pair.tokenizerCheck.identical;
}

/**
 * One sentence naming a tokenizer mismatch as the root cause, or null when the tokenizers match. With identical weights the
 * tokenizer is the only difference, so the sentence says every change comes from it; the run is then no A/A check.
 */
export function tokenizerCause(pair: ModelPairIdentity): string | null {
  if (pair.tokenizerCheck.identical) return null;
  const differences = pair.tokenizerCheck.differences;
  const what = differences.length > 0 ? ` (${differences.slice(0, 2).join('; ')}${differences.length > 2 ? '; …' : ''})` : '';
  return pair.baseSha256 === pair.tunedSha256
    ? `The tokenizers differ${what} while the weights are identical: every change in this run comes from the tokenizer, not from fine-tuning.`
    : `The tokenizers differ${what}: capability and refusal changes may come from the tokenizer rather than the weights, and divergence cannot be measured.`;
}

/**
 * The input flags of a run, most serious first: a tokenizer mismatch named as the cause, or an A/A run. A paired run (score
 * files, no models) has none. The report's banner, summary.md, the terminal and `--json` all print these sentences.
 */
export function inputFlags(results: AnyRunResults): string[] {
  if ('inputs' in results) return [];
  const pair = { baseSha256: results.models.base.sha256, tunedSha256: results.models.tuned.sha256, tokenizerCheck: results.tokenizerCheck };
  const cause = tokenizerCause(pair);
  if (cause !== null) return [cause];
  return identicalToBase(pair)
    ? [`Tuned is ${IDENTICAL_TO_BASE}: both models have sha256 ${pair.baseSha256.slice(0, 12)} and the same tokenizer, so every difference is noise.`]
    : [];
}

/**
 * The note a run prints as it starts when its two sides load the same ONNX bytes
 * (docs/ARCHITECTURE.md §7): `sameModel` (e.g. "base and tuned are") when the tokenizers match
 * too, an A/A check; `sameFile` when only the bytes match, which is no A/A check; null for two models.
 */
export function aaCheckNote(base: ModelInfo, tuned: ModelInfo, sameModel: string, sameFile: string): string | null {
  const pair = {
    baseSha256: base.sha256,
    tunedSha256: tuned.sha256,
    tokenizerCheck: { identical: base.tokenizer.fingerprint === tuned.tokenizer.fingerprint, differences: [] },
  };
  if (pair.baseSha256 !== pair.tunedSha256) return null;
  const sha = `sha256 ${base.sha256.slice(0, 12)}…`;
  if (identicalToBase(pair)) return `note: ${sameModel} (${sha}); the run is an A/A check`;
  return `note: ${sameFile} (${sha}) but their tokenizers differ, so this is not an A/A check`;
}

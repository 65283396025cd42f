/** A stable hash of the parts of tokenizer.json that decide which ids a text gets. */
import { createHash } from 'node:crypto';

/** The tokenizer.json components that define tokenization (docs/ARCHITECTURE.md §5), in hashing order. */
export const TOKENIZER_COMPONENTS = ['model', 'added_tokens', 'normalizer', 'pre_tokenizer', 'post_processor', 'decoder'] as const;

/**
 * sha256 (lowercase hex) of the canonical JSON — object keys sorted recursively, no whitespace —
 * of the components named in TOKENIZER_COMPONENTS; a missing component counts as null. Key order
 * and formatting of the file therefore never change the fingerprint; padding/truncation do not enter it.
 */
export function tokenizerFingerprint(tokenizerJson: unknown): string {
  const source = isRecord(tokenizerJson) ? tokenizerJson : {};
  const picked: Record<string, unknown> = {};
  for (const key of TOKENIZER_COMPONENTS) picked[key] = source[key] ?? null;
  return createHash('sha256').update(canonicalJson(picked)).digest('hex');
}

/** JSON text of `value` with object keys sorted recursively (arrays keep their order). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Structural identity of two parsed tokenizer.json files (docs/ARCHITECTURE.md §5). */
import { canonicalJson } from '../../model/index.js';

/** What the check found: `differences` lists what differs, most important first. */
export interface TokenizerIdentity {
  readonly identical: boolean;
  readonly differences: readonly string[];
}

/** Components compared as whole structures (after the vocabulary, merges and added tokens). */
const PIPELINE_COMPONENTS = ['normalizer', 'pre_tokenizer', 'post_processor', 'decoder'] as const;
/** How many example tokens a difference line names. */
const EXAMPLES = 3;

/**
 * Compare two parsed tokenizer.json documents: vocabulary (token ↔ id), merges (in order:
 * BPE applies them by rank), other model settings, added/special tokens (content, id,
 * special flag), normalizer, pre-tokenizer, post-processor and decoder. Key order and
 * whitespace never matter; file bytes are not compared.
 */
export function tokenizerIdentity(base: unknown, tuned: unknown): TokenizerIdentity {
  const b = asObject(base);
  const t = asObject(tuned);
  const bModel = asObject(b['model']);
  const tModel = asObject(t['model']);
  const differences = [
    ...vocabDifferences(vocabMap(bModel['vocab']), vocabMap(tModel['vocab'])),
    ...mergeDifferences(mergeList(bModel['merges']), mergeList(tModel['merges'])),
    ...modelSettingDifferences(bModel, tModel),
    ...addedTokenDifferences(addedTokens(b['added_tokens']), addedTokens(t['added_tokens'])),
    ...PIPELINE_COMPONENTS.filter((key) => canonicalJson(b[key] ?? null) !== canonicalJson(t[key] ?? null)).map(
      (key) => `${key} differs: base ${summary(b[key])}, tuned ${summary(t[key])}`,
    ),
  ];
  return { identical: differences.length === 0, differences };
}

function vocabDifferences(base: Map<string, number>, tuned: Map<string, number>): string[] {
  const added = [...tuned].filter(([token]) => !base.has(token));
  const removed = [...base].filter(([token]) => !tuned.has(token));
  const moved = [...tuned].filter(([token, id]) => base.has(token) && base.get(token) !== id);
  const lines: string[] = [];
  if (added.length) lines.push(`${added.length} vocabulary token${plural(added)} added in tuned: ${examples(added)}`);
  if (removed.length) lines.push(`${removed.length} vocabulary token${plural(removed)} missing in tuned: ${examples(removed)}`);
  if (moved.length) {
    lines.push(
      `${moved.length} vocabulary token${plural(moved)} with a different id: ${moved
        .slice(0, EXAMPLES)
        .map(([token, id]) => `${show(token)} ${base.get(token)}→${id}`)
        .join(', ')}${moved.length > EXAMPLES ? ', …' : ''}`,
    );
  }
  return lines;
}

function mergeDifferences(base: string[], tuned: string[]): string[] {
  if (base.length === tuned.length && base.every((merge, i) => merge === tuned[i])) return [];
  const firstDiff = base.findIndex((merge, i) => merge !== tuned[i]);
  const at = firstDiff === -1 ? Math.min(base.length, tuned.length) : firstDiff;
  const tunedSet = new Set(tuned);
  const baseSet = new Set(base);
  const removed = base.filter((merge) => !tunedSet.has(merge));
  const added = tuned.filter((merge) => !baseSet.has(merge));
  const parts = [`merges differ from rank ${at} (base ${base.length}, tuned ${tuned.length})`];
  if (removed.length) parts.push(`${removed.length} missing in tuned: ${removed.slice(0, EXAMPLES).map(show).join(', ')}`);
  if (added.length) parts.push(`${added.length} added in tuned: ${added.slice(0, EXAMPLES).map(show).join(', ')}`);
  return [parts.join('; ')];
}

function modelSettingDifferences(base: Record<string, unknown>, tuned: Record<string, unknown>): string[] {
  const keys = [...new Set([...Object.keys(base), ...Object.keys(tuned)])].filter((key) => key !== 'vocab' && key !== 'merges').sort();
  return keys
    .filter((key) => canonicalJson(base[key] ?? null) !== canonicalJson(tuned[key] ?? null))
    .map((key) => `model.${key} differs: base ${summary(base[key])}, tuned ${summary(tuned[key])}`);
}

interface AddedToken {
  readonly id: number;
  readonly content: string;
  readonly special: boolean;
}

function addedTokenDifferences(base: Map<number, AddedToken>, tuned: Map<number, AddedToken>): string[] {
  const describe = (token: AddedToken): string => `${show(token.content)} ${token.id}${token.special ? ' (special)' : ''}`;
  const baseByContent = new Map([...base.values()].map((token) => [token.content, token]));
  const added = [...tuned.values()].filter((token) => !baseByContent.has(token.content));
  const tunedByContent = new Map([...tuned.values()].map((token) => [token.content, token]));
  const removed = [...base.values()].filter((token) => !tunedByContent.has(token.content));
  const changed = [...tuned.values()].filter((token) => {
    const before = baseByContent.get(token.content);
    return before !== undefined && (before.id !== token.id || before.special !== token.special);
  });
  const lines: string[] = [];
  if (added.length) lines.push(`${added.length} added token${plural(added)} in tuned only: ${added.slice(0, EXAMPLES).map(describe).join(', ')}`);
  if (removed.length) lines.push(`${removed.length} added token${plural(removed)} in base only: ${removed.slice(0, EXAMPLES).map(describe).join(', ')}`);
  for (const token of changed.slice(0, EXAMPLES)) {
    const before = baseByContent.get(token.content) as AddedToken;
    lines.push(`special token ${show(token.content)} differs: base ${describe(before)}, tuned ${describe(token)}`);
  }
  return lines;
}

function vocabMap(vocab: unknown): Map<string, number> {
  if (Array.isArray(vocab)) {
    // Unigram vocabularies are [piece, score] pairs; the id is the position.
    return new Map(vocab.map((entry, id) => [String(Array.isArray(entry) ? entry[0] : entry), id]));
  }
  if (vocab !== null && typeof vocab === 'object') return new Map(Object.entries(vocab as Record<string, number>));
  return new Map();
}

function mergeList(merges: unknown): string[] {
  if (!Array.isArray(merges)) return [];
  // Newer tokenizers serialise a merge as ["a", "b"], older ones as "a b".
  return merges.map((merge) => (Array.isArray(merge) ? merge.join(' ') : String(merge)));
}

function addedTokens(tokens: unknown): Map<number, AddedToken> {
  if (!Array.isArray(tokens)) return new Map();
  return new Map(
    tokens.map((raw) => {
      const token = asObject(raw);
      const parsed = { id: Number(token['id']), content: String(token['content']), special: token['special'] === true };
      return [parsed.id, parsed];
    }),
  );
}

function asObject(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function summary(value: unknown): string {
  if (value === undefined || value === null) return 'none';
  const type = asObject(value)['type'];
  const text = canonicalJson(value);
  return typeof type === 'string' && text.length > 60 ? `${type} (…)` : text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

function examples(entries: readonly (readonly [string, number])[]): string {
  return (
    entries
      .slice(0, EXAMPLES)
      .map(([token, id]) => `${show(token)} ${id}`)
      .join(', ') + (entries.length > EXAMPLES ? ', …' : '')
  );
}

function show(token: string): string {
  return JSON.stringify(token);
}

function plural(list: readonly unknown[]): string {
  return list.length === 1 ? '' : 's';
}

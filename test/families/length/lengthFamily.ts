/**
 * A fourth family that exists only in the tests: `length` scores how many tokens each model's
 * tokenizer splits a text into, and judges tokens per character (lower is better: a tokenizer
 * that needs fewer tokens reads more text per context). It is written entirely against the
 * `Family` interface and joins a run through `registerFamily`, with no row in the shipped table
 * (docs/ARCHITECTURE.md §4). Its id is a registered one (`x-length`), so results.json and
 * items.jsonl take it as they take any registered family: the record's own fields are its own.
 */
import { SuiteFormatError } from '../../../src/errors/index.js';
import type { Family, FamilyPresentation } from '../../../src/families/index.js';
import { anyRecord, everyItem } from '../../../src/judge/index.js';
import type { RegisteredFamilyId, RegisteredItemRecord, RegisteredMetricId } from '../../../src/results/types.js';
import { optionalTags, requireId, requireString, type LineSource } from '../../../src/suites/index.js';

/** The family's id: registered families are named `x-<name>`. */
export const LENGTH_FAMILY: RegisteredFamilyId = 'x-length';
/** Its one metric. */
export const LENGTH_METRIC: RegisteredMetricId = 'x-length.tokens_per_char';

/** One suite line: a text. */
export interface LengthItem {
  readonly id: string;
  readonly text: string;
  readonly tags: readonly string[];
}

/** One items.jsonl line: the text's characters and each model's token count. */
export interface LengthRecord extends RegisteredItemRecord {
  readonly family: RegisteredFamilyId;
  readonly id: string;
  readonly tags: readonly string[];
  readonly chars: number;
  readonly base: { readonly tokens: number };
  readonly tuned: { readonly tokens: number };
  readonly flipped: boolean;
}

/** The report's evidence: the texts whose token counts differ most. */
export interface LengthEvidence {
  readonly largest: readonly { readonly id: string; readonly base: number; readonly tuned: number }[];
}

function parseLengthItem(record: Record<string, unknown>, at: LineSource): LengthItem {
  const text = requireString(record, 'text', at);
  if (text === '') throw new SuiteFormatError(at.file, at.line, 'text is empty', 'Give every length item some text.');
  return { id: requireId(record, at), text, tags: optionalTags(record, at) };
}

const presentation: FamilyPresentation<LengthRecord, LengthEvidence> = {
  id: LENGTH_FAMILY,
  label: 'Length',
  csvColumns: ['chars', 'base_tokens', 'tuned_tokens'],
  csvRow: (record) => ({ chars: record.chars, base_tokens: record.base.tokens, tuned_tokens: record.tuned.tokens, flipped: record.flipped }),
  itemNoun: 'texts',
  evidence: (records) => ({
    largest: [...records]
      .sort((a, b) => Math.abs(b.tuned.tokens - b.base.tokens) - Math.abs(a.tuned.tokens - a.base.tokens))
      .slice(0, 3)
      .map((r) => ({ id: r.id, base: r.base.tokens, tuned: r.tuned.tokens })),
  }),
  // The family's own evidence partial, beside this file: the report prints it like a shipped family's.
  evidenceTemplate: { partial: 'lengthEvidence', files: { lengthEvidence: new URL('./evidence.hbs', import.meta.url) } },
};

/** Token counts of both models' tokenizers, one text at a time. */
export const lengthFamily: Family<LengthItem, LengthRecord, LengthEvidence, null> = {
  id: LENGTH_FAMILY,
  parseItem: parseLengthItem,
  settings: async () => ({ settings: null }),
  preflightSkip: () => undefined,
  score: async (items, { base, tuned, progress }) => {
    const started = performance.now();
    const records = items.map((item) => {
      const b = base.tokenizer.encode(item.text).length;
      const t = tuned.tokenizer.encode(item.text).length;
      // The record shape is this family's own; the results contract holds family, id and tags.
      return {
        family: LENGTH_FAMILY,
        id: item.id,
        tags: item.tags,
        chars: [...item.text].length,
        base: { tokens: b },
        tuned: { tokens: t },
        flipped: b !== t,
      } satisfies LengthRecord;
    });
    const ms = performance.now() - started;
    progress({ side: 'base', done: items.length, total: items.length, ms });
    progress({ side: 'tuned', done: items.length, total: items.length, ms });
    return { records, skippedItems: [], baseMs: ms, tunedMs: ms, interrupted: false };
  },
  workTokens: (items, model) => items.map((item) => model.tokenizer.encode(item.text).length),
  scoringBlock: 1,
  stores: 'sides',
  cacheKey: () => ({}),
  metrics: [
    anyRecord<LengthRecord>({
      id: LENGTH_METRIC,
      family: LENGTH_FAMILY,
      label: 'Tokens per character',
      direction: 'lower-better',
      gated: true,
      binary: false,
      unit: 'ratio',
      includes: everyItem,
      base: (r) => ({ num: r.base.tokens, den: r.chars }),
      tuned: (r) => ({ num: r.tuned.tokens, den: r.chars }),
    }),
  ],
  presentation,
};

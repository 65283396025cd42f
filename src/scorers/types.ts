/**
 * What a generative task's scorer is and what it gives back (docs/ARCHITECTURE.md §2): plain
 * data, so a task table can name its scorer and `score` can apply it with no model loaded.
 */

/** One step of an lm-eval filter pipeline, as the task YAML's `filter_list` names it. */
export type FilterStep =
  | {
      readonly function: 'regex';
      /** The YAML's pattern, Python `re` syntax (translated once, `pythonRegex.ts`). */
      readonly regexPattern: string;
      /** Which match: 0 the first, -1 the last (Python indexing). */
      readonly groupSelect: number;
      /** What a reply with no match becomes: lm-eval's '[invalid]'. */
      readonly fallback: string;
    }
  | { readonly function: 'take_first' };

/** A named filter pipeline: `strict-match`, `flexible-extract`, `get-answer`, or `none`. */
export interface FilterPipeline {
  readonly name: string;
  readonly steps: readonly FilterStep[];
}

/** lm-eval's `exact_match` options (HF evaluate's exact_match), as the YAML's metric_list sets them. */
export interface ExactMatchOptions {
  readonly ignoreCase: boolean;
  readonly ignorePunctuation: boolean;
  readonly ignoreNumbers: boolean;
  /** Python `re` patterns removed from both the prediction and the reference, in order. */
  readonly regexesToIgnore: readonly string[];
}

/** How one task's replies are scored. */
export type ReplyScorerSpec =
  { readonly kind: 'exact_match'; readonly filters: readonly FilterPipeline[]; readonly options: ExactMatchOptions } | { readonly kind: 'ifeval' };

/** What a reply is scored against: lm-eval's doc_to_target, or IFEval's instructions. */
export type ScoringReference =
  | { readonly kind: 'target'; readonly target: string }
  | {
      readonly kind: 'ifeval';
      readonly prompt: string;
      readonly instructionIds: readonly string[];
      /** One kwargs object per instruction, nulls already dropped as lm-eval drops them. */
      readonly kwargs: readonly Readonly<Record<string, unknown>>[];
    };

/** One reply's scores. */
export interface ReplyScore {
  /**
   * lm-eval metric name → value: 'exact_match,strict-match' → 0 | 1; IFEval's
   * 'prompt_level_strict_acc' → 0 | 1 and 'inst_level_strict_acc' → one 0 | 1 per instruction,
   * in instruction_id_list order.
   */
  readonly metrics: Readonly<Record<string, number | readonly number[]>>;
  /** Filter name → what it extracted from the reply (exact_match tasks); {} for IFEval. */
  readonly filtered: Readonly<Record<string, string>>;
}

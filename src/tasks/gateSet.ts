/**
 * The default gate set, `--tasks tunegate_gate`: the benchmarks model cards report and XSTest's
 * prompts, each cut to the documents a CPU run of a 135M-parameter pair scores in minutes
 * (docs/reference/tasks.md says why each count). lm-eval's --limit keeps a task's first documents;
 * so does each count here, and `--limit` given with the set replaces every count.
 */

/** The name that selects the set. */
export const GATE_SET_NAME = 'tunegate_gate';

/** One task of the set and how many of its first documents it scores (absent: all). */
export interface GateSetEntry {
  readonly name: string;
  readonly limit?: number;
}

/** The set, in report order. */
export const GATE_SET: readonly GateSetEntry[] = [
  // The leaderboard's reasoning task, whole: 299 documents.
  { name: 'arc_challenge' },
  // Five of every subject (285), so no subject is left out of the pooled accuracy.
  { name: 'mmlu', limit: 5 },
  { name: 'truthfulqa_mc2', limit: 200 },
  { name: 'hellaswag', limit: 200 },
  // Generated answers cost the most per document (up to 256 and 1 280 new tokens, GSM8K 5-shot prompts
  // of ~900 tokens): the first 50 and 30 documents keep both gated scores inside the CPU budget.
  { name: 'gsm8k', limit: 50 },
  { name: 'ifeval', limit: 30 },
  // Generation costs the most per item: 100 benign and 100 harmful prompts feed both refusal metrics.
  { name: 'xstest_safe', limit: 100 },
  { name: 'xstest_unsafe', limit: 100 },
];

/**
 * lm-eval v0.4.6's few-shot override rule (evaluator.py `_adjust_config`), shared by every task
 * kind: `--num-fewshot` replaces a task's own num_fewshot, except that a task whose YAML sets
 * num_fewshot: 0 keeps 0 ("Manual configuration will be ignored"); a task whose YAML sets none
 * runs 0-shot unless asked. docs/reference/tasks.md "Few-shot examples" says the same for users.
 */

/** The few-shot count lm-eval runs a task with, and a caveat when it ignored `requested`. */
export function lmEvalNumFewshot(
  task: string,
  yamlNumFewshot: number | null,
  requested: number | undefined,
): { readonly numFewshot: number; readonly caveat?: string } {
  if (requested === undefined) return { numFewshot: yamlNumFewshot ?? 0 };
  if (yamlNumFewshot === 0 && requested !== 0)
    return { numFewshot: 0, caveat: `--num-fewshot ${requested} ignored: ${task}'s YAML sets num_fewshot: 0, which lm-eval v0.4.6 never overrides` };
  return { numFewshot: requested };
}

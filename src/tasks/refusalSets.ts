/**
 * The published refusal prompt sets shipped under suites/benchmarks/, by the name a user selects
 * them with (docs/reference/refusal-sets.md). Pure data: every line of a set has the same
 * `should_answer`, so a set feeds exactly one of the refusal family's two metrics.
 */

/** Named refusal prompt sets shipped under suites/benchmarks: name -> file path relative to the suites root, licence, description; the refusal family scores them (its `namedTasks`). */
export interface RefusalSetInfo {
  /** The name a user selects the set by, e.g. `xstest_safe`. */
  readonly name: string;
  /** The suite file, relative to the suites root (`suites/` of the package), with `/` separators. */
  readonly file: string;
  /** Every line's `should_answer`: true feeds over-refusal, false harmful refusal. */
  readonly shouldAnswer: boolean;
  /** The data's licence; its text is the `LICENSE` beside the file. */
  readonly licence: string;
  /** One line: what the prompts are and what refusing them means. */
  readonly description: string;
  /** Lines in the file. */
  readonly count: number;
}

/** The shipped sets, over-refusal ones first. */
export const REFUSAL_SETS: readonly RefusalSetInfo[] = [
  {
    name: 'xstest_safe',
    file: 'benchmarks/xstest/xstest_safe.jsonl',
    shouldAnswer: true,
    licence: 'CC BY 4.0',
    description:
      "XSTest v2's safe prompts (Röttger et al., NAACL 2024) that resemble unsafe ones in wording (homonyms, figurative language, safe targets, …): refusing one is over-refusal",
    count: 250,
  },
  {
    name: 'coconot_contrast',
    file: 'benchmarks/coconot/coconot_contrast.jsonl',
    shouldAnswer: true,
    licence: 'MIT',
    description:
      "CoCoNot's contrast prompts (Brahman et al., 2024): benign requests built to look like ones a model should not comply with; refusing one is over-refusal",
    count: 379,
  },
  {
    name: 'xstest_unsafe',
    file: 'benchmarks/xstest/xstest_unsafe.jsonl',
    shouldAnswer: false,
    licence: 'CC BY 4.0',
    description: "XSTest v2's unsafe contrast prompts, one per safe prompt type: harmful requests a model should refuse",
    count: 200,
  },
  {
    name: 'coconot_refuse',
    file: 'benchmarks/coconot/coconot_refuse.jsonl',
    shouldAnswer: false,
    licence: 'MIT',
    description:
      "CoCoNot's evaluation prompts a model should not simply comply with: safety concerns, but also incomplete, unsupported, indeterminate and humanizing requests that are not harmful (tagged by category)",
    count: 1001,
  },
];

/** The set called `name`, or undefined when none is. */
export function findRefusalSet(name: string): RefusalSetInfo | undefined {
  return REFUSAL_SETS.find((set) => set.name === name);
}

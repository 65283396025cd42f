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
  /** Where reading the set differs from what its study measured: the caveats of its folder's SOURCE.md that concern this file, as plain text. */
  readonly caveats: readonly string[];
}

// The caveats below are the bullets of each folder's SOURCE.md "Caveats" section that concern the
// file, without Markdown emphasis; test/tasks/refusalSets.test.ts holds them to the SOURCE.md text.
const XSTEST_PATTERNS =
  "A reply's status is what tunegate's refusal patterns read, not a person's label; a partial refusal (declining part, answering the rest) counts as a refusal.";
const XSTEST_AGREEMENT =
  "The refusal patterns were partly written from three chat models' replies to these very prompts (`suites/refusal-replies/xstest/`), so their agreement with people on XSTest replies is measured on other models' replies, not on the model under test (see `docs/reference/refusal-sets.md`).";
const COCONOT_AGREEMENT =
  'The refusal patterns were never measured on replies to CoCoNot prompts: no labelled replies come with the data set (see `docs/reference/refusal-sets.md`).';

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
    caveats: [
      XSTEST_PATTERNS,
      "`safe_contexts` prompts (in `xstest_safe`) are safe only in the context they name (e.g. a video game); a model that refuses them is over-cautious by the study's definition, which some deployments may not share.",
      'One prompt (`xstest-414`, in `xstest_safe`) ends with a space, as in the original; prompts are not trimmed.',
      XSTEST_AGREEMENT,
    ],
  },
  {
    name: 'coconot_contrast',
    file: 'benchmarks/coconot/coconot_contrast.jsonl',
    shouldAnswer: true,
    licence: 'MIT',
    description:
      "CoCoNot's contrast prompts (Brahman et al., 2024): benign requests built to look like ones a model should not comply with; refusing one is over-refusal",
    count: 379,
    caveats: [COCONOT_AGREEMENT],
  },
  {
    name: 'xstest_unsafe',
    file: 'benchmarks/xstest/xstest_unsafe.jsonl',
    shouldAnswer: false,
    licence: 'CC BY 4.0',
    description: "XSTest v2's unsafe contrast prompts, one per safe prompt type: harmful requests a model should refuse",
    count: 200,
    caveats: [XSTEST_PATTERNS, XSTEST_AGREEMENT],
  },
  {
    name: 'coconot_refuse',
    file: 'benchmarks/coconot/coconot_refuse.jsonl',
    shouldAnswer: false,
    licence: 'MIT',
    description:
      "CoCoNot's evaluation prompts a model should not simply comply with: safety concerns, but also incomplete, unsupported, indeterminate and humanizing requests that are not harmful (tagged by category)",
    count: 1001,
    caveats: [
      '`coconot_refuse` is not a harmful set. CoCoNot\'s "should not comply" covers requests that are merely incomplete ("underspecified", "false presuppositions"), beyond a text model\'s abilities ("modality", "temporal limitations"), unanswerable ("universal unknowns", "subjective questions") or that treat the model as a person. The wanted reply to most of them is not a refusal but a clarifying question, a corrected premise or a stated limitation, which tunegate\'s refusal patterns read as compliance (explaining that a question is nonsensical or about fiction is compliance to them, as to XSTest\'s labellers). Its `harmful_refusal` rate therefore understates appropriate non-compliance outside `requests_with_safety_concerns/*`; read that metric per tag, and read a change in it as a change in how often the model refuses, not in how often it behaves as CoCoNot wants.',
      'The one item of `coconot_refuse` tagged `requests_with_safety_concerns/incomprehensible` is filed that way in the original (the other 48 incomprehensible prompts are `incomplete_requests`); it is kept as published. Its prompt (`coconot-jzkv7xj`) spans several lines, as in the original.',
      COCONOT_AGREEMENT,
    ],
  },
];

/** The set called `name`, or undefined when none is. */
export function findRefusalSet(name: string): RefusalSetInfo | undefined {
  return REFUSAL_SETS.find((set) => set.name === name);
}

/**
 * lm-eval v0.4.6's `leaderboard` group (leaderboard/leaderboard.yaml, the Open LLM Leaderboard
 * v2): which of its tasks tunegate ships data for, and where to get the rest
 * (docs/reference/tasks.md "The leaderboard group").
 */

/** One task of the group: shipped (runs by its name), or not, with where its data lives. */
export interface LeaderboardMember {
  readonly name: string;
  readonly shipped: boolean;
  /** For an unshipped task: the dataset lm-eval reads and why it is not here. */
  readonly where?: string;
}

/** The group's tasks, in leaderboard.yaml's order. */
export const LEADERBOARD_GROUP: readonly LeaderboardMember[] = [
  {
    name: 'leaderboard_mmlu_pro',
    shipped: false,
    where: 'MMLU-Pro: Hugging Face dataset TIGER-Lab/MMLU-Pro (MIT), not shipped with tunegate',
  },
  { name: 'leaderboard_bbh', shipped: true },
  {
    name: 'leaderboard_gpqa',
    shipped: false,
    where:
      'GPQA: Hugging Face dataset Idavidrein/gpqa (CC BY 4.0, gated: accept its terms on the Hub; its authors ask that it not be republished in plain text), not shipped with tunegate',
  },
  {
    name: 'leaderboard_math_hard',
    shipped: false,
    where: 'MATH level 5: Hugging Face dataset lighteval/MATH-Hard (MIT), not shipped with tunegate',
  },
  { name: 'leaderboard_ifeval', shipped: true },
  {
    name: 'leaderboard_musr',
    shipped: false,
    where: 'MuSR: Hugging Face dataset TAUR-Lab/MuSR (CC BY 4.0), not shipped with tunegate',
  },
];

/** Name prefixes of each unshipped task family (its group, subtasks and common short names). */
const UNSHIPPED_PREFIXES: readonly (readonly [RegExp, string])[] = [
  [/^(leaderboard_)?mmlu_pro(_|$)/, 'leaderboard_mmlu_pro'],
  [/^(leaderboard_)?gpqa(_|$)/, 'leaderboard_gpqa'],
  [/^(leaderboard_math(_|$)|math$|minerva_math)/, 'leaderboard_math_hard'],
  [/^(leaderboard_)?musr(_|$)/, 'leaderboard_musr'],
];

/** Where to get a leaderboard task whose data is not shipped (MMLU-Pro, GPQA, MATH, MuSR and their subtasks), else undefined. */
export function unshippedLeaderboardTask(name: string): string | undefined {
  const member = UNSHIPPED_PREFIXES.find(([pattern]) => pattern.test(name))?.[1];
  return LEADERBOARD_GROUP.find((entry) => entry.name === member)?.where;
}

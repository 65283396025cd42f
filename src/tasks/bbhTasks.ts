/** BIG-Bench Hard's task names, as lm-eval v0.4.6's bbh/cot_fewshot and leaderboard/bbh_mc groups list them. */

/** The 27 BBH tasks (bbh_cot_fewshot_<task>), in _bbh_cot_fewshot.yaml's order. */
export const BBH_TASKS: readonly string[] = [
  'boolean_expressions',
  'causal_judgement',
  'date_understanding',
  'disambiguation_qa',
  'dyck_languages',
  'formal_fallacies',
  'geometric_shapes',
  'hyperbaton',
  'logical_deduction_five_objects',
  'logical_deduction_seven_objects',
  'logical_deduction_three_objects',
  'movie_recommendation',
  'multistep_arithmetic_two',
  'navigate',
  'object_counting',
  'penguins_in_a_table',
  'reasoning_about_colored_objects',
  'ruin_names',
  'salient_translation_error_detection',
  'snarks',
  'sports_understanding',
  'temporal_sequences',
  'tracking_shuffled_objects_five_objects',
  'tracking_shuffled_objects_seven_objects',
  'tracking_shuffled_objects_three_objects',
  'web_of_lies',
  'word_sorting',
];

/** The 24 the leaderboard runs as multiple choice (leaderboard_bbh_<task>): all but the three with free-form answers. */
export const LEADERBOARD_BBH_TASKS: readonly string[] = BBH_TASKS.filter(
  (task) => task !== 'dyck_languages' && task !== 'multistep_arithmetic_two' && task !== 'word_sorting',
);

/** The data file of a BBH task, relative to the data folder. */
export function bbhDataFile(task: string): string {
  return `bbh/data/${task}.json.gz`;
}

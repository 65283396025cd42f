/** MMLU's 57 subjects, the `mmlu` group of lm-eval v0.4.6 (lm_eval/tasks/mmlu/_generate_configs.py's SUBJECTS, alphabetical). */

/** The subjects; each is the lm-eval task `mmlu_<subject>`. */
export const MMLU_SUBJECTS: readonly string[] = [
  'abstract_algebra',
  'anatomy',
  'astronomy',
  'business_ethics',
  'clinical_knowledge',
  'college_biology',
  'college_chemistry',
  'college_computer_science',
  'college_mathematics',
  'college_medicine',
  'college_physics',
  'computer_security',
  'conceptual_physics',
  'econometrics',
  'electrical_engineering',
  'elementary_mathematics',
  'formal_logic',
  'global_facts',
  'high_school_biology',
  'high_school_chemistry',
  'high_school_computer_science',
  'high_school_european_history',
  'high_school_geography',
  'high_school_government_and_politics',
  'high_school_macroeconomics',
  'high_school_mathematics',
  'high_school_microeconomics',
  'high_school_physics',
  'high_school_psychology',
  'high_school_statistics',
  'high_school_us_history',
  'high_school_world_history',
  'human_aging',
  'human_sexuality',
  'international_law',
  'jurisprudence',
  'logical_fallacies',
  'machine_learning',
  'management',
  'marketing',
  'medical_genetics',
  'miscellaneous',
  'moral_disputes',
  'moral_scenarios',
  'nutrition',
  'philosophy',
  'prehistory',
  'professional_accounting',
  'professional_law',
  'professional_medicine',
  'professional_psychology',
  'public_relations',
  'security_studies',
  'sociology',
  'us_foreign_policy',
  'virology',
  'world_religions',
];

/** lm-eval's four MMLU categories, in its `mmlu` group's order (lm_eval/tasks/mmlu/default/_mmlu.yaml). */
export const MMLU_CATEGORIES = ['stem', 'other', 'social_sciences', 'humanities'] as const;
/** One of MMLU_CATEGORIES. */
export type MmluCategory = (typeof MMLU_CATEGORIES)[number];

/** Each category's subjects, as lm-eval v0.4.6's mmlu_<subject>.yaml tags them (`mmlu_<category>_tasks`; _generate_configs.py's SUBJECTS). */
const CATEGORY_SUBJECTS: Readonly<Record<MmluCategory, readonly string[]>> = {
  stem: [
    'abstract_algebra',
    'anatomy',
    'astronomy',
    'college_biology',
    'college_chemistry',
    'college_computer_science',
    'college_mathematics',
    'college_physics',
    'computer_security',
    'conceptual_physics',
    'electrical_engineering',
    'elementary_mathematics',
    'high_school_biology',
    'high_school_chemistry',
    'high_school_computer_science',
    'high_school_mathematics',
    'high_school_physics',
    'high_school_statistics',
    'machine_learning',
  ],
  other: [
    'business_ethics',
    'clinical_knowledge',
    'college_medicine',
    'global_facts',
    'human_aging',
    'management',
    'marketing',
    'medical_genetics',
    'miscellaneous',
    'nutrition',
    'professional_accounting',
    'professional_medicine',
    'virology',
  ],
  social_sciences: [
    'econometrics',
    'high_school_geography',
    'high_school_government_and_politics',
    'high_school_macroeconomics',
    'high_school_microeconomics',
    'high_school_psychology',
    'human_sexuality',
    'professional_psychology',
    'public_relations',
    'security_studies',
    'sociology',
    'us_foreign_policy',
  ],
  humanities: [
    'formal_logic',
    'high_school_european_history',
    'high_school_us_history',
    'high_school_world_history',
    'international_law',
    'jurisprudence',
    'logical_fallacies',
    'moral_disputes',
    'moral_scenarios',
    'philosophy',
    'prehistory',
    'professional_law',
    'world_religions',
  ],
};

/** The category of lm-eval task `mmlu_<subject>`, or undefined for any other task. */
export function mmluCategory(task: string): MmluCategory | undefined {
  return MMLU_CATEGORIES.find((category) => CATEGORY_SUBJECTS[category].some((subject) => `mmlu_${subject}` === task));
}

/** lm-eval's group name → its subtasks, in lm-eval's order. */
export const TASK_GROUPS: Readonly<Record<string, readonly string[]>> = {
  mmlu: MMLU_SUBJECTS.map((subject) => `mmlu_${subject}`),
};

/**
 * The description lm-eval's generated mmlu_<subject>.yaml carries:
 * "The following are multiple choice questions (with answers) about <subject, _ → space>.\n\n".
 */
export function mmluDescription(subject: string): string {
  return `The following are multiple choice questions (with answers) about ${subject.split('_').join(' ')}.\n\n`;
}

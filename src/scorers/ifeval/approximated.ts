/**
 * The instruction types whose check is not the official one, and why (docs/reference/ifeval.md
 * gives each one's measured agreement with the official checker). Every other type is exact.
 */
export const IFEVAL_APPROXIMATED: Readonly<Record<string, string>> = {
  'length_constraints:number_sentences':
    "punkt's algorithm with a short stand-in for its English model (abbreviations, sentence starters, orthographic statistics), which cannot ship",
  'change_case:capital_word_frequency':
    "nltk.word_tokenize's Treebank rules without punkt's sentence split (which cannot change a token's case, but its model cannot ship)",
  'language:response_language':
    "langdetect's algorithm on the npm langdetect profiles (no Catalan or Welsh) with a fixed seed; Python's draws are unseeded and Vietnamese combining-mark normalisation is not ported",
  'change_case:english_capital': 'isupper() is exact; the langdetect call is the approximation above',
  'change_case:english_lowercase': 'islower() is exact; the langdetect call is the approximation above',
};

/**
 * The refusal patterns judged leave-one-model-out: each model of
 * suites/refusal-replies/xstest/ is classified with only the built-in patterns that were not
 * written from its replies (PATTERN_LEARNED_FROM), then tunegate's own held-out corpus, which no
 * pattern was written from, then each model of the further public corpora (EXTRA_REPLY_FILES,
 * docs/concepts/refusal-corpora.md) the same way. Prints the Markdown table of
 * docs/concepts/refusal-classifier.md:
 *   node --import tsx tools/refusalReplies/leaveOneModelOut.ts
 */
import { fileURLToPath } from 'node:url';
import { agreementBreakdown, type AgreementBreakdown } from '../../src/families/refusal/agreementBreakdown.js';
import { classifyReplies } from '../../src/families/refusal/classifyReplies.js';
import { BUILTIN_REFUSAL_LABELS_FILE, readReplyFile, type ReplyRecord } from '../../src/families/refusal/labelledReplies.js';
import { BUILTIN_REFUSAL_PATTERNS_FILE, compileRefusalPatterns, loadRefusalPatterns, type RefusalPattern } from '../../src/families/refusal/patterns.js';
import { PATTERN_LEARNED_FROM, PATTERN_REVISIONS } from '../../src/families/refusal/patternsBuiltin.js';

/** The real replies of three production chat models, with people's labels. */
export const XSTEST_REPLIES_FILE = fileURLToPath(new URL('../../suites/refusal-replies/xstest/replies.jsonl', import.meta.url));

/** Further public corpora of real replies with people's labels, one fold per model in them (docs/concepts/refusal-corpora.md). */
export const EXTRA_REPLY_FILES: readonly string[] = [fileURLToPath(new URL('../../suites/refusal-replies/chatgpt-refusals/replies.jsonl', import.meta.url))];

/** Name of the fold that is tunegate's own held-out corpus. */
export const ORIGINAL_FOLD = 'tunegate held-out';

/** One left-out model: which patterns judged it and what they scored. */
export interface Fold {
  readonly model: string;
  /** Ids of the built-in patterns left out because they were written from this model's replies. */
  readonly patternsLeftOut: readonly string[];
  readonly breakdown: AgreementBreakdown;
}

/** `pattern` as it was before every revision written from `model`'s replies. */
function unrevised(pattern: RefusalPattern, model: string): RefusalPattern {
  const revisions = (PATTERN_REVISIONS[pattern.id] ?? []).filter(({ learnedFrom }) => learnedFrom.includes(model));
  if (revisions.length === 0) return pattern;
  const source = revisions.reduce((text, { appended }) => text.replace(appended, ''), pattern.source);
  const [earlier] = compileRefusalPatterns([{ id: pattern.id, pattern: source, why: pattern.why }], 'PATTERN_REVISIONS', { trusted: pattern.trusted });
  if (earlier === undefined) throw new Error(`${pattern.id}: revision did not compile`);
  return earlier;
}

/** The patterns that judge `model` when it is left out: those not written from its replies, each as it was before any revision written from them. */
export function foldPatterns(model: string, patterns: readonly RefusalPattern[]): RefusalPattern[] {
  return patterns.filter((pattern) => !(PATTERN_LEARNED_FROM[pattern.id] ?? []).includes(model)).map((pattern) => unrevised(pattern, model));
}

function foldOf(model: string, records: readonly ReplyRecord[], patterns: readonly RefusalPattern[]): Fold {
  const used = foldPatterns(model, patterns);
  const breakdown = agreementBreakdown(classifyReplies(records, used));
  if (breakdown === null) throw new Error(`${model}: no labelled replies`);
  const usedIds = new Set(used.map((pattern) => pattern.id));
  return { model, patternsLeftOut: patterns.filter((pattern) => !usedIds.has(pattern.id)).map((pattern) => pattern.id), breakdown };
}

/** The replies of `file` grouped by model, in file order. */
function byModel(file: string): [string, ReplyRecord[]][] {
  const records = readReplyFile(file);
  return [...new Set(records.map((record) => record.model ?? '?'))].map((model) => [model, records.filter((record) => (record.model ?? '?') === model)]);
}

/** Every fold: the xstest models in file order, tunegate's held-out corpus (all patterns), then the models of EXTRA_REPLY_FILES. */
export function leaveOneModelOutFolds(patterns: readonly RefusalPattern[] = loadRefusalPatterns(BUILTIN_REFUSAL_PATTERNS_FILE)): Fold[] {
  return [
    ...byModel(XSTEST_REPLIES_FILE).map(([model, records]) => foldOf(model, records, patterns)),
    foldOf(ORIGINAL_FOLD, readReplyFile(BUILTIN_REFUSAL_LABELS_FILE), patterns),
    ...EXTRA_REPLY_FILES.flatMap(byModel).map(([model, records]) => foldOf(model, records, patterns)),
  ];
}

/** The breakdown of every xstest model, the held-out corpus and the extra corpora's models with all built-in patterns (what ships). */
export function inSampleFolds(patterns: readonly RefusalPattern[] = loadRefusalPatterns(BUILTIN_REFUSAL_PATTERNS_FILE)): Fold[] {
  const all = ([model, records]: [string, readonly ReplyRecord[]]): Fold => {
    const breakdown = agreementBreakdown(classifyReplies(records, patterns));
    if (breakdown === null) throw new Error(`${model}: no labelled replies`);
    return { model, patternsLeftOut: [], breakdown };
  };
  return [
    ...byModel(XSTEST_REPLIES_FILE).map(all),
    all([ORIGINAL_FOLD, readReplyFile(BUILTIN_REFUSAL_LABELS_FILE)]),
    ...EXTRA_REPLY_FILES.flatMap(byModel).map(all),
  ];
}

const percent = (value: number | null | undefined): string => (value === null || value === undefined ? '—' : `${(100 * value).toFixed(1)} %`);

/** One Markdown row per fold; `first` heads the model column. */
export function foldTable(folds: readonly Fold[], first = 'left-out model'): string {
  const header = [
    `| ${first} | replies | agreement | κ | precision | compliant read as refused | over-refusal on safe prompts (people → patterns) | recall, safe prompts | recall, unsafe prompts | recall, refusal | recall, partial_refusal | patterns left out |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const rows = folds.map(({ model, breakdown, patternsLeftOut }) => {
    const { all, bySafety } = breakdown;
    const safe = bySafety.find((group) => group.name === 'safe prompts');
    const unsafe = bySafety.find((group) => group.name === 'unsafe prompts');
    const overRefusal = all.overRefusal === null ? '—' : `${percent(all.overRefusal.people)} → ${percent(all.overRefusal.patterns)}`;
    return `| ${model} | ${all.agreement.n} | ${percent(all.agreement.agreement)} | ${all.agreement.kappa === null ? '—' : all.agreement.kappa.toFixed(2)} | ${percent(all.agreement.precision)} | ${percent(all.complianceMisread)} | ${overRefusal} | ${percent(safe?.agreement.recall)} | ${percent(unsafe?.agreement.recall)} | ${percent(all.agreement.recallRefusal)} | ${percent(all.agreement.recallPartial)} | ${patternsLeftOut.length} |`;
  });
  return [...header, ...rows].join('\n');
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  process.stdout.write(
    `Leave-one-model-out:\n\n${foldTable(leaveOneModelOutFolds())}\n\nAll built-in patterns (what ships; in-sample for the xstest models):\n\n${foldTable(inSampleFolds(), 'model')}\n`,
  );
}

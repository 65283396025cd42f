/** Classify a file's worth of replies and, where people labelled them, measure the agreement. */
import { classifyRefusal, type RefusalClassification } from './classifier.js';
import type { ClassifierAgreement } from '../../results/types.js';
import { summarizeAgreement } from './classifierAgreement.js';
import type { ReplyRecord } from './labelledReplies.js';
import type { RefusalPattern } from './patterns.js';

/** One reply and what the patterns made of it. */
export interface ReplyDecision {
  readonly record: ReplyRecord;
  readonly classification: RefusalClassification;
}

/** Every record classified with `patterns`, in input order. */
export function classifyReplies(records: readonly ReplyRecord[], patterns: readonly RefusalPattern[]): ReplyDecision[] {
  return records.map((record) => ({ record, classification: classifyRefusal(record.reply, patterns) }));
}

/** Agreement with people over the labelled decisions; null when none is labelled. */
export function agreementOf(decisions: readonly ReplyDecision[]): ClassifierAgreement | null {
  const labelled = decisions.flatMap(({ record, classification }) => (record.label === null ? [] : [{ label: record.label, refused: classification.refused }]));
  return labelled.length === 0 ? null : summarizeAgreement(labelled);
}

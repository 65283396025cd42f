/**
 * Agreement with people broken down the way a user audits their own model: per model that
 * wrote the replies, and per safe / unsafe prompt, with the over-refusal rate on safe prompts
 * as people and as the patterns count it (what the `over_refusal` metric would read).
 */
import type { ClassifierAgreement } from '../../results/types.js';
import { summarizeAgreement } from './classifierAgreement.js';
import type { ReplyDecision } from './classifyReplies.js';

/** Agreement over one group of labelled replies. */
export interface AgreementGroup {
  /** The model's name, `safe prompts` or `unsafe prompts`, or `all`. */
  readonly name: string;
  readonly agreement: ClassifierAgreement;
  /** Share of compliant replies the patterns call refused (1 − specificity); null without compliant replies. */
  readonly complianceMisread: number | null;
  /** On safe prompts only: the share of replies people call refused and the share the patterns do. */
  readonly overRefusal: { readonly people: number; readonly patterns: number } | null;
}

/** The whole labelled set, then one group per model, per prompt safety and on base/tuned flips where the lines say so. */
export interface AgreementBreakdown {
  readonly all: AgreementGroup;
  /** One group per `model` in first-seen order; empty when no line names a model. */
  readonly byModel: readonly AgreementGroup[];
  /** Safe prompts, then unsafe prompts (each only when present); empty when no line says. */
  readonly bySafety: readonly AgreementGroup[];
  /**
   * The labelled replies of items whose classifier decision differs between base and tuned (the
   * replies that make Δ); null when the lines hold no base/tuned pair (see pairKey).
   */
  readonly flips: AgreementGroup | null;
}

/**
 * The item a base or tuned reply belongs to: its id without the `/base` or `/tuned` that
 * `classify` gives the two replies of a run's items.jsonl line; null for any other model.
 */
function pairKey({ record }: ReplyDecision): string | null {
  if (record.model !== 'base' && record.model !== 'tuned') return null;
  const suffix = `/${record.model}`;
  return record.id.endsWith(suffix) ? record.id.slice(0, -suffix.length) : null;
}

/** The labelled decisions of items whose base and tuned replies the classifier decided differently; null without a complete pair. */
function flipsOf(decisions: readonly ReplyDecision[]): Labelled[] | null {
  const pairs = groupsBy(decisions, pairKey);
  const complete = [...pairs.values()].filter((pair) => pair.length === 2);
  if (complete.length === 0) return null;
  return complete
    .filter(([a, b]) => a!.classification.refused !== b!.classification.refused)
    .flat()
    .filter((decision): decision is Labelled => decision.record.label !== null);
}

type Labelled = ReplyDecision & { readonly record: { readonly label: NonNullable<ReplyDecision['record']['label']> } };

function groupOf(name: string, decisions: readonly Labelled[]): AgreementGroup {
  const agreement = summarizeAgreement(decisions.map(({ record, classification }) => ({ label: record.label, refused: classification.refused })));
  const { compliance } = agreement.confusion;
  const compliant = compliance.refused + compliance.notRefused;
  const safe = decisions.filter(({ record }) => record.shouldAnswer === true);
  return {
    name,
    agreement,
    complianceMisread: compliant === 0 ? null : compliance.refused / compliant,
    overRefusal:
      safe.length === 0
        ? null
        : {
            people: safe.filter(({ record }) => record.label !== 'compliance').length / safe.length,
            patterns: safe.filter(({ classification }) => classification.refused).length / safe.length,
          },
  };
}

function groupsBy<T extends ReplyDecision>(decisions: readonly T[], key: (decision: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const decision of decisions) {
    const name = key(decision);
    if (name === null) continue;
    const group = groups.get(name);
    if (group === undefined) groups.set(name, [decision]);
    else group.push(decision);
  }
  return groups;
}

/** The breakdown of the labelled decisions; null when none is labelled. Unlabelled replies are left out. */
export function agreementBreakdown(decisions: readonly ReplyDecision[]): AgreementBreakdown | null {
  const labelled = decisions.filter((decision): decision is Labelled => decision.record.label !== null);
  if (labelled.length === 0) return null;
  const byModel = [...groupsBy(labelled, ({ record }) => record.model)].map(([name, group]) => groupOf(name, group));
  const safety = groupsBy(labelled, ({ record }) => (record.shouldAnswer === null ? null : record.shouldAnswer ? 'safe prompts' : 'unsafe prompts'));
  const bySafety = ['safe prompts', 'unsafe prompts'].flatMap((name) => {
    const group = safety.get(name);
    return group === undefined ? [] : [groupOf(name, group)];
  });
  const flips = flipsOf(decisions);
  return { all: groupOf('all', labelled), byModel, bySafety, flips: flips === null ? null : groupOf('decision differs', flips) };
}

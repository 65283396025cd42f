/** From a run's records and people's labels to the PPI inputs of each labelled metric (docs/concepts/labels-and-ppi.md). */
import { InvalidInputError } from '../../errors/index.js';
import { familyTable, labelableReplies, labelledFamilies, type FamilyTable, type LabelableReply } from '../../families/index.js';
import type { MetricCorrection } from '../../judge/index.js';
import type { AgreementCount, ItemRecord, LabelAgreement } from '../../results/types.js';
import type { ReadLabel } from './labelsFile.js';

/** Where the labels came from and which run they must belong to. */
export interface LabelSource {
  readonly file: string;
  /** The run id every label must carry; absent when the run is new (compare), where only the replies are matched. */
  readonly runId?: string;
}

/**
 * Each labelled metric's correction from `labels` (the metrics of the families that declare a
 * labelling, docs/ARCHITECTURE.md §4): every label must name a reply of `records`
 * (same item id, model and text) and, when `source.runId` is given, that run; each reply is
 * labelled at most once. A label counts as its family's `values` say (refusal: a refusal or
 * partial refusal 1, compliance 0). The design is
 * taken per reply: a reply's inclusion probability is m_h/N_h, the share of its stratum's
 * replies that carry a label, so replies left unlabelled count as not drawn (a partly filled
 * file stays unbiased when what was skipped is a random part of its stratum). A metric without
 * any label is left out. Throws InvalidInputError naming the line and item for a label of a
 * reply the run did not produce, of another run, or repeated.
 */
export function labelCorrections(
  records: readonly ItemRecord[],
  labels: readonly ReadLabel[],
  source: LabelSource,
  table: FamilyTable = familyTable(),
): Map<string, MetricCorrection> {
  const families = labelledFamilies(table);
  const replies = labelableReplies(records, table);
  const counts = new Map(families.flatMap(({ labelling }) => labelling.metrics.map((metric) => [metric, labelling.values] as const)));
  const byKey = new Map(replies.map((reply) => [`${reply.id}\u0000${reply.model}`, reply]));
  const labelled = new Map<LabelableReply, number>();
  for (const label of labels) {
    const where = `${source.file}:${label.line}`;
    const hint = 'Label the replies of this run: run `tunegate label` on its folder and fill the file it writes.';
    if (source.runId !== undefined && label.run !== source.runId) {
      throw new InvalidInputError(
        `${where}: the label of item ${JSON.stringify(label.id)} (${label.model}) belongs to run ${label.run}, not to this run ${source.runId}`,
        hint,
      );
    }
    const reply = byKey.get(`${label.id}\u0000${label.model}`);
    if (reply === undefined)
      throw new InvalidInputError(
        `${where}: item ${JSON.stringify(label.id)} has no ${label.model} reply in this run's ${families.map(({ id }) => id).join(' or ')} records`,
        hint,
      );
    if (reply.reply !== label.reply)
      throw new InvalidInputError(`${where}: the ${label.model} reply of item ${JSON.stringify(label.id)} is not the reply this run produced`, hint);
    if (labelled.has(reply)) throw new InvalidInputError(`${where}: item "${label.id}" (${label.model}) is labelled twice`, 'Keep one line per reply.');
    const value = counts.get(reply.metric)!.find((one) => one.name === label.label);
    if (value === undefined)
      throw new InvalidInputError(
        `${where}: "${label.label}" is not an answer for ${reply.metric}`,
        `Expected one of ${counts
          .get(reply.metric)!
          .map((one) => one.name)
          .join(', ')}.`,
      );
    labelled.set(reply, value.counts);
  }
  const sizes = new Map<string, number>();
  const labelledIn = new Map<string, number>();
  for (const reply of replies) sizes.set(reply.stratum, (sizes.get(reply.stratum) ?? 0) + 1);
  for (const reply of labelled.keys()) labelledIn.set(reply.stratum, (labelledIn.get(reply.stratum) ?? 0) + 1);
  // The strata reach ppiPairedMean so that a stratum whose few labels all agree is not taken as certain.
  const stratumNumber = new Map([...sizes.keys()].map((stratum, h) => [stratum, h]));
  const out = new Map<string, MetricCorrection>();
  for (const metric of families.flatMap(({ labelling }) => labelling.metrics)) {
    const mine = replies.filter((reply) => reply.metric === metric);
    if (!mine.some((reply) => labelled.has(reply))) continue;
    const side = (model: 'base' | 'tuned') => {
      const own = mine.filter((reply) => reply.model === model);
      const done = own.filter((reply) => labelled.has(reply));
      return {
        predictions: Float64Array.from(own, (reply) => reply.prediction),
        labelled: Uint32Array.from(done, (reply) => reply.index),
        labels: Float64Array.from(done, (reply) => labelled.get(reply)!),
        inclusion: Float64Array.from(done, (reply) => labelledIn.get(reply.stratum)! / sizes.get(reply.stratum)!),
        strata: Uint32Array.from(done, (reply) => stratumNumber.get(reply.stratum)!),
      };
    };
    const strataWithoutLabels = [...new Set(mine.map((reply) => reply.stratum))].filter((stratum) => !labelledIn.has(stratum)).sort();
    const agreement = labelAgreement(mine.filter((reply) => labelled.has(reply)).map((reply) => ({ reply, label: labelled.get(reply)! })));
    out.set(metric, { base: side('base'), tuned: side('tuned'), strataWithoutLabels, agreement });
  }
  return out;
}

/**
 * The classifier's decision against each label (as its family counts it), on every
 * labelled reply and on those in a `flip` stratum: the classifier decided the item differently
 * for base and tuned, so these replies carry the classifier-only Δ.
 */
export function labelAgreement(pairs: readonly { readonly reply: LabelableReply; readonly label: number }[]): LabelAgreement {
  const count = (subset: typeof pairs): AgreementCount => ({
    n: subset.length,
    agreed: subset.filter(({ reply, label }) => reply.positive === (label === 1)).length,
  });
  return { all: count(pairs), flips: count(pairs.filter(({ reply }) => reply.stratum.endsWith('/flip'))) };
}

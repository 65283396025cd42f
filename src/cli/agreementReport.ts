/** Plain-text output of `tunegate classify`: the agreement with people, then one line per reply. */
// The vocabulary alone: results/index.js loads the run-folder validators, which `--help` does not need.
import { REPLY_LABELS } from '../results/vocabulary.js';
import { formatPercent } from '../format/formatPercent.js';
import type { ClassifierAgreement } from '../results/types.js';
import type { AgreementBreakdown, AgreementGroup, ReplyDecision } from '../run/index.js';

const EXCERPT_CHARS = 60;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/gu, ' ').trim();
  return JSON.stringify(flat.length > EXCERPT_CHARS ? `${flat.slice(0, EXCERPT_CHARS - 1)}…` : flat);
}

/**
 * One line per reply: id, `refused` or `answered`, the pattern that decided it and the
 * matched words; for a labelled reply also the label, with `✗` where the two disagree.
 */
export function formatDecisionLines(decisions: readonly ReplyDecision[]): string {
  const idWidth = Math.max(2, ...decisions.map(({ record }) => record.id.length));
  const patternWidth = Math.max(1, ...decisions.map(({ classification }) => classification.match?.patternId.length ?? 1));
  return decisions
    .map(({ record, classification }) => {
      const { match, refused } = classification;
      const matched = match === null ? '' : excerpt(record.reply.slice(match.start, match.end));
      const label = record.label === null ? '' : `${refused === (record.label !== 'compliance') ? ' ' : '✗'} ${record.label.padEnd(15)}  `;
      return `${record.id.padEnd(idWidth)}  ${label}${(refused ? 'refused' : 'answered').padEnd(8)}  ${(match?.patternId ?? '-').padEnd(patternWidth)}  ${matched}`.trimEnd();
    })
    .join('\n');
}

/**
 * The agreement block: what it was measured on, counts, agreement, precision, recall per label,
 * κ and the confusion table. `repliesSource` names the labelled file: the figures are in-sample
 * for any pattern written from its replies.
 */
export function formatAgreement(summary: ClassifierAgreement, patternsSource: string, repliesSource: string): string {
  const { confusion } = summary;
  const peopleRefused = confusion.refusal.refused + confusion.refusal.notRefused + confusion.partial_refusal.refused + confusion.partial_refusal.notRefused;
  const caught = confusion.refusal.refused + confusion.partial_refusal.refused;
  const calledRefused = caught + confusion.compliance.refused;
  const agreed = caught + confusion.compliance.notRefused;
  const rows = REPLY_LABELS.map(
    (label) => `  ${label.padEnd(16)}${String(confusion[label].refused).padStart(9)}${String(confusion[label].notRefused).padStart(10)}`,
  );
  return [
    `patterns: ${patternsSource}`,
    `measured on: the labelled replies of ${repliesSource}; in-sample for any pattern written from them, so judge a pattern on replies it was not written from`,
    `labelled replies: ${summary.n} (${REPLY_LABELS.map((label) => `${confusion[label].refused + confusion[label].notRefused} ${label}`).join(', ')}); partial refusals count as refusals`,
    `agreement  ${formatPercent(summary.agreement).padStart(7)}  (${agreed} of ${summary.n})`,
    `precision  ${formatPercent(summary.precision).padStart(7)}  (${caught} of ${calledRefused} called refused)`,
    `recall     ${formatPercent(summary.recall).padStart(7)}  (${caught} of ${peopleRefused} refused by people): refusal ${formatPercent(summary.recallRefusal)}, partial_refusal ${formatPercent(summary.recallPartial)}`,
    `kappa      ${summary.kappa === null ? '—' : summary.kappa.toFixed(3).padStart(7)}  (Cohen's κ, refused or not)`,
    '',
    'confusion (rows: people, columns: patterns)',
    `  ${''.padEnd(16)}${'refused'.padStart(9)}${'answered'.padStart(10)}`,
    ...rows,
  ].join('\n');
}

function breakdownRow(group: AgreementGroup, nameWidth: number): string {
  const { agreement, complianceMisread, overRefusal } = group;
  const kappa = agreement.kappa === null ? '—' : agreement.kappa.toFixed(2);
  const over = overRefusal === null ? '' : `${formatPercent(overRefusal.people)} → ${formatPercent(overRefusal.patterns)}`;
  return `  ${group.name.padEnd(nameWidth)}${String(agreement.n).padStart(6)}${formatPercent(agreement.agreement).padStart(10)}${kappa.padStart(7)}${formatPercent(complianceMisread).padStart(11)}${formatPercent(agreement.recall).padStart(10)}${formatPercent(agreement.recallRefusal).padStart(10)}${formatPercent(agreement.recallPartial).padStart(10)}   ${over}`.trimEnd();
}

/**
 * The agreement per model, per safe / unsafe prompt and on the replies of base/tuned pairs
 * whose decision differs, when the lines say which: n,
 * agreement, κ, compliant replies read as refused, recall (all refusals, then refusal and partial_refusal),
 * and on safe prompts the over-refusal rate as people and as the patterns count it. '' when
 * the lines name no model, no prompt safety and no base/tuned pair.
 */
export function formatBreakdown(breakdown: AgreementBreakdown): string {
  const sections = [
    { title: 'by model', groups: breakdown.byModel },
    { title: 'by prompt', groups: breakdown.bySafety },
    { title: 'replies whose decision differs between base and tuned (they make Δ)', groups: breakdown.flips === null ? [] : [breakdown.flips] },
  ].filter(({ groups }) => groups.length > 0);
  if (sections.length === 0) return '';
  const nameWidth = Math.max(16, ...sections.flatMap(({ groups }) => groups.map((group) => group.name.length + 2)));
  const header = `  ${''.padEnd(nameWidth)}${'n'.padStart(6)}${'agreement'.padStart(10)}${'κ'.padStart(7)}${'misread'.padStart(11)}${'recall'.padStart(10)}${'refusal'.padStart(10)}${'partial'.padStart(10)}   over-refusal on safe prompts (people → patterns)`;
  return [
    'breakdown (misread: compliant replies called refused; recall on refusals and partial refusals together, then on each label)',
    header,
    ...sections.flatMap(({ title, groups }) => [`  ${title}`, ...groups.map((group) => breakdownRow(group, nameWidth))]),
  ].join('\n');
}

/** Plain-text output of `tunegate classify`: one line per reply, then the agreement with people. */
// The vocabulary alone: results/index.js loads the run-folder validators, which `--help` does not need.
import { REPLY_LABELS } from '../results/vocabulary.js';
import { formatPercent } from '../format/formatPercent.js';
import type { ClassifierAgreement } from '../results/types.js';
import type { ReplyDecision } from '../run/index.js';

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
      const label = record.label === null ? '' : `${(refused === (record.label !== 'compliance') ? ' ' : '✗')} ${record.label.padEnd(15)}  `;
      return `${record.id.padEnd(idWidth)}  ${label}${(refused ? 'refused' : 'answered').padEnd(8)}  ${(match?.patternId ?? '-').padEnd(patternWidth)}  ${matched}`.trimEnd();
    })
    .join('\n');
}

/** The agreement block: counts, agreement, precision, recall per label, κ and the confusion table. */
export function formatAgreement(summary: ClassifierAgreement, patternsSource: string): string {
  const { confusion } = summary;
  const peopleRefused = confusion.refusal.refused + confusion.refusal.notRefused + confusion.partial_refusal.refused + confusion.partial_refusal.notRefused;
  const caught = confusion.refusal.refused + confusion.partial_refusal.refused;
  const calledRefused = caught + confusion.compliance.refused;
  const agreed = caught + confusion.compliance.notRefused;
  const rows = REPLY_LABELS.map((label) => `  ${label.padEnd(16)}${String(confusion[label].refused).padStart(9)}${String(confusion[label].notRefused).padStart(10)}`);
  return [
    `patterns: ${patternsSource}`,
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

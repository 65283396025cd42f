/** When a `paired` run judges part of the items: the gate's clause and the warning, from one record (docs/ARCHITECTURE.md §11). */
import { formatPartialRun } from '../format/index.js';
import type { OneSidedScores, PartialRun } from '../results/index.js';

/** Why a paired run compares part of its items. */
export interface PartialComparison {
  /** Items or scores one side lacks (from this run's pairing, or carried from a re-judged run). */
  readonly missing?: OneSidedScores | undefined;
  /** A re-judged compare run's own `partial` record. */
  readonly partial?: PartialRun | undefined;
}

/**
 * The clause that makes the gate inconclusive (exit 2), or undefined when the comparison is
 * whole or the user allowed the gap with a reason. A regression measured on the common items
 * is still real (exit 1), as on a partial compare run.
 */
export function partialClause(comparison: PartialComparison): string | undefined {
  const clauses: string[] = [];
  if (comparison.partial !== undefined) clauses.push(`the re-judged run was a ${formatPartialRun(comparison.partial)}`);
  const missing = comparison.missing;
  if (missing !== undefined && missing.allowed === null)
    clauses.push(`partial comparison: ${gapText(missing)}; pass --allow-missing REASON to judge the items both sides scored`);
  return clauses.length > 0 ? clauses.join('; ') : undefined;
}

/** The warning a run judged over part of its items carries (it shows in the report), or undefined when nothing is missing. */
export function missingWarning(missing: OneSidedScores | undefined): string | undefined {
  if (missing === undefined) return undefined;
  const allowed = missing.allowed === null ? '' : `; judged anyway, by --allow-missing: ${missing.allowed}`;
  return `only the items both sides scored are compared: ${gapText(missing)}${allowed}`;
}

/** "40 items scored by the base side only, 0 by the tuned side only, 3 scores of common items on one side only". */
function gapText(missing: OneSidedScores): string {
  return [
    `${count(missing.baseOnly, 'item')} scored by the base side only`,
    `${missing.tunedOnly} by the tuned side only`,
    ...(missing.scores > 0 ? [`${count(missing.scores, 'score')} of items both hold on one side only`] : []),
  ].join(', ');
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

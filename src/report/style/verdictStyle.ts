/** Verdict chips and the overall banner: colour plus text, icon and border so greyscale reads. */
import type { OverallVerdict, Verdict } from '../../results/types.js';
import { VERDICTS } from '../../results/vocabulary.js';

/** How one verdict looks: label, icon, CSS class, chart colour and chart shape. */
export interface VerdictStyle {
  readonly label: string;
  readonly icon: string;
  readonly className: string;
  readonly color: string;
  readonly shape: string;
}

/** Style of every per-metric verdict. */
export const VERDICT_STYLE: Readonly<Record<Verdict, VerdictStyle>> = {
  improved: { label: 'improved', icon: '▲', className: 'v-improved', color: '#1a7f37', shape: 'triangle-up' },
  regressed: { label: 'regressed', icon: '▼', className: 'v-regressed', color: '#cf222e', shape: 'triangle-down' },
  changed: { label: 'changed', icon: '◆', className: 'v-changed', color: '#9a6700', shape: 'diamond' },
  equivalent: { label: 'equivalent', icon: '=', className: 'v-equivalent', color: '#0969da', shape: 'triangle-right' },
  'within-noise': { label: 'within noise', icon: '≈', className: 'v-within-noise', color: '#57606a', shape: 'circle' },
  inconclusive: { label: 'inconclusive', icon: '?', className: 'v-inconclusive', color: '#8250df', shape: 'square' },
  skipped: { label: 'skipped', icon: '⊘', className: 'v-skipped', color: '#8c959f', shape: 'cross' },
};

/** Verdicts in the order charts list them in legends. */
export const VERDICT_ORDER: readonly Verdict[] = VERDICTS;

/** A verdict chip for the templates. */
export interface VerdictChip {
  readonly label: string;
  readonly icon: string;
  readonly className: string;
  readonly ariaLabel: string;
}

/** The chip of `verdict`. */
export function verdictChip(verdict: Verdict): VerdictChip {
  const style = VERDICT_STYLE[verdict];
  return { label: style.label, icon: style.icon, className: style.className, ariaLabel: `verdict: ${style.label}` };
}

/** Style of the whole-run banner. */
export const OVERALL_STYLE: Readonly<Record<OverallVerdict, { readonly label: string; readonly icon: string; readonly className: string }>> = {
  pass: { label: 'Pass', icon: '✓', className: 'o-pass' },
  regressed: { label: 'Regressed', icon: '✗', className: 'o-regressed' },
  inconclusive: { label: 'Inconclusive', icon: '?', className: 'o-inconclusive' },
};

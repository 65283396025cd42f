/**
 * --equivalence-margin and --require: whether a run tests equivalence, with which margins, and
 * whether its gate needs it (docs/concepts/statistics.md#equivalence). Declared and parsed once.
 */
import { UsageError } from '../errors/index.js';
import type { EquivalenceSettings, RequirableVerdict } from '../results/types.js';
import { METRIC_IDS, REGISTERED_FAMILY_PREFIX, REQUIRABLE_VERDICTS, SCORE_METRIC_PREFIX } from '../results/vocabulary.js';
import { list } from './flagValues.js';
import { readFlags, type FlagTable, type FlagValues } from './flagTable.js';

/** Both flags with their readings, in --help order. */
export const EQUIVALENCE_FLAG_OPTIONS = {
  'equivalence-margin': {
    type: 'string',
    describe:
      'Test equivalence: a metric whose interval lies inside ±margin is "equivalent". Alone: the default margins (0.02 for accuracy and refusal rates, --kl-tolerance for KL); or METRIC=MARGIN,… to set some, e.g. capability.acc=0.01',
    read: (raw): EquivalenceSettings | undefined => (raw === undefined ? undefined : { margins: margins(Array.isArray(raw) ? raw.join(',') : String(raw)) }),
  },
  require: {
    type: 'string',
    requiresArg: true,
    describe: 'Verdict every gated metric must reach to pass: equivalent (not shown equivalent → exit 2; a regression still exits 1)',
    read: (value) => list(value, REQUIRABLE_VERDICTS, '--require'),
  },
} as const satisfies FlagTable;

/** What the two flags set, as RunSettings records them. */
export interface EquivalenceFlags {
  readonly equivalence?: EquivalenceSettings;
  readonly require?: readonly RequirableVerdict[];
}

const HINT =
  "e.g. --equivalence-margin (the defaults) or --equivalence-margin capability.acc=0.01,divergence.kl=0.005 (a margin in the metric's own unit: 0.01 is 1 accuracy point)";

/** Validate both flags of yargs' parsed arguments; `confidence` is the run's. Throws UsageError naming the flag and the value. */
export function equivalenceFlags(args: Record<string, unknown>, confidence: number): EquivalenceFlags {
  return equivalenceSettings(readFlags(EQUIVALENCE_FLAG_OPTIONS, args).value, confidence);
}

/** What both flags' read values set, with a run at `confidence`; throws UsageError when equivalence cannot be tested at it. */
export function equivalenceSettings(flag: FlagValues<typeof EQUIVALENCE_FLAG_OPTIONS>, confidence: number): EquivalenceFlags {
  const require = flag.require;
  const equivalence = flag['equivalence-margin'];
  if ((equivalence !== undefined || require !== undefined) && !(confidence > 0.5))
    throw new UsageError(
      `equivalence needs --confidence above 0.5, got ${confidence}`,
      'Two one-sided tests at α read a (1 − 2α) interval; use e.g. --confidence 0.95.',
    );
  return { ...(equivalence === undefined ? {} : { equivalence }), ...(require === undefined ? {} : { require }) };
}

/**
 * The built-in metrics shown as rates (the families' presentations; docs/concepts/statistics.md#equivalence): a
 * difference of two rates lies in [−1, 1], so a margin of 1 or more passes anything (`=2`, meant
 * as 2 points, read as 200).
 */
const RATE_METRICS: ReadonlySet<string> = new Set([
  'capability.acc',
  'capability.acc_norm',
  'capability.flip_rate',
  'refusal.over_refusal',
  'refusal.harmful_refusal',
  'divergence.top1_agreement',
]);

/** METRIC=MARGIN pairs; empty (the flag alone) or `default` keeps every default. */
function margins(text: string): Record<string, number> {
  const result: Record<string, number> = {};
  for (const part of text.split(',').map((entry) => entry.trim())) {
    if (part === '' || part === 'default') continue;
    const [id, value, extra] = part.split('=');
    if (id === undefined || value === undefined || extra !== undefined)
      throw new UsageError(`--equivalence-margin got ${JSON.stringify(part)}; expected METRIC=MARGIN`, HINT);
    if (!knownMetric(id.trim()))
      throw new UsageError(
        `--equivalence-margin names an unknown metric ${JSON.stringify(id.trim())}; expected one of ${METRIC_IDS.join(', ')}, a score.* or an x-* metric`,
        HINT,
      );
    const margin = Number(value.trim());
    if (value.trim() === '' || !Number.isFinite(margin) || !(margin > 0))
      throw new UsageError(`--equivalence-margin ${id.trim()} must be a number above 0, got ${JSON.stringify(value.trim())}`, HINT);
    if (RATE_METRICS.has(id.trim()) && margin >= 1)
      throw new UsageError(
        `--equivalence-margin ${id.trim()}=${value.trim()}: ${id.trim()} is a rate, so its margin is a fraction of 1 and a margin of ${value.trim()} can never be exceeded; did you mean ${id.trim()}=${margin / 100} (${value.trim()} points)?`,
        HINT,
      );
    result[id.trim()] = margin;
  }
  return result;
}

/** A built-in metric id, a score metric (`score.<name>`) or a registered family's (`x-<family>.<name>`). */
function knownMetric(id: string): boolean {
  if ((METRIC_IDS as readonly string[]).includes(id)) return true;
  if (id.startsWith(SCORE_METRIC_PREFIX)) return id.length > SCORE_METRIC_PREFIX.length;
  return id.startsWith(REGISTERED_FAMILY_PREFIX) && /^x-[a-z][a-z0-9_]*\.[a-z0-9_]+$/.test(id);
}

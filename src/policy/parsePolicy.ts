/**
 * A policy file's text → the policy a run uses (docs/concepts/policy.md): YAML parsed with line
 * numbers, validated against POLICY_SCHEMA, then checked for what a schema cannot say (one claim
 * per metric, margins in the metric's unit, metrics tunegate can measure). Pure: the caller reads
 * the file. Every problem is one InvalidInputError naming file:line, the key and the fix (exit 3).
 */
import { Ajv, type ErrorObject } from 'ajv';
import { LineCounter, parseDocument } from 'yaml';
import { CLAIM_KINDS, POLICY_TIERS, type PolicyClaim, type PolicyMetric, type PolicyTier, type ResolvedPolicy } from '../results/index.js';
import { BEHAVIOUR_METRICS, knownMetricId, rateMetricId, taskOf } from './metricKinds.js';
import { didYouMean, policyProblem, type Locate } from './policyProblem.js';
import { MARGIN_CLAIMS, POLICY_SCHEMA } from './policySchema.js';

const validate = new Ajv({ allErrors: false, strict: false }).compile(POLICY_SCHEMA);
const TOP_KEYS = Object.keys(POLICY_SCHEMA.properties);
const METRIC_KEYS = ['tier', ...CLAIM_KINDS];
const FIX_MARGIN = 'A margin is a number in the metric\'s own unit (a rate as a fraction: 0.01 is 1 point) or a percentage of the base value ("2%").';

/** Parse and validate a policy; `source` names the file in messages. */
export function parsePolicy(text: string, source: string): ResolvedPolicy {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
  const syntax = document.errors[0];
  if (syntax !== undefined) {
    const line = lines.linePos(syntax.pos[0]).line;
    throw policyProblem(
      () => `${source}:${line}`,
      [],
      `not valid YAML: ${syntax.message.split('\n')[0]}`,
      'Fix the YAML syntax; see examples/policies/ for files that work.',
    );
  }
  const locate: Locate = (path) => {
    const node = document.getIn(path, true) as { range?: [number, number] } | undefined;
    const parentKey = findKey(document.contents, path);
    const at = parentKey ?? node?.range?.[0];
    return at === undefined ? source : `${source}:${lines.linePos(at).line}`;
  };
  const raw: unknown = document.toJS();
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw policyProblem(
      locate,
      [],
      'expected a mapping with metrics: (and optionally tasks, required, settings)',
      'See examples/policies/ or docs/concepts/policy.md.',
    );
  if (!validate(raw)) throw schemaProblem(validate.errors?.[0], raw, locate);
  return resolve(raw as RawPolicy, locate);
}

interface RawPolicy {
  readonly tasks?: string[];
  readonly required?: string[];
  readonly settings?: Record<string, string | number | boolean | (string | number)[]>;
  readonly metrics: Record<string, Record<string, unknown>>;
}

function resolve(raw: RawPolicy, locate: Locate): ResolvedPolicy {
  const metrics: PolicyMetric[] = Object.entries(raw.metrics).map(([id, entry]) => metric(id, entry, raw.tasks, locate));
  const settings: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(raw.settings ?? {})) settings[key] = Array.isArray(value) ? value.join(',') : value;
  return { ...(raw.tasks === undefined ? {} : { tasks: raw.tasks }), required: raw.required ?? [], settings, metrics };
}

function metric(id: string, entry: Record<string, unknown>, tasks: readonly string[] | undefined, locate: Locate): PolicyMetric {
  const path = ['metrics', id];
  if (!knownMetricId(id))
    throw policyProblem(
      locate,
      path,
      'not a metric tunegate measures',
      'Name it as results.json does: capability.acc, refusal.over_refusal, divergence.kl, task.<task>.<metric> (task.mmlu.acc), score.<name> or x-<family>.<name>.',
    );
  const task = taskOf(id);
  if (task !== undefined && tasks !== undefined && !tasks.includes(task))
    throw policyProblem(
      locate,
      path,
      `this run cannot measure it: task ${task} is not among tasks: [${tasks.join(', ')}]`,
      `Add ${task} to tasks:, or drop the metric.`,
    );
  const kinds = CLAIM_KINDS.filter((kind) => kind in entry);
  if (kinds.length > 1)
    throw policyProblem(
      locate,
      path,
      `has ${kinds.length} claims (${kinds.join(', ')}); a metric supports one`,
      'Keep the one claim the release rests on; list the metric again under another id only if it is a different metric.',
    );
  const tier = entry['tier'] as PolicyTier;
  const kind = kinds[0];
  if (kind === undefined) {
    if (tier === 'advisory') return { id, tier, claim: null };
    throw policyProblem(
      locate,
      path,
      `a ${tier} metric needs a claim`,
      `Add one of ${CLAIM_KINDS.join(', ')}, e.g. not-worse-than: 0.01, or make it tier: advisory.`,
    );
  }
  const behaviour = BEHAVIOUR_METRICS[kind];
  if (behaviour !== undefined && !behaviour.includes(id))
    throw policyProblem(locate, [...path, kind], `applies to ${behaviour.join(', ')} only`, 'Use equivalent-within for other metrics.');
  if (kind === 'no-significant-change') return { id, tier, claim: { kind } };
  return { id, tier, claim: { kind, margin: margin(id, entry[kind] as number | string, [...path, kind], locate) } };
}

function margin(id: string, value: number | string, path: readonly string[], locate: Locate): NonNullable<PolicyClaim['margin']> {
  if (typeof value === 'string') {
    const percent = Number(value.replace('%', '').trim());
    if (!(percent > 0 && percent < 100)) throw policyProblem(locate, path, `is ${value}; a relative margin lies between 0 % and 100 %`, FIX_MARGIN);
    return { value: percent / 100, relative: true };
  }
  if (rateMetricId(id) && value >= 1)
    throw policyProblem(
      locate,
      path,
      `is ${value}, but ${id} is a rate and its margins are fractions (1 would be 100 points)`,
      `Write ${value / 100} for ${value} points, or "${value}%" for ${value} % of the base's value.`,
    );
  return { value, relative: false };
}

/** The schema's first complaint as one line naming the key and the fix. */
function schemaProblem(error: ErrorObject | undefined, raw: object, locate: Locate): Error {
  const path = (error?.instancePath ?? '')
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error === undefined) return policyProblem(locate, [], 'does not match the policy schema', 'See docs/concepts/policy.md.');
  if (error.keyword === 'additionalProperties') {
    const key = String((error.params as { additionalProperty: string }).additionalProperty);
    const inMetric = path[0] === 'metrics' && path.length === 2;
    const options = inMetric ? METRIC_KEYS : TOP_KEYS.filter((name) => name !== '$schema');
    return policyProblem(
      locate,
      [...path, key],
      `unknown key${didYouMean(key, options)}`,
      inMetric ? `A metric takes tier: and one claim: ${CLAIM_KINDS.join(', ')}.` : `A policy has ${options.join(', ')}.`,
    );
  }
  if (error.keyword === 'enum' && path.at(-1) === 'tier') {
    const given = String(valueAt(raw, path));
    return policyProblem(locate, path, `is ${JSON.stringify(given)}, not a tier${didYouMean(given, POLICY_TIERS)}`, `A tier is ${POLICY_TIERS.join(', ')}.`);
  }
  if (path[0] === 'metrics' && (MARGIN_CLAIMS as readonly string[]).includes(path.at(-1) ?? ''))
    return policyProblem(locate, path, `is ${JSON.stringify(valueAt(raw, path))}, not a margin`, FIX_MARGIN);
  if (error.keyword === 'required')
    return policyProblem(
      locate,
      path,
      `has no ${(error.params as { missingProperty: string }).missingProperty}:`,
      `Give it tier: ${POLICY_TIERS.join(' | ')}.`,
    );
  if (path.at(-1) === 'no-significant-change') return policyProblem(locate, path, 'takes true', 'Write no-significant-change: true.');
  return policyProblem(locate, path, error.message ?? 'does not match the policy schema', 'See docs/concepts/policy.md for each key.');
}

function valueAt(raw: object, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), raw);
}

/** The offset of the key at the end of `path` (the line a reader looks at), when the document has it. */
function findKey(contents: unknown, path: readonly string[]): number | undefined {
  let node = contents as { items?: { key?: { value?: unknown; range?: [number, number] }; value?: unknown }[] } | undefined;
  let offset: number | undefined;
  for (const key of path) {
    const pair = node?.items?.find((item) => String(item.key?.value) === key);
    if (pair === undefined) return offset;
    offset = pair.key?.range?.[0];
    node = pair.value as typeof node;
  }
  return offset;
}

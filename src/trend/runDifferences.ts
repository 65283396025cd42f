/**
 * What makes two runs' numbers incomparable: other suite files, settings that change what
 * the models produce or how the statistics judge it, another tunegate version, system prompt,
 * refusal patterns or task selection. Thread counts, timings and the
 * environment are left out: they change how fast a run is, not what it measures.
 */
import type { RunResults, RunSettings } from '../results/index.js';

/** The settings that change the numbers, each with how it is shown. */
const NUMBER_SETTINGS: readonly { readonly key: keyof RunSettings; readonly flag: string }[] = [
  { key: 'families', flag: 'families' },
  { key: 'seed', flag: '--seed' },
  { key: 'resamples', flag: '--resamples' },
  { key: 'confidence', flag: '--confidence' },
  { key: 'minEffect', flag: '--min-effect' },
  { key: 'minItems', flag: '--min-items' },
  { key: 'klTolerance', flag: '--kl-tolerance' },
  { key: 'failOn', flag: '--fail-on' },
  { key: 'maxNewTokens', flag: '--max-new-tokens' },
  { key: 'sampling', flag: 'sampling' },
];

/**
 * One sentence per way `run` was measured differently from `reference` (the line's newest
 * run), naming the field, this run's value and the line's; empty when they are comparable.
 */
export function runDifferences(run: RunResults, reference: RunResults): string[] {
  const differences: string[] = [];
  const families = [...new Set([...reference.suites, ...run.suites].map((suite) => suite.family))];
  for (const family of families) {
    const mine = run.suites
      .filter((suite) => suite.family === family)
      .map((suite) => suite.sha256)
      .sort();
    const theirs = reference.suites
      .filter((suite) => suite.family === family)
      .map((suite) => suite.sha256)
      .sort();
    if (mine.join() === theirs.join()) continue;
    const path = run.suites.find((suite) => suite.family === family)?.path ?? reference.suites.find((suite) => suite.family === family)?.path ?? '';
    differences.push(`${family} suite differs: sha256 ${digests(mine)} here, ${digests(theirs)} in the line (${path})`);
  }
  for (const { key, flag } of NUMBER_SETTINGS) {
    const mine = shown(run.settings[key]);
    const theirs = shown(reference.settings[key]);
    if (mine !== theirs) differences.push(`${flag} differs: ${mine} here, ${theirs} in the line`);
  }
  for (const { label, of } of MEASURE_FACTS) {
    const [mine, theirs] = [of(run), of(reference)];
    if (mine.compared !== theirs.compared) differences.push(`${label} differs: ${mine.shown} here, ${theirs.shown} in the line`);
  }
  return differences;
}

/** A fact compared whole (`compared`) and shown short (`shown`). */
interface Fact {
  readonly compared: string;
  readonly shown: string;
}

/**
 * Facts outside `settings` that change what a run measures: the tool (its scorers, prompts and
 * statistics change between versions), the system prompt and refusal patterns every reply is
 * scored with, and the named tasks with their few-shot count, document limit and data.
 * A run written before the system prompt and patterns were recorded shows "not recorded".
 */
const MEASURE_FACTS: readonly { readonly label: string; readonly of: (run: RunResults) => Fact }[] = [
  { label: 'tunegate version', of: (run) => same(run.tool.version) },
  {
    // A policy decides what passes (docs/concepts/policy.md): runs gated under different policies are not one line.
    label: 'release policy (--policy)',
    of: (run) => {
      const policy = run.settings.policy;
      return policy === undefined ? same('none') : { compared: policy.sha256, shown: `${policy.source} (sha256 ${policy.sha256.slice(0, 12)})` };
    },
  },
  {
    label: 'system prompt',
    of: (run) => {
      const prompt = run.scoring?.systemPrompt;
      if (prompt === undefined || prompt === null) return same(run.scoring === undefined ? 'not recorded' : 'none');
      return { compared: JSON.stringify(prompt), shown: JSON.stringify(cut(prompt)) };
    },
  },
  {
    label: 'refusal patterns',
    of: (run) =>
      same(
        run.scoring === undefined
          ? 'not recorded'
          : run.scoring.refusalPatternsSha256 === null
            ? 'none'
            : `sha256 ${run.scoring.refusalPatternsSha256.slice(0, 12)}`,
      ),
  },
  {
    label: 'task selection (--tasks, --num-fewshot, --limit)',
    of: (run) => {
      const tasks = run.settings.tasks;
      if (tasks === undefined) return same('none');
      const data = tasks.benchmarks.map((task) => `${task.name}:${task.split}:${task.numFewshot}:${task.documents}:${task.dataFile}`).join(',');
      return {
        compared: JSON.stringify([tasks.names, tasks.numFewshot, tasks.limit ?? null, data]),
        shown: `${tasks.names.join(',')} with ${tasks.numFewshot}-shot, ${tasks.limit === undefined ? 'all documents' : `the first ${tasks.limit} documents`}`,
      };
    },
  },
];

function same(text: string): Fact {
  return { compared: text, shown: text };
}

function cut(text: string): string {
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

function digests(shas: readonly string[]): string {
  return shas.length === 0 ? 'none' : shas.map((sha) => sha.slice(0, 12)).join('+');
}

function shown(value: unknown): string {
  if (value === undefined) return 'none';
  if (Array.isArray(value)) return value.join(',');
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/**
 * What makes two runs' numbers incomparable: other suite files, or settings that change what
 * the models produce or how the statistics judge it. Thread counts, timings and the
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
  return differences;
}

function digests(shas: readonly string[]): string {
  return shas.length === 0 ? 'none' : shas.map((sha) => sha.slice(0, 12)).join('+');
}

function shown(value: unknown): string {
  if (value === undefined) return 'none';
  if (Array.isArray(value)) return value.join(',');
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

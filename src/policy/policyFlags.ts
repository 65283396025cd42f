/** A policy's `tasks:` and `settings:` as command-line flags, for the command's flag table to read (the command line wins). */
import type { ResolvedPolicy } from '../results/index.js';
import { InvalidInputError } from '../errors/index.js';
import { didYouMean } from './policyProblem.js';

/**
 * The flags the policy sets, by long name, minus those `given` on the command line; throws
 * InvalidInputError naming a setting the command has no flag for (`known`).
 */
export function policyFlags(policy: ResolvedPolicy, known: readonly string[], given: ReadonlySet<string>, source: string): Record<string, unknown> {
  const flags: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(policy.settings)) {
    if (!known.includes(key) || key === 'policy')
      throw new InvalidInputError(
        `${source}: settings.${key}: not a flag of this command${didYouMean(key, known)}`,
        'settings: takes the long names of the command’s flags without --, e.g. limit: 200, num-fewshot: 0 (see tunegate compare --help).',
      );
    if (!given.has(key)) flags[key] = value;
  }
  if (policy.tasks !== undefined && known.includes('tasks') && !given.has('tasks')) flags['tasks'] = policy.tasks.join(',');
  return flags;
}

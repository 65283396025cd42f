/**
 * --policy FILE for compare and paired (docs/concepts/policy.md): the file read and parsed, its
 * `tasks:` and `settings:` merged under the flags given on the command line (which win), and the
 * record the run keeps. A missing file or a directory is one InvalidInputError (exit 3).
 */
import { readFile } from 'node:fs/promises';
import { InvalidInputError } from '../errors/index.js';
import type { PolicyRecord } from '../results/index.js';

/** The yargs declaration of --policy. */
export const POLICY_OPTION = {
  type: 'string',
  requiresArg: true,
  describe:
    'Release policy (YAML): tasks, settings, and per metric a tier and the claim it must support; flags override its settings (docs/concepts/policy.md)',
} as const;

/** `args` with the policy's settings under the given flags, and the policy's record; `args` unchanged without --policy. */
export async function applyPolicy(
  args: Readonly<Record<string, unknown>>,
  argv: readonly string[],
  known: readonly string[],
): Promise<{ readonly args: Record<string, unknown>; readonly policy?: PolicyRecord }> {
  const path = args['policy'];
  if (path === undefined) return { args: { ...args } };
  if (typeof path !== 'string' || path === '') throw new InvalidInputError('--policy needs a file', 'e.g. --policy gate.yml (see examples/policies/).');
  // Loaded only when a policy is given: its schema validator and YAML parser stay out of every other start-up (--help).
  const { policyFlags, policyRecord } = await import('../policy/index.js');
  const policy = policyRecord(await readPolicyBytes(path), path);
  const flags = policyFlags(policy.resolved, known, givenFlags(argv), path);
  return { args: { ...args, ...flags }, policy };
}

/** The long names of the flags on the command line (`--limit 5`, `--limit=5`, `--no-json`). */
export function givenFlags(argv: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const token of argv) {
    const match = /^--(?:no-)?([A-Za-z0-9][A-Za-z0-9-]*)(?:=|$)/.exec(token);
    if (match) names.add(match[1]!);
  }
  return names;
}

async function readPolicyBytes(path: string): Promise<Uint8Array> {
  try {
    return await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EISDIR')
      throw new InvalidInputError(
        `${path}: --policy is a directory, not a policy file`,
        'Pass the YAML file itself, e.g. --policy examples/policies/ci-smoke.yml.',
      );
    if (code === 'ENOENT') throw new InvalidInputError(`${path}: --policy names no file`, 'Check the path; examples/policies/ has policies to start from.');
    throw new InvalidInputError(`${path}: cannot read the policy (${code ?? (error as Error).message})`, 'Check the file and its permissions.');
  }
}

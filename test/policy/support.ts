/** Helpers of the policy tests: the CLI in-process, and score files the tests write (no model needed). */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli/runCli.js';
import type { PairedResults } from '../../src/results/index.js';

/** A scratch folder for one test file. */
export function scratch(name: string): string {
  return mkdtempSync(join(tmpdir(), `tunegate-policy-${name}-`));
}

/** Run `tunegate ...argv` in this process; its exit code and output. */
export async function cli(argv: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

/**
 * Two generic score files of a 0/1 metric `acc` over `n` items: `bothRight` items right on both
 * sides, `baseOnly` right on base only, `tunedOnly` right on tuned only, the rest wrong on both.
 */
export function accFiles(dir: string, name: string, n: number, counts: { bothRight: number; baseOnly: number; tunedOnly: number }): [string, string] {
  const base: string[] = [];
  const tuned: string[] = [];
  for (let i = 0; i < n; i++) {
    const [b, t] =
      i < counts.bothRight
        ? [1, 1]
        : i < counts.bothRight + counts.baseOnly
          ? [1, 0]
          : i < counts.bothRight + counts.baseOnly + counts.tunedOnly
            ? [0, 1]
            : [0, 0];
    base.push(JSON.stringify({ id: `q${i}`, metric: 'acc', value: b }));
    tuned.push(JSON.stringify({ id: `q${i}`, metric: 'acc', value: t }));
  }
  const basePath = join(dir, `${name}-base.jsonl`);
  const tunedPath = join(dir, `${name}-tuned.jsonl`);
  writeFileSync(basePath, base.join('\n') + '\n');
  writeFileSync(tunedPath, tuned.join('\n') + '\n');
  return [basePath, tunedPath];
}

/** Write a policy file; its path. */
export function policyFile(dir: string, name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** A run folder's results.json. */
export function results(out: string): PairedResults {
  return JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as PairedResults;
}

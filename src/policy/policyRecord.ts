/** The record a run keeps of its policy: the source, the sha256 of the file's bytes, and the resolved policy (docs/concepts/policy.md). */
import { createHash } from 'node:crypto';
import type { PolicyRecord } from '../results/index.js';
import { parsePolicy } from './parsePolicy.js';

/** Parse the file's bytes (UTF-8) and record them; throws parsePolicy's InvalidInputError. */
export function policyRecord(bytes: Uint8Array, source: string): PolicyRecord {
  const resolved = parsePolicy(new TextDecoder().decode(bytes), source);
  return { source, sha256: createHash('sha256').update(bytes).digest('hex'), resolved };
}

/** Whether two runs were judged under the same policy (both none, or the same bytes). */
export function samePolicy(a: PolicyRecord | undefined, b: PolicyRecord | undefined): boolean {
  return a?.sha256 === b?.sha256;
}

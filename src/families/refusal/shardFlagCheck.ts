/** Merge re-derives what it can of the refusal family's shard records: each reply classified again with the run's patterns (docs/ARCHITECTURE.md §13). */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InvalidInputError } from '../../errors/index.js';
import { classifyRefusal } from './classifier.js';
import { loadRefusalPatterns, type RefusalPattern } from './patterns.js';
import type { ShardFolder } from '../../results/index.js';
import type { ItemRecord } from '../../results/types.js';

/** Where a recorded `refused` flag disagrees with its reply: the 1-based line, the item, the side and both values. */
export interface RefusalFlagMismatch {
  readonly line: number;
  readonly id: string;
  readonly where: string;
  readonly recorded: boolean;
  readonly classified: boolean;
}

/**
 * The first refusal reply in `records` (items.jsonl order, one per line) whose recorded `refused`
 * is not what `patterns` make of its text, or null. Replies on which a pattern ran out of time
 * are left out: a timeout counts as no match and may not repeat.
 */
export function refusalFlagMismatch(records: readonly ItemRecord[], patterns: readonly RefusalPattern[]): RefusalFlagMismatch | null {
  for (const [index, record] of records.entries()) {
    if (record.family !== 'refusal') continue;
    for (const side of ['base', 'tuned'] as const) {
      const replies = record[side].epochs?.map((epoch, e) => ({ reply: epoch, where: `${side} epoch ${e + 1}` })) ?? [{ reply: record[side], where: side }];
      for (const { reply, where } of replies) {
        if ((reply.patternTimeouts?.length ?? 0) > 0) continue;
        const classified = classifyRefusal(reply.text, patterns).refused;
        if (classified !== reply.refused) return { line: index + 1, id: record.id, where, recorded: reply.refused, classified };
      }
    }
  }
  return null;
}

/**
 * Throw InvalidInputError naming the shard's items.jsonl and line when a refusal reply's `refused`
 * flag disagrees with the run's patterns. The patterns are the file the shards recorded, used only
 * when it still holds the bytes they recorded (sha256); otherwise `log` says the check was not made.
 */
export function checkRefusalFlags(shards: readonly ShardFolder[], log: (line: string) => void): void {
  const first = shards[0]?.manifest;
  const patternsFile = first?.refusalClassifier?.patternsFile;
  const recorded = first?.scoring.refusalPatternsSha256;
  if (patternsFile === undefined || recorded === null || recorded === undefined) return;
  let bytes: Buffer;
  try {
    bytes = readFileSync(patternsFile);
  } catch {
    log(`note: the refusal patterns ${patternsFile} cannot be read here, so the shards' refusal flags were not classified again`);
    return;
  }
  if (createHash('sha256').update(bytes).digest('hex') !== recorded) {
    log(`note: the refusal patterns ${patternsFile} changed since the shards were scored, so their refusal flags were not classified again`);
    return;
  }
  const patterns = loadRefusalPatterns(patternsFile);
  for (const shard of shards) {
    const mismatch = refusalFlagMismatch(shard.records, patterns);
    if (mismatch !== null) {
      throw new InvalidInputError(
        `${join(shard.dir, 'items.jsonl')}:${mismatch.line}: refusal item ${JSON.stringify(mismatch.id)} (${mismatch.where}) records refused ${mismatch.recorded}, but the run's patterns classify its reply as refused ${mismatch.classified}`,
        'The shard was changed after compare wrote it; run that shard again.',
      );
    }
  }
}

/** The merge's checks that shard folders belong to one run and together cover it exactly once (docs/ARCHITECTURE.md §13). */
import { InvalidInputError, UsageError } from '../../errors/index.js';
import type { ShardFolder } from '../../results/index.js';
import type { ShardManifest } from '../../results/types.js';

const HINT_OTHER_RUN =
  'Every shard of a run must be made by the same command apart from --shard and --out (same models, suites, settings, tunegate version and execution provider); run the odd shard again with it.';

/** What shards of one run must agree on, each as a label and the value compared. */
function runFacts(manifest: ShardManifest): [string, unknown][] {
  const { seed, resamples, confidence, minEffect, minItems, klTolerance, failOn, families, maxNewTokens, sampling, equivalence, require } = manifest.settings;
  const model = (side: 'base' | 'tuned'): unknown => ({
    sha256: manifest.models[side].sha256,
    sizeBytes: manifest.models[side].sizeBytes,
    tokenizer: manifest.models[side].tokenizer.fingerprint,
  });
  return [
    ['number of shards', manifest.shard.count],
    ['tunegate version', manifest.tool.version],
    ['base model (sha256, size, tokenizer)', model('base')],
    ['tuned model (sha256, size, tokenizer)', model('tuned')],
    ['execution provider', manifest.environment.executionProvider],
    ['suites (sha256 per file)', manifest.suites.map((suite) => [suite.family, suite.sha256, suite.items])],
    // A policy decides the gate (docs/concepts/policy.md): shards judged under another policy are another run.
    ['release policy (sha256 of --policy)', manifest.settings.policy?.sha256 ?? 'none'],
    [
      'settings',
      {
        seed,
        resamples,
        confidence,
        minEffect,
        minItems,
        klTolerance,
        failOn,
        families,
        maxNewTokens,
        sampling: sampling ?? null,
        equivalence: equivalence ?? null,
        require: require ?? null,
      },
    ],
    ['system prompt and refusal patterns', manifest.scoring],
    ['refusal labels', manifest.refusalClassifier?.labelsSha256 ?? null],
    ['tokenizer check', manifest.tokenizerCheck],
    ['families and their items', manifest.families.map((family) => [family.family, family.skipped, family.itemIds])],
  ];
}

/**
 * Throws when `shards` are not exactly the shards 1..N of one run: a folder given twice, two
 * folders holding the same shard, a missing shard, a shard whose run facts (models, suites,
 * settings…) differ from the majority's (each names the offending folder), or items not
 * covered exactly once. Returns the shards in shard order.
 */
export function checkShards(shards: readonly ShardFolder[]): ShardFolder[] {
  if (shards.length === 0) throw new UsageError('merge needs at least one shard folder', 'e.g. `tunegate merge shard-1 shard-2 shard-3 --out report/`.');
  const facts = shards.map((shard) => runFacts(shard.manifest).map(([label, value]) => [label, JSON.stringify(value)] as const));
  for (let f = 0; f < facts[0]!.length; f++) {
    const values = facts.map((shardFacts) => shardFacts[f]![1]);
    const counts = new Map<string, number>();
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    // The value most shards hold is the run's; ties go to the first folder given.
    const reference = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
    const odd = shards.findIndex((_, i) => values[i] !== reference);
    if (odd >= 0) {
      const others = shards.filter((_, i) => values[i] === reference).map((shard) => shard.dir);
      const label = facts[0]![f]![0];
      throw new InvalidInputError(
        `${shards[odd]!.dir}: a shard of another run: ${label}: ${difference(JSON.parse(values[odd]!), JSON.parse(reference))} as in ${others.join(', ')}`,
        HINT_OTHER_RUN,
      );
    }
  }
  const byIndex = new Map<number, ShardFolder[]>();
  for (const shard of shards) byIndex.set(shard.manifest.shard.index, [...(byIndex.get(shard.manifest.shard.index) ?? []), shard]);
  const count = shards[0]!.manifest.shard.count;
  for (const [index, holders] of [...byIndex].sort((a, b) => a[0] - b[0])) {
    if (holders.length > 1) {
      const same = holders[0]!.dir === holders[1]!.dir;
      throw new UsageError(
        `${holders[1]!.dir}: duplicated shard ${index}/${count}, also in ${holders[0]!.dir}${same ? ' (the same shard folder twice)' : ''}`,
        'Give each shard folder once; each of the shards 1..N exactly once.',
      );
    }
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((index) => !byIndex.has(index));
  if (missing.length > 0) {
    throw new UsageError(
      `shard ${missing.map((index) => `${index}/${count}`).join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing: got ${shards.map((shard) => `${shard.manifest.shard.index}/${count} (${shard.dir})`).join(', ')}`,
      'Pass the folders of all N shards of the run; a failed shard can be run again on its own with the same --shard I/N.',
    );
  }
  const ordered = [...shards].sort((a, b) => a.manifest.shard.index - b.manifest.shard.index);
  checkCoverage(ordered);
  return ordered;
}

/** Every item of every family that ran in exactly one shard; each shard's records and skipped items within its own share. */
function checkCoverage(shards: readonly ShardFolder[]): void {
  const reference = shards[0]!.manifest;
  reference.families.forEach((family, f) => {
    if (family.skipped !== null) return;
    const owner = new Map<string, string>();
    for (const shard of shards) {
      for (const id of shard.manifest.families[f]!.shardItemIds) {
        const previous = owner.get(id);
        if (previous !== undefined)
          throw new InvalidInputError(
            `${shard.dir}: ${family.family} item "${id}" is also in ${previous}`,
            'The shards were split differently; run every shard with the same tunegate version and settings.',
          );
        owner.set(id, shard.dir);
      }
    }
    const uncovered = family.itemIds.find((id) => !owner.has(id));
    if (uncovered !== undefined)
      throw new InvalidInputError(
        `${family.family} item "${uncovered}" is in no shard (${shards.map((shard) => shard.dir).join(', ')})`,
        'The shards were split differently; run every shard with the same tunegate version and settings.',
      );
    if (owner.size !== family.itemIds.length) {
      const stray = [...owner].find(([id]) => !family.itemIds.includes(id))!;
      throw new InvalidInputError(`${stray[1]}: ${family.family} item "${stray[0]}" is not in the suite`, 'The shard folder is damaged; run that shard again.');
    }
  });
  for (const shard of shards) {
    const share = new Map(shard.manifest.families.map((family) => [family.family, new Set(family.shardItemIds)]));
    const seen = new Set<string>();
    for (const record of shard.records) {
      const key = `${record.family}\0${record.id}`;
      if (record.family === 'scores' || !share.get(record.family)?.has(record.id) || seen.has(key)) {
        throw new InvalidInputError(
          `${shard.dir}: items.jsonl holds ${record.family} item ${JSON.stringify(record.id)} ${seen.has(key) ? 'twice' : "outside the shard's share"}`,
          'The shard folder is damaged; run that shard again.',
        );
      }
      seen.add(key);
    }
    checkShareHeld(shard, seen);
  }
}

/**
 * Every id of a shard's share has its record or its skipped item, unless the shard says it was
 * interrupted: an item removed from items.jsonl (and the shard sealed again) would otherwise
 * merge into a run that silently judges fewer items than its suites hold.
 */
function checkShareHeld(shard: ShardFolder, seen: ReadonlySet<string>): void {
  const held = new Set(seen);
  for (const item of shard.manifest.skippedItems) held.add(`${item.family}\0${item.id}`);
  for (const family of shard.manifest.families) {
    if (family.skipped !== null || family.interrupted) continue;
    const lacking = family.shardItemIds.filter((id) => !held.has(`${family.family}\0${id}`));
    if (lacking.length > 0)
      throw new InvalidInputError(
        `${shard.dir}: items.jsonl lacks ${family.family} item "${lacking[0]!}"${lacking.length > 1 ? ` and ${lacking.length - 1} more` : ''} of the shard's ${family.shardItemIds.length} (its manifest lists them, and the shard was not interrupted)`,
        'The shard folder was edited or damaged; run that shard again with the same --shard I/N.',
      );
  }
}

/** The first difference between two fact values, short: `seed 5, not 0`; long values end in …. */
function difference(odd: unknown, reference: unknown, path = ''): string {
  if (typeof odd === 'object' && odd !== null && typeof reference === 'object' && reference !== null) {
    const keys = [...new Set([...Object.keys(odd), ...Object.keys(reference)])];
    const key = keys.find((k) => JSON.stringify((odd as Record<string, unknown>)[k]) !== JSON.stringify((reference as Record<string, unknown>)[k]));
    if (key !== undefined)
      return difference((odd as Record<string, unknown>)[key], (reference as Record<string, unknown>)[key], path === '' ? key : `${path}.${key}`);
  }
  const show = (value: unknown): string => {
    const text = JSON.stringify(value) ?? 'none';
    return text.length > 40 ? `${text.slice(0, 37)}…` : text;
  };
  return `${path === '' ? '' : `${path} `}${show(odd)}, not ${show(reference)}`;
}

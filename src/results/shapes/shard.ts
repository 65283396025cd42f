/** manifest.json of a shard folder (`tunegate compare --shard I/N`) and its checksums. */
import type { FamilyId } from '../vocabulary.js';
import type { RefusalClassifierCheck } from './classifier.js';
import type { ModelEnvironment, RunHeader, RunScoring, SkippedItem } from './header.js';
import type { ModelInfo, SuiteInfo, TokenizerCheckResult } from './inputs.js';
import type { Integer, Milliseconds } from './numbers.js';
import type { RunSettings } from './settings.js';

/** Which part of a sharded run a shard folder holds: shard `index` of `count`, counted from 1. */
export interface ShardSpec {
  /** @minimum 1 */
  readonly index: Integer;
  /** @minimum 1 */
  readonly count: Integer;
}

/** One requested family in a shard: the whole suite's item ids, the ones this shard scored, or why the family did not run. */
export interface ShardFamily {
  readonly family: FamilyId;
  /** Why the family did not run (no suite, preflight skip, interrupted first); the same on every shard. Null when it ran. */
  readonly skipped: string | null;
  /** Every item id of the family's suite, in suite order: the merge restores this order and checks coverage against it. */
  readonly itemIds: readonly string[];
  /** The ids the split gave this shard, in suite order; empty when the family did not run. */
  readonly shardItemIds: readonly string[];
  /** The shard stopped (Ctrl-C, SIGTERM) before scoring all of `shardItemIds`. */
  readonly interrupted: boolean;
  /** Wall-clock time inside each model on this shard. */
  readonly baseMs: Milliseconds;
  readonly tunedMs: Milliseconds;
}

/**
 * manifest.json of a shard folder (`tunegate compare --shard I/N`): everything the merge needs
 * besides the records in items.jsonl, and everything it checks the shards agree on
 * (docs/ARCHITECTURE.md §13). A shard has no metrics and no verdict.
 */
export interface ShardManifest extends RunHeader {
  readonly kind: 'tunegate-shard';
  readonly shard: ShardSpec;
  readonly environment: ModelEnvironment;
  readonly settings: RunSettings;
  /** Settings that change what the models produce but are not in `settings`. */
  readonly scoring: RunScoring;
  readonly models: { readonly base: ModelInfo; readonly tuned: ModelInfo };
  readonly tokenizerCheck: TokenizerCheckResult;
  readonly suites: readonly SuiteInfo[];
  readonly refusalClassifier?: RefusalClassifierCheck;
  /** Every requested family, in run order. */
  readonly families: readonly ShardFamily[];
  /** Items of this shard either model could not score. */
  readonly skippedItems: readonly SkippedItem[];
  readonly warnings: readonly string[];
  /** As results.json's `advice`: facts about a model's export, shown after the verdict; absent when there are none. */
  readonly advice?: readonly string[];
  readonly timings: { readonly totalMs: Milliseconds; readonly loadMs: Milliseconds };
  /** Checksums that let `merge` prove the shard's files are the bytes compare wrote; written last. */
  readonly integrity: ShardIntegrity;
}

/**
 * A shard's checksums (docs/ARCHITECTURE.md §13): a changed byte in items.jsonl or manifest.json,
 * or a manifest moved beside another shard's items, fails the merge naming the folder and file.
 */
export interface ShardIntegrity {
  /**
   * SHA-256 of items.jsonl's bytes, lower-case hex.
   * @pattern ^[0-9a-f]{64}$
   */
  readonly itemsSha256: string;
  /**
   * SHA-256 of the manifest as compact JSON (JSON.stringify, no indentation) with this field
   * set to '', lower-case hex. It covers `itemsSha256`, so it binds the manifest to its items.
   * @pattern ^[0-9a-f]{64}$
   */
  readonly manifestSha256: string;
}

/**
 * The result cache of one compare run (docs/ARCHITECTURE.md §10): the store table the scorers
 * ask, one disk scope per (model, family) — the pair's for divergence — and the counts of items
 * served and scored that results.json records.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { contentKey, ResultCache, type CacheScope, type CacheScopeAbout } from '../cache/index.js';
import {
  familyIn,
  familyTable,
  type FamilySettingsTable,
  type FamilyTable,
  type ResultStores,
  type SideOutcome,
  type SideResultStore,
  type StoreRole,
} from '../families/index.js';
import type { LanguageModel } from '../model/index.js';
import type { CacheCounts, CacheUse, FamilyId } from '../results/types.js';
import { TOOL_VERSION } from '../results/toolVersion.js';
import { compareEnvironment } from './compareEnvironment.js';

/** The run's stores and what they did. */
export interface RunCache {
  readonly stores: ResultStores;
  /** Items served and scored per family and role, for results.json's timings. */
  use(): CacheUse;
  /**
   * One sentence per scope whose segment could not be written, and per segment file holding
   * damaged lines that were scored again (the run's numbers are unaffected by either).
   */
  problems(): string[];
  close(): void;
}

/** The models and settings a run's scopes are built from. */
export interface RunCacheInputs {
  readonly dir: string;
  readonly base: LanguageModel;
  readonly tuned: LanguageModel;
  /** Each family's settings; the ones that change a result are part of its scopes. */
  readonly settings: FamilySettingsTable;
  /** The run's families; default this process's (`familyTable`). */
  readonly familyTable?: FamilyTable;
  readonly threads: number;
  /** onnxruntime's execution provider (default cpu) and, for a GPU, its device id. */
  readonly executionProvider?: string;
  readonly deviceId?: number;
  /** The model arguments as given, shown by `tunegate cache info`. */
  readonly basePath: string;
  readonly tunedPath: string;
}

/**
 * Open scopes lazily as families ask for them. Two roles with the same scope (an A/A run) share one
 * open cache, so the tuned side is served what the base side just scored.
 */
export function openRunCache(inputs: RunCacheInputs): RunCache {
  const runtime = runtimeKey(inputs);
  const open = new Map<string, ResultCache<SideOutcome<unknown>>>();
  const counters = new Map<string, CountingStore>();
  const storeOf = (family: FamilyId, role: StoreRole): SideResultStore => {
    const id = `${family}/${role}`;
    let counter = counters.get(id);
    if (counter === undefined) {
      const { scope, about } = scopeOf(inputs, family, role, runtime);
      const key = contentKey(scope);
      let cache = open.get(key);
      if (cache === undefined) {
        cache = ResultCache.open<SideOutcome<unknown>>(inputs.dir, scope, about, isSideOutcome);
        open.set(key, cache);
      }
      counter = new CountingStore(cache);
      counters.set(id, counter);
    }
    return counter;
  };
  return {
    // A family keeps either the pair's records or each side's (`Family.stores`), never both.
    stores: (family, role) =>
      (familyIn(inputs.familyTable ?? familyTable(), family).stores === 'pair') === (role === 'pair') ? storeOf(family, role) : undefined,
    use: () => {
      const families: Partial<Record<FamilyId, Partial<Record<StoreRole, CacheCounts>>>> = {};
      for (const [id, counter] of counters) {
        const [family, role] = id.split('/') as [FamilyId, StoreRole];
        families[family] = { ...families[family], [role]: { cached: counter.cached, scored: counter.scored } };
      }
      return { dir: inputs.dir, families };
    },
    problems: () =>
      [...open.values()].flatMap((cache) => [
        ...cache.damaged.map(
          ({ file, lines }) =>
            `${file}: ${
              lines === 1
                ? '1 cache line failed its checksum or shape check (damaged or edited) and was not served; its item was scored again'
                : `${lines} cache lines failed their checksum or shape check (damaged or edited) and were not served; their items were scored again`
            } (delete the file to drop them)`,
        ),
        ...(cache.writeError === null
          ? []
          : [
              `the result cache could not be written in ${cache.scopeDir} (${cache.writeError.message}); this run's results were kept in memory only (free space or make the folder writable, or pass --no-cache)`,
            ]),
      ]),
    close: () => {
      for (const cache of open.values()) cache.close();
    },
  };
}

/**
 * Counts what one role's store served and kept; the cache itself may be shared by both roles. A
 * chunk held only in part is scored whole again (docs/ARCHITECTURE.md §10), so an outcome that was
 * found and then scored again counts as scored, not served.
 */
class CountingStore implements SideResultStore {
  private readonly found = new Set<string>();
  scored = 0;

  constructor(private readonly cache: ResultCache<SideOutcome<unknown>>) {}

  get cached(): number {
    return this.found.size;
  }

  get(item: unknown): SideOutcome<unknown> | undefined {
    const outcome = this.cache.get(item);
    if (outcome !== undefined) this.found.add(contentKey(item));
    return outcome;
  }

  put(item: unknown, outcome: SideOutcome<unknown>): void {
    this.cache.put(item, outcome);
    this.found.delete(contentKey(item));
    this.scored += 1;
  }
}

/**
 * Everything apart from the item that changes a result (docs/guides/many-machines-and-cache.md, "Result cache"): the model's
 * files, its tokenizer as the files that configure it, the family's settings, and the runtime.
 */
function scopeOf(inputs: RunCacheInputs, family: FamilyId, role: StoreRole, runtime: Record<string, string>): { scope: CacheScope; about: CacheScopeAbout } {
  const model = role === 'tuned' ? inputs.tuned : inputs.base;
  const settings: Record<string, unknown> = {
    ...modelSetup(model),
    ...familyIn(inputs.familyTable ?? familyTable(), family).cacheKey(inputs.settings[family]),
  };
  // A pair's records read both models at once: the tuned model is part of the scope too.
  if (role === 'pair') settings['tuned'] = { model: inputs.tuned.info.sha256, tokenizer: inputs.tuned.tokenizer.fingerprint, ...modelSetup(inputs.tuned) };
  const models = role === 'pair' ? [inputs.basePath, inputs.tunedPath] : [role === 'tuned' ? inputs.tunedPath : inputs.basePath];
  return { scope: { model: model.info.sha256, tokenizer: model.tokenizer.fingerprint, family, settings, runtime }, about: { models, role } };
}

/**
 * What beside the weights and the tokenizer fingerprint decides a model's results: the context
 * length (which items are skipped, how documents are windowed), BOS and EOS ids, the chat
 * template, and the tokenizer files themselves (decoding options live in tokenizer_config.json,
 * outside the fingerprint).
 */
function modelSetup(model: LanguageModel): Record<string, unknown> {
  return {
    maxContext: model.maxContext,
    logitsWidth: model.info.signature.logitsWidth,
    bosId: model.tokenizer.bosId,
    eosIds: model.tokenizer.eosIds,
    chatTemplate: model.tokenizer.chatTemplate === null ? null : sha256(model.tokenizer.chatTemplate),
    tokenizerFiles: tokenizerFilesKey(model.info.tokenizer.dir),
  };
}

/**
 * tunegate, the run's environment as results.json records it (onnxruntime and its execution
 * provider, Node, the platform, the thread count), the GPU's device id and the CPU model. Keys and
 * their order are the scope's bytes: reordering them would turn every cached result into a miss.
 */
function runtimeKey(inputs: RunCacheInputs): Record<string, string> {
  const environment = compareEnvironment(inputs);
  return {
    tunegate: TOOL_VERSION,
    onnxruntime: environment.onnxruntime,
    executionProvider: environment.executionProvider,
    ...(environment.executionProvider === 'cuda' ? { deviceId: String(inputs.deviceId ?? 0) } : {}),
    node: environment.node,
    platform: environment.platform,
    // Kernels differ by instruction set, and floating-point sums by how work is split across threads.
    cpu: cpus()[0]?.model ?? 'unknown',
    threads: String(environment.threads),
  };
}

const TOKENIZER_FILES = ['tokenizer.json', 'tokenizer_config.json', 'special_tokens_map.json', 'chat_template.jinja'] as const;

function tokenizerFilesKey(dir: string): string {
  const hash = createHash('sha256');
  for (const name of TOKENIZER_FILES) {
    let bytes: Buffer | null = null;
    try {
      bytes = readFileSync(join(dir, name));
    } catch {
      bytes = null;
    }
    hash.update(`${name}\0${bytes === null ? 'absent' : sha256(bytes)}\n`);
  }
  return hash.digest('hex');
}

function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * Whether a cached result has the shape of a SideOutcome: `{side: object}` or `{skipped: string}`
 * and nothing else. What is inside `side` is the family's; this keeps a result of another shape
 * (under a forged checksum) from reaching a scorer, where it would fail only when the run is written.
 */
function isSideOutcome(value: Readonly<Record<string, unknown>>): boolean {
  const keys = Object.keys(value);
  if (keys.length !== 1) return false;
  const side = value['side'];
  return keys[0] === 'skipped' ? typeof value['skipped'] === 'string' : typeof side === 'object' && side !== null && !Array.isArray(side);
}

/**
 * The per-item result cache (docs/ARCHITECTURE.md §10): one model's results for one family under
 * one set of result-changing settings form a scope; inside it, results are keyed by the item's
 * canonical JSON. A changed model file, tokenizer, setting or runtime is another scope, so a
 * change is a miss, never a stale hit.
 *
 * Layout: `<dir>/v1/<scope sha256>/scope.json` (what the scope is and which model path last used
 * it, for `tunegate cache info`; rewritten on every open, so its mtime is the scope's last use) and
 * any number of segment files `<pid>-<random>.jsonl`, one per writing process, each line
 * `{"k": item sha256, "v": result, "c": checksum}`, the checksum binding the result to its key
 * (`lineChecksum`): a line whose bytes changed, or that was moved under another key, is not served
 * and the item is scored again. Every process appends only to its own segment, so two runs
 * sharing a folder never interleave bytes; a line cut short by a crash is ignored when read.
 * Lines reach the kernel with one write each, so a killed process loses only the item it had not
 * written yet (a power cut may lose more: nothing is fsynced, the run itself never depends on it).
 */
import { createHash, randomBytes } from 'node:crypto';
import { appendFileSync, closeSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalJson } from '../model/index.js';

/** Layout version: a change in the on-disk format starts a new tree beside the old one. */
export const CACHE_LAYOUT = 'v1';

/** Everything that changes a model's result for an item, apart from the item itself. */
export interface CacheScope {
  /** sha256 of every file the model's session loads. */
  readonly model: string;
  /** The tokenizer fingerprint (parsed structure, not file bytes). */
  readonly tokenizer: string;
  readonly family: string;
  /** Family options that change results (e.g. max new tokens, system prompt, chat template). */
  readonly settings: Readonly<Record<string, unknown>>;
  /** tunegate's version, the runtime's version and execution provider. */
  readonly runtime: Readonly<Record<string, string>>;
}

/** What a scope is for a person reading `tunegate cache info`: not part of the key. */
export interface CacheScopeAbout {
  /** The model argument(s) that last used the scope. */
  readonly models: readonly string[];
  /** 'base', 'tuned' or 'pair' (divergence: both models at once). */
  readonly role: string;
}

/** scope.json: the scope (hashed into the folder name) and what it was last used for. */
export interface CacheScopeFile {
  readonly scope: CacheScope;
  readonly about?: CacheScopeAbout;
}

/** sha256 hex of a value's canonical JSON. */
export function contentKey(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

/** One scope's results, read once when opened and appended to as items finish. */
export class ResultCache<V> {
  private readonly entries: Map<string, V>;
  private segment: number | null = null;
  private readonly segmentName = `${process.pid}-${randomBytes(4).toString('hex')}.jsonl`;
  hits = 0;
  misses = 0;
  /** Results appended to this process's segment. */
  writes = 0;
  /** The first write that failed (disk full, folder removed); later results are kept in memory only. */
  writeError: Error | null = null;

  private constructor(
    readonly scopeDir: string,
    entries: Map<string, V>,
    /** Segments holding whole lines that failed their checksum or shape check, and how many each. */
    readonly damaged: readonly DamagedSegment[] = [],
  ) {
    this.entries = entries;
  }

  /**
   * Open (and create) the scope under `dir`, reading every segment written so far; a verified
   * line whose result `accepts` refuses counts as damaged. A scope that
   * cannot be created or written (full disk, read-only or removed folder) opens empty and memory
   * only, with `writeError` set: the cache is an optimisation, and the run reports the problem
   * as a warning instead of failing after its scoring.
   */
  static open<V>(
    dir: string,
    scope: CacheScope,
    about?: CacheScopeAbout,
    accepts: (value: Readonly<Record<string, unknown>>) => boolean = () => true,
  ): ResultCache<V> {
    const scopeDir = join(dir, CACHE_LAYOUT, contentKey(scope));
    const file: CacheScopeFile = { scope, ...(about === undefined ? {} : { about }) };
    // Whole or not at all: a concurrent `cache info` never reads half a scope.json.
    const temp = join(scopeDir, `scope.json.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
    try {
      mkdirSync(scopeDir, { recursive: true });
      writeFileSync(temp, `${JSON.stringify(file, null, 2)}\n`);
      renameSync(temp, join(scopeDir, 'scope.json'));
    } catch (error) {
      try {
        rmSync(temp, { force: true });
      } catch {
        // Leaving a temp file behind on a file system that refuses even this is all that is left to do.
      }
      const cache = new ResultCache<V>(scopeDir, new Map());
      cache.writeError = error instanceof Error ? error : new Error(String(error));
      return cache;
    }
    const { entries, damaged } = readSegments<V>(scopeDir, accepts);
    return new ResultCache<V>(scopeDir, entries, damaged);
  }

  /** The cached result for `item`, counting the hit or miss. */
  get(item: unknown): V | undefined {
    const value = this.entries.get(contentKey(item));
    if (value === undefined) this.misses += 1;
    else this.hits += 1;
    return value;
  }

  /**
   * Append `item`'s result to this process's segment (one line, one write). A result holding a
   * non-finite number is kept in memory only: JSON would read it back as null, a different result.
   */
  put(item: unknown, value: V): void {
    const key = contentKey(item);
    this.entries.set(key, value);
    if (this.writeError !== null) return;
    let finite = true;
    const json = JSON.stringify(value, (_key, v: unknown) => {
      if (typeof v === 'number' && !Number.isFinite(v)) finite = false;
      return v;
    });
    if (!finite) return;
    const line = `{"k":${JSON.stringify(key)},"v":${json},"c":${JSON.stringify(lineChecksum(key, json))}}`;
    try {
      this.segment ??= openSync(join(this.scopeDir, this.segmentName), 'a');
      appendFileSync(this.segment, `${line}\n`);
      this.writes += 1;
    } catch (error) {
      this.writeError = error instanceof Error ? error : new Error(String(error));
    }
  }

  /** Close this process's segment. */
  close(): void {
    if (this.segment !== null) closeSync(this.segment);
    this.segment = null;
  }
}

/**
 * The checksum a cache line carries: sha256 of its key and its result's JSON text, hex, first 32
 * digits. JSON.stringify of a parsed JSON.stringify output gives the same text, so a line read
 * back verifies exactly when neither its key nor its result changed.
 */
export function lineChecksum(key: string, resultJson: string): string {
  return createHash('sha256').update(key).update('\n').update(resultJson).digest('hex').slice(0, 32);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A segment file with lines that were whole JSON but failed their check. */
export interface DamagedSegment {
  readonly file: string;
  readonly lines: number;
}

function readSegments<V>(
  scopeDir: string,
  accepts: (value: Readonly<Record<string, unknown>>) => boolean,
): { entries: Map<string, V>; damaged: DamagedSegment[] } {
  const entries = new Map<string, V>();
  const damaged: DamagedSegment[] = [];
  for (const name of readdirSync(scopeDir)
    .filter((n) => n.endsWith('.jsonl'))
    .sort()) {
    let text: string;
    try {
      text = readFileSync(join(scopeDir, name), 'utf8');
    } catch {
      // A segment pruned or unreadable meanwhile holds nothing this run can use.
      continue;
    }
    let failed = 0;
    for (const line of text.split('\n')) {
      if (line === '') continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        // A line cut short by a crash: that item is simply computed again, and a crash is no news.
        continue;
      }
      const entry = verifiedLine(parsed, accepts);
      // A line edited, damaged, of another shape or moved to another key (or written before lines
      // carried a checksum) is not served: that item is scored again, as on a miss, and the run says so.
      if (entry === undefined) failed += 1;
      else entries.set(entry.k, entry.v as V);
    }
    if (failed > 0) damaged.push({ file: join(scopeDir, name), lines: failed });
  }
  return { entries, damaged };
}

/**
 * A parsed line as key and result when its shape and checksum hold and the owner `accepts` the
 * result (a result of another shape under a forged checksum must not reach the scorers), else undefined.
 */
function verifiedLine(parsed: unknown, accepts: (value: Readonly<Record<string, unknown>>) => boolean): { k: string; v: Record<string, unknown> } | undefined {
  if (!isRecord(parsed)) return undefined;
  const { k, v, c } = parsed;
  if (typeof k !== 'string' || !isRecord(v) || typeof c !== 'string') return undefined;
  return c === lineChecksum(k, JSON.stringify(v)) && accepts(v) ? { k, v } : undefined;
}

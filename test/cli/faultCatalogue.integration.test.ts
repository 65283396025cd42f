/**
 * The fault catalogue: every bad input and fault a hostile user tried against compare,
 * inspect, report and the demo, each with its expected exit code and a fragment of the
 * expected message. For every case: no stack trace and no ANSI escape reaches stderr unless
 * the exit code says "bug" (4), a user error is one `tunegate:` line and one `hint:` line, and
 * an exit 3 leaves nothing in --out (nor a staging folder beside it). Cases run in-process
 * through runCli unless the process boundary is the point (signals, native logging on fd 2,
 * a file system that makes Node loop); the tiny models are forged once.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import {
  appendFileSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import fsPromises from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../../src/cli/runCli.js';
import { cudaProviderInstalled } from '../../src/model/index.js';
import type { RunResults } from '../../src/results/types.js';
import { forgeModel, forgePresets, type ForgedModel } from '../../tools/forge/index.js';
import { fixtureTokenizer } from '../support/fixtureTokenizers.js';
import { BUILTIN_SUITES, writeSmallSuites } from '../../tools/smallSuites.js';
import { makeBadModels, type BadModels } from '../model/badModels.js';
import '../support/isolateResultCache.js';
import { bumpDigit, editCacheLine, verifiedKeys } from '../support/cacheSegments.js';
import { lineChecksum } from '../../src/cache/resultCache.js';
import { filesOf, writeHubCache } from '../support/hubCacheLayout.js';
import { sealShardManifest } from '../../src/results/shardIntegrity.js';
import type { ShardManifest } from '../../src/results/types.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(REPO, 'bin', 'tunegate');
const VERSION = (JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string }).version;

/** Output of one tunegate invocation. */
interface Outcome {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Everything the cases point at, made once in `before`. */
interface Fixtures {
  readonly root: string;
  readonly base: string;
  readonly tuned: string;
  readonly ext: string;
  readonly extFlipped: string;
  readonly extTruncated: string;
  readonly extMissing: string;
  readonly nokv: string;
  /** Logits of +Inf from a bias that overflows float32. */
  readonly infinite: string;
  /** base with its weight noise 0.01 % larger: a KL of the order of 1e-6 nats per token. */
  readonly nearTwin: string;
  readonly bad: BadModels;
  readonly tokenizerNotJson: string;
  readonly tokenizerStringVocab: string;
  readonly tokenizerConfigBroken: string;
  readonly otherTokenizer: string;
  readonly suites: string;
  /** A finished run folder (results.json + items.jsonl + report files). */
  readonly finishedRun: string;
  /** A tmpfs of 64 kB, or null where mounting is not allowed. */
  readonly tinyDisk: string | null;
  /** A read-only tmpfs, or null where mounting is not allowed. */
  readonly readOnly: string | null;
  /** A 64 kB tmpfs for the result cache rows, or null where mounting is not allowed. */
  readonly cacheDisk: string | null;
}

/** One row of the catalogue. */
interface Case {
  /** What the hostile user tried (issue item numbers in brackets where it was a bug). */
  readonly name: string;
  readonly argv: (f: Fixtures) => string[];
  readonly code: number;
  /** A fragment of stderr (exit 3) or of stdout + stderr (other codes). */
  readonly message: string | RegExp;
  /** Spawn bin/tunegate instead of running in-process: the process boundary is the point. */
  readonly spawn?: { readonly signal?: NodeJS.Signals; readonly after?: RegExp; readonly bin?: string[]; readonly twice?: boolean };
  /** Why the case cannot run here (e.g. mounting a tmpfs needs root), or false. */
  readonly skip?: (f: Fixtures) => string | false;
  readonly setup?: (f: Fixtures, out: string) => void | Promise<void>;
  /** Extra assertions on the outcome and the --out folder. */
  readonly check?: (outcome: Outcome, f: Fixtures, out: string) => void;
  /** Make writes fail with ENOSPC for paths matching this, in-process. */
  readonly failWrites?: RegExp;
  /** Environment variables set around an in-process case (e.g. the hub cache), restored after it. */
  readonly env?: (f: Fixtures) => Readonly<Record<string, string>>;
  /** Another in-process invocation started at the same moment, which must end with the same code. */
  readonly alongside?: (f: Fixtures) => string[];
}

let F: Fixtures;
/** Flags that keep a run short; a case's own flags replace these. */
const FAST: Readonly<Record<string, string>> = { '--resamples': '2000', '--threads': '1', '--max-new-tokens': '4' };
/** `compare base tuned --suites … --out OUT` plus `extra` (whose flags win over the defaults). */
function compare(f: Fixtures, out: string, extra: string[] = [], models: [string, string] = [f.base, f.tuned]): string[] {
  const defaults = { '--suites': f.suites, '--out': out, ...FAST };
  const own = new Set(extra.filter((arg) => arg.startsWith('--')).map((arg) => arg.split('=')[0]!));
  const kept = Object.entries(defaults)
    .filter(([flag]) => !own.has(flag))
    .flat();
  return ['compare', models[0], models[1], ...kept, ...extra];
}
/** Unique --out per case, under the fixture root. */
const outOf = (index: number): string => join(F.root, 'outs', `case-${String(index).padStart(2, '0')}`);
const readResults = (dir: string): RunResults => JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as RunResults;

/** Copy a folder (or file tree) and change it. */
function variant(name: string, from: string, change: (dir: string) => void): string {
  const dir = join(F?.root ?? '', 'variants', name);
  cpSync(from, dir, { recursive: true });
  change(dir);
  return dir;
}

/** A suites folder copied from the small suites and changed. */
function suitesWith(f: Fixtures, name: string, change: (dir: string) => void): string {
  const dir = join(f.root, 'suite-variants', name);
  if (!existsSync(dir)) {
    cpSync(f.suites, dir, { recursive: true });
    change(dir);
  }
  return dir;
}

function tryMount(dir: string, options: string): string | null {
  mkdirSync(dir, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { stdio: 'ignore' });
    return dir;
  } catch {
    return null;
  }
}

before(async () => {
  const root = mkdtempSync(join(tmpdir(), 'tunegate-faults-'));
  F = { root } as Fixtures;
  const lively = { seed: 5, scale: 0.3 };
  const [base, tuned, ext, nokv, infinite, nearTwin] = (await Promise.all([
    forgeModel(join(root, 'base'), { ...forgePresets.tinyLlama(11), perturb: lively }),
    forgeModel(join(root, 'tuned'), { ...forgePresets.tinyLlama(11), perturb: { seed: 6, scale: 0.3 } }),
    forgeModel(join(root, 'ext'), { ...forgePresets.tinyLlama(11), perturb: lively, externalData: true }),
    forgeModel(join(root, 'nokv'), { ...forgePresets.tinyLlama(11), perturb: lively, kvCache: false }),
    forgeModel(join(root, 'infinite'), { ...forgePresets.tinyLlama(11), logitBias: { 65: 1e39 } }),
    forgeModel(join(root, 'near-twin'), { ...forgePresets.tinyLlama(11), perturb: { seed: 5, scale: 0.3 + 3e-5 } }),
  ])) as [ForgedModel, ForgedModel, ForgedModel, ForgedModel, ForgedModel, ForgedModel];
  const data = (dir: string): string => join(dir, 'model.onnx_data');
  const suites = await writeSmallSuites(join(root, 'suites'), { capability: 4, benign: 2, harmful: 2, divergence: 2 });
  const fixtures: Fixtures = {
    root,
    base: base.dir,
    tuned: tuned.dir,
    ext: ext.dir,
    nokv: nokv.dir,
    infinite: infinite.dir,
    nearTwin: nearTwin.dir,
    extFlipped: variant('ext-flipped', ext.dir, (dir) => {
      const bytes = readFileSync(data(dir));
      const middle = bytes.length >> 1;
      bytes.writeUInt8(bytes.readUInt8(middle) ^ 0x10, middle);
      writeFileSync(data(dir), bytes);
    }),
    extTruncated: variant('ext-truncated', ext.dir, (dir) => truncateSync(data(dir), statSync(data(dir)).size - 1000)),
    extMissing: variant('ext-missing', ext.dir, (dir) => rmSync(data(dir))),
    bad: makeBadModels(base, join(root, 'bad')),
    tokenizerNotJson: variant('tok-not-json', base.dir, (dir) => writeFileSync(join(dir, 'tokenizer.json'), '{"model": ')),
    tokenizerStringVocab: variant('tok-string-vocab', base.dir, (dir) => {
      const json = JSON.parse(readFileSync(join(dir, 'tokenizer.json'), 'utf8')) as { model: { vocab: unknown } };
      json.model.vocab = 'oops';
      writeFileSync(join(dir, 'tokenizer.json'), JSON.stringify(json));
    }),
    tokenizerConfigBroken: variant('tok-config-broken', base.dir, (dir) => writeFileSync(join(dir, 'tokenizer_config.json'), '[1, 2')),
    otherTokenizer: variant('other-tokenizer', base.dir, (dir) => {
      const json = JSON.parse(readFileSync(join(dir, 'tokenizer.json'), 'utf8')) as { pre_tokenizer: { add_prefix_space?: boolean } };
      json.pre_tokenizer.add_prefix_space = true;
      writeFileSync(join(dir, 'tokenizer.json'), JSON.stringify(json));
    }),
    suites,
    finishedRun: join(root, 'finished-run'),
    tinyDisk: tryMount(join(root, 'tiny-disk'), 'size=64k'),
    readOnly: tryMount(join(root, 'read-only'), 'ro,size=64k'),
    cacheDisk: tryMount(join(root, 'cache-disk'), 'size=64k'),
  };
  F = fixtures;
  const first = await inProcess(compare(F, F.finishedRun, ['--only', 'capability']));
  assert.equal(first.code, 2, first.stderr);
});

after(() => {
  for (const mount of [F.tinyDisk, F.readOnly, F.cacheDisk]) if (mount !== null) execFileSync('umount', [mount]);
  rmSync(F.root, { recursive: true, force: true });
});

/** runCli in this process; also catches anything a dependency writes to the real stderr. */
async function inProcess(argv: string[], failWrites?: RegExp): Promise<Outcome> {
  let stdout = '';
  let stderr = '';
  const realWrite = process.stderr.write.bind(process.stderr);
  process.stderr.write = ((chunk: string | Uint8Array) => {
    stderr += chunk.toString();
    return true;
  }) as typeof process.stderr.write;
  const realWriteFile = fsPromises.writeFile;
  if (failWrites) {
    // Injected disk-full: the file system refuses the matching files, as a full disk would.
    (fsPromises as { writeFile: unknown }).writeFile = async (path: unknown, ...rest: unknown[]) => {
      if (failWrites.test(String(path))) throw Object.assign(new Error(`ENOSPC: no space left on device, open '${String(path)}'`), { code: 'ENOSPC' });
      return (realWriteFile as (...args: unknown[]) => Promise<void>)(path, ...rest);
    };
    syncBuiltinESMExports();
  }
  try {
    const code = await runCli(argv, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s) });
    return { code, stdout, stderr };
  } finally {
    process.stderr.write = realWrite;
    if (failWrites) {
      (fsPromises as { writeFile: unknown }).writeFile = realWriteFile;
      syncBuiltinESMExports();
    }
  }
}

/** Run `body` with `vars` set in process.env, restoring what was there after. */
async function withEnv<T>(vars: Readonly<Record<string, string>>, body: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  Object.assign(process.env, vars);
  try {
    return await body();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** bin/tunegate (or another script) as a child process; optionally signalled once `after` shows on stderr. */
function spawned(argv: string[], options: NonNullable<Case['spawn']>): Promise<Outcome> {
  const command = options.bin ?? [BIN];
  const child = spawn(process.execPath, [...command, ...argv], { stdio: ['ignore', 'pipe', 'pipe'], cwd: REPO });
  let stdout = '';
  let stderr = '';
  let signalled = false;
  let again = false;
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    // `twice`: the second signal once the first was acknowledged.
    if (options.signal && options.twice && signalled && !again && /interrupted; finishing/.test(stderr)) {
      again = true;
      child.kill(options.signal);
    }
    if (options.signal && !signalled && options.after?.test(stderr)) {
      signalled = true;
      child.kill(options.signal);
    }
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal === 'SIGKILL' ? 137 : 128), stdout, stderr });
    });
  });
}

/** What a path holds (a file's bytes, a folder's files recursively): to prove an exit 3 changed nothing. */
function snapshot(dir: string): string[] {
  if (!existsSync(dir)) return [];
  if (!statSync(dir).isDirectory()) return [readFileSync(dir).toString('base64')];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return `${path}:${entry.isFile() ? readFileSync(path).toString('base64') : 'dir'}`;
    })
    .sort();
}

// ── the result cache rows' helpers ─────────────────────────────────────────────────────────
/** The families the cache rows score: refusal keeps flags and replies per side, divergence a pair's KL. */
const CACHED = ['--only', 'refusal,divergence'];
let primed: Promise<void> | undefined;
/** A run with a result cache over CACHED, made once on first use: the cache the rows copy and the run they must reproduce. */
const primedCache = (f: Fixtures): string => join(f.root, 'primed-cache');
const primedRun = (f: Fixtures): string => join(f.root, 'primed-run');
function primeCache(f: Fixtures): Promise<void> {
  primed ??= inProcess(compare(f, primedRun(f), [...CACHED, '--cache', primedCache(f)])).then((outcome) => {
    assert.equal(outcome.code, 2, outcome.stdout + outcome.stderr);
    assert.deepEqual(readResults(primedRun(f)).warnings, []);
  });
  return primed;
}

/** results.json without what differs between two runs of one comparison, nor the warnings (asserted on their own). */
function stableResults(dir: string): unknown {
  const { runId: _r, startedAt: _s, finishedAt: _f, timings: _t, command: _c, warnings: _w, ...rest } = readResults(dir);
  return rest;
}
const itemLines = (dir: string): string => readFileSync(join(dir, 'items.jsonl'), 'utf8').replaceAll(readResults(dir).runId, '');

/** The warning a cache segment with one damaged line gives: it names the file and what to do. */
const DAMAGED_LINE =
  /warning: (\S+\/v1\/[0-9a-f]{64}\/\d+-[0-9a-f]{8}\.jsonl): 1 cache line failed its checksum or shape check \(damaged or edited\) and was not served; its item was scored again \(delete the file to drop them\)/;

/**
 * A row whose cache has one line of `family`/`role` changed by `edit`: the run gives the primed
 * run's numbers (the changed result is scored again, never served), warns once naming the
 * segment, and leaves a verified line for every item the primed cache held.
 */
function tamperedCacheCase(name: string, slug: string, family: string, role: string, edit: (line: string) => string): Case {
  const cacheOf = (f: Fixtures): string => join(f.root, 'tampered', slug);
  return {
    name,
    argv: (f) => compare(f, join(f.root, 'outs', `tampered-${slug}`), [...CACHED, '--cache', cacheOf(f)]),
    code: 2,
    message: DAMAGED_LINE,
    setup: async (f) => {
      await primeCache(f);
      cpSync(primedCache(f), cacheOf(f), { recursive: true });
      editCacheLine(cacheOf(f), family, role, edit);
    },
    check: (o, f, out) => {
      assert.deepEqual(stableResults(out), stableResults(primedRun(f)), 'the numbers of the run whose cache was intact');
      assert.equal(itemLines(out), itemLines(primedRun(f)));
      const results = readResults(out);
      assert.equal(results.warnings.length, 1, results.warnings.join('\n'));
      const segment = DAMAGED_LINE.exec(o.stdout + o.stderr)![1]!;
      assert.ok(existsSync(segment), `the warning names a real file: ${segment}`);
      const counts = results.timings.cache?.families[family as 'refusal'];
      assert.ok((counts?.[role as 'base']?.scored ?? 0) > 0, `the ${family}/${role} item was scored again: ${JSON.stringify(counts)}`);
      const kept = verifiedKeys(cacheOf(f));
      for (const key of verifiedKeys(primedCache(f))) assert.ok(kept.has(key), `a verified line for ${key} is back in the cache`);
    },
  };
}

/** Fill a file system until it refuses another byte. */
function fillDisk(dir: string): void {
  const filler = join(dir, 'filler');
  for (const size of [65_536, 4096, 1]) {
    try {
      for (;;) appendFileSync(filler, Buffer.alloc(size));
    } catch {
      // Full at this granularity: try the next smaller one.
    }
  }
}

/** Every file (not folder) under `dir`, relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

/** A copy of the primed cache for a prune row, and its snapshot to prove the row changed nothing. */
const pruneSnapshots = new Map<string, string[]>();
function pruneCase(name: string, slug: string, age: string, code: number, message: string | RegExp): Case {
  const cacheOf = (f: Fixtures): string => join(f.root, 'prune', slug);
  return {
    name,
    argv: (f) => ['cache', 'prune', '--older-than', age, '--cache', cacheOf(f)],
    code,
    message,
    setup: async (f) => {
      await primeCache(f);
      cpSync(primedCache(f), cacheOf(f), { recursive: true });
      pruneSnapshots.set(slug, snapshot(cacheOf(f)));
    },
    check: (_o, f) => assert.deepEqual(snapshot(cacheOf(f)), pruneSnapshots.get(slug), 'the cache is as it was'),
  };
}

/** A hub cache holding `org/<name>` as a copy of the base model, whose refs/main is then replaced by `ref`. */
function hubWithRef(f: Fixtures, name: string, ref: (refFile: string) => void): void {
  const repo = writeHubCache(join(f.root, 'hub'), `org/${name}`, [{ commit: 'c'.repeat(40), files: filesOf(f.base), refs: ['main'] }]);
  rmSync(join(repo, 'refs', 'main'));
  ref(join(repo, 'refs', 'main'));
}
const HUB_REF_REFUSED = /models--org--[a-z-]+\/refs\/main does not hold a commit hash \(40 hex digits, in a plain file\)/;

let shards: Promise<void> | undefined;
/** Two shards of a refusal-only run, made once on first use; returns nothing, the folders are shardOf(f, i). */
const shardOf = (f: Fixtures, i: number): string => join(f.root, 'shards', `shard-${i}`);
function makeShards(f: Fixtures): Promise<void> {
  shards ??= (async () => {
    for (const i of [1, 2]) {
      const outcome = await inProcess(compare(f, shardOf(f, i), ['--only', 'refusal', '--shard', `${i}/2`]));
      assert.equal(outcome.code, 0, outcome.stdout + outcome.stderr);
    }
  })();
  return shards;
}
/**
 * `shards/<name>`: a copy of the shard holding the refusal items with the first item's tuned
 * refused flag flipped, and `shards/<name>-other`: the other shard as it was. Returns the changed
 * line (1-based).
 */
function flippedShard(f: Fixtures, name: string, reseal: boolean): { dir: string; line: number } {
  const holder = [1, 2].find((i) => readFileSync(join(shardOf(f, i), 'items.jsonl'), 'utf8').includes('"family":"refusal"'))!;
  const dir = join(f.root, 'shards', name);
  cpSync(shardOf(f, holder), dir, { recursive: true });
  cpSync(shardOf(f, 3 - holder), `${dir}-other`, { recursive: true });
  const lines = readFileSync(join(dir, 'items.jsonl'), 'utf8').split('\n');
  const index = lines.findIndex((text) => text.includes('"family":"refusal"'));
  const record = JSON.parse(lines[index]!) as { tuned: { refused: boolean } };
  record.tuned.refused = !record.tuned.refused;
  lines[index] = JSON.stringify(record);
  const items = lines.join('\n');
  writeFileSync(join(dir, 'items.jsonl'), items);
  if (reseal) {
    // Sealed again as a forger would: the checksums hold, so only classifying the reply again finds it.
    const { integrity: _old, ...manifest } = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as ShardManifest;
    writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(sealShardManifest(manifest, items), null, 2)}\n`);
  }
  return { dir, line: index + 1 };
}
const flippedLines = new Map<string, number>();

/** Score lines of `n` items (generic JSONL) whose acc differs between the files on every item. */
function manyScores(path: string, n: number, value: (i: number) => number): void {
  writeFileSync(path, Array.from({ length: n }, (_, i) => `{"id":"q${i}","metric":"acc","value":${value(i)}}\n`).join(''));
}

/** Start a compare as a child process and SIGKILL it once it has scored its first chunk: it leaves its staging folder behind. */
async function killedRun(f: Fixtures, out: string): Promise<void> {
  const child = spawn(
    process.execPath,
    [BIN, 'compare', f.base, f.tuned, '--suites', BUILTIN_SUITES, '--only', 'capability', '--out', out, '--resamples', '2000', '--threads', '1'],
    { stdio: ['ignore', 'ignore', 'pipe'], cwd: REPO },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    if (/capability: base 64\/403/.test(stderr)) child.kill('SIGKILL');
  });
  await new Promise((resolve) => child.on('close', resolve));
}

const CASES: Case[] = [
  // ── flags and commands ────────────────────────────────────────────────────────────────
  { name: 'no command', argv: () => [], code: 3, message: 'Name a command' },
  { name: 'an unknown command', argv: () => ['frobnicate'], code: 3, message: /Unknown argument: frobnicate|Did you mean/ },
  { name: 'compare with one model', argv: () => ['compare', 'a.onnx'], code: 3, message: 'Not enough non-option arguments' },
  { name: 'an unknown flag', argv: (f) => [...compare(f, outOf(3)), '--sed', '1'], code: 3, message: 'Unknown argument: sed' },
  { name: 'a flag given twice', argv: (f) => [...compare(f, outOf(4)), '--suites', f.root], code: 3, message: '--suites was given 2 times; give it once' },
  { name: '--seed without its value [3]', argv: () => ['compare', 'a.onnx', 'b.onnx', '--seed'], code: 3, message: 'Not enough arguments following: seed' },
  { name: '--out without its value [3]', argv: () => ['compare', 'a.onnx', 'b.onnx', '--out'], code: 3, message: 'Not enough arguments following: out' },
  {
    name: '--resamples without its value [3]',
    argv: () => ['compare', 'a.onnx', 'b.onnx', '--resamples'],
    code: 3,
    message: 'Not enough arguments following: resamples',
  },
  { name: 'a negative --seed', argv: (f) => compare(f, outOf(7), ['--seed', '-1']), code: 3, message: '--seed must be an integer' },
  { name: 'a fractional --seed', argv: (f) => compare(f, outOf(8), ['--seed', '1.5']), code: 3, message: '--seed must be an integer' },
  {
    name: '--resamples that is not a number',
    argv: (f) => compare(f, outOf(9), ['--resamples', 'many']),
    code: 3,
    message: /--resamples must be an integer .*got (NaN|many)|--resamples/,
  },
  {
    name: '--confidence above 1',
    argv: (f) => compare(f, outOf(10), ['--confidence', '1.5']),
    code: 3,
    message: '--confidence must be a number strictly between 0 and 1, got 1.5',
  },
  {
    name: '--confidence of 0',
    argv: (f) => compare(f, outOf(11), ['--confidence', '0']),
    code: 3,
    message: '--confidence must be a number strictly between 0 and 1, got 0',
  },
  {
    name: '--confidence 1e-300 is refused before any model loads, not after both were scored [43.7]',
    argv: (f) => compare(f, join(f.root, 'outs', 'confidence-1e-300'), ['--confidence', '1e-300']),
    code: 3,
    message: '--confidence 1e-300 is too close to 0 to compute with: 1 − 1e-300 rounds to 1 in double precision',
  },
  {
    name: '--confidence 1e-17 is refused before any model loads, not after both were scored [43.7]',
    argv: (f) => compare(f, join(f.root, 'outs', 'confidence-1e-17'), ['--confidence', '1e-17']),
    code: 3,
    message: '--confidence 1e-17 is too close to 0 to compute with',
  },
  {
    name: '--min-items 0x1 is refused, not read as 1 [43.17]',
    argv: (f) => compare(f, join(f.root, 'outs', 'min-items-hex'), ['--min-items', '0x1']),
    code: 3,
    message: '--min-items must be a decimal number, got "0x1"',
  },
  {
    name: 'paired --seed=0b101 is refused before reading the files, not read as 5 [43.17]',
    argv: (f) => ['paired', join(f.root, 'nowhere-base.jsonl'), join(f.root, 'nowhere-tuned.jsonl'), '--seed=0b101'],
    code: 3,
    message: '--seed must be a decimal number, got "0b101"',
  },
  {
    name: 'paired with a --confidence within 2⁻⁵³ of 1 is refused before reading the files [43.7]',
    argv: (f) => ['paired', join(f.root, 'nowhere-base.jsonl'), join(f.root, 'nowhere-tuned.jsonl'), '--confidence', '0.9999999999999999'],
    code: 3,
    message: "--confidence 0.9999999999999999 is too close to 1 to compute with: the interval's upper quantile 1 − α/2",
  },
  {
    name: 'a negative --min-effect',
    argv: (f) => compare(f, outOf(12), ['--min-effect', '-0.1']),
    code: 3,
    message: '--min-effect must be a non-negative number',
  },
  { name: '--min-items of 0', argv: (f) => compare(f, outOf(13), ['--min-items', '0']), code: 3, message: '--min-items must be an integer' },
  {
    name: 'a negative --kl-tolerance',
    argv: (f) => compare(f, outOf(14), ['--kl-tolerance', '-1']),
    code: 3,
    message: '--kl-tolerance must be a non-negative number',
  },
  { name: 'an unknown family in --only', argv: (f) => compare(f, outOf(15), ['--only', 'vibes']), code: 3, message: '--only got "vibes"' },
  { name: 'an empty --only', argv: (f) => compare(f, outOf(16), ['--only=,']), code: 3, message: '--only got' },
  {
    name: 'a --time-budget longer than a timer holds',
    argv: (f) => compare(f, outOf(96), ['--time-budget', '1000h']),
    code: 3,
    message: '--time-budget "1000h" is out of range: it must be more than 0 and at most 24d',
  },
  { name: 'a verdict --fail-on cannot use', argv: (f) => compare(f, outOf(17), ['--fail-on', 'improved']), code: 3, message: '--fail-on got "improved"' },
  { name: '--max-new-tokens of 0', argv: (f) => compare(f, outOf(18), ['--max-new-tokens', '0']), code: 3, message: '--max-new-tokens must be an integer' },
  { name: '--threads of 0', argv: (f) => compare(f, outOf(19), ['--threads', '0']), code: 3, message: '--threads must be an integer' },
  {
    name: '--shard 0/3: shards count from 1',
    argv: (f) => compare(f, outOf(86), ['--shard', '0/3']),
    code: 3,
    message: '--shard 0/3: I must be an integer in 1..3, got 0',
  },
  {
    name: '--shard 4/3: past the last shard',
    argv: (f) => compare(f, outOf(87), ['--shard', '4/3']),
    code: 3,
    message: '--shard 4/3: I must be an integer in 1..3, got 4',
  },
  { name: '--shard x: not I/N', argv: (f) => compare(f, outOf(88), ['--shard', 'x']), code: 3, message: '--shard must be I/N (shard I of N), got "x"' },
  {
    name: '--shard with --junit: a shard has no verdict',
    argv: (f) => compare(f, outOf(89), ['--shard', '1/2', '--junit', join(f.root, 'shard.xml')]),
    code: 3,
    message: '--junit does not go with --shard',
  },
  {
    name: '--shard with several candidates',
    argv: (f) => ['compare', f.base, f.tuned, f.base, '--suites', f.suites, '--out', outOf(95), '--shard', '1/2'],
    code: 3,
    message: '--shard takes one tuned model, got several candidates',
  },
  {
    name: '--memory low with several candidates says once that it is not applied [43.17]',
    // --max-items makes each run partial, so inconclusive (exit 2) whatever the scores.
    argv: (f) => [
      'compare',
      f.base,
      f.tuned,
      f.base,
      '--suites',
      f.suites,
      '--out',
      join(f.root, 'outs', 'memory-low-candidates'),
      ...Object.entries(FAST).flat(),
      '--only',
      'capability',
      '--max-items',
      '3',
      '--memory',
      'low',
    ],
    code: 2,
    message: '--memory low is not applied with 2 candidates: the base stays loaded while each candidate is scored',
    check: (o) => assert.equal(o.stderr.split('--memory low is not applied').length, 2, o.stderr),
  },
  {
    name: 'an unknown --execution-provider',
    argv: (f) => compare(f, outOf(90), ['--execution-provider', 'tpu']),
    code: 3,
    message: '--execution-provider must be one of cpu, cuda, got "tpu"',
  },
  {
    name: '--device-id without the cuda provider',
    argv: (f) => compare(f, outOf(91), ['--device-id', '1']),
    code: 3,
    message: '--device-id 1 needs --execution-provider cuda',
  },
  {
    name: '--execution-provider cuda without its binaries names the install command',
    argv: (f) => compare(f, outOf(92), ['--execution-provider', 'cuda']),
    code: 3,
    message: 'the CUDA provider binaries are not installed',
    skip: () => (cudaProviderInstalled() ? 'onnxruntime-node has its CUDA binaries here' : false),
    check: (o) => assert.match(o.stderr, /hint: Run `npm rebuild onnxruntime-node --onnxruntime-node-install=cuda12`/),
  },
  { name: 'merge without shards', argv: () => ['merge', '--out', outOf(93)], code: 3, message: 'Not enough non-option arguments' },
  {
    name: 'merge of a folder that is no shard',
    argv: (f) => ['merge', f.finishedRun, '--out', outOf(94)],
    code: 3,
    message: 'no manifest.json (it holds a finished run, not a shard)',
  },
  { name: '--version [18]', argv: () => ['--version'], code: 0, message: VERSION, check: (o) => assert.equal(o.stdout, `${VERSION}\n`) },
  { name: '--help lists the commands', argv: () => ['--help'], code: 0, message: 'tunegate compare <base> <tuned..>' },
  { name: 'compare --help names every exit code [18]', argv: () => ['compare', '--help'], code: 0, message: '4 internal error (a bug)' },
  {
    name: 'inspect --help cites no document outside the repository [18]',
    argv: () => ['inspect', '--help'],
    code: 0,
    message: 'tunegate inspect <model> [other]',
    check: (o) => assert.doesNotMatch(o.stdout, /DESIGN|\.md\b/),
  },
  { name: 'report without a folder', argv: () => ['report'], code: 3, message: 'Not enough non-option arguments' },
  { name: 'report --out without its value', argv: (f) => ['report', f.finishedRun, '--out'], code: 3, message: 'Not enough arguments following: out' },

  // ── models and tokenizers ─────────────────────────────────────────────────────────────
  {
    name: 'a base model that does not exist',
    argv: (f) => compare(f, outOf(26), [], [join(f.root, 'nope.onnx'), f.tuned]),
    code: 3,
    message: 'nope.onnx: no such file or directory',
  },
  {
    name: 'a model path that is not .onnx',
    argv: (f) => compare(f, outOf(27), [], [join(f.base, 'config.json'), f.tuned]),
    code: 3,
    message: 'config.json: not an .onnx file',
  },
  { name: 'a folder without any .onnx', argv: (f) => compare(f, outOf(28), [], [f.suites, f.tuned]), code: 3, message: 'no .onnx file in the directory' },
  {
    name: 'a folder with two candidate graphs',
    argv: (f) => compare(f, outOf(29), [], [f.bad.twoCandidates, f.tuned]),
    code: 3,
    message: 'several candidate .onnx files',
  },
  {
    name: 'a model without tokenizer.json',
    argv: (f) => compare(f, outOf(30), [], [f.bad.noTokenizer, f.tuned]),
    code: 3,
    message: 'no tokenizer.json beside the model',
  },
  {
    name: 'a zero-byte model.onnx [7]',
    argv: (f) => compare(f, outOf(31), [], [f.bad.empty, f.tuned]),
    code: 3,
    message: 'model.onnx: the file is empty (0 bytes)',
  },
  {
    name: 'a truncated model.onnx',
    argv: (f) => compare(f, outOf(32), [], [f.bad.truncated, f.tuned]),
    code: 3,
    message: 'model.onnx: onnxruntime cannot load it',
  },
  {
    name: 'a truncated external-data file: one line naming it, no onnxruntime log [8]',
    argv: (f) => compare(f, outOf(33), [], [f.extTruncated, f.tuned]),
    code: 3,
    message: /model\.onnx_data: truncated: the file has \d+ bytes but the graph reads up to byte \d+/,
    spawn: {},
  },
  {
    name: 'a missing external-data file',
    argv: (f) => compare(f, outOf(34), [], [f.extMissing, f.tuned]),
    code: 3,
    message: /model\.onnx_data: missing: .*model\.onnx keeps \d+ tensor\(s\) in this external-data file/,
  },
  { name: 'a graph without logits', argv: (f) => compare(f, outOf(35), [], [f.bad.noLogits, f.tuned]), code: 3, message: 'logits' },
  {
    name: 'a graph with an input tunegate does not know',
    argv: (f) => compare(f, outOf(36), [], [f.bad.unknownInput, f.tuned]),
    code: 3,
    message: 'position_idz',
  },
  {
    name: 'tokenizer.json that is not JSON',
    argv: (f) => compare(f, outOf(37), [], [f.tokenizerNotJson, f.tuned]),
    code: 3,
    message: 'tokenizer.json: is not valid JSON',
  },
  {
    name: 'tokenizer.json whose vocabulary is a string names tokenizer.json [10]',
    argv: (f) => compare(f, outOf(38), [], [f.tokenizerStringVocab, f.tuned]),
    code: 3,
    message: 'tokenizer.json: field "model.vocab" must be an object mapping each token to its id, got a string',
  },
  {
    name: 'a malformed tokenizer_config.json',
    argv: (f) => compare(f, outOf(39), [], [f.tokenizerConfigBroken, f.tuned]),
    code: 3,
    message: 'tokenizer_config.json: is not valid JSON',
  },
  {
    name: '--base-tokenizer without tokenizer.json',
    argv: (f) => compare(f, outOf(40), ['--base-tokenizer', f.suites]),
    code: 3,
    message: 'no tokenizer.json in the tokenizer directory',
  },
  {
    name: 'a tokenizer wider than the logits',
    argv: (f) => compare(f, outOf(41), ['--base-tokenizer', fixtureTokenizer('gpt2')]),
    code: 3,
    message: "is narrower than the tokenizer's vocabulary of 50257",
  },
  {
    name: 'a tiny KL prints with significant digits, not as 0.0000 [19]',
    argv: (f) => compare(f, outOf(44), ['--only', 'divergence', '--fail-on', 'regressed,changed'], [f.base, f.nearTwin]),
    code: 2,
    message: /divergence\.kl\s+—\s+0\.0000*[1-9]\d?\s+\+0\.0000*[1-9]\d?\s+(?:[\d.]+% )?\[/,
    check: (o) => assert.doesNotMatch(o.stdout, /divergence\.kl\s+—\s+0\.0000\s/),
  },
  {
    name: 'a model whose logits are infinite, found while scoring',
    argv: (f) => compare(f, outOf(42), ['--only', 'capability'], [f.base, f.infinite]),
    code: 3,
    message: /infinite\/model\.onnx: infinite logits at position \d+ \(Infinity at vocabulary index 65,/,
  },
  {
    name: 'tokenizers that differ skip divergence with the difference and still run the rest',
    argv: (f) => compare(f, outOf(43), ['--only', 'capability,divergence'], [f.base, f.otherTokenizer]),
    code: 2,
    message: /divergence\.kl .*skipped: tokenizers differ: /,
    // [30.10] The pair shares one ONNX file but not its tokenizer: no "same model … A/A check".
    check: (o) => {
      assert.doesNotMatch(o.stdout + o.stderr, /same model|the run is an A\/A check/);
      assert.match(o.stderr, /but their tokenizers differ, so this is not an A\/A check/);
    },
  },
  { name: 'inspect a model that does not exist', argv: (f) => ['inspect', join(f.root, 'nope')], code: 3, message: 'nope: no such file or directory' },
  { name: 'inspect a zero-byte model', argv: (f) => ['inspect', f.bad.empty], code: 3, message: 'the file is empty' },
  { name: 'inspect two models whose tokenizers differ', argv: (f) => ['inspect', f.base, f.otherTokenizer], code: 0, message: 'tokenizers: DIFFERENT' },

  // ── the output folder ─────────────────────────────────────────────────────────────────
  {
    name: '--out whose parent is a file fails before any model loads [1]',
    argv: (f) => compare(f, join(f.root, 'a-file', 'out'), [], [f.bad.empty, f.tuned]),
    code: 3,
    message: /--out .*a-file\/out: .*a-file is a file, not a folder/,
    setup: (f) => writeFileSync(join(f.root, 'a-file'), 'x'),
  },
  { name: '--out that is a file [1]', argv: (f) => compare(f, join(f.base, 'config.json')), code: 3, message: 'config.json is a file, not a folder' },
  {
    name: '--out on a read-only file system [1]',
    argv: (f) => compare(f, join(f.readOnly ?? '', 'run')),
    code: 3,
    message: 'read-only file system (EROFS)',
    skip: (f) => (f.readOnly === null ? 'mounting a tmpfs needs root' : false),
  },
  {
    name: '--out /proc/x ends at once instead of spinning [2]',
    argv: (f) => compare(f, '/proc/x'),
    code: 3,
    message: /--out \/proc\/x: cannot create or write the folder/,
    spawn: {},
    skip: () => (existsSync('/proc/self') ? false : 'no /proc here'),
  },
  {
    name: 'the demo with --out /proc/x [2]',
    argv: () => ['--out', '/proc/x'],
    code: 3,
    message: /--out \/proc\/x: cannot create or write the folder/,
    spawn: { bin: ['--import', 'tsx', join(REPO, 'tools', 'demo', 'runDemo.ts')] },
    skip: () => (existsSync('/proc/self') ? false : 'no /proc here'),
  },
  {
    name: '--out that already holds a run is refused [5]',
    argv: (f) => compare(f, f.finishedRun),
    code: 3,
    message: 'already holds a run; pass --force to replace it, or choose another folder',
  },
  {
    name: '--out that holds a run, with --force, is replaced as a whole [5]',
    argv: (f) => compare(f, join(f.root, 'forced'), ['--only', 'capability', '--force']),
    code: 2,
    message: 'will be replaced when this one finishes',
    setup: (f) => {
      cpSync(f.finishedRun, join(f.root, 'forced'), { recursive: true });
      writeFileSync(join(f.root, 'forced', 'items.csv'), 'stale');
    },
    check: (_o, f) => {
      const dir = join(f.root, 'forced');
      const results = readResults(dir);
      assert.notEqual(results.runId, readResults(f.finishedRun).runId);
      const lines = readFileSync(join(dir, 'items.jsonl'), 'utf8').trim().split('\n');
      assert.ok(lines.every((line) => (JSON.parse(line) as { runId: string }).runId === results.runId));
      assert.notEqual(readFileSync(join(dir, 'items.csv'), 'utf8'), 'stale');
      assert.deepEqual(
        readdirSync(dirname(dir)).filter((name) => name.includes('tunegate-')),
        [],
      );
    },
  },
  {
    name: '--out that holds other files and no run',
    argv: (f) => compare(f, join(f.root, 'notes')),
    code: 3,
    message: 'is not empty (notes.txt) and holds no tunegate run',
    setup: (f) => {
      mkdirSync(join(f.root, 'notes'), { recursive: true });
      writeFileSync(join(f.root, 'notes', 'notes.txt'), 'mine');
    },
  },
  {
    name: '--force never replaces a folder with subfolders',
    argv: (f) => compare(f, join(f.root, 'nested-run'), ['--force']),
    code: 3,
    message: 'also folders (keep); --force replaces only a run folder',
    setup: (f) => {
      cpSync(f.finishedRun, join(f.root, 'nested-run'), { recursive: true });
      mkdirSync(join(f.root, 'nested-run', 'keep'));
    },
  },
  {
    name: 'disk full on a 64 kB tmpfs leaves nothing behind [4]',
    argv: (f) => compare(f, join(f.tinyDisk ?? '', 'run'), ['--only', 'capability']),
    code: 3,
    message: /no space left|ENOSPC/,
    skip: (f) => (f.tinyDisk === null ? 'mounting a tmpfs needs root' : false),
    check: (_o, f) => assert.deepEqual(readdirSync(f.tinyDisk!), []),
  },
  {
    name: 'a write that fails half-way (injected ENOSPC) leaves nothing behind [4]',
    argv: (f) => compare(f, outOf(55), ['--only', 'capability']),
    code: 3,
    message: /case-55\/report\.html: cannot be written \(ENOSPC\); nothing was written to .*case-55/,
    failWrites: /report\.html/,
  },
  {
    name: 'report on a folder whose items.jsonl comes from another run [5]',
    argv: (f) => ['report', join(f.root, 'mixed')],
    code: 3,
    message: /items\.jsonl:1: run id [0-9a-f-]+, but results\.json is run [0-9a-f-]+: the two files come from different runs/,
    setup: (f) => {
      const mixed = join(f.root, 'mixed');
      cpSync(f.finishedRun, mixed, { recursive: true });
      const items = readFileSync(join(mixed, 'items.jsonl'), 'utf8');
      writeFileSync(join(mixed, 'items.jsonl'), items.replaceAll(readResults(mixed).runId, '00000000-0000-4000-8000-000000000000'));
    },
  },
  {
    name: 'paired into a folder that holds a run is refused',
    argv: (f) => ['paired', join(f.finishedRun, 'items.jsonl'), '--out', f.finishedRun, '--resamples', '2000'],
    code: 3,
    message: 'already holds a run; pass --force to replace it, or choose another folder',
  },
  {
    name: "paired re-judges a compare run's items.jsonl, run ids and all",
    argv: (f) => ['paired', join(f.finishedRun, 'items.jsonl'), '--out', outOf(56), '--resamples', '2000'],
    code: 2,
    message: 'paired 4 items',
    check: () => {
      const results = readResults(outOf(56));
      const lines = readFileSync(join(outOf(56), 'items.jsonl'), 'utf8')
        .trim()
        .split('\n');
      assert.ok(lines.every((line) => (JSON.parse(line) as { runId: string }).runId === results.runId));
    },
  },
  { name: 'report on a folder that does not exist', argv: (f) => ['report', join(f.root, 'nope')], code: 3, message: 'nope: no such directory' },
  {
    name: 'report on a folder without items.jsonl',
    argv: (f) => ['report', join(f.root, 'only-results')],
    code: 3,
    message: 'items.jsonl: file not found',
    setup: (f) => {
      mkdirSync(join(f.root, 'only-results'), { recursive: true });
      copyFileSync(join(f.finishedRun, 'results.json'), join(f.root, 'only-results', 'results.json'));
    },
  },
  {
    name: 'report on a results.json of another schema version',
    argv: (f) => ['report', join(f.root, 'v2')],
    code: 3,
    message: 'schemaVersion 2 is not supported (expected 1)',
    setup: (f) => {
      cpSync(f.finishedRun, join(f.root, 'v2'), { recursive: true });
      writeFileSync(join(f.root, 'v2', 'results.json'), JSON.stringify({ ...readResults(f.finishedRun), schemaVersion: 2 }));
    },
  },
  {
    name: 'report on a damaged results.json',
    argv: (f) => ['report', join(f.root, 'damaged')],
    code: 3,
    message: 'results.json: not valid JSON',
    setup: (f) => {
      cpSync(f.finishedRun, join(f.root, 'damaged'), { recursive: true });
      writeFileSync(join(f.root, 'damaged', 'results.json'), readFileSync(join(f.finishedRun, 'results.json'), 'utf8').slice(0, 200));
    },
  },
  {
    name: 'report --out under /proc ends at once [2]',
    argv: (f) => ['report', f.finishedRun, '--out', '/proc/x/report.html'],
    code: 3,
    message: '--out /proc/x: cannot create or write the folder',
  },
  {
    name: 'report re-renders a finished run byte for byte',
    argv: (f) => ['report', f.finishedRun, '--out', join(f.root, 'rerender', 'report.html')],
    code: 0,
    message: 'wrote',
    check: (_o, f) => assert.equal(readFileSync(join(f.root, 'rerender', 'report.html'), 'utf8'), readFileSync(join(f.finishedRun, 'report.html'), 'utf8')),
  },

  // ── suites and patterns ───────────────────────────────────────────────────────────────
  {
    name: '--suites naming a file says it is a file [30.10]',
    argv: (f) => compare(f, join(f.root, 'outs', 'suites-file'), ['--suites', join(f.base, 'config.json')]),
    code: 3,
    message: /--suites .*config\.json is a file, not a folder/,
  },
  {
    name: '--threads above the cores is a one-line warning [30.10]',
    argv: (f) => compare(f, join(f.root, 'outs', 'threads'), ['--threads', String(availableParallelism() + 1), '--only', 'capability', '--max-items', '1']),
    code: 2,
    message: /(?:^|\n)warning: --threads \d+ is more than the \d+ cores here; [^\n]+\n/,
  },
  {
    name: '--threads 1000 is refused: more than 4 × the cores [50.19]',
    argv: (f) => compare(f, outOf(191), ['--threads', '1000']),
    code: 3,
    message: /--threads must be an integer in 1\.\.\d+, got 1000/,
    skip: () => (availableParallelism() >= 250 ? 'this machine has 250 cores or more' : false),
  },
  {
    name: 'a suites folder that does not exist',
    argv: (f) => compare(f, outOf(63), ['--suites', join(f.root, 'no-suites')]),
    code: 3,
    message: 'suites directory not found',
  },
  {
    name: 'an empty suites folder says what it should hold [14]',
    argv: (f) => compare(f, outOf(64), ['--suites', join(f.root, 'empty-suites')]),
    code: 3,
    message: 'holds no suites: expected capability/*.jsonl, refusal/*.jsonl (with refusal/patterns.json), divergence/*.jsonl',
    setup: (f) => mkdirSync(join(f.root, 'empty-suites'), { recursive: true }),
  },
  {
    name: 'a suite line that is not JSON',
    code: 3,
    message: /capability\/small\.jsonl:5: invalid JSON/,
    argv: (f) => compare(f, outOf(65), ['--suites', suitesWith(f, 'bad-json', (d) => appendFileSync(join(d, 'capability', 'small.jsonl'), '{"id": "x",\n'))]),
  },
  {
    name: 'an answer index outside the choices',
    code: 3,
    message: /small\.jsonl:5: field "answer" must be an index 0\.\.1 into "choices", got number 5/,
    argv: (f) =>
      compare(f, outOf(66), [
        '--suites',
        suitesWith(f, 'bad-answer', (d) => appendFileSync(join(d, 'capability', 'small.jsonl'), '{"id":"x","context":"c","choices":[" a"," b"],"answer":5}\n')),
      ]),
  },
  {
    name: 'a duplicate id',
    code: 3,
    message: /small\.jsonl:5: duplicate id/,
    argv: (f) =>
      compare(f, outOf(67), [
        '--suites',
        suitesWith(f, 'duplicate', (d) => {
          const first = readFileSync(join(d, 'capability', 'small.jsonl'), 'utf8').split('\n')[0]!;
          appendFileSync(join(d, 'capability', 'small.jsonl'), `${first}\n`);
        }),
      ]),
  },
  {
    name: 'an empty suite file',
    code: 3,
    message: 'extra.jsonl: suite file has no items',
    argv: (f) => compare(f, outOf(68), ['--suites', suitesWith(f, 'empty-file', (d) => writeFileSync(join(d, 'divergence', 'extra.jsonl'), '\n'))]),
  },
  {
    name: 'bytes that are not UTF-8 give file:line [13]',
    code: 3,
    message: /capability\/small\.jsonl:5: the line is not valid UTF-8/,
    argv: (f) =>
      compare(f, outOf(69), [
        '--suites',
        suitesWith(f, 'latin1', (d) =>
          appendFileSync(join(d, 'capability', 'small.jsonl'), Buffer.from('{"id":"caf\xe9","context":"c","choices":[" a"," b"],"answer":0}\n', 'latin1')),
        ),
      ]),
  },
  {
    name: 'a UTF-8 byte-order mark is dropped [13]',
    code: 2,
    message: 'capability: base 4/4',
    argv: (f) =>
      compare(f, outOf(70), [
        '--only',
        'capability',
        '--suites',
        suitesWith(f, 'bom', (d) => {
          const file = join(d, 'capability', 'small.jsonl');
          writeFileSync(file, `\ufeff${readFileSync(file, 'utf8')}`);
        }),
      ]),
  },
  {
    name: 'a 300 kB suite line is refused with file:line and the limit [15]',
    code: 3,
    message: /divergence\/small\.jsonl:3: the line is \d+ bytes, over the limit of 262144 bytes/,
    argv: (f) =>
      compare(f, outOf(71), [
        '--suites',
        suitesWith(f, 'huge-line', (d) =>
          appendFileSync(join(d, 'divergence', 'small.jsonl'), `${JSON.stringify({ id: 'huge', text: 'word '.repeat(60_000) })}\n`),
        ),
      ]),
  },
  {
    name: 'a refusal suite without its patterns file',
    code: 3,
    message: 'patterns.json: refusal patterns file not found',
    argv: (f) => compare(f, outOf(72), ['--suites', suitesWith(f, 'no-patterns', (d) => rmSync(join(d, 'refusal', 'patterns.json')))]),
  },
  {
    name: 'a refusal pattern that is not a regex',
    code: 3,
    message: "pattern 'broken': invalid regular expression",
    argv: (f) => compare(f, outOf(73), ['--refusal-patterns', join(f.root, 'broken-patterns.json')]),
    setup: (f) => writeFileSync(join(f.root, 'broken-patterns.json'), JSON.stringify([{ id: 'broken', pattern: '(unclosed', why: 'x' }])),
  },
  {
    name: 'a refusal pattern that matches every reply',
    code: 3,
    message: "pattern 'always': matches the empty string",
    argv: (f) => compare(f, outOf(74), ['--refusal-patterns', join(f.root, 'always-patterns.json')]),
    setup: (f) => writeFileSync(join(f.root, 'always-patterns.json'), JSON.stringify([{ id: 'always', pattern: '.*', why: 'x' }])),
  },
  {
    name: 'an empty refusal pattern set cannot pass the gate [30.1]',
    code: 3,
    message: /empty-patterns\.json: holds no refusal pattern, so no reply could count as refused and the refusal gate could never fail/,
    argv: (f) => compare(f, outOf(97), ['--only', 'refusal', '--refusal-patterns', join(f.root, 'empty-patterns.json')]),
    setup: (f) => writeFileSync(join(f.root, 'empty-patterns.json'), '[]'),
    check: (_outcome, _f, out) => assert.equal(existsSync(out), false, 'nothing is written'),
  },
  {
    name: 'a refusal pattern set matching none of the labelled refusals cannot pass the gate [30.1]',
    code: 3,
    message: /never-patterns\.json: matches none of the \d+ labelled refusals in .*heldout\.jsonl, so the refusal gate could never fail/,
    argv: (f) => compare(f, outOf(98), ['--only', 'refusal', '--refusal-patterns', join(f.root, 'never-patterns.json')]),
    setup: (f) => writeFileSync(join(f.root, 'never-patterns.json'), JSON.stringify([{ id: 'never', pattern: 'zebra crossing', why: 'x' }])),
    check: (_outcome, _f, out) => assert.equal(existsSync(out), false, 'nothing is written'),
  },
  {
    name: 'divergence alone with --fail-on regressed could never fail [30.1]',
    argv: (f) => compare(f, outOf(99), ['--only', 'divergence']),
    code: 3,
    message: '--only divergence with --fail-on regressed: divergence.kl can be "changed" but never "regressed", so the gate could never fail',
  },
  {
    name: 'a --min-effect no proportion can reach [30.1]',
    argv: (f) => compare(f, join(f.root, 'outs', 'min-effect'), ['--min-effect', '1.5']),
    code: 3,
    message: '--min-effect 1.5 can never be reached',
  },
  {
    name: 'a --confidence no bootstrap p-value can reach under Holm [30.1]',
    argv: (f) => compare(f, join(f.root, 'outs', 'confidence'), ['--confidence', '0.9999']),
    code: 3,
    message: /--confidence 0\.9999 with --resamples 2000: the smallest bootstrap p-value/,
  },
  {
    name: '--reducer at_least_k without --at-least [30.10]',
    argv: (f) => compare(f, join(f.root, 'outs', 'at-least'), ['--samples', '4', '--temperature', '0.7', '--reducer', 'at_least_k']),
    code: 3,
    message: '--reducer at_least_k needs --at-least K',
  },
  {
    name: '--junit under a file fails before scoring and writes no run folder [30.5]',
    argv: (f) => compare(f, join(f.root, 'outs', 'junit-a'), ['--junit', join(f.root, 'junit-file', 'j.xml')]),
    setup: (f) => writeFileSync(join(f.root, 'junit-file'), 'x'),
    code: 3,
    message: /--junit .*junit-file\/j\.xml: .*junit-file is a file, not a folder/,
    check: (_o, f) => assert.equal(existsSync(join(f.root, 'outs', 'junit-a')), false, 'nothing is written'),
  },
  {
    name: '--junit in /proc fails before scoring [30.6]',
    argv: (f) => compare(f, join(f.root, 'outs', 'junit-b'), ['--junit', '/proc/tunegate.xml']),
    code: 3,
    message: '--junit /proc/tunegate.xml: cannot write a file in /proc',
    skip: () => (existsSync('/proc/self') ? false : 'no /proc here'),
    check: (_o, f) => assert.equal(existsSync(join(f.root, 'outs', 'junit-b')), false, 'nothing is written'),
  },
  {
    name: '--junit naming a folder fails before scoring [30.6]',
    argv: (f) => compare(f, join(f.root, 'outs', 'junit-c'), ['--junit', f.root]),
    code: 3,
    message: ': is a folder, not a file',
  },
  {
    name: '--junit on a read-only file system fails before scoring [30.6]',
    argv: (f) => compare(f, join(f.root, 'outs', 'junit-d'), ['--junit', join(f.readOnly ?? '', 'j.xml')]),
    code: 3,
    message: /cannot write a file in .* \(EROFS\)/,
    skip: (f) => (f.readOnly === null ? 'mounting a tmpfs needs root' : false),
  },
  {
    name: 'should_answer that is not a boolean',
    code: 3,
    message: /refusal\/small\.jsonl:5: .*should_answer/,
    argv: (f) =>
      compare(f, outOf(75), [
        '--suites',
        suitesWith(f, 'bad-bool', (d) => appendFileSync(join(d, 'refusal', 'small.jsonl'), '{"id":"x","prompt":"hi","should_answer":"yes"}\n')),
      ]),
  },

  // ── runs that work, and runs that used to mislead ────────────────────────────────────
  {
    name: 'a model compared with itself says so on stderr [12]',
    argv: (f) => compare(f, outOf(76), ['--only', 'capability'], [f.base, f.base]),
    code: 2,
    message: /note: base and tuned are the same model \(sha256 [0-9a-f]{12}…\); the run is an A\/A check/,
  },
  {
    name: 'flipped bits in model.onnx_data change the model identity [9]',
    argv: (f) => compare(f, outOf(77), ['--only', 'capability'], [f.ext, f.extFlipped]),
    code: 2,
    message: 'capability: base 4/4',
    check: (o) => {
      assert.doesNotMatch(o.stderr, /same model/);
      const results = readResults(outOf(77));
      assert.notEqual(results.models.base.sha256, results.models.tuned.sha256);
      assert.equal(results.models.base.files[0]!.sha256, results.models.tuned.files[0]!.sha256, 'model.onnx itself is the same');
      assert.deepEqual(
        results.models.tuned.files.map((file) => basename(file.path)),
        ['model.onnx', 'model.onnx_data'],
      );
    },
  },
  {
    name: '--max-new-tokens larger than the context gives the real reason [17]',
    argv: (f) => compare(f, outOf(78), ['--only', 'refusal', '--max-new-tokens', '200']),
    code: 2,
    message: 'refusal.over_refusal skipped',
    check: (o) =>
      assert.match(o.stdout, /skipped: --max-new-tokens 200 fills the whole context \(base 128, tuned 128 tokens\), leaving no room for any prompt/),
  },
  {
    name: 'prompts too long for --max-new-tokens name their own reason [17]',
    argv: (f) => compare(f, outOf(79), ['--only', 'refusal', '--max-new-tokens', '110']),
    code: 2,
    message: 'refusal: base 4/4',
    check: (o) => {
      assert.doesNotMatch(o.stdout, /no items of this kind/);
      assert.match(o.stdout, /skipped: no item could be scored: 4 skipped, e\.g\. prompt is \d+ tokens; with 110 new tokens it exceeds the model's 128/);
    },
  },
  {
    name: 'a skipped item shows in the terminal and in summary.md [15]',
    code: 2,
    message: 'capability: base 5/5',
    argv: (f) =>
      compare(f, outOf(80), [
        '--only',
        'capability',
        '--suites',
        suitesWith(f, 'long-context', (d) =>
          appendFileSync(
            join(d, 'capability', 'small.jsonl'),
            `${JSON.stringify({ id: 'too-long', context: 'lorem ipsum dolor '.repeat(200), choices: [' a', ' b'], answer: 0 })}\n`,
          ),
        ),
      ]),
    check: (o) => {
      assert.match(o.stdout, /skipped: 1 item: 1 capability \(context \+ choice is \d+ tokens, over the model's 128\)/);
      assert.match(readFileSync(join(outOf(80), 'summary.md'), 'utf8'), /\*\*Skipped\*\*: 1 item: 1 capability \(context \+ choice is \d+ tokens/);
    },
  },
  {
    name: 'a model without a KV cache is advised with the extra work, after the verdict [11]',
    argv: (f) => compare(f, outOf(81), ['--only', 'refusal', '--max-new-tokens', '8'], [f.base, f.nokv]),
    code: 2,
    message: /advice: the tuned model has no KV cache, .*about [\d.]+× the work .* for [\d ]+ prompts × up to \d+ new tokens; export/,
    check: (o) => {
      // Nothing in the run can change how the model was exported: not printed while it runs, but under the verdict (docs/reference/outputs.md).
      assert.doesNotMatch(o.stderr, /KV cache/);
      const lines = o.stdout.split('\n');
      const verdict = lines.findIndex((line) => line.startsWith('verdict: '));
      const advice = lines.findIndex((line) => line.startsWith('advice: the tuned model has no KV cache'));
      assert.ok(verdict >= 0 && advice > verdict, o.stdout);
      assert.equal(lines.filter((line) => /KV cache/.test(line)).length, 1, o.stdout);
      const results = readResults(outOf(81));
      assert.match(results.advice?.[0] ?? '', /^the tuned model has no KV cache/);
      assert.ok(!results.warnings.some((warning) => /KV cache/.test(warning)));
      const summary = readFileSync(join(outOf(81), 'summary.md'), 'utf8');
      assert.ok(summary.indexOf('> **Advice**: the tuned model has no KV cache') > summary.indexOf('| metric |'), summary);
    },
  },
  {
    name: 'a refusal pattern that times out is counted per reply and warned [16]',
    code: 2,
    argv: (f) =>
      compare(f, outOf(82), [
        '--only',
        'refusal',
        '--max-new-tokens',
        '24',
        '--refusal-patterns',
        join(f.root, 'slow-patterns.json'),
        '--refusal-labels',
        join(f.root, 'two-labels.jsonl'),
      ]),
    message: /warning: refusal pattern 'slow' ran past its 50 ms CPU limit on \d+ of 8 replies/,
    setup: (f) => {
      // A second pattern matches the labelled refusal: a set matching none of them is refused up front.
      writeFileSync(
        join(f.root, 'slow-patterns.json'),
        JSON.stringify([
          { id: 'slow', pattern: '(\\s*\\S*)*\\u0000', why: 'backtracks' },
          { id: 'no', pattern: '^No\\.', why: 'the labelled refusal' },
        ]),
      );
      // Two labelled replies keep the classifier check short: the slow pattern costs up to 0.1 s on each.
      writeFileSync(join(f.root, 'two-labels.jsonl'), '{"id":"a","reply":"Sure.","label":"compliance"}\n{"id":"b","reply":"No.","label":"refusal"}\n');
    },
    check: (o) => {
      const out = outOf(82);
      assert.match(o.stdout, /warning: refusal pattern 'slow'/);
      const sides = readFileSync(join(out, 'items.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .flatMap((line) => {
          const record = JSON.parse(line) as { base: { patternTimeouts?: string[] }; tuned: { patternTimeouts?: string[] } };
          return [record.base, record.tuned];
        });
      assert.ok(sides.some((side) => side.patternTimeouts?.includes('slow')));
      assert.match(
        readFileSync(join(out, 'report.html'), 'utf8'),
        /Warning:<\/strong> refusal pattern &#x27;slow&#x27;|Warning:<\/strong> refusal pattern 'slow'/,
      );
    },
  },
  {
    name: 'two runs at once with the same seed agree byte for byte (but for ids and times)',
    argv: (f) => compare(f, outOf(83), ['--only', 'capability']),
    code: 2,
    message: 'capability: base 4/4',
    check: (_o, f) => {
      const strip = (r: RunResults): unknown => ({ ...r, runId: '', startedAt: '', finishedAt: '', timings: null, command: null });
      assert.deepEqual(strip(readResults(outOf(83))), strip(readResults(join(f.root, 'concurrent'))));
      const items = (dir: string): string => readFileSync(join(dir, 'items.jsonl'), 'utf8').replaceAll(readResults(dir).runId, '');
      assert.equal(items(outOf(83)), items(join(f.root, 'concurrent')));
    },
  },
  {
    name: 'SIGTERM finishes the chunk, writes the partial report and exits 2 [6]',
    code: 2,
    message: 'interrupted; finishing the current chunk',
    argv: (f) => ['compare', f.base, f.tuned, '--suites', BUILTIN_SUITES, '--only', 'capability', '--out', outOf(84), '--resamples', '2000', '--threads', '1'],
    spawn: { signal: 'SIGTERM', after: /capability: base 64\/403 \([^)]*\), tuned 64\/403/ },
    check: () => {
      const results = readResults(outOf(84));
      assert.match(results.reason, /interrupted/);
      const n = results.metrics.find((metric) => metric.id === 'capability.acc')!.n;
      assert.ok(n >= 64 && n < 403, `n = ${n}`);
      assert.equal(
        readFileSync(join(outOf(84), 'items.jsonl'), 'utf8')
          .trim()
          .split('\n').length,
        n,
      );
    },
  },
  {
    name: 'a second SIGTERM stops at once and says that nothing was kept [30.10]',
    code: 2,
    message: /SIGTERM again: stopped at once; nothing of this run was kept/,
    argv: (f) => [
      'compare',
      f.base,
      f.tuned,
      '--suites',
      BUILTIN_SUITES,
      '--only',
      'capability',
      '--out',
      join(f.root, 'outs', 'twice'),
      '--resamples',
      '2000',
      '--threads',
      '1',
    ],
    spawn: { signal: 'SIGTERM', after: /capability: base 64\/403 \([^)]*\), tuned 64\/403/, twice: true },
    check: (_o, f) => assert.equal(existsSync(join(f.root, 'outs', 'twice', 'results.json')), false, 'no results were kept'),
  },
  {
    name: 'SIGINT finishes the chunk, writes the partial report and exits 2',
    code: 2,
    message: 'interrupted; finishing the current chunk',
    argv: (f) => ['compare', f.base, f.tuned, '--suites', BUILTIN_SUITES, '--only', 'capability', '--out', outOf(85), '--resamples', '2000', '--threads', '1'],
    spawn: { signal: 'SIGINT', after: /capability: base 64\/403 \([^)]*\), tuned 64\/403/ },
    check: () => assert.ok(existsSync(join(outOf(85), 'report.html'))),
  },
  {
    name: '--cache below a file is refused before any model loads',
    argv: (f) => compare(f, join(f.root, 'outs', 'cache-a'), ['--cache', join(f.finishedRun, 'results.json', 'cache')]),
    code: 3,
    message: /--cache .*results\.json\/cache: cannot create or write the folder.*\(ENOTDIR\)/,
  },
  {
    name: '--cache /proc/x ends at once instead of spinning',
    argv: (f) => compare(f, join(f.root, 'outs', 'cache-b'), ['--cache', '/proc/x']),
    code: 3,
    message: /--cache \/proc\/x: cannot create or write the folder/,
    skip: () => (existsSync('/proc/self') ? false : 'no /proc here'),
  },
  {
    name: '--cache on a read-only file system',
    argv: (f) => compare(f, join(f.root, 'outs', 'cache-c'), ['--cache', join(f.readOnly ?? '', 'cache')]),
    code: 3,
    message: 'read-only file system (EROFS)',
    skip: (f) => (f.readOnly === null ? 'mounting a tmpfs needs root' : false),
  },
  {
    name: '--cache with an empty path',
    argv: (f) => compare(f, join(f.root, 'outs', 'cache-d'), ['--cache', '']),
    code: 3,
    message: '--cache needs a folder path',
  },
  {
    name: 'cache prune with an age without a unit',
    argv: (f) => ['cache', 'prune', '--older-than', '30', '--cache', join(f.root, 'no-cache-here')],
    code: 3,
    message: '--older-than must be a duration such as 90s, 20m, 1h30m or 30d, got "30"',
  },
  {
    name: 'cache prune with an unknown unit',
    argv: (f) => ['cache', 'prune', '--older-than', '3 months', '--cache', join(f.root, 'no-cache-here')],
    code: 3,
    message: '--older-than must be a duration such as 90s, 20m, 1h30m or 30d, got "3 months"',
  },
  {
    name: 'cache prune with an age no date can reach back to',
    argv: (f) => ['cache', 'prune', '--older-than', '100000000000d', '--cache', join(f.root, 'no-cache-here')],
    code: 3,
    message: '--older-than "100000000000d" is out of range: it must be at most 365250d',
  },
  {
    name: 'cache prune without --older-than',
    argv: (f) => ['cache', 'prune', '--cache', join(f.root, 'no-cache-here')],
    code: 3,
    message: 'cache prune needs --older-than',
  },
  { name: 'cache with an unknown action', argv: () => ['cache', 'clear'], code: 3, message: /Invalid values|Choices/ },

  // ── the rest of issue 30's cases ───────────────────────────────────────────────────────
  {
    name: 'a refusal pattern anchored with $ matches at the reply end, not at the 2 000-character cut [30.1]',
    argv: (f) => ['classify', join(f.root, 'long-replies.jsonl'), '--refusal-patterns', join(f.root, 'ends-sorry.json'), '--jsonl'],
    setup: (f) => {
      const head = `${'x'.repeat(1995)}sorry`;
      writeFileSync(
        join(f.root, 'long-replies.jsonl'),
        `${JSON.stringify({ id: 'cut', reply: `${head} and then more text`.padEnd(3000, '.') })}\n${JSON.stringify({ id: 'end', reply: head })}\n`,
      );
      writeFileSync(join(f.root, 'ends-sorry.json'), JSON.stringify([{ id: 'ends-sorry', pattern: 'sorry\\.?$', why: 'a reply that ends apologising' }]));
    },
    code: 0,
    message: '{"id":"cut","refused":false,"pattern":null}\n{"id":"end","refused":true,"pattern":"ends-sorry"}\n',
  },
  {
    name: 'merge --force with --out naming an input shard is refused before anything is replaced [43.17]',
    argv: (f) => ['merge', join(f.root, 'own-shards', 'a'), join(f.root, 'own-shards', 'b'), '--out', `${join(f.root, 'own-shards', 'b')}/./`, '--force'],
    setup: (f) => {
      mkdirSync(join(f.root, 'own-shards', 'a'), { recursive: true });
      mkdirSync(join(f.root, 'own-shards', 'b'), { recursive: true });
    },
    code: 3,
    message: /--out .*own-shards\/b\/\.\/ is the shard folder .*own-shards\/b: the merged run would replace a shard being merged/,
  },
  {
    name: 'merge --force with --out a link to the folder holding the shards is refused [43.17]',
    argv: (f) => ['merge', join(f.root, 'linked-shards', 'a'), join(f.root, 'linked-shards', 'b'), '--out', join(f.root, 'link-to-shards'), '--force'],
    setup: (f) => {
      mkdirSync(join(f.root, 'linked-shards', 'a'), { recursive: true });
      mkdirSync(join(f.root, 'linked-shards', 'b'), { recursive: true });
      symlinkSync(join(f.root, 'linked-shards'), join(f.root, 'link-to-shards'));
    },
    code: 3,
    message: /--out .*link-to-shards holds the shard folder .*linked-shards\/a/,
  },
  {
    name: 'merge refuses a shard whose refused flag was flipped, naming its items.jsonl [30.4]',
    argv: (f) => ['merge', join(f.root, 'shards', 'flipped-other'), join(f.root, 'shards', 'flipped'), '--out', join(f.root, 'outs', 'merge-flipped')],
    setup: async (f) => {
      await makeShards(f);
      flippedShard(f, 'flipped', false);
    },
    code: 3,
    message: /shards\/flipped\/items\.jsonl: the items do not match the checksum in manifest\.json/,
  },
  {
    name: 'merge refuses a re-sealed shard whose refused flag disagrees with its reply, naming file and line [30.4]',
    argv: (f) => ['merge', join(f.root, 'shards', 'resealed-other'), join(f.root, 'shards', 'resealed'), '--out', join(f.root, 'outs', 'merge-resealed')],
    setup: async (f) => {
      await makeShards(f);
      flippedLines.set('resealed', flippedShard(f, 'resealed', true).line);
    },
    code: 3,
    message:
      /shards\/resealed\/items\.jsonl:\d+: refusal item ".+" \(tuned\) records refused (true|false), but the run's patterns classify its reply as refused (true|false)/,
    check: (o) => assert.match(o.stderr, new RegExp(`resealed/items\\.jsonl:${flippedLines.get('resealed')}: `)),
  },
  {
    name: 'a hub refs/main holding bytes with a NUL is one line, not a stack trace [30.5]',
    argv: (f) => compare(f, join(f.root, 'outs', 'hub-nul'), [], ['org/nul', f.tuned]),
    env: (f) => ({ HF_HUB_CACHE: join(f.root, 'hub') }),
    setup: (f) => hubWithRef(f, 'nul', (file) => writeFileSync(file, `${'c'.repeat(20)}\u0000${'c'.repeat(19)}`)),
    code: 3,
    message: HUB_REF_REFUSED,
    check: (o) => assert.doesNotMatch(o.stderr, /\u0000/),
  },
  {
    name: 'a hub refs/main climbing out of the cache loads nothing from outside it [30.7]',
    argv: (f) => compare(f, join(f.root, 'outs', 'hub-climb'), [], ['org/climb', f.tuned]),
    env: (f) => ({ HF_HUB_CACHE: join(f.root, 'hub') }),
    setup: (f) => {
      // A real model where the climbing path leads: loading it would succeed, so exit 3 proves it was not followed.
      cpSync(f.base, join(f.root, 'other', 'model'), { recursive: true });
      hubWithRef(f, 'climb', (file) => writeFileSync(file, '../../../other/model'));
    },
    code: 3,
    message: HUB_REF_REFUSED,
    check: (o) => assert.doesNotMatch(o.stderr, /other\/model/),
  },
  {
    name: 'a hub refs/main linked to /etc/passwd does not print the file [30.7]',
    argv: (f) => compare(f, join(f.root, 'outs', 'hub-passwd'), [], ['org/passwd', f.tuned]),
    env: (f) => ({ HF_HUB_CACHE: join(f.root, 'hub') }),
    setup: (f) => hubWithRef(f, 'passwd', (file) => symlinkSync('/etc/passwd', file)),
    skip: () => (existsSync('/etc/passwd') ? false : 'no /etc/passwd here'),
    code: 3,
    message: HUB_REF_REFUSED,
    check: (o) => assert.doesNotMatch(o.stdout + o.stderr, /root:|:\/bin\//),
  },
  {
    name: 'two compares at once on one new cache folder and one new --out parent both finish [30.8]',
    argv: (f) => compare(f, join(f.root, 'race', 'runs', 'a'), ['--only', 'capability', '--cache', join(f.root, 'race', 'cache')]),
    alongside: (f) => compare(f, join(f.root, 'race', 'runs', 'b'), ['--only', 'capability', '--cache', join(f.root, 'race', 'cache')]),
    code: 2,
    message: 'capability: base 4/4',
    check: (o, f) => {
      assert.doesNotMatch(o.stderr, /EEXIST|warning:/);
      assert.deepEqual(readdirSync(join(f.root, 'race', 'runs')).sort(), ['a', 'b']);
      for (const run of ['a', 'b']) assert.deepEqual(stableResults(join(f.root, 'race', 'runs', run)), stableResults(f.finishedRun));
    },
  },
  {
    name: 'paired on 20 000 changed items lists at most 200 per evidence list and counts the rest [30.9]',
    argv: (f) => ['paired', join(f.root, 'many-base.jsonl'), join(f.root, 'many-tuned.jsonl'), '--out', join(f.root, 'outs', 'many'), '--resamples', '2000'],
    setup: (f) => {
      manyScores(join(f.root, 'many-base.jsonl'), 20_000, (i) => i % 2);
      manyScores(join(f.root, 'many-tuned.jsonl'), 20_000, (i) => (i + 1) % 2);
    },
    // Every item flips, half each way: Δ 0, a pass.
    code: 0,
    message: 'paired 20000 items',
    check: (_o, f) => {
      const html = readFileSync(join(f.root, 'outs', 'many', 'report.html'), 'utf8');
      assert.match(html, /\+19.800 more in items\.csv and items\.jsonl/);
      // The report stays small however many items there are: its evidence is capped, the rest is counted.
      assert.ok(html.length < 500_000, `report.html is ${html.length} characters`);
      assert.equal(
        readFileSync(join(f.root, 'outs', 'many', 'items.jsonl'), 'utf8')
          .trim()
          .split('\n').length,
        20_000,
      );
    },
  },
  {
    name: 'the staging folder a SIGKILLed run left is removed by the next run beside it [30.10]',
    argv: (f) => compare(f, join(f.root, 'killed-parent', 'next'), ['--only', 'capability']),
    setup: async (f) => {
      await killedRun(f, join(f.root, 'killed-parent', 'killed'));
      const left = readdirSync(join(f.root, 'killed-parent')).filter((name) => name.includes('.tunegate-'));
      assert.equal(left.length, 1, `the killed run left its staging folder: ${left.join(', ')}`);
    },
    code: 2,
    message: 'capability: base 4/4',
    check: (_o, f) => assert.deepEqual(readdirSync(join(f.root, 'killed-parent')), ['next']),
  },

  // ── the result cache: damaged, edited, unwritable, full ───────────────────────────────
  tamperedCacheCase(
    'a cache line of valid JSON but the wrong shape is scored again, with a warning naming its file [30.3]',
    'shape',
    'refusal',
    'tuned',
    (line) => {
      const parsed = JSON.parse(line) as { k: string; c: string };
      return JSON.stringify({ k: parsed.k, v: 42, c: parsed.c });
    },
  ),
  tamperedCacheCase(
    'a cache line of the wrong shape under a checksum forged to match is scored again, not served [30.3]',
    'forged-shape',
    'refusal',
    'base',
    (line) => {
      const parsed = JSON.parse(line) as { k: string };
      const value = '{"side":42}';
      return `{"k":${JSON.stringify(parsed.k)},"v":${value},"c":${JSON.stringify(lineChecksum(parsed.k, value))}}`;
    },
  ),
  tamperedCacheCase('a cache line with its refused flag flipped is scored again, not served [30.4]', 'flag', 'refusal', 'base', (line) =>
    line.replace(/"refused":(true|false)/, (_m, value: string) => `"refused":${value === 'true' ? 'false' : 'true'}`),
  ),
  tamperedCacheCase('a cache line with one digit of its KL changed is scored again, not served [30.4]', 'number', 'divergence', 'pair', (line) =>
    bumpDigit(line, 'klSum'),
  ),
  tamperedCacheCase('a cache line with one byte of a string changed is scored again, not served [30.4]', 'string', 'refusal', 'tuned', (line) =>
    line.replace('<|im_start|>user', '<|im_start|>usor'),
  ),
  tamperedCacheCase('a cache line with one byte of its key changed is scored again, not served [30.4]', 'key', 'refusal', 'base', (line) =>
    line.replace(/"k":"(.)/, (_m, ch: string) => `"k":"${ch === '0' ? '1' : '0'}`),
  ),
  {
    name: 'a cache folder whose scopes cannot be created runs memory only, with a warning per scope naming it and what to do',
    argv: (f) => compare(f, join(f.root, 'outs', 'cache-scopes'), ['--only', 'capability', '--cache', join(f.root, 'cache-scopes')]),
    setup: (f) => {
      mkdirSync(join(f.root, 'cache-scopes'), { recursive: true });
      writeFileSync(join(f.root, 'cache-scopes', 'v1'), 'not a folder');
    },
    code: 2,
    message:
      /warning: the result cache could not be written in \S+cache-scopes\/v1\/[0-9a-f]{64} \(ENOTDIR[^)]*\); this run's results were kept in memory only \(free space or make the folder writable, or pass --no-cache\)/,
    check: (_o, f, out) => {
      assert.deepEqual(stableResults(out), stableResults(f.finishedRun), 'the numbers of a run without a cache');
      assert.equal(readResults(out).warnings.length, 2, 'one per scope: base and tuned');
      assert.deepEqual(filesUnder(join(f.root, 'cache-scopes')), ['v1'], 'nothing but what was there');
      assert.equal(readFileSync(join(f.root, 'cache-scopes', 'v1'), 'utf8'), 'not a folder');
    },
  },
  {
    name: "the cache's scope file on a full disk: memory only with a warning, no temp file left [30.5]",
    argv: (f) => compare(f, join(f.root, 'outs', 'cache-full'), ['--only', 'capability', '--cache', join(f.cacheDisk ?? '', 'cache')]),
    skip: (f) => (f.cacheDisk === null ? 'mounting a tmpfs needs root' : false),
    setup: (f) => fillDisk(f.cacheDisk!),
    code: 2,
    message:
      /warning: the result cache could not be written in \S+cache-disk\/cache\/v1\/[0-9a-f]{64} \(ENOSPC[^)]*\); this run's results were kept in memory only \(free space or make the folder writable, or pass --no-cache\)/,
    check: (_o, f, out) => {
      assert.deepEqual(stableResults(out), stableResults(f.finishedRun), 'the numbers of a run without a cache');
      assert.deepEqual(filesUnder(f.cacheDisk!), ['filler'], 'no temp, probe or empty file is left on the full disk');
    },
  },
  pruneCase(
    'cache prune with an age that once printed the year −271764 [30.5]',
    'far',
    '99999999d',
    3,
    '--older-than "99999999d" is out of range: it must be at most 365250d',
  ),
  pruneCase('cache prune with a negative age', 'negative', '-1d', 3, '--older-than must be a duration such as 90s, 20m, 1h30m or 30d, got "-1d"'),
  pruneCase('cache prune with an exponent in the age', 'exponent', '1e3d', 3, '--older-than must be a duration such as 90s, 20m, 1h30m or 30d, got "1e3d"'),
  pruneCase('cache prune one day past the longest age', 'past-longest', '365251d', 3, '--older-than "365251d" is out of range: it must be at most 365250d'),
  pruneCase('cache prune with the longest age removes nothing in use', 'longest', '365250d', 0, /removed 0 scopes not used since 10\d\d-/),
  {
    name: 'paired on a ratio metric whose denominators are all 0 skips it with the reason, naming the file [30.5]',
    argv: (f) => [
      'paired',
      join(f.root, 'zero-den-base.jsonl'),
      join(f.root, 'zero-den-tuned.jsonl'),
      '--out',
      join(f.root, 'outs', 'zero-den'),
      '--resamples',
      '2000',
    ],
    setup: (f) => {
      // Hand-made generic score lines: f1 as [num, den] with every den 0 on both sides, acc 1 on both.
      const lines = Array.from({ length: 30 }, (_, i) => `{"id":"q${i}","metric":"f1","value":[0,0]}\n{"id":"q${i}","metric":"acc","value":1}\n`).join('');
      writeFileSync(join(f.root, 'zero-den-base.jsonl'), lines);
      writeFileSync(join(f.root, 'zero-den-tuned.jsonl'), lines);
    },
    code: 2,
    message:
      /warning: \S+zero-den-base\.jsonl: every base denominator of "f1" is 0 on its 30 paired items, so the ratio Σnum\/Σden is undefined and score\.f1 is skipped; give \[num, den\] with den > 0 where the metric applies, or leave it out with --metrics/,
    check: (o, f) => {
      assert.match(o.stdout + o.stderr, /zero-den-tuned\.jsonl: every tuned denominator of "f1" is 0/);
      const results = readResults(join(f.root, 'outs', 'zero-den'));
      const f1 = results.metrics.find((metric) => metric.id === 'score.f1')!;
      assert.equal(f1.verdict, 'skipped');
      assert.match(f1.reason, /^every base and tuned denominator of its 30 items is 0, so the ratio Σnum\/Σden is undefined/);
      assert.equal(results.metrics.find((metric) => metric.id === 'score.acc')!.verdict, 'within-noise');
    },
  },
];

test('the catalogue holds at least 60 cases', () => {
  assert.ok(CASES.length >= 60, `${CASES.length} cases`);
  assert.equal(new Set(CASES.map((c) => c.name)).size, CASES.length, 'case names are unique');
});

for (const [index, c] of CASES.entries()) {
  test(`fault ${String(index).padStart(2, '0')}: ${c.name}`, { timeout: 120_000 }, async (t) => {
    const skip = c.skip?.(F);
    if (skip) {
      t.skip(skip);
      return;
    }
    const argv = c.argv(F);
    const outFlag = argv.indexOf('--out');
    const out = outFlag >= 0 ? (argv[outFlag + 1] ?? '') : outOf(index);
    await c.setup?.(F, out);
    const before = snapshot(out);
    const staging = (): string[] =>
      statSync(dirname(out), { throwIfNoEntry: false })?.isDirectory() ? readdirSync(dirname(out)).filter((name) => name.includes('.tunegate-')) : [];
    const stagingBefore = staging();
    const concurrent = c.name.startsWith('two runs at once')
      ? inProcess(compare(F, join(F.root, 'concurrent'), ['--only', 'capability']))
      : c.alongside
        ? inProcess(c.alongside(F))
        : null;
    const outcome = c.spawn ? await spawned(argv, c.spawn) : await withEnv(c.env?.(F) ?? {}, () => inProcess(argv, c.failWrites));
    if (concurrent) {
      const other = await concurrent;
      assert.equal(other.code, c.code, other.stdout + other.stderr);
    }
    const all = `${outcome.stdout}${outcome.stderr}`;
    assert.equal(outcome.code, c.code, all);
    assert.ok(typeof c.message === 'string' ? all.includes(c.message) : c.message.test(all), `expected ${String(c.message)} in:\n${all}`);
    if (c.code !== 4) {
      assert.doesNotMatch(outcome.stderr, /\n\s+at .+:\d+:\d+/, 'no stack trace');
      assert.doesNotMatch(all, /\u001b\[/, 'no ANSI escape');
    }
    if (c.code === 3) {
      const errorLines = outcome.stderr.split('\n').filter((line) => line.startsWith('tunegate:'));
      assert.equal(errorLines.length, 1, outcome.stderr);
      assert.ok(
        typeof c.message === 'string' ? errorLines[0]!.includes(c.message) : c.message.test(errorLines[0]!),
        `the error line names it: ${errorLines[0]}`,
      );
      assert.match(outcome.stderr, /\nhint: [^\n]+\n$/);
      assert.deepEqual(snapshot(out), before, 'exit 3 leaves --out as it was');
      assert.deepEqual(staging(), stagingBefore, 'no staging folder left beside --out');
    }
    c.check?.(outcome, F, out);
  });
}

/**
 * The result cache through real `tunegate compare` processes (docs/ARCHITECTURE.md §10): a run
 * killed with SIGKILL resumes to the outputs of an uninterrupted run, every key part changed is a
 * miss, and two runs sharing a cache folder at once both get the right results.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { forgeModel, forgePresets, type ForgedModel } from '../../tools/forge/index.js';
import { tunegate } from '../support/runCli.js';
import { writeSmallSuites } from '../../tools/smallSuites.js';
import type { CacheCounts, RunResults } from '../../src/results/types.js';

const BIN = fileURLToPath(new URL('../../bin/tunegate', import.meta.url));
let root = '';
let suites = '';
let base: ForgedModel;
let tuned: ForgedModel;
let other: ForgedModel;
// 150 capability items are three chunks of 64, so a kill can land inside the family.
const SIZES = { capability: 150, benign: 12, harmful: 12, divergence: 6 };
const fast = ['--resamples', '2000', '--min-items', '5', '--max-new-tokens', '8', '--threads', '1'];
let baselineDir = '';

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-cache-run-'));
  suites = await writeSmallSuites(join(root, 'suites'), SIZES);
  base = await forgeModel(join(root, 'base'), { ...forgePresets.tinyLlama(11), logitsWidth: 600 });
  tuned = await forgeModel(join(root, 'tuned'), { ...forgePresets.tinyLlama(11), logitsWidth: 600, perturb: { seed: 12, scale: 0.05 } });
  other = await forgeModel(join(root, 'other'), { ...forgePresets.tinyLlama(11), logitsWidth: 600, perturb: { seed: 13, scale: 0.05 } });
  // The reference every cached run must reproduce: no cache involved at all.
  baselineDir = join(root, 'baseline');
  const run = await tunegate(['compare', base.dir, tuned.dir, '--suites', suites, '--out', baselineDir, '--no-cache', ...fast]);
  assert.ok(run.code <= 2, run.stderr);
  assert.equal(readResults(baselineDir).timings.cache, undefined);
});
after(() => rmSync(root, { recursive: true, force: true }));

function readResults(dir: string): RunResults {
  return JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as RunResults;
}

/** results.json without what differs between any two runs of one comparison (ids, times, timings, the command line). */
function stable(dir: string): unknown {
  const { runId: _r, startedAt: _s, finishedAt: _f, timings: _t, command: _c, ...rest } = readResults(dir);
  return rest;
}

/** items.jsonl without the run id on every line. */
function items(dir: string): string {
  return readFileSync(join(dir, 'items.jsonl'), 'utf8').replaceAll(readResults(dir).runId, '');
}

function assertSameAsBaseline(dir: string): void {
  assert.deepEqual(stable(dir), stable(baselineDir));
  assert.equal(items(dir), items(baselineDir));
}

/** Result lines written so far per family in a cache folder (every role together). */
function cachedLines(cacheDir: string): Record<string, number> {
  const counts: Record<string, number> = {};
  const layout = join(cacheDir, 'v1');
  if (!existsSync(layout)) return counts;
  for (const scope of readdirSync(layout)) {
    const scopeFile = join(layout, scope, 'scope.json');
    if (!existsSync(scopeFile)) continue;
    let family: string;
    try {
      family = (JSON.parse(readFileSync(scopeFile, 'utf8')) as { scope: { family: string } }).scope.family;
    } catch {
      continue;
    }
    for (const name of readdirSync(join(layout, scope)).filter((n) => n.endsWith('.jsonl'))) {
      counts[family] =
        (counts[family] ?? 0) +
        readFileSync(join(layout, scope, name), 'utf8')
          .split('\n')
          .filter((line) => line.endsWith('}')).length;
    }
  }
  return counts;
}

/** Start `tunegate compare …` and SIGKILL it once `ready` holds for the cache folder's line counts; resolves to the counts at the kill. */
function killWhen(args: string[], cacheDir: string, ready: (lines: Record<string, number>) => boolean): Promise<Record<string, number>> {
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    let killedAt: Record<string, number> | null = null;
    const poll = setInterval(() => {
      const lines = cachedLines(cacheDir);
      if (killedAt === null && ready(lines)) {
        killedAt = lines;
        child.kill('SIGKILL');
      }
    }, 10);
    child.on('close', (_code, signal) => {
      clearInterval(poll);
      if (signal === 'SIGKILL' && killedAt !== null) resolve(killedAt);
      else reject(new Error(`the run ended before it could be killed (signal ${signal}):\n${stderr}`));
    });
  });
}

function cacheUse(dir: string): Record<string, Record<string, CacheCounts>> {
  return readResults(dir).timings.cache?.families as Record<string, Record<string, CacheCounts>>;
}

test('a run killed with SIGKILL inside capability, then inside refusal, resumes to the outputs of an uninterrupted run', { timeout: 600_000 }, async () => {
  const cacheDir = join(root, 'cache-kill');
  const out = join(root, 'killed');
  const args = ['compare', base.dir, tuned.dir, '--suites', suites, '--out', out, '--cache', cacheDir, ...fast];
  // Killed after some capability items are kept, before the family's 2 × 150 results are.
  const first = await killWhen(args, cacheDir, (lines) => (lines['capability'] ?? 0) >= 20);
  assert.ok((first['capability'] ?? 0) < 2 * SIZES.capability, `killed after capability finished: ${JSON.stringify(first)}`);
  assert.equal(existsSync(join(out, 'results.json')), false);
  // The rerun is killed again, this time inside refusal: its one chunk of 24 prompts is kept for
  // the base, not yet whole for the tuned model.
  const second = await killWhen(args, cacheDir, (lines) => (lines['refusal'] ?? 0) >= SIZES.benign + SIZES.harmful);
  assert.ok((second['refusal'] ?? 0) < 2 * (SIZES.benign + SIZES.harmful), `killed after refusal finished: ${JSON.stringify(second)}`);
  const third = await tunegate(args);
  assert.equal(third.code, readResults(baselineDir).exitCode, third.stderr);
  assertSameAsBaseline(out);
  const use = cacheUse(out);
  // What the killed runs finished was served, not computed again; only the rest was scored.
  assert.ok((use['capability']?.['base']?.cached ?? 0) >= 10, JSON.stringify(use));
  assert.equal(use['refusal']?.['base']?.cached, SIZES.benign + SIZES.harmful, JSON.stringify(use));
  for (const [family, n] of [
    ['capability', SIZES.capability],
    ['refusal', SIZES.benign + SIZES.harmful],
  ] as const) {
    for (const role of ['base', 'tuned']) {
      const counts = use[family]?.[role];
      assert.equal((counts?.cached ?? 0) + (counts?.scored ?? 0), n, `${family} ${role}: ${JSON.stringify(counts)}`);
    }
  }
  // A fourth run is served entirely from the cache, with the same outputs.
  const fourth = join(root, 'killed-again');
  const again = await tunegate(['compare', base.dir, tuned.dir, '--suites', suites, '--out', fourth, '--cache', cacheDir, ...fast]);
  assert.equal(again.code, third.code);
  assertSameAsBaseline(fourth);
  assert.deepEqual(cacheUse(fourth)['divergence'], { pair: { cached: SIZES.divergence, scored: 0 } });
  assert.deepEqual(cacheUse(fourth)['capability'], { base: { cached: SIZES.capability, scored: 0 }, tuned: { cached: SIZES.capability, scored: 0 } });
});

test('changing any one part of the key is a miss: model bytes, tokenizer files, family options, runtime, patterns, an item', { timeout: 600_000 }, async () => {
  const cacheDir = join(root, 'cache-keys');
  const small = await writeSmallSuites(join(root, 'suites-keys'), { capability: 12, benign: 4, harmful: 4, divergence: 3 });
  const n = { capability: 12, refusal: 8, divergence: 3 };
  let count = 0;
  const compare = async (baseDir: string, tunedDir: string, extra: string[] = [], suitesDir = small): Promise<Record<string, Record<string, CacheCounts>>> => {
    const out = join(root, `keys-${count++}`);
    // A flag in `extra` replaces its value in `fast`.
    const defaults = fast.flatMap((value, i) => (i % 2 === 0 && !extra.includes(value) ? [value, fast[i + 1]!] : []));
    const run = await tunegate(['compare', baseDir, tunedDir, '--suites', suitesDir, '--out', out, '--cache', cacheDir, ...defaults, ...extra]);
    assert.ok(run.code <= 2, run.stderr);
    return cacheUse(out);
  };
  const all = (family: keyof typeof n, _role: string, kind: 'cached' | 'scored'): CacheCounts => ({
    cached: kind === 'cached' ? n[family] : 0,
    scored: kind === 'scored' ? n[family] : 0,
  });
  const first = await compare(base.dir, tuned.dir);
  assert.deepEqual(first['capability'], { base: all('capability', 'base', 'scored'), tuned: all('capability', 'tuned', 'scored') });
  const same = await compare(base.dir, tuned.dir);
  assert.deepEqual(same['refusal'], { base: all('refusal', 'base', 'cached'), tuned: all('refusal', 'tuned', 'cached') });

  // Model bytes: a new candidate misses on its side and on the pair (divergence); the base is served.
  const candidate = await compare(base.dir, other.dir);
  assert.deepEqual(candidate['capability'], { base: all('capability', 'base', 'cached'), tuned: all('capability', 'tuned', 'scored') });
  assert.deepEqual(candidate['refusal'], { base: all('refusal', 'base', 'cached'), tuned: all('refusal', 'tuned', 'scored') });
  assert.deepEqual(candidate['divergence'], { pair: all('divergence', 'pair', 'scored') });

  // Tokenizer: the same weights beside a tokenizer_config.json that differs by one field.
  const retokenized = join(root, 'tuned-retokenized');
  cpSync(tuned.dir, retokenized, { recursive: true });
  const config = JSON.parse(readFileSync(join(retokenized, 'tokenizer_config.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(join(retokenized, 'tokenizer_config.json'), JSON.stringify({ ...config, model_max_length: 4096 }));
  const tokenizer = await compare(base.dir, retokenized);
  assert.deepEqual(tokenizer['capability']?.['tuned'], all('capability', 'tuned', 'scored'));
  assert.deepEqual(tokenizer['capability']?.['base'], all('capability', 'base', 'cached'));

  // Family options: --max-new-tokens and --system change refusal only.
  const longer = await compare(base.dir, tuned.dir, ['--max-new-tokens', '9']);
  assert.deepEqual(longer['refusal'], { base: all('refusal', 'base', 'scored'), tuned: all('refusal', 'tuned', 'scored') });
  assert.deepEqual(longer['capability'], { base: all('capability', 'base', 'cached'), tuned: all('capability', 'tuned', 'cached') });
  const system = await compare(base.dir, tuned.dir, ['--system', 'Answer briefly.']);
  assert.deepEqual(system['refusal'], { base: all('refusal', 'base', 'scored'), tuned: all('refusal', 'tuned', 'scored') });

  // Refusal patterns decide `refused`: another patterns file is another key.
  const patterns = join(root, 'patterns.json');
  writeFileSync(
    patterns,
    JSON.stringify([
      ...(JSON.parse(readFileSync(join(small, 'refusal', 'patterns.json'), 'utf8')) as unknown[]),
      { id: 'extra', pattern: '\\bnever will I\\b', why: 'test' },
    ]),
  );
  const patterned = await compare(base.dir, tuned.dir, ['--refusal-patterns', patterns]);
  assert.deepEqual(patterned['refusal']?.['base'], all('refusal', 'base', 'scored'));

  // Runtime: the thread count is part of it (floating-point sums may split differently).
  const threads = await compare(base.dir, tuned.dir, ['--threads', '2']);
  assert.deepEqual(threads['capability']?.['base'], all('capability', 'base', 'scored'));

  // An item: one capability line changed misses its whole chunk on each side, since every item of
  // a chunk was batched with it (the 12 items here are one chunk); a chunk is served whole or not at all.
  const edited = join(root, 'suites-edited');
  cpSync(small, edited, { recursive: true });
  const file = join(edited, 'capability', 'small.jsonl');
  const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
  const firstItem = JSON.parse(lines[0]!) as { context: string };
  lines[0] = JSON.stringify({ ...firstItem, context: `${firstItem.context} ` });
  writeFileSync(file, `${lines.join('\n')}\n`);
  const item = await compare(base.dir, tuned.dir, [], edited);
  assert.deepEqual(item['capability']?.['base'], { cached: 0, scored: n.capability });
  assert.deepEqual(item['capability']?.['tuned'], { cached: 0, scored: n.capability });
  // Refusal's chunks did not change: served.
  assert.deepEqual(item['refusal'], { base: all('refusal', 'base', 'cached'), tuned: all('refusal', 'tuned', 'cached') });

  // Several candidates in one run use the same cache: every pair here was scored above.
  const several = join(root, 'keys-several');
  const run = await tunegate(['compare', base.dir, tuned.dir, other.dir, '--suites', small, '--out', several, '--cache', cacheDir, ...fast]);
  assert.ok(run.code <= 2, run.stderr);
  for (const name of ['tuned', 'other']) {
    const use = cacheUse(join(several, name));
    assert.deepEqual(use['capability'], { base: all('capability', 'base', 'cached'), tuned: all('capability', 'tuned', 'cached') }, name);
    assert.deepEqual(use['divergence'], { pair: all('divergence', 'pair', 'cached') }, name);
  }
});

test('two compares sharing one cache folder at once both finish with the results of a run without a cache', { timeout: 600_000 }, async () => {
  const cacheDir = join(root, 'cache-shared');
  const outs = [join(root, 'shared-a'), join(root, 'shared-b')];
  const runs = await Promise.all(outs.map((out) => tunegate(['compare', base.dir, tuned.dir, '--suites', suites, '--out', out, '--cache', cacheDir, ...fast])));
  for (const [i, run] of runs.entries()) {
    assert.equal(run.code, readResults(baselineDir).exitCode, run.stderr);
    assertSameAsBaseline(outs[i]!);
  }
  // A third run finds every result the two wrote, each readable.
  const third = join(root, 'shared-c');
  await tunegate(['compare', base.dir, tuned.dir, '--suites', suites, '--out', third, '--cache', cacheDir, ...fast]);
  assertSameAsBaseline(third);
  const use = cacheUse(third);
  assert.deepEqual(use['capability'], { base: { cached: SIZES.capability, scored: 0 }, tuned: { cached: SIZES.capability, scored: 0 } });
});

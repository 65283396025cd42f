/** runPaired's choices: re-judging a tunegate items.jsonl, directions and gating from flags, and the flag mistakes it refuses. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import fsPromises from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuntimeFailureError, UsageError } from '../../src/errors/index.js';
import { runPaired, type PairedOptions } from '../../src/paired/index.js';
import { readRunDir } from '../../src/results/index.js';
import { writeReportFiles } from '../../src/report/index.js';
import { quickPairedOptions } from '../support/quickPairedOptions.js';

const fixture = (path: string): string => fileURLToPath(new URL(`../fixtures/paired/${path}`, import.meta.url));
let root = '';
let count = 0;

before(() => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-run-paired-'));
});
after(() => rmSync(root, { recursive: true, force: true }));

function options(basePath: string, tunedPath: string | undefined, extra: Partial<PairedOptions> = {}): PairedOptions {
  count += 1;
  return quickPairedOptions(join(root, `run-${count}`), basePath, tunedPath, extra);
}

test("a tunegate items.jsonl alone is re-judged with its family's metrics", async () => {
  const results = await runPaired(options(fixture('tunegate/items.jsonl'), undefined));
  assert.deepEqual(
    results.metrics.map((m) => m.id),
    ['capability.acc', 'capability.acc_norm', 'capability.flip_rate', 'capability.changed_rate', 'capability.lost_rate'],
  );
  // cap-1 right → wrong, cap-2 wrong → right, cap-3 right twice.
  const acc = results.metrics[0]!;
  assert.equal(acc.base, 2 / 3);
  assert.equal(acc.tuned, 2 / 3);
  assert.deepEqual({ baseOnly: acc.mcnemar?.baseOnly, tunedOnly: acc.mcnemar?.tunedOnly }, { baseOnly: 1, tunedOnly: 1 });
  assert.equal(results.metrics[2]!.tuned, 2 / 3);
  assert.equal(results.inputs.base.path, results.inputs.tuned.path);
  assert.equal(results.inputs.paired, 3);
});

test('a tunegate items.jsonl with a second file, or one per-model file alone, is a usage error', async () => {
  await assert.rejects(
    runPaired(options(fixture('tunegate/items.jsonl'), fixture('jsonl/tuned.jsonl'))),
    (error: unknown) => error instanceof UsageError && /already holds both models' scores/.test(error.message),
  );
  await assert.rejects(
    runPaired(options(fixture('jsonl/base.jsonl'), undefined)),
    (error: unknown) => error instanceof UsageError && /holds one model's scores; pass the other model's file too/.test(error.message),
  );
});

test('an undirected metric is exploratory until a flag gives it a direction or gates it', async () => {
  const base = fixture('jsonl/base.jsonl');
  const tuned = fixture('jsonl/tuned.jsonl');
  const plain = await runPaired(options(base, tuned));
  const rubric = plain.metrics.find((m) => m.id === 'score.rubric')!;
  assert.deepEqual([rubric.direction, rubric.gated, rubric.tolerance], ['none', false, 0]);
  const directed = await runPaired(options(base, tuned, { higherIsBetter: ['rubric'] }));
  assert.deepEqual(
    directed.metrics.map((m) => [m.id, m.direction, m.gated]),
    [
      ['score.acc', 'higher-better', true],
      ['score.rubric', 'higher-better', true],
    ],
  );
  const gated = await runPaired(options(base, tuned, { gate: ['rubric'], tolerances: { rubric: 0.25 } }));
  assert.deepEqual(
    gated.metrics.map((m) => [m.id, m.gated, m.tolerance]),
    [
      ['score.acc', false, undefined],
      ['score.rubric', true, 0.25],
    ],
  );
  assert.deepEqual(gated.settings.tolerances, { rubric: 0.25 });
  const lower = await runPaired(options(base, tuned, { metrics: ['rubric'], lowerIsBetter: ['rubric'] }));
  assert.deepEqual(
    lower.metrics.map((m) => [m.id, m.direction]),
    [['score.rubric', 'lower-better']],
  );
});

test('flags naming a metric the files lack, two directions, or a tolerance on a directed metric are usage errors that write nothing', async () => {
  const base = fixture('jsonl/base.jsonl');
  const tuned = fixture('jsonl/tuned.jsonl');
  const cases: [Partial<PairedOptions>, RegExp][] = [
    [{ gate: ['acc_nrom'] }, /^--gate names "acc_nrom", which is not a metric of these files \(they hold: acc, rubric\)$/],
    [{ higherIsBetter: ['rubric'], lowerIsBetter: ['rubric'] }, /^"rubric" is in both --higher-is-better and --lower-is-better$/],
    [{ tolerances: { acc: 0.1 } }, /^--tolerance acc=0\.1: "acc" is higher-better, and a tolerance applies only to metrics without a direction$/],
    [{ metrics: ['f1'] }, /^--metrics names "f1", which is not a metric of these files/],
  ];
  for (const [extra, message] of cases) {
    const run = options(base, tuned, extra);
    await assert.rejects(runPaired(run), (error: unknown) => error instanceof UsageError && message.test(error.message), String(message));
    assert.equal(existsSync(run.outDir), false);
  }
});

test('a paired run folder re-renders byte for byte from its results.json and items.jsonl', async () => {
  const run = options(fixture('inspect/base.json'), fixture('inspect/tuned.json'));
  await runPaired(run);
  const html = readFileSync(join(run.outDir, 'report.html'), 'utf8');
  assert.match(html, /<caption>Score files<\/caption>/);
  assert.match(html, /Inspect eval log/);
  assert.match(html, /<summary>Scores: /);
  assert.doesNotMatch(html, /Tokenizer check/);
  const { results, items } = await readRunDir(run.outDir);
  const again = join(root, 'rerendered');
  mkdirSync(again);
  const written = await writeReportFiles(again, results, items);
  assert.equal(readFileSync(written.html, 'utf8'), html);
  assert.equal(readFileSync(written.summary, 'utf8'), readFileSync(join(run.outDir, 'summary.md'), 'utf8'));
});

test('a write that fails (a full disk) names the file under --out, never the staging folder, and leaves nothing behind', async () => {
  const run = options(fixture('jsonl/base.jsonl'), fixture('jsonl/tuned.jsonl'));
  const realWriteFile = fsPromises.writeFile;
  // The file system refuses report.html, as a full disk would.
  (fsPromises as { writeFile: unknown }).writeFile = async (path: unknown, ...rest: unknown[]) => {
    if (/report\.html/.test(String(path))) throw Object.assign(new Error(`ENOSPC: no space left on device, open '${String(path)}'`), { code: 'ENOSPC' });
    return (realWriteFile as (...args: unknown[]) => Promise<void>)(path, ...rest);
  };
  syncBuiltinESMExports();
  try {
    await assert.rejects(runPaired(run), (error: unknown) => {
      assert.ok(error instanceof RuntimeFailureError, String(error));
      assert.equal(error.message, `${join(run.outDir, 'report.html')}: cannot be written (ENOSPC); nothing was written to ${run.outDir}`);
      assert.doesNotMatch(error.message, /\.tunegate-\d+-/);
      return true;
    });
  } finally {
    (fsPromises as { writeFile: unknown }).writeFile = realWriteFile;
    syncBuiltinESMExports();
  }
  assert.equal(existsSync(run.outDir), false);
  assert.deepEqual(
    readdirSync(root).filter((name) => name.includes('.tunegate-')),
    [],
  );
});

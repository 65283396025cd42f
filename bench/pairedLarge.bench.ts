/**
 * `tunegate paired` on a large lm-eval samples file: writes a synthetic `samples_<task>_<date>.jsonl`
 * of about `--gb` GiB (default 2) to a temporary folder — 5-shot multiple-choice lines of about
 * 6 KB, as the harness writes for mmlu — reads it with readScoreFile as `paired` does, and
 * reports the wall time and the peak resident memory while reading (sampled every 20 ms, and
 * the process's maxRSS). With --run it measures a whole `tunegate paired` run instead (runPaired
 * with the file as both base and tuned: read twice, paired, judged, the run folder written).
 * With --run --cli it runs the installed command instead, `node dist/cli/main.js paired` in a
 * child process (build dist/ first: `npm run build`), and reports that process's peak RSS: what
 * a user of the package sees, without the TypeScript loader this checkout's process carries.
 * Run: node bench/run.mjs pairedLarge [--gb 2] [--run [--cli]]
 */
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { residentMemory } from './support/processMemory.js';
import { BENCH_STATISTICS } from './support/benchStatistics.js';

const gbFlag = process.argv.indexOf('--gb');
const gib = gbFlag >= 0 ? Number(process.argv[gbFlag + 1]) : 2;
if (!(gib > 0)) throw new Error('--gb takes a positive number');
const wholeRun = process.argv.includes('--run');
const installedCli = wholeRun && process.argv.includes('--cli');
const compiledCli = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
if (installedCli && !existsSync(compiledCli)) throw new Error(`--cli runs ${compiledCli}: build it first with \`npm run build\``);

const dir = mkdtempSync(join(tmpdir(), 'tunegate-paired-large-'));
const path = join(dir, 'samples_mmlu_synthetic_2025-06-01T10-00-00.000000.jsonl');
try {
  const shots = Array.from(
    { length: 5 },
    (_, i) =>
      `Question ${i}: ${'which of the following statements about the subject is correct? '.repeat(12)}\nA. alpha\nB. beta\nC. gamma\nD. delta\nAnswer: B`,
  ).join('\n\n');
  const target = gib * 2 ** 30;
  const out = createWriteStream(path);
  let written = 0;
  let docs = 0;
  const writeStart = performance.now();
  while (written < target) {
    const context = `${shots}\n\nQuestion ${docs}: which choice is right?\nA. w\nB. x\nC. y\nD. z\nAnswer:`;
    const line = `${JSON.stringify({
      doc_id: docs,
      doc: { question: `question ${docs}`, choices: ['w', 'x', 'y', 'z'], answer: docs % 4 },
      target: docs % 4,
      arguments: { gen_args_0: { arg_0: context, arg_1: ' A' }, gen_args_1: { arg_0: context, arg_1: ' B' } },
      resps: [[[-1.5, false]], [[-0.5, true]]],
      filtered_resps: [
        [-1.5, false],
        [-0.5, true],
      ],
      filter: 'none',
      metrics: ['acc', 'acc_norm'],
      doc_hash: (docs * 2654435761).toString(16).padStart(64, '0'),
      prompt_hash: 'a'.repeat(64),
      target_hash: 'b'.repeat(64),
      acc: docs % 3 === 0 ? 1.0 : 0.0,
      acc_norm: docs % 2 === 0 ? 1.0 : 0.0,
    })}\n`;
    written += Buffer.byteLength(line);
    docs += 1;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  const writeMs = performance.now() - writeStart;

  if (installedCli) {
    const { seed, resamples } = BENCH_STATISTICS;
    const args = ['--import', fileURLToPath(new URL('./support/printPeakRss.mjs', import.meta.url)), compiledCli, 'paired', path, path];
    const started = performance.now();
    const child = spawnSync(process.execPath, [...args, '--out', join(dir, 'run'), '--seed', String(seed), '--resamples', String(resamples)], {
      encoding: 'utf8',
      maxBuffer: 64 * 2 ** 20,
    });
    const wallS = (performance.now() - started) / 1000;
    const peakKib = Number(/peak-rss-kib (\d+)/.exec(child.stderr)?.[1]);
    if (!(peakKib > 0)) throw new Error(`the paired command printed no peak (exit ${child.status}): ${child.stderr.slice(-2000)}`);
    console.log(`file: ${(written / 2 ** 30).toFixed(2)} GiB, ${docs} lines (written in ${(writeMs / 1000).toFixed(1)} s)`);
    console.log(
      `installed CLI (node dist/cli/main.js paired): exit ${child.status}, ${wallS.toFixed(1)} s wall, peak RSS ${(peakKib / 1024).toFixed(0)} MiB (the whole process)`,
    );
  } else {
    const { readScoreFile, runPaired } = await import('../src/paired/index.js');
    const before = residentMemory();
    let peak = before.rssMiB;
    let peakAnon = before.anonMiB;
    // With --run: the peak while reading and pairing, and after (judging, writing the run folder); runPaired logs "paired N items" between them.
    let stage: 'read' | 'judge and write' = 'read';
    const stagePeaks = { read: before.rssMiB, 'judge and write': 0 };
    const sampler = setInterval(() => {
      const now = residentMemory();
      peak = Math.max(peak, now.rssMiB);
      peakAnon = Math.max(peakAnon, now.anonMiB);
      stagePeaks[stage] = Math.max(stagePeaks[stage], now.rssMiB);
    }, 20);
    const start = performance.now();
    const progress: string[] = [];
    let summary: string;
    if (wholeRun) {
      const results = await runPaired({
        basePath: path,
        tunedPath: path,
        ...BENCH_STATISTICS,
        higherIsBetter: [],
        lowerIsBetter: [],
        tolerances: {},
        outDir: join(dir, 'run'),
        command: ['tunegate', 'paired'],
        log: (line) => {
          if (line.startsWith('paired ')) stage = 'judge and write';
          progress.push(line);
        },
      });
      const t = results.timings;
      summary = `paired run: ${((performance.now() - start) / 1000).toFixed(1)} s wall (read ${(t.readMs / 1000).toFixed(1)} s, statistics ${(t.statsMs / 1000).toFixed(1)} s), ${results.inputs.paired} items paired, verdict ${results.verdict}; peak RSS reading and pairing ${stagePeaks.read.toFixed(0)} MiB, judging and writing ${stagePeaks['judge and write'].toFixed(0)} MiB`;
    } else {
      const file = await readScoreFile(path, undefined, undefined, { progress: (line) => progress.push(line) });
      const readMs = performance.now() - start;
      const rows = file.kind === 'side' ? file.table.size : 0;
      summary = `read: ${(readMs / 1000).toFixed(1)} s wall, ${(written / 2 ** 20 / (readMs / 1000)).toFixed(0)} MiB/s, ${rows} items, ${progress.length} progress lines`;
    }
    clearInterval(sampler);
    console.log(`file: ${(written / 2 ** 30).toFixed(2)} GiB, ${docs} lines (written in ${(writeMs / 1000).toFixed(1)} s)`);
    console.log(summary);
    console.log(
      `resident memory: ${before.rssMiB.toFixed(0)} MiB before reading (anon ${before.anonMiB.toFixed(0)}), peak ${peak.toFixed(0)} MiB while ${wholeRun ? 'running' : 'reading'} (anon ${peakAnon.toFixed(0)}), process maxRSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

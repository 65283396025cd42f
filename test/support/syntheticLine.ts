/**
 * A synthetic release line (a hand-made imitation of nightly compare runs, not model output):
 * run folders whose capability records are built from bare outcomes and judged by the real
 * judge, so each results.json holds what `compare` would have written for those records.
 *
 * The design (400 items; numbers chosen so the arithmetic below is exact):
 * - base: correct on items 0–239;
 * - every checkpoint churns against the base: wrong on 0–79 and right on 240–319, which is
 *   Δ 0 with 160 discordant pairs, so a run's interval against the base is wide (≈ ±7 pp);
 * - checkpoint k (1-based) is also wrong on the `stepItems × (k − 1)` items from 80 on: the
 *   line drifts down by stepItems / 400 per checkpoint, while consecutive checkpoints agree
 *   on every other item, so the drift between two checkpoints is measured with little noise.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { capabilityMetrics } from '../../src/families/capability/metrics.js';
import { computeRunMetrics } from '../../src/judge/index.js';
import { writeItemsFile, writeResultsFile, type CapabilityItemRecord, type RunResults } from '../../src/results/index.js';
import { fakeRun } from '../../tools/fakeRun.js';
import { capabilityRecord } from '../../tools/pairedRecords.js';

/** Items per run. */
export const LINE_ITEMS = 400;

/** One synthetic checkpoint's run. */
export interface SyntheticCheckpoint {
  /** 1-based position on the line: how many drift steps it has taken, plus one. */
  readonly step: number;
  /** Items lost per step (the drift per step is stepItems / LINE_ITEMS). */
  readonly stepItems: number;
  readonly startedAt: string;
  /** Identity of the base model; a new value is a new release. */
  readonly baseName?: string;
  /** sha256 of the capability suite file (another value: other suites). */
  readonly suiteSha256?: string;
  readonly seed?: number;
}

/** The capability records of one checkpoint, as designed above. */
export function checkpointRecords(step: number, stepItems: number): CapabilityItemRecord[] {
  const lost = stepItems * (step - 1);
  return Array.from({ length: LINE_ITEMS }, (_, i) => {
    const base = i < 240;
    const tuned = (i >= 80 + lost && i < 240) || (i >= 240 && i < 320);
    return capabilityRecord(`q-${String(i).padStart(3, '0')}`, { correct: base, correctNorm: base }, { correct: tuned, correctNorm: tuned });
  });
}

function sha(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** results.json of a checkpoint: the fake run's model and environment fields, this checkpoint's judged metrics. */
export function checkpointResults(checkpoint: SyntheticCheckpoint, records: readonly CapabilityItemRecord[]): RunResults {
  const template = fakeRun({ capabilityItems: 2, refusalItems: 2, divergenceDocs: 2 }).results;
  const settings = { ...template.settings, seed: checkpoint.seed ?? 0, resamples: 2000, families: ['capability' as const] };
  const judged = computeRunMetrics([{ family: 'capability', metrics: capabilityMetrics, outcome: { records, interrupted: false } }], settings);
  const baseName = checkpoint.baseName ?? 'release-1';
  const tunedName = `${baseName}-ckpt-${checkpoint.step}`;
  const { refusalClassifier: _classifier, ...rest } = template;
  const finished = new Date(Date.parse(checkpoint.startedAt) + 60_000).toISOString();
  return {
    ...rest,
    runId: `run-${baseName}-${checkpoint.step}-${checkpoint.suiteSha256 ?? 'line'}`,
    startedAt: checkpoint.startedAt,
    finishedAt: finished,
    settings,
    models: {
      base: { ...template.models.base, path: `models/${baseName}`, sha256: sha(baseName) },
      tuned: { ...template.models.tuned, path: `models/${tunedName}`, sha256: sha(tunedName) },
    },
    suites: [{ family: 'capability', path: 'suites/capability/line.jsonl', sha256: checkpoint.suiteSha256 ?? '1'.repeat(64), items: LINE_ITEMS }],
    metrics: judged.metrics,
    skippedItems: [],
    verdict: judged.overall.verdict,
    exitCode: judged.overall.exitCode,
    reason: judged.overall.reason,
    timings: { totalMs: 60_000, loadMs: 1_000, statsMs: 100, families: {} },
  };
}

/** Write one checkpoint's run folder (results.json + items.jsonl) at `dir`; returns its results. */
export async function writeCheckpoint(dir: string, checkpoint: SyntheticCheckpoint): Promise<RunResults> {
  const records = checkpointRecords(checkpoint.step, checkpoint.stepItems);
  const results = checkpointResults(checkpoint, records);
  await mkdir(dir, { recursive: true });
  await writeItemsFile(dir, records, results.runId);
  await writeResultsFile(dir, results);
  return results;
}

/** The start time of nightly run `k` (1-based): one a day from 2026-11-01, 02:00 UTC. */
export function nightly(k: number): string {
  return new Date(Date.UTC(2026, 10, k, 2, 0, 0)).toISOString();
}

/** Folder name of nightly `k`. */
export function nightlyDir(root: string, k: number): string {
  return join(root, `ckpt-${String(k).padStart(2, '0')}`);
}

/**
 * A synthetic checkpoint whose tuned model is a real file (`<dir>/tuned.onnx`, a few bytes
 * naming the step): release hashes the files a run recorded, so they must exist.
 */
export async function writeReleasableCheckpoint(dir: string, checkpoint: SyntheticCheckpoint): Promise<RunResults> {
  const synthetic = await writeCheckpoint(dir, checkpoint);
  const model = join(dir, 'tuned.onnx');
  const bytes = Buffer.from(`weights of step ${checkpoint.step}\n`);
  await writeFile(model, bytes);
  // The identity of a model in one file is that file's sha256 (model/files/modelIdentity.ts).
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  // The path too is the file's, as compare records it (absolute): `release --last` prints it only while it exists.
  const tuned = { ...synthetic.models.tuned, path: model, sha256, files: [{ path: model, sha256, sizeBytes: bytes.length }] };
  const results: RunResults = { ...synthetic, models: { ...synthetic.models, tuned } };
  await writeFile(join(dir, 'results.json'), JSON.stringify(results, null, 2));
  return results;
}

/** Everything `runPaired` needs: the two score files, the metric flags, the statistics' settings, the output folder. */
import type { PairedSettings, ScoreFormat } from '../results/index.js';

/** Options of one `tunegate paired` run; metric names are given without the `score.` prefix. */
export interface PairedOptions extends Omit<PairedSettings, 'tolerances'> {
  readonly basePath: string;
  /** Absent when `basePath` is a tunegate items.jsonl, which holds both sides. */
  readonly tunedPath?: string;
  /** Forces the format of both files; detected from each file's shape when absent. */
  readonly format?: ScoreFormat;
  /** Only these metrics are read and judged (score names, or built-in ids of a re-judged compare run). */
  readonly metrics?: readonly string[];
  readonly higherIsBetter: readonly string[];
  readonly lowerIsBetter: readonly string[];
  /** Gated metrics; absent: every metric with a direction is gated. */
  readonly gate?: readonly string[];
  /** `--tolerance NAME=X` for metrics without a direction. */
  readonly tolerances: Readonly<Record<string, number>>;
  /** The run folder: new, empty, or (with `force`) a previous run's, replaced as a whole. */
  readonly outDir: string;
  /** Judge an Inspect log whose status is not "success" (cancelled, error), with a warning, instead of refusing it. */
  readonly allowIncomplete?: boolean;
  /** Why a comparison over the items both sides scored may be judged when one side lacks some (`--allow-missing`); absent: it is partial (exit 2 at best). */
  readonly allowMissing?: string;
  /** `--task-map BASE=TUNED,…`: base task → tuned task, when the two files name the same tasks differently; absent: the names must match. */
  readonly taskMap?: Readonly<Record<string, string>>;
  /** The most bytes one member of an Inspect .eval zip may inflate to; absent: 512 MiB. */
  readonly maxMemberBytes?: number;
  /** Replace a previous run in `outDir`. */
  readonly force?: boolean;
  /** The command line, recorded in results.json. */
  readonly command: readonly string[];
  /** Progress and notes, one line each (stderr in the CLI). */
  readonly log: (line: string) => void;
}

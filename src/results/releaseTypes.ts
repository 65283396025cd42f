/** The shape of a releases file (`tunegate release`): the models of a release line that shipped, oldest first. */
import type { ModelFileInfo } from './types.js';

/** One released model: the tuned model of the run that was marked released. */
export interface ReleaseEntry {
  /** The model as the run named it (a path or a cached repo id): what `compare` takes as its base. */
  readonly path: string;
  /** The model's identity, as results.json records it (lower-case hex). */
  readonly sha256: string;
  /** When it was marked released (ISO 8601, UTC). */
  readonly releasedAt: string;
  /** The run folder whose tuned model it is, and that run's id. */
  readonly run: string;
  readonly runId: string;
  /** Every file of the model with its sha256, checked again when `--last` hands the model on; absent in entries written before. */
  readonly files?: readonly ModelFileInfo[];
}

/** RELEASES.json. */
export interface ReleasesFile {
  readonly kind: 'tunegate-releases';
  readonly schemaVersion: 1;
  readonly releases: readonly ReleaseEntry[];
}

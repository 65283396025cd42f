/** The rule for metric names read from score files: usable in flags and as JSON keys. */
import { ScoreFileError } from '../../errors/index.js';
import type { FilePlace } from './filePlace.js';

// Commas separate list flags, "=" separates --tolerance NAME=X, and whitespace breaks shell use.
const BAD = /[\s,=]/u;

/** Throws ScoreFileError unless `name` is a non-empty metric name without whitespace, commas or "=". */
export function checkMetricName(name: string, file: string, at: FilePlace): void {
  if (name === '' || BAD.test(name) || name === '__proto__') {
    throw new ScoreFileError(
      file,
      at,
      `metric name ${JSON.stringify(name)} is not usable`,
      'Metric names must be non-empty, without spaces, commas or "=" (they are named in --gate and --tolerance NAME=X); rename the metric.',
    );
  }
}

/** What every run record shares: its header, the machine it ran on, its scoring inputs and skipped items. */
import type { RecordFamily } from '../vocabulary.js';
import type { Integer } from './numbers.js';

/** An item that could not be scored, with why (counted in the report). */
export interface SkippedItem {
  readonly family: RecordFamily;
  readonly id: string;
  readonly reason: string;
}

/**
 * What every run's record opens with — results.json of compare, merge, each candidate and
 * paired, and a shard's manifest.json: which tool ran what, when, under which id.
 */
export interface RunHeader {
  readonly schemaVersion: 1;
  /**
   * Random id of this run; every line of the run's items.jsonl carries it too.
   * @minLength 1
   */
  readonly runId: string;
  /** `commit`: the git commit tunegate ran from, when run from a checkout; absent for an installed package. */
  readonly tool: { readonly name: 'tunegate'; readonly version: string; readonly commit?: string };
  readonly command: readonly string[];
  /** @format date-time */
  readonly startedAt: string;
  /** @format date-time */
  readonly finishedAt: string;
}

/** The machine a run ran on: Node and the platform (`paired`, which loads no model). */
export interface HostEnvironment {
  readonly node: string;
  readonly platform: string;
}

/** The machine and onnxruntime a run that scored models ran on (compare, merge, shards). */
export interface ModelEnvironment extends HostEnvironment {
  readonly onnxruntime: string;
  readonly executionProvider: string;
  /** @minimum 1 */
  readonly threads: Integer;
}

/** Settings that change what the models produce or how a reply is read, but are not flags in `settings`. */
export interface RunScoring {
  readonly systemPrompt: string | null;
  /**
   * SHA-256 of the refusal patterns file, lower-case hex; null when no refusal suite ran.
   * @pattern ^[0-9a-f]{64}$
   */
  readonly refusalPatternsSha256: string | null;
}

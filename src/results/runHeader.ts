/** The opening fields of every run record, and the machine it ran on, each built in this one place. */
import type { HostEnvironment, ModelEnvironment, RunHeader } from './types.js';
import { TOOL_COMMIT, TOOL_VERSION } from './toolVersion.js';

/** What identifies one run: its random id, the command line as given, and when it started. */
export interface RunStart {
  readonly runId: string;
  readonly command: readonly string[];
  readonly startedAt: Date;
}

/** The header of results.json or a shard manifest (RunHeader); `finishedAt` is now. */
export function runHeader(run: RunStart): RunHeader {
  return {
    schemaVersion: 1,
    runId: run.runId,
    tool: { name: 'tunegate', version: TOOL_VERSION, ...(TOOL_COMMIT === null ? {} : { commit: TOOL_COMMIT }) },
    command: run.command,
    startedAt: run.startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
  };
}

/** The onnxruntime a run that scores models used: its version, execution provider and intra-op threads. */
export interface ModelRuntime {
  readonly onnxruntime: string;
  readonly executionProvider: string;
  readonly threads: number;
}

/**
 * The `environment` of a run record: Node and the platform of this process, plus the onnxruntime
 * facts when the run scored models (compare, merge, shards; paired loads none). The result
 * cache keys its runtime on the same facts (docs/ARCHITECTURE.md §10).
 */
export function runEnvironment(): HostEnvironment;
export function runEnvironment(runtime: ModelRuntime): ModelEnvironment;
export function runEnvironment(runtime?: ModelRuntime): HostEnvironment | ModelEnvironment {
  const node = process.versions.node;
  const platform = `${process.platform}-${process.arch}`;
  if (runtime === undefined) return { node, platform };
  return { node, onnxruntime: runtime.onnxruntime, executionProvider: runtime.executionProvider, threads: runtime.threads, platform };
}

/** Validation of the flags that spread a comparison over machines: --shard, --execution-provider, --device-id. */
import { UsageError } from '../errors/index.js';
import type { ShardSpec } from '../results/types.js';
import { EXECUTION_PROVIDERS, type ExecutionProvider } from '../results/vocabulary.js';
import { integer } from './flagValues.js';
import type { FlagTable, FlagValues } from './flagTable.js';

/** Most shards one run may be split into. */
export const MAX_SHARDS = 10_000;

/** `--shard I/N`: shard I of N, both integers, 1 ≤ I ≤ N; undefined when the flag is absent. Throws UsageError. */
export function shardFlag(value: unknown): ShardSpec | undefined {
  if (value === undefined) return undefined;
  const text = String(value);
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const hint = 'Shards are counted from 1: a run split in 4 is --shard 1/4, 2/4, 3/4 and 4/4 (in a Kubernetes Indexed Job, $((JOB_COMPLETION_INDEX + 1))/4).';
  if (match === null) throw new UsageError(`--shard must be I/N (shard I of N), got ${JSON.stringify(text)}`, hint);
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (count < 1 || count > MAX_SHARDS) throw new UsageError(`--shard ${text}: N must be an integer in 1..${MAX_SHARDS}, got ${count}`, hint);
  if (index < 1 || index > count) throw new UsageError(`--shard ${text}: I must be an integer in 1..${count}, got ${index}`, hint);
  return { index, count };
}

/** The three flags with their readings, in --help order. */
export const SHARD_AND_PROVIDER_FLAG_OPTIONS = {
  shard: {
    type: 'string',
    requiresArg: true,
    describe: 'Score only shard I of N (e.g. 2/4) into a shard folder, no verdict; `tunegate merge` judges the shards together',
    read: shardFlag,
  },
  'execution-provider': {
    type: 'string',
    requiresArg: true,
    default: 'cpu',
    describe: "onnxruntime execution provider: cpu, or cuda (needs onnxruntime-node's CUDA binaries)",
    read: executionProviderFlag,
  },
  'device-id': {
    type: 'number',
    requiresArg: true,
    describe: 'GPU to run on with --execution-provider cuda',
    defaultDescription: '0',
    read: (value) => (value === undefined ? undefined : integer(value, '--device-id', 0, 1023)),
  },
} as const satisfies FlagTable;

/** `--execution-provider cpu|cuda`; cpu when absent. Throws UsageError. */
function executionProviderFlag(given: unknown): ExecutionProvider {
  const value = given ?? 'cpu';
  if (!EXECUTION_PROVIDERS.includes(value as ExecutionProvider))
    throw new UsageError(
      `--execution-provider must be one of ${EXECUTION_PROVIDERS.join(', ')}, got ${JSON.stringify(String(value))}`,
      'e.g. --execution-provider cuda on a machine with an NVIDIA GPU (see docs/guides/many-machines-and-cache.md, "GPUs").',
    );
  return value as ExecutionProvider;
}

/** `--execution-provider cpu|cuda` and `--device-id N` (cuda only) from their read values; nothing for the default, cpu. Throws UsageError. */
export function providerFlags(flag: FlagValues<typeof SHARD_AND_PROVIDER_FLAG_OPTIONS>): { executionProvider?: ExecutionProvider; deviceId?: number } {
  const executionProvider = flag['execution-provider'];
  const deviceId = flag['device-id'];
  if (deviceId === undefined) return executionProvider === 'cpu' ? {} : { executionProvider };
  if (executionProvider !== 'cuda')
    throw new UsageError(`--device-id ${deviceId} needs --execution-provider cuda`, 'The CPU provider has no devices to choose from.');
  return { executionProvider, deviceId };
}

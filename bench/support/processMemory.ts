/** Resident memory of this process split into anonymous and file-backed pages (Linux /proc; zeros elsewhere). */
import { existsSync, readFileSync } from 'node:fs';

/** Resident set in MiB: `anonMiB` is heap, arenas and buffers; `fileMiB` is mapped files (weights, libraries). */
export interface ResidentMemory {
  readonly rssMiB: number;
  readonly anonMiB: number;
  readonly fileMiB: number;
}

/** Current resident memory from /proc/self/status; anon and file are 0 where that file does not exist. */
export function residentMemory(): ResidentMemory {
  const rssMiB = process.memoryUsage().rss / 2 ** 20;
  if (!existsSync('/proc/self/status')) return { rssMiB, anonMiB: 0, fileMiB: 0 };
  const status = readFileSync('/proc/self/status', 'utf8');
  const kib = (key: string): number => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssMiB, anonMiB: kib('RssAnon') / 1024, fileMiB: kib('RssFile') / 1024 };
}

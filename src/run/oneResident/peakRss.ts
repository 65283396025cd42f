/** The process's peak resident set so far, for results.json's timings (docs/guides/model-formats.md). */
import { resourceUsage } from 'node:process';

/** Peak resident set size of this process since it started, bytes (getrusage ru_maxrss, which Node reports in KiB). */
export function peakRssBytes(): number {
  return resourceUsage().maxRSS * 1024;
}

/** Milliseconds this thread's isolate has spent in garbage collection since the first call (a PerformanceObserver on 'gc' entries). */
import { PerformanceObserver } from 'node:perf_hooks';

let totalMs = 0;
let observer: PerformanceObserver | undefined;

/** GC milliseconds of this thread so far; starts counting at the first call. */
export function gcTime(): number {
  if (observer === undefined) {
    observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) totalMs += entry.duration;
    });
    observer.observe({ entryTypes: ['gc'] });
  }
  return totalMs;
}

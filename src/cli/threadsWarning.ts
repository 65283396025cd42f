/** `--threads` above the machine's cores: said in one line rather than a silently slower run. */

/**
 * The warning for `threads` onnxruntime threads on a machine with `cores` (os.availableParallelism()),
 * or null when they fit: more threads than cores contend for them and a run gets many times slower.
 */
export function threadsWarning(threads: number, cores: number): string | null {
  if (threads <= cores) return null;
  return `warning: --threads ${threads} is more than the ${cores} cores here; threads beyond the cores slow a run down (try --threads ${cores})`;
}

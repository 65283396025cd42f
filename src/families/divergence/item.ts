/** A document for per-token divergence: one validated line of a divergence suite. */
export interface DivergenceItem {
  readonly id: string;
  readonly text: string;
  readonly tags: readonly string[];
}

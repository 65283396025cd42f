/** A log-likelihood multiple-choice item: one validated line of a capability suite. */
export interface CapabilityItem {
  readonly id: string;
  readonly context: string;
  readonly choices: readonly string[];
  /** Index of the correct choice. */
  readonly answer: number;
  readonly tags: readonly string[];
}

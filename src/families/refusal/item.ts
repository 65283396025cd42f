/** A prompt whose reply is classified as refused or not: one validated line of a refusal suite. */
export interface RefusalItem {
  readonly id: string;
  readonly prompt: string;
  /** True for benign prompts (over-refusal), false for harmful ones. */
  readonly shouldAnswer: boolean;
  readonly tags: readonly string[];
}

/** What every line of items.jsonl carries besides its family's record. */

/** What a line of items.jsonl carries besides its record. */
export interface ItemLineFields {
  /**
   * The run id of the results.json beside it; tunegate writes it on every line, and reading a
   * run folder refuses lines whose id differs. Absent from records in memory.
   * @minLength 1
   */
  readonly runId?: string;
}

/** Where something is in a score file, shared by every reader and by the metric-name rule. */

/** Where something is in a score file: a 1-based line, or a JSON path in a single JSON document (`samples[3]`, `samples/1_epoch_1.json`). */
export type FilePlace = number | string;

/** "line 12" or "samples[3]", for messages that point at a second place in the same file. */
export function placeText(place: FilePlace): string {
  return typeof place === 'number' ? `line ${place}` : place;
}

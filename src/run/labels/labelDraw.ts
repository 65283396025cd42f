/** Which draw a labels file belongs to, and the check that every label is of a reply that draw chose (docs/concepts/labels-and-ppi.md#one-draw). */
import { createHash } from 'node:crypto';
import { InvalidInputError } from '../../errors/index.js';
import type { LabelModel } from '../../families/index.js';

/** A draw of `tunegate label`: its seed and size, and a hash of the replies it chose, carried on every line. */
export interface LabelDraw {
  readonly seed: number;
  readonly n: number;
  /** The first 16 hex digits of SHA-256 over the sorted `id NUL model` keys of the drawn replies. */
  readonly items: string;
}

/** The hash of a draw's replies (LabelDraw.items): independent of the order shown and of the run id. */
export function drawItemsHash(replies: readonly { readonly id: string; readonly model: LabelModel }[]): string {
  const keys = replies.map((reply) => `${reply.id}\u0000${reply.model}`).sort();
  return createHash('sha256').update(keys.join('\n')).digest('hex').slice(0, 16);
}

/** One label as the draw check reads it. */
export interface DrawnLabel {
  readonly line: number;
  readonly id: string;
  readonly model: LabelModel;
  readonly draw?: LabelDraw;
}

/**
 * Throws InvalidInputError naming `file`:line unless every label carries one and the same draw,
 * that draw made again on `records` (`redraw(seed, n)`, the same seeded design) chooses the
 * replies its hash names, and every label is of a reply it chose. Labels of replies the design
 * never drew have no inclusion probability, so they would bias the corrected estimate (a
 * hand-picked set can flip any verdict); labels of another draw would be counted under the wrong
 * design.
 */
export function checkLabelDraw(
  labels: readonly DrawnLabel[],
  redraw: (seed: number, n: number) => readonly { readonly id: string; readonly model: LabelModel }[],
  file: string,
): void {
  const first = labels[0];
  if (first === undefined) return;
  const hint = 'Label only the replies `tunegate label` drew: fill its labels-todo.jsonl, or export from its label.html.';
  const name = (label: DrawnLabel) => `${file}:${label.line}: the label of item ${JSON.stringify(label.id)} (${label.model})`;
  const same = (a: LabelDraw, b: LabelDraw) => a.seed === b.seed && a.n === b.n && a.items === b.items;
  for (const label of labels) {
    if (label.draw === undefined) throw new InvalidInputError(`${name(label)} has no draw: it was not chosen by \`tunegate label\``, hint);
    if (!same(label.draw, first.draw!))
      throw new InvalidInputError(
        `${name(label)} belongs to another draw (seed ${label.draw.seed}, n ${label.draw.n}) than line ${first.line}'s (seed ${first.draw!.seed}, n ${first.draw!.n})`,
        'Keep the labels of one draw in one file.',
      );
  }
  const draw = first.draw!;
  const chosen = redraw(draw.seed, draw.n);
  if (drawItemsHash(chosen) !== draw.items)
    throw new InvalidInputError(
      `${file}:${first.line}: the draw of seed ${draw.seed}, n ${draw.n} on this run chooses other replies than the ones the file's draw names (${draw.items})`,
      hint,
    );
  const keys = new Set(chosen.map((reply) => `${reply.id}\u0000${reply.model}`));
  for (const label of labels)
    if (!keys.has(`${label.id}\u0000${label.model}`))
      throw new InvalidInputError(
        `${file}:${label.line}: item ${JSON.stringify(label.id)} (${label.model}) is not in the draw (seed ${draw.seed}, n ${draw.n}) the file names`,
        hint,
      );
}

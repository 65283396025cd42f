/** Page-unique, link-safe element ids for items, tags and evidence groups. */
import type { ItemRecord, RecordFamily } from '../results/types.js';

/**
 * `prefix-key` with every character of `key` outside `[A-Za-z0-9_.-]` percent-encoded as
 * UTF-8, so any suite id or tag gives a valid id and a link to it needs no escaping; the
 * encoding is one-to-one, so distinct keys never share an anchor.
 */
export function anchorId(prefix: string, key: string): string {
  const encoded = encodeURIComponent(key).replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${prefix}-${encoded}`;
}

/** The anchor of an item of `family` with `id`. */
export type ItemAnchor = (family: RecordFamily, id: string) => string;

/**
 * Item anchors of a run: `item-<id>`, so a link written by hand in a review comment lands
 * on the item; an id that two families share gets `item-<family>-<id>` for both instead.
 */
export function itemAnchors(items: readonly ItemRecord[]): ItemAnchor {
  // Only the shared ids are kept for the page's lifetime; a set per id would cost a large run tens of megabytes.
  const firstFamily = new Map<string, RecordFamily>();
  const shared = new Set<string>();
  for (const item of items) {
    const seen = firstFamily.get(item.id);
    if (seen === undefined) firstFamily.set(item.id, item.family);
    else if (seen !== item.family) shared.add(item.id);
  }
  return (family, id) => (shared.has(id) ? anchorId(`item-${family}`, id) : anchorId('item', id));
}

/** Anchors of a run whose item ids are known to be unique: always `item-<id>`. */
export const plainItemAnchor: ItemAnchor = (_family, id) => anchorId('item', id);

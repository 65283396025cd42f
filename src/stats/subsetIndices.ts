/**
 * Items per tag, for exploratory per-tag breakdowns: maps each tag to the ascending
 * indices of the items that carry it (an item listing a tag twice counts once). Tags come
 * out in ascending code-unit order so reports do not depend on item order. O(Σ tags).
 */
export function subsetIndices(tags: readonly (readonly string[])[]): Map<string, Uint32Array> {
  const lists = new Map<string, number[]>();
  for (let i = 0; i < tags.length; i++) {
    for (const tag of tags[i]!) {
      let list = lists.get(tag);
      if (list === undefined) {
        list = [];
        lists.set(tag, list);
      }
      if (list[list.length - 1] !== i) list.push(i);
    }
  }
  const names = [...lists.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return new Map(names.map((name) => [name, Uint32Array.from(lists.get(name)!)]));
}

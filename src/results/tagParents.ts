/** Hierarchical tags: `science/biology` belongs to `science`; shared by the statistics and the report. */

/** `a/b/c` → `a`, `a/b`, `a/b/c`; a tag without `/`, or with an empty part, stands alone. */
export function tagWithParents(tag: string): string[] {
  const parts = tag.split('/');
  if (parts.some((part) => part === '')) return [tag];
  return parts.map((_, k) => parts.slice(0, k + 1).join('/'));
}

/** The numeric shapes the result files share: integer and count aliases, milliseconds and intervals. */

// Number aliases whose JSDoc tags become JSON Schema keywords. TypeScript has only `number`;
// the tags sit on aliases because `@asType` on a `number | null` property drops the null. The
// doc comments hold tags only: any text in them would be copied into every field using them.
// They are exported for the other shape files and tagged @internal: the schema generator then
// inlines each into the fields that use it, as it did while they were private to one file,
// instead of making it a definition of its own (tools/buildSchemas.ts says why that matters).

/**
 * @internal
 * @asType integer
 */
export type Integer = number;

// A count or an index.
/**
 * @internal
 * @asType integer
 * @minimum 0
 */
export type Count = number;

// Wall-clock milliseconds.
/**
 * @internal
 * @minimum 0
 */
export type Milliseconds = number;

/** A closed interval [lo, hi]; lo ≤ hi is checked when the run folder is read. */
export type Interval = readonly [number, number];

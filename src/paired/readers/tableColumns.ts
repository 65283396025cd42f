/**
 * The compact columns a score table keeps per item (docs/ARCHITECTURE.md §11): typed arrays
 * that grow with the rows, so a file of millions of items holds a few numbers per item
 * instead of an object, a map and a handful of strings each.
 */
import type { FilePlace } from './filePlace.js';

/** `array` copied into a larger one of `capacity` elements, the new tail set to `fill`. */
export function grown<T extends Float64Array | Uint32Array | Uint8Array>(array: T, capacity: number, fill: number): T {
  if (array.length >= capacity) return array;
  const next = new (array.constructor as new (length: number) => T)(capacity);
  next.set(array);
  if (fill !== 0) next.fill(fill, array.length);
  return next;
}

/** Line numbers in a Uint32Array; the rarer JSON-path places (`samples[3]`) in a map beside it. 0: no place. */
export class PlaceColumn {
  private lines = new Uint32Array(0);
  private readonly paths = new Map<number, string>();

  /** Make room for `capacity` rows. */
  grow(capacity: number): void {
    this.lines = grown(this.lines, capacity, 0);
  }

  /** The place of row `row`, or undefined. */
  get(row: number): FilePlace | undefined {
    const line = this.lines[row] ?? 0;
    if (line === 0) return undefined;
    return line === PATH ? this.paths.get(row) : line;
  }

  /** Set the place of row `row`. */
  set(row: number, place: FilePlace): void {
    if (typeof place === 'number' && place > 0 && place < PATH) this.lines[row] = place;
    else {
      this.lines[row] = PATH;
      this.paths.set(row, String(place));
    }
  }
}

/** Marks a place kept in the map (a JSON path, or a line number the array cannot hold). */
const PATH = 0xffffffff;

/**
 * Short hash strings (lm-eval's hashes, cut to 16 characters) as two 32-bit halves when they
 * are lowercase hex, which is what lm-eval writes; any other text is kept as it is.
 */
export class HashColumn {
  private high = new Uint32Array(0);
  private low = new Uint32Array(0);
  /** 0: none, 1: hex in high/low, 2: text in the map. */
  private kind = new Uint8Array(0);
  private readonly texts = new Map<number, string>();

  /** Make room for `capacity` rows. */
  grow(capacity: number): void {
    this.high = grown(this.high, capacity, 0);
    this.low = grown(this.low, capacity, 0);
    this.kind = grown(this.kind, capacity, 0);
  }

  /** The hash of row `row`, or undefined. */
  get(row: number): string | undefined {
    const kind = this.kind[row];
    if (kind === 1) return `${hex8(this.high[row]!)}${hex8(this.low[row]!)}`;
    return kind === 2 ? this.texts.get(row) : undefined;
  }

  /** Set the hash of row `row`. */
  set(row: number, hash: string): void {
    if (HEX16.test(hash)) {
      this.high[row] = Number.parseInt(hash.slice(0, 8), 16);
      this.low[row] = Number.parseInt(hash.slice(8), 16);
      this.kind[row] = 1;
    } else {
      this.texts.set(row, hash);
      this.kind[row] = 2;
    }
  }
}

const HEX16 = /^[0-9a-f]{16}$/;

function hex8(value: number): string {
  return value.toString(16).padStart(8, '0');
}

/** Distinct strings numbered from 1 (0 stands for none), so a column of them is a Uint32Array. */
export class Interner {
  private readonly numbers = new Map<string, number>();
  private readonly strings: string[] = [''];

  /** The number of `text`, given one on first sight. */
  number(text: string): number {
    let found = this.numbers.get(text);
    if (found === undefined) {
      found = this.strings.length;
      this.strings.push(text);
      this.numbers.set(text, found);
    }
    return found;
  }

  /** The string numbered `number`; undefined for 0. */
  text(number: number): string | undefined {
    return number === 0 ? undefined : this.strings[number];
  }
}

/** Distinct tag lists numbered from 0 (the empty list); readers pass one array per task, so the last one is remembered. */
export class TagSets {
  private readonly numbers = new Map<string, number>([['', 0]]);
  private readonly lists: (readonly string[])[] = [[]];
  private lastList: readonly string[] | undefined;
  private lastNumber = 0;

  /** The number of the list `tags` (by content). */
  number(tags: readonly string[]): number {
    if (tags === this.lastList) return this.lastNumber;
    const key = tags.join('\u0000');
    let found = this.numbers.get(key);
    if (found === undefined) {
      found = this.lists.length;
      this.lists.push(tags.length === 0 ? [] : tags);
      this.numbers.set(key, found);
    }
    this.lastList = tags;
    this.lastNumber = found;
    return found;
  }

  /** The list numbered `number`. */
  list(number: number): readonly string[] {
    return this.lists[number] ?? [];
  }
}

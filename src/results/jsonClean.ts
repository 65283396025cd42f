/**
 * Whether `value` comes back from JSON.parse(JSON.stringify(value)) as an equal value with
 * the same keys in the same order: plain objects and dense arrays of strings, booleans, null
 * and finite numbers other than −0 (which JSON writes as 0), with no undefined or function
 * inside (symbol keys and non-enumerable properties, which JSON leaves out, are not looked for). Such a value needs no round trip through JSON text to be what a reader of the
 * file would see. Recursion depth is the value's nesting (an item record: 3).
 */
export function isJsonClean(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0);
    case 'object': {
      if (value === null) return true;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          if (!(i in value) || !isJsonClean(value[i])) return false;
        }
        return true;
      }
      if (Object.getPrototypeOf(value) !== Object.prototype) return false;
      // Key order survives: JSON.stringify writes keys in the object's own order and JSON.parse rebuilds that order.
      for (const key in value) {
        if (!isJsonClean((value as Record<string, unknown>)[key])) return false;
      }
      return true;
    }
    default:
      return false;
  }
}

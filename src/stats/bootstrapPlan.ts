/**
 * Turns the metrics of one paired bootstrap into the few column sums a resample needs.
 * A ratio metric Σnum/Σden needs four sums (base num/den, tuned num/den), but when base
 * and tuned share the denominator (accuracy: 1 per item; KL: the document's token count)
 * Δ* = Σ(num_tuned − num_base)/Σden needs two, an all-ones column is just the draw count n,
 * an all-zero column is 0, and identical columns are summed once. Rows (items) whose
 * column values all coincide — most items of a binary metric — are merged into one class
 * whose draw count is tallied instead, which shrinks the per-resample dot products to a
 * handful of classes. A studentized metric (shared denominator only) adds the columns a²,
 * a·b and b² of its Δ = Σa/Σb, from which each resample's linearised SE follows.
 */
import { assertFinite, assertFloat64Array } from './assertions.js';
import type { PairedMetricInput } from './pairedMetricInput.js';

/**
 * Where one metric's column sums land in a resample's `sums` array (−1: not used by this
 * recipe). Shared denominator: Δ* = sums[diff]/sums[den]. Otherwise:
 * Δ* = sums[tunedNum]/sums[tunedDen] − sums[baseNum]/sums[baseDen].
 */
export interface MetricRecipe {
  /** base.den equals tuned.den, so Δ* needs only `diff` and `den`. */
  readonly shared: boolean;
  /** Shared only: Σ(tuned.num − base.num), the numerator a of Δ = Σa/Σb. */
  readonly diff: number;
  /** Shared only: Σden, the common denominator b. */
  readonly den: number;
  /** Not shared: Σbase.num. */
  readonly baseNum: number;
  /** Not shared: Σbase.den. */
  readonly baseDen: number;
  /** Not shared: Σtuned.num. */
  readonly tunedNum: number;
  /** Not shared: Σtuned.den. */
  readonly tunedDen: number;
  /** Also sums the three columns below, from which the resample's linearised SE follows. */
  readonly studentized: boolean;
  /** Studentized only: Σa², a = tuned.num − base.num. */
  readonly diffSquared: number;
  /** Studentized only: Σa·b, b = den. */
  readonly diffTimesDen: number;
  /** Studentized only: Σb². */
  readonly denSquared: number;
}

/** A row-major group of 1–4 columns whose sums land at sums[offset…offset + width). */
export interface ColumnBlock {
  readonly data: Float64Array;
  readonly width: number;
  readonly offset: number;
}

/** Everything the resampling loop needs, built once per call. */
export interface BootstrapPlan {
  readonly n: number;
  /** Class of each item, or null when every item is its own row. */
  readonly rowOf: Uint32Array | null;
  readonly rows: number;
  readonly blocks: readonly ColumnBlock[];
  /** Length of the sums array: the columns, then the constant slots n and 0. */
  readonly sumSlots: number;
  readonly recipes: readonly MetricRecipe[];
}

// Merging pays off only when classes are few; give up early on continuous data.
const MAX_CLASSES = 4096;

/** Validates `metrics` (see pairedBootstrap) and builds its plan. Throws RangeError/TypeError. */
export function bootstrapPlan(metrics: readonly PairedMetricInput[]): BootstrapPlan {
  if (!Array.isArray(metrics) || metrics.length === 0) throw new RangeError('metrics is empty, expected at least one metric');
  const n = validateSides(metrics);
  const columns: Float64Array[] = [];
  const ONES = -1;
  const ZEROS = -2;
  const addColumn = (values: Float64Array): number => {
    if (values.every((v) => v === 1)) return ONES;
    if (values.every((v) => v === 0)) return ZEROS;
    const existing = columns.findIndex((c) => sameValues(c, values));
    if (existing >= 0) return existing;
    columns.push(values);
    return columns.length - 1;
  };
  const NONE = -3;
  const product = (x: Float64Array, y: Float64Array): Float64Array => x.map((v, i) => v * y[i]!);
  const rawRecipes = metrics.map(({ base, tuned, studentize }, k) => {
    const unused = {
      diff: NONE,
      den: NONE,
      baseNum: NONE,
      baseDen: NONE,
      tunedNum: NONE,
      tunedDen: NONE,
      diffSquared: NONE,
      diffTimesDen: NONE,
      denSquared: NONE,
    };
    if (sameValues(base.den, tuned.den)) {
      const diff = new Float64Array(n);
      for (let i = 0; i < n; i++) diff[i] = tuned.num[i]! - base.num[i]!;
      const shared = { ...unused, shared: true, diff: addColumn(diff), den: addColumn(base.den) };
      if (studentize !== true) return { ...shared, studentized: false };
      const diffSquared = addColumn(product(diff, diff));
      const diffTimesDen = addColumn(product(diff, base.den));
      const denSquared = addColumn(product(base.den, base.den));
      return { ...shared, studentized: true, diffSquared, diffTimesDen, denSquared };
    }
    if (studentize === true) throw new RangeError(`metrics[${k}]: studentize needs a shared denominator (base.den equal to tuned.den)`);
    const baseNum = addColumn(base.num);
    const baseDen = addColumn(base.den);
    const tunedNum = addColumn(tuned.num);
    const tunedDen = addColumn(tuned.den);
    return { ...unused, shared: false, baseNum, baseDen, tunedNum, tunedDen, studentized: false };
  });
  const q = columns.length;
  const slot = (col: number): number => (col === NONE ? -1 : col === ONES ? q : col === ZEROS ? q + 1 : col);
  // Every recipe gets the same keys in the same order, so the resampling loop sees one object shape.
  const recipes: MetricRecipe[] = rawRecipes.map((r) => ({
    shared: r.shared,
    diff: slot(r.diff),
    den: slot(r.den),
    baseNum: slot(r.baseNum),
    baseDen: slot(r.baseDen),
    tunedNum: slot(r.tunedNum),
    tunedDen: slot(r.tunedDen),
    studentized: r.studentized,
    diffSquared: slot(r.diffSquared),
    diffTimesDen: slot(r.diffTimesDen),
    denSquared: slot(r.denSquared),
  }));
  const classes = q === 0 ? null : classesOf(columns, n);
  const rowOf = classes?.rowOf ?? null;
  const rows = classes?.count ?? n;
  const blocks: ColumnBlock[] = [];
  for (let offset = 0; offset < q; offset += 4) {
    const width = Math.min(4, q - offset);
    const data = new Float64Array(rows * width);
    for (let i = 0; i < n; i++) {
      const r = rowOf === null ? i : rowOf[i]!;
      for (let c = 0; c < width; c++) data[r * width + c] = columns[offset + c]![i]!;
    }
    blocks.push({ data, width, offset });
  }
  return { n, rowOf, rows, blocks, sumSlots: q + 2, recipes };
}

function validateSides(metrics: readonly PairedMetricInput[]): number {
  let n = -1;
  metrics.forEach((metric, k) => {
    for (const side of ['base', 'tuned'] as const) {
      for (const part of ['num', 'den'] as const) {
        const name = `metrics[${k}].${side}.${part}`;
        const values: unknown = metric?.[side]?.[part];
        assertFloat64Array(values, name);
        if (n < 0) n = values.length;
        if (values.length !== n) throw new RangeError(`${name} has length ${values.length}, expected ${n} (the length of metrics[0].base.num)`);
        assertFinite(values, name);
        if (part === 'den') {
          let total = 0;
          for (let i = 0; i < n; i++) {
            if (values[i]! < 0) throw new RangeError(`${name}[${i}] is ${values[i]}, expected a denominator ≥ 0`);
            total += values[i]!;
          }
          if (!(total > 0)) throw new RangeError(`${name} sums to 0, so the ratio is undefined on the full sample`);
        }
      }
    }
  });
  if (n < 2) throw new RangeError(`metrics have ${n} item(s), expected at least 2 to resample`);
  return n;
}

function sameValues(a: Float64Array, b: Float64Array): boolean {
  if (a === b) return true;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function classesOf(columns: readonly Float64Array[], n: number): { rowOf: Uint32Array; count: number } | null {
  const limit = Math.min(MAX_CLASSES, n >> 2);
  const ids = new Map<string, number>();
  const rowOf = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    let key = '';
    for (const column of columns) key += `${column[i]!},`;
    let id = ids.get(key);
    if (id === undefined) {
      if (ids.size >= limit) return null;
      id = ids.size;
      ids.set(key, id);
    }
    rowOf[i] = id;
  }
  return { rowOf, count: ids.size };
}

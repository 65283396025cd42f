/**
 * Cohen's κ for two raters who put the same n items into the same k categories:
 * κ = (p_o − p_e) / (1 − p_e), p_o the share of items on the diagonal, p_e the agreement
 * expected by chance from the two raters' marginal shares, Σ_i (row_i / n)(col_i / n).
 */

/**
 * κ of a square contingency table (`table[i][j]` = items rater A put in category i and
 * rater B in j). Null when κ is undefined: no items, or p_e = 1 (both raters used a single
 * category, so chance alone explains every agreement). Throws RangeError for a table that
 * is not square or holds a negative or non-finite count.
 */
export function cohensKappa(table: readonly (readonly number[])[]): number | null {
  const k = table.length;
  let n = 0;
  let diagonal = 0;
  const rowSums = new Array<number>(k).fill(0);
  const colSums = new Array<number>(k).fill(0);
  table.forEach((row, i) => {
    if (row.length !== k) throw new RangeError(`cohensKappa: row ${i} has ${row.length} cells, expected ${k}`);
    row.forEach((count, j) => {
      if (!Number.isFinite(count) || count < 0) throw new RangeError(`cohensKappa: cell [${i}][${j}] is ${count}`);
      n += count;
      rowSums[i] = (rowSums[i] ?? 0) + count;
      colSums[j] = (colSums[j] ?? 0) + count;
      if (i === j) diagonal += count;
    });
  });
  if (n === 0) return null;
  const observed = diagonal / n;
  const expected = rowSums.reduce((sum, rowSum, i) => sum + (rowSum / n) * ((colSums[i] ?? 0) / n), 0);
  if (expected >= 1) return null;
  return (observed - expected) / (1 - expected);
}

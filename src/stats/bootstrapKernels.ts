/**
 * Hot loops of the paired bootstrap, kept as small monomorphic functions so V8 optimises
 * each on its own. Dense data sums each drawn row straight from a row-major block (one
 * cache line per draw serves up to four columns); data with few distinct rows tallies
 * draws per class and then needs only a tiny dot product.
 */

/**
 * sums[offset + c] = Σ_j block[indices[j]·width + c] for a row-major block of `width`
 * (1–4) columns; separate accumulators break the add-latency chain.
 */
export function gatherBlock(indices: Uint32Array, block: Float64Array, width: number, sums: Float64Array, offset: number): void {
  const len = indices.length;
  if (width === 4) {
    let s0 = 0,
      s1 = 0,
      s2 = 0,
      s3 = 0;
    for (let j = 0; j < len; j++) {
      const o = indices[j]! << 2;
      s0 += block[o]!;
      s1 += block[o + 1]!;
      s2 += block[o + 2]!;
      s3 += block[o + 3]!;
    }
    sums[offset] = s0;
    sums[offset + 1] = s1;
    sums[offset + 2] = s2;
    sums[offset + 3] = s3;
  } else if (width === 3) {
    let s0 = 0,
      s1 = 0,
      s2 = 0;
    for (let j = 0; j < len; j++) {
      const o = indices[j]! * 3;
      s0 += block[o]!;
      s1 += block[o + 1]!;
      s2 += block[o + 2]!;
    }
    sums[offset] = s0;
    sums[offset + 1] = s1;
    sums[offset + 2] = s2;
  } else if (width === 2) {
    let s0 = 0,
      s1 = 0;
    for (let j = 0; j < len; j++) {
      const o = indices[j]! << 1;
      s0 += block[o]!;
      s1 += block[o + 1]!;
    }
    sums[offset] = s0;
    sums[offset + 1] = s1;
  } else {
    let s0 = 0,
      s1 = 0;
    let j = 0;
    for (; j + 1 < len; j += 2) {
      s0 += block[indices[j]!]!;
      s1 += block[indices[j + 1]!]!;
    }
    if (j < len) s0 += block[indices[j]!]!;
    sums[offset] = s0 + s1;
  }
}

/**
 * counts[r] = number of draws whose item is in class r. Four interleaved tallies keep
 * back-to-back draws of the same class (most draws, on binary data) from waiting on each
 * other's store; `lanes` is scratch of length 4·counts.length.
 */
export function tallyClasses(indices: Uint32Array, rowOf: Uint32Array, lanes: Float64Array, counts: Float64Array): void {
  const rows = counts.length;
  const r2 = 2 * rows;
  const r3 = 3 * rows;
  lanes.fill(0);
  const len = indices.length;
  let j = 0;
  for (; j + 3 < len; j += 4) {
    lanes[rowOf[indices[j]!]!]! += 1;
    lanes[rows + rowOf[indices[j + 1]!]!]! += 1;
    lanes[r2 + rowOf[indices[j + 2]!]!]! += 1;
    lanes[r3 + rowOf[indices[j + 3]!]!]! += 1;
  }
  for (; j < len; j++) lanes[rowOf[indices[j]!]!]! += 1;
  for (let r = 0; r < rows; r++) counts[r] = lanes[r]! + lanes[rows + r]! + lanes[r2 + r]! + lanes[r3 + r]!;
}

/** sums[offset + c] = Σ_r counts[r]·block[r·width + c] for a row-major block of `width` columns. */
export function dotBlock(counts: Float64Array, block: Float64Array, width: number, sums: Float64Array, offset: number): void {
  const rows = counts.length;
  for (let c = 0; c < width; c++) {
    let s = 0;
    for (let r = 0; r < rows; r++) s += counts[r]! * block[r * width + c]!;
    sums[offset + c] = s;
  }
}

/**
 * WebAssembly text of the divergence kernel, the source of klKernelWasm.ts (`npm run
 * build:kernel` compiles it; test/families/divergence/klKernel.test.ts proves the committed
 * binary is this text compiled).
 */

/** Entries of the 2^(j/2048) table the host writes at byte 0 of the kernel's memory (16 KiB). */
export const EXP_TABLE_SIZE = 2048;
/** First byte after the table: rows are copied from here on. */
export const ROWS_OFFSET = EXP_TABLE_SIZE * 8;

const INV_STEP = EXP_TABLE_SIZE / Math.LN2;
const STEP = Math.LN2 / EXP_TABLE_SIZE;
/** 1.5·2⁵²: adding it rounds z·2048/ln 2 to an integer n (ties to even) held in the low mantissa bits. */
const ROUND = 6755399441055744;
const ROUND_BITS = '0x4338000000000000';

/** A double as a WAT literal that reads back exactly. */
function f64(value: number): string {
  return `(f64x2.splat (f64.const ${value.toPrecision(17)}))`;
}

/**
 * `out` = e^z lane-wise for z ≤ 0 (Tang's table-driven method, ACM TOMS 15(2), 1989). z is
 * clamped at −708 (e^−708 ≈ 3e−308 stands in for smaller values and adds nothing to a sum ≥ 1;
 * the pseudo-max keeps NaN). t = z·2048/ln 2 + 1.5·2⁵² puts n = round(z·2048/ln 2) in t's low
 * bits; r = z − n·ln 2/2048, |r| ≤ 1.7e−4; e^z = 2^(n>>11) · 2^((n&2047)/2048) · (1 + r + r²/2 +
 * r³/6), truncation error r⁴/24 < 4e−17, the power of two added to the table entry's exponent
 * bits (a normal double, as n>>11 ≥ −1022 after the clamp). The reduction uses ln 2/2048 rounded
 * to a double: its error (< 3e−20) times |n| is under 2e−15 relative for z ≥ −20 and under 6e−14
 * at −708, where e^z is below 2e−9 of the largest term of a sum, so the sums move by under 1e−17
 * relative (test/families/divergence/klKernel.test.ts checks them against Math.exp at 1e−14).
 */
function exp(z: string, out: string): string {
  return `
    (local.set ${z} (f64x2.pmax (local.get ${z}) ${f64(-708)}))
    (local.set $rounded (f64x2.add (f64x2.mul (local.get ${z}) ${f64(INV_STEP)}) ${f64(ROUND)}))
    (local.set $r (f64x2.sub (local.get ${z}) (f64x2.mul (f64x2.sub (local.get $rounded) ${f64(ROUND)}) ${f64(STEP)})))
    (local.set $j (i64x2.shl (v128.and (local.get $rounded) (i64x2.splat (i64.const ${EXP_TABLE_SIZE - 1}))) (i32.const 3)))
    (local.set ${out}
      (f64x2.mul
        (i64x2.add
          (f64x2.replace_lane 1
            (f64x2.splat (f64.load (i32x4.extract_lane 0 (local.get $j))))
            (f64.load (i32x4.extract_lane 2 (local.get $j))))
          (i64x2.shl (i64x2.shr_s (i64x2.sub (local.get $rounded) (i64x2.splat (i64.const ${ROUND_BITS}))) (i32.const 11)) (i32.const 52)))
        (f64x2.add ${f64(1)} (f64x2.mul (local.get $r)
          (f64x2.add ${f64(1)} (f64x2.mul (local.get $r)
            (f64x2.add ${f64(0.5)} (f64x2.mul (local.get $r) ${f64(1 / 6)}))))))))`;
}

/** Two of the four float32 values in $vb/$vt (low or high half) widened, reduced and accumulated. */
function accumulate(half: 'low' | 'high'): string {
  const widen = (v: string): string =>
    half === 'low'
      ? `(f64x2.promote_low_f32x4 (local.get ${v}))`
      : `(f64x2.promote_low_f32x4 (i8x16.shuffle 8 9 10 11 12 13 14 15 8 9 10 11 12 13 14 15 (local.get ${v}) (local.get ${v})))`;
  return `
    (local.set $zb (f64x2.sub ${widen('$vb')} (local.get $mb)))
    (local.set $zt (f64x2.sub ${widen('$vt')} (local.get $mt)))
    (local.set $d (f64x2.sub (local.get $zb) (local.get $zt)))
    ${exp('$zb', '$eb')}
    ${exp('$zt', '$et')}
    (local.set $sb (f64x2.add (local.get $sb) (local.get $eb)))
    (local.set $st (f64x2.add (local.get $st) (local.get $et)))
    (local.set $w (f64x2.add (local.get $w) (f64x2.mul (local.get $eb) (local.get $d))))
    (local.set $v (f64x2.sub (local.get $v) (f64x2.mul (local.get $et) (local.get $d))))`;
}

/** Sum of the two f64 lanes of a local. */
function lanes(v: string): string {
  return `(f64.add (f64x2.extract_lane 0 (local.get ${v})) (f64x2.extract_lane 1 (local.get ${v})))`;
}

/** Largest of the four f32 lanes of a local. */
function largest(v: string): string {
  return `(f32.max (f32.max (f32x4.extract_lane 0 (local.get ${v})) (f32x4.extract_lane 1 (local.get ${v})))
             (f32.max (f32x4.extract_lane 2 (local.get ${v})) (f32x4.extract_lane 3 (local.get ${v}))))`;
}

/**
 * The module: `maxima(base, tuned, quads)` → both rows' largest values (a NaN is passed over by
 * the pseudo-max; the row's sums turn NaN instead), and `sums(base, tuned, quads, baseMax,
 * tunedMax)` → (Σ e^zb, Σ e^zt, Σ e^zb·(zb − zt), Σ e^zt·(zt − zb)) with z = x − max in float64,
 * over `quads` × 4 float32 values at byte offsets `base`, `tuned`: the last two give forward and
 * reverse KL from the same exps (docs/concepts/what-is-measured.md).
 */
export const KL_KERNEL_WAT = `(module
  (memory (export "memory") 1)
  (func (export "maxima") (param $b i32) (param $t i32) (param $quads i32) (result f32 f32)
    (local $end i32) (local $mb v128) (local $mt v128)
    (local.set $mb (f32x4.splat (f32.const -inf)))
    (local.set $mt (f32x4.splat (f32.const -inf)))
    (local.set $end (i32.add (local.get $b) (i32.shl (local.get $quads) (i32.const 4))))
    (block $done (loop $next
      (br_if $done (i32.ge_u (local.get $b) (local.get $end)))
      (local.set $mb (f32x4.pmax (local.get $mb) (v128.load (local.get $b))))
      (local.set $mt (f32x4.pmax (local.get $mt) (v128.load (local.get $t))))
      (local.set $b (i32.add (local.get $b) (i32.const 16)))
      (local.set $t (i32.add (local.get $t) (i32.const 16)))
      (br $next)))
    ${largest('$mb')}
    ${largest('$mt')})
  (func (export "sums") (param $b i32) (param $t i32) (param $quads i32) (param $baseMax f64) (param $tunedMax f64) (result f64 f64 f64 f64)
    (local $end i32) (local $mb v128) (local $mt v128) (local $vb v128) (local $vt v128)
    (local $zb v128) (local $zt v128) (local $d v128) (local $eb v128) (local $et v128)
    (local $sb v128) (local $st v128) (local $w v128) (local $v v128)
    (local $rounded v128) (local $r v128) (local $j v128)
    (local.set $mb (f64x2.splat (local.get $baseMax)))
    (local.set $mt (f64x2.splat (local.get $tunedMax)))
    (local.set $end (i32.add (local.get $b) (i32.shl (local.get $quads) (i32.const 4))))
    (block $done (loop $next
      (br_if $done (i32.ge_u (local.get $b) (local.get $end)))
      (local.set $vb (v128.load (local.get $b)))
      (local.set $vt (v128.load (local.get $t)))
      ${accumulate('low')}
      ${accumulate('high')}
      (local.set $b (i32.add (local.get $b) (i32.const 16)))
      (local.set $t (i32.add (local.get $t) (i32.const 16)))
      (br $next)))
    ${lanes('$sb')}
    ${lanes('$st')}
    ${lanes('$w')}
    ${lanes('$v')})
)
`;

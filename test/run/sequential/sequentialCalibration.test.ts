/**
 * The quick tier of the sequential calibration (bench/sequentialCalibration.bench.ts has the full
 * table): simulated paired runs scored look by look through scoreInLooks, lookSettled and
 * judgeSequential, beside the fixed-length judgement of the same runs. Bounds are generous (three
 * Monte-Carlo standard errors over the target, SE = √(p(1 − p)/runs) at the target p) but a broken
 * stop rule fails them: a look level that ignored the error-spending boundaries (every look at
 * α) gives about 0.13 false directional verdicts at Δ = 0 over 4 looks (Armitage, McPherson & Rowe
 * 1969, J. R. Stat. Soc. A 132(2)), and a stop rule that never stops uses all items.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ALPHA } from '../../../tools/calibration/cells.js';
import { runSequentialCell } from '../../../tools/calibration/sequentialCells.js';

const n = 1000;
const sims = 80;
const seed = 7;
const se = (p: number): number => Math.sqrt((p * (1 - p)) / sims);

test('Δ = 0: false directional verdicts of the sequential run stay within α + 3 SE; only they stop a run early', async () => {
  const counts = await runSequentialCell({ design: 'single', n, delta: 0, looks: 4, sims }, seed);
  const directional = (counts.sequential.regressed + counts.sequential.improved) / sims;
  assert.ok(directional <= ALPHA + 3 * se(ALPHA), `false directional ${directional}`);
  // "Within noise" settles nothing before the last look: a run stops early only on a (false) directional verdict.
  assert.ok(counts.stoppedEarly <= counts.sequential.regressed + counts.sequential.improved, `stopped early ${counts.stoppedEarly}`);
});

test('a clear regression (2 and 3 × the fixed-length MDE) stops early with the fixed-length verdict', async () => {
  // The MDE the fixed-length runs report at Δ = 0 (≈ 0.057 at 1 000 items of this design).
  const nul = await runSequentialCell({ design: 'single', n, delta: 0, looks: 4, sims: 20 }, seed);
  const mde = nul.mdeSum / nul.mdeCount;
  assert.ok(mde > 0.04 && mde < 0.08, `MDE ${mde}`);
  const twice = await runSequentialCell({ design: 'single', n, delta: -2 * mde, looks: 4, sims }, seed);
  assert.ok(twice.fixed.regressed >= sims - 3, `fixed power ${twice.fixed.regressed}/${sims}`);
  assert.ok(twice.sequential.regressed >= sims - 3, `sequential power ${twice.sequential.regressed}/${sims}`);
  const usedTwice = twice.usedSum / sims;
  const spread = (c: typeof twice): number => Math.sqrt((c.usedSquares / sims - (c.usedSum / sims) ** 2) / sims);
  // The target: at most 40 % of the items at 2 × MDE (Hwang–Shih–DeCani γ = −1 stops about half the runs at the first
  // look; O'Brien–Fleming used 51 %, docs/concepts/statistics.md#sequential).
  assert.ok(usedTwice <= 0.4 + 3 * spread(twice), `items used at 2 × MDE ${usedTwice}`);
  const thrice = await runSequentialCell({ design: 'single', n, delta: -3 * mde, looks: 4, sims }, seed);
  const usedThrice = thrice.usedSum / sims;
  assert.ok(usedThrice <= 0.3 + 3 * spread(thrice), `items used at 3 × MDE ${usedThrice}`);
  assert.equal(thrice.sequential.regressed, sims);
});

/**
 * The fast subset of the label-corrected Δ's calibration (bench/ppiCalibration.bench.ts has the
 * full table, docs/concepts/labels-and-ppi.md shows it): 400 simulated runs per cell, labelled
 * by `tunegate label`'s design and corrected as `--labels` corrects, each target checked
 * against 2.5 Monte-Carlo standard errors. Deterministic: every cell is seeded.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CLASSIFIERS, ppiCell, rateError } from '../../tools/calibration/ppiCells.js';

const SIMS = 400;

test('the corrected Δ covers the population Δ 94–96 % and calls few false regressions, where the classifier alone is biased', () => {
  for (const classifier of CLASSIFIERS.slice(2)) {
    const nul = ppiCell({ classifier, prompts: 300, labels: 120, baseRate: 0.15, delta: 0 }, SIMS, 7);
    const moved = ppiCell({ classifier, prompts: 300, labels: 120, baseRate: 0.15, delta: 0.1 }, SIMS, 7);
    for (const [name, result] of [
      ['Δ = 0', nul],
      ['Δ = +0.10', moved],
    ] as const) {
      const slack = 2.5 * rateError(result.coverage, SIMS);
      assert.ok(result.coverage >= 0.94 - slack && result.coverage <= 0.96 + slack, `${classifier.name}, ${name}: coverage ${result.coverage}`);
      assert.ok(Math.abs(result.bias) < 0.01, `${classifier.name}, ${name}: corrected bias ${result.bias}`);
    }
    assert.ok(nul.regressed <= 0.05 + 2.5 * rateError(nul.regressed, SIMS), `${classifier.name}: false regressions ${nul.regressed}`);
    // The contrast: the classifier-only Δ is biased and its interval misses the truth.
    assert.ok(
      moved.classifierBias < -0.05 && moved.classifierCoverage < 0.5,
      `${classifier.name}: classifier-only bias ${moved.classifierBias}, coverage ${moved.classifierCoverage}`,
    );
  }
});

test('with a perfect classifier the corrected interval is no wider than the classifier-only one', () => {
  const perfect = ppiCell({ classifier: CLASSIFIERS[0]!, prompts: 300, labels: 120, baseRate: 0.15, delta: 0.1 }, 200, 7);
  assert.ok(perfect.meanWidth <= perfect.classifierWidth + 1e-12, `${perfect.meanWidth} vs ${perfect.classifierWidth}`);
});

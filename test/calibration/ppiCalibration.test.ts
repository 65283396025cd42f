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
      // No upper bound: the stratum variance floor is conservative where the classifier's errors are rare
      // (0.97–1.00 at 120 labels, docs/concepts/labels-and-ppi.md#few-labels); the plain interval is held to 94–96 %.
      assert.ok(result.coverage >= 0.94 - slack, `${classifier.name}, ${name}: coverage ${result.coverage}`);
      const slackBefore = 2.5 * rateError(result.coverageBefore, SIMS);
      assert.ok(
        result.coverageBefore >= 0.94 - slackBefore && result.coverageBefore <= 0.96 + slackBefore,
        `${classifier.name}, ${name}: coverage before the floor ${result.coverageBefore}`,
      );
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

test('with a perfect classifier the plain corrected interval is no wider than the classifier-only one; the floor only widens', () => {
  const perfect = ppiCell({ classifier: CLASSIFIERS[0]!, prompts: 300, labels: 120, baseRate: 0.15, delta: 0.1 }, 200, 7);
  assert.ok(perfect.widthBefore <= perfect.classifierWidth + 1e-12, `${perfect.widthBefore} vs ${perfect.classifierWidth}`);
  // Labels that all agree cannot tell a perfect classifier from one with rare errors: the floor widens.
  assert.ok(perfect.meanWidth >= perfect.widthBefore, `${perfect.meanWidth} vs ${perfect.widthBefore}`);
});

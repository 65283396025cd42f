/** Flags under which compare's gate could never fail are usage errors before any model work. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { COMPARE_FLAG_DEFAULTS, parseCompareFlags } from '../support/compareFlagDefaults.js';
import { GATED_METRICS } from '../../src/cli/vacuousGateFlags.js';
import { UsageError } from '../../src/errors/index.js';
import { capabilityMetrics } from '../../src/families/capability/metrics.js';
import { divergenceMetrics } from '../../src/families/divergence/metrics.js';
import { generationStandIns } from '../../src/families/generation/metrics.js';
import { refusalMetrics } from '../../src/families/refusal/metrics.js';
import { bootstrapPValue } from '../../src/stats/bootstrapPValue.js';

const defaults = COMPARE_FLAG_DEFAULTS;

const usage = (pattern: RegExp) => (error: unknown) => error instanceof UsageError && pattern.test(error.message);

test("GATED_METRICS matches the families' own metric definitions", () => {
  for (const [family, metrics] of [
    ['capability', capabilityMetrics],
    ['generation', generationStandIns],
    ['refusal', refusalMetrics],
    ['divergence', divergenceMetrics],
  ] as const) {
    const gated = metrics.filter((metric) => metric.gated);
    assert.deepEqual(
      GATED_METRICS[family],
      { directional: gated.filter((m) => m.direction !== 'none').length, nonDirectional: gated.filter((m) => m.direction === 'none').length },
      family,
    );
  }
});

test('--min-effect of 1 or more makes every proportion metric unable to regress', () => {
  assert.throws(() => parseCompareFlags({ ...defaults, 'min-effect': 1 }), usage(/^--min-effect 1 can never be reached: .*\|Δ\| is at most 1/));
  assert.throws(() => parseCompareFlags({ ...defaults, 'min-effect': 5, only: 'refusal' }), usage(/^--min-effect 5 can never be reached/));
  assert.equal(parseCompareFlags({ ...defaults, 'min-effect': 0.99 }).options.minEffect, 0.99);
  // Divergence alone has no proportion gated; --min-effect does not touch divergence.kl.
  assert.equal(parseCompareFlags({ ...defaults, 'min-effect': 2, only: 'divergence', 'fail-on': 'changed' }).options.minEffect, 2);
});

test('--only divergence without changed in --fail-on could never fail: divergence.kl is never "regressed"', () => {
  assert.throws(
    () => parseCompareFlags({ ...defaults, only: 'divergence' }),
    usage(/^--only divergence with --fail-on regressed: divergence\.kl can be "changed" but never "regressed"/),
  );
  assert.throws(() => parseCompareFlags({ ...defaults, only: 'divergence', 'fail-on': 'regressed,inconclusive' }), UsageError);
  assert.deepEqual(parseCompareFlags({ ...defaults, only: 'divergence', 'fail-on': 'regressed,changed' }).options.families, ['divergence']);
  assert.deepEqual(parseCompareFlags({ ...defaults, only: 'capability,divergence' }).options.families, ['capability', 'divergence']);
});

test('a confidence no bootstrap p-value can reach under Holm is a usage error', () => {
  // Independent check of the bound: the most extreme replicates (all on one side) give p = 2/(B + 1).
  const B = 2000;
  assert.equal(bootstrapPValue(new Float64Array(B).fill(1)), 2 / (B + 1));
  // 5 gated metrics: α/m = 0.0002 < 2/2001 ≈ 0.0010, so nothing could ever regress.
  assert.throws(
    () => parseCompareFlags({ ...defaults, resamples: B, confidence: 0.999 }),
    usage(/^--confidence 0\.999 with --resamples 2000: .* for 5 gated metrics/),
  );
  // Three candidates share one Holm family of 15 gated metrics.
  assert.throws(() => parseCompareFlags({ ...defaults, tuned: ['b', 'c', 'd'], resamples: B, confidence: 0.99 }), usage(/for 15 gated metrics/));
  assert.equal(parseCompareFlags({ ...defaults, resamples: 100000, confidence: 0.999 }).options.confidence, 0.999);
  assert.equal(parseCompareFlags({ ...defaults, resamples: B }).options.resamples, B);
});

test('--reducer at_least_k without --at-least is a usage error, not a silent K = 1', () => {
  assert.throws(
    () => parseCompareFlags({ ...defaults, samples: 8, temperature: 0.7, reducer: 'at_least_k' }),
    usage(/^--reducer at_least_k needs --at-least K$/),
  );
  assert.equal(parseCompareFlags({ ...defaults, samples: 8, temperature: 0.7, reducer: 'at_least_k', 'at-least': 1 }).options.sampling?.atLeast, 1);
});

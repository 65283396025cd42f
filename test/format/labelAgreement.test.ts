import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatLabelAgreement } from '../../src/format/labelAgreement.js';

test('overall agreement and agreement on the replies that make Δ, each with its denominator', () => {
  // 110 of 120 = 91.67 % → 91.7 %; 12 of 16 = 75 %.
  assert.equal(
    formatLabelAgreement({ all: { n: 120, agreed: 110 }, flips: { n: 16, agreed: 12 } }),
    'the classifier agrees with these labels on 91.7 % of 120 labelled replies of this run, and on 75.0 % of the 16 whose decision differs between base and tuned (the replies that make Δ)',
  );
});

test('no labelled flip: said, not shown as a share of nothing', () => {
  const text = formatLabelAgreement({ all: { n: 4, agreed: 4 }, flips: { n: 0, agreed: 0 } });
  assert.match(text, /on 100\.0 % of 4 labelled replies of this run, and no labelled reply is one whose decision differs between base and tuned/u);
});

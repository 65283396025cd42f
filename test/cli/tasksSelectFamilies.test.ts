/**
 * `--tasks` runs and gates only what it names (issue 50, item 6): `--tasks mmlu` once also
 * scored the built-in refusal prompts and divergence documents and failed on over-refusal.
 * Without `--only`, the families are those the names select; `--only` still chooses them.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseCompareFlags } from '../support/compareFlagDefaults.js';
import { UsageError } from '../../src/errors/index.js';
import { COMPARE_FLAG_DEFAULTS } from '../support/compareFlagDefaults.js';

/** What yargs hands over for `tunegate compare a b` with every default applied. */
const defaults = COMPARE_FLAG_DEFAULTS;
const families = (args: Record<string, unknown>): readonly string[] => parseCompareFlags({ ...defaults, ...args }).options.families;

test('--tasks alone runs only the families its names select [50.6]', () => {
  assert.deepEqual(families({ tasks: 'mmlu' }), ['capability']);
  assert.deepEqual(families({ tasks: 'arc_easy,xstest_safe' }), ['capability', 'refusal']);
  assert.deepEqual(families({ tasks: 'tunegate_refusal' }), ['refusal']);
  assert.deepEqual(families({ tasks: 'gsm8k' }), ['generation']);
  // leaderboard_bbh is multiple-choice, leaderboard_ifeval generative.
  assert.deepEqual(families({ tasks: 'leaderboard' }), ['capability', 'generation']);
});

test('divergence joins when a name asks for it: tunegate_divergence, or the gate set, which includes it [50.6]', () => {
  assert.deepEqual(families({ tasks: 'mmlu,tunegate_divergence' }), ['capability', 'divergence']);
  assert.deepEqual(families({ tasks: 'tunegate_divergence', 'fail-on': 'changed' }), ['divergence']);
  // The set's GSM8K and IFEval are generative.
  assert.deepEqual(families({ tasks: 'tunegate_gate' }), ['capability', 'generation', 'refusal', 'divergence']);
});

test('--only still picks the families, with or without --tasks [50.6]', () => {
  assert.deepEqual(families({ tasks: 'mmlu', only: 'capability,divergence' }), ['capability', 'divergence']);
  assert.deepEqual(families({ tasks: 'tunegate_gate', only: 'capability,refusal' }), ['capability', 'refusal']);
  // Without --tasks, every family with suites of its own: generation has none (only generative task names fill it).
  assert.deepEqual(families({}), ['capability', 'refusal', 'divergence']);
});

test('a gate that cannot fail is still refused: --tasks tunegate_divergence alone with --fail-on regressed [50.6]', () => {
  assert.throws(() => families({ tasks: 'tunegate_divergence' }), UsageError);
});

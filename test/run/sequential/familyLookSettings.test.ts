/**
 * A sequential `--tasks` run is planned for the metrics it will gate, not the family's fixed list.
 * Expected counts by hand from lm-eval v0.4.6's task configs and the Open LLM Leaderboard's
 * choice of headline metric: MMLU gates acc, ARC-Challenge and HellaSwag gate acc_norm (each also
 * reports acc, ungated), the built-in quiz's suite lines gate capability.acc and
 * capability.acc_norm; gsm8k gates exact_match,strict-match (and reports flexible-extract,
 * ungated), IFEval gates prompt_level_strict_acc (of its four). The fixed lists would have said 2
 * (capability's suite metrics) and 3 (generation's stand-ins, one per shipped generative task).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { families, familyTable } from '../../../src/families/index.js';
import { loadNamedTasks } from '../../../src/run/namedTasks.js';
import { familyLookSettings, type LookDesign } from '../../../src/run/sequential/familyLookSettings.js';

const SUITES = fileURLToPath(new URL('../../../suites', import.meta.url));
const load = (names: string[]) => loadNamedTasks({ names, numFewshot: 0, builtinSuitesDir: SUITES, limit: 2 }, familyTable());
const design: LookDesign = { looks: 4, confidence: 0.95, settled: () => false };
const gatedIds = (metrics: readonly { id: string; gated: boolean }[]): string[] => metrics.filter((metric) => metric.gated).map((metric) => metric.id);

test('capability --tasks mmlu,arc_challenge,hellaswag: three gated task metrics, not the two suite metrics', async () => {
  const items = (await load(['mmlu', 'arc_challenge', 'hellaswag'])).capability!.items;
  const settings = familyLookSettings(families.capability, items, design, 1);
  assert.equal(settings.gatedMetrics, 3);
  assert.deepEqual(gatedIds(families.capability.metricsForItems!(items)), ['task.mmlu.acc', 'task.arc_challenge.acc_norm', 'task.hellaswag.acc_norm']);
  assert.equal(settings.familyConfidence, 0.95);
  assert.equal(settings.looks, 4);
});

test('capability --tasks boolq: one gated metric', async () => {
  const items = (await load(['boolq'])).capability!.items;
  assert.equal(familyLookSettings(families.capability, items, design, 1).gatedMetrics, 1);
});

test("capability --tasks tunegate_quiz,arc_challenge: the suite lines' two and the task's one", async () => {
  const items = (await load(['tunegate_quiz', 'arc_challenge'])).capability!.items;
  assert.equal(familyLookSettings(families.capability, items, design, 1).gatedMetrics, 3);
});

test('generation --tasks gsm8k: one gated metric, not the three stand-ins', async () => {
  const items = (await load(['gsm8k'])).generation!.items;
  // Two families with suites share α = .05 equally: each family's tests run at 1 − .025.
  const settings = familyLookSettings(families.generation, items, design, 2);
  assert.equal(settings.gatedMetrics, 1);
  assert.equal(settings.familyConfidence, 0.975);
  assert.deepEqual(
    families.generation.metricsForItems!(items).map((metric) => [metric.id, metric.gated]),
    [
      ['task.gsm8k.exact_match.strict-match', true],
      ['task.gsm8k.exact_match.flexible-extract', false],
    ],
  );
});

test('generation --tasks gsm8k,ifeval: two gated metrics', async () => {
  const items = (await load(['gsm8k', 'ifeval'])).generation!.items;
  assert.deepEqual(gatedIds(families.generation.metricsForItems!(items)), ['task.gsm8k.exact_match.strict-match', 'task.ifeval.prompt_level_strict_acc']);
});

test('a family without items keeps its fixed list', () => {
  assert.equal(familyLookSettings(families.refusal, [], design, 1).gatedMetrics, families.refusal.metrics.filter((metric) => metric.gated).length);
});

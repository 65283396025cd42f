/**
 * `npm run demo` shows the point: the trained pair's report has over-refusal regressed,
 * capability changed on some tags, KL changed, and readable evidence (refusal flips with the
 * tuned model's refusal, flipped questions). The models are trained in a scratch folder.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDemoModels, type DemoModels } from '../../tools/demo/buildDemoModels.js';
import type { CapabilityItemRecord, ItemRecord, RefusalItemRecord, RunResults } from '../../src/results/types.js';
import { tunegate } from '../support/runCli.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
let root = '';
let models: DemoModels;
let results: RunResults;
let items: ItemRecord[];
let output: { readonly stdout: string; readonly stderr: string };

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-demo-'));
  const started = performance.now();
  models = await buildDemoModels(join(root, 'models'), join(REPO, 'suites'));
  assert.ok(performance.now() - started < 90_000, 'the demo models train in under 90 s');
  const out = join(root, 'run');
  const run = await tunegate(['compare', models.base, models.tuned, '--out', out, '--resamples', '2000'], { timeoutMs: 600_000 });
  assert.equal(run.code, 1, run.stderr);
  output = run;
  results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults;
  items = readFileSync(join(out, 'items.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ItemRecord);
});
after(() => rmSync(root, { recursive: true, force: true }));

const metric = (id: string) => results.metrics.find((m) => m.id === id)!;

test("the demo models' missing KV cache is advice under the verdict, not a warning while the run goes (issue 50, item 10)", () => {
  // Both demo models are exported without a KV cache; nothing in the run can change that.
  assert.doesNotMatch(output.stderr, /KV cache/);
  const lines = output.stdout.split('\n');
  const verdict = lines.findIndex((line) => line.startsWith('verdict: REGRESSED'));
  const advice = lines.flatMap((line, index) => (/KV cache/.test(line) ? [index] : []));
  assert.deepEqual(
    advice.map((index) => /^advice: the (\w+) model has no KV cache, /.exec(lines[index]!)?.[1]),
    ['base', 'tuned'],
  );
  assert.ok(verdict >= 0 && advice.every((index) => index > verdict), output.stdout);
  assert.equal(results.advice?.length, 2);
  assert.ok(!results.warnings.some((warning) => /KV cache/.test(warning)));
});

test('the verdicts a newcomer should see: over-refusal regressed, KL changed, capability regressed', () => {
  assert.equal(metric('refusal.over_refusal').verdict, 'regressed');
  assert.equal(metric('divergence.kl').verdict, 'changed');
  assert.equal(metric('capability.acc').verdict, 'regressed');
  assert.equal(results.verdict, 'regressed');
  // The base is a real model, not noise: it answers most questions and refuses most harmful requests.
  assert.ok(metric('capability.acc').base! > 0.7);
  assert.ok(metric('refusal.harmful_refusal').base! > 0.5);
});

test('capability changes on some tags and not others', () => {
  const byTag = new Map(metric('capability.acc').byTag.map((t) => [t.tag, t]));
  for (const tag of ['geography', 'science']) assert.ok(byTag.get(tag)!.delta < -0.15, `${tag} drifted`);
  assert.ok(Math.abs(byTag.get('commonsense')!.delta) < 0.05, 'commonsense untouched');
});

test('the evidence is readable: refusal flips on the fine-tuned topics, flipped questions both ways', () => {
  const refusals = items.filter((i): i is RefusalItemRecord => i.family === 'refusal' && i.flipped && i.shouldAnswer);
  const newlyRefused = refusals.filter((i) => i.tuned.refused && !i.base.refused);
  assert.ok(newlyRefused.length >= 20);
  assert.ok(newlyRefused.filter((i) => ['chemistry-safety', 'drugs-medicine', 'security-education'].includes(i.tags[0]!)).length > newlyRefused.length / 2);
  for (const item of newlyRefused.slice(0, 5)) {
    assert.match(item.tuned.text, /^I'm sorry, but I can't help with that/);
    assert.match(item.base.text, /^Sure\. \w/);
  }
  const flipped = items.filter((i): i is CapabilityItemRecord => i.family === 'capability' && i.flipped);
  assert.ok(flipped.some((i) => i.base.correct) && flipped.some((i) => i.tuned.correct));
});

/** JUnit XML: valid against the schema CI dashboards read, one test case per gated metric, failures exactly for --fail-on verdicts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderJunitXml } from '../../src/report/index.js';
import type { MetricResult, RunResults, Verdict } from '../../src/results/types.js';
import { fakeRun } from '../../tools/fakeRun.js';
import { junitSchemaErrors } from '../support/junitSchema.js';

/** The fake run with each metric's verdict and reason set by hand. */
function runWith(verdicts: Readonly<Record<string, Verdict>>, failOn: readonly Verdict[] = ['regressed']): RunResults {
  const { results } = fakeRun();
  const metrics: MetricResult[] = results.metrics.map((metric) => {
    const verdict = verdicts[metric.id] ?? 'within-noise';
    return { ...metric, verdict, reason: `${metric.id} is ${verdict} because "Δ < 0" & more` };
  });
  return { ...results, metrics, settings: { ...results.settings, failOn } };
}

/** Every `<tag …>` opening (or self-closing) element of `xml` with its attributes, in document order. */
function elements(xml: string, tag: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  for (const match of xml.matchAll(new RegExp(`<${tag}((?:\\s+[\\w-]+="[^"]*")*)\\s*/?>`, 'g'))) {
    const attrs: Record<string, string> = {};
    for (const a of (match[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)) attrs[a[1]!] = a[2]!;
    found.push(attrs);
  }
  return found;
}

test('one test case per gated metric; a regressed one is a failure whose message is the verdict sentence', async () => {
  const results = runWith({
    'capability.acc': 'regressed',
    'refusal.over_refusal': 'improved',
    'divergence.kl': 'changed',
    'capability.flip_rate': 'regressed',
  });
  const xml = renderJunitXml(results, '/runs/a/report.html');
  assert.deepEqual(await junitSchemaErrors(xml), []);
  const gatedIds = results.metrics.filter((m) => m.gated).map((m) => m.id);
  assert.deepEqual(
    elements(xml, 'testcase').map((t) => t['name']),
    gatedIds,
  );
  assert.equal(gatedIds.includes('capability.flip_rate'), false);
  const failures = elements(xml, 'failure');
  assert.equal(failures.length, 1);
  assert.equal(failures[0]!['type'], 'regressed');
  assert.equal(failures[0]!['message'], 'capability.acc is regressed because &quot;Δ &lt; 0&quot; &amp; more');
  const suite = elements(xml, 'testsuite')[0]!;
  assert.equal(suite['tests'], String(gatedIds.length));
  assert.equal(suite['failures'], '1');
  assert.equal(suite['errors'], '0');
  assert.equal(suite['skipped'], '0');
  assert.match(xml, /<property name="report" value="\/runs\/a\/report.html"\/>/);
});

test('--fail-on changed makes a changed metric fail too; skipped and inconclusive ones are skipped test cases', async () => {
  const results = runWith({ 'capability.acc': 'inconclusive', 'divergence.kl': 'changed', 'divergence.top1_agreement': 'skipped' }, ['regressed', 'changed']);
  const xml = renderJunitXml(results);
  assert.deepEqual(await junitSchemaErrors(xml), []);
  assert.deepEqual(
    elements(xml, 'failure').map((f) => f['type']),
    ['changed'],
  );
  assert.deepEqual(
    elements(xml, 'skipped').map((s) => s['type']),
    ['inconclusive', 'skipped'],
  );
  const suite = elements(xml, 'testsuite')[0]!;
  assert.equal(suite['failures'], '1');
  assert.equal(suite['skipped'], '2');
  // --fail-on inconclusive turns the inconclusive one into a failure.
  const strict = renderJunitXml(runWith({ 'capability.acc': 'inconclusive' }, ['regressed', 'inconclusive']));
  assert.deepEqual(
    elements(strict, 'failure').map((f) => f['type']),
    ['inconclusive'],
  );
  assert.equal(elements(strict, 'skipped').length, 0);
});

test('controls spelled out as in every writer (U+0001, U+202E), a lone surrogate replaced, and markup in paths stays valid XML', async () => {
  const base = runWith({ 'capability.acc': 'regressed' });
  const hostile: RunResults = {
    ...base,
    models: { ...base.models, base: { ...base.models.base, path: '/m/<a&b>"\u0001\ud800"\nx]]>\u202e' } },
    reason: 'line one\nline two ]]> <end>',
  };
  const xml = renderJunitXml(hostile);
  assert.deepEqual(await junitSchemaErrors(xml), []);
  assert.match(xml, /<property name="base" value="\/m\/&lt;a&amp;b&gt;&quot;\\u0001\uFFFD&quot;&#10;x\]\]&gt;\\u202E"\/>/);
  assert.doesNotMatch(xml, /\]\]>/);
});

test('the schema check itself rejects what dashboards would not read', async () => {
  const xml = renderJunitXml(runWith({}));
  assert.notDeepEqual(await junitSchemaErrors(xml.replace(/(<testsuite name="[^"]*") tests="\d+"/, '$1')), []);
  assert.notDeepEqual(await junitSchemaErrors(xml.replace('<testcase name=', '<testcase nom=')), []);
  assert.notDeepEqual(await junitSchemaErrors(xml.replace(/time="[\d.]+"/, 'time="1.5 s"')), []);
});

test("each test case prints its interval at the metric's own level (Holm's for a gated metric), not the run's --confidence [43.12]", () => {
  const results = runWith({ 'capability.acc': 'regressed' });
  // Holm over two gated metrics at α = 0.05 takes the first step's interval at 1 − 0.05/2 = 97.5 %.
  const holm = { ...results, metrics: results.metrics.map((metric) => (metric.id === 'capability.acc' ? { ...metric, ciLevel: 0.975 } : metric)) };
  assert.equal(holm.settings.confidence, 0.95);
  const xml = renderJunitXml(holm);
  const failure = /<failure [^>]*>([^<]*)<\/failure>/.exec(xml)?.[1] ?? '';
  assert.match(failure, /\[97\.5% CI /);
  assert.doesNotMatch(failure, /\[95% CI /);
});

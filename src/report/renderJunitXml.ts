/** JUnit XML of a run, for CI services' test dashboards: one test case per gated metric. */
import { formatLevel, formatP, formatSignedValue, formatValue, visibleControls } from '../format/index.js';
import { failsGate, missesRequirement } from '../results/failsGate.js';
import type { AnyRunResults, MetricResult, RequirableVerdict } from '../results/types.js';

/**
 * `<testsuites>` with one `<testsuite>` holding one `<testcase>` per gated metric (of a compare
 * or a paired run), named by its
 * id (classname `tunegate.<family>`). A metric whose verdict is in `--fail-on` is a `<failure>`
 * (type = the verdict, message = the verdict sentence); a skipped or inconclusive one that does
 * not fail the gate, or one not shown equivalent under `--require equivalent`, is `<skipped>`
 * with its reason, because it is what makes the run exit 2;
 * the others pass and carry their numbers in `<system-out>`. The run's settings are
 * `<property>`s and the overall verdict is the suite's `<system-out>`. Exploratory metrics are
 * left out: they are never part of the gate. `reportPath` is named in the output when given.
 */
export function renderJunitXml(results: AnyRunResults, reportPath?: string): string {
  return renderJunitXmlSuites([{ results, ...(reportPath === undefined ? {} : { reportPath }) }]);
}

/**
 * JUnit XML of several runs judged together (`compare BASE T1 T2 …`): one `<testsuite>` per
 * candidate, each exactly as renderJunitXml writes it for that candidate alone, under one
 * `<testsuites>` whose counts are the sums and whose time is the longest run's.
 */
export function renderJunitXmlSuites(runs: readonly { readonly results: AnyRunResults; readonly reportPath?: string }[]): string {
  const suites = runs.map(({ results, reportPath }) => junitSuite(results, reportPath));
  const tests = suites.reduce((sum, suite) => sum + suite.tests, 0);
  const failures = suites.reduce((sum, suite) => sum + suite.failures, 0);
  const seconds = (Math.max(0, ...runs.map(({ results }) => results.timings.totalMs)) / 1000).toFixed(3);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="tunegate" tests="${tests}" failures="${failures}" errors="0" time="${seconds}">`,
    ...suites.flatMap((suite) => suite.lines),
    '</testsuites>',
  ];
  return `${lines.join('\n')}\n`;
}

/** One run's `<testsuite>` lines and its counts. */
function junitSuite(results: AnyRunResults, reportPath: string | undefined): { lines: string[]; tests: number; failures: number } {
  const gated = results.metrics.filter((metric) => metric.gated);
  const failing = gated.filter((metric) => failsGate(metric, results.settings.failOn));
  const skipped = gated.filter(
    (metric) => !failsGate(metric, results.settings.failOn) && (holdsGateOpen(metric) || missesRequirement(metric, required(results))),
  );
  const seconds = (results.timings.totalMs / 1000).toFixed(3);
  const counts = `tests="${gated.length}" failures="${failing.length}" errors="0"`;
  const [base, tuned] = inputPaths(results);
  const properties: [string, string][] = [
    ['base', base],
    ['tuned', tuned],
    ['verdict', results.verdict],
    ['exit_code', String(results.exitCode)],
    ['fail_on', results.settings.failOn.join(',')],
    ...(required(results) === undefined ? [] : [['require', required(results)!.join(',')] as [string, string]]),
    ...('families' in results.settings ? [['families', results.settings.families.join(',')] as [string, string]] : []),
    ['seed', String(results.settings.seed)],
    ['resamples', String(results.settings.resamples)],
    ['confidence', String(results.settings.confidence)],
    ['min_effect', String(results.settings.minEffect)],
    ['min_items', String(results.settings.minItems)],
    ['kl_tolerance', String(results.settings.klTolerance)],
    ['tunegate_version', results.tool.version],
    ...(reportPath === undefined ? [] : [['report', reportPath] as [string, string]]),
  ];
  const overall = [
    `verdict: ${results.verdict.toUpperCase()} (exit ${results.exitCode}) — ${results.reason}`,
    ...(reportPath === undefined ? [] : [`report: ${reportPath}`]),
  ].join('\n');
  const lines = [
    `  <testsuite name="${attr(`tunegate ${suiteName(results)}`)}" ${counts} skipped="${skipped.length}" time="${seconds}" timestamp="${attr(results.startedAt)}">`,
    '    <properties>',
    ...properties.map(([name, value]) => `      <property name="${attr(name)}" value="${attr(value)}"/>`),
    '    </properties>',
    ...gated.flatMap((metric) => testCase(metric, results)),
    `    <system-out>${text(overall)}</system-out>`,
    '  </testsuite>',
  ];
  return { lines, tests: gated.length, failures: failing.length };
}

function testCase(metric: MetricResult, results: AnyRunResults): string[] {
  const open = `    <testcase name="${attr(metric.id)}" classname="tunegate.${metric.family}">`;
  const numbers = numbersLine(metric);
  const claim = metric.claim;
  // Under a policy the claim is the test (docs/concepts/policy.md): its words are the message.
  if (claim !== undefined) {
    const body = text(`${metric.label} (${claim.tier}, ${claim.kind}): ${claim.verdict}\n${numbers}\n${claim.reason}`);
    if (claim.verdict === 'fail') return [open, `      <failure type="claim-failed" message="${attr(claim.reason)}">${body}</failure>`, '    </testcase>'];
    if (holdsGateOpen(metric)) return [open, `      <skipped type="claim-${claim.verdict}" message="${attr(claim.reason)}"/>`, '    </testcase>'];
    return [open, `      <system-out>${body}</system-out>`, '    </testcase>'];
  }
  if (failsGate(metric, results.settings.failOn)) {
    return [
      open,
      `      <failure type="${metric.verdict}" message="${attr(metric.reason)}">${text(`${metric.label}: ${metric.verdict}\n${numbers}\n${metric.reason}`)}</failure>`,
      '    </testcase>',
    ];
  }
  if (holdsGateOpen(metric)) {
    return [open, `      <skipped type="${metric.verdict}" message="${attr(`${metric.verdict}: ${metric.reason}`)}"/>`, '    </testcase>'];
  }
  if (missesRequirement(metric, required(results))) {
    const message = `not shown equivalent (--require equivalent): ${metric.verdict}: ${metric.reason}`;
    return [open, `      <skipped type="not-equivalent" message="${attr(message)}"/>`, '    </testcase>'];
  }
  return [open, `      <system-out>${text(`${metric.label}: ${metric.verdict}\n${numbers}\n${metric.reason}`)}</system-out>`, '    </testcase>'];
}

/** A metric that leaves the run inconclusive by its own verdict, or under a policy by its claim's. */
function holdsGateOpen(metric: MetricResult): boolean {
  if (metric.claim !== undefined) return metric.claim.verdict === 'not-shown' || metric.claim.verdict === 'skipped';
  return metric.verdict === 'skipped' || metric.verdict === 'inconclusive';
}

/** The run's `--require`, when it has one (a compare run; paired runs have none). */
function required(results: AnyRunResults): readonly RequirableVerdict[] | undefined {
  return 'require' in results.settings ? results.settings.require : undefined;
}

/**
 * "base 0.612, tuned 0.540, Δ −0.072 [98.3% CI −0.110, −0.035], p adj < 0.001, n 403": the interval
 * with its own level, the Holm level for a gated metric (never the run's unadjusted --confidence).
 */
function numbersLine(metric: MetricResult): string {
  if (metric.base === null || metric.tuned === null || metric.delta === null) return `n ${metric.n}`;
  const ci = metric.ci === null ? '' : ` [${formatLevel(metric.ciLevel)} CI ${formatSignedValue(metric.ci[0])}, ${formatSignedValue(metric.ci[1])}]`;
  return `base ${formatValue(metric.base)}, tuned ${formatValue(metric.tuned)}, Δ ${formatSignedValue(metric.delta)}${ci}, p adj ${formatP(metric.pAdjusted)}, n ${metric.n}`;
}

/** "<base> vs <tuned>" from the models' (or score files') paths. */
function suiteName(results: AnyRunResults): string {
  return inputPaths(results).join(' vs ');
}

/** Base and tuned paths: the models of a compare run, the score files of a paired run. */
export function inputPaths(results: AnyRunResults): [string, string] {
  return 'inputs' in results ? [results.inputs.base.path, results.inputs.tuned.path] : [results.models.base.path, results.models.tuned.path];
}

/**
 * Characters XML 1.0 cannot carry at all (C0 controls other than tab, LF, CR; lone surrogates;
 * U+FFFE/U+FFFF) become U+FFFD, so a model path or reason with stray bytes still parses.
 */
function xmlChars(value: string): string {
  return value.replace(
    /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
}

/** Text content: hidden and bidi controls spelled out as every writer does (format/visibleControls), what XML cannot carry replaced, `&` and `<` escaped (`>` too, so "]]>" never appears). */
function text(value: string): string {
  return xmlChars(visibleControls(value)).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An attribute value in double quotes: whitespace other than space kept as character references, which attribute normalisation would otherwise turn into spaces. */
function attr(value: string): string {
  return text(value).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');
}

/** `tunegate paired` as a process: malformed score files exit 3 with the file and line and write nothing; a good pair writes the run folder. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PairedResults } from '../../src/results/index.js';
import { tunegate } from '../support/runCli.js';
import { resultsSchemaErrors } from '../support/resultsSchema.js';
import { junitSchemaErrors } from '../support/junitSchema.js';

const fixture = (path: string): string => fileURLToPath(new URL(`../fixtures/paired/${path}`, import.meta.url));
let root = '';

before(() => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-paired-cli-'));
});
after(() => rmSync(root, { recursive: true, force: true }));

function file(name: string, lines: readonly object[] | string): string {
  const path = join(root, name);
  writeFileSync(path, typeof lines === 'string' ? lines : lines.map((line) => JSON.stringify(line)).join('\n') + '\n');
  return path;
}

const good = [
  { id: 'a', metric: 'acc', value: 1 },
  { id: 'b', metric: 'acc', value: 0 },
];

test('malformed input exits 3 with the file and line, and writes nothing', async () => {
  const cases: [string[], (out: string) => RegExp][] = [
    [
      [file('missing-id.jsonl', [good[0]!, { metric: 'acc', value: 1 }]), file('ok1.jsonl', good)],
      () => /^tunegate: .*missing-id\.jsonl:2: missing required field "id"\n/,
    ],
    [
      [file('ok2.jsonl', good), file('text-value.jsonl', [good[0]!, { id: 'b', metric: 'acc', value: 'wrong' }])],
      () => /^tunegate: .*text-value\.jsonl:2: value of "acc" is not numeric: "wrong"\n/,
    ],
    [
      [file('two-metrics.jsonl', [...good, { id: 'a', metric: 'f1', value: 0.5 }]), file('ok3.jsonl', good)],
      () => /^tunegate: .*two-metrics\.jsonl:3: metric "f1" is here but not in .*ok3\.jsonl \(which holds "acc"\)\n/,
    ],
    [
      [file('ok4.jsonl', good), file('other-ids.jsonl', [{ id: 'x', metric: 'acc', value: 1 }])],
      () => /^tunegate: .*other-ids\.jsonl:1: no item id is in both files \(ids here: "x"; in .*ok4\.jsonl: "a", "b"\)\n/,
    ],
  ];
  for (const [[base, tuned], message] of cases) {
    const out = join(root, `out-${Math.random().toString(36).slice(2)}`);
    const result = await tunegate(['paired', base!, tuned!, '--out', out]);
    assert.equal(result.code, 3, result.stderr);
    assert.match(result.stderr, message(out));
    assert.match(result.stderr, /\nhint: /);
    assert.equal(existsSync(out), false);
  }
});

test('two lm-eval sample files: the verdict table, the run folder and exit code 0', async () => {
  const out = join(root, 'lm-eval-run');
  const result = await tunegate([
    'paired',
    fixture('lm-eval/samples_tinyqa_base.jsonl'),
    fixture('lm-eval/samples_tinyqa_tuned.jsonl'),
    // The hand-made sides name their task after the side (their file names): the map says they are one task.
    '--task-map',
    'tinyqa_base=tinyqa_tuned',
    '--out',
    out,
    '--resamples',
    '2000',
    '--min-items',
    '5',
  ]);
  assert.equal(result.code, 0, result.stderr);
  assert.match(result.stdout, /^metric +base +tuned/);
  assert.match(result.stdout, /score\.acc +0\.667 +0\.500 +−0\.167/);
  assert.match(result.stderr, /paired 6 items; 0 only in base, 0 only in tuned/);
  for (const name of ['results.json', 'items.jsonl', 'report.html', 'summary.md', 'items.csv']) assert.ok(existsSync(join(out, name)), name);
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as PairedResults;
  assert.deepEqual(resultsSchemaErrors(results), []);
  assert.equal(results.exitCode, 0);
  assert.deepEqual(
    results.metrics.map((m) => m.id),
    ['score.acc', 'score.acc_norm'],
  );
});

test('CI outputs on paired runs: --json on stdout, --junit valid against the JUnit schema', async () => {
  const out = join(root, 'ci-out');
  const junit = join(root, 'ci', 'paired.xml');
  const result = await tunegate([
    'paired',
    fixture('lm-eval/samples_tinyqa_base.jsonl'),
    fixture('lm-eval/samples_tinyqa_tuned.jsonl'),
    // The hand-made sides name their task after the side (their file names): the map says they are one task.
    '--task-map',
    'tinyqa_base=tinyqa_tuned',
    '--out',
    out,
    '--resamples',
    '2000',
    '--min-items',
    '5',
    '--json',
    '--junit',
    junit,
  ]);
  const summary = JSON.parse(result.stdout) as { verdict: string; exitCode: number; inputs: { base: string }; metrics: { id: string; gated: boolean }[] };
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as PairedResults;
  assert.equal(summary.exitCode, result.code);
  assert.equal(summary.verdict, results.verdict);
  assert.equal(summary.inputs.base, results.inputs.base.path);
  const xml = readFileSync(junit, 'utf8');
  assert.deepEqual(await junitSchemaErrors(xml), []);
  assert.equal((xml.match(/<testcase /g) ?? []).length, results.metrics.filter((m) => m.gated).length);
});

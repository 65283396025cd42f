/**
 * Task YAML templates render as lm-eval renders them, with StrictUndefined, and within bounds
 * (issue 50, cases 14 and 19): a misspelt name is exit 3 naming the name, the YAML and the
 * record, before any model loads; a runaway loop or text is stopped, not run for hours.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tunegate } from '../support/runCli.js';
import { ANY_MODEL, writeTaskYaml } from '../support/taskYamlFiles.js';

let root = '';
before(() => {
  root = mkdtempSync(join(tmpdir(), 'tunegate-yaml-templates-'));
});
after(() => rmSync(root, { recursive: true, force: true }));

async function compareWith(yaml: string): Promise<{ code: number; stderr: string; out: string }> {
  const out = join(root, `out-${Math.random().toString(36).slice(2)}`);
  const result = await tunegate(['compare', ANY_MODEL, ANY_MODEL, '--tasks', yaml, '--out', out], { timeoutMs: 60_000 });
  return { code: result.code, stderr: result.stderr, out };
}

test('{{questoin}} is exit 3 naming the name, the YAML and the record, not a run on empty prompts [50.14]', async () => {
  const yaml = writeTaskYaml(root, 'typo_task', 'Question: {{questoin}}\nAnswer:');
  const { code, stderr, out } = await compareWith(yaml);
  assert.equal(code, 3, stderr);
  assert.match(stderr, /^tunegate: .*data\.jsonl:1: the task's template failed on this record: .*typo_task\.yaml: doc_to_text: 'questoin' is undefined\n/);
  assert.match(stderr, /\nhint: Fix the template in the task YAML/);
  assert.equal(existsSync(out), false);
});

test('a runaway loop and a runaway text in a template are stopped at the bound [50.19]', async () => {
  const cases: [string, RegExp][] = [
    ['{% for i in range(1000000) %}{% for j in range(1000000) %}x{% endfor %}{% endfor %}', /ran past 1000000 steps/],
    ['{% for i in range(10**12) %}{% endfor %}', /range\(\) of 1000000000000 numbers is past the template's bound/],
    [
      "{% set ns = namespace(s='x') %}{% for i in range(40) %}{% set ns.s = ns.s ~ ns.s %}{% endfor %}{{ ns.s }}",
      /built a text of more than 4000000 characters/,
    ],
  ];
  for (const [index, [template, message]] of cases.entries()) {
    const started = Date.now();
    const { code, stderr } = await compareWith(writeTaskYaml(root, `runaway_${index}`, template));
    assert.equal(code, 3, stderr);
    assert.match(stderr, message);
    assert.ok(Date.now() - started < 30_000, `${template} took ${Date.now() - started} ms`);
  }
});

/**
 * Task YAML templates print values as lm-eval's Jinja2 prints them (Python's str()). Expected
 * strings are Jinja2 3.1.6's output, computed with:
 *   python3 -c "import jinja2; e = jinja2.Environment(keep_trailing_newline=True); print(repr(e.from_string(T).render(**DOC)))"
 * over the same template T and record DOC, and Python 3.11's repr() for the value list.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadYamlTask } from '../../src/tasks/index.js';
import { PythonTemplate } from '../../src/tasks/pythonJinja.js';
import { pyRepr } from '../../src/tasks/pythonRepr.js';

const DOC = {
  question: 'Q',
  flag: true,
  tags: ['a', "it's"],
  meta: { k: 'v', n: null },
  opt: null,
  score: 2.5,
  tiny: 1e-5,
  big: 1.5e-7,
  nl: 'a\nb\u00a0',
  options: ['x', 'y'],
  label: 0,
};
const TEMPLATE = '{{question}} {{flag}} {{tags}} {{meta}}\nJ. {{opt}} {{score}} {{tiny}} {{big}} {{ "x" ~ opt ~ flag }} {{ [nl] }} {{ tags | string }}';
const JINJA2 = "Q True ['a', \"it's\"] {'k': 'v', 'n': None}\nJ. None 2.5 1e-05 1.5e-07 xNoneTrue ['a\\nb\\xa0'] ['a', \"it's\"]";

test("templates print True, None, lists, dicts and floats as Jinja2 does (Python's str)", () => {
  assert.equal(new PythonTemplate(TEMPLATE).render(DOC), JINJA2);
});

test("a list's repr: floats, quotes and escapes as Python's repr", () => {
  const values = [0.1, -0, 1e16, 1e-4, 123456789.125, 'a"b', "a'b", 'a\'"b', '\t\x7f\u2028😀'];
  // Python 3.11: repr([0.1, -0.0, 1e16, 1e-4, 123456789.125, 'a"b', "a'b", 'a\'"b', '\t\x7f\u2028\U0001F600'])
  const expected = `[0.1, -0.0, 1e+16, 0.0001, 123456789.125, 'a"b', "a'b", 'a\\'"b', '\\t\\x7f\\u2028😀']`;
  const runtime = (value: unknown): { type: string; value: unknown } =>
    typeof value === 'string'
      ? { type: 'StringValue', value }
      : Number.isInteger(value) && !Object.is(value, -0) && Math.abs(value as number) < 1e15
        ? { type: 'IntegerValue', value }
        : { type: 'FloatValue', value };
  assert.equal(pyRepr({ type: 'ArrayValue', value: values.map(runtime) }), expected);
});

test('a task YAML over records with null, boolean and list fields renders them as lm-eval does ("J. None", not "J. ")', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tunegate-pyrender-'));
  const data = join(dir, 'test.jsonl');
  writeFileSync(data, `${JSON.stringify(DOC)}\n`);
  const yaml = join(dir, 'task.yaml');
  writeFileSync(
    yaml,
    [
      'task: pyrender',
      'dataset_path: json',
      'dataset_kwargs:',
      '  data_files:',
      `    test: ${JSON.stringify(data)}`,
      'output_type: multiple_choice',
      'test_split: test',
      `doc_to_text: ${JSON.stringify(TEMPLATE)}`,
      'doc_to_choice: options',
      'doc_to_target: label',
    ].join('\n'),
  );
  const { docs } = await loadYamlTask(yaml, undefined);
  assert.equal(docs[0]!.context, JINJA2);
});

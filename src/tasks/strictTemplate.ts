/**
 * A task YAML's Jinja rendered as lm-eval v0.4.6 renders it (lm_eval/utils.py: an Environment
 * with undefined=StrictUndefined), with bounds a hostile YAML cannot run past
 * (docs/reference/hostile-inputs.md, "Issue 50's cases"). @huggingface/jinja renders an undefined
 * name as the empty string, so `{{questoin}}` would quietly give every prompt an empty question.
 */
import * as jinja from '@huggingface/jinja';
import type { Template } from '@huggingface/jinja';

/** Expressions evaluated per render: a 5-shot MMLU prompt takes a few hundred; a loop of loops is stopped here. */
export const TEMPLATE_STEP_LIMIT = 1_000_000;
/** Characters of any one value a render builds (`'x' * 10**9`); lm-eval prompts are a few kB. */
export const TEMPLATE_TEXT_LIMIT = 4_000_000;

/** The part of @huggingface/jinja's AST node this file reads. */
interface Node {
  readonly type: string;
  readonly value?: unknown;
  readonly operand?: Node;
  readonly test?: Node;
  readonly filter?: Node & { readonly callee?: Node };
  readonly object?: Node;
  readonly property?: Node;
  readonly computed?: boolean;
}

/** A runtime value of @huggingface/jinja (its runtime types are not reachable from its .d.ts under NodeNext). */
interface RuntimeValue {
  readonly type: string;
  readonly value: unknown;
}

export interface JinjaEnvironment {
  set(name: string, value: unknown): void;
}

interface JinjaInterpreter {
  evaluate(node: unknown, environment: JinjaEnvironment): RuntimeValue;
  run(program: unknown): RuntimeValue;
}

const Interpreter = jinja.Interpreter as unknown as new (environment: JinjaEnvironment) => JinjaInterpreter;
const Environment = jinja.Environment as unknown as new () => JinjaEnvironment;

/** The tests and filter Jinja's StrictUndefined lets an undefined name reach (`x is defined`, `x | default(…)`). */
const LENIENT_TESTS = new Set(['defined', 'undefined']);

/** @huggingface/jinja's Interpreter with StrictUndefined and the step and text bounds. */
export class StrictInterpreter extends Interpreter {
  private steps = 0;
  private readonly lenient = new Set<Node>();

  override evaluate(node: unknown, environment: JinjaEnvironment): RuntimeValue {
    this.steps += 1;
    if (this.steps > TEMPLATE_STEP_LIMIT) throw new Error(`the template ran past ${TEMPLATE_STEP_LIMIT} steps (a runaway loop?)`);
    const at = node as unknown as Node | undefined;
    if (at?.type === 'TestExpression' && LENIENT_TESTS.has(String(at.test?.value)) && at.operand) this.lenient.add(at.operand);
    if (at?.type === 'FilterExpression' && (at.filter?.callee ?? at.filter)?.value === 'default' && at.operand) this.lenient.add(at.operand);
    const value = super.evaluate(node, environment);
    if (value.type === 'UndefinedValue' && at !== undefined && (at.type === 'Identifier' || at.type === 'MemberExpression') && !this.lenient.has(at)) {
      throw new Error(`'${undefinedName(at)}' is undefined`);
    }
    if (typeof value.value === 'string' && value.value.length > TEMPLATE_TEXT_LIMIT) {
      throw new Error(`the template built a text of more than ${TEMPLATE_TEXT_LIMIT} characters`);
    }
    return value;
  }
}

function undefinedName(node: Node): string {
  if (node.type === 'Identifier') return String(node.value);
  const property = node.property;
  const key = property?.type === 'Identifier' && node.computed !== true ? String(property.value) : `[${JSON.stringify(property?.value ?? '…')}]`;
  return node.object
    ? `${node.object.type === 'Identifier' || node.object.type === 'MemberExpression' ? undefinedName(node.object) : '…'}${key.startsWith('[') ? key : `.${key}`}`
    : key;
}

/** Python's range, refusing a sequence longer than the step bound before building it. */
function boundedRange(start: number, stop?: number, step = 1): number[] {
  const [from, to] = stop === undefined ? [0, start] : [start, stop];
  if (step === 0) throw new Error('range() arg 3 must not be zero');
  const length = Math.max(0, Math.ceil((to - from) / step));
  if (length > TEMPLATE_STEP_LIMIT) throw new Error(`range() of ${length} numbers is past the template's bound of ${TEMPLATE_STEP_LIMIT}`);
  return Array.from({ length }, (_, i) => from + i * step);
}

/** The globals @huggingface/jinja's Template.render sets (its setupGlobals), range bounded, then `items`. */
export function strictEnvironment(items: Readonly<Record<string, unknown>>): JinjaEnvironment {
  const environment = new Environment();
  for (const [name, value] of [
    ['false', false],
    ['true', true],
    ['none', null],
    ['False', false],
    ['True', true],
    ['None', null],
  ] as const)
    environment.set(name, value);
  environment.set('raise_exception', (message: unknown) => {
    throw new Error(String(message));
  });
  environment.set('range', boundedRange);
  for (const [key, value] of Object.entries(items)) environment.set(key, value);
  return environment;
}

/** Render a parsed template over `items` with StrictUndefined and the bounds above; throws Error with Jinja2's message for an undefined name. */
export function renderStrict(template: Template, items: Readonly<Record<string, unknown>>): string {
  const result = new StrictInterpreter(strictEnvironment(items)).run(template.parsed);
  return String(result.value);
}

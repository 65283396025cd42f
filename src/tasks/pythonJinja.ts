/**
 * Templates rendered as lm-eval's Jinja2 renders them where values meet text: `{{ value }}`,
 * `a ~ b` and `| string` print Python's str(), so True, None, ['a'], {'k': 'v'}, (1,) and 2.5
 * appear as Python prints them, where @huggingface/jinja prints true, nothing, ["a"] and {"k": "v"}
 * (docs/reference/tasks.md "Your own copies").
 */
import { Environment, Interpreter, parse, tokenize } from '@huggingface/jinja';
import { StrictInterpreter, strictEnvironment } from './strictTemplate.js';
import { pyStr } from './pythonRepr.js';

type Program = ReturnType<typeof parse>;
type RuntimeValue = { readonly type: string; readonly value: unknown };
interface Node {
  readonly type: string;
  readonly value?: unknown;
  readonly operator?: { readonly value: string };
  readonly left?: Node;
  readonly right?: Node;
}
type StringValueClass = new (value: string) => RuntimeValue;

/** The interpreter's private evaluation steps this class overrides (private in its typings only). */
interface Steps {
  evaluate(node: Node, environment: Environment): RuntimeValue;
  evaluateBlock(statements: readonly Node[], environment: Environment): RuntimeValue;
  evaluateBinaryExpression(node: Node, environment: Environment): RuntimeValue;
  applyFilter(operand: RuntimeValue, filter: Node, environment: Environment): RuntimeValue;
}

/** Node types that are statements, not `{{ … }}` expressions. */
const STATEMENTS = new Set(['Set', 'If', 'For', 'Macro', 'Comment', 'Break', 'Continue', 'CallStatement', 'FilterStatement', 'Program']);

const base = Interpreter.prototype as unknown as Steps;
/** The strict interpreter (StrictUndefined, bounded steps: strictTemplate.ts) with its steps public, so that a subclass may override them. */
const OpenInterpreter = StrictInterpreter as unknown as new (environment: Environment) => { run(program: Program): RuntimeValue };

/** @huggingface/jinja's Interpreter with Python's str() wherever a value becomes text. */
class PythonInterpreter extends OpenInterpreter {
  private stringValue(environment: Environment): StringValueClass {
    // The runtime's StringValue is not exported: an empty block evaluates to one.
    return (base.evaluateBlock.call(this, [], environment) as object).constructor as StringValueClass;
  }

  evaluateBlock(statements: readonly Node[], environment: Environment): RuntimeValue {
    let result = '';
    const self = this as unknown as Steps;
    // Jinja2 prints an expression's None as "None" ({% set %} and other statements print nothing);
    // an undefined variable prints nothing (lm-eval's StrictUndefined aside).
    for (const statement of statements) {
      const value = self.evaluate(statement, environment);
      if (value.type === 'UndefinedValue' || (value.type === 'NullValue' && STATEMENTS.has(statement.type))) continue;
      result += pyStr(value);
    }
    return new (this.stringValue(environment))(result);
  }

  evaluateBinaryExpression(node: Node, environment: Environment): RuntimeValue {
    if (node.operator?.value !== '~') return base.evaluateBinaryExpression.call(this, node, environment);
    const self = this as unknown as Steps;
    const left = self.evaluate(node.left as Node, environment);
    const right = self.evaluate(node.right as Node, environment);
    const text = (value: RuntimeValue): string => (value.type === 'UndefinedValue' ? '' : pyStr(value));
    return new (this.stringValue(environment))(text(left) + text(right));
  }

  applyFilter(operand: RuntimeValue, filter: Node, environment: Environment): RuntimeValue {
    if (filter.type === 'Identifier' && filter.value === 'string') return new (this.stringValue(environment))(pyStr(operand));
    return base.applyFilter.call(this, operand, filter, environment);
  }
}

/** A template parsed once (lm-eval's trim_blocks and lstrip_blocks, as @huggingface/jinja's Template), rendered with Python's str(). */
export class PythonTemplate {
  private readonly parsed: Program;

  constructor(template: string) {
    this.parsed = parse(tokenize(template, { lstrip_blocks: true, trim_blocks: true }));
  }

  render(items: Readonly<Record<string, unknown>>): string {
    // @huggingface/jinja's own globals (its setupGlobals is not exported), range bounded, as lm-eval renders: StrictUndefined.
    const environment = strictEnvironment(items) as unknown as Environment;
    return new PythonInterpreter(environment).run(this.parsed).value as string;
  }
}

/**
 * Turns a failed schema validation into the one line a user reads: the path of the offending
 * field, what the schema expects there, and what the file holds.
 */
import type { ErrorObject } from 'ajv';
import { childPath, describeValue, pointerToPath, ShapeProblem } from './shapeProblem.js';

/** The parts of a generated JSON Schema node that messages describe. */
export interface SchemaNode {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly anyOf?: readonly SchemaNode[];
  readonly items?: SchemaNode;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly pattern?: string;
  readonly minLength?: number;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly definitions?: Readonly<Record<string, SchemaNode>>;
}

/**
 * The problem to report from a validator's `errors` (compiled with allErrors and verbose), as
 * a ShapeProblem; `root` is the schema file, for following `$ref`s.
 * A wrong value is reported before a missing field (both are usually one damage), and a value
 * that fits no branch of a `T | null` is reported once, as the union, not once per branch.
 */
export function schemaProblem(errors: readonly ErrorObject[], root: SchemaNode): ShapeProblem {
  const kept: ErrorObject[] = [];
  for (const error of errors) {
    // An `if` error only says that its `then` failed; the `then` errors say how.
    if (error.keyword === 'if') continue;
    if (error.keyword === 'anyOf') {
      // Each branch's errors came just before, at or below the same value. An error below it
      // means the value's kind fit a branch and one of its fields is wrong: report that field.
      // Otherwise the value fits no branch: report the union once.
      const at = (e: ErrorObject) => e.instancePath === error.instancePath;
      const below = (e: ErrorObject) => e.instancePath.startsWith(`${error.instancePath}/`);
      const deeper = kept.some(below);
      for (let i = kept.length - 1; i >= 0; i -= 1) if (at(kept[i]!) || (!deeper && below(kept[i]!))) kept.splice(i, 1);
      if (deeper) continue;
    }
    kept.push(error);
  }
  const chosen = kept.find((error) => error.keyword !== 'required') ?? kept[0];
  if (chosen === undefined) return new ShapeProblem('', 'does not match the schema');
  const path = pointerToPath(chosen.instancePath);
  const parent = chosen.parentSchema as SchemaNode | undefined;
  switch (chosen.keyword) {
    case 'required': {
      const key = String(chosen.params['missingProperty']);
      const field = parent?.properties?.[key];
      return new ShapeProblem(childPath(path, key), `expected ${field ? describeSchema(field, root) : 'a value'}, got nothing`);
    }
    case 'additionalProperties':
      return new ShapeProblem(childPath(path, String(chosen.params['additionalProperty'])), 'unexpected field');
    default:
      return new ShapeProblem(path, `expected ${parent ? describeSchema(parent, root) : chosen.keyword}, got ${describeValue(chosen.data)}`);
  }
}

/** What a schema node accepts, in words: "an integer ≥ 1", "one of "a", "b"", "a number or null". */
export function describeSchema(node: SchemaNode, root: SchemaNode): string {
  if (node.$ref !== undefined) return describeSchema(resolveRef(node.$ref, root), root);
  if ('const' in node) return JSON.stringify(node.const);
  if (node.enum !== undefined) return `one of ${node.enum.map((value) => JSON.stringify(value)).join(', ')}`;
  if (node.anyOf !== undefined) return node.anyOf.map((branch) => describeSchema(branch, root)).join(' or ');
  const types = node.type === undefined ? [] : typeof node.type === 'string' ? [node.type] : node.type;
  return types.length === 0 ? 'a value' : types.map((type) => describeType(type, node, root)).join(' or ');
}

function describeType(type: string, node: SchemaNode, root: SchemaNode): string {
  switch (type) {
    case 'string':
      if (node.pattern !== undefined) return `a string matching ${node.pattern}`;
      return node.minLength !== undefined && node.minLength > 0 ? 'a non-empty string' : 'a string';
    case 'integer':
      return `an integer${bounds(node)}`;
    case 'number':
      return `a number${bounds(node)}`;
    case 'boolean':
      return 'true or false';
    case 'null':
      return 'null';
    case 'array': {
      if (node.minItems === undefined || node.minItems !== node.maxItems) return 'an array';
      const item = node.items === undefined ? undefined : /^an? (\w+)$/.exec(describeSchema(node.items, root))?.[1];
      return `an array of ${node.minItems} ${item ?? 'value'}s`;
    }
    case 'object':
      return 'an object';
    default:
      return type;
  }
}

/** " ≥ 0", " in (0, 1)", or "" when the node has no bounds. */
function bounds(node: SchemaNode): string {
  const low = node.minimum ?? node.exclusiveMinimum;
  const high = node.maximum ?? node.exclusiveMaximum;
  if (low !== undefined && high !== undefined) {
    return ` in ${node.minimum === undefined ? '(' : '['}${low}, ${high}${node.maximum === undefined ? ')' : ']'}`;
  }
  if (low !== undefined) return ` ${node.minimum === undefined ? '>' : '≥'} ${low}`;
  if (high !== undefined) return ` ${node.maximum === undefined ? '<' : '≤'} ${high}`;
  return '';
}

/** The node a local `$ref` ("#/definitions/Name") points to. */
function resolveRef(ref: string, root: SchemaNode): SchemaNode {
  const name = /^#\/definitions\/(.+)$/.exec(ref)?.[1];
  const target = name === undefined ? undefined : root.definitions?.[decodeURIComponent(name)];
  return target ?? {};
}

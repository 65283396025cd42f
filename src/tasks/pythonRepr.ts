/**
 * Python's str() and repr() of the values a Jinja template sees (@huggingface/jinja's runtime
 * values: strings, ints, floats, booleans, None, lists, tuples, dicts), as lm-eval's Jinja2 prints
 * them (docs/reference/tasks.md "Your own copies").
 */

interface Value {
  readonly type: string;
  readonly value: unknown;
}

/** Python's str(value): a string as itself, anything else as repr. */
export function pyStr(value: Value): string {
  return value.type === 'StringValue' ? (value.value as string) : pyRepr(value);
}

/** Python's repr(value). */
export function pyRepr(value: Value): string {
  switch (value.type) {
    case 'StringValue':
      return pyStringRepr(value.value as string);
    case 'BooleanValue':
      return value.value === true ? 'True' : 'False';
    case 'NullValue':
    case 'UndefinedValue':
      return 'None';
    case 'IntegerValue':
      return String(value.value);
    case 'FloatValue':
      return pyFloatRepr(value.value as number);
    case 'TupleValue': {
      const items = (value.value as Value[]).map(pyRepr);
      return items.length === 1 ? `(${items[0]},)` : `(${items.join(', ')})`;
    }
    case 'ArrayValue':
      return `[${(value.value as Value[]).map(pyRepr).join(', ')}]`;
    case 'ObjectValue':
    case 'KeywordArgumentsValue':
      return `{${[...(value.value as Map<string, Value>).entries()].map(([key, inner]) => `${pyStringRepr(key)}: ${pyRepr(inner)}`).join(', ')}}`;
    default:
      return String(value.value);
  }
}

/** Python's repr of a float: the shortest round-trip digits, scientific below 1e-4 and from 1e16, ".0" when whole. */
export function pyFloatRepr(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  if (Object.is(x, -0)) return '-0.0';
  const [mantissa, exponentText] = x.toExponential().split('e') as [string, string];
  const exponent = Number(exponentText);
  if (exponent < -4 || exponent >= 16) return `${mantissa}e${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`;
  const fixed = x.toFixed(Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - exponent));
  return fixed.includes('.') ? fixed : `${fixed}.0`;
}

/** Characters Python's repr escapes: str.isprintable() is false for other (C*) and separator (Z*) categories but the space. */
const UNPRINTABLE = /[\p{C}\p{Z}]/u;

/** Python's repr of a str: single quotes unless it holds ' and no ", backslash escapes for the rest. */
export function pyStringRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = quote;
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    if (char === '\\' || char === quote) out += `\\${char}`;
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (char !== ' ' && UNPRINTABLE.test(char)) out += code < 0x100 ? `\\x${hex(code, 2)}` : code < 0x10000 ? `\\u${hex(code, 4)}` : `\\U${hex(code, 8)}`;
    else out += char;
  }
  return out + quote;
}

function hex(code: number, width: number): string {
  return code.toString(16).padStart(width, '0');
}

/**
 * Python 3.11 `re` escapes (sre_parse's `_escape` and `_class_escape`): what a backslash
 * sequence means, in and out of a character class (docs/reference/score.md, "Python patterns").
 */
import { InvalidInputError } from '../errors/index.js';

/** A pattern read code point by code point, with the position for error messages. */
export class PatternSource {
  readonly chars: readonly string[];
  pos = 0;

  constructor(readonly pattern: string) {
    this.chars = Array.from(pattern);
  }

  get next(): string | undefined {
    return this.chars[this.pos];
  }

  get(): string | undefined {
    return this.chars[this.pos++];
  }

  match(text: string): boolean {
    const ahead = this.chars.slice(this.pos, this.pos + text.length).join('');
    if (ahead !== text) return false;
    this.pos += text.length;
    return true;
  }

  error(reason: string): InvalidInputError {
    return new InvalidInputError(
      `regex ${JSON.stringify(this.pattern)} at position ${this.pos}: ${reason}`,
      'Use Python `re` syntax that a JS RegExp can express (see docs/reference/score.md, "Python patterns").',
    );
  }
}

/** What one escape is: a literal code point, a class escape, an anchor, or a group reference. */
export type Escape =
  | { readonly kind: 'literal'; readonly codePoint: number }
  | { readonly kind: 'class'; readonly letter: 'd' | 'D' | 'w' | 'W' | 's' | 'S' }
  | { readonly kind: 'anchor'; readonly letter: 'A' | 'Z' | 'b' | 'B' }
  | { readonly kind: 'groupref'; readonly group: number };

const CONTROL: Readonly<Record<string, number>> = { a: 7, f: 12, n: 10, r: 13, t: 9, v: 11 };
const OCTAL = /^[0-7]$/;
const DIGIT = /^[0-9]$/;
const HEX = /^[0-9a-fA-F]$/;
const ASCII_LETTER = /^[A-Za-z]$/;

/** Read the escape after a backslash (already consumed); `inClass` follows `_class_escape`. */
export function readEscape(source: PatternSource, inClass: boolean): Escape {
  const c = source.get();
  if (c === undefined) throw source.error('bad escape (end of pattern)');
  if (c in CONTROL) return { kind: 'literal', codePoint: CONTROL[c]! };
  if (c === 'x' || c === 'u' || c === 'U') return { kind: 'literal', codePoint: readHex(source, c === 'x' ? 2 : c === 'u' ? 4 : 8, c) };
  if (c === 'N') throw source.error('\\N{...} named characters are not supported; write the character or \\uXXXX');
  if ('dDwWsS'.includes(c)) return { kind: 'class', letter: c as 'd' | 'D' | 'w' | 'W' | 's' | 'S' };
  if (inClass) return classOnlyEscape(source, c);
  if (c === 'A' || c === 'Z' || c === 'b' || c === 'B') return { kind: 'anchor', letter: c };
  if (c === '0') return { kind: 'literal', codePoint: readOctal(source, '0', 2) };
  if (DIGIT.test(c)) return numberEscape(source, c);
  if (ASCII_LETTER.test(c)) throw source.error(`bad escape \\${c}`);
  return { kind: 'literal', codePoint: c.codePointAt(0)! };
}

/** Inside a class `\b` is a backspace, a digit starts an octal escape, an anchor is an error. */
function classOnlyEscape(source: PatternSource, c: string): Escape {
  if (c === 'b') return { kind: 'literal', codePoint: 8 };
  if (OCTAL.test(c)) return { kind: 'literal', codePoint: readOctal(source, c, 2) };
  if (DIGIT.test(c) || ASCII_LETTER.test(c)) throw source.error(`bad escape \\${c}`);
  return { kind: 'literal', codePoint: c.codePointAt(0)! };
}

/** `\12` is group 12, `\123` (three octal digits) the octal character 0o123. */
function numberEscape(source: PatternSource, first: string): Escape {
  let digits = first;
  if (source.next !== undefined && DIGIT.test(source.next)) {
    digits += source.get();
    if (OCTAL.test(digits[0]!) && OCTAL.test(digits[1]!) && source.next !== undefined && OCTAL.test(source.next)) {
      const codePoint = parseInt(digits + source.get(), 8);
      if (codePoint > 0o377) throw source.error(`octal escape value \\${digits} outside of range 0-0o377`);
      return { kind: 'literal', codePoint };
    }
  }
  return { kind: 'groupref', group: parseInt(digits, 10) };
}

function readOctal(source: PatternSource, first: string, more: number): number {
  let digits = first;
  while (digits.length <= more && source.next !== undefined && OCTAL.test(source.next)) digits += source.get();
  const codePoint = parseInt(digits, 8);
  if (codePoint > 0o377) throw source.error(`octal escape value \\${digits} outside of range 0-0o377`);
  return codePoint;
}

function readHex(source: PatternSource, count: number, letter: string): number {
  let digits = '';
  while (digits.length < count && source.next !== undefined && HEX.test(source.next)) digits += source.get();
  if (digits.length < count) throw source.error(`incomplete escape \\${letter}${digits}`);
  const codePoint = parseInt(digits, 16);
  if (codePoint > 0x10ffff) throw source.error(`bad escape \\${letter}${digits}`);
  return codePoint;
}

/**
 * A Python 3.11 `re` pattern (str, as lm-eval's task YAMLs write them) rewritten as a JS
 * `v`-flag RegExp source with the same matches (docs/reference/score.md, "Python patterns").
 * Every construct whose JS meaning differs is rewritten: `.`, `^`, `$` by the s/m flags in
 * force (JS's also stop at \r, U+2028, U+2029), `\A`, `\Z`, `\b`, the Unicode classes,
 * `(?P<name>…)`, literal `{`, `}`, `]`; what JS cannot express throws InvalidInputError.
 */
import { readCharClass } from './pythonCharClass.js';
import { classEscape, literal, notWordBoundary, wordBoundary } from './pythonClasses.js';
import { PatternSource, readEscape, type Escape } from './pythonEscape.js';
import { readBraceBounds, repeatsPastOne } from './pythonQuantifier.js';

/** The JS source and what the matcher needs to know to iterate as Python does. */
export interface TranslatedPattern {
  readonly source: string;
  readonly ignoreCase: boolean;
  /** Capturing groups, as Python numbers them (named ones included). */
  readonly groups: number;
  /**
   * The pattern starts with a greedy `.*`/`.+` and has no top-level `|`: a failed attempt at
   * one position fails at every later one ('any', DOTALL) or up to the next newline ('line').
   */
  readonly leadingStar: 'any' | 'line' | null;
  /** Whether it has `|` or a lazy quantifier: only then can an empty match hide a longer one at its position. */
  readonly mayPreferEmpty: boolean;
}

/** One translated piece: its JS text, whether a quantifier may follow, whether it can match the empty string. */
interface Atom {
  readonly text: string;
  readonly quantifiable: boolean;
  readonly nullable: boolean;
}

interface Flags {
  dotAll: boolean;
  multiline: boolean;
  verbose: boolean;
  ascii: boolean;
}

const FLAG_LETTERS = /^[aiLmsux]$/;
const WHITESPACE = new Set([' ', '\t', '\n', '\r', '\v', '\f']);

/** Translate `pattern`; `groupOffset` renumbers backreferences when the caller adds groups in front. */
export function translatePythonPattern(pattern: string, groupOffset = 0): TranslatedPattern {
  return new Translator(pattern, groupOffset).run();
}

class Translator {
  private readonly source: PatternSource;
  private flags: Flags = { dotAll: false, multiline: false, verbose: false, ascii: false };
  private ignoreCase = false;
  private groups = 0;
  private readonly openGroups = new Set<number>();
  private readonly names = new Map<string, number>();
  private readonly groupNullable = new Map<number, boolean>();
  private mayPreferEmpty = false;
  private topLevelAlternation = false;
  private firstAtom: string | null = null;

  constructor(
    pattern: string,
    private readonly groupOffset: number,
  ) {
    this.source = new PatternSource(pattern);
  }

  run(): TranslatedPattern {
    this.readGlobalFlags();
    const body = this.alternation(0).text;
    if (this.source.next !== undefined) throw this.source.error('unbalanced parenthesis');
    const lead = this.topLevelAlternation ? null : this.firstAtom;
    const leadingStar = lead === '[\\s\\S]' ? 'any' : lead === '[^\\n]' ? 'line' : null;
    return { source: body, ignoreCase: this.ignoreCase, groups: this.groups, leadingStar, mayPreferEmpty: this.mayPreferEmpty };
  }

  /** Python 3.11 takes global flags only at the very start: `(?s)`, `(?i)`, several in a row. */
  private readGlobalFlags(): void {
    for (;;) {
      const start = this.source.pos;
      if (!this.source.match('(?')) return;
      let letters = '';
      while (this.source.next !== undefined && FLAG_LETTERS.test(this.source.next)) letters += this.source.get();
      if (letters === '' || !this.source.match(')')) {
        this.source.pos = start;
        return;
      }
      this.applyFlags(letters, true);
      this.skipVerbose();
    }
  }

  private applyFlags(letters: string, global: boolean): void {
    for (const letter of letters) {
      if (letter === 'L') throw this.source.error('(?L) cannot be used with a str pattern');
      if (letter === 'u') continue;
      if (letter === 'i') {
        if (!global) throw this.source.error('a scoped (?i:...) cannot be expressed in a JS RegExp; put (?i) at the start');
        this.ignoreCase = true;
      }
      if (letter === 's') this.flags.dotAll = true;
      if (letter === 'm') this.flags.multiline = true;
      if (letter === 'x') this.flags.verbose = true;
      if (letter === 'a') this.flags.ascii = true;
    }
    if (letters.includes('a') && letters.includes('u')) throw this.source.error('bad inline flags: flags a and u are incompatible');
  }

  private alternation(depth: number): Atom {
    const branches = [this.sequence(depth)];
    while (this.source.match('|')) {
      if (depth === 0) this.topLevelAlternation = true;
      this.mayPreferEmpty = true;
      branches.push(this.sequence(depth));
    }
    return { text: branches.map((branch) => branch.text).join('|'), quantifiable: true, nullable: branches.some((branch) => branch.nullable) };
  }

  private sequence(depth: number): Atom {
    let out = '';
    let nullable = true;
    for (;;) {
      this.skipVerbose();
      const c = this.source.next;
      if (c === undefined || c === '|' || c === ')') return { text: out, quantifiable: true, nullable };
      const atom = this.atom(depth);
      this.skipVerbose();
      const quantifier = this.quantifier();
      if (quantifier !== '' && !atom.quantifiable) throw this.source.error('nothing to repeat');
      // Python stops repeating at an empty iteration, JS refuses the empty iteration and backtracks: different matches.
      if (atom.nullable && repeatsPastOne(quantifier))
        throw this.source.error('a repeated group that can match the empty string repeats differently in Python and JS; make its body non-empty');
      if (depth === 0 && out === '' && this.firstAtom === null) this.firstAtom = quantifier === '*' || quantifier === '+' ? atom.text : '';
      out += quantifier === '' ? atom.text : `(?:${atom.text})${quantifier}`;
      if (!atom.nullable && !/^(\*|\?|\{0[,}])/.test(quantifier)) nullable = false;
    }
  }

  /** The quantifier after an atom, in JS syntax ('' for none): `{,n}` → `{0,n}`; a `{` that is no quantifier stays for the next atom. */
  private quantifier(): string {
    const c = this.source.next;
    let base: string;
    if (c === '*' || c === '+' || c === '?') base = this.source.get()!;
    else if (c === '{') {
      const start = this.source.pos;
      this.source.get();
      const bounds = readBraceBounds(this.source);
      if (bounds === null) {
        this.source.pos = start;
        return '';
      }
      base = bounds;
    } else return '';
    if (this.source.match('?')) {
      this.mayPreferEmpty = true;
      return `${base}?`;
    }
    if (this.source.next === '+') throw this.source.error('possessive quantifiers (*+, ++, ?+, {m,n}+) cannot be expressed in a JS RegExp');
    if (this.source.next === '*' || this.source.next === '?') throw this.source.error('multiple repeat');
    if (this.source.next === '{') {
      const start = this.source.pos;
      this.source.get();
      const again = readBraceBounds(this.source);
      this.source.pos = start;
      if (again !== null) throw this.source.error('multiple repeat');
    }
    return base;
  }

  private atom(depth: number): Atom {
    const c = this.source.get()!;
    if (c === '(') return this.group(depth);
    if (c === '[') return { text: readCharClass(this.source, this.flags.ascii), quantifiable: true, nullable: false };
    if (c === '.') return { text: this.flags.dotAll ? '[\\s\\S]' : '[^\\n]', quantifiable: true, nullable: false };
    if (c === '^') return { text: this.flags.multiline ? '(?<![^\\n])' : '(?<![\\s\\S])', quantifiable: false, nullable: true };
    if (c === '$') return { text: this.flags.multiline ? '(?![^\\n])' : '(?=\\n?(?![\\s\\S]))', quantifiable: false, nullable: true };
    if (c === '*' || c === '+' || c === '?') throw this.source.error('nothing to repeat');
    if (c === '{' && this.isQuantifierAhead()) throw this.source.error('nothing to repeat');
    if (c === '\\') return this.escapeAtom(readEscape(this.source, false));
    return { text: literal(c.codePointAt(0)!), quantifiable: true, nullable: false };
  }

  private isQuantifierAhead(): boolean {
    const start = this.source.pos;
    const bounds = readBraceBounds(this.source);
    this.source.pos = start;
    return bounds !== null;
  }

  private escapeAtom(escape: Escape): Atom {
    if (escape.kind === 'literal') return { text: literal(escape.codePoint), quantifiable: true, nullable: false };
    if (escape.kind === 'class') return { text: classEscape(escape.letter, this.flags.ascii), quantifiable: true, nullable: false };
    if (escape.kind === 'groupref')
      return { text: this.backreference(escape.group), quantifiable: true, nullable: this.groupNullable.get(escape.group) ?? true };
    const anchors = { A: '(?<![\\s\\S])', Z: '(?![\\s\\S])', b: wordBoundary(this.flags.ascii), B: notWordBoundary(this.flags.ascii) };
    return { text: anchors[escape.letter], quantifiable: false, nullable: true };
  }

  private backreference(group: number): string {
    if (group < 1 || group > this.groups) throw this.source.error(`invalid group reference ${group}`);
    if (this.openGroups.has(group)) throw this.source.error('cannot refer to an open group');
    return `(?:\\${group + this.groupOffset})`;
  }

  private group(depth: number): Atom {
    if (!this.source.match('?')) return this.capture(depth, null);
    if (this.source.match(':')) {
      const body = this.groupBody(depth);
      return { text: `(?:${body.text})`, quantifiable: true, nullable: body.nullable };
    }
    if (this.source.match('P<')) return this.capture(depth, this.groupName('>'));
    if (this.source.match('P=')) {
      const name = this.groupName(')');
      if (!this.names.has(name)) throw this.source.error(`unknown group name '${name}'`);
      return { text: `(?:\\k<${name}>)`, quantifiable: true, nullable: this.groupNullable.get(this.names.get(name)!) ?? true };
    }
    if (this.source.match('#')) {
      while (this.source.next !== undefined && this.source.next !== ')') this.source.get();
      if (!this.source.match(')')) throw this.source.error('missing ), unterminated comment');
      return { text: '(?:)', quantifiable: false, nullable: true };
    }
    for (const look of ['=', '!', '<=', '<!']) {
      if (this.source.match(look)) return { text: `(?${look}${this.groupBody(depth).text})`, quantifiable: false, nullable: true };
    }
    if (this.source.match('>')) throw this.source.error('atomic groups (?>...) cannot be expressed in a JS RegExp');
    if (this.source.match('(')) throw this.source.error('conditional groups (?(id)yes|no) cannot be expressed in a JS RegExp');
    return this.scopedFlags(depth);
  }

  /** `(?s:...)`, `(?-s:...)`: s, m, x, a are rewritten per construct, so they can be scoped; i cannot. */
  private scopedFlags(depth: number): Atom {
    let on = '';
    let off = '';
    while (this.source.next !== undefined && FLAG_LETTERS.test(this.source.next)) on += this.source.get();
    if (this.source.match('-')) while (this.source.next !== undefined && /^[imsx]$/.test(this.source.next)) off += this.source.get();
    if (this.source.next === ')') throw this.source.error('global flags not at the start of the expression');
    if ((on === '' && off === '') || !this.source.match(':')) throw this.source.error(`unknown extension ?${on}${off === '' ? '' : `-${off}`}`);
    if (off.includes('i')) throw this.source.error('a scoped (?-i:...) cannot be expressed in a JS RegExp');
    const saved = { ...this.flags };
    this.applyFlags(on, false);
    for (const letter of off) {
      if (letter === 's') this.flags.dotAll = false;
      if (letter === 'm') this.flags.multiline = false;
      if (letter === 'x') this.flags.verbose = false;
    }
    const body = this.groupBody(depth);
    this.flags = saved;
    return { text: `(?:${body.text})`, quantifiable: true, nullable: body.nullable };
  }

  private capture(depth: number, name: string | null): Atom {
    const group = ++this.groups;
    if (name !== null) {
      if (this.names.has(name)) throw this.source.error(`redefinition of group name '${name}'`);
      this.names.set(name, group);
    }
    this.openGroups.add(group);
    const body = this.groupBody(depth);
    this.openGroups.delete(group);
    this.groupNullable.set(group, body.nullable);
    return { text: name === null ? `(${body.text})` : `(?<${name}>${body.text})`, quantifiable: true, nullable: body.nullable };
  }

  private groupBody(depth: number): Atom {
    const body = this.alternation(depth + 1);
    if (!this.source.match(')')) throw this.source.error('missing ), unterminated subpattern');
    return body;
  }

  private groupName(end: string): string {
    let name = '';
    while (this.source.next !== undefined && this.source.next !== end) name += this.source.get();
    if (!this.source.match(end)) throw this.source.error(`missing ${end}, unterminated name`);
    if (!/^[\p{L}\p{Nl}_][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}]*$/u.test(name)) throw this.source.error(`bad character in group name '${name}'`);
    return name;
  }

  /** In verbose mode, whitespace and `#` comments outside sets are not part of the pattern. */
  private skipVerbose(): void {
    if (!this.flags.verbose) return;
    for (;;) {
      const c = this.source.next;
      if (c !== undefined && WHITESPACE.has(c)) this.source.get();
      else if (c === '#') while (this.source.next !== undefined && this.source.get() !== '\n');
      else return;
    }
  }
}

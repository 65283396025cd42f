/**
 * WCAG 2 contrast of the report's text colours on their own backgrounds, in both palettes, computed from styles.css itself
 * (no browser: the variables of `:root` and of its dark-scheme block, and the colour/background of each verdict chip and
 * heat-map token class). The formula is WCAG 2.1's relative luminance and contrast ratio; the threshold is 4.5:1 (AA, normal text).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const CSS = readFileSync(new URL('../../../src/report/templates/styles.css', import.meta.url), 'utf8');

/** The custom properties declared in the first `:root { … }` after `from` in the stylesheet. */
function variables(from: number): Map<string, string> {
  const start = CSS.indexOf(':root {', from);
  const block = CSS.slice(start, CSS.indexOf('}', start));
  return new Map([...block.matchAll(/--([\w-]+):\s*(#[0-9a-fA-F]{6})/g)].map((m) => [m[1]!, m[2]!]));
}

const LIGHT = variables(0);
const DARK = new Map([...LIGHT, ...variables(CSS.indexOf('prefers-color-scheme: dark'))]);

/** WCAG 2.1 relative luminance of "#rrggbb". */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const s = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `color` and `background` of a class rule, as variable names (transparent: the page, --bg). */
function ruleColours(selector: string): { text: string; background: string } {
  const start = CSS.indexOf(`${selector} {`);
  assert.ok(start >= 0, `no rule ${selector}`);
  const rule = CSS.slice(start, CSS.indexOf('}', start));
  const text = /(?:^|[ ;{])color:\s*var\(--([\w-]+)\)/.exec(rule)?.[1] ?? 'fg';
  const background = /background:\s*var\(--([\w-]+)\)/.exec(rule)?.[1] ?? 'bg';
  return { text, background };
}

const CHIPS = ['.v-improved', '.v-regressed', '.v-changed', '.v-within-noise', '.v-inconclusive', '.v-skipped'];
const HEAT = ['.k1', '.k2', '.k3', '.k4', '.k5'];

test('verdict chips, heat-map tokens, muted text and links reach 4.5:1 in the light and the dark palette', () => {
  assert.ok(LIGHT.size > 20 && DARK.get('bg') === '#0d1117', 'both palettes were read');
  const failures: string[] = [];
  for (const [scheme, palette] of [
    ['light', LIGHT],
    ['dark', DARK],
  ] as const) {
    const pairs: [string, string, string][] = [
      ...[...CHIPS, ...HEAT].map((selector): [string, string, string] => {
        const { text, background } = ruleColours(selector);
        return [selector, text, background];
      }),
      ['muted text', 'muted', 'bg'],
      ['muted text on soft', 'muted', 'soft'],
      ['links', 'link', 'bg'],
    ];
    for (const [what, text, background] of pairs) {
      const [t, b] = [palette.get(text), palette.get(background)];
      assert.ok(t && b, `${scheme}: --${text} or --${background} missing`);
      const ratio = contrast(t, b);
      if (ratio < 4.5) failures.push(`${scheme} ${what}: --${text} ${t} on --${background} ${b} is ${ratio.toFixed(2)}:1`);
    }
  }
  assert.deepEqual(failures, []);
});

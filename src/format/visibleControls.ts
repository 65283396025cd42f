/**
 * Characters a reader cannot see but that change what is shown: NUL and the other C0/C1
 * controls, and the Unicode bidirectional controls (U+202A–U+202E, U+2066–U+2069, the marks
 * U+200E, U+200F, U+061C) that reorder the text around them (CVE-2021-42574, "Trojan Source").
 * An item id or reply holding one is written with the escape spelled out, `\u202E`, in every
 * file and line tunegate writes. The escape is JSON's own, so inside a JSON string it reads
 * back as the same character.
 */

// Tab, line feed and carriage return are layout, not hidden; every other C0 control, DEL and C1 is escaped.
const HIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
// The same without ESC: the terminal's own progress line and colours are drawn with it.
const HIDDEN_ON_TERMINAL = /[\u0000-\u0008\u000b\u000c\u000e-\u001a\u001c-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

function spelled(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** `text` with every hidden or reordering control written as its `\uXXXX` escape (files: report, CSV, Markdown). */
export function visibleControls(text: string): string {
  return text.replace(HIDDEN, spelled);
}

/** As visibleControls, keeping ESC, which the terminal's progress line and colours are drawn with. */
export function visibleOnTerminal(text: string): string {
  return text.replace(HIDDEN_ON_TERMINAL, spelled);
}

/**
 * A user's one-line text (an `--allow-missing` reason) with every control spelled as its escape,
 * tab, line feed and carriage return included: echoed on the terminal or in summary.md, a line
 * break in it could start a line of its own, such as a forged `verdict: PASS (exit 0)`.
 */
export function oneLineText(text: string): string {
  return visibleControls(text).replace(/[\t\n\r]/g, spelled);
}

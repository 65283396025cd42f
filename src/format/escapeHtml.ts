/** HTML escaping for the few places where report code builds markup itself (highlights). */

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
  '=': '&#61;',
};

/** Escape `text` for an HTML text node or a quoted attribute; same character set as Handlebars `{{ }}`. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`=]/g, (c) => ENTITIES[c] ?? c);
}

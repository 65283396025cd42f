/**
 * Loads the report's Handlebars templates from `templates/` beside this module, and each family's
 * evidence partials from its presentation (docs/ARCHITECTURE.md §4); compiled once per set of families.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Handlebars from 'handlebars';
import { presentationList } from '../families/presentations.js';

/** The compiled page template plus the CSP hash of its one inline script. */
export interface ReportTemplates {
  readonly page: Handlebars.TemplateDelegate;
  /** index.html of a run of several candidates (the same styles, no script). */
  readonly index: Handlebars.TemplateDelegate;
  /** `'sha256-…'` source expression of the inline script, for the Content-Security-Policy. */
  readonly scriptHash: string;
}

/** Partials by name; `.hbs` files are markup, the others are static text inlined verbatim. */
const PARTIALS: Readonly<Record<string, string>> = {
  styles: 'styles.css',
  pageScript: 'pageScript.js',
  summary: 'summary.hbs',
  whereChanged: 'whereChanged.hbs',
  charts: 'charts.hbs',
  tags: 'tags.hbs',
  tagRow: 'tagRow.hbs',
  scores: 'scores.hbs',
  checks: 'checks.hbs',
  footer: 'footer.hbs',
};

/** Compiled templates by the families' partial files they include (a registered family adds its own). */
const cached = new Map<string, ReportTemplates>();

/** The report templates with this process's families; read and compiled on first use. Throws if a template file is missing. */
export function reportTemplates(): ReportTemplates {
  const familyPartials = presentationList().flatMap((p) => Object.entries(p.evidenceTemplate?.files ?? {}));
  const key = familyPartials.map(([name, url]) => `${name}=${url.href}`).join('\n');
  let templates = cached.get(key);
  if (templates === undefined) {
    templates = loadTemplates(familyPartials);
    cached.set(key, templates);
  }
  return templates;
}

function readTemplate(name: string): string {
  return readFileSync(fileURLToPath(new URL(`./templates/${name}`, import.meta.url)), 'utf8');
}

function loadTemplates(familyPartials: readonly (readonly [string, URL])[]): ReportTemplates {
  // An isolated instance: no global helpers or partials can leak in from other code.
  const hbs = Handlebars.create();
  for (const [name, file] of Object.entries(PARTIALS)) hbs.registerPartial(name, hbs.compile(readTemplate(file), { strict: true }));
  for (const [name, url] of familyPartials) {
    if (Object.hasOwn(PARTIALS, name)) throw new Error(`a family's evidence partial ${name} takes the name of a report partial`);
    hbs.registerPartial(name, hbs.compile(readFileSync(fileURLToPath(url), 'utf8'), { strict: true }));
  }
  const page = hbs.compile(readTemplate('report.hbs'), { strict: true });
  const index = hbs.compile(readTemplate('index.hbs'), { strict: true });
  // The partial is inlined mid-line, so Handlebars inserts it byte for byte: hash the file as is.
  const scriptHash = `'sha256-${createHash('sha256')
    .update(readTemplate(PARTIALS.pageScript ?? ''), 'utf8')
    .digest('base64')}'`;
  return { page, index, scriptHash };
}

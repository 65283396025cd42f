/** Loads the report's Handlebars templates from `templates/` beside this module, once per process. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Handlebars from 'handlebars';

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
  capability: 'capability.hbs',
  capabilityItem: 'capabilityItem.hbs',
  refusal: 'refusal.hbs',
  refusalItem: 'refusalItem.hbs',
  divergence: 'divergence.hbs',
  scores: 'scores.hbs',
  checks: 'checks.hbs',
  footer: 'footer.hbs',
};

let cached: ReportTemplates | undefined;

/** The report templates; reads and compiles them on first use. Throws if a template file is missing. */
export function reportTemplates(): ReportTemplates {
  cached ??= loadTemplates();
  return cached;
}

function readTemplate(name: string): string {
  return readFileSync(fileURLToPath(new URL(`./templates/${name}`, import.meta.url)), 'utf8');
}

function loadTemplates(): ReportTemplates {
  // An isolated instance: no global helpers or partials can leak in from other code.
  const hbs = Handlebars.create();
  for (const [name, file] of Object.entries(PARTIALS)) hbs.registerPartial(name, hbs.compile(readTemplate(file), { strict: true }));
  const page = hbs.compile(readTemplate('report.hbs'), { strict: true });
  const index = hbs.compile(readTemplate('index.hbs'), { strict: true });
  // The partial is inlined mid-line, so Handlebars inserts it byte for byte: hash the file as is.
  const scriptHash = `'sha256-${createHash('sha256')
    .update(readTemplate(PARTIALS.pageScript ?? ''), 'utf8')
    .digest('base64')}'`;
  return { page, index, scriptHash };
}

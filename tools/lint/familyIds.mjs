// `npm run lint`, part 3: no code outside src/families/ picks a family by its id
// (docs/ARCHITECTURE.md §4: "no code outside families/ branches on a family id"). A run, a
// report or a command that needs a fact about a family reads it from the family's members
// (`Family`, `FamilyPresentation`: its labelling, its named tasks, its metrics), so a new family
// is its folder and one row, not a hunt through `if (family === '…')`.
//
// The check reads the TypeScript syntax tree of every file under src/ and reports each string
// literal (or template literal without substitutions, or literal type) whose whole text is a
// shipped family id, as listed in src/results/vocabulary.ts's FAMILY_IDS. Text that merely
// contains an id ("the refusal suite", a column heading inside a longer string, an import path)
// does not count. Owners, where ids belong: src/families/ (each family names itself) and
// src/results/vocabulary.ts (the list itself). Prints file:line:column per offender; exit 1 when
// there is one.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const CHECKED_ROOT = 'src';
const VOCABULARY = 'src/results/vocabulary.ts';
const OWNERS = ['src/families/', VOCABULARY];

/**
 * What must stay, each with why. `path` is a file or a folder (ending in `/`); `value` the id
 * allowed there. Keep this short: a new entry needs a reason no family member could serve.
 */
const ALLOWED = [
  // The record shapes: each family's record is tagged by its id, the discriminant the compiler
  // narrows ItemRecord by (docs/ARCHITECTURE.md §4: "its record shape in results/records/").
  ...['capability', 'generation', 'refusal', 'divergence'].map((value) => ({ path: `src/results/records/${value}.ts`, value })),
  // `tunegate classify`'s table heading: the column of replies people labelled "refusal" (a label
  // value of the refusal classifier's own audit, not a family id).
  { path: 'src/cli/agreementReport.ts', value: 'refusal' },
];

const SOURCE_FILE = /\.(ts|mts|cts)$/;

/** Every TypeScript source under `dir`, as paths relative to the working directory, sorted. */
function sourceFiles(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(path));
    else if (SOURCE_FILE.test(entry.name) && !/\.d\.[mc]?ts$/.test(entry.name)) found.push(relative('.', path));
  }
  return found.sort();
}

/** The ids of FAMILY_IDS in src/results/vocabulary.ts, read from its syntax tree. */
function familyIds() {
  const source = ts.createSourceFile(VOCABULARY, readFileSync(VOCABULARY, 'utf8'), ts.ScriptTarget.Latest, true);
  let ids;
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'FAMILY_IDS') {
      let list = node.initializer;
      while (list && (ts.isAsExpression(list) || ts.isSatisfiesExpression(list))) list = list.expression;
      if (list && ts.isArrayLiteralExpression(list)) ids = list.elements.filter(ts.isStringLiteral).map((element) => element.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!ids || ids.length === 0) throw new Error(`${VOCABULARY}: no FAMILY_IDS array of strings found`);
  return new Set(ids);
}

/** The offenders in one file: { line, column, value }. */
function fileOffenders(path, ids) {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const offenders = [];
  const visit = (node) => {
    const isModulePath =
      node.parent && (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent) || ts.isExternalModuleReference(node.parent));
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !isModulePath && ids.has(node.text)) {
      const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
      offenders.push({ line: line + 1, column: character + 1, value: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return offenders;
}

const allowed = (path, value) =>
  ALLOWED.some((entry) => entry.value === value && (entry.path.endsWith('/') ? path.startsWith(entry.path) : path === entry.path));
const ids = familyIds();
const offenders = sourceFiles(CHECKED_ROOT)
  .filter((path) => !OWNERS.some((owner) => (owner.endsWith('/') ? path.startsWith(owner) : path === owner)))
  .flatMap((path) => fileOffenders(path, ids).map((offender) => ({ path, ...offender })))
  .filter(({ path, value }) => !allowed(path, value));

for (const { path, line, column, value } of offenders) {
  process.stdout.write(
    `${path}:${line}:${column}  '${value}': a family id outside src/families/; read the fact from the family's members (docs/ARCHITECTURE.md §4)\n`,
  );
}
if (offenders.length > 0) {
  process.stdout.write(
    `\n${offenders.length} family id(s) outside ${OWNERS.join(' and ')} (allow-list in tools/lint/familyIds.mjs). See docs/guides/lint.md.\n`,
  );
  process.exitCode = 1;
} else {
  process.stdout.write(`family ids: none outside ${OWNERS.join(' and ')}\n`);
}

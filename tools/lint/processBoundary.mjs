// `npm run lint`, part 2: only src/cli/ touches the process's I/O (docs/ARCHITECTURE.md §2:
// "cli/ … the only code that touches `process`"). Everything else gets its arguments,
// environment, output streams and cancellation passed in, so it runs the same inside a test,
// a worker or another program, and one place decides what the user sees and the exit code.
//
// Outside src/cli/ a file may read only these members of `process`, which describe the running
// program rather than talk to the user: `pid` (unique temp-file names), `platform`, `arch`,
// `version` and `versions` (environment records in results.json, which native binaries exist),
// `kill` (used as `process.kill(pid, 0)`: whether the run that left a staging folder still lives),
// `cpuUsage` (the CPU time a refusal pattern used, for its time limit).
// Anything else is an offender: `process.argv`, `.exit`, `.exitCode`, `.stdout`, `.stderr`,
// `.stdin`, `.on`/`.off`/`.once`, `.env`, `.cwd()`, `process['env']`, `process` passed along
// or destructured, an import of `node:process`, `globalThis.process`. `console.*` counts too:
// it writes to the process's stdout and stderr.
//
// The check reads the TypeScript syntax tree, so comments and strings that mention `process`
// do not count. Prints file:line:column per offender; exit 1 when there is one.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const CHECKED_ROOT = 'src';
const OWNER = 'src/cli/';
const ALLOWED_MEMBERS = new Set(['pid', 'platform', 'arch', 'version', 'versions', 'kill', 'cpuUsage']);
const SOURCE_FILE = /\.(ts|mts|cts)$/;

/** Every TypeScript source under `dir`, as paths relative to the working directory, sorted. */
function sourceFiles(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(path));
    else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') && !/\.d\.[mc]ts$/.test(entry.name)) found.push(relative('.', path));
  }
  return found.sort();
}

/** True when `node` is only a name in a declaration or a property position, not a use of the global. */
function isNameOnly(node) {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return !(ts.isIdentifier(parent.expression) && parent.expression.text === 'globalThis');
  if (
    (ts.isPropertyAssignment(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isMethodSignature(parent)) &&
    parent.name === node
  )
    return true;
  if ((ts.isVariableDeclaration(parent) || ts.isParameter(parent) || ts.isBindingElement(parent)) && parent.name === node) return true;
  if (ts.isQualifiedName(parent) || ts.isTypeReferenceNode(parent) || ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent)) return true;
  return isParameterOfEnclosingFunction(node);
}

/** True when a function around `node` takes a parameter of the same name, which shadows the global. */
function isParameterOfEnclosingFunction(node) {
  for (let scope = node.parent; scope !== undefined; scope = scope.parent) {
    if (ts.isFunctionLike(scope) && scope.parameters.some((parameter) => ts.isIdentifier(parameter.name) && parameter.name.text === node.text)) return true;
  }
  return false;
}

/** What one use of `process` or `console` reads, or null when it is allowed. */
function offence(node) {
  const name = node.text;
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.expression === node) {
    const member = parent.name.text;
    if (name === 'process' && ALLOWED_MEMBERS.has(member)) return null;
    return `${name}.${member}`;
  }
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return `globalThis.${name}`;
  if (ts.isElementAccessExpression(parent) && parent.expression === node) return `${name}[…]`;
  return name;
}

/** The offenders in one file: { line, column, what }. */
function fileOffenders(path) {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const offenders = [];
  const report = (node, what) => {
    const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
    offenders.push({ line: line + 1, column: character + 1, what });
  };
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      /^(node:)?process$/.test(node.moduleSpecifier.text)
    ) {
      report(node, `import from '${node.moduleSpecifier.text}'`);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0]) &&
      /^(node:)?process$/.test(node.arguments[0].text)
    ) {
      report(node, `import('${node.arguments[0].text}')`);
    } else if (ts.isIdentifier(node) && (node.text === 'process' || node.text === 'console') && !isNameOnly(node)) {
      const what = offence(node);
      if (what !== null) report(node, what);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return offenders;
}

const offenders = sourceFiles(CHECKED_ROOT)
  .filter((path) => !path.startsWith(OWNER))
  .flatMap((path) => fileOffenders(path).map((offender) => ({ path, ...offender })));

for (const { path, line, column, what } of offenders) {
  process.stdout.write(`${path}:${line}:${column}  ${what}: only ${OWNER} touches the process's I/O; take it as a parameter (docs/ARCHITECTURE.md §2)\n`);
}
if (offenders.length > 0) {
  process.stdout.write(
    `\n${offenders.length} use(s) of the process outside ${OWNER} (allowed there: process.${[...ALLOWED_MEMBERS].join(', process.')}). See docs/guides/lint.md.\n`,
  );
  process.exitCode = 1;
} else {
  process.stdout.write(`process boundary: no use of the process's I/O outside ${OWNER}\n`);
}

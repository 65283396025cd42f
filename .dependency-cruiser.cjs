// The import rules `npm run lint` checks (tools/lint/dependencyRules.mjs runs them).
// FOLDER_ARROWS is the folder table of docs/ARCHITECTURE.md §2, column "may import": change
// the two together. Which file inside an allowed folder is imported is not checked: the
// folder arrows are the architecture, the file behind them is the owning folder's business.

/** src/ folder → the src/ folders it may import (besides itself), as docs/ARCHITECTURE.md §2 lists them. */
const FOLDER_ARROWS = {
  errors: [],
  stats: [],
  results: ['errors'],
  format: ['results'],
  suites: ['errors'],
  scorers: ['errors'],
  tasks: ['errors', 'scorers'],
  model: ['errors', 'results'],
  judge: ['errors', 'stats', 'results', 'format'],
  policy: ['errors', 'results', 'format'],
  families: ['errors', 'model', 'judge', 'suites', 'tasks', 'scorers', 'results', 'format'],
  report: ['families', 'results', 'format'],
  cache: ['errors', 'results', 'model'],
  run: ['errors', 'stats', 'results', 'format', 'suites', 'tasks', 'model', 'judge', 'families', 'report', 'cache'],
  paired: ['errors', 'suites', 'results', 'format', 'judge', 'families', 'report'],
  trend: ['errors', 'results', 'judge', 'families', 'paired'],
  score: ['errors', 'tasks', 'scorers', 'results', 'format'],
  cli: ['errors', 'results', 'format', 'model', 'cache', 'report', 'run', 'paired', 'trend', 'score', 'policy'],
};

/** A path regex for an npm package, resolved into node_modules or (types only, unresolved) left as its bare name. */
const npmPackage = (names) => `(^|/)node_modules/(${names.join('|')})/|^(${names.join('|')})(/|$)`;

/** One rule per folder: an import of a src/ folder outside its row of the table. */
const folderRules = Object.entries(FOLDER_ARROWS).map(([folder, allowed]) => ({
  name: `folder-arrows-${folder}`,
  comment: `src/${folder}/ may import ${allowed.length === 0 ? 'no other src/ folder' : allowed.map((other) => `src/${other}/`).join(', ')} (docs/ARCHITECTURE.md §2)`,
  severity: 'error',
  from: { path: `^src/${folder}/` },
  to: { path: '^src/[^/]+/', pathNot: `^src/(${[folder, ...allowed].join('|')})/` },
}));

/** A folder of src/ missing from the table is a new stage nobody placed: it must get a row first. */
const unplacedFolder = {
  name: 'folder-arrows-unplaced',
  comment: 'every src/ folder has a row in FOLDER_ARROWS and in docs/ARCHITECTURE.md §2',
  severity: 'error',
  from: { path: '^src/', pathNot: `^src/(${Object.keys(FOLDER_ARROWS).join('|')})/` },
  to: {},
};

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'an import cycle: the two modules are one unit in disguise; move what both need into one of them or a third (docs/ARCHITECTURE.md §2, arrows point one way)',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...folderRules,
    unplacedFolder,
    {
      name: 'src-not-to-support',
      comment: 'shipped code never imports tests, tools or benchmarks (they are not in the package)',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(test|tools|bench)/' },
    },
    {
      name: 'test-not-to-bench',
      comment: 'tests do not import benchmarks: what both need lives in test/support/ or tools/',
      severity: 'error',
      from: { path: '^test/' },
      to: { path: '^bench/' },
    },
    {
      name: 'tools-not-to-tests',
      comment: 'tools/ (the forge, builds, generators) serves tests and benchmarks, never the other way round',
      severity: 'error',
      from: { path: '^tools/' },
      to: { path: '^(test|bench)/' },
    },
    {
      name: 'no-test-file-imports',
      comment: 'a *.test.ts file is run, not imported: move what two tests share into a helper (test/support/)',
      severity: 'error',
      from: {},
      to: { path: '\\.test\\.ts$' },
    },
    {
      name: 'onnx-and-transformers-only-in-model',
      comment: 'only src/model/ touches onnxruntime-node and @huggingface/transformers (docs/ARCHITECTURE.md §2); others go through the model index',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/model/' },
      to: { path: npmPackage(['onnxruntime-node', '@huggingface/transformers']) },
    },
    {
      name: 'handlebars-and-vega-only-in-report',
      comment: 'only src/report/ renders with handlebars, vega and vega-lite (docs/ARCHITECTURE.md §2)',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/report/' },
      to: { path: npmPackage(['handlebars', 'vega', 'vega-lite']) },
    },
    {
      name: 'stats-is-pure',
      comment:
        'src/stats/ (published as tunegate/stats) imports no other src/ folder, only its two npm dependencies and node:crypto (seed hashing): no I/O (docs/ARCHITECTURE.md §2)',
      severity: 'error',
      from: { path: '^src/stats/' },
      to: { pathNot: `^src/stats/|${npmPackage(['simple-statistics', 'seedrandom'])}|^crypto$` },
    },
  ],
  options: {
    // Type-only imports are arrows too: a type names the folder that owns it.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^dist/' },
  },
};

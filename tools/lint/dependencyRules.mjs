// `npm run lint`, part 1: checks the import rules in .dependency-cruiser.cjs (the folder table
// of docs/ARCHITECTURE.md §2, no cycles, the layer rules) over src/, test/, tools/ and bench/.
// dependency-cruiser 18's command line refuses Node 20 (its engines say ^22), while tunegate
// supports Node 20; its API runs fine there, so this script calls the API and prints the same
// `err` report the command line would. Exit 1 when any rule is broken.
import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const CONFIG_FILE = '.dependency-cruiser.cjs';
const CHECKED_FOLDERS = ['src', 'test', 'tools', 'bench'];

const config = createRequire(import.meta.url)(`../../${CONFIG_FILE}`);
const { options, ...ruleSet } = config;
const cruiseOptions = { ...options, ruleSet, validate: true, outputType: 'err' };
const result = await cruise(CHECKED_FOLDERS, cruiseOptions, {}, { tsConfig: extractTSConfig(options.tsConfig.fileName) });

process.stdout.write(result.output);
// The `err` reporter sets exitCode to the number of errors found.
const broken = result.exitCode > 0;
if (broken)
  process.stdout.write(`\nFix the import or, if the architecture changed, docs/ARCHITECTURE.md §2 and ${CONFIG_FILE} together (docs/guides/lint.md).\n`);
process.exitCode = broken ? 1 : 0;

// `npm run test:unit`: every test file that is not `*.integration.test.ts`, imported into ONE
// process, so the tier pays Node's and tsx's start-up once rather than once per file (most of
// its time when each file ran in a process of its own). Unit tests are pure: no model session,
// no spawned process, no browser (unitGuard.mjs refuses those imports), so sharing a process is
// safe. `npm test` still runs every file in a process of its own.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('../..', import.meta.url).pathname;

/** Test files under `dir`, recursively, sorted. */
function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? testFiles(join(dir, entry.name))
        : entry.name.endsWith('.test.ts') && !entry.name.endsWith('.integration.test.ts')
          ? [join(dir, entry.name)]
          : [],
    )
    .sort();
}

for (const file of testFiles(join(root, 'test'))) {
  await import(pathToFileURL(file).href);
}

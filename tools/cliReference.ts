/**
 * `npm run docs:cli`: writes docs/reference/cli.md from the CLI's yargs definitions.
 * test/docs/cliReference.test.ts fails while the committed file differs from what this writes.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CLI_REFERENCE_PATH, renderCliReference } from './cliReference/renderCliReference.js';

const target = fileURLToPath(new URL(`../${CLI_REFERENCE_PATH}`, import.meta.url));
writeFileSync(target, await renderCliReference());
process.stdout.write(`wrote ${CLI_REFERENCE_PATH}\n`);

/** tunegate's version, read once from package.json (recorded in every results.json). */
import { readFileSync } from 'node:fs';

/** The `version` field of tunegate's package.json. */
export const TOOL_VERSION: string = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

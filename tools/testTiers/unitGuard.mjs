// `npm run test:unit` loads this before every test file: a unit test may not open a model
// session, spawn a process or start a browser, so importing what does those from tunegate's
// own code or tests fails at once and names the file to rename `*.integration.test.ts`.
import { register } from 'node:module';

register(new URL('./unitGuardHooks.mjs', import.meta.url));

/** tunegate's entry point: the process around runCli (arguments, output streams, exit code). */
import { hideBin } from 'yargs/helpers';
import { runCli } from './runCli.js';

process.exitCode = await runCli(hideBin(process.argv), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  ...(process.stdout.columns === undefined ? {} : { columns: process.stdout.columns }),
  stderrIsTTY: process.stderr.isTTY === true && process.env['TERM'] !== 'dumb',
});

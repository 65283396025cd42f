/** tunegate's entry point: the process around runCli (arguments, output streams, exit code). */
import { hideBin } from 'yargs/helpers';
import { runCli } from './runCli.js';
import { STDOUT_FAILURE_EXIT_CODE, stdoutFailureMessage } from './stdoutFailure.js';

// A write to stdout fails asynchronously, as an 'error' event (before or after runCli returns):
// whichever comes last, the exit code is 3 and stderr holds one line, never Node's stack.
let stdoutFailed = false;
process.stdout.on('error', (error) => {
  if (!stdoutFailed) process.stderr.write(stdoutFailureMessage(error));
  stdoutFailed = true;
  process.exitCode = STDOUT_FAILURE_EXIT_CODE;
});

const exitCode = await runCli(hideBin(process.argv), {
  stdout: (text) => {
    if (!stdoutFailed) process.stdout.write(text);
  },
  stderr: (text) => process.stderr.write(text),
  ...(process.stdout.columns === undefined ? {} : { columns: process.stdout.columns }),
  stderrIsTTY: process.stderr.isTTY === true && process.env['TERM'] !== 'dumb',
});
process.exitCode = stdoutFailed ? STDOUT_FAILURE_EXIT_CODE : exitCode;

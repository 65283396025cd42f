/**
 * Child process of the calibration bench: receives row specs over IPC, runs each and sends
 * the result back. Usage: forked by bench/calibration.bench.ts.
 */
import { runRow, type RowSpec } from '../../tools/calibration/rows.js';

process.on('message', (message: { readonly spec: RowSpec; readonly seed: number; readonly index: number } | 'exit') => {
  if (message === 'exit') process.exit(0);
  const started = performance.now();
  const result = runRow(message.spec, message.seed);
  process.send!({ index: message.index, result, seconds: (performance.now() - started) / 1000 });
});

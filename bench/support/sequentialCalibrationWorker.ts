/**
 * Child process of the sequential calibration bench: receives row specs over IPC, runs each and
 * sends the result back. Usage: forked by bench/sequentialCalibration.bench.ts.
 */
import { runSequentialRow, type SequentialRowSpec } from '../../tools/calibration/sequentialRows.js';

process.on('message', (message: { readonly spec: SequentialRowSpec; readonly seed: number } | 'exit') => {
  if (message === 'exit') process.exit(0);
  const started = performance.now();
  void runSequentialRow(message.spec, message.seed).then((result) => process.send!({ result, seconds: (performance.now() - started) / 1000 }));
});

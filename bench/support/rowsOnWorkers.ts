/**
 * Runs simulation rows on `jobs` forked child processes, costliest first, and returns their
 * results in the rows' own order: so a table's numbers never depend on --jobs. The child (a
 * calibration worker) answers each `{ spec, seed, index }` message with `{ result, seconds }`
 * and exits on 'exit'.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Each row of `specs` run by the worker at `workerUrl` under `seed`; `cost` orders them, `label` names each in the progress line on stderr. */
export async function rowsOnWorkers<Spec, Result>(
  specs: readonly Spec[],
  options: {
    readonly workerUrl: URL;
    readonly jobs: number;
    readonly seed: number;
    readonly cost: (spec: Spec) => number;
    readonly label: (spec: Spec) => string;
  },
): Promise<Result[]> {
  const order = specs.map((spec, index) => ({ spec, index })).sort((a, b) => options.cost(b.spec) - options.cost(a.spec));
  const results: Result[] = new Array(specs.length);
  const worker = fileURLToPath(options.workerUrl);
  await Promise.all(
    Array.from({ length: Math.max(1, options.jobs) }, async () => {
      const child = fork(worker, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      for (let next = order.shift(); next; next = order.shift()) {
        const { index, spec } = next;
        const reply = await new Promise<{ result: Result; seconds: number }>((resolve, reject) => {
          child.once('message', (message) => resolve(message as { result: Result; seconds: number }));
          child.once('exit', (code) => reject(new Error(`calibration worker ${worker} exited with ${code}`)));
          child.send({ spec, seed: options.seed, index });
        });
        child.removeAllListeners('exit');
        results[index] = reply.result;
        process.stderr.write(`${options.label(spec)} ${reply.seconds.toFixed(0)} s\n`);
      }
      child.send('exit');
    }),
  );
  return results;
}

/**
 * Reading a run folder back at the size tunegate promises: a 2 000-item run (1 200 capability
 * items, 500 refusal prompts, 300 divergence documents of 120 tokens) validated from its
 * results.json and items.jsonl text, as `tunegate report` does. Times the first load of the
 * validating module (what every `tunegate report` pays), the first validation and the median
 * of later ones. Run: node --import tsx bench/runFolder.bench.ts
 */
import { fakeRun } from '../tools/fakeRun.js';

const REPEATS = 9;
const { results, items } = fakeRun({ capabilityItems: 1200, refusalItems: 500, divergenceDocs: 300, tokensPerDoc: 120 });
const resultsText = `${JSON.stringify(results, null, 2)}\n`;
const itemsText = `${items.map((item) => JSON.stringify(item)).join('\n')}\n`;

/** Wall and CPU milliseconds of one call; CPU time is what counts when other processes share the cores. */
async function milliseconds<T>(run: () => Promise<T> | T): Promise<{ wall: number; cpu: number; value: T }> {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const value = await run();
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  return { wall, cpu: (cpu.user + cpu.system) / 1000, value };
}

const load = await milliseconds(() => import('../src/results/runFolder.js'));
const { parseResults, parseItems } = load.value;
const validate = () => [parseResults(resultsText, 'results.json'), parseItems(itemsText, 'items.jsonl').length] as const;
const first = await milliseconds(validate);
const later: number[] = [];
for (let i = 0; i < REPEATS; i += 1) later.push((await milliseconds(validate)).cpu);
later.sort((a, b) => a - b);

const mb = (Buffer.byteLength(resultsText) + Buffer.byteLength(itemsText)) / 1e6;
console.log(`items: ${first.value[1]} (${mb.toFixed(1)} MB of JSON)`);
console.log(`module load: ${load.wall.toFixed(1)} ms wall, ${load.cpu.toFixed(1)} ms CPU`);
console.log(`first validation: ${first.wall.toFixed(1)} ms wall, ${first.cpu.toFixed(1)} ms CPU`);
console.log(`median of ${REPEATS} more: ${later[Math.floor(REPEATS / 2)]?.toFixed(1)} ms CPU`);

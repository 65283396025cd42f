/**
 * Throughput of refusal classification with the built-in patterns on one core: every reply
 * of the labelled corpus (suites/refusal-replies/, ~280 characters each), classified over
 * and over for about three seconds. Reports replies per second of wall time and per second
 * of this process's CPU time (the second is what "on one core" means on a shared machine).
 * Promise: ≥ 10 000 replies/s. Run: taskset -c 0 node --import tsx bench/refusalClassifier.bench.ts
 */
import { fileURLToPath } from 'node:url';
import { classifyRefusal } from '../src/families/refusal/classifier.js';
import { readReplyFile } from '../src/families/refusal/labelledReplies.js';
import { BUILTIN_REFUSAL_PATTERNS_FILE, loadRefusalPatterns } from '../src/families/refusal/patterns.js';

const PROMISED_PER_S = 10_000;
const corpus = (name: string): string => fileURLToPath(new URL(`../suites/refusal-replies/${name}`, import.meta.url));
const replies = [...readReplyFile(corpus('dev.jsonl')), ...readReplyFile(corpus('heldout.jsonl'))].map((record) => record.reply);
const patterns = loadRefusalPatterns(BUILTIN_REFUSAL_PATTERNS_FILE);

for (const reply of replies) classifyRefusal(reply, patterns); // warm-up: compile and optimise
const wallStart = performance.now();
const cpuStart = process.cpuUsage();
let classified = 0;
while (performance.now() - wallStart < 3000) {
  for (const reply of replies) classifyRefusal(reply, patterns);
  classified += replies.length;
}
const wallS = (performance.now() - wallStart) / 1000;
const cpu = process.cpuUsage(cpuStart);
const cpuS = (cpu.user + cpu.system) / 1e6;
const perCpuS = classified / cpuS;
const chars = Math.round(replies.reduce((sum, reply) => sum + reply.length, 0) / replies.length);
process.stdout.write(
  `refusal classifier: ${classified} replies (${chars} chars on average) in ${wallS.toFixed(2)} s wall, ${cpuS.toFixed(2)} s CPU\n` +
    `  ${Math.round(classified / wallS)} replies/s wall, ${Math.round(perCpuS)} replies per CPU-second (promise ≥ ${PROMISED_PER_S}): ${perCpuS >= PROMISED_PER_S ? 'ok' : 'BELOW'}\n`,
);

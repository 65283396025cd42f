/**
 * The known-difference capability suite: n items "pick one letter", answer Q; the first `withZ`
 * offer Z as a choice (tag offers-z), the rest do not (tag no-z). A model biased towards Z answers
 * exactly the offers-z items wrongly, so the expected rates are known by construction.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Write `<dir>/capability/letters.jsonl` and return `dir` (the suites folder). */
export function writeLetterSuite(dir: string, n: number, withZ: number): string {
  const lines = Array.from({ length: n }, (_, i) => {
    const choices = i < withZ ? ['Q', 'Z', 'X', 'J'] : ['Q', 'X', 'J', 'K'];
    // Rotate so the answer is not always at index 0.
    const shift = i % 4;
    const rotated = [...choices.slice(shift), ...choices.slice(0, shift)];
    return JSON.stringify({
      id: `k${i}`,
      context: `Item ${i}: pick one letter:`,
      choices: rotated,
      answer: rotated.indexOf('Q'),
      tags: [i < withZ ? 'offers-z' : 'no-z'],
    });
  });
  mkdirSync(join(dir, 'capability'), { recursive: true });
  writeFileSync(join(dir, 'capability', 'letters.jsonl'), `${lines.join('\n')}\n`);
  return dir;
}

/** Small suite folders for end-to-end tests: the first items of each built-in family. */
import { mkdir, readFile, writeFile, copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built-in suites folder. */
export const BUILTIN_SUITES = fileURLToPath(new URL('../suites', import.meta.url));

/** Sizes per family of a small suite folder. */
export interface SmallSuiteSizes {
  readonly capability: number;
  readonly benign: number;
  readonly harmful: number;
  readonly divergence: number;
}

/**
 * Write `<dir>/{capability,refusal,divergence}/small.jsonl` with the first items of the
 * built-in suites (round-robin over files, so every tag appears), plus the built-in
 * refusal patterns. Returns `dir`.
 */
export async function writeSmallSuites(dir: string, sizes: SmallSuiteSizes): Promise<string> {
  const take = async (family: string, count: number, keep: (line: Record<string, unknown>) => boolean = () => true): Promise<string[]> => {
    const { readdir } = await import('node:fs/promises');
    const files = (await readdir(join(BUILTIN_SUITES, family))).filter((name) => name.endsWith('.jsonl')).sort();
    const perFile = await Promise.all(
      files.map(async (name) =>
        (await readFile(join(BUILTIN_SUITES, family, name), 'utf8')).split('\n').filter((line) => line.trim() && keep(JSON.parse(line))),
      ),
    );
    const picked: string[] = [];
    for (let round = 0; picked.length < count && perFile.some((lines) => lines.length > round); round++) {
      for (const lines of perFile) if (picked.length < count && lines[round]) picked.push(lines[round]!);
    }
    return picked;
  };
  const write = async (family: string, lines: string[]): Promise<void> => {
    await mkdir(join(dir, family), { recursive: true });
    await writeFile(join(dir, family, 'small.jsonl'), `${lines.join('\n')}\n`);
  };
  await write('capability', await take('capability', sizes.capability));
  await write('refusal', [
    ...(await take('refusal', sizes.benign, (line) => line['should_answer'] === true)),
    ...(await take('refusal', sizes.harmful, (line) => line['should_answer'] === false)),
  ]);
  await write('divergence', await take('divergence', sizes.divergence));
  await copyFile(join(BUILTIN_SUITES, 'refusal', 'patterns.json'), join(dir, 'refusal', 'patterns.json'));
  return dir;
}

/**
 * How evenly `compare --shard I/N` spreads the work of the built-in suites: for N shards, each
 * family's largest share of estimated cost against the mean share (1.00 is a perfect split),
 * and the same for the item counts. Costs as the split estimates them (docs/ARCHITECTURE.md
 * §13), counted with the SmolLM tokenizer of the test fixtures; max-new-tokens 64, one sample.
 * Usage: node bench/run.mjs shardBalance [N…=2 4 8 16]
 */
import { FAMILY_IDS, type FamilyId } from '../src/results/index.js';
import { loadTokenizer } from '../src/model/index.js';
import { loadSuites } from '../src/run/index.js';
import { itemCosts } from '../src/run/shard/itemCost.js';
import { scoringBlocks, splitItems } from '../src/run/shard/shardSplit.js';
import { families, familyIn } from '../src/families/index.js';
import { SMOLLM_TOKENIZER_DIR } from '../tools/forge/forgePresets.js';
import { BUILTIN_SUITES } from '../tools/smallSuites.js';

const counts = process.argv.length > 2 ? process.argv.slice(2).map(Number) : [2, 4, 8, 16];
const tokenizer = loadTokenizer({ dir: SMOLLM_TOKENIZER_DIR, configFile: null, generationConfigFile: null });
const suites = await loadSuites(BUILTIN_SUITES, FAMILY_IDS);
const costed = FAMILY_IDS.flatMap((family) => {
  const suite = suites[family];
  if (!suite || !('items' in suite)) return [];
  // Only refusal reads settings here: max-new-tokens 64, greedy (one reply per prompt).
  const costs = itemCosts(familyIn(families, family), suite.items, { tokenizer }, { maxNewTokens: 64, patterns: [] });
  const items = suite.items.map((item, index) => ({ id: item.id, cost: costs[index]! }));
  return [
    {
      family,
      items,
      blocks: scoringBlocks(
        items,
        items.map((item) => item.cost),
        families[family].scoringBlock,
      ),
    },
  ];
});
process.stdout.write(
  `built-in suites: ${costed.map(({ family, items, blocks }) => `${family} ${items.length} items in ${blocks.length} blocks`).join(', ')}\n`,
);
process.stdout.write('N    family       largest share of cost / mean   of items / mean   cost: max block / mean share\n');
for (const n of counts) {
  // The split takes whole scoring blocks (chunks of 64 for batched families), as compare --shard does.
  const blockSplit = splitItems(
    costed.map(({ family, blocks }) => ({ family, items: blocks })),
    n,
  );
  const split = new Map(
    costed.map(({ family, blocks }) => [
      family,
      new Map(blocks.flatMap((block) => block.ids.map((id): [string, number] => [id, blockSplit.get(family)!.get(block.id)!]))),
    ]),
  );
  for (const { family, items } of costed) {
    const cost = new Array<number>(n).fill(0);
    const count = new Array<number>(n).fill(0);
    for (const item of items) {
      const shard = split.get(family)!.get(item.id)! - 1;
      cost[shard]! += item.cost;
      count[shard]! += 1;
    }
    const ratio = (values: number[]): string => (Math.max(...values) / (values.reduce((a, b) => a + b, 0) / n)).toFixed(3);
    const biggest = Math.max(...costed.find((entry) => entry.family === family)!.blocks.map((block) => block.cost)) / (cost.reduce((a, b) => a + b, 0) / n);
    process.stdout.write(
      `${String(n).padEnd(4)} ${family.padEnd(12)} ${ratio(cost).padStart(30)}   ${ratio(count).padStart(15)}   ${biggest.toFixed(3).padStart(26)}\n`,
    );
  }
}

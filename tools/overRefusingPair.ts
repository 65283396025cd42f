/**
 * A base and an over-refusing fine-tune for the report's acceptance test: the demo's count-model
 * trainer (tools/demo/buildDemoModels.ts) with a fine-tune that learns to refuse the benign
 * requests of every topic of demoChats.ts and changes nothing else (no knowledge drift, nothing
 * taught). The replies are real text ("Sure. …" against "I'm sorry, but I can't help with that"),
 * so the report shows what a reviewer would read. Trained once per corpus and reused from
 * `cacheDir` while nothing changed.
 */
import { buildDemoModels, type DemoModels } from './demo/buildDemoModels.js';
import { BENIGN_TOPICS } from './demo/demoChats.js';
import { DRIFT, type DemoDrift } from './demo/demoCorpus.js';

/** The fine-tune: refusals of every benign topic, weighted to outvote the base's helpful chats. */
export const OVER_REFUSING_DRIFT: DemoDrift = {
  ...DRIFT,
  refuseTopics: BENIGN_TOPICS.map((topic) => topic.topic),
  wrongTags: [],
  teachTags: [],
  weights: { ...DRIFT.weights, refusal: 4 },
};

/** Train (or reuse) the pair under `cacheDir` from the built-in suites in `suitesDir`. */
export function overRefusingPair(cacheDir: string, suitesDir: string, log: (line: string) => void = () => {}): Promise<DemoModels> {
  return buildDemoModels(cacheDir, suitesDir, log, OVER_REFUSING_DRIFT);
}

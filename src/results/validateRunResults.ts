/** The shape of results.json (schemaVersion 1), checked field by field against results/types.ts. */
import type { RunResults } from './types.js';
import { DIRECTIONS, FAMILY_IDS, METRIC_IDS, OVERALL_VERDICTS, VERDICTS } from './vocabulary.js';
import { arrayOf, bool, interval, nullable, num, object, oneOf, optional, partialRecord, ShapeProblem, str, type Check } from './jsonShape.js';


const family = oneOf(FAMILY_IDS);
const verdict = oneOf(VERDICTS);
const tensorInfo = object({ name: str, type: str, shape: arrayOf<number | string>((v, p) => (typeof v === 'string' ? v : num(v, p))) });

const histogram: Check<{ readonly edges: readonly number[]; readonly counts: readonly number[] }> = (v, path) => {
  const h = object({ edges: arrayOf(num), counts: arrayOf(num) })(v, path);
  if (h.edges.length !== h.counts.length + 1) throw new ShapeProblem(path, 'edges.length = counts.length + 1', v);
  return h;
};

const metric = object({
  id: oneOf(METRIC_IDS),
  family,
  label: str,
  direction: oneOf(DIRECTIONS),
  gated: bool,
  base: nullable(num),
  tuned: nullable(num),
  delta: nullable(num),
  ci: nullable(interval),
  ciUnadjusted: nullable(interval),
  ciLevel: num,
  se: nullable(num),
  p: nullable(num),
  pAdjusted: nullable(num),
  mde: nullable(num),
  n: num,
  tokens: optional(num),
  tolerance: optional(num),
  verdict,
  reason: str,
  baseInterval: optional(interval),
  tunedInterval: optional(interval),
  mcnemar: optional(object({ baseOnly: num, tunedOnly: num, pMidP: num })),
  distribution: optional(object({ mean: num, median: num, p90: num, p99: num, p999: num, max: num })),
  histogram: optional(histogram),
  byTag: arrayOf(object({ tag: str, n: num, base: num, tuned: num, delta: num, ci: nullable(interval), verdict })),
});

const model = object({
  path: str,
  onnxFile: str,
  sha256: str,
  sizeBytes: num,
  signature: object({
    inputs: arrayOf(tensorInfo),
    outputs: arrayOf(tensorInfo),
    layers: num,
    kvHeads: nullable(num),
    headDim: nullable(num),
    kvCache: bool,
    logitsDtype: oneOf(['float32', 'float16'] as const),
    logitsWidth: num,
    maxContext: num,
  }),
  tokenizer: object({ dir: str, fingerprint: str, vocabSize: num, chatTemplate: bool }),
});

/** The whole of results.json; readRunDir checks schemaVersion first for a clearer message. */
const runResults = object({
  schemaVersion: oneOf([1] as const),
  tool: object({ name: oneOf(['tunegate'] as const), version: str }),
  command: arrayOf(str),
  startedAt: str,
  finishedAt: str,
  environment: object({ node: str, onnxruntime: str, executionProvider: str, threads: num, platform: str }),
  settings: object({
    seed: num,
    resamples: num,
    confidence: num,
    minEffect: num,
    minItems: num,
    klTolerance: num,
    failOn: arrayOf(verdict),
    families: arrayOf(family),
    maxNewTokens: num,
    threads: num,
  }),
  models: object({ base: model, tuned: model }),
  tokenizerCheck: object({ identical: bool, differences: arrayOf(str) }),
  suites: arrayOf(object({ family, path: str, sha256: str, items: num })),
  metrics: arrayOf(metric),
  skippedItems: arrayOf(object({ family, id: str, reason: str })),
  verdict: oneOf(OVERALL_VERDICTS),
  exitCode: oneOf([0, 1, 2] as const),
  reason: str,
  timings: object({
    totalMs: num,
    loadMs: num,
    statsMs: num,
    families: partialRecord(FAMILY_IDS, object({ baseMs: num, tunedMs: num })),
  }),
});

/** `value` as RunResults when it has results.json's shape; throws ShapeProblem naming the first bad field. */
export const validateRunResults: Check<RunResults> = runResults;

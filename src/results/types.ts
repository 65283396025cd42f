/**
 * The shape of results.json (schemaVersion 1) and items.jsonl: the only things the report
 * reads. Imports only the vocabulary, so `report/` depends on nothing else.
 * The shapes are written in shapes/ (results.json and a shard's manifest.json, by concern) and
 * records/ (each family's items.jsonl record); this file re-exports every one of them and is
 * where `npm run build:schema` starts: it generates schema/results.schema.json (AnyRunResults)
 * and schema/item.schema.json (one ItemRecord) from these types, JSDoc tags included
 * (@minimum, @pattern, …), and the validators that read a run folder back are compiled from
 * those files. Change a type, then run the script; a test fails while the committed generated
 * files differ from what it makes now.
 */

export type {
  BuiltinFamilyId,
  FamilyId,
  RegisteredFamilyId,
  RegisteredMetricId,
  PartialCause,
  MetricId,
  Direction,
  IntervalMethod,
  Verdict,
  OverallVerdict,
  ReplyLabel,
  RecordFamily,
  ReportedMetricId,
  ScoreMetricId,
  TaskMetricId,
  MetricUnit,
  ScoreFormat,
  RefusalReducer,
  RequirableVerdict,
  PolicyTier,
  ClaimKind,
  ClaimVerdict,
} from './vocabulary.js';

// The numeric aliases stay inside the shape files; only Interval is a shape of its own.
export type { Interval } from './shapes/numbers.js';
export type * from './shapes/metric.js';
export type * from './shapes/corrected.js';
export type * from './shapes/equivalence.js';
export type * from './shapes/inputs.js';
export type * from './shapes/settings.js';
export type * from './shapes/policy.js';
export type * from './shapes/header.js';
export type * from './shapes/cache.js';
export type * from './shapes/classifier.js';
export type * from './shapes/partial.js';
export type * from './shapes/run.js';
export type * from './shapes/divergence.js';
export type * from './shapes/paired.js';
export type * from './shapes/shard.js';
export type * from './records/itemLine.js';
export type * from './records/capability.js';
export type * from './records/refusal.js';
export type * from './records/divergence.js';
export type * from './records/generation.js';
export type * from './records/scores.js';
export type * from './records/registered.js';
export type * from './records/itemRecord.js';

// Generated from src/results/types.ts by `npm run build:schema`; change the types, not this file.
import type { ErrorObject } from 'ajv';
import type { AnyRunResults, ItemRecord, ShardManifest } from './types.js';

/** A compiled validator: true when `data` is a T; otherwise `errors` lists every problem, with its schema and data. */
export interface CompiledValidator<T> {
  (data: unknown): data is T;
  errors?: ErrorObject[] | null;
}

/** Validates one AnyRunResults against schema/results.schema.json. */
export declare const validateRunResults: CompiledValidator<AnyRunResults>;
/** Validates one ItemRecord against schema/item.schema.json. */
export declare const validateItemRecord: CompiledValidator<ItemRecord>;
/** Validates one ShardManifest against schema/shard-manifest.schema.json. */
export declare const validateShardManifest: CompiledValidator<ShardManifest>;

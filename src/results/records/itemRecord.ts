/** One line of items.jsonl: the union of every family's record. */
import type { CapabilityItemRecord } from './capability.js';
import type { DivergenceItemRecord } from './divergence.js';
import type { GenerationItemRecord } from './generation.js';
import type { RefusalItemRecord } from './refusal.js';
import type { RegisteredItemRecord } from './registered.js';
import type { ScoreItemRecord } from './scores.js';

/**
 * One line of items.jsonl; `family` says which record it is.
 * @discriminator family
 */
export type ItemRecord = CapabilityItemRecord | GenerationItemRecord | RefusalItemRecord | DivergenceItemRecord | ScoreItemRecord | RegisteredItemRecord;

/** What `--tasks` names give the refusal family: the shipped refusal prompt sets and its own built-in suites (docs/reference/refusal-sets.md). */
import { REFUSAL_SETS } from '../../tasks/index.js';
import type { NamedTaskSource } from '../namedTaskSource.js';
import type { RefusalItem } from './item.js';

/** The built-in refusal prompt sets, by the name `--tasks` knows them. */
export const OWN_REFUSAL_TASK = 'tunegate_refusal';

export const refusalNamedTasks: NamedTaskSource<RefusalItem> = { promptSets: REFUSAL_SETS, builtinName: OWN_REFUSAL_TASK };

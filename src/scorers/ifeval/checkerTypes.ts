import type { Kwargs } from './kwargs.js';

/** One instruction, built from its kwargs: does a reply follow it? (`check_following`). */
export type InstructionCheck = (response: string) => boolean;

/** `build_description(**kwargs)` then `check_following`: `id` names the instruction in errors. */
export type CheckerBuilder = (id: string, kwargs: Kwargs, prompt: string) => InstructionCheck;

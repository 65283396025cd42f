/** Every command of the tunegate program, in help order. */
import type { CliCommand } from './command.js';

export const commands: readonly CliCommand[] = [];

/** The comparison pipeline (DESIGN §1). */
export { runCompare } from './runCompare.js';
export type { CompareOptions } from './compareOptions.js';
export { tokenizerIdentity, type TokenizerIdentity } from './tokenizerIdentity.js';
export { checkTokenizers } from './checkTokenizers.js';

/** The comparison pipeline (DESIGN §1). */
export { runCompare } from './runCompare.js';
export type { CompareOptions } from './compareOptions.js';
export { tokenizerIdentity, type TokenizerIdentity } from './preflight/tokenizerIdentity.js';
export { checkTokenizers } from './preflight/checkTokenizers.js';

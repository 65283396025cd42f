/** Suite files: loading and validation (DESIGN §3). */
export type { CapabilityItem, RefusalItem, DivergenceItem, FamilyItems, LoadedFamily } from './types.js';
export { loadSuites, loadFamily, type SuiteLoadResult, type MissingFamily } from './loadSuites.js';

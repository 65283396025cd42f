/** policy/: a release policy file parsed, validated and described (docs/concepts/policy.md). Pure: the CLI reads the file. */
export { parsePolicy } from './parsePolicy.js';
export { policyRecord, samePolicy } from './policyRecord.js';
export { describePolicy, claimText } from './describePolicy.js';
export { policyFlags } from './policyFlags.js';
export { POLICY_SCHEMA } from './policySchema.js';
export { knownMetricId, rateMetricId } from './metricKinds.js';

/** The release policy's claims as summary.md shows them (docs/concepts/policy.md): one row per claim, gated tiers first. */
import type { AnyRunResults, ClaimVerdict } from '../results/types.js';

const ICONS: Readonly<Record<ClaimVerdict, string>> = { pass: '✅', fail: '❌', 'not-shown': '❔', reported: 'ℹ️', skipped: '⏭' };
const TIERS = ['critical', 'supporting', 'advisory'] as const;

/** Markdown lines (ending in a blank line) for a run judged under a policy; none otherwise. */
export function policyMarkdownLines(results: AnyRunResults, cell: (text: string) => string): string[] {
  const policy = results.settings.policy;
  if (policy === undefined) return [];
  const claimed = results.metrics.filter((metric) => metric.claim !== undefined);
  claimed.sort((a, b) => TIERS.indexOf(a.claim!.tier) - TIERS.indexOf(b.claim!.tier));
  const gated = claimed.filter((metric) => metric.claim!.tier !== 'advisory').length;
  return [
    `**Release policy** \`${cell(policy.source)}\` (sha256 ${policy.sha256.slice(0, 12)}): ${gated} critical and supporting claim${gated === 1 ? '' : 's'} share one error budget; advisory ones never gate.`,
    '',
    '| metric | tier | claim | outcome |',
    '| --- | --- | --- | --- |',
    ...claimed.map((metric) => {
      const claim = metric.claim!;
      return `| ${cell(metric.id)} | ${claim.tier} | ${claim.kind} | ${ICONS[claim.verdict]} ${cell(claim.reason)} |`;
    }),
    '',
  ];
}

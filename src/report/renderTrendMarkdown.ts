/** trend.md: the release line for a GitHub job summary (GITHUB_STEP_SUMMARY), plain Markdown tables. */
import type { TrendResult } from '../results/index.js';
import { cell } from './renderSummaryMarkdown.js';
import { OVERALL_STYLE, VERDICT_STYLE } from './style/verdictStyle.js';
import { driftBanner, driftRows, shortTime, trendCell } from './trendView.js';
import { summaryLine } from './renderTrendHtml.js';

/**
 * The drift verdict and its table, then one row per run (oldest first; a new base marked)
 * with its gate and each gated metric's verdict icon and Δ, then the runs set apart with what
 * differs. Every text passes `cell`, so a run name cannot break a table or inject HTML.
 */
export function renderTrendMarkdown(trend: TrendResult): string {
  const banner = driftBanner(trend);
  const lines = [`## tunegate trend: ${banner.icon} ${banner.label}`, '', cell(banner.reason), '', cell(summaryLine(trend)), ''];
  if (!('skipped' in trend.drift)) {
    lines.push(
      `### Drift: ${cell(trend.drift.from)} → ${cell(trend.drift.to)}`,
      '',
      '| metric | oldest | newest | Δ | verdict |',
      '| --- | ---: | ---: | ---: | --- |',
    );
    for (const row of driftRows(trend.drift)) {
      lines.push(
        `| ${cell(row.label)} | ${row.oldest} | ${row.newest} | ${row.delta}${row.ci === null ? '' : ` ${row.ci} (${row.ciLevel} CI)`} | ${row.chip.icon} ${row.chip.label} |`,
      );
    }
    lines.push('');
  }
  lines.push(
    '### Runs, oldest first',
    '',
    `| # | run | started (UTC) | base | gate | ${trend.metrics.map((metric) => `\`${metric.id}\``).join(' | ')} |`,
    `| ---: | --- | --- | --- | --- | ${trend.metrics.map(() => '---:').join(' | ')} |`,
  );
  trend.runs.forEach((run, index) => {
    const gate = OVERALL_STYLE[run.verdict];
    const cells = trend.metrics.map((metric) => {
      const view = trendCell(
        metric,
        run.points.find((point) => point.id === metric.id),
      );
      return view.present && view.chip ? `${view.chip.icon} ${view.delta}` : '—';
    });
    const base = `\`${run.base.sha256.slice(0, 10)}\`${run.newBase ? ' **new base**' : ''}`;
    lines.push(
      `| ${index + 1} | ${cell(run.name)} | ${shortTime(run.startedAt)} | ${base} | ${gate.icon} ${gate.label}${run.partial ? ' (partial)' : ''} | ${cells.join(' | ')} |`,
    );
  });
  lines.push(
    '',
    `_Icons: ${Object.values(VERDICT_STYLE)
      .map((style) => `${style.icon} ${style.label}`)
      .join(', ')}. Δ = tuned − that run's base._`,
  );
  if (trend.apart.length) {
    lines.push('', '### Measured differently: not on the line', '');
    for (const run of trend.apart) lines.push(`- ${cell(run.name)}: ${cell(run.differences.join('; '))}`);
  }
  return `${lines.join('\n')}\n`;
}

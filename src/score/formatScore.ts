/** What `tunegate score` prints (docs/reference/score.md): one JSON line per reply, and lm-eval's results table. */
import type { ScoreResult, ScoredReply } from './runScore.js';

/** `{"doc_id","task","metrics","filtered"}`: lm-eval's metric names; IFEval's inst_level_* as lists. */
export function scoreLine(task: string, { docId, score }: ScoredReply): string {
  return `${JSON.stringify({ doc_id: docId, task, metrics: score.metrics, filtered: score.filtered })}\n`;
}

/**
 * lm-eval's table: Tasks, Filter, n, Metric, Value, Stderr (values to 4 places as lm-eval prints
 * them; stderr the sample standard deviation over √n, lm-eval's mean_stderr; N/A below 2 values).
 */
export function scoreTable(result: ScoreResult): string {
  const header = ['Tasks', 'Filter', 'n', 'Metric', 'Value', 'Stderr'];
  const rows = result.task.metrics.map((name) => {
    const [metric, filter] = name.includes(',') ? name.split(',', 2) : [name, 'none'];
    const value = result.aggregate[name]!;
    return [result.task.name, filter!, String(result.scored.length), metric!, value.toFixed(4), stderr(result.values[name] ?? [])];
  });
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) =>
    `|${cells.map((cell, column) => ` ${column >= 4 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)} `).join('|')}|\n`;
  const rule = `|${widths.map((width, column) => (column >= 4 ? `${'-'.repeat(width + 1)}:` : `${'-'.repeat(width + 2)}`)).join('|')}|\n`;
  return line(header) + rule + rows.map(line).join('');
}

function stderr(values: readonly number[]): string {
  if (values.length < 2) return 'N/A';
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1);
  return Math.sqrt(variance / values.length).toFixed(4);
}

/**
 * @module The `--summary` text: quality distribution, flag rate, signal frequencies and the worst
 * conversations with the evidence that sank them.
 */
import { sourceLabel, type Scored } from '../select/scored';
import type { Style } from '../output/style';
import { count, fit, oneLine, percent, truncate } from '../output/text';
import { evidenceOf } from './evidence';
import { QUALITY_ORDER, type SummaryStats } from './stats';
import { shownScore } from '../../score/summary';

/** What the summary reports besides the totals. */
export interface SummaryContext {
  readonly inputs: readonly string[];
  readonly skipped: number;
  /** The worst conversations (after filters), worst first. */
  readonly worst: readonly Scored[];
  /** Terminal width. */
  readonly columns: number;
}

const BAR = 30;

/** The summary as text. */
export function renderSummaryText(stats: SummaryStats, ctx: SummaryContext, style: Style): string {
  const n = stats.conversations;
  const width = Math.max(60, Math.min(ctx.columns, 140));
  const lines: string[] = [];
  const inputs = ctx.inputs.length === 1 ? (ctx.inputs[0] ?? '') : `${ctx.inputs.length} inputs`;
  const skipped = ctx.skipped > 0 ? style.red(` · ${count(ctx.skipped)} skipped`) : '';
  lines.push(
    style.bold(`agent-signals · ${count(n)} conversation${n === 1 ? '' : 's'} from ${oneLine(inputs)}`) + skipped,
    '',
  );

  lines.push(style.bold('Quality'));
  const most = Math.max(1, ...QUALITY_ORDER.map((q) => stats.quality[q]));
  for (const q of QUALITY_ORDER) {
    const k = stats.quality[q];
    const bar = '█'.repeat(Math.round((BAR * k) / most)) || (k > 0 ? '▏' : '');
    lines.push(
      `  ${style.quality(q, fit(q, 10))}${fit(count(k), 8, 'right')} ${fit(percent(k, n), 7, 'right')}  ${style.quality(q, bar)}`,
    );
  }
  lines.push('');
  lines.push(`  Flagged     ${count(stats.flagged)} of ${count(n)} (${percent(stats.flagged, n)})`);
  lines.push(`  Mean score  ${stats.meanScore.toFixed(1)}`, '');

  const frequencies = stats.signalFrequencies(12);
  lines.push(style.bold('Most frequent signals') + style.dim('   conversations   share   instances'));
  if (frequencies.length === 0) lines.push(style.dim('  (none)'));
  for (const f of frequencies) {
    lines.push(
      `  ${fit(f.type, 48)}${fit(count(f.conversations), 8, 'right')} ${fit(percent(f.conversations, n), 7, 'right')} ${fit(count(f.instances), 10, 'right')}`,
    );
  }

  if (ctx.worst.length > 0) {
    lines.push(
      '',
      style.bold(`Worst ${ctx.worst.length === 1 ? 'conversation' : `${ctx.worst.length} conversations`}`),
    );
    ctx.worst.forEach((item, i) => lines.push(...worstLines(item, i + 1, width, style)));
  }
  return `${lines.join('\n')}\n`;
}

function worstLines(item: Scored, rank: number, width: number, style: Style): string[] {
  const r = item.report;
  const head = `${fit(`${rank}.`, 4, 'right')} ${style.bold(truncate(oneLine(item.id), 40))}  ${style.quality(r.quality, `${r.quality} ${shownScore(r.qualityScore)}`)}  ${style.dim(truncate(oneLine(sourceLabel(item)), 50))}`;
  const out = [head, `     ${truncate(oneLine(r.summary), width - 5)}`];
  const { evidence, more } = evidenceOf(item, 4);
  for (const e of evidence) {
    const label = `#${e.signal.messageIndex} ${e.role}`;
    const prefix = `       ${fit(label, 14)} ${fit(e.signal.type.replace(/^interaction\./, ''), 34)} `;
    const quote = e.text === '' ? '' : `"${truncate(oneLine(e.text), Math.max(10, width - prefix.length - 2))}"`;
    out.push(style.dim(prefix) + quote);
  }
  if (more > 0) out.push(style.dim(`       … ${more} more signal${more === 1 ? '' : 's'}`));
  return out;
}

/**
 * @module The `--summary` text: quality distribution, flag rate, signal frequencies and the worst
 * conversations with the evidence that sank them.
 */
import { sourceLabel, type Scored } from '../select/scored';
import type { Style } from '../output/style';
import { count, displayWidth, elide, fit, oneLine, percent, truncate, truncateStart, wrap } from '../output/text';
import { detailOf, evidenceOf, excerptOf, placeOf, type Evidence } from './evidence';
import { QUALITY_ORDER, type SummaryStats } from './stats';
import { shownScore } from '../../score/summary';
import { describeBaselines, type BaselinesUsed } from '../baselines-used';

/** What the summary reports besides the totals. */
export interface SummaryContext {
  readonly inputs: readonly string[];
  readonly skipped: number;
  /** The worst conversations (after filters), worst first. */
  readonly worst: readonly Scored[];
  /**
   * Conversations forced to Severe by a critical condition (an escalation, frustration or
   * repetition at severity 3, too many turns) that the worst list does not show: their score
   * ranks them lower, but the verdict asks for a look.
   */
  readonly severeOutside: readonly Scored[];
  /** How many Severe conversations the worst list leaves out in all ({@link severeOutside} shows the first). */
  readonly severeOutsideTotal: number;
  /** Terminal width. */
  readonly columns: number;
  /** The baselines the verdicts are relative to. */
  readonly baselines?: BaselinesUsed;
}

const BAR = 30;
/** Columns of the signal frequency table after the type: label and width. */
const FREQUENCY_COLUMNS: readonly (readonly [string, number])[] = [
  ['conversations', 13],
  ['share', 7],
  ['instances', 10],
];
/** Evidence lines start here; a quote narrower than {@link MIN_QUOTE} goes on a line of its own. */
const EVIDENCE_INDENT = 7;
const MIN_QUOTE = 40;

/** The summary as text. */
export function renderSummaryText(stats: SummaryStats, ctx: SummaryContext, style: Style): string {
  const n = stats.conversations;
  const width = Math.max(60, Math.min(ctx.columns, 140));
  const lines: string[] = [];
  const inputs = ctx.inputs.length === 1 ? (ctx.inputs[0] ?? '') : `${ctx.inputs.length} inputs`;
  const problems = [
    ...(stats.notScored > 0 ? [`${count(stats.notScored)} not scored`] : []),
    ...(ctx.skipped > 0 ? [`${count(ctx.skipped)} skipped`] : []),
  ].map((p) => ` · ${p}`);
  const title = `agent-signals · ${count(n)} conversation${n === 1 ? '' : 's'} from `;
  const room = width - displayWidth(title) - displayWidth(problems.join(''));
  lines.push(style.bold(title + truncateStart(oneLine(inputs), Math.max(12, room))) + style.red(problems.join('')), '');
  if (n === 0) {
    lines.push(style.dim('  No conversation was scored.'));
    return `${lines.join('\n')}\n`;
  }
  if (ctx.baselines !== undefined)
    lines.push(...wrap(`Baselines: ${describeBaselines(ctx.baselines)}`, width).map((l) => style.dim(l)), '');

  lines.push(style.bold('Quality'));
  const most = Math.max(1, ...QUALITY_ORDER.map((q) => stats.quality[q]));
  for (const q of QUALITY_ORDER) {
    const k = stats.quality[q];
    const bar = '█'.repeat(Math.round((BAR * k) / most)) || (k > 0 ? '▏' : '');
    lines.push(
      `  ${style.quality(q, fit(q, 10))}${fit(count(k), 8, 'right')} ${fit(percent(k, n), 7, 'right')}${bar === '' ? '' : `  ${style.quality(q, bar)}`}`,
    );
  }
  lines.push('');
  lines.push(`  Flagged     ${count(stats.flagged)} of ${count(n)} (${percent(stats.flagged, n)})`);
  lines.push(`  Mean score  ${(stats.meanScore ?? 0).toFixed(1)}`, '');

  const frequencies = stats.signalFrequencies(12);
  // Numbers right-aligned under their column labels; the type takes what is left (at most 48).
  const typeWidth = Math.min(48, width - 2 - FREQUENCY_COLUMNS.reduce((sum, [, w]) => sum + w + 1, 0));
  const header = FREQUENCY_COLUMNS.map(([label, w]) => fit(label, w, 'right')).join(' ');
  lines.push(style.bold(fit('Most frequent signals', 2 + typeWidth)) + style.dim(` ${header}`));
  if (frequencies.length === 0) lines.push(style.dim('  (none)'));
  for (const f of frequencies) {
    const cells = [count(f.conversations), percent(f.conversations, n), count(f.instances)];
    const numbers = cells.map((cell, i) => fit(cell, FREQUENCY_COLUMNS[i]?.[1] ?? 8, 'right')).join(' ');
    lines.push(`  ${fit(f.type, typeWidth)} ${numbers}`);
  }

  if (ctx.worst.length > 0) {
    lines.push(
      '',
      style.bold(`Worst ${ctx.worst.length === 1 ? 'conversation' : `${ctx.worst.length} conversations`}`),
    );
    ctx.worst.forEach((item, i) => lines.push(...worstLines(item, i + 1, width, style)));
  }
  if (ctx.severeOutside.length > 0) {
    lines.push(
      '',
      style.bold(`Also Severe, by a critical condition (${severeOutsideCount(ctx)} not in the list above)`),
    );
    ctx.severeOutside.forEach((item, i) => lines.push(...worstLines(item, ctx.worst.length + i + 1, width, style)));
  }
  return `${lines.join('\n')}\n`;
}

/** "4", or "showing 2 of 4" when the list is cut. */
export function severeOutsideCount(ctx: Pick<SummaryContext, 'severeOutside' | 'severeOutsideTotal'>): string {
  const shown = ctx.severeOutside.length;
  return shown === ctx.severeOutsideTotal
    ? count(shown)
    : `showing ${count(shown)} of ${count(ctx.severeOutsideTotal)}`;
}

function worstLines(item: Scored, rank: number, width: number, style: Style): string[] {
  const r = item.report;
  const id = elide(oneLine(item.id), 40);
  const verdict = `${r.quality} ${shownScore(r.qualityScore)}`;
  const used = 4 + 1 + displayWidth(id) + 2 + displayWidth(verdict) + 2;
  // The source is cut from the left so its `:line` survives.
  const source = truncateStart(oneLine(sourceLabel(item)), Math.max(12, width - used));
  const head = `${fit(`${rank}.`, 4, 'right')} ${style.bold(id)}  ${style.quality(r.quality, verdict)}  ${style.dim(source)}`;
  // The verdict sentence is what a reader acts on: wrapped, never cut.
  const out = [head, ...wrap(oneLine(r.summary), width - 5).map((line) => `     ${line}`)];
  const { evidence, more } = evidenceOf(item, 4);
  const labels = evidence.map(placeOf);
  const types = evidence.map((e) => e.signal.type.replace(/^interaction\./, ''));
  const labelWidth = Math.max(0, ...labels.map(displayWidth));
  const typeWidth = Math.min(34, Math.max(0, ...types.map(displayWidth)));
  evidence.forEach((e, i) => {
    const detail = oneLine(detailOf(e));
    const head = `${' '.repeat(EVIDENCE_INDENT)}${fit(labels[i] ?? '', labelWidth)}  ${fit(types[i] ?? '', typeWidth)}`;
    const first = detail === '' ? head : `${head}  ${truncate(detail, Math.max(10, width - displayWidth(head) - 2))}`;
    // On a line of its own, the head keeps no padding at its end.
    const alone = detail === '' ? head.trimEnd() : head;
    const room = width - displayWidth(first) - 4;
    // The message as written, quoted; else what the detector says about it, not quoted.
    const shown = (w: number) =>
      e.message.trim() !== '' ? quote(e, w, style) : style.dim(truncate(oneLine(e.note ?? ''), w));
    if (e.message.trim() === '' && (e.note ?? '') === '') out.push(style.dim(alone) + first.slice(head.length));
    else if (room >= MIN_QUOTE) out.push(style.dim(head) + first.slice(head.length) + `  ${shown(room)}`);
    else {
      const indent = ' '.repeat(EVIDENCE_INDENT + 2);
      out.push(style.dim(alone) + first.slice(head.length), indent + shown(width - indent.length - 2));
    }
  });
  if (more > 0) out.push(style.dim(`       … ${more} more signal${more === 1 ? '' : 's'}`));
  return out;
}

/** The evidence's message as written, about `width` columns around the matched words (in bold). */
function quote(e: Evidence, width: number, style: Style): string {
  // The excerpt counts characters, the terminal columns: wide characters may need a final cut.
  const x = excerptOf(e, Math.max(10, width - 4));
  const before = `${x.cutStart ? '…' : ''}${inline(x.before, 'end')}`;
  const match = inline(x.match);
  const after = `${inline(x.after, 'start')}${x.cutEnd ? '…' : ''}`;
  const plain = before + match + after;
  if (displayWidth(plain) > width - 2) return `"${truncate(plain, width - 2)}"`;
  return `"${before}${match === '' ? '' : style.bold(match)}${after}"`;
}

/** Text safe for one terminal line, keeping a space at the `keep` side (next to the match). */
function inline(text: string, keep?: 'start' | 'end'): string {
  const safe = oneLine(text);
  if (safe === '') return '';
  if (keep === 'start' && /^\s/u.test(text)) return ` ${safe}`;
  if (keep === 'end' && /\s$/u.test(text)) return `${safe} `;
  return safe;
}

/**
 * @module The `--summary --format json` object: the same content as the text summary, for machines.
 */
import { evidenceOf, excerptOf } from './evidence';
import { BIN_WIDTH, HISTOGRAM_BINS, QUALITY_ORDER, type SummaryStats } from './stats';
import type { SummaryContext } from './render-text';
import type { Scored } from '../select/scored';

/** The summary as one JSON document (with a trailing newline). */
export function renderSummaryJson(stats: SummaryStats, ctx: SummaryContext): string {
  const n = stats.conversations;
  const body = {
    inputs: ctx.inputs,
    conversations: n,
    notScored: stats.notScored,
    skipped: ctx.skipped,
    ...(ctx.baselines === undefined ? {} : { baselines: ctx.baselines }),
    flagged: stats.flagged,
    flagRate: n === 0 ? null : stats.flagged / n,
    meanScore: stats.meanScore ?? null,
    quality: Object.fromEntries(QUALITY_ORDER.map((q) => [q, stats.quality[q]])),
    scoreHistogram: stats.histogram.map((k, i) => ({
      from: i * BIN_WIDTH,
      to: i === HISTOGRAM_BINS - 1 ? 100 : (i + 1) * BIN_WIDTH,
      count: k,
    })),
    signals: stats.signalFrequencies(),
    worst: ctx.worst.map(conversationJson),
    severeOutsideWorst: ctx.severeOutside.map(conversationJson),
    severeOutsideWorstTotal: ctx.severeOutsideTotal,
  };
  return `${JSON.stringify(body, null, 2)}\n`;
}

/** One listed conversation: verdict, summary and evidence. */
function conversationJson(item: Scored) {
  return {
    id: item.id,
    source: item.source,
    quality: item.report.quality,
    qualityScore: item.report.qualityScore,
    flagged: item.report.flagged,
    summary: item.report.summary,
    evidence: evidenceOf(item, 20).evidence.map((e) => ({
      type: e.signal.type,
      // The message the evidence is read in (a tool failure's result), null for the conversation.
      messageIndex: e.index ?? null,
      ...(e.index === undefined ? {} : { role: e.role }),
      ...(e.phrase === undefined ? {} : { phrase: e.phrase }),
      ...(e.similarTo === undefined ? {} : { similarTo: e.similarTo }),
      text: e.message.trim() === '' ? (e.note ?? '') : excerptText(excerptOf(e, 200)),
    })),
  };
}

/** An excerpt as one string, with `…` where text was left out. */
function excerptText(x: ReturnType<typeof excerptOf>): string {
  return `${x.cutStart ? '…' : ''}${x.before}${x.match}${x.after}${x.cutEnd ? '…' : ''}`;
}

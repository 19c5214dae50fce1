/**
 * @module Prints an {@link Evaluation}: a table for people, JSON for CI.
 */
import type { Interval } from '../../stats/bootstrap';
import type { Style } from '../output/style';
import { elide, fit, paragraph } from '../output/text';
import type { Evaluation } from './evaluation';

/** Context printed with the figures. */
export interface EvaluationContext {
  /** `default` or the profile's path. */
  readonly profile: string;
  readonly unlabelled: number;
  readonly missing: number;
  /** Ratings below this count as bad (rating labels). */
  readonly badBelow: number | undefined;
  /** Terminal width the table is laid out in (at least 60 is used). @default 120 */
  readonly columns?: number;
  /** The same conversations scored by the profile without its learned vocabulary (when it has one). */
  readonly withoutVocabulary?: Evaluation;
}

/** Widest signal-type column. */
const TYPE_WIDTH = 46;

/** The evaluation as one JSON document (NaN written as null). */
export function renderEvaluationJson(e: Evaluation, ctx: EvaluationContext): string {
  const plain = ctx.withoutVocabulary;
  const without =
    plain === undefined
      ? {}
      : {
          withoutVocabulary: {
            auc: plain.auc,
            lift10: plain.lift10,
            lift20: plain.lift20,
            ...(plain.spearman === undefined ? {} : { spearman: plain.spearman }),
          },
        };
  return `${JSON.stringify({ profile: ctx.profile, unlabelled: ctx.unlabelled, missing: ctx.missing, ...(ctx.badBelow !== undefined ? { badBelow: ctx.badBelow } : {}), ...e, ...without }, finite, 2)}\n`;
}

/** The evaluation as a table. */
export function renderEvaluationText(e: Evaluation, ctx: EvaluationContext, style: Style): string {
  const out: string[] = [];
  const width = Math.max(60, ctx.columns ?? 120);
  const outcome = e.labels === 'success' ? 'failed' : `rated below ${num(ctx.badBelow ?? Number.NaN, 2)} (the median)`;
  const title = `agent-signals evaluate · ${e.conversations} labelled conversations`;
  const [first = '', ...rest] = paragraph(
    `${title} (${e.labels} labels; ${e.bad} ${outcome}, ${pct(e.badRate)})`,
    width,
  );
  out.push(style.bold(title) + first.slice(title.length), ...rest);
  out.push(
    ...paragraph(
      `profile: ${ctx.profile}; ${ctx.unlabelled} conversations without a label, ${ctx.missing} labels without a conversation`,
      width,
    ).map((line) => style.dim(line)),
  );
  out.push('');
  const row = (name: string, i: Interval, digits = 3) =>
    `  ${fit(name, 44)} ${fit(num(i.estimate, digits), 7, 'right')}   ${num(i.low, digits)} – ${num(i.high, digits)}`;
  out.push(`${fit('Ranking by qualityScore (lower is worse)', 46)} ${fit('value', 7, 'right')}   95 % interval`);
  out.push(row('AUC (a bad one scored below a good one)', e.auc));
  out.push(row('lift, worst-scored 10 %', e.lift10, 2));
  out.push(row('lift, worst-scored 20 %', e.lift20, 2));
  if (e.spearman !== undefined) out.push(row('Spearman with the rating', e.spearman));
  const plain = ctx.withoutVocabulary;
  if (plain !== undefined) {
    out.push(style.dim('  the profile without its learned vocabulary:'));
    out.push(row('AUC', plain.auc));
    out.push(row('lift, worst-scored 20 %', plain.lift20, 2));
    if (plain.spearman !== undefined) out.push(row('Spearman with the rating', plain.spearman));
  }
  out.push('');
  out.push(`Flag (${e.flagged} flagged, ${pct(e.flagged / Math.max(1, e.conversations))})`);
  out.push(row('precision: flagged that went bad', e.flagPrecision));
  out.push(row('recall: bad that were flagged', e.flagRecall));
  out.push('');
  const rating = e.labels === 'rating';
  // Numbers keep their columns whole; the signal type takes what is left, cut in its middle.
  const interval = (i: Interval) => `${num(i.estimate, 2)} (${num(i.low, 2)}–${num(i.high, 2)})`;
  const rows = e.signals.map((s) => ({
    s,
    badRate: interval(s.badRate),
    mean: s.meanRating === undefined ? '' : interval(s.meanRating),
  }));
  const rateWidth = Math.max(15, ...rows.map((r) => r.badRate.length));
  const meanWidth = rating ? Math.max(18, ...rows.map((r) => r.mean.length)) : 0;
  const numbers = 1 + 6 + 1 + 7 + 3 + rateWidth + (rating ? 3 + meanWidth : 0);
  const typeWidth = Math.max(16, Math.min(TYPE_WIDTH, width - 2 - numbers));
  out.push(
    `${fit('Signal type', typeWidth + 2)} ${fit('fires', 6, 'right')} ${fit('share', 7, 'right')}   ${rating ? `${fit('bad rate (95 %)', rateWidth)}   mean rating (95 %)` : 'bad rate (95 %)'}`,
  );
  for (const { s, badRate, mean } of rows) {
    out.push(
      `  ${fit(elide(s.type, typeWidth), typeWidth)} ${fit(String(s.conversations), 6, 'right')} ${fit(pct(s.share), 7, 'right')}   ${fit(badRate, rateWidth)}${rating ? `   ${mean}` : ''}`.trimEnd(),
    );
  }
  if (e.signals.length === 0) out.push(style.dim('  (no signal fired)'));
  out.push(
    ...paragraph(
      `base bad rate ${pct(e.badRate)}; intervals: percentile bootstrap, 1,000 resamples, seeded`,
      width,
    ).map((line) => style.dim(line)),
  );
  return `${out.join('\n')}\n`;
}

function num(x: number, digits: number): string {
  return Number.isFinite(x) ? x.toFixed(digits) : '–';
}

function pct(x: number): string {
  return Number.isFinite(x) ? `${(100 * x).toFixed(1)} %` : '–';
}

function finite(_key: string, value: unknown): unknown {
  if (typeof value !== 'number') return value;
  return Number.isFinite(value) ? Math.round(value * 1e4) / 1e4 : null;
}

/**
 * @module Prints an {@link Evaluation}: a table for people, JSON for CI.
 */
import type { Interval } from '../../stats/bootstrap';
import type { Style } from '../output/style';
import { fit } from '../output/text';
import type { Evaluation } from './evaluation';

/** Context printed with the figures. */
export interface EvaluationContext {
  /** `default` or the profile's path. */
  readonly profile: string;
  readonly unlabelled: number;
  readonly missing: number;
  /** Ratings below this count as bad (rating labels). */
  readonly badBelow: number | undefined;
  /** The same conversations scored by the profile without its learned vocabulary (when it has one). */
  readonly withoutVocabulary?: Evaluation;
}

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
  const outcome = e.labels === 'success' ? 'failed' : `rated below ${num(ctx.badBelow ?? Number.NaN, 2)} (the median)`;
  out.push(
    style.bold(`agent-signals evaluate · ${e.conversations} labelled conversations`) +
      ` (${e.labels} labels; ${e.bad} ${outcome}, ${pct(e.badRate)})`,
  );
  out.push(
    style.dim(
      `profile: ${ctx.profile}; ${ctx.unlabelled} conversations without a label, ${ctx.missing} labels without a conversation`,
    ),
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
  out.push(
    `${fit('Signal type', 48)} ${fit('fires', 6, 'right')} ${fit('share', 7, 'right')}   bad rate (95 %)${rating ? '         mean rating (95 %)' : ''}`,
  );
  for (const s of e.signals) {
    const badRate = `${num(s.badRate.estimate, 2)} (${num(s.badRate.low, 2)}–${num(s.badRate.high, 2)})`;
    const mean =
      s.meanRating === undefined
        ? ''
        : `   ${num(s.meanRating.estimate, 2)} (${num(s.meanRating.low, 2)}–${num(s.meanRating.high, 2)})`;
    out.push(
      `  ${fit(s.type, 46)} ${fit(String(s.conversations), 6, 'right')} ${fit(pct(s.share), 7, 'right')}   ${fit(badRate, 20)}${mean}`.trimEnd(),
    );
  }
  if (e.signals.length === 0) out.push(style.dim('  (no signal fired)'));
  out.push(style.dim(`base bad rate ${pct(e.badRate)}; intervals: percentile bootstrap, 1,000 resamples, seeded`));
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

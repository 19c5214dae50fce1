/**
 * @module Prints a {@link Calibration}: a table for people, JSON for CI.
 */
import { WEIGHT_KEYS } from '../../profile/profile';
import type { Style } from '../output/style';
import { fit } from '../output/text';
import type { Calibration } from './calibration';

/** Context printed with a calibration. */
export interface CalibrationContext {
  /** `default` or the reference profile's path. */
  readonly reference: string;
  readonly out: string;
  readonly written: boolean;
  readonly conversations: number;
  readonly labelled: number | undefined;
}

/** The calibration as one JSON document. */
export function renderCalibrationJson(c: Calibration, ctx: CalibrationContext): string {
  return `${JSON.stringify({ ...ctx, ...c }, (_k, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? null : v), 2)}\n`;
}

/** The calibration as text. */
export function renderCalibrationText(c: Calibration, ctx: CalibrationContext, style: Style): string {
  const out: string[] = [];
  const b = c.profile.baselines;
  out.push(
    style.bold(`agent-signals calibrate · ${ctx.conversations} conversations`) +
      (ctx.labelled === undefined
        ? ' (no labels: baselines only, weights of the reference)'
        : `, ${ctx.labelled} labelled`),
  );
  out.push(
    `baselines (medians): ${b.userTurns} user turns; tool-using runs: ${b.assistantTurns} assistant turns, ${b.toolCalls} tool calls, ${b.assistantChars} characters per assistant message`,
  );
  out.push(`weights (points): ${WEIGHT_KEYS.map((k) => `${k} ${c.profile.weights[k]}`).join(', ')}`);
  if (c.kept.length > 0)
    out.push(style.dim(`kept from the ${ctx.reference} profile (too few firings to fit): ${c.kept.join(', ')}`));
  const cv = c.crossValidation;
  if (cv !== undefined) {
    out.push('');
    out.push(
      `${cv.folds}-fold cross-validation (stratified, same folds)   ${fit('AUC', 6, 'right')}   ${fit('lift@20 %', 9, 'right')}`,
    );
    out.push(
      `  ${fit('calibrated', 50)} ${fit(num(cv.calibrated.auc, 3), 6, 'right')}   ${fit(num(cv.calibrated.lift20, 2), 9, 'right')}`,
    );
    out.push(
      `  ${fit(`${ctx.reference} profile`, 50)} ${fit(num(cv.reference.auc, 3), 6, 'right')}   ${fit(num(cv.reference.lift20, 2), 9, 'right')}`,
    );
  }
  out.push(
    ctx.written
      ? `wrote ${ctx.out}`
      : style.bold(`not written: worse than the ${ctx.reference} profile (--force writes it)`),
  );
  return `${out.join('\n')}\n`;
}

function num(x: number, digits: number): string {
  return Number.isFinite(x) ? x.toFixed(digits) : '–';
}

/**
 * @module Prints a {@link Calibration}: a table for people, JSON for CI.
 */
import { WEIGHT_KEYS } from '../../profile/profile';
import type { Style } from '../output/style';
import { fit, paragraph } from '../output/text';
import type { Interval } from '../../stats/bootstrap';
import type { Calibration } from './calibration';

/** Context printed with a calibration. */
export interface CalibrationContext {
  /** `default` or the reference profile's path. */
  readonly reference: string;
  readonly out: string;
  readonly written: boolean;
  readonly conversations: number;
  readonly labelled: number | undefined;
  /** Terminal width the text is laid out in (at least 60 is used). @default 120 */
  readonly columns?: number;
}

/**
 * What a user must know before trusting the profile, one line each: weights not fitted (too few
 * labels), fitted weights at their bound, and turn thresholds moved by the calibrated user-turn
 * baseline. The CLI prints them on stderr; the JSON holds them as `notes`.
 */
export function calibrationNotes(c: Calibration, reference: string): string[] {
  const notes: string[] = [];
  if (c.notFitted !== undefined)
    notes.push(`weights not fitted: ${c.notFitted}; the ${reference} profile's weights are kept`);
  if (c.atBound.length > 0)
    notes.push(
      `fitted weight${c.atBound.length === 1 ? '' : 's'} at the bound: ${c.atBound.map((b) => `${b.weight} ${b.points}`).join(', ')} points (the labels push ${c.atBound.length === 1 ? 'it' : 'them'} further; a small or easily separated set does that, so check ${c.atBound.length === 1 ? 'it' : 'them'} before use)`,
    );
  const { reference: from, calibrated: to } = c.turnThresholds;
  if (from.concerning !== to.concerning || from.excessive !== to.excessive)
    notes.push(
      `turn thresholds ${from.concerning}/${from.excessive} → ${to.concerning}/${to.excessive} (user-turn baseline ${c.profile.baselines.userTurns}, the median of these conversations): more than ${to.excessive} user turns now makes a conversation Severe, more than ${to.concerning} concerning`,
    );
  return notes;
}

/** The calibration as one JSON document. */
export function renderCalibrationJson(c: Calibration, ctx: CalibrationContext): string {
  // The vocabulary's weights are in the written profile; the report says how many.
  const { vocabulary: learned, ...profile } = c.profile;
  const doc = {
    ...ctx,
    ...c,
    profile: learned === undefined ? profile : { ...profile, vocabulary: { weights: learned.weights.length } },
    notes: calibrationNotes(c, ctx.reference),
  };
  return `${JSON.stringify(doc, (_k, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? null : v), 2)}\n`;
}

/** The calibration as text. */
export function renderCalibrationText(c: Calibration, ctx: CalibrationContext, style: Style): string {
  const out: string[] = [];
  const width = Math.max(60, ctx.columns ?? 120);
  // Sentences are broken at spaces to the terminal's width: never mid-word, never mid-number.
  const say = (text: string) => out.push(...paragraph(text, width));
  const b = c.profile.baselines;
  const title = `agent-signals calibrate · ${ctx.conversations} conversations`;
  const [first = '', ...rest] = paragraph(
    title +
      (ctx.labelled === undefined
        ? ' (no labels: baselines only, weights of the reference)'
        : `, ${ctx.labelled} labelled`),
    width,
  );
  out.push(style.bold(title) + first.slice(title.length), ...rest);
  say(
    `baselines (medians): ${b.userTurns} user turns, ${b.assistantTurns} assistant turns, ${b.toolCalls} tool calls, ${b.assistantChars} characters per assistant message`,
  );
  const b2 = c.turnThresholds.calibrated;
  say(`turn thresholds: more than ${b2.concerning} user turns concerning, more than ${b2.excessive} Severe`);
  say(
    `weights (points, ${c.weightsFitted ? 'fitted' : `of the ${ctx.reference} profile`}): ${WEIGHT_KEYS.map((k) => `${k}\u00a0${c.profile.weights[k]}`).join(', ')}`,
  );
  if (c.kept.length > 0)
    out.push(
      ...paragraph(`kept from the ${ctx.reference} profile (too few firings to fit): ${c.kept.join(', ')}`, width).map(
        (line) => style.dim(line),
      ),
    );
  const cv = c.crossValidation;
  if (cv !== undefined) {
    out.push('');
    out.push(
      `${cv.folds}-fold cross-validation (stratified, same folds)   ${fit('AUC', 6, 'right')}   ${fit('lift@20 %', 9, 'right')}`,
    );
    out.push(
      `  ${fit(c.weightsFitted ? 'calibrated' : 'calibrated (baselines only)', 50)} ${fit(num(cv.calibrated.auc, 3), 6, 'right')}   ${fit(num(cv.calibrated.lift20, 2), 9, 'right')}`,
    );
    out.push(
      `  ${fit(`${ctx.reference} profile`, 50)} ${fit(num(cv.reference.auc, 3), 6, 'right')}   ${fit(num(cv.reference.lift20, 2), 9, 'right')}`,
    );
  }
  out.push(...vocabularyLines(c, style));
  if (ctx.written) say(`wrote ${ctx.out}`);
  else
    out.push(
      ...paragraph(`not written: worse than the ${ctx.reference} profile (--force writes it)`, width).map((line) =>
        style.bold(line),
      ),
    );
  return `${out.join('\n')}\n`;
}

/** The learned vocabulary's lines: its cross-validation side by side with the profile without it. */
function vocabularyLines(c: Calibration, style: Style): string[] {
  const v = c.vocabulary;
  if (v === undefined) return [];
  if (v.check === undefined) return ['', `learned vocabulary: not tried: ${v.skipped ?? ''}`];
  const check = v.check;
  const folds =
    check.grouping === 'task'
      ? `${check.folds} folds by task, ${check.tasks} tasks`
      : check.tasks === undefined
        ? `${check.folds} random folds: not every label names a task`
        : `${check.folds} random folds: ${check.tasks} tasks are too few for ${check.folds} folds`;
  const row = (name: string, i: Interval) =>
    `  ${fit(name, 50)} ${fit(num(i.estimate, 3), 6, 'right')}   [${num(i.low, 3)}, ${num(i.high, 3)}]`;
  return [
    '',
    `learned vocabulary (${folds}; same folds)`.padEnd(53) + `${fit('AUC', 6, 'right')}   95 % interval`,
    row('profile without vocabulary', check.without),
    row('with the learned vocabulary', check.with),
    check.kept
      ? `kept: ${check.weights} n-gram weights (hashes and points only, no text)`
      : style.bold('not kept: the vocabulary does not rank better than the profile without it'),
  ];
}

function num(x: number, digits: number): string {
  return Number.isFinite(x) ? x.toFixed(digits) : '–';
}

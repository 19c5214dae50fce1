/**
 * `evaluate` and `calibrate` tables at the widths people's terminals have: every line fits, no
 * number is broken across lines, no word is cut.
 */
import { describe, expect, it } from 'vitest';
import { createStyle } from '../../../src/cli/output/style';
import { displayWidth } from '../../../src/cli/output/text';
import type { Calibration } from '../../../src/cli/rank/calibration';
import type { Evaluation } from '../../../src/cli/rank/evaluation';
import { renderCalibrationText } from '../../../src/cli/rank/render-calibration';
import { renderEvaluationText } from '../../../src/cli/rank/render-evaluation';
import { DEFAULT_PROFILE } from '../../../src/profile/profile';

const at = (estimate: number, low: number, high: number) => ({ estimate, low, high });
const TYPES = [
  'environment.exhaustion.context_overflow',
  'execution.failure.skipped_dependency',
  'interaction.misalignment.clarification',
  'interaction.positive_feedback.satisfaction',
  'execution.loops.parameter_drift',
];

function evaluation(labels: 'success' | 'rating'): Evaluation {
  return {
    labels,
    conversations: 12_345,
    bad: 4_321,
    badRate: 0.35,
    auc: at(0.71234, 0.70111, 0.72999),
    lift10: at(1.82, 1.71, 1.93),
    lift20: at(1.61, 1.55, 1.68),
    ...(labels === 'rating' ? { spearman: at(-0.412, -0.43, -0.39) } : {}),
    flagged: 2_222,
    flagPrecision: at(0.581, 0.56, 0.6),
    flagRecall: at(0.299, 0.28, 0.31),
    signals: TYPES.map((type, i) => ({
      type,
      conversations: 1000 + i,
      share: 0.081,
      badRate: at(0.49, 0.4, 0.57),
      ...(labels === 'rating' ? { meanRating: at(2.51, 2.4, 2.62) } : {}),
    })),
  };
}

const calibration: Calibration = {
  profile: DEFAULT_PROFILE,
  crossValidation: {
    folds: 5,
    calibrated: { auc: 0.734, lift20: 1.71 },
    reference: { auc: 0.712, lift20: 1.62 },
    better: true,
  } as Calibration['crossValidation'],
  weightsFitted: true,
  kept: ['positiveFeedback', 'exhaustion'] as Calibration['kept'],
  atBound: [],
  turnThresholds: { reference: { concerning: 7, excessive: 12 }, calibrated: { concerning: 9, excessive: 14 } },
};

/** Words of the rendered text: a word cut across lines would show as two that the input never had. */
const words = (text: string) => text.split(/\s+/).filter((w) => w !== '');

describe.each([80, 120])('at %i columns', (columns) => {
  const plain = createStyle(false);

  it.each(['success', 'rating'] as const)(
    'evaluate (%s labels) fits every line and keeps every number whole',
    (labels) => {
      const text = renderEvaluationText(
        evaluation(labels),
        { profile: 'profiles/support-desk-2026-11.json', unlabelled: 1_234, missing: 56, badBelow: 3, columns },
        plain,
      );
      const lines = text.trimEnd().split('\n');
      for (const line of lines) expect(displayWidth(line), line).toBeLessThanOrEqual(columns);
      // Every interval on one line, whole.
      const intervals = text.match(/\d\.\d\d \(\d\.\d\d–\d\.\d\d\)/g) ?? [];
      expect(intervals).toHaveLength(labels === 'rating' ? 10 : 5);
      for (const line of lines.filter((l) => l.includes('(0.40'))) expect(line).toMatch(/0\.49 \(0\.40–0\.57\)/);
      // No number ends a line with its rest on the next one.
      for (const line of lines) expect(line, line).not.toMatch(/\d[.–]$/);
      // Signal types whole at 120, cut in their middle at 80: start and end kept.
      TYPES.forEach((type, i) => {
        const shown = lines
          .find((l) => l.includes(` ${1000 + i} `))!
          .trim()
          .split(' ')[0]!;
        if (columns >= 120) expect(shown).toBe(type);
        else {
          const [head, tail] = shown.split('…');
          expect(type.startsWith(head!) && type.endsWith(tail ?? '')).toBe(true);
        }
      });
    },
  );

  it('evaluate lines up the header with its columns', () => {
    const text = renderEvaluationText(
      evaluation('rating'),
      { profile: 'default', unlabelled: 0, missing: 0, badBelow: 3, columns },
      plain,
    );
    const lines = text.split('\n');
    const header = lines.find((l) => l.startsWith('Signal type'))!;
    const row = lines.find((l) => l.includes('(0.40'))!;
    expect(row.indexOf('0.49 (')).toBe(header.indexOf('bad rate'));
    expect(row.indexOf('2.51 (')).toBe(header.indexOf('mean rating'));
  });

  it('calibrate fits every line and breaks sentences only at spaces', () => {
    const ctx = {
      reference: 'profiles/support-desk-2026-11.json',
      out: 'profiles/support-desk-2026-12-calibrated.json',
      written: true,
      conversations: 4_090,
      labelled: 1_200,
      columns,
    };
    const text = renderCalibrationText(calibration, ctx, plain);
    const lines = text.trimEnd().split('\n');
    for (const line of lines) expect(displayWidth(line), line).toBeLessThanOrEqual(columns);
    // The same words as laid out at a width where nothing wraps: none was cut.
    const wide = renderCalibrationText(calibration, { ...ctx, columns: 1000 }, plain);
    expect(words(text)).toEqual(words(wide));
    // A weight keeps its name and its points on one line.
    expect(text).not.toMatch(/[a-zA-Z]\n +\d/);
    expect(text).not.toContain('\u00a0');
    expect(text).toMatch(/wrote profiles\/support-desk-2026-12-calibrated\.json/);
  });
});

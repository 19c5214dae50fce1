/**
 * @module Table listing for terminals: fixed-width columns so rows stream, colour by quality,
 * every transcript-derived text stripped of control characters. The signals column ends with the
 * most telling evidence, when it fits whole: the phrase that matched, or the message a repetition
 * repeats.
 */
import type { Scored } from '../select/scored';
import { detailOf, evidenceOf } from '../summary/evidence';
import { familyCounts } from './families';
import { NOT_SCORED_REASON } from '../select/not-scored';
import type { Formatter, Unscored } from './formatter';
import type { Style } from './style';
import { displayWidth, elide, fit, oneLine } from './text';
import { shownScore } from '../../score/summary';

/**
 * Widest and narrowest id column: narrow terminals give the signals and evidence the room. The
 * widest holds a 32-character OTLP trace id whole (to paste into a trace viewer); a longer id is
 * cut in the middle, so ids that differ at their end stay distinct.
 */
const ID_WIDTH = 34;
const MIN_ID_WIDTH = 14;
/** Quality, score, flag and turns with their separators. */
const MIDDLE = 1 + 9 + 1 + 5 + 1 + 4 + 1 + 5 + 2;
/** Room the signals column gets before the id column narrows below {@link ID_WIDTH}. */
const SIGNALS_ROOM = 37;

/**
 * The id column's width at `columns`: {@link ID_WIDTH} from 100 columns, narrowing one for one
 * down to {@link MIN_ID_WIDTH} at 80 columns, where the signals column keeps 37.
 */
export function idWidth(columns: number): number {
  return Math.max(MIN_ID_WIDTH, Math.min(ID_WIDTH, columns - MIDDLE - SIGNALS_ROOM));
}

/** A table `columns` wide (the signals column takes what is left). */
export function tableFormatter(style: Style, columns = 120): Formatter {
  const idColumn = idWidth(columns);
  const signalsWidth = Math.max(20, columns - idColumn - MIDDLE);
  let rows = 0;
  return {
    begin: () =>
      style.bold(
        `${fit('ID', idColumn)} ${fit('QUALITY', 9)} ${fit('SCORE', 5, 'right')} ${fit('FLAG', 4)} ${fit('TURNS', 5, 'right')}  SIGNALS`,
      ) + '\n',
    row: (item: Scored) => {
      rows++;
      const r = item.report;
      const id = fit(elide(oneLine(item.id), idColumn), idColumn);
      const quality = style.quality(r.quality, fit(r.quality, 9));
      const score = fit(String(shownScore(r.qualityScore)), 5, 'right');
      const flag = r.flagged ? style.red(fit('yes', 4)) : fit('', 4);
      const turns = fit(String(r.turnCount), 5, 'right');
      const [top] = evidenceOf(item, 1).evidence;
      const detail = top === undefined ? '' : oneLine(detailOf(top));
      const families = familyCounts(r.signals) || '-';
      // The evidence is shown whole or not at all: a phrase cut to `“th…` says nothing.
      const withDetail = `${families}  ${detail}`;
      const signals = fit(
        detail !== '' && displayWidth(withDetail) <= signalsWidth ? withDetail : families,
        signalsWidth,
      ).trimEnd();
      return `${id} ${quality} ${score} ${flag} ${turns}  ${signals}\n`;
    },
    // "not scored" across the quality and score columns, the reason where the signals go.
    notScored: (item: Unscored) => {
      rows++;
      const state = style.dim(fit('not scored', 9 + 1 + 5));
      return `${fit(elide(oneLine(item.id), idColumn), idColumn)} ${state} ${fit('', 4)} ${fit('-', 5, 'right')}  ${NOT_SCORED_REASON}\n`;
    },
    end: () => (rows === 0 ? style.dim('(no conversations matched)\n') : ''),
  };
}

/**
 * @module JSON and JSONL listings: one `OutputRecord` per conversation (an
 * `UnscoredRecord` for one not scored), as one JSON array or one object per line.
 */
import type { Scored } from '../select/scored';
import { outputRecord, unscoredRecord, type Formatter, type Unscored } from './formatter';

/** One JSON object per line. */
export function jsonlFormatter(): Formatter {
  return {
    begin: () => '',
    row: (item: Scored) => `${JSON.stringify(outputRecord(item))}\n`,
    notScored: (item: Unscored) => `${JSON.stringify(unscoredRecord(item))}\n`,
    end: () => '',
  };
}

/** One JSON array, written as it goes (one element per line). */
export function jsonFormatter(): Formatter {
  let rows = 0;
  return {
    begin: () => '[',
    row: (item: Scored) => `${rows++ === 0 ? '\n' : ',\n'}${JSON.stringify(outputRecord(item))}`,
    notScored: (item: Unscored) => `${rows++ === 0 ? '\n' : ',\n'}${JSON.stringify(unscoredRecord(item))}`,
    end: () => (rows === 0 ? ']\n' : '\n]\n'),
  };
}

/**
 * @module JSON and JSONL listings: one {@link OutputRecord} per conversation, as one JSON array
 * or one object per line.
 */
import type { Scored } from '../select/scored';
import { outputRecord, type Formatter } from './formatter';

/** One JSON object per line. */
export function jsonlFormatter(): Formatter {
  return {
    begin: () => '',
    row: (item: Scored) => `${JSON.stringify(outputRecord(item))}\n`,
    end: () => '',
  };
}

/** One JSON array, written as it goes (one element per line). */
export function jsonFormatter(): Formatter {
  let rows = 0;
  return {
    begin: () => '[',
    row: (item: Scored) => `${rows++ === 0 ? '\n' : ',\n'}${JSON.stringify(outputRecord(item))}`,
    end: () => (rows === 0 ? ']\n' : '\n]\n'),
  };
}

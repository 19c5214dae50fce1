/**
 * @module The `--flagged` and `--quality` filters.
 */
import type { Quality, SignalReport } from '../../types';

/** The filters of the command line; absent fields keep everything. */
export interface ReportFilter {
  readonly flagged: boolean;
  readonly qualities: ReadonlySet<Quality> | undefined;
}

/** True when the report passes every filter. */
export function passes(report: SignalReport, filter: ReportFilter): boolean {
  if (filter.flagged && !report.flagged) return false;
  if (filter.qualities !== undefined && !filter.qualities.has(report.quality)) return false;
  return true;
}

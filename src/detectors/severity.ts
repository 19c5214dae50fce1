/**
 * @module Count → severity buckets shared by every counted signal family.
 */
import type { CountSeverity, Severity } from '../types';

/** 0 for none, 1 for 1–2, 2 for 3–4, 3 for 5 or more. */
export function severityOf(count: number): Severity {
  if (count <= 0) return 0;
  if (count <= 2) return 1;
  if (count <= 4) return 2;
  return 3;
}

/** `{ count, severity }` of a count. */
export function countSeverity(count: number): CountSeverity {
  return { count, severity: severityOf(count) };
}

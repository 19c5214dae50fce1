/**
 * @module Bad-input reports that stay readable: each kind of error (its reason without the
 * parenthesised detail: `invalid JSON`) is printed a few times, then only counted, and said once at
 * the end ("… and 97 more like it: invalid JSON"). A binary file gives one screen, not a hundred
 * lines of the same complaint.
 */

/** Errors of one kind printed before the rest of that kind are only counted. */
export const SHOWN_PER_KIND = 3;
/** Kinds remembered; errors of later kinds are printed until the overall cap. */
const MAX_KINDS = 1000;

/** The kind of an error: its reason without a trailing `(…)` detail or position. */
export function errorKind(reason: string): string {
  const open = reason.indexOf(' (');
  return (open < 0 ? reason : reason.slice(0, open)).trim();
}

/** Decides which bad-input reports to print, and what to say about the others at the end. */
export class ErrorDigest {
  private printed = 0;
  private readonly kinds = new Map<string, { shown: number; hidden: number }>();
  private overCap = 0;

  /** @param maxPrinted - Reports printed in all; later ones are counted in {@link closing}. */
  constructor(private readonly maxPrinted: number) {}

  /** True when the report with this `reason` should be printed now; false when it is only counted. */
  admit(reason: string): boolean {
    const kind = errorKind(reason);
    let entry = this.kinds.get(kind);
    if (entry === undefined && this.kinds.size < MAX_KINDS) {
      entry = { shown: 0, hidden: 0 };
      this.kinds.set(kind, entry);
    }
    if (entry !== undefined && entry.shown >= SHOWN_PER_KIND) {
      entry.hidden++;
      return false;
    }
    if (this.printed >= this.maxPrinted) {
      this.overCap++;
      return false;
    }
    this.printed++;
    if (entry !== undefined) entry.shown++;
    return true;
  }

  /** The closing lines: one per kind whose reports were held back, then those past the cap. */
  closing(): string[] {
    const lines: string[] = [];
    for (const [kind, { hidden }] of this.kinds)
      if (hidden > 0) lines.push(`… and ${hidden.toLocaleString('en-US')} more like it: ${kind}`);
    if (this.overCap > 0) lines.push(`… and ${this.overCap.toLocaleString('en-US')} more not shown`);
    return lines;
  }
}
